// The rounds as the public pages show them: which rounds a schedule still lists, when such a page changes by
// itself (a window opens or closes, results come out, a round's registration ends), the D-day of an open window
// in Seoul days, and the term as a reader says it. Pure rules over Round; the pages draw the results.
import type { TrackCode } from './programs.js';
import { admitsTrack, windowState, type Round } from './rounds.js';
import { nextSeoulMidnight, seoulDay, startOfSeoulDay } from './time.js';

const ms = (iso: string) => new Date(iso).getTime();
const DAY = 86_400_000;

/** Until when a round is worth listing: the end of its registration, or its announcement when none is set. */
export const listedUntil = (r: Pick<Round, 'announceAt' | 'registration'>): number =>
  Math.max(ms(r.announceAt), r.registration ? ms(r.registration.endAt) : 0);

/** The rounds of the track a schedule lists at the instant (open, upcoming, or still before its registration
 * ends), the earliest window first. */
export function listedRounds<R extends Round>(rounds: readonly R[], track: TrackCode, at: Date): R[] {
  return rounds
    .filter((r) => admitsTrack(r, track) && listedUntil(r) > at.getTime())
    .sort((a, b) => ms(a.applyStartAt) - ms(b.applyStartAt) || a.id - b.id);
}

/** The first instant after `at` at which a page listing these rounds reads differently, or null. */
export function nextRoundChange(
  rounds: readonly Pick<Round, 'applyStartAt' | 'applyEndAt' | 'announceAt' | 'registration'>[],
  at: Date,
): Date | null {
  const t = at.getTime();
  const future = rounds
    .flatMap((r) => [ms(r.applyStartAt), ms(r.applyEndAt), ms(r.announceAt), listedUntil(r)])
    .filter((x) => x > t);
  return future.length ? new Date(Math.min(...future)) : null;
}

/** The earlier of two instants (null: no limit). */
export const earlierOf = (a: Date | null, b: Date | null): Date | null => (a && b ? (a < b ? a : b) : (a ?? b));

/** The last instant of a window (its end is exclusive): a window ending at 00:00 ends on the day before. */
export const lastMoment = (r: Pick<Round, 'applyEndAt'>): Date => new Date(ms(r.applyEndAt) - 1);

/** Whole Seoul days from the day of `at` to the window's last day: 0 on the last day. */
export function daysLeft(r: Pick<Round, 'applyEndAt'>, at: Date): number {
  const from = startOfSeoulDay(at).getTime();
  const to = startOfSeoulDay(lastMoment(r)).getTime();
  // Days are 24 hours in Seoul (no daylight saving since 1988); round off any leap second or offset change.
  return Math.round((to - from) / DAY);
}

/** "D-3", or "D-day" on the window's last day (Seoul). */
export const dDayText = (r: Pick<Round, 'applyEndAt'>, at: Date): string => {
  const n = daysLeft(r, at);
  return n <= 0 ? 'D-day' : `D-${n}`;
};

/** When a D-day shown at `at` next changes: the next Seoul midnight. */
export const dDayExpires = (at: Date): Date => nextSeoulMidnight(at);

/** Is the window open at the instant (re-exported for the pages' own wording). */
export const isOpen = (r: Pick<Round, 'applyStartAt' | 'applyEndAt'>, at: Date): boolean =>
  windowState(r, at) === 'open';

/** Two instants on the same Seoul day. */
export const sameSeoulDay = (a: string, b: string): boolean => seoulDay(a) === seoulDay(b);
