// The admin dashboard's figures for a round: applications by status and by department (or track) against the
// round's quota, 입금 확인, and how many have every required document of the round. Counts only: nothing here
// names an applicant, so every staff role may see it.
import { STATUS_CODES, type StatusCode } from './application-status.js';
import { DEPARTMENTS, TRACKS, type TrackCode } from './programs.js';
import { resultsAnnounced, roundDocuments, windowState, type Round } from './rounds.js';

/** What the dashboard reads of one application of the round. */
export interface ApplicationFacts {
  track: TrackCode;
  department: string | null;
  status: StatusCode;
  feePaid: boolean;
  /** The kinds of the documents it carries. */
  kinds: string[];
}

export interface QuotaRow {
  /** A department slug, or a track code for a track admitted as a whole (China MBA). */
  key: string;
  label: string;
  quota: number | null;
  applied: number;
}

export interface RoundFigures {
  id: number;
  name: string;
  term: string;
  state: 'open' | 'closed';
  applyStartAt: string;
  applyEndAt: string;
  announceAt: string;
  total: number;
  /**
   * Applications by status, results included: for the roles that read applications (입학 담당, 최고관리자) only.
   * Null for the others, who must not learn how many were accepted or rejected before the announcement.
   */
  byStatus: Record<StatusCode, number> | null;
  quota: QuotaRow[];
  /** The sum of the quotas announced, or null when none is. */
  quotaTotal: number | null;
  feePaid: number;
  /** A fee is asked in the round (else 입금 확인 does not apply). */
  feeAsked: boolean;
  documentsComplete: number;
  documentsMissing: number;
}

/** The rounds the dashboard shows: every one whose window is open now (closing soonest first), then the latest closed one not announced yet. */
export function dashboardRounds<R extends Round>(rounds: readonly R[], at: Date): R[] {
  const byEnd = (a: R, b: R) => new Date(a.applyEndAt).getTime() - new Date(b.applyEndAt).getTime();
  const open = rounds.filter((r) => windowState(r, at) === 'open').sort(byEnd);
  const waiting = rounds
    .filter((r) => windowState(r, at) === 'closed' && !resultsAnnounced(r, at))
    .sort((a, b) => byEnd(b, a))[0];
  return waiting ? [...open, waiting] : open;
}

export function roundFigures(r: Round, apps: readonly ApplicationFacts[], at: Date): RoundFigures {
  const byStatus = Object.fromEntries(STATUS_CODES.map((s) => [s, 0])) as Record<StatusCode, number>;
  for (const a of apps) byStatus[a.status] += 1;
  const quota: QuotaRow[] = r.tracks.flatMap((t) =>
    t.departments.length
      ? DEPARTMENTS.filter((d) => t.departments.some((x) => x.slug === d.slug)).map((d) => ({
          key: d.slug,
          label: d.name,
          quota: t.departments.find((x) => x.slug === d.slug)!.quota,
          applied: apps.filter((a) => a.track === t.track && a.department === d.slug).length,
        }))
      : [
          {
            key: t.track,
            label: TRACKS[t.track].ko,
            quota: t.quota,
            applied: apps.filter((a) => a.track === t.track).length,
          },
        ],
  );
  const announced = quota.filter((q) => q.quota !== null);
  const complete = apps.filter((a) =>
    roundDocuments(r, a.track)
      .filter((d) => d.required)
      .every((d) => a.kinds.includes(d.kind)),
  ).length;
  return {
    id: r.id,
    name: r.name,
    term: r.term,
    state: windowState(r, at) === 'open' ? 'open' : 'closed',
    applyStartAt: r.applyStartAt,
    applyEndAt: r.applyEndAt,
    announceAt: r.announceAt,
    total: apps.length,
    byStatus,
    quota,
    quotaTotal: announced.length ? announced.reduce((n, q) => n + (q.quota ?? 0), 0) : null,
    feePaid: apps.filter((a) => a.feePaid).length,
    feeAsked: (r.fee?.amount ?? 0) > 0,
    documentsComplete: complete,
    documentsMissing: apps.length - complete,
  };
}
