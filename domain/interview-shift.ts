// A change of a round's interview period and the interviews already given: how far the period moved (the offset of
// its start), which interviews lie outside a period, and which applicants a date change concerns. A change of the
// interview dates alone concerns only the applicants with an interview; any other date concerns every applicant.
import type { DateChangeLine } from './round-changes.js';
import type { RoundPeriod } from './rounds.js';

/** One applicant's interview: a timetable slot, or a batch's shared time (no end). ISO instants. */
export interface GivenInterview {
  applicationId: number;
  startsAt: string;
  endsAt: string | null;
}

export const isInterviewField = (field: string): boolean => field.startsWith('interview.');

/** How far the interview period's start moved, in ms (0: not moved; null: a period was added or removed). */
export function periodOffsetMs(before: RoundPeriod | null, after: RoundPeriod | null): number | null {
  if (!before || !after) return before === after ? 0 : null;
  return new Date(after.startAt).getTime() - new Date(before.startAt).getTime();
}

/** The interviews that start before the period or end after it (none outside a period that is not set). */
export function outsidePeriod<T extends GivenInterview>(given: readonly T[], period: RoundPeriod | null): T[] {
  if (!period?.startAt || !period.endAt) return [];
  const [from, to] = [new Date(period.startAt).getTime(), new Date(period.endAt).getTime()];
  return given.filter((g) => {
    const start = new Date(g.startsAt).getTime();
    const end = g.endsAt ? new Date(g.endsAt).getTime() : start;
    return start < from || end > to;
  });
}

/** The interview moved by `ms`. */
export function shifted<T extends GivenInterview>(g: T, ms: number): T {
  const by = (iso: string) => new Date(new Date(iso).getTime() + ms).toISOString();
  return { ...g, startsAt: by(g.startsAt), endsAt: g.endsAt ? by(g.endsAt) : null };
}

/** The lines of a date change one applicant is told: without the interview's dates when they have no interview. */
export function linesFor<L extends Pick<DateChangeLine, 'field'>>(lines: readonly L[], hasInterview: boolean): L[] {
  return hasInterview ? [...lines] : lines.filter((l) => !isInterviewField(l.field));
}

/** "+1일", "-2시간 30분": an offset as staff read it. */
export function offsetText(ms: number): string {
  const sign = ms < 0 ? '-' : '+';
  let m = Math.round(Math.abs(ms) / 60_000);
  const d = Math.floor(m / 1440);
  m -= d * 1440;
  const h = Math.floor(m / 60);
  m -= h * 60;
  const parts = [d ? `${d}일` : '', h ? `${h}시간` : '', m ? `${m}분` : ''].filter(Boolean);
  return `${sign}${parts.join(' ') || '0분'}`;
}
