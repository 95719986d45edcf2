// The embedded default keeps two things beside its database in .data/: secrets.json (the audit chain's key and the
// token secret) and the audit checkpoint file. A backup of it carries them, so that after losing .data/ a restore
// finds the audit chain verifiable; with DATABASE_URL they are the operator's (AUDIT_KEY, JWT_SECRET) and stay out.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../process/config.js';
import type { LocalState } from './dump.js';

export function localState(config: Pick<Config, 'databaseUrl' | 'auditKey' | 'jwtSecret' | 'auditCheckpointFile'>) {
  if (config.databaseUrl) return undefined;
  const file = config.auditCheckpointFile;
  const checkpoints = file && existsSync(file) ? readFileSync(file, 'utf8') : '';
  return { auditKey: config.auditKey, jwtSecret: config.jwtSecret, checkpoints } satisfies LocalState;
}

/** Puts a backup's keys into .data/secrets.json (its database passwords stay) and its checkpoints in their file. */
export function adoptLocalState(dataDir: string, checkpointFile: string | undefined, state: LocalState): void {
  const file = path.join(dataDir, 'secrets.json');
  const kept = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>) : {};
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, JSON.stringify({ ...kept, auditKey: state.auditKey, jwtSecret: state.jwtSecret }), {
    mode: 0o600,
  });
  if (checkpointFile) writeFileSync(checkpointFile, state.checkpoints, { mode: 0o600 });
}
