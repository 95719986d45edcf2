// Scheduled publishes of 페이지 관리 made permanent: the public renderer already shows a scheduled version from its
// second on (in-force.ts versionInForce); this copies it into the published columns with a 'published' revision,
// so the list, the history and the next edit start from it. The publish clock (boards/clock.ts) wakes at every
// scheduled_at and runs publishDuePages in every process: the UPDATE … WHERE scheduled_at <= $now takes each row
// once, so the other processes find nothing left to do.
import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import { now } from '../../domain/clock.js';
import type { Publisher } from '../cache/publish.js';

/**
 * Copies every scheduled version whose time has come into the published columns, with a 'published' revision in
 * the name of who scheduled it, at the scheduled second. Idempotent: a second run (in this or another process)
 * finds scheduled_at already cleared. Returns how many pages turned over.
 */
export async function promoteDue(t: Transaction, sequelize: Sequelize, pageId?: number): Promise<number> {
  const rows = await sequelize.query(
    `WITH due AS (
       UPDATE pages SET title = scheduled->>'title', summary = scheduled->>'summary',
              description = scheduled->>'description', content = scheduled->>'content',
              published_at = scheduled_at, published_by = scheduled_by,
              scheduled = NULL, scheduled_at = NULL, scheduled_by = NULL, updated_at = $now
        WHERE scheduled_at <= $now AND deleted_at IS NULL ${pageId ? 'AND id = $pageId' : ''}
        RETURNING id, title, summary, description, content, published_at, published_by
     )
     INSERT INTO page_revisions (page_id, kind, title, summary, description, content, note, staff_id, staff_name, created_at)
     SELECT due.id, 'published', due.title, due.summary, due.description, due.content, '예약 게시',
            due.published_by, u.name, due.published_at
       FROM due LEFT JOIN users u ON u.id = due.published_by
     RETURNING page_id`,
    { type: QueryTypes.SELECT, bind: { now: now(), ...(pageId ? { pageId } : {}) }, transaction: t },
  );
  return rows.length;
}

/** The clock's job: when a scheduled version has come due, publish it (through the publish step). */
export async function publishDuePages(sequelize: Sequelize, publisher: Publisher): Promise<number> {
  const [due] = await sequelize.query(`SELECT 1 FROM pages WHERE scheduled_at <= $now AND deleted_at IS NULL LIMIT 1`, {
    type: QueryTypes.SELECT,
    bind: { now: now() },
  });
  if (!due) return 0;
  return publisher.write('pages', (t) => promoteDue(t, sequelize));
}
