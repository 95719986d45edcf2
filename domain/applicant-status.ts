// What the applicant may read of their status, and when. A result (합격, 불합격, 예비) exists for the applicant
// from the round's announceAt on, never a millisecond earlier, and only once the round's results are confirmed
// (결과 확정): an unconfirmed round reads as before announceAt, 심사 중, however late it is. Before it, the status must not hint at a result
// either: were only decided applications shown as 심사 중, 심사 중 would itself say "decided", and going from 서류심사
// to 심사 중 without 면접 would say "rejected on the papers". So before announceAt the applicant sees only the
// office's receipt steps, which every application goes through and which tell nothing of the judgement: 접수 and
// 서류확인 while the window is open; every later status (서류심사, 면접, a decided result) reads 심사 중 (审核中), and
// from the window's end every application reads 심사 중, whatever the office has done with it, until announceAt.
// The staff's note is held back while a result is (a note could tell it). An application without a round (older
// rows) is treated as announced. The receipt presenter, the look-up (API, island, plain form post), the receipt
// page, the 수험표 and the staff preview all read the status through here.
import { statusLabel, type StatusCode } from './application-status.js';
import { resultsAnnounced, windowState, type Round } from './rounds.js';
import { formatLongDate, formatTime, seoulParts, WEEKDAYS } from './time.js';

/** The statuses that are a result: shown only from announceAt. */
export const RESULT_STATUSES: readonly StatusCode[] = ['accepted', 'rejected', 'waitlisted', 'registered', 'declined'];

/** The receipt steps the applicant sees as they are while the window is open (they tell nothing of the judgement). */
export const RECEIPT_STEPS: readonly StatusCode[] = ['received', 'doc_check'];

/** What the applicant is shown instead of a result, or of any step of the judgement, before announceAt. */
export const REVIEWING = { code: 'reviewing', ko: '심사 중', zh: '审核中' } as const;

export type ApplicantStatusCode = StatusCode | typeof REVIEWING.code;

export interface ApplicantStatus {
  status: ApplicantStatusCode;
  label: string;
  /** Results of the round may be shown (always true without a round). */
  announced: boolean;
  /** A result exists but is held back until announceAt (so is the staff's note). */
  masked: boolean;
}

const ZH_WEEKDAYS = ['日', '一', '二', '三', '四', '五', '六'] as const;

/** "2027년 1월 22일 (금) 14:00" / "2027年1月22日（周五）14:00（首尔时间）": an instant in Seoul, long form. */
export function longDateTime(at: string | Date, lang: 'ko' | 'zh'): string {
  const p = seoulParts(at);
  return lang === 'zh'
    ? `${p.y}年${p.m}月${p.d}日（周${ZH_WEEKDAYS[p.dow]}）${formatTime(at)}（首尔时间）`
    : `${formatLongDate(at)} (${WEEKDAYS[p.dow]}) ${formatTime(at)}`;
}

/** "합격자 발표: 2027년 1월 22일 (금) 14:00" / "录取结果公布：2027年1月22日（周五）14:00（首尔时间）". */
export const announceText = (announceAt: string | Date, lang: 'ko' | 'zh'): string =>
  `${lang === 'zh' ? '录取结果公布：' : '합격자 발표: '}${longDateTime(announceAt, lang)}`;

export function applicantStatus(
  status: StatusCode,
  round: Pick<Round, 'applyStartAt' | 'applyEndAt' | 'announceAt' | 'resultsConfirmedAt'> | null,
  at: Date,
  lang: 'ko' | 'zh',
): ApplicantStatus {
  const announced = !round || resultsAnnounced(round, at);
  const masked = !announced && RESULT_STATUSES.includes(status);
  // 지원 취소 is the applicant's own step: always shown as it is.
  const asIs =
    announced || status === 'withdrawn' || (windowState(round, at) !== 'closed' && RECEIPT_STEPS.includes(status));
  return asIs
    ? { status, label: statusLabel(status, lang), announced, masked }
    : { status: REVIEWING.code, label: REVIEWING[lang], announced, masked };
}
