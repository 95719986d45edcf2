// The audit log's one writer and its verifier. Each entry carries prev_hash (the hash of the entry before it) and
// hash = sha256(prev_hash + the RFC 8785 canonical JSON of the entry), so an edited entry, a removed one or a
// re-linked chain shows. Writers take one transaction-scoped advisory lock, so the chain stays one line with any
// number of concurrent requests and processes; the id is the previous id + 1 (a gap means a removed entry).
import { createHash } from 'node:crypto';
import canonicalize from 'canonicalize';
import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import { User } from '../../db/models/index.js';
import { now } from '../../domain/clock.js';

/** An arbitrary constant naming the audit chain among advisory locks (ASCII "AUDITLOG" folded to 32 bits). */
export const AUDIT_LOCK_KEY = 1_096_107_084;
export const GENESIS_HASH = '0'.repeat(64);

export interface AuditEntry {
  actorId?: number | null;
  actorLogin?: string | null;
  actorName?: string | null;
  actorRole?: string | null;
  ip?: string | null;
  userAgent?: string | null;
  /** What was done: 'posts.update', 'auth.login', 'role.grant', 'otp.reset', … */
  action: string;
  /** The REST resource: 'posts', 'applications', 'staff', 'auth', … */
  resource: string;
  recordId?: string | number | null;
  /** Field NAMES only, never their values. */
  changedFields?: string[];
  /** Never personal values: counts, formats, method and path, role names. */
  detail?: Record<string, unknown>;
  status?: number | null;
}

export interface AuditRow {
  id: number;
  at: Date;
  actorId: number | null;
  actorLogin: string | null;
  actorName: string | null;
  actorRole: string | null;
  ip: string | null;
  userAgent: string | null;
  action: string;
  resource: string;
  recordId: string | null;
  changedFields: string[];
  detail: Record<string, unknown>;
  status: number | null;
  prevHash: string;
  hash: string;
}

const clip = (v: string | null | undefined, n: number): string | null => (v == null ? null : v.slice(0, n));

/** The entry's content as hashed: every column except the hashes, in a fixed, canonical form. */
export function canonicalEntry(row: Omit<AuditRow, 'prevHash' | 'hash'>): string {
  const out = canonicalize({
    id: row.id,
    at: row.at.toISOString(),
    actorId: row.actorId,
    actorLogin: row.actorLogin,
    actorName: row.actorName,
    actorRole: row.actorRole,
    ip: row.ip,
    userAgent: row.userAgent,
    action: row.action,
    resource: row.resource,
    recordId: row.recordId,
    changedFields: row.changedFields,
    detail: row.detail,
    status: row.status,
  });
  if (out === undefined) throw new Error('audit entry cannot be serialised');
  return out;
}

export function entryHash(prevHash: string, row: Omit<AuditRow, 'prevHash' | 'hash'>): string {
  return createHash('sha256')
    .update(prevHash + canonicalEntry(row), 'utf8')
    .digest('hex');
}

/** The process's database (the one the models are bound to), unless a transaction or another instance is given. */
function databaseOf(opts: { transaction?: Transaction; sequelize?: Sequelize }): Sequelize {
  const db = opts.sequelize ?? (opts.transaction as unknown as { sequelize?: Sequelize } | undefined)?.sequelize;
  const fallback = db ?? User.sequelize;
  if (!fallback) throw new Error('audit log: no database');
  return fallback;
}

/**
 * Appends one entry. Inside the caller's transaction when one is given (the entry commits or rolls back with the
 * change, and the chain lock is held until then), else in its own.
 */
export async function recordAudit(
  entry: AuditEntry,
  opts: { transaction?: Transaction; sequelize?: Sequelize } = {},
): Promise<AuditRow> {
  const sequelize = databaseOf(opts);
  const write = async (transaction: Transaction): Promise<AuditRow> => {
    await sequelize.query('SELECT pg_advisory_xact_lock(:key)', {
      replacements: { key: AUDIT_LOCK_KEY },
      transaction,
    });
    const [last] = await sequelize.query<{ id: number; hash: string }>(
      'SELECT id, hash FROM audit_logs ORDER BY id DESC LIMIT 1',
      { type: QueryTypes.SELECT, transaction },
    );
    const content: Omit<AuditRow, 'prevHash' | 'hash'> = {
      id: (last?.id ?? 0) + 1,
      // Milliseconds, as PostgreSQL keeps them exactly (timestamptz has microseconds).
      at: now(),
      actorId: entry.actorId ?? null,
      actorLogin: clip(entry.actorLogin, 50),
      actorName: clip(entry.actorName, 50),
      actorRole: clip(entry.actorRole, 20),
      ip: clip(entry.ip, 64),
      userAgent: clip(entry.userAgent, 200),
      action: entry.action.slice(0, 80),
      resource: entry.resource.slice(0, 50),
      recordId: entry.recordId == null ? null : String(entry.recordId).slice(0, 200),
      changedFields: [...new Set(entry.changedFields ?? [])].map((f) => f.slice(0, 100)).slice(0, 100),
      // Through JSON once, so what is hashed is exactly what jsonb gives back (no undefined, no Dates).
      detail: JSON.parse(JSON.stringify(entry.detail ?? {})) as Record<string, unknown>,
      status: entry.status ?? null,
    };
    const prevHash = last?.hash ?? GENESIS_HASH;
    const hash = entryHash(prevHash, content);
    await sequelize.query(
      `INSERT INTO audit_logs (id, at, actor_id, actor_login, actor_name, actor_role, ip, user_agent, action, resource,
         record_id, changed_fields, detail, status, prev_hash, hash)
       VALUES (:id, :at, :actorId, :actorLogin, :actorName, :actorRole, :ip, :userAgent, :action, :resource,
         :recordId, ARRAY(SELECT jsonb_array_elements_text(CAST(:changedFields AS jsonb))), CAST(:detail AS jsonb),
         :status, :prevHash, :hash)`,
      {
        replacements: {
          ...content,
          changedFields: JSON.stringify(content.changedFields),
          detail: JSON.stringify(content.detail),
          prevHash,
          hash,
        },
        transaction,
      },
    );
    return { ...content, prevHash, hash };
  };
  return opts.transaction ? write(opts.transaction) : sequelize.transaction(write);
}

export type ChainCheck =
  { ok: true; count: number } | { ok: false; count: number; brokenAt: number; reason: 'gap' | 'edited' | 'unlinked' };

interface DbRow {
  id: number;
  at: Date;
  actor_id: number | null;
  actor_login: string | null;
  actor_name: string | null;
  actor_role: string | null;
  ip: string | null;
  user_agent: string | null;
  action: string;
  resource: string;
  record_id: string | null;
  changed_fields: string[];
  detail: Record<string, unknown>;
  status: number | null;
  prev_hash: string;
  hash: string;
}

export function rowOf(r: DbRow): AuditRow {
  return {
    id: Number(r.id),
    at: r.at,
    actorId: r.actor_id,
    actorLogin: r.actor_login,
    actorName: r.actor_name,
    actorRole: r.actor_role,
    ip: r.ip,
    userAgent: r.user_agent,
    action: r.action,
    resource: r.resource,
    recordId: r.record_id,
    changedFields: r.changed_fields ?? [],
    detail: r.detail ?? {},
    status: r.status,
    prevHash: r.prev_hash,
    hash: r.hash,
  };
}

const BATCH = 1000;

/**
 * Walks the whole chain in id order: ids run 1, 2, 3 … without a gap ('gap': an entry was removed), each entry
 * links to the hash of the one before ('unlinked') and its hash matches its content ('edited'). brokenAt is the
 * first entry where it fails. (Entries removed from the very end leave an intact shorter chain: compare the count
 * and last hash with a copy kept elsewhere to see those.)
 */
export async function verifyAuditChain(sequelize: Sequelize): Promise<ChainCheck> {
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
      if (entryHash(row.prevHash, row) !== row.hash) return { ok: false, count, brokenAt: row.id, reason: 'edited' };
      prev = row;
      count += 1;
    }
    if (rows.length < BATCH) return { ok: true, count };
  }
}

/** The Korean sentence for a check's result (the admin's 무결성 확인 and the CLI say the same). */
export function describeCheck(check: ChainCheck): string {
  if (check.ok) return `감사 기록 ${check.count}건의 연결이 모두 온전합니다.`;
  const why = {
    gap: '앞 번호의 기록이 없습니다(삭제된 기록이 있습니다)',
    unlinked: '앞 기록과의 연결 값이 맞지 않습니다(기록이 바뀌었거나 끼워 넣어졌습니다)',
    edited: '기록의 내용이 해시 값과 맞지 않습니다(기록이 수정되었습니다)',
  }[check.reason];
  return `감사 기록 ${check.brokenAt}번에서 무결성이 깨졌습니다: ${why}.`;
}
