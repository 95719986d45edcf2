// After the announcement: what counts as a pending offer of 추가합격, who is 미등록 after the 등록
// deadline, the seats still open per track and department (quota − 등록 − offers pending), and the fixed columns of the
// hand-off to the 학적 system. Read by the 등록 현황 API, the offers route, the lapse job and the admin alike.
import type { StatusCode } from './application-status.js';
import { departmentName, TRACKS, type TrackCode } from './programs.js';
import type { Round } from './rounds.js';

/** What these rules read of an application. */
export interface SeatApplication {
  track: TrackCode;
  department: string | null;
  status: StatusCode;
  additional: boolean;
  /** ISO instant or Date: the offer's deadline to register. */
  offerRespondBy: string | Date | null;
}

const ms = (v: string | Date) => new Date(v).getTime();

/** An offer of 추가합격 still waiting for the applicant: 합격 by an offer, not registered, deadline not passed. */
export const isPendingOffer = (a: SeatApplication, at: Date): boolean =>
  a.status === 'accepted' && a.additional && a.offerRespondBy !== null && ms(a.offerRespondBy) > at.getTime();

/** The round's 등록 deadline has passed (false while the round has no registration period). */
export const registrationClosed = (round: Pick<Round, 'registration'>, at: Date): boolean =>
  round.registration !== null && ms(round.registration.endAt) <= at.getTime();

/**
 * 미등록: a 합격자 who has neither registered nor declined once the 등록 deadline has passed, for follow-up. An offer of
 * 추가합격 has its own deadline: until it passes the applicant is an offer pending, after it the offer lapses.
 */
export const isUnregistered = (a: SeatApplication, round: Pick<Round, 'registration'>, at: Date): boolean =>
  a.status === 'accepted' && !isPendingOffer(a, at) && registrationClosed(round, at);

/** One line of 등록 현황: a department of a track (master), or a track as a whole. */
export interface SeatRow {
  track: TrackCode;
  trackLabel: string;
  department: string | null;
  departmentName: string;
  /** 모집 인원, or null where the round announced none. */
  quota: number | null;
  /** Every 합격 (registered and declined ones included), of which `additional` by an offer of 추가합격. */
  accepted: number;
  additional: number;
  registered: number;
  declined: number;
  pendingOffers: number;
  /** 합격 not registered after the 등록 deadline. */
  unregistered: number;
  /** quota − registered − pendingOffers (negative: more than the quota); null without a quota. */
  seatsOpen: number | null;
}

export type SeatCounts = Omit<SeatRow, 'track' | 'trackLabel' | 'department' | 'departmentName'>;

const ADMITTED: readonly StatusCode[] = ['accepted', 'registered', 'declined'];

const emptyRow = (track: TrackCode, department: string | null, quota: number | null): SeatRow => ({
  track,
  trackLabel: TRACKS[track].ko,
  department,
  departmentName: department ? departmentName(department) : '',
  quota,
  accepted: 0,
  additional: 0,
  registered: 0,
  declined: 0,
  pendingOffers: 0,
  unregistered: 0,
  seatsOpen: null,
});

/** The seats of the round per track and department, in the round's order; an application elsewhere adds its line. */
export function seatRows(
  round: Pick<Round, 'tracks' | 'registration'>,
  apps: readonly SeatApplication[],
  at: Date,
): SeatRow[] {
  const rows: SeatRow[] = [];
  const key = (track: string, dept: string | null) => `${track}|${dept ?? ''}`;
  const byKey = new Map<string, SeatRow>();
  const add = (row: SeatRow) => {
    rows.push(row);
    byKey.set(key(row.track, row.department), row);
    return row;
  };
  for (const t of round.tracks) {
    if (t.departments.length) for (const d of t.departments) add(emptyRow(t.track, d.slug, d.quota));
    else add(emptyRow(t.track, null, t.quota));
  }
  for (const a of apps) {
    const dept = round.tracks.find((t) => t.track === a.track)?.departments.length ? a.department : null;
    const row = byKey.get(key(a.track, dept)) ?? add(emptyRow(a.track, dept, null));
    if (!ADMITTED.includes(a.status)) continue;
    row.accepted += 1;
    if (a.additional) row.additional += 1;
    if (a.status === 'registered') row.registered += 1;
    if (a.status === 'declined') row.declined += 1;
    if (isPendingOffer(a, at)) row.pendingOffers += 1;
    if (isUnregistered(a, round, at)) row.unregistered += 1;
  }
  for (const row of rows) row.seatsOpen = row.quota === null ? null : row.quota - row.registered - row.pendingOffers;
  return rows;
}

/** The sum of the lines (seats open only where every line has a quota). */
export function seatTotals(rows: readonly SeatRow[]): SeatCounts {
  const sum = (f: (r: SeatRow) => number) => rows.reduce((n, r) => n + f(r), 0);
  const quotas = rows.every((r) => r.quota !== null);
  return {
    quota: quotas ? sum((r) => r.quota ?? 0) : null,
    accepted: sum((r) => r.accepted),
    additional: sum((r) => r.additional),
    registered: sum((r) => r.registered),
    declined: sum((r) => r.declined),
    pendingOffers: sum((r) => r.pendingOffers),
    unregistered: sum((r) => r.unregistered),
    seatsOpen: quotas ? sum((r) => r.seatsOpen ?? 0) : null,
  };
}

/** The hand-off to the 학적 system: these columns, in this order, whatever else the application holds. */
export const HANDOFF_COLUMNS = [
  '수험번호',
  '성명',
  '영문 성명',
  '생년월일',
  '과정',
  '학과',
  '연락처',
  '이메일',
  '주소',
  '최종학력',
  '등록일',
] as const;
