// The view counts of posts: a post's count goes up once a day per visitor (post_views, the day's log of who has been
// counted, as salted hashes: no address is stored), and the log keeps only what a day's counting needs. The beacon
// route that calls recordView is server/web/boards/; the retention purge (server/retention/purge.ts) prunes the log.
import { QueryTypes, type Sequelize } from 'sequelize';
import { recordDestruction } from '../destruction/register.js';
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

/** Yesterday's log is all a day's counting needs; what goes is entered in the 파기 대장 in the same transaction. */
export async function pruneViews(sequelize: Sequelize): Promise<void> {
  await sequelize.transaction(async (transaction) => {
    const [row] = await sequelize.query<{ n: number }>(
      `WITH gone AS (DELETE FROM post_views WHERE day < $day::date - 1 RETURNING 1) SELECT count(*)::int AS n FROM gone`,
      { bind: { day: seoulDay(now()) }, type: QueryTypes.SELECT, transaction },
    );
    await recordDestruction(
      sequelize,
      {
        kind: 'postView',
        count: row.n,
        rule: '조회수 중복 방지에 필요한 기간(전날까지) 경과',
        by: { job: 'view-log-prune' },
      },
      transaction,
    );
  });
}
