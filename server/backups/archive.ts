// The whole backup file checked before a restore writes anything: not empty, a sealed file's tag (crypto.ts), and for
// the built-in dump (dump.ts) its gzip stream decompressed to the end (gzip's own CRC and length), every section
// parsed, each table's rows counted against the `@end` line, nothing after it, and the length and sha256 of the
// plain bytes that the dump wrote into `@end`. A pg_dump file is read to the end by pg_restore into nothing.
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { open, stat } from 'node:fs/promises';
import { Writable, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import { BackupKeyError, isSealed, openStream, SEALED_MAGIC } from './crypto.js';
import { BACKUP_MAGIC, type DumpHeader, type DumpSummary } from './dump.js';
import { Lines, TRUNCATED } from './lines.js';
import { PGDMP } from './pg-dump.js';
import { RestoreError } from './target.js';

export const CORRUPT =
  '백업 파일이 손상되었습니다 (압축이 풀리지 않거나 내용이 백업할 때와 다릅니다). 온전한 파일로 다시 시도하세요. 데이터베이스는 바꾸지 않았습니다.';
const NOT_OURS = '이 사이트의 백업 파일이 아닙니다 (npm run backup 으로 만든 파일을 지정하세요).';

/** The first bytes of a gzip stream as zlib writes it: magic, deflate, no flags, no time (the dump sets none). */
const GZIP_HEAD = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00]);

async function firstBytes(file: string, n: number): Promise<Buffer> {
  const fh = await open(file, 'r').catch(() => {
    throw new RestoreError(`백업 파일을 읽을 수 없습니다: ${file}`);
  });
  try {
    const b = Buffer.alloc(n);
    const { bytesRead } = await fh.read(b, 0, n, 0);
    return b.subarray(0, bytesRead);
  } catch {
    throw new RestoreError(`백업 파일을 읽을 수 없습니다: ${file}`);
  } finally {
    await fh.close();
  }
}

/** The file's unsealed stream (gzip of the built-in dump, or pg_dump's custom format); a sealed one is checked first. */
export async function openRaw(file: string, secret: string | undefined): Promise<Readable> {
  const size = await stat(file).then(
    (s) => s.size,
    () => {
      throw new RestoreError(`백업 파일을 읽을 수 없습니다: ${file}`);
    },
  );
  if (size === 0) throw new RestoreError('백업 파일이 비어 있습니다 (0바이트). 온전한 파일로 다시 시도하세요.');
  const sealed = isSealed(await firstBytes(file, SEALED_MAGIC.length));
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
  const opened = openStream(secret!);
  source.on('error', (err) => opened.destroy(err));
  return source.pipe(opened);
}

/** The first `n` bytes of a stream (fewer when it is shorter), put back. */
export async function peek(stream: Readable, n: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let got = 0;
  let ended = false;
  stream.once('end', () => (ended = true));
  while (got < n && !ended && !stream.readableEnded) {
    const chunk = stream.read() as Buffer | null;
    if (chunk) {
      chunks.push(chunk);
      got += chunk.length;
      continue;
    }
    await new Promise<void>((resolve, reject) => {
      const done = () => {
        stream.off('readable', done);
        stream.off('end', done);
        stream.off('error', fail);
        resolve();
      };
      const fail = (err: Error) => {
        stream.off('readable', done);
        stream.off('end', done);
        reject(err);
      };
      stream.once('readable', done);
      stream.once('end', done);
      stream.once('error', fail);
    });
  }
  const all = Buffer.concat(chunks);
  if (all.length && !ended) stream.unshift(all);
  return all.subarray(0, n);
}

/** The plain stream of a built-in dump: gunzip of the raw one, errors of either passed on. */
export function gunzipped(raw: Readable): Readable {
  const plain = raw.pipe(createGunzip());
  raw.on('error', (err) => plain.destroy(err));
  return plain;
}

export interface CheckedDump {
  header: DumpHeader;
  summary: DumpSummary;
}

/** Reads a built-in dump's plain stream to its end and checks it whole; throws RestoreError (Korean) when it is not. */
export async function checkDump(plain: Readable): Promise<CheckedDump> {
  const lines = new Lines(plain[Symbol.asyncIterator]());
  const digest = createHash('sha256');
  let bytes = 0;
  const next = () => lines.next();
  const take = (line: Buffer) => {
    digest.update(line);
    digest.update(NL);
    bytes += line.length + 1;
  };
  try {
    const magic = await next();
    if (magic?.toString() !== BACKUP_MAGIC) throw new RestoreError(NOT_OURS);
    take(magic);
    const headLine = await next();
    if (!headLine) throw new RestoreError(TRUNCATED);
    take(headLine);
    const header = parseJson<DumpHeader>(headLine);
    if (!Array.isArray(header?.migrations) || !Array.isArray(header.sequences)) throw new RestoreError(CORRUPT);
    const counted: Record<string, number> = {};
    let summary: DumpSummary | null = null;
    for (let line = await next(); line; line = await next()) {
      const text = line.toString();
      if (text.startsWith('@end ')) {
        summary = parseJson<DumpSummary>(line.subarray(5));
        break;
      }
      take(line);
      const m = /^@table (\S+) (\[.*\])$/.exec(text);
      if (!m || m[1] in counted) throw new RestoreError(CORRUPT);
      parseJson<string[]>(Buffer.from(m[2]));
      let rows = 0;
      for (;;) {
        const row = await next();
        if (!row) throw new RestoreError(TRUNCATED);
        take(row);
        if (row.length === 2 && row[0] === 0x5c && row[1] === 0x2e) break; // \.
        rows++;
      }
      counted[m[1]] = rows;
    }
    if (!summary || typeof summary.tables !== 'object' || summary.tables === null) throw new RestoreError(TRUNCATED);
    if ((await next()) !== null) throw new RestoreError(CORRUPT);
    const names = new Set([...Object.keys(counted), ...Object.keys(summary.tables)]);
    for (const name of names)
      if (counted[name] !== summary.tables[name])
        throw new RestoreError(
          `백업 파일이 손상되었습니다: 표 ${name}의 행 수가 백업에 적힌 수와 다릅니다 (적힌 수 ${summary.tables[name] ?? 0}, 파일 ${counted[name] ?? 0}). 데이터베이스는 바꾸지 않았습니다.`,
        );
    // Dumps from before the checksum carry none; gzip's CRC has still covered their bytes.
    if (summary.sha256 !== undefined && (summary.sha256 !== digest.digest('hex') || summary.bytes !== bytes))
      throw new RestoreError(CORRUPT);
    return { header, summary };
  } catch (err) {
    if (err instanceof RestoreError) throw err;
    throw new RestoreError(CORRUPT);
  }
}

function parseJson<T>(b: Buffer): T {
  try {
    return JSON.parse(b.toString()) as T;
  } catch {
    throw new RestoreError(CORRUPT);
  }
}

const NL = Buffer.from('\n');

export type ArchiveKind = 'site' | 'pg_dump';

/**
 * Checks `file` whole. For the built-in dump: its header and row counts. For pg_dump: only that pg_restore read it to
 * the end (`checkPgDump`).
 */
export async function checkArchive(
  file: string,
  secret: string | undefined,
  checkPgDump: (raw: Readable) => Promise<void>,
): Promise<{ kind: 'site'; dump: CheckedDump } | { kind: 'pg_dump' }> {
  const raw = await openRaw(file, secret);
  try {
    const head = await peek(raw, Math.max(PGDMP.length, GZIP_HEAD.length + 1));
    if (head.subarray(0, PGDMP.length).equals(PGDMP)) {
      await checkPgDump(raw);
      return { kind: 'pg_dump' };
    }
    // The flags, time and compression bytes of the gzip header are outside its CRC: held to what the dump writes.
    if (head.length < GZIP_HEAD.length + 1 || head[0] !== 0x1f || head[1] !== 0x8b) throw new RestoreError(NOT_OURS);
    if (!head.subarray(0, GZIP_HEAD.length).equals(GZIP_HEAD) || ![0, 2, 4].includes(head[GZIP_HEAD.length]))
      throw new RestoreError(CORRUPT);
    return { kind: 'site', dump: await checkDump(gunzipped(raw)) };
  } finally {
    raw.destroy();
  }
}
