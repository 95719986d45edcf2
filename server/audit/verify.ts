// The check of the audit chain (`npm run audit:verify`, 보안 › 감사 기록 › 무결성 확인). Ids run 1, 2, 3 … without a gap
// ('gap': an entry was removed), each entry links to the hash of the one before ('unlinked') and its hash is the
// HMAC under AUDIT_KEY of its content ('edited': changed, or a row put in by someone without the key). Entries before
// the one `audit.seal` entry are the chain as it was before the key and carry plain sha256; the seal, itself keyed,
// links to their head, so rewriting them breaks the link at the seal. The signed checkpoints (checkpoints.ts: the
// table's, the checkpoint file's and any given, such as one the 개인정보 보호책임자 pastes back from the daily mail)
// catch what a chain alone cannot show: an entry that differs from what a checkpoint saw ('rewritten') and entries
// cut from the end or the whole table emptied ('truncated'). The answer says which checkpoints it compared, from
// where and up to which entry; with none, a chain never reads as intact ('unanchored'), nor an empty one ('empty').
// A row whose HMAC fails is named and the walk goes on around it: the serving role can insert a row, and one such row
// must not hide every later entry from the check. The keyed entry after it links to it, as the writer linked it.
// Once the 최고관리자 has looked at such a row and recorded why it is there (a keyed 'audit.stray.acknowledge' entry
// holding the row's id and hash), later checks name it as reviewed and no longer read the chain as broken for it; a
// reviewed row changed again is a finding once more.
import { QueryTypes, type Sequelize } from 'sequelize';
import {
  checkpointIsSigned,
  readCheckpointFile,
  readDatabaseCheckpoints,
  type Checkpoint,
  type CheckpointLine,
} from './checkpoints.js';
import { checkpointFile } from './keying.js';
import { entryHash, GENESIS_HASH, legacyEntryHash, rowOf, type DbRow } from './log.js';

export const SEAL_ACTION = 'audit.seal';
export const STRAY_ACK_ACTION = 'audit.stray.acknowledge';

export type Finding =
  | { id: number; reason: 'gap' | 'edited' | 'unlinked' }
  | { id: number; reason: 'rewritten' | 'truncated' | 'missing'; checkpoint: Checkpoint }
  | { id: 0; reason: 'forged-checkpoint'; source: string; line: number };

export interface Anchors {
  /** The signed checkpoints the chain was held to. */
  compared: number;
  /** Where they came from, with how many each. */
  sources: { source: string; count: number }[];
  /** Where checkpoints were looked for (the table, the file, what was given), whether or not any were there. */
  searched: string[];
  /** The checkpoint that saw furthest: up to which entry the chain is anchored, and when. */
  upTo: { lastId: number; count: number; at: string } | null;
}

export interface ChainCheck {
  /** True only when intact and held to at least one checkpoint. */
  ok: boolean;
  status: 'intact' | 'unanchored' | 'empty' | 'broken';
  /** The rows read. */
  count: number;
  /** The rows whose signature and link hold. */
  verified: number;
  lastId: number;
  /** The first finding's entry and reason (absent when there is none). */
  brokenAt?: number;
  reason?: Finding['reason'];
  /** The rows whose HMAC does not hold (inserted without the key, or edited), the first 100. */
  strays: number[];
  /** Unsigned rows the 최고관리자 reviewed (with the hash they had then): named, not findings. */
  acknowledged: { id: number; reason: string; by: string | null }[];
  /** The first 50 findings, and how many there were in all. */
  findings: Finding[];
  findingCount: number;
  anchors: Anchors;
}

const BATCH = 1000;
const MAX_FINDINGS = 50;
const MAX_STRAYS = 100;

/**
 * The seal to honour: none when the chain's first entry is keyed (a chain keyed from its start never gets one, so an
 * `audit.seal` row there is a stray); else the first seal row, whose own HMAC the walk checks like any other.
 */
async function findSeal(sequelize: Sequelize): Promise<number | null> {
  const [first] = await sequelize.query<DbRow>('SELECT * FROM audit_logs ORDER BY id LIMIT 1', {
    type: QueryTypes.SELECT,
  });
  if (!first) return null;
  const row = rowOf(first);
  if (entryHash(row.prevHash, row) === row.hash) return null;
  const [seal] = await sequelize.query<{ id: string }>(
    'SELECT id FROM audit_logs WHERE action = :action ORDER BY id LIMIT 1',
    { replacements: { action: SEAL_ACTION }, type: QueryTypes.SELECT },
  );
  return seal ? Number(seal.id) : null;
}

/** The hash of row `id` when its signature fails (a row the check names as unsigned), else null. */
export async function unsignedRowHash(sequelize: Sequelize, id: number): Promise<string | null> {
  const [raw] = await sequelize.query<DbRow>('SELECT * FROM audit_logs WHERE id = :id', {
    replacements: { id },
    type: QueryTypes.SELECT,
  });
  if (!raw) return null;
  const row = rowOf(raw);
  const seal = await findSeal(sequelize);
  const expected = seal !== null && row.id < seal ? legacyEntryHash(row.prevHash, row) : entryHash(row.prevHash, row);
  return expected === row.hash ? null : row.hash;
}

/** The reviews of unsigned rows, from keyed entries only: the row's id → the hash it had and why it is there. */
async function strayReviews(sequelize: Sequelize, seal: number | null) {
  const rows = await sequelize.query<DbRow>('SELECT * FROM audit_logs WHERE action = :action ORDER BY id', {
    replacements: { action: STRAY_ACK_ACTION },
    type: QueryTypes.SELECT,
  });
  const reviews = new Map<number, { hash: string; reason: string; by: string | null }>();
  for (const raw of rows) {
    const row = rowOf(raw);
    if ((seal !== null && row.id < seal) || entryHash(row.prevHash, row) !== row.hash) continue;
    const d = row.detail as { strayId?: unknown; hash?: unknown; reason?: unknown };
    if (typeof d.strayId === 'number' && typeof d.hash === 'string')
      reviews.set(d.strayId, { hash: d.hash, reason: String(d.reason ?? ''), by: row.actorName });
  }
  return reviews;
}

/** Every checkpoint the check holds the chain to: the table's, the checkpoint file's and those given. */
async function gatherCheckpoints(sequelize: Sequelize, given: CheckpointLine[], givenLabel: string | null) {
  const file = checkpointFile();
  const lines = [...(await readDatabaseCheckpoints(sequelize)), ...readCheckpointFile(file), ...given];
  const searched = [
    '데이터베이스(audit_checkpoints)',
    file ? `파일 ${file}` : '체크포인트 파일 없음(AUDIT_CHECKPOINT_FILE 미설정)',
  ];
  if (givenLabel) searched.push(givenLabel);
  return { lines, searched };
}

/**
 * Walks the whole chain in id order against the signed checkpoints of the table and the checkpoint file, plus `extra`
 * (the CLI's --checkpoints files, text pasted into 무결성 확인; `extraLabel` names them in the answer).
 */
export async function verifyAuditChain(
  sequelize: Sequelize,
  opts: { extra?: CheckpointLine[]; extraLabel?: string } = {},
): Promise<ChainCheck> {
  const findings: Finding[] = [];
  let findingCount = 0;
  const find = (f: Finding) => {
    findingCount += 1;
    if (findings.length < MAX_FINDINGS) findings.push(f);
  };
  const { lines, searched } = await gatherCheckpoints(
    sequelize,
    opts.extra ?? [],
    opts.extra ? (opts.extraLabel ?? '주어진 체크포인트') : null,
  );
  // A checkpoint whose signature fails is named and left out; the others still count.
  const valid = lines.filter((l) => {
    if (checkpointIsSigned(l.checkpoint)) return true;
    find({ id: 0, reason: 'forged-checkpoint', source: l.source, line: l.line });
    return false;
  });
  // The oldest checkpoint of each id is the one to hold the entry to (a later one of the same id says the same).
  const byId = new Map<number, Checkpoint>();
  for (const { checkpoint } of [...valid].sort((a, b) => a.checkpoint.at.localeCompare(b.checkpoint.at)))
    if (!byId.has(checkpoint.lastId)) byId.set(checkpoint.lastId, checkpoint);
  const seen = new Set<number>();
  const seal = await findSeal(sequelize);
  const reviews = await strayReviews(sequelize, seal);
  const acknowledged: ChainCheck['acknowledged'] = [];

  let prev = { id: 0, hash: GENESIS_HASH };
  let count = 0;
  let verified = 0;
  const strays: number[] = [];
  for (let after = 0; ;) {
    const rows = await sequelize.query<DbRow>('SELECT * FROM audit_logs WHERE id > :after ORDER BY id LIMIT :limit', {
      replacements: { after, limit: BATCH },
      type: QueryTypes.SELECT,
    });
    for (const raw of rows) {
      const row = rowOf(raw);
      count += 1;
      after = row.id;
      const checkpoint = byId.get(row.id);
      if (checkpoint) {
        seen.add(row.id);
        if (checkpoint.lastHash !== row.hash) find({ id: row.id, reason: 'rewritten', checkpoint });
      }
      const expected =
        seal !== null && row.id < seal ? legacyEntryHash(row.prevHash, row) : entryHash(row.prevHash, row);
      const review = expected !== row.hash ? reviews.get(row.id) : undefined;
      if (review && review.hash === row.hash) {
        if (acknowledged.length < MAX_STRAYS) acknowledged.push({ id: row.id, reason: review.reason, by: review.by });
      } else if (expected !== row.hash) {
        find({ id: row.id, reason: 'edited' });
        if (strays.length < MAX_STRAYS) strays.push(row.id);
      } else if (row.id !== prev.id + 1) find({ id: row.id, reason: 'gap' });
      else if (row.prevHash !== prev.hash) find({ id: row.id, reason: 'unlinked' });
      else verified += 1;
      prev = row;
    }
    if (rows.length < BATCH) break;
  }
  // Checkpoints whose entry was not there: the furthest past the end says the tail is gone; one inside, a removal.
  let beyond: Checkpoint | null = null;
  for (const c of byId.values()) {
    if (c.lastId === 0 || seen.has(c.lastId)) continue;
    if (c.lastId > prev.id) {
      if (!beyond || c.lastId > beyond.lastId) beyond = c;
    } else find({ id: c.lastId, reason: 'missing', checkpoint: c });
  }
  if (beyond) find({ id: prev.id + 1, reason: 'truncated', checkpoint: beyond });

  const furthest = valid.reduce<Checkpoint | null>(
    (best, l) => (!best || l.checkpoint.lastId > best.lastId ? l.checkpoint : best),
    null,
  );
  const sources = new Map<string, number>();
  for (const l of valid) sources.set(l.source, (sources.get(l.source) ?? 0) + 1);
  const anchors: Anchors = {
    compared: valid.length,
    sources: [...sources].map(([source, n]) => ({ source, count: n })),
    searched,
    upTo: furthest ? { lastId: furthest.lastId, count: furthest.count, at: furthest.at } : null,
  };
  findings.sort((a, b) => (a.id || Infinity) - (b.id || Infinity));
  const first = findings[0];
  const status = first ? 'broken' : count === 0 ? 'empty' : valid.length === 0 ? 'unanchored' : 'intact';
  return {
    ok: status === 'intact',
    status,
    count,
    verified,
    lastId: prev.id,
    ...(first ? { brokenAt: first.id, reason: first.reason } : {}),
    strays,
    acknowledged,
    findings,
    findingCount,
    anchors,
  };
}
