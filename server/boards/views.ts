// The view counts of posts: a post's count goes up once a day per visitor (post_views, the day's log of who has been
// counted, as salted hashes: no address is stored), and the log keeps only what a day's counting needs. The beacon
// route that calls recordView is server/web/boards/; the retention purge (server/retention/purge.ts) prunes the log.
import type { Sequelize } from 'sequelize';
import { now } from '../../domain/clock.js';
import { seoulDay } from '../../domain/time.js';
import { livePostSql } from '../../db/live-posts.js';

/** Counts a view of a live post of `board` by `visitor` once a day. */
export async function recordView(sequelize: Sequelize, view: { id: number; board: string; visitor: string }) {
  await sequelize.query(
    `WITH seen AS (
       INSERT INTO post_views (post_id, day, visitor)
       SELECT p.id, $day::date, $visitor FROM posts p JOIN boards b ON b.id = p.board_id
        WHERE p.id = $id AND b.en_name = $board AND ${livePostSql('p')}
       ON CONFLICT DO NOTHING RETURNING post_id)
     UPDATE posts SET view_count = view_count + 1 WHERE id IN (SELECT post_id FROM seen)`,
    { bind: { ...view, now: now(), day: seoulDay(now()) } },
  );
}

/** Yesterday's log is all a day's counting needs. */
export async function pruneViews(sequelize: Sequelize): Promise<void> {
  await sequelize.query('DELETE FROM post_views WHERE day < $day::date - 1', { bind: { day: seoulDay(now()) } });
}
