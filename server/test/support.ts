// Test support: a fresh database per test file (cloned from the migrated template), the app on a free port,
// and factories that build the rows a test needs.
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Sequelize } from 'sequelize';
import pg from 'pg';
import { createSequelize } from '../../db/connect.js';
import { initModels, User } from '../../db/models/index.js';
import { ensureBoards } from '../../db/seed/boards.js';
import { ensureSettings } from '../../db/settings.js';
import { createRequestListener } from '../app.js';
import { answerClientErrors } from '../client-error.js';
import { createSiteEvents, type SiteEvents } from '../cache/site-events.js';
import { hashPassword } from '../auth/passwords.js';
import { makeRound } from './rounds.js';
import { useRound } from '../api/applications/fixtures.js';
import { requiresOtp, type Role } from '../../domain/roles.js';
import { newTotpSecret, TOTP_PERIOD_SECONDS, totpCode, totpStep } from '../auth/totp.js';
import { clockFromSetting, clockStartingAt, now, useClock } from '../../domain/clock.js';
import { configureAudit } from '../audit/keying.js';
import type { ImportOptions } from '../files/import.js';
import { startProcessTimers } from '../serve.js';
import { startScheduledPublishing } from '../stored-pages/schedule.js';
import { createPublisher } from '../cache/publish.js';

// The app and the tests share one clock: TEST_NOW (npm test -- --now ...) or the system's.
useClock(clockFromSetting(process.env.TEST_NOW));

/** Now for a test: the same clock the app under test reads (never the wall clock). */
export const testNow = now;
/** Now in epoch milliseconds, by the test clock. */
export const testNowMs = (): number => now().getTime();

/** Moves the shared clock `ms` forward (it keeps running from there), for rules that wait on time. */
export function advanceClock(ms: number): void {
  useClock(clockStartingAt(new Date(now().getTime() + ms)));
}

/** The site's address in the links of the test app's mail. */
export const TEST_PUBLIC_URL = 'https://gsb.example.ac.kr';
export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-0123456789';
/** The audit chain's key in the tests and in the processes they start (AUDIT_KEY), so both sign alike. */
export const TEST_AUDIT_KEY = 'test-audit-key-that-is-long-enough-0123456789';
configureAudit({ key: TEST_AUDIT_KEY });

function adminUrl(): string {
  const url = process.env.TEST_PG_ADMIN_URL;
  if (!url) throw new Error('테스트는 npm test로 실행하세요 (TEST_PG_ADMIN_URL이 없습니다).');
  return url;
}

/** Creates a database for this test file from the migrated template; returns its URL. */
export async function createTestDatabase(): Promise<string> {
  const name = `school_t_${randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: adminUrl() });
  await client.connect();
  await client.query(`CREATE DATABASE ${name} TEMPLATE ${process.env.TEST_TEMPLATE_DB}`);
  await client.end();
  const u = new URL(adminUrl());
  u.pathname = `/${name}`;
  return u.toString();
}

export interface TestApp {
  baseUrl: string;
  sequelize: Sequelize;
  databaseUrl: string;
  events: SiteEvents;
  close(): Promise<void>;
}

/**
 * The whole app on a fresh database and a free port, with the base rows (boards, settings) and an open round.
 * sameDatabaseAs: a second app on another app's database, as a second process would be: its own connection
 * pool, LISTEN connection, page and settings caches and port. (Sequelize's models are one per process, so they
 * stay bound to the first app's pool, on the same database.)
 */
export async function startTestApp(
  opts: {
    distDir?: string;
    sameDatabaseAs?: TestApp;
    smtpUrl?: string;
    rounds?: false;
    imageImport?: ImportOptions;
    /** METRICS_ALLOW and METRICS_TOKEN (server/metrics/); unset: nobody may read /metrics. */
    metrics?: { allow?: string[]; token?: string };
  } = {},
): Promise<TestApp> {
  const databaseUrl = opts.sameDatabaseAs?.databaseUrl ?? (await createTestDatabase());
  const sequelize = createSequelize(databaseUrl, { poolMax: 5 });
  if (!opts.sameDatabaseAs) {
    initModels(sequelize);
    await ensureBoards();
    await ensureSettings();
    // One round open at the test clock for every track (rounds: false: none); the fixtures' applications name it.
    if (opts.rounds !== false) useRound((await makeRound()).id);
  }
  const events = createSiteEvents(sequelize, databaseUrl);
  const listener = createRequestListener({
    sequelize,
    events,
    config: {
      jwtSecret: TEST_JWT_SECRET,
      distDir: opts.distDir ?? 'dist',
      trustProxy: 0,
      smtpUrl: opts.smtpUrl,
      publicUrl: TEST_PUBLIC_URL,
      imageImport: opts.imageImport,
      metricsAllow: opts.metrics?.allow,
      metricsToken: opts.metrics?.token,
    },
  });
  // As serve.ts runs them: the pages' clock in every process, and the scheduled publishing job (safe in several).
  const timers = [
    ...startProcessTimers(sequelize, events),
    startScheduledPublishing({ sequelize, publisher: createPublisher(sequelize, events), events }),
  ];
  const server = http.createServer(listener);
  answerClientErrors(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    sequelize,
    databaseUrl,
    events,
    async close() {
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
      for (const t of timers) await t.stop();
      await events.close();
      await sequelize.close();
    },
  };
}

export interface Answer<T = Record<string, unknown>> {
  status: number;
  body: T;
  headers: Headers;
}

/** A small JSON client: call(app, 'POST', '/api/auth/login', { body, token, headers }). */
export async function call<T = Record<string, any>>(
  app: { baseUrl: string },
  method: string,
  path: string,
  opts: { body?: unknown; raw?: string; token?: string; headers?: Record<string, string> } = {},
): Promise<Answer<T>> {
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  let body: string | undefined = opts.raw;
  if (opts.body !== undefined) {
    body = JSON.stringify(opts.body);
    headers['content-type'] ??= 'application/json';
  }
  const res = await fetch(app.baseUrl + path, { method, headers, body, redirect: 'manual' });
  const text = await res.text();
  let parsed: unknown = text;
  if ((res.headers.get('content-type') ?? '').includes('json') && text) parsed = JSON.parse(text);
  return { status: res.status, body: parsed as T, headers: res.headers };
}

let seq = 0;
export interface TestUser {
  user: User;
  loginId: string;
  password: string;
  /** The TOTP secret of an account with two-factor login, for codes the test computes like a phone would. */
  otpSecret: string | null;
}

/**
 * A user of `role`. Staff roles that reach personal data (requiresOtp) come enrolled in two-factor login unless
 * `otp: false`; `login()` then answers the code step itself.
 */
export async function makeUser(
  opts: { role?: Role; otp?: boolean; mustChangePassword?: boolean } = {},
): Promise<TestUser> {
  seq += 1;
  const loginId = `user${process.pid % 10000}x${seq}`;
  const password = 'passw0rd-test';
  const role = opts.role ?? 'user';
  const otpSecret = (opts.otp ?? requiresOtp(role)) ? newTotpSecret() : null;
  const user = await User.create({
    loginId,
    passwordHash: await hashPassword(password),
    name: '테스트사용자',
    email: `${loginId}@example.com`,
    phone: '010-1234-5678',
    role,
    deletedAt: null,
    mustChangePassword: opts.mustChangePassword ?? false,
    otpSecret,
    otpEnabledAt: otpSecret ? now() : null,
  });
  return { user, loginId, password, otpSecret };
}

/** A code for `secret` that the account has not used yet (a later step of the ±1 window when one was just used). */
export async function freshOtp(u: { loginId: string; otpSecret: string | null }): Promise<string> {
  if (!u.otpSecret) throw new Error(`${u.loginId} has no second factor`);
  const row = await User.findOne({ where: { loginId: u.loginId } });
  const last = row?.otpLastStep ?? null;
  const current = totpStep(testNowMs());
  // The current step first, then the next (both stay valid for the ±1 window while the request travels); never
  // the previous one, which a slow request could carry past the window.
  for (const step of [current, current + 1]) {
    if (last === null || step > last) return totpCode(u.otpSecret, step * TOTP_PERIOD_SECONDS * 1000);
  }
  advanceClock(TOTP_PERIOD_SECONDS * 1000);
  return freshOtp(u);
}

/** Six digits that are none of the codes `secret` accepts now (a wrong guess at the second factor). */
export function wrongOtp(secret: string): string {
  const accepted = [-1, 0, 1].map((d) => totpCode(secret, testNowMs() + d * TOTP_PERIOD_SECONDS * 1000));
  let n = Number(accepted[1]);
  while (accepted.includes(String(n).padStart(6, '0'))) n = (n + 7) % 1_000_000;
  return String(n).padStart(6, '0');
}

/** Logs in through the API (with a fresh one-time code when asked); returns the access token and the refresh cookie. */
export async function login(
  app: TestApp,
  u: { loginId: string; password: string; otpSecret?: string | null },
): Promise<{ token: string; cookie: string }> {
  const body: Record<string, string> = { loginId: u.loginId, password: u.password };
  let res = await call(app, 'POST', '/api/auth/login', { body });
  if (res.status === 401 && res.body.otpRequired && u.otpSecret) {
    body.otp = await freshOtp({ loginId: u.loginId, otpSecret: u.otpSecret });
    res = await call(app, 'POST', '/api/auth/login', { body });
  }
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${JSON.stringify(res.body)}`);
  const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0];
  return { token: res.body.token as string, cookie };
}

export async function adminToken(app: TestApp): Promise<string> {
  return (await login(app, await makeUser({ role: 'superadmin' }))).token;
}
