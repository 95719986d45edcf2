// The database a restore writes into: it must have no table of its own, unless the operator said --force, which
// replaces its public schema (swap.ts; the site must be stopped).
import pg from 'pg';

export class RestoreError extends Error {}

/** True when the database at `url` has no table of its own yet. */
export async function isEmptyDatabase(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p', 'v', 'm', 'S')`,
    );
    return rows[0].n === 0;
  } finally {
    await client.end();
  }
}

/** Refuses a database with tables of its own unless the operator said --force (its public schema is then replaced). */
export async function refuseUnlessEmpty(url: string, force: boolean): Promise<void> {
  if (force || (await isEmptyDatabase(url))) return;
  throw new RestoreError(
    '복원할 데이터베이스가 비어 있지 않습니다. 지금 데이터를 모두 지우고 백업으로 바꾸려면 --force 를 붙여 다시 실행하세요 (사이트를 먼저 멈추세요).',
  );
}
