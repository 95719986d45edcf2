// 결과 확정: a round's results reach applicants (the look-up, the result mail) only once a second staff
// member has confirmed them, so one wrong tick is never announced without a second look. What counts as a change of
// a result (the committee's outcome or a 예비 rank; 등록 and 등록포기 follow from 합격 and are not), when such a change
// withdraws the confirmation (only while the results are not shown yet: before announceAt), who confirms only alone
// (anyone who changed a result since the last confirmation), when moving announceAt withdraws it (earlier, before the
// results are shown), and which rounds the dashboard warns about (unconfirmed from 24 hours before announceAt on).
import { OUTCOMES, type Outcome, type StatusCode } from './application-status.js';
import type { Round } from './rounds.js';

/** The committee's outcome a status stands for: 등록 and 등록포기 follow from 합격; earlier steps have none. */
export function outcomeOf(status: StatusCode): Outcome | null {
  if ((OUTCOMES as readonly string[]).includes(status)) return status as Outcome;
  return status === 'registered' || status === 'declined' ? 'accepted' : null;
}

/** A change of the result: the outcome differs, or a 예비 keeps 예비 with another rank. */
export function isResultChange(
  from: { status: StatusCode; waitlistRank: number | null },
  to: { status: StatusCode; waitlistRank: number | null },
): boolean {
  const [a, b] = [outcomeOf(from.status), outcomeOf(to.status)];
  if (a !== b) return true;
  return a === 'waitlisted' && (from.waitlistRank ?? null) !== (to.waitlistRank ?? null);
}

/** A result change at `at` withdraws the round's confirmation while the results are not shown yet. */
export const withdrawsConfirmation = (r: Pick<Round, 'announceAt' | 'resultsConfirmedAt'>, at: Date): boolean =>
  r.resultsConfirmedAt !== null && at.getTime() < new Date(r.announceAt).getTime();

/** Whoever changed any result since the last confirmation confirms only alone (a 최고관리자, with a reason). */
export const confirmsAlone = (changers: readonly number[], confirmer: number): boolean => changers.includes(confirmer);

/**
 * A confirmation was given for the results to show at `from`; moved earlier to `to` before they are shown (and
 * before the result mail), it is asked for again.
 */
export const announceMoveWithdraws = (
  r: Pick<Round, 'resultsConfirmedAt' | 'resultsMailedAt'>,
  from: Date,
  to: Date,
  at: Date,
): boolean =>
  r.resultsConfirmedAt !== null &&
  r.resultsMailedAt === null &&
  to.getTime() < from.getTime() &&
  at.getTime() < from.getTime();

/** How long before announceAt the dashboard starts warning about an unconfirmed round. */
export const CONFIRM_WARNING_HOURS = 24;

export interface ConfirmWarning {
  id: number;
  name: string;
  announceAt: string;
  /** announceAt has passed: applicants still read 심사 중 and no result mail has gone. */
  overdue: boolean;
}

/** The rounds with applications whose results are not confirmed, from CONFIRM_WARNING_HOURS before announceAt on. */
export function confirmWarnings(
  rounds: readonly Pick<Round, 'id' | 'name' | 'announceAt' | 'resultsConfirmedAt' | 'resultsMailedAt'>[],
  withApplications: ReadonlySet<number>,
  at: Date,
): ConfirmWarning[] {
  const t = at.getTime();
  return rounds
    .filter(
      (r) =>
        withApplications.has(r.id) &&
        r.resultsConfirmedAt === null &&
        r.resultsMailedAt === null &&
        t >= new Date(r.announceAt).getTime() - CONFIRM_WARNING_HOURS * 3_600_000,
    )
    .sort((a, b) => new Date(a.announceAt).getTime() - new Date(b.announceAt).getTime())
    .map((r) => ({ id: r.id, name: r.name, announceAt: r.announceAt, overdue: t >= new Date(r.announceAt).getTime() }));
}
