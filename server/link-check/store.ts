// The one module with SQL on `link_check_runs` and `broken_links` (migration 20261202040000). A run is claimed by
// inserting its row as 'running' under a transaction's advisory lock: one runs at a time across processes, and a
// claim left by a process that died is given up after STALE_MS. A finished run replaces the broken links: a link
// still broken keeps its first-seen time, a mended one leaves the list.
import { underPathsSql } from '../../db/like.js';
import { QueryTypes, type Sequelize } from 'sequelize';
import { now } from '../../domain/clock.js';
import {
  linkEditUrl,
  type BrokenLinkView,
  type LinkFoundKind,
  type LinkRunView,
  type LinkScope,
} from '../../domain/link-checks.js';
import type { FoundIn } from './sources.js';

/** An arbitrary constant that names the link check's claim among advisory locks. */
const LOCK_KEY = 4_702_031_277;
/** A run still 'running' after this long was left by a process that died. */
export const STALE_MS = 6 * 3600_000;

const RUN = `id, status, started_at AS "startedAt", finished_at AS "finishedAt", links, broken`;

function runView(r: LinkRunView & { startedAt: unknown; finishedAt: unknown }): LinkRunView {
  const iso = (d: unknown) => (d instanceof Date ? d.toISOString() : d == null ? null : String(d));
  return { ...r, startedAt: iso(r.startedAt)!, finishedAt: iso(r.finishedAt) };
}

/**
 * Claims a run: null when one is running, or (with `dueAfterMs`) when the last one started within that time.
 * Runs under an advisory lock, so two processes asking at once get one run between them.
 */
export async function claimRun(
  sequelize: Sequelize,
  opts: { by: number | null; dueAfterMs?: number },
): Promise<LinkRunView | null> {
  return sequelize.transaction(async (transaction) => {
    await sequelize.query('SELECT pg_advisory_xact_lock($key)', { bind: { key: LOCK_KEY }, transaction });
    const at = now();
    await sequelize.query(
      `UPDATE link_check_runs SET status = 'failed', finished_at = $now
        WHERE status = 'running' AND started_at < $stale`,
      { bind: { now: at, stale: new Date(at.getTime() - STALE_MS) }, transaction },
    );
    const [last] = await sequelize.query<{ status: string; startedAt: Date }>(
      `SELECT status, started_at AS "startedAt" FROM link_check_runs ORDER BY started_at DESC, id DESC LIMIT 1`,
      { type: QueryTypes.SELECT, transaction },
    );
    if (last?.status === 'running') return null;
    if (opts.dueAfterMs !== undefined && last && at.getTime() - last.startedAt.getTime() < opts.dueAfterMs) return null;
    const [row] = await sequelize.query<LinkRunView>(
      `INSERT INTO link_check_runs (started_at, started_by) VALUES ($now, $by) RETURNING ${RUN}`,
      { type: QueryTypes.SELECT, bind: { now: at, by: opts.by }, transaction },
    );
    return runView(row);
  });
}

export async function failRun(sequelize: Sequelize, id: number): Promise<void> {
  await sequelize.query(`UPDATE link_check_runs SET status = 'failed', finished_at = $now WHERE id = $id`, {
    bind: { id, now: now() },
  });
}

export async function lastRun(sequelize: Sequelize): Promise<LinkRunView | null> {
  const [row] = await sequelize.query<LinkRunView>(
    `SELECT ${RUN} FROM link_check_runs ORDER BY started_at DESC, id DESC LIMIT 1`,
    { type: QueryTypes.SELECT },
  );
  return row ? runView(row) : null;
}

export async function getRun(sequelize: Sequelize, id: number): Promise<LinkRunView | null> {
  const [row] = await sequelize.query<LinkRunView>(`SELECT ${RUN} FROM link_check_runs WHERE id = $id`, {
    type: QueryTypes.SELECT,
    bind: { id },
  });
  return row ? runView(row) : null;
}

export interface BrokenFinding {
  url: string;
  status: string;
  internal: boolean;
  foundIn: FoundIn;
  redirect: { from: string; to: string } | null;
}

/** Ends a run with what it found: the broken links replace the last run's, in one transaction. */
export async function finishRun(
  sequelize: Sequelize,
  id: number,
  links: number,
  broken: BrokenFinding[],
): Promise<void> {
  const at = now();
  await sequelize.transaction(async (transaction) => {
    const col = <T>(f: (b: BrokenFinding) => T) => broken.map(f);
    await sequelize.query(
      `INSERT INTO broken_links (url, status, internal, found_kind, found_id, found_title, found_path, found_board,
                                 redirect_from, redirect_to, first_seen_at, last_checked_at)
       SELECT u, s, i, k, fid, left(t, 300), left(fp, 300), fb, rf, rt, $now, $now
         FROM unnest($urls::text[], $statuses::text[], $internals::boolean[], $kinds::text[], $ids::int[],
                     $titles::text[], $paths::text[], $boards::text[], $froms::text[], $tos::text[])
              AS x(u, s, i, k, fid, t, fp, fb, rf, rt)
       ON CONFLICT (found_kind, found_id, url) DO UPDATE
         SET status = EXCLUDED.status, internal = EXCLUDED.internal, found_title = EXCLUDED.found_title,
             found_path = EXCLUDED.found_path, found_board = EXCLUDED.found_board,
             redirect_from = EXCLUDED.redirect_from, redirect_to = EXCLUDED.redirect_to,
             last_checked_at = EXCLUDED.last_checked_at`,
      {
        transaction,
        bind: {
          now: at,
          urls: col((b) => b.url.slice(0, 2000)),
          statuses: col((b) => b.status),
          internals: col((b) => b.internal),
          kinds: col((b) => b.foundIn.kind),
          ids: col((b) => b.foundIn.id),
          titles: col((b) => b.foundIn.title),
          paths: col((b) => (b.foundIn.kind === 'page' ? b.foundIn.path : null)),
          boards: col((b) => b.foundIn.board),
          froms: col((b) => b.redirect?.from ?? null),
          tos: col((b) => b.redirect?.to ?? null),
        },
      },
    );
    // What this run did not find broken was mended (or its page or post is gone).
    await sequelize.query(
      `DELETE FROM broken_links b
        WHERE NOT EXISTS (SELECT 1 FROM unnest($kinds::text[], $ids::int[], $urls::text[]) AS x(k, i, u)
                           WHERE x.k = b.found_kind AND x.i = b.found_id AND x.u = b.url)`,
      {
        bind: {
          kinds: col((b) => b.foundIn.kind),
          ids: col((b) => b.foundIn.id),
          urls: col((b) => b.url.slice(0, 2000)),
        },
        transaction,
      },
    );
    await sequelize.query(
      `UPDATE link_check_runs SET status = 'done', finished_at = $now, links = $links, broken = $broken
        WHERE id = $id`,
      { bind: { id, now: at, links, broken: broken.length }, transaction },
    );
  });
}

export interface BrokenFilter {
  kind?: LinkFoundKind;
  q?: string;
  internal?: boolean;
}

/** The scope's condition: pages under its prefixes and posts of its boards; the menu, popups and FAQ never. */
function scopeSql(scope: LinkScope | null, bind: Record<string, unknown>): string | null {
  if (!scope) return null;
  bind.scopeBoards = scope.boards;
  // The pages by the scope's own path rule (db/like.ts, as 페이지 관리's list reads it), boards by name.
  return `((found_kind = 'page' AND ${underPathsSql('found_path', scope.pages, bind, 'scopePages')})
        OR (found_kind = 'post' AND found_board = ANY($scopeBoards::text[])))`;
}

interface BrokenRow {
  id: number;
  url: string;
  status: string;
  internal: boolean;
  kind: LinkFoundKind;
  foundId: number;
  title: string;
  redirectFrom: string | null;
  redirectTo: string | null;
  firstSeenAt: Date;
  lastCheckedAt: Date;
}

function brokenView(r: BrokenRow): BrokenLinkView {
  const id = r.kind === 'menu' ? null : r.foundId;
  return {
    id: r.id,
    url: r.url,
    status: r.status,
    internal: r.internal,
    foundIn: { kind: r.kind, id, title: r.title, editUrl: linkEditUrl(r.kind, id) },
    firstSeenAt: r.firstSeenAt.toISOString(),
    lastCheckedAt: r.lastCheckedAt.toISOString(),
    redirectSuggestion: r.redirectFrom && r.redirectTo ? { from: r.redirectFrom, to: r.redirectTo } : null,
  };
}

export async function listBrokenLinks(
  sequelize: Sequelize,
  filter: BrokenFilter,
  scope: LinkScope | null,
  page: { offset: number; limit: number; sortColumn: string; sortOrder: 'ASC' | 'DESC' },
): Promise<{ rows: BrokenLinkView[]; total: number }> {
  const where: string[] = [];
  const bind: Record<string, unknown> = {};
  const scoped = scopeSql(scope, bind);
  if (scoped) where.push(scoped);
  if (filter.kind) {
    where.push('found_kind = $kind');
    bind.kind = filter.kind;
  }
  if (filter.internal !== undefined) {
    where.push('internal = $internal');
    bind.internal = filter.internal;
  }
  if (filter.q) {
    where.push('(strpos(lower(url), lower($q)) > 0 OR strpos(lower(found_title), lower($q)) > 0)');
    bind.q = filter.q;
  }
  const sql = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const [rows, [{ n }]] = await Promise.all([
    sequelize.query<BrokenRow>(
      `SELECT id, url, status, internal, found_kind AS kind, found_id AS "foundId", found_title AS title,
              redirect_from AS "redirectFrom", redirect_to AS "redirectTo", first_seen_at AS "firstSeenAt",
              last_checked_at AS "lastCheckedAt"
         FROM broken_links ${sql}
        ORDER BY ${page.sortColumn} ${page.sortOrder}, id ${page.sortOrder} OFFSET $offset LIMIT $limit`,
      { type: QueryTypes.SELECT, bind: { ...bind, offset: page.offset, limit: page.limit } },
    ),
    sequelize.query<{ n: number }>(`SELECT count(*)::int AS n FROM broken_links ${sql}`, {
      type: QueryTypes.SELECT,
      bind,
    }),
  ]);
  return { rows: rows.map(brokenView), total: n };
}

/** The dashboard's count (within the caller's scope). */
export async function countBrokenLinks(sequelize: Sequelize, scope: LinkScope | null = null): Promise<number> {
  const bind: Record<string, unknown> = {};
  const scoped = scopeSql(scope, bind);
  const [{ n }] = await sequelize.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM broken_links ${scoped ? `WHERE ${scoped}` : ''}`,
    { type: QueryTypes.SELECT, bind },
  );
  return n;
}
