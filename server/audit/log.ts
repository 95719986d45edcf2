// The audit log's one writer. Each entry carries prev_hash (the hash of the entry before it) and
// hash = HMAC-SHA256(AUDIT_KEY, prev_hash + the RFC 8785 canonical JSON of the entry), so an edited entry, a removed
// one or a re-linked chain shows, and nobody without the key (which is not in the database) can recompute the chain
// after an edit. Entries written before the key existed used plain sha256; the one `audit.seal` entry signs their
// head (server/audit/seal.ts). Writers take one transaction-scoped advisory lock, so the chain stays one line with
// any number of concurrent requests and processes; the id is the previous id + 1 (a gap means a removed entry).
// The check is server/audit/verify.ts.
import { createHash } from 'node:crypto';
import canonicalize from 'canonicalize';
import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import { User } from '../../db/models/index.js';
import { now } from '../../domain/clock.js';
import { auditHmac } from './keying.js';
import { keptThroughDrain } from '../process/drain.js';

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

/** The hash of an entry written now: keyed, so only a holder of AUDIT_KEY can make one that verifies. */
export function entryHash(prevHash: string, row: Omit<AuditRow, 'prevHash' | 'hash'>): string {
  return auditHmac(prevHash + canonicalEntry(row));
}

/** The hash entries had before the key (anyone can compute it): valid only below the seal. */
export function legacyEntryHash(prevHash: string, row: Omit<AuditRow, 'prevHash' | 'hash'>): string {
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
  // A shutdown's deadline leaves its own transaction alone: the entry records what a request did (often one answered).
  return opts.transaction ? write(opts.transaction) : sequelize.transaction(keptThroughDrain(), write);
}

export interface DbRow {
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
