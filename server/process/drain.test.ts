// SIGTERM with slow uploads and slow application submits in flight, on the built server: every row in the database
// was answered with a 2xx, and no request that got an error or no answer left a row. A request still running at a
// short SHUTDOWN_GRACE_MS is rolled back (its client told 503), not committed after its client was dropped.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { after, before, describe, test } from 'node:test';
import pg from 'pg';
import { QueryTypes } from 'sequelize';
import { DRAIN_MESSAGE } from './drain.js';
import { defaultFiles, PDF, validFields } from '../api/applications/fixtures.js';
import { ensureBuilt, killStarted, startServer, within, type ServerProcess } from '../test/processes.js';
import { adminToken, startTestApp, TEST_AUDIT_KEY, TEST_JWT_SECRET, testNow, type TestApp } from '../test/support.js';

let app: TestApp;
let token: string;
before(async () => {
  ensureBuilt();
  app = await startTestApp();
  token = await adminToken(app);
});
after(async () => {
  killStarted();
  await app.close();
});

interface Sent {
  /** 0: no answer (the connection was closed under it). */
  status: number;
  body: string;
}

async function encode(form: FormData): Promise<{ type: string; bytes: Buffer }> {
  const encoded = new Response(form);
  return { type: encoded.headers.get('content-type')!, bytes: Buffer.from(await encoded.arrayBuffer()) };
}

let applicants = 0;
/** A submit of an applicant of its own (one person's e-mail and mobile are limited to a few applications a day). */
async function submitBody(key: string) {
  const form = new FormData();
  const n = String((applicants += 1)).padStart(4, '0');
  const fields = validFields({
    idempotencyKey: key,
    email: `drain${n}@example.com`,
    mobile: `010-6${n.slice(1)}-${n}`,
  });
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const f of await defaultFiles())
    form.append(f.field, new Blob([new Uint8Array(f.bytes)], { type: f.type }), f.name);
  return encode(form);
}

/** A 5 MB PDF (its header is what the content check reads) under a name of its own. */
async function uploadBody(name: string) {
  const form = new FormData();
  const bytes = Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024, 0x20)]);
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }), name);
  return encode(form);
}

/** A POST on a connection of its own whose last kilobyte is sent `lastAfterMs` from now. */
function slowPost(
  port: number,
  path: string,
  body: { type: string; bytes: Buffer },
  lastAfterMs: number,
  headers: Record<string, string> = {},
): Promise<Sent> {
  return new Promise((resolve) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        agent: false,
        headers: {
          ...headers,
          'content-type': body.type,
          'content-length': body.bytes.length,
          accept: 'application/json',
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (text += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
        res.on('error', () => resolve({ status: 0, body: text }));
      },
    );
    req.on('error', () => resolve({ status: 0, body: '' }));
    const cut = body.bytes.length - 1024;
    req.write(body.bytes.subarray(0, cut));
    setTimeout(() => req.end(body.bytes.subarray(cut)), lastAfterMs);
  });
}

async function rows(sql: string, param?: string): Promise<number> {
  const [row] = await app.sequelize.query<{ n: number }>(sql, {
    bind: param === undefined ? [] : [param],
    type: QueryTypes.SELECT,
  });
  return Number(row.n);
}
const applicationRows = (key: string) => rows('SELECT count(*) AS n FROM applications WHERE idempotency_key = $1', key);
const fileRows = (name: string) => rows('SELECT count(*) AS n FROM files WHERE name = $1', name);

async function start(env: Record<string, string>): Promise<ServerProcess> {
  const server = await startServer({
    DATABASE_URL: app.databaseUrl,
    JWT_SECRET: TEST_JWT_SECRET,
    AUDIT_KEY: TEST_AUDIT_KEY,
    TEST_NOW: testNow().toISOString(),
    LOG_LEVEL: 'info',
    ...env,
  });
  await server.waitForLine((l) => typeof l.workers === 'number' && typeof l.port === 'number');
  return server;
}

const CLOSED_POOL = /connection manager was closed/;

describe('SIGTERM drain', () => {
  test('2 workers: slow submits and 5 MB uploads in flight; each row in the database was answered 2xx, each other request left none', async () => {
    const GRACE = 8_000;
    const server = await start({ WEB_CONCURRENCY: '2', SHUTDOWN_GRACE_MS: String(GRACE) });
    const auth = { authorization: `Bearer ${token}` };
    // Bodies that end well within the grace (they must be saved and answered), just before its end (their handlers
    // run at the deadline: either outcome, never half of one) and long after it.
    const plan = [600, 1_200, 1_800, 2_400, GRACE - 250, GRACE - 100, 13_000, 14_000];
    const submits = plan.map((finish) => ({ key: randomUUID(), finish }));
    const uploads = plan.map((finish, i) => ({ name: `drain-upload-${i}-${Date.now()}.pdf`, finish }));
    const submitBodies = await Promise.all(submits.map((s) => submitBody(s.key)));
    const uploadBodies = await Promise.all(uploads.map((u) => uploadBody(u.name)));
    // Let every request reach its worker (headers and most of the body) before the signal.
    const t0 = Date.now() + 700;
    const answers = [
      ...submits.map((s, i) =>
        slowPost(server.port, '/api/applications/submit', submitBodies[i], t0 - Date.now() + s.finish),
      ),
      ...uploads.map((u, i) =>
        slowPost(server.port, '/api/files?purpose=document', uploadBodies[i], t0 - Date.now() + u.finish, auth),
      ),
    ];
    await new Promise((r) => setTimeout(r, t0 - Date.now()));
    server.child.kill('SIGTERM');
    const sent = await Promise.all(answers);
    const code = await within(GRACE + 8_000, server.exited);
    const took = Date.now() - t0;

    const saved = [
      ...(await Promise.all(submits.map((s) => applicationRows(s.key)))),
      ...(await Promise.all(uploads.map((u) => fileRows(u.name)))),
    ];
    const report = JSON.stringify(sent.map((s, i) => ({ status: s.status, saved: saved[i] })));
    plan.forEach((finish, i) => {
      for (const j of [i, i + plan.length]) {
        const ok = sent[j].status >= 200 && sent[j].status < 300;
        assert.equal(saved[j], ok ? 1 : 0, `row present exactly when answered 2xx: ${report}\n${server.output()}`);
        // Well within the grace every request finishes; after it none does.
        if (finish < GRACE / 2 || finish > GRACE)
          assert.equal(ok, finish < GRACE, `request ${j} (body done at ${finish} ms): ${report}`);
        if (!ok && sent[j].status) assert.equal(sent[j].status, 503, report);
      }
    });
    assert.equal(code, 0, server.output());
    assert.ok(took < GRACE + 5_000, `exited ${took} ms after SIGTERM`);
    assert.doesNotMatch(server.output(), CLOSED_POOL);
  });

  test('a submit still in its transaction at a short grace is rolled back and told so (503), not committed after', async () => {
    const GRACE = 2_000;
    const server = await start({ WEB_CONCURRENCY: '1', SHUTDOWN_GRACE_MS: String(GRACE) });
    // The submit's last write (its 접수 확인 mail into mail_outbox) waits for this lock: its application, files and
    // history rows are written in its transaction, not yet committed.
    const mails = await rows('SELECT count(*) AS n FROM mail_outbox');
    const holder = new pg.Client({ connectionString: app.databaseUrl });
    await holder.connect();
    await holder.query('BEGIN');
    await holder.query('LOCK TABLE mail_outbox IN SHARE MODE');
    try {
      const key = randomUUID();
      const answer = slowPost(server.port, '/api/applications/submit', await submitBody(key), 0);
      for (let i = 0; ; i += 1) {
        // Polled from another connection: inside the holder's transaction the activity view would not change.
        const waiting = await rows(
          `SELECT count(*) AS n FROM pg_stat_activity
           WHERE datname = current_database() AND wait_event_type = 'Lock' AND query ILIKE '%mail_outbox%'`,
        );
        if (waiting > 0) break;
        const early = await Promise.race([answer, new Promise((r) => setTimeout(() => r(null), 50))]);
        assert.ok(i < 200 && !early, `the submit never reached the lock: ${JSON.stringify(early)}\n${server.output()}`);
      }
      const t0 = Date.now();
      server.child.kill('SIGTERM');
      // The lock goes a second after the deadline: a submit that was not stopped would commit then.
      const release = new Promise<void>((resolve) =>
        setTimeout(() => void holder.query('COMMIT').then(() => resolve()), GRACE + 1_000),
      );
      const res = await answer;
      const answeredAt = Date.now() - t0;
      await release;
      const code = await within(10_000, server.exited);
      assert.equal(await applicationRows(key), 0, `rolled back, not committed: ${JSON.stringify(res)}`);
      assert.equal(res.status, 503, `${JSON.stringify(res)}\n${server.output()}`);
      assert.equal(JSON.parse(res.body).errorMessage, DRAIN_MESSAGE);
      assert.ok(answeredAt >= GRACE - 100, 'it had the whole grace');
      assert.equal(code, 0, server.output());
      assert.equal(await rows('SELECT count(*) AS n FROM mail_outbox'), mails, 'and its mail with it');
      assert.doesNotMatch(server.output(), CLOSED_POOL);
    } finally {
      await holder.end();
    }
  });
});
