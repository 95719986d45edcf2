// BACKUP_DIR and BACKUP_KEY, read once: where the copies go (default .data/backups, beside the embedded database;
// a relative path is taken from the app's folder) and the secret that seals each file (crypto.ts).
import path from 'node:path';
import { fromAppRoot } from '../../domain/app-root.js';

export interface BackupSettings {
  dir: string;
  secret: string | undefined;
}

export class BackupSettingsError extends Error {}

export function backupSettings(env: NodeJS.ProcessEnv, dataDir: string): BackupSettings {
  const secret = env.BACKUP_KEY || undefined;
  if (secret && secret.length < 16)
    throw new BackupSettingsError('BACKUP_KEY는 16자 이상이어야 합니다 (예: openssl rand -base64 32).');
  return { dir: env.BACKUP_DIR ? fromAppRoot(env.BACKUP_DIR) : path.join(dataDir, 'backups'), secret };
}
