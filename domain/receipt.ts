// The applicant's own receipt (접수증): what the submit and look-up answers carry and the printable page shows.
import type { AdmissionPapers } from './admission-papers.js';
import type { ReceiptFees } from './fee-notice.js';
import type { ApplicantStatusCode } from './applicant-status.js';
import type { ApplicationLocale, TrackCode } from './programs.js';

export interface Receipt {
  receiptNo: string;
  locale: ApplicationLocale;
  name: string;
  nameEn: string;
  birthDate: string;
  term: string;
  termLabel: string;
  track: TrackCode;
  trackLabel: string;
  department: string | null;
  departmentName: string;
  /** What the applicant may read (domain/applicant-status.ts): 'reviewing' while a result waits for announceAt. */
  status: ApplicantStatusCode;
  statusLabel: string;
  /** The office's note to the applicant (applicant_note); empty while a result is held back. */
  note: string;
  /** The round's name in the applicant's language, or '' (an application without a round). */
  roundName: string;
  /** ISO instant of the results, or null without a round. */
  announceAt: string | null;
  /** Results may be shown (true without a round). */
  announced: boolean;
  /** "합격자 발표: 2027년 1월 22일 (금) 14:00" before announceAt, else ''. */
  announceText: string;
  /** 합격 after announceAt: the round's registration (등록) instructions, or null. */
  registration: ReceiptRegistration | null;
  /** 수험번호, or null before one is assigned. */
  examNo: string | null;
  /** The interview once staff assigned it, or null. */
  interview: ReceiptInterview | null;
  /** ISO 8601. */
  submittedAt: string;
  /** The same instant as the applicant reads it, in Asia/Seoul. */
  submittedAtText: string;
  /** The photo's address, or null when there is none. */
  photo: string | null;
  /** After the announcement: the result letter, and whether the 합격증 and 등록금 고지서 can be printed (look-up only). */
  papers?: AdmissionPapers;
  /** The fee to pay until 입금 확인, the refund account (masked) and refunds. */
  fees?: ReceiptFees;
}

export interface ReceiptRegistration {
  /** "2027.01.25 09:00 ~ 2027.01.29 17:00" in Seoul time. */
  periodText: string;
  place: string;
  note: string;
  /** The parts a Chinese reader sees in Korean (no Chinese text written yet): marked lang="ko" with a note. */
  korean?: ('place' | 'note')[];
}

export interface ReceiptInterview {
  /** ISO instant. */
  at: string;
  /** The instant in Seoul, long form ("2027년 1월 8일 (금) 14:00"). */
  atText: string;
  place: string;
}
