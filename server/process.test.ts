// The real process, spawned as `npm start` runs it: embedded start, restart, kill -9 recovery, SIGTERM drain,
// healthz 503, and the DATABASE_URL rules (secret required, refuses a schema that is behind, db:migrate).
import assert from 'node:assert/strict';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import pg from 'pg';
import { freePort } from '../db/embedded.js';
import { totpCode } from './auth/totp.js';
import { createTestDatabase } from './test/support.js';

const MAIN = path.resolve('dist/server/main.js');
// The release phase's CLI, built as the Procfile runs it (no TypeScript at run time).
const MIGRATE = path.resolve('dist/cli/migrate.js');

before(() => {
  if (!existsSync(MAIN) || !existsSync(MIGRATE))
    spawnSync(process.execPath, ['scripts/build.mjs'], {
      stdio: 'inherit',
      env: { ...process.env, SKIP_ADMIN_BUILD: '1' },
    });
});

interface Proc {
  child: ChildProcess;
  port: number;
  output: () => string;
  exited: Promise<number | null>;
}

async function startProcess(env: NodeJS.ProcessEnv): Promise<Proc> {
  const port = await freePort();
  const child = spawn(process.execPath, [MAIN], {
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      // One process, as in every test but the cluster's own (server/cluster/*.test.ts); unset it is one per core.
      WEB_CONCURRENCY: '1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, port, output: () => out, exited };
}

async function waitHealthy(p: Proc, timeoutMs = 30_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (p.child.exitCode !== null) throw new Error(`exited early: ${p.output()}`);
    try {
      const res = await fetch(`http://127.0.0.1:${p.port}/healthz`);
      if (res.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`not healthy in time: ${p.output()}`);
}

function within<T>(ms: number, promise: Promise<T>): Promise<T> {
  return Promise.race([
    promise,
    new Promise<T>((_, reject) => setTimeout(() => reject(new Error(`not within ${ms} ms`)), ms)),
  ]);
}

// The embedded server is the same whichever server the run's tests use: a run on a DATABASE_URL server (CI's second
// pass, on PostgreSQL 15) leaves these to the first pass, which runs them on the embedded server.
const onAnotherServer = process.env.TEST_PG_SERVER === 'url';
describe('embedded mode', { skip: onAnotherServer && 'proved by the run on the embedded server' }, () => {
  let dataDir: string;
  before(() => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'school-proc-'));
    chmodSync(dataDir, 0o755);
  });
  after(() => rmSync(dataDir, { recursive: true, force: true }));

  test('first start creates the database, prints the admin password once, and serves healthz', async () => {
    const p = await startProcess({ DATA_DIR: dataDir, SEED_SAMPLE: '0' });
    await waitHealthy(p, 60_000);
    assert.match(p.output(), /관리자 계정을 만들었습니다 — 아이디: admin {2}비밀번호: \S+/);
    const secrets = JSON.parse(readFileSync(path.join(dataDir, 'secrets.json'), 'utf8'));
    assert.ok(secrets.jwtSecret.length >= 32);
    p.child.kill('SIGTERM');
    assert.equal(await within(10_000, p.exited), 0);
  });

  test('SIGTERM mid-request: the request finishes, new connections are refused, exit 0 within 10 s', async () => {
    const p = await startProcess({ DATA_DIR: dataDir, SEED_SAMPLE: '0' });
    await waitHealthy(p);
    assert.doesNotMatch(p.output(), /관리자 계정을 만들었습니다/, 'the password is printed only on the first start');
    const body = JSON.stringify({ loginId: 'nobody1', password: 'whatever123' });
    const answer = new Promise<number>((resolve, reject) => {
      const req = http.request(
        {
          host: '127.0.0.1',
          port: p.port,
          path: '/api/auth/login',
          method: 'POST',
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
        },
        (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        },
      );
      req.on('error', reject);
      req.write(body.slice(0, 10));
      setTimeout(() => {
        p.child.kill('SIGTERM');
        setTimeout(() => req.end(body.slice(10)), 500);
      }, 200);
    });
    const t0 = Date.now();
    assert.equal(await answer, 401);
    await new Promise((r) => setTimeout(r, 100));
    await assert.rejects(fetch(`http://127.0.0.1:${p.port}/healthz`));
    assert.equal(await within(10_000, p.exited), 0);
    assert.ok(Date.now() - t0 < 10_000);
  });

  test('after kill -9 (postgres orphaned) a second start still works; healthz is 503 while the database is gone', async () => {
    const first = await startProcess({ DATA_DIR: dataDir, SEED_SAMPLE: '0' });
    await waitHealthy(first);
    first.child.kill('SIGKILL');
    await first.exited;
    const second = await startProcess({ DATA_DIR: dataDir, SEED_SAMPLE: '0' });
    await waitHealthy(second, 30_000);
    // Take the database away under the running process.
    const pid = Number(readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]);
    process.kill(pid, 'SIGKILL');
    let status = 0;
    for (let i = 0; i < 40 && status !== 503; i++) {
      await new Promise((r) => setTimeout(r, 250));
      const res = await fetch(`http://127.0.0.1:${second.port}/healthz`);
      status = res.status;
      if (status === 503) assert.equal((await res.json()).status, 'unavailable');
    }
    assert.equal(status, 503);
    second.child.kill('SIGTERM');
    assert.equal(await within(15_000, second.exited), 0);
  });
});

describe('DATABASE_URL mode', () => {
  test('refuses to start without JWT_SECRET', async () => {
    const p = await startProcess({ DATABASE_URL: await createTestDatabase() });
    assert.equal(await within(15_000, p.exited), 1);
    assert.match(p.output(), /JWT_SECRET/);
  });

  test('refuses TEST_NOW in production: a stray test clock would move every publication time', async () => {
    const p = await startProcess({
      DATABASE_URL: await createTestDatabase(),
      JWT_SECRET: 'x'.repeat(40),
      AUDIT_KEY: 'k'.repeat(40),
      NODE_ENV: 'production',
      TEST_NOW: '2027-03-01T10:00:00+09:00',
    });
    assert.equal(await within(15_000, p.exited), 1);
    assert.match(p.output(), /TEST_NOW는 테스트 전용입니다/);
  });

  test('refuses a schema that is behind; db:migrate brings it up with the eight boards (입학상담 too); then it starts without sample posts', async () => {
    const base = new URL(process.env.TEST_PG_ADMIN_URL!);
    const name = `school_t_empty_${process.pid}`;
    const admin = new pg.Client({ connectionString: base.toString() });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    base.pathname = `/${name}`;
    const env = {
      DATABASE_URL: base.toString(),
      JWT_SECRET: 'x'.repeat(40),
      AUDIT_KEY: 'k'.repeat(40),
      ADMIN_ID: 'opsadmin',
      ADMIN_PASSWORD: 'ops-pass-2026',
    };

    const refused = await startProcess(env);
    assert.equal(await within(15_000, refused.exited), 1);
    assert.match(refused.output(), /npm run db:migrate/);

    const migrate = spawnSync(process.execPath, [MIGRATE], {
      env: { ...process.env, ...env, LOG_LEVEL: 'silent' },
      encoding: 'utf8',
    });
    assert.equal(migrate.status, 0, migrate.stderr);
    const client = new pg.Client({ connectionString: env.DATABASE_URL });
    await client.connect();
    // Closed before anything is asserted: an open client kept the test file alive for ever after a failure.
    const boards = await client.query('SELECT en_name FROM boards ORDER BY sort_order').finally(() => client.end());
    assert.deepEqual(
      boards.rows.map((r) => r.en_name),
      ['notice', 'special_notice', 'special_gallery', 'form_data', 'calendar', 'major_board', 'professor', 'qna'],
    );

    const p = await startProcess(env);
    await waitHealthy(p);
    const login = await fetch(`http://127.0.0.1:${p.port}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ loginId: 'opsadmin', password: 'ops-pass-2026' }),
    });
    assert.equal(login.status, 200);
    // The bundle renames classes (Post → _Post); every admin list must still answer from the built server.
    const { token } = (await login.json()) as { token: string };
    // A 최고관리자 enrols two-factor login before any admin list opens. The child runs on the system clock (no
    // TEST_NOW), so the code is computed for the wall clock here.
    const otpUrl = `http://127.0.0.1:${p.port}/api/auth/my/otp`;
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const started = await fetch(otpUrl, { method: 'POST', headers });
    const { secret } = (await started.json()) as { secret: string };
    const enrolled = await fetch(otpUrl, {
      method: 'PUT',
      headers,
      body: JSON.stringify({ otp: totpCode(secret, Date.now()) }),
    });
    assert.equal(enrolled.status, 200, await enrolled.clone().text());
    for (const resource of [
      'boards',
      'posts',
      'applications',
      'popups',
      'applications/access-logs',
      'dashboard',
      'settings',
    ]) {
      const res = await fetch(`http://127.0.0.1:${p.port}/api/${resource}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      assert.equal(res.status, 200, `${resource}: ${await res.text()}`);
    }
    p.child.kill('SIGTERM');
    assert.equal(await within(10_000, p.exited), 0);
  });
});
