// Signed checkpoints of the audit chain's head, kept outside the table: {last id, last hash, count, time} and an
// HMAC under AUDIT_KEY over them. Each goes to the log (one pino line with `auditCheckpoint`) and, where there is one,
// to an append-only file beside the data (embedded: .data/audit-checkpoints.jsonl, which a backup of .data takes
// along). A database owner can cut rows off the end of the chain or rewrite it, but cannot take back a checkpoint
// already written elsewhere nor sign a new one, so the check (server/audit/verify.ts) finds both.
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

/** Signs the head as it stands now and writes it to the log and the checkpoint file. */
export async function writeCheckpoint(sequelize: Sequelize, transaction?: Transaction): Promise<Checkpoint> {
  const checkpoint = signCheckpoint({ ...(await chainHead(sequelize, transaction)), at: now().toISOString() });
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

/** The checkpoints of a file, none when it does not exist yet. */
export function readCheckpointFile(file: string | undefined = checkpointFile()): CheckpointLine[] {
  if (!file || !existsSync(file)) return [];
  return parseCheckpoints(readFileSync(file, 'utf8'), file);
}
