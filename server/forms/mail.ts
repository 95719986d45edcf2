// The mails of a sign-up form, in the form's language: confirmed (with staff's words), waitlisted, moved up from the
// waiting list, and cancelled. Every mail but the last carries the cancel link.
import type { Transaction } from 'sequelize';
import { formatDateTime } from '../../domain/time.js';
import type { FormLang } from '../../domain/forms.js';
import { enqueueMail } from '../mail/outbox.js';

export type FormMailKind = 'form.confirmed' | 'form.waitlisted' | 'form.promoted' | 'form.cancelled';

interface MailForm {
  title: string;
  lang: FormLang;
  confirmationMail: string;
}

const TEXT = {
  ko: {
    'form.confirmed': (t: string) => [`[중소기업대학원] ${t} 신청이 확정되었습니다`, `${t} 신청이 확정되었습니다.`],
    'form.waitlisted': (t: string) => [
      `[중소기업대학원] ${t} 대기 신청이 접수되었습니다`,
      `${t}의 정원이 차서 대기자로 접수되었습니다. 자리가 나면 순서대로 확정하고 메일로 알려드립니다.`,
    ],
    'form.promoted': (t: string) => [
      `[중소기업대학원] ${t} 신청이 확정되었습니다(대기 → 확정)`,
      `취소된 자리가 생겨 대기 중이던 ${t} 신청이 확정되었습니다.`,
    ],
    'form.cancelled': (t: string) => [`[중소기업대학원] ${t} 신청이 취소되었습니다`, `${t} 신청이 취소되었습니다.`],
    when: '신청 일시',
    cancel: '참석이 어려우시면 아래 링크에서 신청을 취소해주세요. 취소하면 다음 대기자에게 자리가 넘어갑니다.',
    sign: '중소기업대학원 입학팀',
  },
  'zh-Hans': {
    'form.confirmed': (t: string) => [`[中小企业大学院] ${t} 报名已确认`, `您的 ${t} 报名已确认。`],
    'form.waitlisted': (t: string) => [
      `[中小企业大学院] ${t} 候补报名已受理`,
      `${t} 名额已满，您已登记为候补。如有空位，我们将按顺序确认并发送邮件通知您。`,
    ],
    'form.promoted': (t: string) => [
      `[中小企业大学院] ${t} 报名已确认（候补 → 确认）`,
      `因有人取消，您的 ${t} 候补报名已确认。`,
    ],
    'form.cancelled': (t: string) => [`[中小企业大学院] ${t} 报名已取消`, `您的 ${t} 报名已取消。`],
    when: '报名时间',
    cancel: '如无法参加，请通过以下链接取消报名。取消后名额将顺延给下一位候补者。',
    sign: '中小企业大学院 招生办公室',
  },
} as const;

export async function enqueueFormMail(
  kind: FormMailKind,
  form: MailForm,
  r: { id: number; email: string; createdAt: Date },
  cancelUrl: string | null,
  transaction: Transaction,
): Promise<void> {
  const t = TEXT[form.lang];
  const [subject, lead] = t[kind](form.title);
  const extra = kind === 'form.confirmed' || kind === 'form.promoted' ? form.confirmationMail.trim() : '';
  const text = [
    lead,
    '',
    `${t.when}: ${formatDateTime(r.createdAt)}`,
    ...(extra ? ['', extra] : []),
    ...(cancelUrl && kind !== 'form.cancelled' ? ['', t.cancel, cancelUrl] : []),
    '',
    t.sign,
  ].join('\n');
  await enqueueMail(
    { kind, to: r.email, lang: form.lang, subject, text, dedupeKey: `${kind}:${r.id}` },
    { transaction },
  );
}
