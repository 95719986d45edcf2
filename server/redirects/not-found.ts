// The one module with SQL on `not_found_paths` (the 404 기록): one row per address that found nothing, its count,
// when it was last asked for and the host of the page that linked to it. No visitor's address, no browser, no time
// of each visit. Bounded: at most MAX_ROWS rows (the most recently seen stay), and rows unseen for KEEP_DAYS go
// with the retention job (server/retention/purge.ts).
import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import { now } from '../../domain/clock.js';

export const MAX_ROWS = 10_000;
export const KEEP_DAYS = 180;

export interface Miss {
  path: string;
  count: number;
  at: Date;
  referrerHost: string | null;
}

/** Adds the gathered misses, then drops the oldest rows past MAX_ROWS. */
export async function recordMisses(sequelize: Sequelize, misses: Miss[]): Promise<void> {
  if (!misses.length) return;
  await sequelize.query(
    `INSERT INTO not_found_paths (path, hits, last_seen_at, referrer_host)
       SELECT * FROM unnest($paths::text[], $counts::int[], $ats::timestamptz[], $hosts::text[])
     ON CONFLICT (path) DO UPDATE
       SET hits = not_found_paths.hits + EXCLUDED.hits,
           last_seen_at = GREATEST(not_found_paths.last_seen_at, EXCLUDED.last_seen_at),
           referrer_host = coalesce(EXCLUDED.referrer_host, not_found_paths.referrer_host)`,
    {
      type: QueryTypes.INSERT,
      bind: {
        paths: misses.map((m) => m.path),
        counts: misses.map((m) => m.count),
        ats: misses.map((m) => m.at),
        hosts: misses.map((m) => m.referrerHost),
      },
    },
  );
  await sequelize.query(
    `DELETE FROM not_found_paths WHERE path IN
       (SELECT path FROM not_found_paths ORDER BY last_seen_at DESC, hits DESC OFFSET $max)`,
    { type: QueryTypes.DELETE, bind: { max: MAX_ROWS } },
  );
}

export interface NotFoundView {
  /** The path is the row's id too: react-admin's list needs one. */
  id: string;
  path: string;
  hits: number;
  lastSeenAt: string;
  referrerHost: string | null;
}

export async function listNotFound(
  sequelize: Sequelize,
  filter: { q?: string },
  page: { offset: number; limit: number; sortColumn: string; sortOrder: 'ASC' | 'DESC' },
): Promise<{ rows: NotFoundView[]; total: number }> {
  const where = filter.q ? 'WHERE strpos(lower(path), lower($q)) > 0' : '';
  const bind: Record<string, unknown> = filter.q ? { q: filter.q } : {};
  const [rows, [{ n }]] = await Promise.all([
    sequelize.query<Omit<NotFoundView, 'lastSeenAt'> & { lastSeenAt: Date }>(
      `SELECT path AS id, path, hits, last_seen_at AS "lastSeenAt", referrer_host AS "referrerHost"
         FROM not_found_paths ${where}
        ORDER BY ${page.sortColumn} ${page.sortOrder}, path OFFSET $offset LIMIT $limit`,
      { type: QueryTypes.SELECT, bind: { ...bind, offset: page.offset, limit: page.limit } },
    ),
    sequelize.query<{ n: number }>(`SELECT count(*)::int AS n FROM not_found_paths ${where}`, {
      type: QueryTypes.SELECT,
      bind,
    }),
  ]);
  return { rows: rows.map((r) => ({ ...r, lastSeenAt: new Date(r.lastSeenAt).toISOString() })), total: n };
}

/** Forgets one path (a redirect now answers it). */
export async function forgetNotFound(sequelize: Sequelize, path: string, transaction?: Transaction): Promise<void> {
  await sequelize.query(`DELETE FROM not_found_paths WHERE path = $path`, {
    type: QueryTypes.DELETE,
    bind: { path },
    transaction,
  });
}

/** The retention job's part: rows not seen for KEEP_DAYS go. */
export async function pruneNotFound(sequelize: Sequelize): Promise<number> {
  const rows = await sequelize.query<{ path: string }>(
    `DELETE FROM not_found_paths WHERE last_seen_at < $cutoff RETURNING path`,
    { type: QueryTypes.SELECT, bind: { cutoff: new Date(now().getTime() - KEEP_DAYS * 86_400_000) } },
  );
  return rows.length;
}
