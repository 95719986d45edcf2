// The one module with SQL on `redirects` and `not_found_paths` (migration 20261201000000). Rows are keyed by
// domain/redirect-key.ts's normalized address, so an import run again updates its rows instead of adding copies.
import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import { redirectKey } from '../../domain/redirect-key.js';
import { now } from '../../domain/clock.js';

export interface RedirectInput {
  /** The old address as a link holds it; stored under its normalized key. */
  from: string;
  /** The new address: a path on this site, with a query or #anchor if it needs one. */
  to: string;
  status?: 301 | 302 | 404 | 410;
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
      `INSERT INTO redirects (from_key, to_path, status, source, updated_at)
       SELECT * FROM unnest($keys::text[], $tos::text[], $statuses::smallint[], $sources::text[]) , (SELECT $now::timestamptz)
       ON CONFLICT (from_key) DO UPDATE
         SET to_path = EXCLUDED.to_path, status = EXCLUDED.status, source = EXCLUDED.source,
             updated_at = EXCLUDED.updated_at
       WHERE (redirects.to_path, redirects.status, redirects.source)
             IS DISTINCT FROM (EXCLUDED.to_path, EXCLUDED.status, EXCLUDED.source)`,
      {
        transaction,
        bind: {
          keys,
          tos: batch.map((r) => r.to),
          statuses: batch.map((r) => r.status ?? 301),
          sources: batch.map((r) => r.source),
          now: now(),
        },
      },
    );
    written += batch.length;
  }
  return written;
}

export interface RedirectRow {
  id: number;
  fromKey: string;
  to: string;
  status: number;
}

/** The redirect stored under an address's key, if any. */
export async function findRedirect(sequelize: Sequelize, key: string): Promise<RedirectRow | null> {
  const rows = await sequelize.query<RedirectRow>(
    `SELECT id, from_key AS "fromKey", to_path AS "to", status FROM redirects WHERE from_key = $key`,
    { type: QueryTypes.SELECT, bind: { key } },
  );
  return rows[0] ?? null;
}
