// The refund account (환불 계좌: 은행, 계좌번호, 예금주), asked at submit (optional) or later in the look-up. Under
// 고등교육법 제34조의4 and its 시행령 the school refunds the unspent 전형료 in proportion by 4월 30일, the whole fee when
// the applicant could not sit for the school's reasons, and what was overpaid: this is where it goes. All three or
// none; personal data (masked in lists: domain/fee-notice.ts maskedRefundAccount, gone with the application).
import * as z from 'zod';
import { MESSAGES, REFUND_FIELDS, type RefundField } from './refund-labels.js';

export { REFUND_FIELDS, REFUND_LABELS, type RefundField } from './refund-labels.js';

const SINGLE_LINE = /^[^\u0000-\u001f\u007f\u2028\u2029]*$/;

/** The three fields, each optional ('' → null), for a strict object schema. */
export function refundAccountFields(lang: 'ko' | 'zh') {
  const m = MESSAGES[lang];
  const opt = (max: number, error: string, pattern = SINGLE_LINE) =>
    z
      .string({ error })
      .trim()
      .max(max, { error })
      .regex(pattern, { error })
      .optional()
      .transform((v) => v || null);
  return {
    refundBank: opt(30, m.bank),
    refundAccount: opt(30, m.account, /^$|^(?=(?:\D*\d){6,20}\D*$)[\d -]+$/),
    refundHolder: opt(50, m.holder),
  };
}

/** All three or none: the issues to add (field, message) when only some are given. */
export function refundAccountIssues(
  v: Partial<Record<RefundField, string | null | undefined>>,
  lang: 'ko' | 'zh',
): [RefundField, string][] {
  const given = REFUND_FIELDS.filter((f) => v[f]);
  if (!given.length || given.length === REFUND_FIELDS.length) return [];
  return REFUND_FIELDS.filter((f) => !v[f]).map((f) => [f, MESSAGES[lang].allOrNone]);
}

/** The look-up's own form: all three required. */
export function refundAccountSchema(lang: 'ko' | 'zh') {
  return z
    .object(refundAccountFields(lang))
    .superRefine((v, ctx) => {
      const missing = REFUND_FIELDS.filter((f) => !v[f]);
      for (const f of missing) ctx.addIssue({ code: 'custom', path: [f], message: MESSAGES[lang].allOrNone });
    })
    .transform((v) => v as Record<RefundField, string>);
}
