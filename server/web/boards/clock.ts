// Scheduled posts appear (and, at their 게시 종료, disappear) by themselves, and pages showing the admission rounds follow their windows: a timer wakes
// at the next publish or unpublish time or round turnover (a window opens or closes, results are announced), and at least
// hourly (for "new" badges, the current month and D-day counts), and empties this process's cached pages
// (Publisher.timePassed). Each process runs its own. A page's scheduled publish wakes it too (also one already due:
// onTick then makes it permanent, server/pages/schedule.ts).
import { QueryTypes, type Sequelize } from 'sequelize';
import type { SiteChanges } from '../../cache/site-events.js';
import { kindOf } from '../../cache/topics.js';
import { logger } from '../../process/logger.js';
import { pruneViews } from './views.js';
import { now, nowMs } from '../../../domain/clock.js';

const HOUR = 3_600_000;

/** The next instant something published by time changes: a post comes out or reaches its 게시 종료, a round
 * window turns, a page's scheduled version comes due (one already due: in five seconds, for the job to make it
 * permanent). */
export async function nextWakeAt(sequelize: Sequelize): Promise<Date | null> {
  const [row] = await sequelize.query<{ next: Date | null }>(
    `SELECT min(t) AS next FROM (
       SELECT min(published_at) AS t FROM posts WHERE deleted_at IS NULL AND NOT is_draft AND published_at > $now
       UNION ALL SELECT min(unpublish_at) FROM posts WHERE deleted_at IS NULL AND NOT is_draft AND unpublish_at > $now
       UNION ALL SELECT min(x) FROM admission_rounds, unnest(ARRAY[apply_start_at, apply_end_at, announce_at]) AS x
         WHERE x > $now
       UNION ALL SELECT min(CASE WHEN scheduled_at > $now THEN scheduled_at
                                 ELSE $now::timestamptz + interval '5 seconds' END)
         FROM pages WHERE deleted_at IS NULL AND scheduled_at IS NOT NULL
     ) AS due`,
    { type: QueryTypes.SELECT, bind: { now: now() } },
  );
  return row?.next ?? null;
}

export function startPublishClock(sequelize: Sequelize, events: SiteChanges, onTick: () => void): void {
  let timer: NodeJS.Timeout | null = null;
  let closed = false;
  const schedule = async () => {
    if (closed) return;
    let wait = HOUR;
    try {
      const next = await nextWakeAt(sequelize);
      if (next) wait = Math.min(wait, Math.max(0, next.getTime() - nowMs()) + 200);
    } catch (err) {
      if (!closed) logger.warn({ err }, '예약 게시 시각을 읽지 못했습니다. 한 시간 뒤에 다시 봅니다.');
    }
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => {
      onTick();
      void pruneViews(sequelize).catch(() => undefined);
      void schedule();
    }, wait);
    timer.unref();
  };
  events.subscribe((what) => {
    const kind = kindOf(what);
    if (kind === 'posts' || kind === 'boards' || kind === 'rounds' || kind === 'pages' || kind === 'reconnect')
      void schedule();
  });
  // The first look waits until the process is up (and its tables exist).
  setTimeout(() => void schedule(), 1_000).unref();
  process.once('beforeExit', () => {
    closed = true;
    if (timer) clearTimeout(timer);
  });
}
