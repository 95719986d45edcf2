// WEB_CONCURRENCY=2 on the built server: /metrics, whichever worker takes the scrape, answers the two workers'
// figures summed by the primary; and one browser served by both workers is one visitor, since every worker hashes
// with the primary's salt of the day (server/visits/salt.ts).
import assert from 'node:assert/strict';
import http from 'node:http';
import { after, before, test } from 'node:test';
import { QueryTypes } from 'sequelize';
import { startTestApp, TEST_JWT_SECRET, testNow, type TestApp } from '../test/support.js';
import { ensureBuilt, killStarted, startServer } from '../test/processes.js';

const TOKEN = 'cluster-metrics-token-0123456789';
const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

let app: TestApp;
before(async () => {
  ensureBuilt();
  app = await startTestApp();
});
after(async () => {
  killStarted();
  await app.close();
});

/** A GET on a connection of its own, so the primary hands each to the next worker in turn. */
function getFresh(port: number, path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, agent: false, headers }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (body += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      })
      .on('error', reject);
  });
}

test('the primary sums the workers’ metrics, and the day’s salt is the same in every worker', async () => {
  const server = await startServer({
    WEB_CONCURRENCY: '2',
    DATABASE_URL: app.databaseUrl,
    JWT_SECRET: TEST_JWT_SECRET,
    AUDIT_KEY: 'k'.repeat(40),
    TEST_NOW: testNow().toISOString(),
    METRICS_TOKEN: TOKEN,
    LOG_LEVEL: 'info',
  });
  // Two workers start slowly on a busy machine.
  await server.waitForLine((l) => l.workers === 2, { timeoutMs: 180_000 });
  const N = 12;
  for (let i = 0; i < N; i++)
    assert.equal((await getFresh(server.port, '/introduce/greeting', { 'user-agent': PHONE })).status, 200);

  const count = (text: string) =>
    [...text.matchAll(/^http_request_duration_seconds_count\{route="page(?:_cached)?",status="200"\} (\d+)$/gm)]
      .map((m) => Number(m[1]))
      .reduce((a, b) => a + b, 0);
  // Two scrapes, on fresh connections: one lands on each worker, and both see all the requests.
  const auth = { authorization: `Bearer ${TOKEN}` };
  const scrapes = [await getFresh(server.port, '/metrics', auth), await getFresh(server.port, '/metrics', auth)];
  for (const s of scrapes) {
    assert.equal(s.status, 200, server.output().slice(-3000));
    assert.equal(count(s.body), N, s.body.slice(0, 2000));
    assert.match(s.body, /^mail_outbox_mails\{status="pending"\} 0$/m, 'read once, not once per worker');
  }
  assert.equal((await getFresh(server.port, '/metrics')).status, 401);

  // Each worker writes its views within 15 s; the phone, served by both workers, is one visitor.
  const until = Date.now() + 30_000;
  let row: { views: number; visitors: number } | undefined;
  while (Date.now() < until) {
    [row] = await app.sequelize.query<{ views: number; visitors: number }>(
      `SELECT (SELECT coalesce(sum(views), 0) FROM page_visits)::int AS views,
              (SELECT count(*) FROM visit_visitors)::int AS visitors`,
      { type: QueryTypes.SELECT },
    );
    if (row!.views >= N) break;
    await new Promise((r) => setTimeout(r, 500));
  }
  assert.deepEqual(row, { views: N, visitors: 1 });
  server.child.kill('SIGTERM');
  assert.equal(await server.exited, 0);
});
