// The check of the audit chain (`npm run audit:verify`, 보안 › 감사 기록 › 무결성 확인). Ids run 1, 2, 3 … without a gap
// ('gap': an entry was removed), each entry links to the hash of the one before ('unlinked') and its hash is the
// HMAC under AUDIT_KEY of its content ('edited': changed, or recomputed by someone without the key). Entries before
// the one `audit.seal` entry are the chain as it was before the key and carry plain sha256; the seal, itself keyed,
// links to their head, so rewriting them breaks the link at the seal. The signed checkpoints kept outside the table
// catch what a chain alone cannot show: an entry that differs from what a checkpoint saw ('rewritten') and entries
// cut from the end ('truncated').
import { QueryTypes, type Sequelize } from 'sequelize';
import { formatDateTime } from '../../domain/time.js';
import { checkpointIsSigned, readCheckpointFile, type Checkpoint, type CheckpointLine } from './checkpoints.js';
import { entryHash, GENESIS_HASH, legacyEntryHash, rowOf, type DbRow } from './log.js';

export const SEAL_ACTION = 'audit.seal';

export type ChainCheck =
  | { ok: true; count: number }
  | { ok: false; count: number; brokenAt: number; reason: 'gap' | 'edited' | 'unlinked' }
  | { ok: false; count: number; brokenAt: number; reason: 'rewritten' | 'truncated'; checkpoint: Checkpoint }
  | { ok: false; count: number; brokenAt: 0; reason: 'forged-checkpoint'; source: string; line: number };

const BATCH = 1000;

/**
 * The first seal entry (null: the chain was keyed from its first entry) and whether it carries its HMAC: a seal
 * slipped in without the key would otherwise make the keyed entries before it read as legacy ones.
 */
async function findSeal(sequelize: Sequelize): Promise<{ id: number; signed: boolean } | null> {
  const [raw] = await sequelize.query<DbRow>('SELECT * FROM audit_logs WHERE action = :action ORDER BY id LIMIT 1', {
    replacements: { action: SEAL_ACTION },
    type: QueryTypes.SELECT,
  });
  if (!raw) return null;
  const row = rowOf(raw);
  return { id: row.id, signed: entryHash(row.prevHash, row) === row.hash };
}

/**
 * Walks the whole chain in id order against the checkpoints given, or those of the checkpoint file by default.
 * brokenAt is the first entry where it fails.
 */
export async function verifyAuditChain(
  sequelize: Sequelize,
  opts: { checkpoints?: CheckpointLine[] } = {},
): Promise<ChainCheck> {
  const lines = opts.checkpoints ?? readCheckpointFile();
  const forged = lines.find((l) => !checkpointIsSigned(l.checkpoint));
  if (forged)
    return { ok: false, count: 0, brokenAt: 0, reason: 'forged-checkpoint', source: forged.source, line: forged.line };
  // The oldest checkpoint of each id is the one to hold the entry to (a later one of the same id says the same).
  const byId = new Map<number, Checkpoint>();
  for (const { checkpoint } of [...lines].sort((a, b) => a.checkpoint.at.localeCompare(b.checkpoint.at)))
    if (!byId.has(checkpoint.lastId)) byId.set(checkpoint.lastId, checkpoint);
  const found = await findSeal(sequelize);
  if (found && !found.signed) return { ok: false, count: 0, brokenAt: found.id, reason: 'edited' };
  const seal = found?.id ?? null;

  let prev = { id: 0, hash: GENESIS_HASH };
  let count = 0;
  for (;;) {
    const rows = await sequelize.query<DbRow>('SELECT * FROM audit_logs WHERE id > :after ORDER BY id LIMIT :limit', {
      replacements: { after: prev.id, limit: BATCH },
      type: QueryTypes.SELECT,
    });
    for (const raw of rows) {
      const row = rowOf(raw);
      if (row.id !== prev.id + 1) return { ok: false, count, brokenAt: row.id, reason: 'gap' };
      if (row.prevHash !== prev.hash) return { ok: false, count, brokenAt: row.id, reason: 'unlinked' };
      const expected =
        seal !== null && row.id < seal ? legacyEntryHash(row.prevHash, row) : entryHash(row.prevHash, row);
      if (expected !== row.hash) return { ok: false, count, brokenAt: row.id, reason: 'edited' };
      const checkpoint = byId.get(row.id);
      if (checkpoint && checkpoint.lastHash !== row.hash)
        return { ok: false, count, brokenAt: row.id, reason: 'rewritten', checkpoint };
      prev = row;
      count += 1;
    }
    if (rows.length < BATCH) break;
  }
  // The furthest checkpoint past the end: the entries it saw are gone.
  const beyond = [...byId.values()].filter((c) => c.lastId > prev.id).sort((a, b) => b.lastId - a.lastId)[0];
  if (beyond) return { ok: false, count, brokenAt: prev.id + 1, reason: 'truncated', checkpoint: beyond };
  return { ok: true, count };
}

/** The Korean sentence for a check's result (the admin's 무결성 확인 and the CLI say the same). */
export function describeCheck(check: ChainCheck): string {
  if (check.ok) return `감사 기록 ${check.count}건의 연결이 모두 온전합니다.`;
  switch (check.reason) {
    case 'forged-checkpoint':
      return `체크포인트(${check.source} ${check.line}번째 줄)의 서명이 맞지 않습니다: 체크포인트가 위조되었거나 다른 키(AUDIT_KEY)로 만들어졌습니다.`;
    case 'rewritten':
      return (
        `감사 기록 ${check.brokenAt}번에서 무결성이 깨졌습니다: ${formatDateTime(new Date(check.checkpoint.at))} 체크포인트에 ` +
        `남은 값과 다릅니다(체크포인트 이후 기록이 다시 쓰였습니다).`
      );
    case 'truncated':
      return (
        `감사 기록 ${check.brokenAt}번부터 사라졌습니다: ${formatDateTime(new Date(check.checkpoint.at))} 체크포인트에는 ` +
        `${check.checkpoint.lastId}번(${check.checkpoint.count}건)까지 있었으나 지금은 ${check.count}건뿐입니다(끝부분이 잘렸습니다).`
      );
    default: {
      const why = {
        gap: '앞 번호의 기록이 없습니다(삭제된 기록이 있습니다)',
        unlinked: '앞 기록과의 연결 값이 맞지 않습니다(기록이 바뀌었거나 끼워 넣어졌습니다)',
        edited: '기록의 내용이 서명(HMAC) 값과 맞지 않습니다(키 없이 다시 계산되었거나 기록이 수정되었습니다)',
      }[check.reason];
      return `감사 기록 ${check.brokenAt}번에서 무결성이 깨졌습니다: ${why}.`;
    }
  }
}
