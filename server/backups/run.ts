// One backup: the dump (dump.ts) streamed through gzip and, with BACKUP_KEY, the seal (crypto.ts) into BACKUP_DIR
// under a .part name, renamed when whole; its run row records the result. Then the rotation keeps 7 daily and 4
// weekly copies, and a copy that still held data purged since it was taken goes into the 파기 대장 as it goes.
import { createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import { PassThrough, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { QueryTypes, type Sequelize } from 'sequelize';
import { backupFileName, filesToRotate, KEEP_DAILY, KEEP_WEEKLY } from '../../domain/backups.js';
import { now } from '../../domain/clock.js';
import { recordDestruction } from '../destruction/register.js';
import { logger } from '../process/logger.js';
import { sealStream } from './crypto.js';
import { pgDump, pgDumpFor } from './pg-dump.js';
import { dumpDatabase, type DumpSummary, type LocalState } from './dump.js';
import type { BackupSettings } from './settings.js';
import { finishRun, markRemoved, startManualRun, type BackupRun } from './store.js';

export interface BackupResult {
  ok: boolean;
  file: string | null;
  size: number | null;
  summary: DumpSummary | null;
  removed: string[];
  error: string | null;
}

export async function runBackup(opts: {
  sequelize: Sequelize;
  /** The login the dump reads with (every table and sequence). */
  url: string;
  settings: BackupSettings;
  local?: LocalState;
  /** A claimed scheduled run's row; without it a manual run's row is made. */
  runId?: number;
  /** DATABASE_URL: pg_dump's custom format where PG_DUMP or a system pg_dump fits the server (pg-dump.ts). */
  pgDump?: boolean;
}): Promise<BackupResult> {
  const { sequelize, settings } = opts;
  const startedAt = now();
  const runId = opts.runId ?? (await startManualRun(sequelize, startedAt));
  const name = backupFileName(startedAt, !!settings.secret, opts.runId === undefined);
  const final = path.join(settings.dir, name);
  const part = `${final}.part`;
  try {
    await mkdir(settings.dir, { recursive: true, mode: 0o700 });
    const binary = opts.pgDump ? await pgDumpFor(opts.url, process.env) : null;
    let stream: Readable;
    let summary: Promise<DumpSummary | null>;
    if (binary) {
      const through = new PassThrough();
      summary = pgDump(binary, opts.url, through).then(
        () => (through.end(), null),
        (err: unknown) => {
          through.destroy(err instanceof Error ? err : new Error(String(err)));
          return null;
        },
      );
      stream = through;
    } else ({ stream, summary } = dumpDatabase(opts.url, opts.local));
    const out = createWriteStream(part, { mode: 0o600 });
    if (settings.secret) await pipeline(stream, await sealStream(settings.secret), out);
    else await pipeline(stream, out);
    const tables = await summary;
    await rename(part, final);
    const { size } = await stat(final);
    await finishRun(sequelize, runId, {
      at: now(),
      ok: true,
      file: name,
      size,
      encrypted: !!settings.secret,
      error: null,
    });
    const removed = await rotate(sequelize, settings.dir);
    logger.info({ file: final, size, removed }, '백업을 만들었습니다.');
    return { ok: true, file: final, size, summary: tables, removed, error: null };
  } catch (err) {
    await unlink(part).catch(() => undefined);
    const error = err instanceof Error ? err.message : String(err);
    await finishRun(sequelize, runId, { at: now(), ok: false, file: null, size: null, encrypted: false, error });
    logger.error({ err }, '백업에 실패했습니다.');
    return { ok: false, file: null, size: null, summary: null, removed: [], error };
  }
}

/** Removes what the rotation does not keep; returns the file names removed. */
export async function rotate(sequelize: Sequelize, dir: string): Promise<string[]> {
  const names = await readdir(dir);
  const gone = filesToRotate(names);
  for (const name of gone) await unlink(path.join(dir, name));
  const runs = await markRemoved(sequelize, gone, now());
  for (const run of runs) await registerRotated(sequelize, run);
  return gone;
}

/** A removed copy that held rows purged after it was taken: the last of those rows are now destroyed. */
async function registerRotated(sequelize: Sequelize, run: BackupRun): Promise<void> {
  const held = await sequelize.query<{ id: number }>(
    `SELECT id FROM destruction_records WHERE method = 'database' AND at > $taken ORDER BY id`,
    { bind: { taken: run.startedAt }, type: QueryTypes.SELECT },
  );
  if (!held.length) return;
  await recordDestruction(sequelize, {
    kind: 'backupFile',
    count: 1,
    files: 1,
    rule: `백업 보관 기준(일간 ${KEEP_DAILY}개·주간 ${KEEP_WEEKLY}개) 경과`,
    method: 'backup',
    by: { job: 'backup-rotation' },
    detail: { file: run.file, takenAt: run.startedAt.toISOString(), heldRecords: held.map((h) => h.id) },
  });
}
