// PostgreSQL's own pg_dump and pg_restore, for DATABASE_URL: `PG_DUMP` / `PG_RESTORE` name the binaries, else the
// system's are used when their major version is at least the server's (pg_dump refuses an older one). The file is
// pg_dump's custom format (-Fc), sealed like the built-in dump when BACKUP_KEY is set; the restore pipes it to
// pg_restore. The embedded default has no pg_dump in its package (dump.ts says why) and always uses the built-in dump.
import { spawn, spawnSync } from 'node:child_process';
import type { Readable, Writable } from 'node:stream';
import pg from 'pg';
import { RestoreError } from './target.js';

/** The first bytes of a pg_dump custom-format file. */
export const PGDMP = Buffer.from('PGDMP');

function major(binary: string): number | null {
  const r = spawnSync(binary, ['--version'], { encoding: 'utf8' });
  const m = r.status === 0 ? /\(PostgreSQL\) (\d+)/.exec(r.stdout) : null;
  return m ? Number(m[1]) : null;
}

/** The pg_dump to use for `url`, or null for the built-in dump. */
export async function pgDumpFor(url: string, env: NodeJS.ProcessEnv): Promise<string | null> {
  if (env.PG_DUMP) return env.PG_DUMP;
  const have = major('pg_dump');
  if (have === null) return null;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ v: string }>("SELECT current_setting('server_version_num') AS v");
    return have >= Math.floor(Number(rows[0].v) / 10000) ? 'pg_dump' : null;
  } finally {
    await client.end();
  }
}

function run(binary: string, args: string[], io: { stdin?: Readable; stdout?: Writable }): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(binary, args, { stdio: [io.stdin ? 'pipe' : 'ignore', io.stdout ? 'pipe' : 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr!.on('data', (d: Buffer) => (stderr += d.toString()));
    if (io.stdin) io.stdin.pipe(child.stdin!);
    if (io.stdout) child.stdout!.pipe(io.stdout, { end: false });
    child.on('error', (err) => reject(new Error(`${binary}을(를) 실행하지 못했습니다: ${err.message}`)));
    child.on('close', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`${binary}이(가) 실패했습니다 (${code}): ${stderr.trim().slice(0, 500)}`)),
    );
  });
}

/** pg_dump -Fc of the whole database into `out` (not ended: the caller's pipeline ends it). */
export function pgDump(binary: string, url: string, out: Writable): Promise<void> {
  return run(binary, ['--format=custom', '--no-owner', '--no-acl', `--dbname=${url}`], { stdout: out });
}

/** pg_restore of a custom-format stream into the (empty) database at `url`, in one transaction. */
export function pgRestore(binary: string, url: string, input: Readable): Promise<void> {
  return run(binary, ['--no-owner', '--no-acl', '--exit-on-error', '--single-transaction', `--dbname=${url}`], {
    stdin: input,
  });
}

/** Reads a custom-format stream to its end into nothing (every data block decompressed); fails on a damaged one. */
export async function checkPgDumpFile(input: Readable): Promise<void> {
  try {
    await run(process.env.PG_RESTORE || 'pg_restore', ['--file=/dev/null'], { stdin: input });
  } catch (err) {
    throw new RestoreError(
      `pg_dump 형식의 백업 파일을 끝까지 읽지 못했습니다 (손상되었거나 잘린 파일입니다). 데이터베이스는 바꾸지 않았습니다: ${err instanceof Error ? err.message : String(err)}`,
    );
  }
}
