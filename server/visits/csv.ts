// The visitor figures as a spreadsheet (GET /api/visits/export): every counted row of the span (day, page, where
// from, device, language, views), or the days with their unique visitors. UTF-8 with a BOM so Excel reads the
// Korean; a cell that a spreadsheet would run as a formula is quoted out.
import { QueryTypes, type Sequelize } from 'sequelize';

export const REFERRER_LABELS: Record<string, string> = { '': '직접 방문', '-': '사이트 내 이동' };
export const DEVICE_LABELS: Record<string, string> = { mobile: '휴대폰', tablet: '태블릿', desktop: '컴퓨터' };

function cell(v: string | number): string {
  let s = String(v);
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

const csv = (rows: (string | number)[][]): Buffer =>
  Buffer.concat([
    Buffer.from([0xef, 0xbb, 0xbf]),
    Buffer.from(rows.map((r) => r.map(cell).join(',')).join('\r\n') + '\r\n', 'utf8'),
  ]);

export async function visitsCsv(
  sequelize: Sequelize,
  span: { from: string; to: string },
  kind: 'views' | 'days',
): Promise<Buffer> {
  if (kind === 'days') {
    const days = await sequelize.query<{ day: string; views: number; visitors: number }>(
      `SELECT to_char(d, 'YYYY-MM-DD') AS day,
              coalesce((SELECT sum(views) FROM page_visits WHERE day = d), 0)::int AS views,
              (coalesce((SELECT visitors FROM visit_days WHERE day = d), 0)
                 + (SELECT count(*) FROM visit_visitors WHERE day = d))::int AS visitors
         FROM generate_series($from::date, $to::date, interval '1 day') AS g(d) ORDER BY d`,
      { type: QueryTypes.SELECT, bind: span },
    );
    return csv([['날짜', '페이지뷰', '순방문자'], ...days.map((d) => [d.day, d.views, d.visitors])]);
  }
  const rows = await sequelize.query<{
    day: string;
    path: string;
    referrer: string;
    device: string;
    lang: string;
    views: number;
  }>(
    `SELECT to_char(day, 'YYYY-MM-DD') AS day, path, referrer, device, lang, views FROM page_visits
      WHERE day BETWEEN $from AND $to ORDER BY day, path, views DESC, referrer, device, lang`,
    { type: QueryTypes.SELECT, bind: span },
  );
  return csv([
    ['날짜', '페이지', '유입 경로', '기기', '언어', '페이지뷰'],
    ...rows.map((r) => [
      r.day,
      r.path,
      REFERRER_LABELS[r.referrer] ?? r.referrer,
      DEVICE_LABELS[r.device] ?? r.device,
      r.lang || '알 수 없음',
      r.views,
    ]),
  ]);
}
