// A pg_dump custom-format file (made with DATABASE_URL where a pg_dump fits the server: pg-dump.ts) restored with
// pg_restore (`PG_RESTORE`, else the system's), then migrated forward like the built-in dump. pg_restore works on a
// connection of its own, so the swap is done around it: the file was read whole beforehand (archive.ts), the old
// public schema is set aside as restore_previous, pg_restore fills a new one in a single transaction, and only when
// the migrations and grants are done is the old one dropped; on any failure the new one is dropped and the old one
// renamed back, so the database is as it was.
import type { Readable } from 'node:stream';
import pg from 'pg';
import { createSequelize } from '../../db/connect.js';
import { migrate } from '../../db/migrate.js';
import { grantServingRole } from '../../db/serving-role.js';
import { now } from '../../domain/clock.js';
import { tablesOf } from './dump.js';
import { pgRestore } from './pg-dump.js';
import type { RestoreResult } from './restore.js';
import { refuseUnlessEmpty, RestoreError } from './target.js';

const PREVIOUS = 'restore_previous';

async function inTransaction(url: string, sql: (client: pg.Client) => Promise<void>): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('BEGIN');
    await sql(client);
    await client.query('COMMIT');
  } catch (err) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw err;
  } finally {
    await client.end();
  }
}

/** Moves the extensions of schema `from` to `to` (pg_trgm), so dropping `from` leaves them. */
async function moveExtensions(client: pg.Client, from: string, to: string): Promise<void> {
  const { rows } = await client.query<{ name: string }>(
    `SELECT e.extname AS name FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace WHERE n.nspname = $1`,
    [from],
  );
  for (const e of rows) await client.query(`ALTER EXTENSION "${e.name}" SET SCHEMA ${to}`);
}

export async function restorePgDump(
  raw: Readable,
  opts: { ownerUrl: string; force?: boolean; servingRole?: string | null },
): Promise<RestoreResult> {
  await refuseUnlessEmpty(opts.ownerUrl, !!opts.force);
  await inTransaction(opts.ownerUrl, async (client) => {
    await client.query(`DROP SCHEMA IF EXISTS ${PREVIOUS} CASCADE`);
    await client.query(`ALTER SCHEMA public RENAME TO ${PREVIOUS}`);
    await client.query('CREATE SCHEMA public');
    await moveExtensions(client, PREVIOUS, 'public');
  });
  try {
    const result = await fill(raw, opts);
    await inTransaction(opts.ownerUrl, (client) =>
      client.query(`DROP SCHEMA ${PREVIOUS} CASCADE`).then(() => undefined),
    );
    return result;
  } catch (err) {
    await inTransaction(opts.ownerUrl, async (client) => {
      await moveExtensions(client, 'public', PREVIOUS);
      await client.query('DROP SCHEMA public CASCADE');
      await client.query(`ALTER SCHEMA ${PREVIOUS} RENAME TO public`);
    });
    throw err instanceof RestoreError ? err : new RestoreError(err instanceof Error ? err.message : String(err));
  }
}

async function fill(raw: Readable, opts: { ownerUrl: string; servingRole?: string | null }): Promise<RestoreResult> {
  await pgRestore(process.env.PG_RESTORE || 'pg_restore', opts.ownerUrl, raw);
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
