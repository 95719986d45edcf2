// The one module with SQL on `import_sources` (migration 20261201050000): which of our rows each old thing became,
// and the hash of what it was made from. A run reads a board's keys once, then writes as it goes, in the board's
// transaction, so a failed board leaves no identities behind either.
import { createHash } from 'node:crypto';
import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import { now } from '../../domain/clock.js';

export interface Identity {
  key: string;
  kind: string;
  table: string;
  id: number;
  hash: string;
}

export const hashOf = (value: unknown): string => createHash('sha256').update(JSON.stringify(value)).digest('hex');

/** The identities whose key starts with `prefix` (e.g. 'gnuboard5:notice:'). */
export async function identitiesUnder(
  sequelize: Sequelize,
  prefix: string,
  transaction?: Transaction,
): Promise<Map<string, Identity>> {
  const rows = await sequelize.query<Identity>(
    `SELECT source_key AS key, kind, target_table AS "table", target_id AS id, content_hash AS hash
       FROM import_sources WHERE starts_with(source_key, $prefix)`,
    { type: QueryTypes.SELECT, bind: { prefix }, transaction },
  );
  return new Map(rows.map((r) => [r.key, r]));
}

export async function remember(sequelize: Sequelize, i: Identity, transaction: Transaction): Promise<void> {
  await sequelize.query(
    `INSERT INTO import_sources (source_key, kind, target_table, target_id, content_hash, imported_at, updated_at)
     VALUES ($key, $kind, $table, $id, $hash, $at, $at)
     ON CONFLICT (source_key) DO UPDATE
       SET target_table = EXCLUDED.target_table, target_id = EXCLUDED.target_id,
           content_hash = EXCLUDED.content_hash, updated_at = EXCLUDED.updated_at`,
    { bind: { ...i, at: now() }, transaction },
  );
}
