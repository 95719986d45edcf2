// The 열람 copy as a readable document in the person's language (Korean or Chinese): every section of the dossier
// as a table, values as we hold them. The same data goes as JSON beside it.
import { render } from 'preact-render-to-string';
import { formatDateTime } from '../../domain/time.js';
import type { Dossier } from './dossier.js';
import type { Lang } from './text.js';

const HEAD = {
  ko: {
    title: '보유 개인정보 열람 사본',
    intro: (email: string, at: string) =>
      `${email} 주소로 저희가 보유한 개인정보입니다(${at} 기준, 개인정보 보호법 제35조).`,
    applications: '입학 지원서',
    documents: '제출 서류',
    history: '처리 이력',
    questions: '입학상담 질문',
    signUps: '설명회·상담 신청',
    subscription: '입학 소식 구독',
    member: '회원 정보',
    mails: '보낸 메일',
    accessLog: '개인정보 접근 기록(지원서)',
    none: '보유한 정보가 없습니다.',
  },
  zh: {
    title: '所持个人信息查阅副本',
    intro: (email: string, at: string) =>
      `以下是我们所持有的与 ${email} 相关的个人信息（截至${at}，依据韩国《个人信息保护法》第35条）。`,
    applications: '入学申请',
    documents: '提交材料',
    history: '处理记录',
    questions: '招生咨询问题',
    signUps: '说明会·咨询报名',
    subscription: '招生资讯订阅',
    member: '会员信息',
    mails: '已发送的邮件',
    accessLog: '个人信息访问记录（申请）',
    none: '没有持有的信息。',
  },
};

const show = (v: unknown): string => {
  if (v == null || v === '') return '-';
  if (v instanceof Date) return formatDateTime(v);
  if (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(v)) return formatDateTime(v);
  if (typeof v === 'object') return JSON.stringify(v);
  return String(v);
};

function Rows({ rows, none }: { rows: unknown[]; none: string }) {
  const list = rows.filter((r): r is Record<string, unknown> => !!r && typeof r === 'object');
  if (!list.length) return <p>{none}</p>;
  const keys = [...new Set(list.flatMap((r) => Object.keys(r)))].filter((k) => !Array.isArray(list[0][k]));
  return (
    <table>
      <thead>
        <tr>
          {keys.map((k) => (
            <th scope="col">{k}</th>
          ))}
        </tr>
      </thead>
      <tbody>
        {list.map((r) => (
          <tr>
            {keys.map((k) => (
              <td>{show(r[k])}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function dossierHtml(d: Dossier, lang: Lang): string {
  const h = HEAD[lang];
  const body = (
    <html lang={lang === 'zh' ? 'zh-Hans' : 'ko'}>
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{h.title}</title>
        <style>{`body{font-family:sans-serif;margin:1rem;line-height:1.5}table{border-collapse:collapse;display:block;overflow-x:auto;margin-bottom:1rem}th,td{border:1px solid #999;padding:.25rem .5rem;vertical-align:top;text-align:left;font-size:.9rem}`}</style>
      </head>
      <body>
        <h1>{h.title}</h1>
        <p>{h.intro(d.email, formatDateTime(d.madeAt))}</p>
        <h2>{h.applications}</h2>
        {d.applications.length ? (
          d.applications.map((a) => (
            <section>
              <h3>{String(a.receiptNo)}</h3>
              <Rows rows={[a]} none={h.none} />
              <h4>{h.documents}</h4>
              <Rows rows={a.documents} none={h.none} />
              <h4>{h.history}</h4>
              <Rows rows={a.history} none={h.none} />
            </section>
          ))
        ) : (
          <p>{h.none}</p>
        )}
        <h2>{h.questions}</h2>
        <Rows rows={d.questions} none={h.none} />
        <h2>{h.signUps}</h2>
        <Rows rows={d.signUps} none={h.none} />
        <h2>{h.subscription}</h2>
        <Rows rows={d.subscription ? [d.subscription] : []} none={h.none} />
        <h2>{h.member}</h2>
        <Rows rows={d.member ? [d.member] : []} none={h.none} />
        <h2>{h.mails}</h2>
        <Rows rows={d.mails} none={h.none} />
        <h2>{h.accessLog}</h2>
        <Rows rows={d.accessLog} none={h.none} />
      </body>
    </html>
  );
  return `<!doctype html>${render(body)}`;
}
