// 접속기록 점검 (개인정보의 안전성 확보조치 기준 제8조): the monthly review of the access log of applications.
// The rules a reviewer's findings follow, in Seoul time: the working-hours window, the daily viewing threshold,
// which entries are exports and downloads, and the month a review covers. The server's queries read these names.
import { seoulMidnight, seoulParts, type Moment } from './time.js';
import type { AccessAction } from './access-log.js';
import { can, isStaffRole } from './roles.js';

/** Personal data may be reached from 08:00:00 up to (not including) 20:00:00 Seoul time. */
export const WORK_HOURS = { start: 8, end: 20 } as const;

/** More distinct applications than this viewed by one person in one Seoul day is a finding. */
export const DAILY_VIEW_LIMIT = 50;

/** What staff do to applicants' data; the retention purge is the system's and is not reviewed. */
export const REVIEWED_ACTIONS: readonly AccessAction[] = [
  'list',
  'view',
  'update',
  'status',
  'download',
  'export',
  'destroy',
];

/** Outside the working-hours window: 07:59:59 and 20:00:00 are, 08:00:00 and 19:59:59 are not. */
export function isOutsideWorkHours(at: Moment): boolean {
  const { h } = seoulParts(at);
  return h < WORK_HOURS.start || h >= WORK_HOURS.end;
}

/** A day's count of distinct applications one person viewed that the reviewer must look at. */
export function exceedsDailyViews(distinctApplications: number): boolean {
  return distinctApplications > DAILY_VIEW_LIMIT;
}

/** An export of the list, or a document downloaded (a document only opened on screen is a view, not a download). */
export function isExportOrDownload(action: string, detail: Record<string, unknown>): boolean {
  return action === 'export' || (action === 'download' && detail.inline !== true);
}

/** The four findings of a month, in the order the reviewer reads them, with the names the admin shows. */
export const FINDING_KINDS = [
  { code: 'offHours', ko: '업무시간 외 접근 (08:00~20:00 외)' },
  { code: 'heavyViewing', ko: `하루 ${DAILY_VIEW_LIMIT}건 초과 열람` },
  { code: 'exports', ko: '목록·서류 내려받기와 사유' },
  { code: 'outsideRole', ko: '업무상 필요 범위를 벗어난 접근' },
] as const;
export type FindingKind = (typeof FINDING_KINDS)[number]['code'];
export type FindingCounts = Record<FindingKind, number>;

/** A review month, "2026-10". */
export interface ReviewMonth {
  y: number;
  /** 1-based */
  m: number;
}

const MONTH_RE = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** "2026-10" → { y: 2026, m: 10 }; null when it is not a month in that form. */
export function parseReviewMonth(value: string): ReviewMonth | null {
  const match = MONTH_RE.exec(value);
  return match ? { y: Number(match[1]), m: Number(match[2]) } : null;
}

export function formatReviewMonth({ y, m }: ReviewMonth): string {
  return `${y}-${String(m).padStart(2, '0')}`;
}

/** "2026년 10월" */
export function reviewMonthLabel({ y, m }: ReviewMonth): string {
  return `${y}년 ${m}월`;
}

/** The Seoul month an instant falls in. */
export function reviewMonthOf(at: Moment): ReviewMonth {
  const { y, m } = seoulParts(at);
  return { y, m };
}

/** The instants a month covers: from its first midnight in Seoul up to (not including) the next month's. */
export function monthRange({ y, m }: ReviewMonth): { start: Date; end: Date } {
  return { start: seoulMidnight(y, m, 1), end: seoulMidnight(y, m + 1, 1) };
}

/** A month can be signed off once it is over in Seoul. */
export function isMonthOver(month: ReviewMonth, now: Date): boolean {
  return now.getTime() >= monthRange(month).end.getTime();
}

/** The months from `from` to `to` (both included), newest first. */
export function monthsBetween(from: ReviewMonth, to: ReviewMonth): ReviewMonth[] {
  const out: ReviewMonth[] = [];
  let { y, m } = to;
  while (y > from.y || (y === from.y && m >= from.m)) {
    out.push({ y, m });
    m -= 1;
    if (m === 0) {
      y -= 1;
      m = 12;
    }
  }
  return out;
}

/** Why an account's access to applications lies outside its role's need; null when it lies within. */
export type OutsideNeed = 'noAccount' | 'notStaff' | 'roleCannotRead';
export const OUTSIDE_NEED_LABELS: Record<OutsideNeed, string> = {
  noAccount: '계정이 삭제됨',
  notStaff: '직원 계정이 아님(비활성·탈퇴·회원)',
  roleCannotRead: '역할에 지원서 열람 권한 없음',
};

/**
 * Whether an account's access to applications lay outside its role's need, judged by the account as it is now:
 * gone, no longer staff (disabled, withdrawn, or a member), or in a staff role that cannot read applications.
 */
export function outsideNeed(account: { role: string; active: boolean } | null): OutsideNeed | null {
  if (!account) return 'noAccount';
  if (!account.active || !isStaffRole(account.role)) return 'notStaff';
  return can(account.role, 'applications', 'read') ? null : 'roleCannotRead';
}
