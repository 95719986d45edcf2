// The crossing from the unkeyed chain to the keyed one. Entries written before AUDIT_KEY carry plain sha256, which
// anyone can recompute. The first start with the key appends one `audit.seal` entry, keyed like every later one,
// whose prev_hash is the head of that old chain and whose detail names its length and head: rewriting an old entry
// changes the head, which no longer matches what the seal signed. It is written once, only while the chain's first
// entry is an unkeyed one and no seal exists (a chain keyed from its start never gets one), under the chain's lock.
import { QueryTypes, type Sequelize } from 'sequelize';
import { logger } from '../process/logger.js';
import { AUDIT_LOCK_KEY, entryHash, recordAudit, rowOf, type DbRow } from './log.js';
import { SEAL_ACTION } from './verify.js';

/** Seals the old chain if it needs it; returns the seal's id, or null when there was nothing to seal. */
export async function sealLegacyChain(sequelize: Sequelize): Promise<number | null> {
  return sequelize.transaction(async (transaction) => {
    await sequelize.query('SELECT pg_advisory_xact_lock(:key)', { replacements: { key: AUDIT_LOCK_KEY }, transaction });
    const [sealed] = await sequelize.query('SELECT 1 FROM audit_logs WHERE action = :action LIMIT 1', {
      replacements: { action: SEAL_ACTION },
      type: QueryTypes.SELECT,
      transaction,
    });
    if (sealed) return null;
    const [first] = await sequelize.query<DbRow>('SELECT * FROM audit_logs ORDER BY id LIMIT 1', {
      type: QueryTypes.SELECT,
      transaction,
    });
    if (!first) return null;
    const row = rowOf(first);
    if (entryHash(row.prevHash, row) === row.hash) return null;
    const [head] = await sequelize.query<{ id: number; hash: string }>(
      'SELECT id, hash FROM audit_logs ORDER BY id DESC LIMIT 1',
      { type: QueryTypes.SELECT, transaction },
    );
    const seal = await recordAudit(
      {
        action: SEAL_ACTION,
        resource: 'audit-logs',
        detail: { legacyEntries: Number(head.id), legacyHead: head.hash, scheme: 'hmac-sha256' },
      },
      { transaction },
    );
    logger.info(
      { sealId: seal.id, legacyEntries: Number(head.id) },
      '감사 기록: 키 없이 만들어진 기존 기록의 끝을 키로 서명해 봉인했습니다.',
    );
    return seal.id;
  });
}
