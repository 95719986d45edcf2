// What an admitted applicant prints from the look-up after the announcement: the result letter of their
// outcome, the 합격증 (certificate of admission) and the 등록금 고지서 (registration bill), in the application's language.
// The server builds these views (server/applications/letters.ts); the look-up and the printable pages draw them.
import type { LetterKind } from './result-letters.js';

export interface ResultLetterView {
  kind: LetterKind;
  title: string;
  /** Sanitized HTML with the applicant's values filled in. */
  html: string;
}

/** What the look-up offers after the announcement: the letter, and whether the 합격증 and the 고지서 can be printed. */
export interface AdmissionPapers {
  letter: ResultLetterView | null;
  certificate: boolean;
  bill: boolean;
}

export interface CertificateView {
  lang: 'ko' | 'zh';
  school: string;
  /** e.g. 중소기업대학원장 / 中小企业研究生院 院长 */
  signer: string;
  examNo: string;
  receiptNo: string;
  name: string;
  nameEn: string;
  birthDateText: string;
  trackLabel: string;
  departmentName: string;
  termLabel: string;
  roundName: string;
  additional: boolean;
  /** The day of issue (the announcement's day, in Seoul), long form. */
  issuedText: string;
  /** The seal image as a data URL, or null when none was uploaded in the settings. */
  seal: string | null;
}

export interface BillView {
  lang: 'ko' | 'zh';
  school: string;
  examNo: string;
  receiptNo: string;
  name: string;
  trackLabel: string;
  departmentName: string;
  termLabel: string;
  roundName: string;
  /** In won. */
  amount: number;
  amountText: string;
  account: string;
  /** The deadline to pay: an offer's respond-by, else the round's registration end (Seoul time). */
  deadlineText: string;
  periodText: string;
  submit: string;
  /** The parts a Chinese reader sees in Korean (no Chinese text written yet): marked lang="ko" with a note. */
  korean?: ('account' | 'submit')[];
  /** Set once staff recorded the registration (the bill then reads 납부 완료). */
  paidText: string | null;
  issuedText: string;
}

/** "3,500,000원" / "3,500,000韩元". */
export const wonText = (amount: number, lang: 'ko' | 'zh'): string =>
  `${amount.toLocaleString('ko-KR')}${lang === 'zh' ? '韩元' : '원'}`;
