// The fee as the applicant is told it: on the receipt page, in the receipt mail and in the
// look-up, the round's amount, how to pay (bank, account, holder) and the deadline (the round's fee deadline, else
// the end of the application window), until 입금 확인; then that it arrived. Also the refund account as the
// applicant reads it back (masked) and the refunds staff recorded.
import { longDateTime } from './applicant-status.js';
import { bilingual, type Round } from './rounds.js';

export interface ReceiptFee {
  amount: number;
  /** "30,000원" / "30,000韩元". */
  amountText: string;
  /** The round's 납부 방법 in the applicant's language (bank, account number, holder). */
  howToPay: string;
  /** The deadline, long form in Seoul time. */
  deadlineText: string;
}

export interface ReceiptRefund {
  amountText: string;
  /** YYYY-MM-DD. */
  refundedOn: string;
  reason: string;
}

/** What the receipt and the look-up show about the fee and refunds. */
export interface ReceiptFees {
  /** What to pay, while unpaid; null once confirmed, or when the round has no fee. */
  fee: ReceiptFee | null;
  /** 입금 확인 is recorded. */
  paid: boolean;
  /** The refund account given, masked ("국민은행 ****5678 (홍*동)"), or null. */
  refundAccount: string | null;
  refunds: ReceiptRefund[];
}

export const wonText = (n: number, lang: 'ko' | 'zh'): string =>
  `${n.toLocaleString('ko-KR')}${lang === 'zh' ? '韩元' : '원'}`;

/** The round's fee as the applicant is told it, or null without one. */
export function roundFee(round: Round | null, lang: 'ko' | 'zh'): ReceiptFee | null {
  const fee = round?.fee;
  if (!round || !fee || fee.amount <= 0) return null;
  return {
    amount: fee.amount,
    amountText: wonText(fee.amount, lang),
    howToPay: bilingual(fee.howToPay, lang),
    deadlineText: longDateTime(fee.deadline ?? round.applyEndAt, lang),
  };
}

/** The receipt mail's fee placeholders (domain/applicant-mail.ts): the amount, how to pay, the deadline. */
export function feeMailValues(round: Round | null, lang: 'ko' | 'zh'): Record<string, string> {
  const fee = roundFee(round, lang);
  const none = lang === 'zh' ? '无' : '없음';
  return {
    feeAmount: fee ? fee.amountText : none,
    feeAccount: fee ? fee.howToPay : '-',
    feeDeadline: fee ? fee.deadlineText : '-',
  };
}

/** "1234567890" → "******7890"; the last four digits stay so the applicant recognises the account. */
export function maskAccount(account: string): string {
  const digits = account.replace(/\D/g, '');
  return digits.length <= 4 ? '****' : `${'*'.repeat(Math.min(digits.length - 4, 8))}${digits.slice(-4)}`;
}

/** "홍길동" → "홍*동", "王明" → "王*". */
export function maskHolder(name: string): string {
  const c = Array.from(name.trim());
  if (c.length <= 1) return '*';
  if (c.length === 2) return `${c[0]}*`;
  return `${c[0]}${'*'.repeat(c.length - 2)}${c[c.length - 1]}`;
}

/** The refund account as lists and the applicant read it back. */
export function maskedRefundAccount(a: {
  refundBank: string | null;
  refundAccount: string | null;
  refundHolder: string | null;
}): string | null {
  if (!a.refundBank || !a.refundAccount || !a.refundHolder) return null;
  return `${a.refundBank} ${maskAccount(a.refundAccount)} (${maskHolder(a.refundHolder)})`;
}
