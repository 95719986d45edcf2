// A pg_dump custom-format file (made with DATABASE_URL where a pg_dump fits the server: pg-dump.ts) restored with
// pg_restore (`PG_RESTORE`, else the system's) into an empty database, then migrated forward like the built-in dump.
import type { Readable } from 'node:stream';
import pg from 'pg';
import { createSequelize } from '../../db/connect.js';
import { migrate } from '../../db/migrate.js';
import { grantServingRole } from '../../db/serving-role.js';
import { now } from '../../domain/clock.js';
import { tablesOf } from './dump.js';
import { pgRestore } from './pg-dump.js';
import type { RestoreResult } from './restore.js';
import { prepareTarget, RestoreError } from './target.js';

export async function restorePgDump(
  raw: Readable,
  opts: { ownerUrl: string; force?: boolean; servingRole?: string | null },
): Promise<RestoreResult> {
  await prepareTarget(opts.ownerUrl, !!opts.force);
  try {
    await pgRestore(process.env.PG_RESTORE || 'pg_restore', opts.ownerUrl, raw);
  } catch (err) {
    throw new RestoreError(err instanceof Error ? err.message : String(err));
  }
  const owner = createSequelize(opts.ownerUrl, { poolMax: 2 });
  try {
    const forward = await migrate(owner);
    if (opts.servingRole) await grantServingRole(owner, opts.servingRole);
    const client = new pg.Client({ connectionString: opts.ownerUrl });
    await client.connect();
    const tables: Record<string, number> = {};
    try {
      for (const t of await tablesOf(client))
        tables[t.name] = (await client.query<{ n: number }>(`SELECT count(*)::int AS n FROM "${t.name}"`)).rows[0].n;
      const applied = await client.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name');
      return {
        format: 'pg_dump',
        header: { createdAt: now().toISOString(), migrations: applied.rows.map((r) => r.name), sequences: [] },
        summary: { tables },
        forward,
      };
    } finally {
      await client.end();
    }
  } finally {
    await owner.close();
  }
}
