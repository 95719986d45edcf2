// Everything the process reads from its environment, read once at start.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import ipaddr from 'ipaddr.js';
import { fromAppRoot } from '../../domain/app-root.js';
import type { ImportOptions } from '../files/import.js';

export interface Config {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  distDir: string;
  jwtSecret: string;
  /** AUDIT_KEY: the audit chain's HMAC key (server/audit/keying.ts); never stored in the database. */
  auditKey: string;
  /** Where the audit chain's signed checkpoints are appended: embedded .data/audit-checkpoints.jsonl, or
   * AUDIT_CHECKPOINT_FILE; unset with DATABASE_URL (the anchors there: the audit_checkpoints table, the log line and
   * the 개인정보 보호책임자's daily mail; set it to keep one the database's owner cannot reach). */
  auditCheckpointFile: string | undefined;
  /** DATABASE_APP_URL: the serving pool's login (a role that does not own the tables); unset: DATABASE_URL's. */
  appDatabaseUrl: string | undefined;
  pgPassword: string;
  /** Embedded: the password of the serving login role (db/serving-role.ts). */
  appPgPassword: string;
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
  /** METRICS_ALLOW: the addresses and CIDR ranges that may read /metrics without the token (server/metrics/). */
  metricsAllow: string[];
  /** METRICS_TOKEN: a bearer token that may read /metrics from anywhere; unset: none. */
  metricsToken?: string;
  /** The image import's test allowances (server/files/import.ts); only the test app sets them, never loadConfig. */
  imageImport?: ImportOptions;
}

interface LocalSecrets {
  jwtSecret: string;
  pgPassword: string;
  auditKey: string;
  appPgPassword: string;
}

/**
 * In embedded mode the secrets are made once and kept beside the data, so restarts keep sessions and the audit key.
 * A file from before a secret existed gets that one added (the others stay as they were).
 */
function localSecrets(dataDir: string): LocalSecrets {
  const file = path.join(dataDir, 'secrets.json');
  const kept = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Partial<LocalSecrets>) : {};
  const secrets: LocalSecrets = {
    jwtSecret: kept.jwtSecret ?? randomBytes(48).toString('base64url'),
    pgPassword: kept.pgPassword ?? randomBytes(18).toString('base64url'),
    auditKey: kept.auditKey ?? randomBytes(48).toString('base64url'),
    appPgPassword: kept.appPgPassword ?? randomBytes(18).toString('base64url'),
  };
  if (Object.keys(secrets).some((k) => !(k in kept))) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, JSON.stringify(secrets), { mode: 0o600 });
  }
  return secrets;
}

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // The data lives beside the app, not wherever the process was started: a start from another directory finds
  // the same database and secrets instead of making a new empty site there (README, 'Running it'). Relative
  // DATA_DIR, DIST_DIR and AUDIT_CHECKPOINT_FILE are taken from the app's folder as well.
  const dataDir = fromAppRoot(env.DATA_DIR ?? '.data');
  const databaseUrl = env.DATABASE_URL || undefined;
  let jwtSecret = env.JWT_SECRET;
  let auditKey = env.AUDIT_KEY;
  let pgPassword = '';
  let appPgPassword = '';
  if (databaseUrl) {
    if (!jwtSecret || jwtSecret.length < 32) {
      throw new ConfigError('DATABASE_URL을 쓸 때는 32자 이상의 JWT_SECRET 환경 변수가 필요합니다.');
    }
    if (!auditKey || auditKey.length < 32) {
      throw new ConfigError(
        'DATABASE_URL을 쓸 때는 감사 기록 서명 키로 32자 이상의 AUDIT_KEY 환경 변수가 필요합니다 (데이터베이스 밖에 보관하세요).',
      );
    }
  } else {
    const secrets = localSecrets(dataDir);
    jwtSecret ||= secrets.jwtSecret;
    auditKey ||= secrets.auditKey;
    pgPassword = secrets.pgPassword;
    appPgPassword = secrets.appPgPassword;
  }
  if (auditKey.length < 32) throw new ConfigError('AUDIT_KEY는 32자 이상이어야 합니다.');
  const appDatabaseUrl = (databaseUrl && env.DATABASE_APP_URL) || undefined;
  const auditCheckpointFile = env.AUDIT_CHECKPOINT_FILE
    ? fromAppRoot(env.AUDIT_CHECKPOINT_FILE)
    : databaseUrl
      ? undefined
      : path.join(dataDir, 'audit-checkpoints.jsonl');
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
  const { metricsAllow, metricsToken } = metricsSettings(env);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    databaseUrl,
    dataDir,
    distDir: fromAppRoot(env.DIST_DIR ?? 'dist'),
    jwtSecret,
    auditKey,
    auditCheckpointFile,
    appDatabaseUrl,
    pgPassword,
    appPgPassword,
    adminId: env.ADMIN_ID || undefined,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    seedSample: !databaseUrl && env.SEED_SAMPLE !== '0',
    trustProxy: Number(env.TRUST_PROXY ?? (env.DYNO ? 1 : 0)),
    logLevel: env.LOG_LEVEL ?? 'info',
    shutdownGraceMs: grace,
    smtpUrl,
    mailFrom,
    publicUrl,
    metricsAllow,
    metricsToken,
  };
}

function metricsSettings(env: NodeJS.ProcessEnv): { metricsAllow: string[]; metricsToken?: string } {
  const metricsAllow = (env.METRICS_ALLOW ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  for (const item of metricsAllow)
    if (!(item.includes('/') ? ipaddr.isValidCIDR(item) : ipaddr.isValid(item)))
      throw new ConfigError(`METRICS_ALLOW에 주소나 주소 범위(예: 10.0.0.0/8)가 아닌 값이 있습니다: ${item}`);
  const metricsToken = env.METRICS_TOKEN || undefined;
  if (metricsToken !== undefined && (metricsToken.length < 24 || /\s/.test(metricsToken)))
    throw new ConfigError('METRICS_TOKEN은 공백 없이 24자 이상이어야 합니다 (예: openssl rand -hex 24).');
  return { metricsAllow, metricsToken };
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
