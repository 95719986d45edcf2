// The applicant's own receipt (접수증): what the submit and look-up answers carry and the printable page shows.
import type { StatusCode } from './application-status.js';
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
  status: StatusCode;
  statusLabel: string;
  /** The office's note to the applicant (applicant_note). */
  note: string;
  /** ISO 8601. */
  submittedAt: string;
  /** The same instant as the applicant reads it, in Asia/Seoul. */
  submittedAtText: string;
  /** The photo's address, or null when there is none. */
  photo: string | null;
}
