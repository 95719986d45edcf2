// The one transaction a restore writes in. On one connection: the target's public schema is renamed out of the way
// (restore_previous), a new public schema is made and filled (the migrations, the rows, the grants of the serving
// role), and the old one is dropped, all before COMMIT. Until then other sessions see the database as it was, and
// any failure (or a killed process) rolls back to exactly that. The extensions the old schema held (pg_trgm) move
// to the new one first, so the migrations find them and the drop leaves them alone. Sequences, the serving role's
// grants and default privileges are those of the new schema; the search_path names `public`, which it now is.
import pg from 'pg';
import type { Sequelize } from 'sequelize';
import { createSequelize } from '../../db/connect.js';
import { servingGrants } from '../../db/serving-role.js';
import { refuseUnlessEmpty } from './target.js';

const PREVIOUS = 'restore_previous';

interface Pool {
  getConnection(): Promise<pg.Client>;
  releaseConnection(c: pg.Client): void | Promise<void>;
}

/**
 * Runs `work` with a Sequelize and a pg client that are one connection inside one transaction, on a new empty public
 * schema that replaces the old one at COMMIT. Refuses a database with tables unless `force`.
 */
export async function restoreInOneTransaction<T>(
  opts: { ownerUrl: string; force?: boolean; servingRole?: string | null },
  work: (owner: Sequelize, client: pg.Client) => Promise<T>,
): Promise<T> {
  await refuseUnlessEmpty(opts.ownerUrl, !!opts.force);
  const owner = createSequelize(opts.ownerUrl, { poolMax: 1 });
  const pool = owner.connectionManager as unknown as Pool;
  const { getConnection, releaseConnection } = pool;
  const client = await getConnection.call(pool);
  // Every query of this Sequelize (the migrations, umzug's table) goes to this one connection and transaction.
  pool.getConnection = () => Promise.resolve(client);
  pool.releaseConnection = () => undefined;
  try {
    await client.query('BEGIN');
    try {
      const [{ xid }] = (await client.query<{ xid: string }>('SELECT txid_current()::text AS xid')).rows;
      await client.query(`DROP SCHEMA IF EXISTS ${PREVIOUS} CASCADE`);
      const had = await client.query("SELECT 1 FROM pg_namespace WHERE nspname = 'public'");
      if (had.rowCount) await client.query(`ALTER SCHEMA public RENAME TO ${PREVIOUS}`);
      await client.query('CREATE SCHEMA public');
      const { rows: extensions } = await client.query<{ name: string }>(
        `SELECT e.extname AS name FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace
          WHERE n.nspname = $1`,
        [PREVIOUS],
      );
      for (const e of extensions) await client.query(`ALTER EXTENSION "${e.name}" SET SCHEMA public`);
      const result = await work(owner, client);
      if (opts.servingRole) await client.query(servingGrants(opts.servingRole));
      await client.query(`DROP SCHEMA IF EXISTS ${PREVIOUS} CASCADE`);
      // Nothing in the work may have ended the transaction (a COMMIT of its own would have made part of it final).
      const [after] = (await client.query<{ xid: string }>('SELECT txid_current()::text AS xid')).rows;
      if (after.xid !== xid) throw new Error('the restore transaction was ended before its COMMIT');
      await client.query('COMMIT');
      return result;
    } catch (err) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw err;
    }
  } finally {
    pool.getConnection = getConnection;
    pool.releaseConnection = releaseConnection;
    await Promise.resolve()
      .then(() => releaseConnection.call(pool, client))
      .catch(() => undefined);
    await owner.close();
  }
}
