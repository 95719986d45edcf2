// The one module with SQL on `redirects` (migrations 20261201000000 and 20261201040000). Rows are keyed by
// domain/redirect-key.ts's normalized address, so an import run again updates its rows instead of adding copies.
// Every write ends with flattenRedirects: a redirect whose target is itself an old address with a redirect takes
// that redirect's target, so a visitor is never sent on twice.
import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import { redirectKey } from '../../domain/redirect-key.js';
import { targetKey, type RedirectStatus } from '../../domain/redirects.js';
import { now } from '../../domain/clock.js';

export interface RedirectInput {
  /** The old address as a link holds it; stored under its normalized key. */
  from: string;
  /** The new address: a path on this site, with a query or #anchor if it needs one. */
  to: string;
  status?: RedirectStatus;
  /** Who made it: 'staff', or the import and its source (e.g. 'gnuboard5:notice'). */
  source: string;
}

/** Adds or updates redirects by their key, in the caller's transaction; returns how many rows were written. */
export async function upsertRedirects(
  sequelize: Sequelize,
  rows: RedirectInput[],
  transaction?: Transaction,
): Promise<number> {
  let written = 0;
  for (let i = 0; i < rows.length; i += 500) {
    const batch = rows.slice(i, i + 500);
    const keys = batch.map((r) => redirectKey(r.from).key);
    await sequelize.query(
      `INSERT INTO redirects (from_key, to_path, to_key, status, source, created_at, updated_at)
       SELECT *, $now::timestamptz FROM unnest($keys::text[], $tos::text[], $toKeys::text[], $statuses::smallint[],
              $sources::text[]), (SELECT $now::timestamptz)
       ON CONFLICT (from_key) DO UPDATE
         SET to_path = EXCLUDED.to_path, to_key = EXCLUDED.to_key, status = EXCLUDED.status, source = EXCLUDED.source,
             updated_at = EXCLUDED.updated_at
       WHERE (redirects.to_path, redirects.status, redirects.source)
             IS DISTINCT FROM (EXCLUDED.to_path, EXCLUDED.status, EXCLUDED.source)`,
      {
        transaction,
        bind: {
          keys,
          tos: batch.map((r) => r.to),
          toKeys: batch.map((r) => targetKey(r.to)),
          statuses: batch.map((r) => r.status ?? 301),
          sources: batch.map((r) => r.source),
          now: now(),
        },
      },
    );
    written += batch.length;
  }
  if (written) await flattenRedirects(sequelize, transaction);
  return written;
}

/**
 * Every moving redirect (301/302) whose target is the old address of another moving redirect takes that one's
 * target (keeping its own #anchor when the new target has none), until none is left; never onto itself.
 */
export async function flattenRedirects(sequelize: Sequelize, transaction?: Transaction): Promise<void> {
  for (let pass = 0; pass < 10; pass++) {
    const [, changed] = await sequelize.query(
      `UPDATE redirects r
          SET to_path = t.to_path || CASE WHEN strpos(r.to_path, '#') > 0 AND strpos(t.to_path, '#') = 0
                                          THEN substr(r.to_path, strpos(r.to_path, '#')) ELSE '' END,
              to_key = t.to_key, updated_at = $now
         FROM redirects t
        WHERE r.to_key = t.from_key AND r.id <> t.id AND r.status IN (301, 302) AND t.status IN (301, 302)
          AND t.to_key IS DISTINCT FROM r.from_key`,
      { transaction, bind: { now: now() }, type: QueryTypes.UPDATE },
    );
    if (!changed) return;
  }
}

export interface RedirectRow {
  id: number;
  fromKey: string;
  to: string;
  toKey: string | null;
  status: RedirectStatus;
}

const ROW = `id, from_key AS "fromKey", to_path AS "to", to_key AS "toKey", status`;

/** The redirect stored under an address's key, if any. */
export async function findRedirect(
  sequelize: Sequelize,
  key: string,
  transaction?: Transaction,
): Promise<RedirectRow | null> {
  const rows = await sequelize.query<RedirectRow>(`SELECT ${ROW} FROM redirects WHERE from_key = $key`, {
    type: QueryTypes.SELECT,
    bind: { key },
    transaction,
  });
  return rows[0] ?? null;
}

/** What 리디렉션 관리 shows of a row (GET /api/redirects). */
export interface RedirectView {
  id: number;
  from: string;
  to: string;
  status: RedirectStatus;
  hits: number;
  lastHitAt: string | null;
  source: string;
  createdAt: string;
  updatedAt: string;
}

const VIEW = `id, from_key AS "from", to_path AS "to", status, hits, last_hit_at AS "lastHitAt", source,
  created_at AS "createdAt", updated_at AS "updatedAt"`;

export interface RedirectFilter {
  ids?: number[];
  q?: string;
  source?: string;
  status?: number;
}

export async function listRedirects(
  sequelize: Sequelize,
  filter: RedirectFilter,
  page: { offset: number; limit: number; sortColumn: string; sortOrder: 'ASC' | 'DESC' },
): Promise<{ rows: RedirectView[]; total: number }> {
  const where: string[] = [];
  const bind: Record<string, unknown> = {};
  if (filter.ids) {
    where.push('id = ANY($ids::int[])');
    bind.ids = filter.ids;
  }
  if (filter.q) {
    where.push(`(strpos(lower(from_key), lower($q)) > 0 OR strpos(lower(to_path), lower($q)) > 0)`);
    bind.q = filter.q;
  }
  if (filter.source) {
    where.push(filter.source === 'staff' ? `source = 'staff'` : `source LIKE $source || '%'`);
    if (filter.source !== 'staff') bind.source = filter.source;
  }
  if (filter.status) {
    where.push('status = $status');
    bind.status = filter.status;
  }
  const sql = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const [rows, [{ n }]] = await Promise.all([
    sequelize.query<RedirectView>(
      `SELECT ${VIEW} FROM redirects ${sql}
        ORDER BY ${page.sortColumn} ${page.sortOrder} NULLS LAST, id ${page.sortOrder} OFFSET $offset LIMIT $limit`,
      { type: QueryTypes.SELECT, bind: { ...bind, offset: page.offset, limit: page.limit } },
    ),
    sequelize.query<{ n: number }>(`SELECT count(*)::int AS n FROM redirects ${sql}`, {
      type: QueryTypes.SELECT,
      bind,
    }),
  ]);
  return { rows: rows.map(toView), total: n };
}

export async function getRedirect(
  sequelize: Sequelize,
  id: number,
  transaction?: Transaction,
): Promise<RedirectView | null> {
  const [row] = await sequelize.query<RedirectView>(`SELECT ${VIEW} FROM redirects WHERE id = $id`, {
    type: QueryTypes.SELECT,
    bind: { id },
    transaction,
  });
  return row ? toView(row) : null;
}

/** Every row for the CSV export, oldest first. */
export async function allRedirects(sequelize: Sequelize): Promise<RedirectView[]> {
  const rows = await sequelize.query<RedirectView>(`SELECT ${VIEW} FROM redirects ORDER BY id`, {
    type: QueryTypes.SELECT,
  });
  return rows.map(toView);
}

function toView(r: RedirectView): RedirectView {
  const iso = (d: unknown) => (d instanceof Date ? d.toISOString() : d == null ? null : String(d));
  return { ...r, lastHitAt: iso(r.lastHitAt), createdAt: iso(r.createdAt)!, updatedAt: iso(r.updatedAt)! };
}

/** Changes one row (staff's edit); false when it is gone. The caller flattens after. */
export async function updateRedirect(
  sequelize: Sequelize,
  id: number,
  row: { fromKey: string; to: string; status: RedirectStatus; source: string },
  transaction: Transaction,
): Promise<boolean> {
  const [, n] = await sequelize.query(
    `UPDATE redirects SET from_key = $fromKey, to_path = $to, to_key = $toKey, status = $status, source = $source,
            updated_at = $now WHERE id = $id`,
    {
      type: QueryTypes.UPDATE,
      transaction,
      bind: { id, ...row, toKey: targetKey(row.to), now: now() },
    },
  );
  return n > 0;
}

export async function deleteRedirect(sequelize: Sequelize, id: number, transaction?: Transaction): Promise<boolean> {
  const rows = await sequelize.query<{ id: number }>(`DELETE FROM redirects WHERE id = $id RETURNING id`, {
    type: QueryTypes.SELECT,
    bind: { id },
    transaction,
  });
  return rows.length > 0;
}

/** Adds to the rows' hits (the serving side gathers them, server/redirects/counters.ts). */
export async function addHits(sequelize: Sequelize, hits: Map<number, { count: number; at: Date }>): Promise<void> {
  if (!hits.size) return;
  const ids = [...hits.keys()];
  await sequelize.query(
    `UPDATE redirects r SET hits = r.hits + h.n, last_hit_at = GREATEST(r.last_hit_at, h.at)
       FROM unnest($ids::int[], $counts::int[], $ats::timestamptz[]) AS h(id, n, at) WHERE r.id = h.id`,
    {
      type: QueryTypes.UPDATE,
      bind: { ids, counts: ids.map((i) => hits.get(i)!.count), ats: ids.map((i) => hits.get(i)!.at) },
    },
  );
}
