// /metrics: refused without METRICS_TOKEN or an address of METRICS_ALLOW (nobody may when neither is set), and then
// Prometheus text with every figure the operators watch: requests by route class and status with latency, the page
// cache's hits and misses, the mail outbox, each scheduled job's last run and result, the database pool.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { enqueueMail } from '../mail/outbox.js';
import { trackJob } from '../process/job-runs.js';
import { startTestApp, type TestApp } from '../test/support.js';
import { parseAllowList, addressAllowed } from './access.js';

const TOKEN = 'metrics-token-0123456789abcdef';
let closed: TestApp;
let withToken: TestApp;
let fromHere: TestApp;
before(async () => {
  closed = await startTestApp();
  withToken = await startTestApp({ sameDatabaseAs: closed, metrics: { token: TOKEN, allow: ['10.0.0.0/8'] } });
  fromHere = await startTestApp({ sameDatabaseAs: closed, metrics: { allow: ['127.0.0.1'] } });
});
after(async () => {
  await fromHere.close();
  await withToken.close();
  await closed.close();
});

const scrape = (app: TestApp, headers: Record<string, string> = {}) =>
  fetch(`${app.baseUrl}/metrics`, { headers }).then(async (r) => ({ status: r.status, text: await r.text(), r }));

test('without the token or an allowed address /metrics answers no figure', async () => {
  const none = await scrape(closed);
  assert.equal(none.status, 403);
  assert.match(none.text, /METRICS_ALLOW/);
  assert.doesNotMatch(none.text, /http_request/);
  assert.equal((await scrape(closed, { authorization: `Bearer ${TOKEN}` })).status, 403, 'no token configured');

  const missing = await scrape(withToken);
  assert.equal(missing.status, 401);
  assert.equal(missing.r.headers.get('www-authenticate'), 'Bearer realm="metrics"');
  assert.doesNotMatch(missing.text, /http_request/);
  assert.equal((await scrape(withToken, { authorization: `Bearer ${TOKEN}x` })).status, 401);
  assert.equal((await scrape(withToken, { authorization: `Basic ${TOKEN}` })).status, 401);
  const ok = await scrape(withToken, { authorization: `Bearer ${TOKEN}` });
  assert.equal(ok.status, 200);
  assert.match(ok.r.headers.get('content-type') ?? '', /^text\/plain; version=0\.0\.4/);
  assert.equal(ok.r.headers.get('cache-control'), 'no-store');
});

test('METRICS_ALLOW: single addresses and ranges, IPv4-mapped IPv6 included', () => {
  const ranges = parseAllowList('127.0.0.1, 10.1.0.0/16,::1');
  assert.ok(addressAllowed('127.0.0.1', ranges));
  assert.ok(addressAllowed('::ffff:127.0.0.1', ranges));
  assert.ok(addressAllowed('10.1.200.3', ranges));
  assert.ok(addressAllowed('::1', ranges));
  assert.ok(!addressAllowed('10.2.0.1', ranges));
  assert.ok(!addressAllowed('192.168.0.1', ranges));
  assert.ok(!addressAllowed('127.0.0.1', []));
  assert.throws(() => parseAllowList('localhost'));
});

test('the figures: requests by route class and status, the page cache, the outbox, the jobs, the pool', async () => {
  // A page twice (rendered, then from the cache), an API miss, and a mail waiting in the outbox.
  for (let i = 0; i < 2; i++) assert.equal((await fetch(`${fromHere.baseUrl}/introduce/greeting`)).status, 200);
  assert.equal((await fetch(`${fromHere.baseUrl}/api/no-such`)).status, 404);
  await fromHere.sequelize.transaction((transaction) =>
    enqueueMail({ kind: 'test', to: 'a@example.com', lang: 'ko', subject: 's', text: 't' }, { transaction }),
  );
  await trackJob('test_job', () => Promise.resolve());
  await trackJob('test_failing_job', () => Promise.reject(new Error('boom'))).catch(() => undefined);

  const { status, text } = await scrape(fromHere);
  assert.equal(status, 200, text);
  const value = (line: RegExp) => Number(new RegExp(`^${line.source} (\\S+)$`, 'm').exec(text)?.[1]);
  assert.ok(value(/http_request_duration_seconds_count\{route="page",status="200"\}/) >= 1, text);
  assert.ok(value(/http_request_duration_seconds_count\{route="page_cached",status="200"\}/) >= 1);
  assert.ok(value(/http_request_duration_seconds_count\{route="api",status="404"\}/) >= 1);
  assert.match(text, /http_request_duration_seconds_bucket\{le="0\.005",route="page_cached",status="200"\}/);
  assert.ok(value(/page_cache_hits_total/) >= 1);
  assert.ok(value(/page_cache_misses_total/) >= 1);
  assert.equal(value(/mail_outbox_mails\{status="pending"\}/), 1);
  assert.equal(value(/mail_outbox_mails\{status="failed"\}/), 0);
  assert.equal(value(/scheduled_job_last_success\{job="test_job"\}/), 1);
  assert.equal(value(/scheduled_job_last_success\{job="test_failing_job"\}/), 0);
  assert.ok(value(/scheduled_job_last_run_timestamp_seconds\{job="test_job"\}/) > 1.7e9);
  assert.ok(value(/db_pool_connections\{state="max"\}/) >= 1);
  assert.ok(value(/db_pool_connections\{state="used"\}/) >= 0);
  assert.equal(value(/backup_newest_age_seconds/), -1, 'no backup yet');
  assert.match(text, /process_resident_memory_bytes/);
});
