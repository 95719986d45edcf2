// The public pages follow time by themselves: a scheduled post comes out (and leaves at its 게시 종료), an admission
// round's window opens or closes or its results are announced, a page's scheduled version comes due, a privacy
// policy version's notice opens (7 days before its 시행일) or it takes effect (midnight in Seoul). This timer
// wakes at the next such instant, and at least hourly (for "new" badges, the current month and D-day counts), and
// empties this process's cached pages. Every process runs its own (each has its own cache); serve.ts starts and
// stops it. The scheduled page is made permanent by its own job (server/stored-pages/schedule.ts), in one process.
import { QueryTypes, type Sequelize } from 'sequelize';
import { now } from '../../domain/clock.js';
import { PRIVACY_NOTICE_DAYS } from '../../domain/privacy.js';
import type { SiteEvents } from '../cache/site-events.js';
import { nextPageTurnover } from '../stored-pages/store.js';
import { startDueTimer, type DueTimer } from '../process/due-timer.js';

const earliest = (...dates: (Date | null)[]) =>
  dates.reduce<Date | null>((min, d) => (d && (!min || d < min) ? d : min), null);

/** The next instant something published by time changes (a page already due and not yet permanent: in 5 s). */
export async function nextWakeAt(sequelize: Sequelize): Promise<Date | null> {
  const [[row], page] = await Promise.all([
    sequelize.query<{ next: Date | null }>(
      `SELECT min(t) AS next FROM (
         SELECT min(published_at) AS t FROM posts WHERE deleted_at IS NULL AND NOT is_draft AND published_at > $now
         UNION ALL SELECT min(unpublish_at) FROM posts WHERE deleted_at IS NULL AND NOT is_draft AND unpublish_at > $now
         UNION ALL SELECT min(x) FROM admission_rounds, unnest(ARRAY[apply_start_at, apply_end_at, announce_at]) AS x
           WHERE x > $now
         UNION ALL SELECT min(x) FROM privacy_versions, unnest(ARRAY[
             (effective_on - $noticeDays::int)::timestamp AT TIME ZONE 'Asia/Seoul',
             effective_on::timestamp AT TIME ZONE 'Asia/Seoul']) AS x
           WHERE x > $now
       ) AS due`,
      { type: QueryTypes.SELECT, bind: { now: now(), noticeDays: PRIVACY_NOTICE_DAYS } },
    ),
    nextPageTurnover(sequelize),
  ]);
  return earliest(row?.next ?? null, page);
}

export function startPageClock(deps: { sequelize: Sequelize; events: SiteEvents }): DueTimer {
  const { sequelize, events } = deps;
  return startDueTimer({
    nextAt: () => nextWakeAt(sequelize),
    work: () => events.changedHere('clock'),
    events,
    wakesOn: ['posts', 'boards', 'rounds', 'pages'],
    what: '시각에 따라 바뀌는 페이지',
  });
}
