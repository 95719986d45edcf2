// Everything the process reads from its environment, read once at start.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { ImportOptions } from './files/import.js';

export interface Config {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  distDir: string;
  jwtSecret: string;
  pgPassword: string;
  adminId: string | undefined;
  adminPassword: string | undefined;
  /** Sample posts are only seeded on the embedded database, never on a DATABASE_URL server. */
  seedSample: boolean;
  trustProxy: number;
  logLevel: string;
  /** How long SIGTERM waits for requests in flight (Heroku kills at 30 s; a slow upload needs most of that). */
  shutdownGraceMs: number;
  /** SMTP_URL (smtp://user:pass@host:587 or smtps://…); unset: mail stays in the outbox, unsent. */
  smtpUrl?: string;
  /** MAIL_FROM, the sender of every mail; required with SMTP_URL. */
  mailFrom?: string;
  /** PUBLIC_URL, the site's address as visitors reach it (links in mail), without a trailing slash. */
  publicUrl: string;
  /** The image import's test allowances (server/files/import.ts); only the test app sets them, never loadConfig. */
  imageImport?: ImportOptions;
}

interface LocalSecrets {
  jwtSecret: string;
  pgPassword: string;
}

/** In embedded mode the secrets are made once and kept beside the data, so restarts keep sessions. */
function localSecrets(dataDir: string): LocalSecrets {
  const file = path.join(dataDir, 'secrets.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as LocalSecrets;
  mkdirSync(dataDir, { recursive: true });
  const secrets = {
    jwtSecret: randomBytes(48).toString('base64url'),
    pgPassword: randomBytes(18).toString('base64url'),
  };
  writeFileSync(file, JSON.stringify(secrets), { mode: 0o600 });
  return secrets;
}

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const dataDir = path.resolve(env.DATA_DIR ?? '.data');
  const databaseUrl = env.DATABASE_URL || undefined;
  let jwtSecret = env.JWT_SECRET;
  let pgPassword = '';
  if (databaseUrl) {
    if (!jwtSecret || jwtSecret.length < 32) {
      throw new ConfigError('DATABASE_URL을 쓸 때는 32자 이상의 JWT_SECRET 환경 변수가 필요합니다.');
    }
  } else {
    const secrets = localSecrets(dataDir);
    jwtSecret ||= secrets.jwtSecret;
    pgPassword = secrets.pgPassword;
  }
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new ConfigError(`PORT 값이 올바르지 않습니다: ${env.PORT}`);
  const grace = Number(env.SHUTDOWN_GRACE_MS ?? 25_000);
  if (!Number.isInteger(grace) || grace < 0 || grace > 29_000)
    throw new ConfigError(`SHUTDOWN_GRACE_MS 값이 올바르지 않습니다 (0 ~ 29000): ${env.SHUTDOWN_GRACE_MS}`);
  const { smtpUrl, mailFrom } = mailSettings(env);
  const publicUrl = (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/+$/, '');
  if (!/^https?:\/\/[^\s/?#]+$/.test(publicUrl))
    throw new ConfigError(`PUBLIC_URL은 https://www.example.ac.kr 형식이어야 합니다: ${env.PUBLIC_URL}`);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    databaseUrl,
    dataDir,
    distDir: path.resolve(env.DIST_DIR ?? 'dist'),
    jwtSecret,
    pgPassword,
    adminId: env.ADMIN_ID || undefined,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    seedSample: !databaseUrl && env.SEED_SAMPLE !== '0',
    trustProxy: Number(env.TRUST_PROXY ?? (env.DYNO ? 1 : 0)),
    logLevel: env.LOG_LEVEL ?? 'info',
    shutdownGraceMs: grace,
    smtpUrl,
    mailFrom,
    publicUrl,
  };
}

function mailSettings(env: NodeJS.ProcessEnv): { smtpUrl?: string; mailFrom?: string } {
  const smtpUrl = env.SMTP_URL || undefined;
  const mailFrom = env.MAIL_FROM?.trim() || undefined;
  if (!smtpUrl) return { mailFrom };
  let url: URL;
  try {
    url = new URL(smtpUrl);
  } catch {
    throw new ConfigError('SMTP_URL 형식이 올바르지 않습니다 (예: smtp://user:pass@smtp.example.com:587).');
  }
  if (!['smtp:', 'smtps:'].includes(url.protocol) || !url.hostname)
    throw new ConfigError('SMTP_URL은 smtp:// 또는 smtps:// 로 시작하고 서버 주소를 담아야 합니다.');
  if (!mailFrom || !/@[^@\s>]+\.[^@\s>]+>?$/.test(mailFrom))
    throw new ConfigError(
      'SMTP_URL을 쓸 때는 보내는 사람 주소 MAIL_FROM이 필요합니다 (예: "중소기업대학원" <noreply@example.ac.kr>).',
    );
  return { smtpUrl, mailFrom };
}
