// Signed checkpoints of the audit chain's head: {last id, last hash, count, time} and an HMAC under AUDIT_KEY over
// them. Each goes to the audit_checkpoints table (found by every check without being told where to look), to the log
// (one pino line with `auditCheckpoint`) and, where there is one, to an append-only file (AUDIT_CHECKPOINT_FILE;
// embedded: .data/audit-checkpoints.jsonl, which a backup of .data takes along); the day's first one is also mailed to
// the 개인정보 보호책임자 (checkpoint-mail.ts). A database owner can cut rows off the end of the chain or rewrite it,
// and drop the table's copies, but cannot take back a checkpoint already written outside the database nor sign a new
// one, so the check (server/audit/verify.ts) finds both.
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import canonicalize from 'canonicalize';
import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import { now } from '../../domain/clock.js';
import { logger } from '../process/logger.js';
import { GENESIS_HASH } from './log.js';
import { auditHmac, checkpointFile } from './keying.js';

export interface Checkpoint {
  lastId: number;
  lastHash: string;
  count: number;
  /** ISO instant, by the process clock. */
  at: string;
  /** HMAC-SHA256(AUDIT_KEY, canonical JSON of the four fields above), hex. */
  sig: string;
}

function signed(c: Omit<Checkpoint, 'sig'>): string {
  const text = canonicalize({
    kind: 'audit-checkpoint',
    lastId: c.lastId,
    lastHash: c.lastHash,
    count: c.count,
    at: c.at,
  });
  if (text === undefined) throw new Error('checkpoint cannot be serialised');
  return auditHmac(text);
}

export function signCheckpoint(c: Omit<Checkpoint, 'sig'>): Checkpoint {
  return { lastId: c.lastId, lastHash: c.lastHash, count: c.count, at: c.at, sig: signed(c) };
}

export function checkpointIsSigned(c: Checkpoint): boolean {
  return signed(c) === c.sig;
}

/** The committed head of the chain, read in one statement (one snapshot: the count and the last row agree). */
export async function chainHead(
  sequelize: Sequelize,
  transaction?: Transaction,
): Promise<Omit<Checkpoint, 'sig' | 'at'>> {
  const [row] = await sequelize.query<{ id: number; hash: string; n: number }>(
    'SELECT id, hash, (SELECT count(*) FROM audit_logs)::int AS n FROM audit_logs ORDER BY id DESC LIMIT 1',
    { type: QueryTypes.SELECT, transaction },
  );
  return row
    ? { lastId: Number(row.id), lastHash: row.hash, count: row.n }
    : { lastId: 0, lastHash: GENESIS_HASH, count: 0 };
}

/** True when the database has the checkpoint table (a CLI may run against a database not yet migrated). */
async function hasTable(sequelize: Sequelize, transaction?: Transaction): Promise<boolean> {
  const [row] = await sequelize.query<{ t: string | null }>("SELECT to_regclass('audit_checkpoints')::text AS t", {
    type: QueryTypes.SELECT,
    transaction,
  });
  return !!row?.t;
}

/** Signs the head as it stands now and writes it to the table, the log and the checkpoint file. */
export async function writeCheckpoint(sequelize: Sequelize, transaction?: Transaction): Promise<Checkpoint> {
  const checkpoint = signCheckpoint({ ...(await chainHead(sequelize, transaction)), at: now().toISOString() });
  if (await hasTable(sequelize, transaction))
    await sequelize.query(
      'INSERT INTO audit_checkpoints (last_id, last_hash, count, at, sig) VALUES (:lastId, :lastHash, :count, :at, :sig)',
      { replacements: { ...checkpoint }, transaction },
    );
  const file = checkpointFile();
  // The file first: a line that failed to reach the file is still in the log, and the log line says where it went.
  if (file) appendFileSync(file, `${JSON.stringify(checkpoint)}\n`, { mode: 0o600, flag: 'a' });
  logger.info(
    { auditCheckpoint: checkpoint, file: file ?? null },
    `감사 기록 체크포인트: ${checkpoint.lastId}번까지 ${checkpoint.count}건`,
  );
  return checkpoint;
}

export interface CheckpointLine {
  /** 1-based line in its source, for the message that names a bad one. */
  line: number;
  source: string;
  checkpoint: Checkpoint;
}

function asCheckpoint(v: unknown): Checkpoint | null {
  if (!v || typeof v !== 'object') return null;
  const c = v as Record<string, unknown>;
  const inner =
    c.auditCheckpoint && typeof c.auditCheckpoint === 'object' ? (c.auditCheckpoint as Record<string, unknown>) : c;
  if (
    typeof inner.lastId !== 'number' ||
    typeof inner.lastHash !== 'string' ||
    typeof inner.count !== 'number' ||
    typeof inner.at !== 'string' ||
    typeof inner.sig !== 'string'
  )
    return null;
  return { lastId: inner.lastId, lastHash: inner.lastHash, count: inner.count, at: inner.at, sig: inner.sig };
}

/**
 * The checkpoints in a text of JSON lines: the checkpoint file's, or log lines saved from a log drain (lines that are
 * not checkpoints are passed over, so a whole day's log can be given as it is).
 */
export function parseCheckpoints(text: string, source: string): CheckpointLine[] {
  const out: CheckpointLine[] = [];
  text.split('\n').forEach((raw, i) => {
    if (!raw.trim().startsWith('{')) return;
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      return;
    }
    const checkpoint = asCheckpoint(parsed);
    if (checkpoint) out.push({ line: i + 1, source, checkpoint });
  });
  return out;
}

/** The label of the table's checkpoints in a check's answer. */
export const DATABASE_SOURCE = '데이터베이스(audit_checkpoints)';

/** The checkpoints kept in the table (`line`: the row's id); none when the table is not there. */
export async function readDatabaseCheckpoints(sequelize: Sequelize): Promise<CheckpointLine[]> {
  if (!(await hasTable(sequelize))) return [];
  const rows = await sequelize.query<{
    id: string;
    last_id: string;
    last_hash: string;
    count: number;
    at: Date;
    sig: string;
  }>('SELECT id, last_id, last_hash, count, at, sig FROM audit_checkpoints ORDER BY id', { type: QueryTypes.SELECT });
  return rows.map((r) => ({
    line: Number(r.id),
    source: DATABASE_SOURCE,
    checkpoint: {
      lastId: Number(r.last_id),
      lastHash: r.last_hash,
      count: r.count,
      at: new Date(r.at).toISOString(),
      sig: r.sig,
    },
  }));
}

/** The checkpoints of a file, none when it does not exist yet. */
export function readCheckpointFile(file: string | undefined = checkpointFile()): CheckpointLine[] {
  if (!file || !existsSync(file)) return [];
  return parseCheckpoints(readFileSync(file, 'utf8'), file);
}
