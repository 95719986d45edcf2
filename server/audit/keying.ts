// The audit chain's key (AUDIT_KEY) and where its checkpoints go, set once per process from the configuration
// (server/boot.ts, server/serve.ts; the tests' support sets its own). The key never goes into the database: a
// database owner who rewrites rows cannot make the HMACs that the verifier asks for.
import { createHmac } from 'node:crypto';

export interface AuditKeying {
  /** AUDIT_KEY: 32 or more characters. */
  key: string;
  /** The append-only file that keeps the signed checkpoints (embedded: .data/audit-checkpoints.jsonl); none: log only. */
  checkpointFile?: string;
}

let current: AuditKeying | null = null;

export function configureAudit(keying: AuditKeying): void {
  if (keying.key.length < 32) throw new Error('AUDIT_KEY must be at least 32 characters');
  current = { ...keying };
}

function keying(): AuditKeying {
  // A missing key is a start-up bug; writing an unkeyed entry would be a forgeable one.
  if (!current) throw new Error('audit log: AUDIT_KEY was not configured in this process');
  return current;
}

/** HMAC-SHA256 under AUDIT_KEY, hex. */
export function auditHmac(data: string): string {
  return createHmac('sha256', keying().key).update(data, 'utf8').digest('hex');
}

export function checkpointFile(): string | undefined {
  return keying().checkpointFile;
}
