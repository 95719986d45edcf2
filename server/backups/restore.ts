// `npm run restore -- FILE`'s work: a dump (dump.ts) into an empty database. A sealed file's tag is checked first
// (crypto.ts), so a tampered or truncated copy is refused before anything is written. Then the database is migrated
// to the dump's migration, every table's rows are loaded in one transaction (user triggers off: the append-only
// guards, counters and search columns; the dump holds their results already), the sequences set, the row counts
// compared with the dump's own, and the database migrated forward to this version.
import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { Writable, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { createSequelize } from '../../db/connect.js';
import { knownMigrations, migrate, migrateTo } from '../../db/migrate.js';
import { grantServingRole } from '../../db/serving-role.js';
import { BackupKeyError, isSealed, openStream, SEALED_MAGIC } from './crypto.js';
import { BACKUP_MAGIC, tablesOf, type DumpHeader, type DumpSummary } from './dump.js';
import { PGDMP } from './pg-dump.js';
import { restorePgDump } from './restore-pg.js';
import { prepareTarget, RestoreError } from './target.js';

export { RestoreError };

/** Reads a stream line by line (a line may be many megabytes: a file's bytes in a row). */
class Lines {
  private chunks: Buffer[] = [];
  constructor(private it: AsyncIterator<Buffer>) {}
  async next(): Promise<Buffer | null> {
    for (;;) {
      const last = this.chunks.at(-1);
      const i = last ? last.indexOf(10) : -1;
      if (last && i !== -1) {
        const line = Buffer.concat([...this.chunks.slice(0, -1), last.subarray(0, i)]);
        this.chunks = i + 1 < last.length ? [last.subarray(i + 1)] : [];
        return line;
      }
      const r = await this.it.next();
      if (r.done) {
        if (this.chunks.some((c) => c.length)) throw new RestoreError(TRUNCATED);
        return null;
      }
      this.chunks.push(r.value);
    }
  }
}

const TRUNCATED = '백업 파일이 중간에 끊겼습니다. 온전한 파일로 다시 시도하세요.';

async function firstBytes(file: string): Promise<Buffer> {
  const fh = await open(file, 'r');
  try {
    const b = Buffer.alloc(SEALED_MAGIC.length);
    const { bytesRead } = await fh.read(b, 0, b.length, 0);
    return b.subarray(0, bytesRead);
  } catch {
    throw new RestoreError(`백업 파일을 읽을 수 없습니다: ${file}`);
  } finally {
    await fh.close();
  }
}

/** The file's unsealed stream (gzip of the built-in dump, or pg_dump's custom format); a sealed one is checked first. */
async function openRaw(file: string, secret: string | undefined): Promise<Readable> {
  const sealed = isSealed(await firstBytes(file));
  if (sealed) {
    if (!secret) throw new RestoreError('암호화된 백업입니다. 백업할 때의 BACKUP_KEY를 설정하고 다시 실행하세요.');
    try {
      await pipeline(createReadStream(file), openStream(secret), new Writable({ write: (_c, _e, done) => done() }));
    } catch (err) {
      throw new RestoreError(err instanceof BackupKeyError ? err.message : '백업 파일을 읽지 못했습니다.');
    }
  }
  const source = createReadStream(file);
  if (!sealed) return source;
  const open = openStream(secret!);
  source.on('error', (err) => open.destroy(err));
  return source.pipe(open);
}

/** The first `n` bytes of a stream, put back. */
async function peek(stream: Readable, n: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let got = 0;
  while (got < n) {
    const chunk = stream.read() as Buffer | null;
    if (chunk) {
      chunks.push(chunk);
      got += chunk.length;
      continue;
    }
    if (stream.readableEnded) break;
    await new Promise((resolve, reject) => {
      stream.once('readable', resolve);
      stream.once('error', reject);
    });
  }
  const all = Buffer.concat(chunks);
  if (all.length) stream.unshift(all);
  return all.subarray(0, n);
}

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
 * unless `force`, which empties its public schema first. `servingRole`: the login to grant to afterwards.
 */
export async function restoreBackup(opts: {
  file: string;
  ownerUrl: string;
  secret?: string;
  force?: boolean;
  servingRole?: string | null;
}): Promise<RestoreResult> {
  const raw = await openRaw(opts.file, opts.secret);
  try {
    // pg_dump's custom format (DATABASE_URL with a pg_dump: pg-dump.ts) goes to pg_restore.
    if ((await peek(raw, PGDMP.length)).equals(PGDMP)) return await restorePgDump(raw, opts);
    const plain = raw.pipe(createGunzip());
    raw.on('error', (err) => plain.destroy(err));
    return await restoreFrom(plain, opts);
  } finally {
    raw.destroy();
  }
}

async function restoreFrom(
  plain: Readable,
  opts: { ownerUrl: string; force?: boolean; servingRole?: string | null },
): Promise<RestoreResult> {
  const lines = new Lines(plain[Symbol.asyncIterator]());
  const readHeader = async (): Promise<DumpHeader> => {
    let magic: Buffer | null;
    try {
      magic = await lines.next();
    } catch {
      throw new RestoreError('이 사이트의 백업 파일이 아닙니다 (또는 파일이 손상되었습니다).');
    }
    if (magic?.toString() !== BACKUP_MAGIC)
      throw new RestoreError('이 사이트의 백업 파일이 아닙니다 (npm run backup 으로 만든 파일을 지정하세요).');
    return JSON.parse(String(await lines.next())) as DumpHeader;
  };
  const header = await readHeader();
  const known = knownMigrations();
  const unknown = header.migrations.filter((m) => !known.includes(m));
  if (unknown.length)
    throw new RestoreError(
      `이 백업은 더 새 버전의 사이트에서 만들어졌습니다 (모르는 마이그레이션: ${unknown.join(', ')}). 사이트를 먼저 업데이트하세요.`,
    );
  const last = header.migrations.at(-1);
  if (!last) throw new RestoreError('백업에 스키마 정보가 없습니다.');

  await prepareTarget(opts.ownerUrl, !!opts.force);
  const owner = createSequelize(opts.ownerUrl, { poolMax: 2 });
  try {
    await migrateTo(owner, last);
    const summary = await load(opts.ownerUrl, lines, header);
    const forward = await migrate(owner);
    if (opts.servingRole) await grantServingRole(owner, opts.servingRole);
    return { format: 'site', header, summary, forward };
  } finally {
    await owner.close();
  }
}

async function load(url: string, lines: Lines, header: DumpHeader): Promise<DumpSummary> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('BEGIN');
    const tables = await tablesOf(client);
    const list = tables.map((t) => q(t.name)).join(', ');
    for (const t of tables) await client.query(`ALTER TABLE ${q(t.name)} DISABLE TRIGGER USER`);
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
    for (const t of tables) await client.query(`ALTER TABLE ${q(t.name)} ENABLE TRIGGER USER`);
    await client.query('COMMIT');
    await client.query('ANALYZE');
    return end;
  } catch (err) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw err;
  } finally {
    await client.end();
  }
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
  sink.end();
  await done;
  return rows;
}

const NL = Buffer.from('\n');
