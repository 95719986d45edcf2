// `npm run restore -- FILE`'s work: a dump (dump.ts) into a database, all or nothing. The whole file is checked
// before anything is written (archive.ts: not empty, a sealed file's tag, the gzip stream, every section, the row
// counts and the dump's checksum). Then, in one transaction (swap.ts), a new public schema is migrated to the dump's
// migration, every table's rows are loaded (user triggers off: the append-only guards, counters and search columns;
// the dump holds their results already), the sequences set, the row counts compared with the dump's own, the schema
// migrated forward to this version and the serving role granted; the old schema is dropped at COMMIT. A failure at
// any step leaves the database exactly as it was.
import { once } from 'node:events';
import type { Readable } from 'node:stream';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { knownMigrations, migrate, migrateTo } from '../../db/migrate.js';
import { checkArchive, gunzipped, openRaw, peek } from './archive.js';
import { BACKUP_MAGIC, tablesOf, type DumpHeader, type DumpSummary } from './dump.js';
import { Lines, TRUNCATED } from './lines.js';
import { checkPgDumpFile, PGDMP } from './pg-dump.js';
import { restorePgDump } from './restore-pg.js';
import { restoreInOneTransaction } from './swap.js';
import { RestoreError } from './target.js';

export { RestoreError };

export interface RestoreResult {
  /** Which dump the file held. */
  format: 'site' | 'pg_dump';
  header: DumpHeader;
  summary: DumpSummary;
  /** The migrations applied after the dump's (it was made by an older version). */
  forward: string[];
}

const q = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * Restores `file` into the database at `ownerUrl` (the login that owns the tables). Refuses a database with tables
 * unless `force`, which replaces its public schema. `servingRole`: the login to grant to afterwards.
 */
export async function restoreBackup(opts: {
  file: string;
  ownerUrl: string;
  secret?: string;
  force?: boolean;
  servingRole?: string | null;
}): Promise<RestoreResult> {
  const checked = await checkArchive(opts.file, opts.secret, checkPgDumpFile);
  if (checked.kind === 'site') {
    const known = knownMigrations();
    const unknown = checked.dump.header.migrations.filter((m) => !known.includes(m));
    if (unknown.length)
      throw new RestoreError(
        `이 백업은 더 새 버전의 사이트에서 만들어졌습니다 (모르는 마이그레이션: ${unknown.join(', ')}). 사이트를 먼저 업데이트하세요.`,
      );
    if (!checked.dump.header.migrations.length) throw new RestoreError('백업에 스키마 정보가 없습니다.');
  }
  const raw = await openRaw(opts.file, opts.secret);
  try {
    // pg_dump's custom format (DATABASE_URL with a pg_dump: pg-dump.ts) goes to pg_restore.
    if ((await peek(raw, PGDMP.length)).equals(PGDMP)) return await restorePgDump(raw, opts);
    return await restoreInOneTransaction(opts, (owner, client) => restoreFrom(gunzipped(raw), owner, client));
  } finally {
    raw.destroy();
  }
}

async function restoreFrom(
  plain: Readable,
  owner: Parameters<typeof migrate>[0],
  client: pg.Client,
): Promise<RestoreResult> {
  const lines = new Lines(plain[Symbol.asyncIterator]());
  if ((await lines.next())?.toString() !== BACKUP_MAGIC) throw new RestoreError(TRUNCATED);
  const header = JSON.parse(String(await lines.next())) as DumpHeader;
  await migrateTo(owner, header.migrations.at(-1)!);
  const summary = await load(client, lines, header);
  const forward = await migrate(owner);
  await client.query('ANALYZE');
  return { format: 'site', header, summary, forward };
}

async function load(client: pg.Client, lines: Lines, header: DumpHeader): Promise<DumpSummary> {
  const tables = await tablesOf(client);
  const list = tables.map((t) => q(t.name)).join(', ');
  for (const t of tables) await client.query(`ALTER TABLE ${q(t.name)} DISABLE TRIGGER USER`);
  // The keys that close a cycle (DEFERRABLE; dump.ts orders by the others) are checked at COMMIT.
  await client.query('SET CONSTRAINTS ALL DEFERRED');
  // What the migrations seeded (boards, settings, the first pages) gives way to the dump's rows.
  await client.query(`TRUNCATE ${list} RESTART IDENTITY CASCADE`);
  const counted: Record<string, number> = {};
  let end: DumpSummary | null = null;
  for (let line = await lines.next(); line; line = await lines.next()) {
    const text = line.toString();
    if (text.startsWith('@end ')) {
      end = JSON.parse(text.slice(5)) as DumpSummary;
      break;
    }
    const m = /^@table (\S+) (\[.*\])$/.exec(text);
    if (!m) throw new RestoreError('백업 파일의 형식이 올바르지 않습니다.');
    const [, name, colsJson] = m;
    const columns = JSON.parse(colsJson) as string[];
    const target = tables.find((t) => t.name === name);
    if (!target || columns.some((c) => !target.columns.includes(c)))
      throw new RestoreError(`백업의 표 ${name}이(가) 데이터베이스의 스키마와 맞지 않습니다.`);
    counted[name] = await copyIn(client, name, columns, lines);
  }
  if (!end) throw new RestoreError(TRUNCATED);
  for (const [name, n] of Object.entries(end.tables))
    if (counted[name] !== n)
      throw new RestoreError(`표 ${name}의 행 수가 백업과 다릅니다 (백업 ${n}, 복원 ${counted[name] ?? 0}).`);
  for (const s of header.sequences)
    await client.query('SELECT setval($1::regclass, $2::bigint, $3)', [q(s.name), s.value, s.called]);
  // The deferred keys checked now, every row in place (a table with pending checks cannot be altered).
  await client.query('SET CONSTRAINTS ALL IMMEDIATE');
  for (const t of tables) await client.query(`ALTER TABLE ${q(t.name)} ENABLE TRIGGER USER`);
  return end;
}

/** Copies one table's section (up to its `\.` line) into the table; returns the rows. */
async function copyIn(client: pg.Client, name: string, columns: string[], lines: Lines): Promise<number> {
  const sink = client.query(copyFrom(`COPY ${q(name)} (${columns.map(q).join(', ')}) FROM STDIN`));
  const done = new Promise<void>((resolve, reject) => {
    sink.on('finish', resolve);
    sink.on('error', reject);
  });
  let rows = 0;
  let batch: Buffer[] = [];
  let size = 0;
  const flush = async () => {
    if (!batch.length) return;
    const ok = sink.write(Buffer.concat(batch));
    batch = [];
    size = 0;
    if (!ok) await new Promise((r) => sink.once('drain', r));
  };
  try {
    for (;;) {
      const line = await lines.next();
      if (!line) throw new RestoreError(TRUNCATED);
      if (line.length === 2 && line[0] === 0x5c && line[1] === 0x2e) break; // \.
      batch.push(line, NL);
      size += line.length + 1;
      rows++;
      if (size > 1 << 20) await flush();
    }
    await flush();
  } catch (err) {
    // CopyFail, so the connection leaves COPY and takes the ROLLBACK that follows.
    sink.destroy(err instanceof Error ? err : new Error(String(err)));
    await Promise.race([done.catch(() => undefined), once(sink, 'close')]);
    throw err;
  }
  sink.end();
  await done;
  return rows;
}

const NL = Buffer.from('\n');
