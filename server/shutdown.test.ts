// SIGTERM drains for up to SHUTDOWN_GRACE_MS (25 s by default; Heroku kills at 30 s): an application upload that is
// still arriving slowly when the signal comes finishes and gets its receipt, then the process exits 0.
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import pg from 'pg';
import { existsSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { before, describe, test } from 'node:test';
import { freePort } from '../db/embedded.js';
import { defaultFiles, validFields } from './api/applications/fixtures.js';
import { createTestDatabase, testNow } from './test/support.js';

const MAIN = path.resolve('dist/server/main.js');

before(() => {
  if (!existsSync(MAIN))
    spawnSync(process.execPath, ['scripts/build.mjs'], {
      stdio: 'inherit',
      env: { ...process.env, SKIP_ADMIN_BUILD: '1' },
    });
});

/** A round open at the test clock in the server's database (made before the server starts, on the migrated clone). */
async function openRoundIn(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const at = (days: number) => new Date(testNow().getTime() + days * 86_400_000);
    const { rows } = await client.query<{ id: number }>(
      `INSERT INTO admission_rounds (name, term, apply_start_at, apply_end_at, announce_at)
       VALUES ('종료 시험 모집', '2027-1', $1, $2, $3) RETURNING id`,
      [at(-1), at(7), at(14)],
    );
    return rows[0].id;
  } finally {
    await client.end();
  }
}

async function multipart(roundId: number): Promise<{ type: string; bytes: Buffer }> {
  const form = new FormData();
  for (const [k, v] of Object.entries(validFields({ roundId: String(roundId) }))) form.append(k, v);
  for (const f of await defaultFiles())
    form.append(f.field, new Blob([new Uint8Array(f.bytes)], { type: f.type ?? 'application/octet-stream' }), f.name);
  const encoded = new Response(form);
  return { type: encoded.headers.get('content-type')!, bytes: Buffer.from(await encoded.arrayBuffer()) };
}

describe('shutdown', () => {
  test('a slow upload in flight at SIGTERM still finishes (12 s, past the old 8 s grace); then exit 0', async () => {
    const port = await freePort();
    const databaseUrl = await createTestDatabase();
    const roundId = await openRoundIn(databaseUrl);
    const child = spawn(process.execPath, [MAIN], {
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        // One process, as in every test but the cluster's own (server/cluster/*.test.ts); unset it is one per core.
        WEB_CONCURRENCY: '1',
        DATABASE_URL: databaseUrl,
        JWT_SECRET: 'y'.repeat(40),
        AUDIT_KEY: 'k'.repeat(40),
        // The server's clock agrees with the test's, so the round the form names is open on any test date.
        TEST_NOW: testNow().toISOString(),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    for (let i = 0; i < 200; i++) {
      const ok = await fetch(`http://127.0.0.1:${port}/healthz`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) break;
      assert.equal(child.exitCode, null, out);
      await new Promise((r) => setTimeout(r, 150));
    }

    const { type, bytes } = await multipart(roundId);
    const CHUNKS = 12;
    const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = http.request(
        {
          host: '127.0.0.1',
          port,
          path: '/api/applications/submit',
          method: 'POST',
          headers: { 'content-type': type, 'content-length': bytes.length, accept: 'application/json' },
        },
        (res) => {
          let body = '';
          res.on('data', (c: Buffer) => (body += c.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        },
      );
      req.on('error', reject);
      let sent = 0;
      const size = Math.ceil(bytes.length / CHUNKS);
      const tick = setInterval(() => {
        req.write(bytes.subarray(sent, sent + size));
        sent += size;
        if (sent >= bytes.length) {
          clearInterval(tick);
          req.end();
        }
      }, 1000);
    });
    await new Promise((r) => setTimeout(r, 1500));
    const t0 = Date.now();
    child.kill('SIGTERM');
    const res = await answer;
    assert.equal(res.status, 201, `${res.body}\n${out}`);
    assert.match(JSON.parse(res.body).receiptNo, /^\d{4}-[12]-\d{4,6}$/);
    assert.ok(Date.now() - t0 > 8_000, 'the upload outlived the old 8 s grace');
    assert.equal(await exited, 0, out);
    assert.ok(Date.now() - t0 < 25_000);
  });
});
