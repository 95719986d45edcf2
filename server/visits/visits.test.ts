// Visitor figures without cookies: views per path and Seoul day with the referrer's host, device and language, from
// the fast path and from Express alike; bots, requests without a browser and HEADs left out; unique visitors by the
// day's salted hash, folded into a count after a day; no cookie set and no address stored; GET /api/visits with its
// span checks, the CSV export and the open round's funnel (모집요강, /receipt, form started, submitted).
import assert from 'node:assert/strict';
import http from 'node:http';
import { after, before, test } from 'node:test';
import { QueryTypes } from 'sequelize';
import { seoulDay } from '../../domain/time.js';
import {
  adminToken,
  advanceClock,
  call,
  login,
  makeUser,
  startTestApp,
  testNow,
  type TestApp,
} from '../test/support.js';
import { defaultFiles, submitForm, validFields } from '../api/applications/fixtures.js';

const DESKTOP =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const TABLET =
  'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

let app: TestApp;
let admin: string;
before(async () => {
  app = await startTestApp();
  admin = await adminToken(app);
});
after(() => app.close());

/** A page as a browser asks for it (node's fetch calls itself "node", which counts as a bot). */
async function visit(path: string, headers: Record<string, string>, method = 'GET') {
  const r = await fetch(`${app.baseUrl}${path}`, { method, headers: { accept: 'text/html', ...headers } });
  await r.arrayBuffer();
  assert.equal(r.headers.get('set-cookie'), null, `${path} sets no cookie`);
  return r.status;
}

/** A request with no User-Agent at all (fetch always sends one). */
const bare = (path: string) =>
  new Promise<number>((resolve, reject) => {
    const req = http.request(`${app.baseUrl}${path}`, { headers: {} }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end();
  });

type Figures = {
  days: { day: string; views: number; visitors: number }[];
  pages: { path: string; views: number }[];
  referrers: { referrer: string; views: number }[];
  devices: { device: string; views: number }[];
  languages: { lang: string; views: number }[];
  totals: { views: number; visitors: number };
  funnels: {
    round: { id: number; open: boolean };
    recruitViews: number;
    receiptViews: number;
    started: number;
    submitted: number;
  }[];
};
const figures = async (query = '') => {
  const r = await call<Figures>(app, 'GET', `/api/visits${query}`, { token: admin });
  assert.equal(r.status, 200, JSON.stringify(r.body));
  return r.body;
};
const viewsOf = (f: Figures, path: string) => f.pages.find((p) => p.path === path)?.views ?? 0;

test('a browser’s views are counted per page with referrer host, device and language; bots, bare requests and HEADs are not', async () => {
  const path = '/introduce/greeting';
  const google = { referer: 'https://www.google.com/search?q=%EB%8C%80%ED%95%99%EC%9B%90' };
  // The first request renders the page (Express), the next ones come from the page cache (the fast path).
  assert.equal(await visit(path, { 'user-agent': DESKTOP, 'accept-language': 'ko-KR,ko;q=0.9', ...google }), 200);
  assert.equal(await visit(`${path}?utm=x`, { 'user-agent': DESKTOP, 'accept-language': 'ko-KR', ...google }), 200);
  const self = { referer: `${app.baseUrl}/`, host: new URL(app.baseUrl).host };
  assert.equal(await visit(path, { 'user-agent': PHONE, 'accept-language': 'zh-CN,zh;q=0.9', ...self }), 200);
  assert.equal(await visit(path, { 'user-agent': TABLET }), 200);
  // Not counted: a crawler, a script without a browser's User-Agent, a HEAD, a prefetch, a 404.
  assert.equal(await visit(path, { 'user-agent': GOOGLEBOT, ...google }), 200);
  assert.equal(await bare(path), 200);
  assert.equal(await visit(path, { 'user-agent': DESKTOP }, 'HEAD'), 200);
  assert.equal(await visit(path, { 'user-agent': DESKTOP, 'sec-purpose': 'prefetch' }), 200);
  assert.equal(await visit('/no/such/page', { 'user-agent': DESKTOP }), 404);

  const f = await figures();
  assert.equal(viewsOf(f, path), 4, JSON.stringify(f.pages));
  assert.equal(viewsOf(f, '/no/such/page'), 0);
  const ref = Object.fromEntries(f.referrers.map((r) => [r.referrer, r.views]));
  assert.equal(ref['www.google.com'], 2, 'only the host: never the search words');
  assert.equal(ref['-'], 1, 'this site itself');
  assert.equal(ref[''], 1, 'no referrer');
  const dev = Object.fromEntries(f.devices.map((d) => [d.device, d.views]));
  assert.deepEqual(dev, { desktop: 2, mobile: 1, tablet: 1 });
  const lang = Object.fromEntries(f.languages.map((l) => [l.lang, l.views]));
  assert.equal(lang.ko, 2);
  assert.equal(lang.zh, 1);
  const today = f.days.find((d) => d.day === seoulDay(testNow()))!;
  assert.equal(today.views, 4);
  // The desktop browser twice is one visitor; the phone and the tablet are two more (all from 127.0.0.1).
  assert.equal(today.visitors, 3);
  assert.equal(f.days.length, 90, 'the last 90 days by default');

  // What is stored names no one: no address, no User-Agent, a 16-byte hash per visitor.
  const stored = JSON.stringify(
    await app.sequelize.query(
      `SELECT (SELECT json_agg(p) FROM page_visits p) AS v, (SELECT json_agg(encode(visitor, 'hex')) FROM visit_visitors) AS h,
              (SELECT bool_and(length(visitor) = 16) FROM visit_visitors) AS short`,
      { type: QueryTypes.SELECT },
    ),
  );
  assert.doesNotMatch(stored, /127\.0\.0\.1|Mozilla|iPhone|q=/);
  assert.match(stored, /"short":true/);
});

test('a day’s hashes are folded into its count after the day after, and the figures still show it', async () => {
  await visit('/introduce/history', { 'user-agent': PHONE });
  await figures();
  const day = seoulDay(testNow());
  advanceClock(2 * 86_400_000 + 60_000);
  // Two days idle end the staff session: log in again.
  admin = await adminToken(app);
  await visit('/introduce/history', { 'user-agent': PHONE });
  const f = await figures();
  const [left] = await app.sequelize.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM visit_visitors WHERE day <= $day',
    { type: QueryTypes.SELECT, bind: { day } },
  );
  assert.equal(left!.n, 0, 'no hash of that day is kept');
  assert.ok((f.days.find((d) => d.day === day)?.visitors ?? 0) >= 3, JSON.stringify(f.days.slice(-3)));
  assert.equal(f.days.at(-1)!.visitors, 1, 'today: the phone again, with the new day’s salt');
});

test('the funnel of the open round: 모집요강, /receipt, forms started and applications submitted', async () => {
  await visit('/entrance/recruit', { 'user-agent': DESKTOP });
  await visit('/entrance/recruit', { 'user-agent': PHONE });
  await visit('/receipt', { 'user-agent': PHONE });
  const started = (ua: string, path = '/receipt') =>
    fetch(`${app.baseUrl}/api/visits/started`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': ua },
      body: JSON.stringify({ path }),
    });
  assert.equal((await started(PHONE)).status, 204);
  assert.equal((await started(GOOGLEBOT)).status, 204, 'answered alike, not counted');
  const bad = await started(PHONE, '/admin');
  assert.equal(bad.status, 400);
  assert.match(((await bad.json()) as { errorMessage: string }).errorMessage, /원서접수 화면의 주소가 아닙니다/);
  assert.equal((await submitForm(app, validFields(), await defaultFiles())).status, 201);

  const [funnel] = (await figures()).funnels;
  assert.ok(funnel?.round.open);
  assert.deepEqual(
    {
      recruit: funnel.recruitViews,
      receipt: funnel.receiptViews,
      started: funnel.started,
      submitted: funnel.submitted,
    },
    { recruit: 2, receipt: 1, started: 1, submitted: 1 },
  );
});

test('the span is checked in Korean, the figures are staff-only, and they export as CSV', async () => {
  const bad = async (q: string, pattern: RegExp) => {
    const r = await call(app, 'GET', `/api/visits${q}`, { token: admin });
    assert.equal(r.status, 400, q);
    assert.match(String(r.body.errorMessage), pattern);
  };
  await bad('?from=2026-13-01', /시작일: /);
  await bad('?from=2026-02-30&to=2026-03-01', /없는 날짜/);
  await bad('?from=2026-11-02&to=2026-11-01', /시작일이 종료일보다 늦습니다/);
  await bad('?from=2024-01-01&to=2026-01-01', /400일까지/);
  await bad('?kind=x', /views 또는 days/);
  assert.equal((await call(app, 'GET', '/api/visits')).status, 401);
  const member = (await login(app, await makeUser({ role: 'user' }))).token;
  assert.equal((await call(app, 'GET', '/api/visits', { token: member })).status, 403);

  const day = seoulDay(testNow());
  const one = await figures(`?from=${day}&to=${day}`);
  assert.equal(one.days.length, 1);

  const csv = await fetch(`${app.baseUrl}/api/visits/export?from=${day}&to=${day}`, {
    headers: { authorization: `Bearer ${admin}` },
  });
  assert.equal(csv.status, 200);
  assert.match(csv.headers.get('content-type') ?? '', /text\/csv/);
  assert.match(csv.headers.get('content-disposition') ?? '', /attachment/);
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await csv.arrayBuffer());
  assert.ok(text.startsWith('\uFEFF날짜,페이지,유입 경로,기기,언어,페이지뷰\r\n'), text.slice(0, 80));
  assert.match(text, new RegExp(`${day},/entrance/recruit,직접 방문,휴대폰,알 수 없음,1`));
  const days = await fetch(`${app.baseUrl}/api/visits/export?from=${day}&to=${day}&kind=days`, {
    headers: { authorization: `Bearer ${admin}` },
  });
  assert.match(await days.text(), new RegExp(`날짜,페이지뷰,순방문자\r\n${day},\\d+,\\d+`));
});

test('원서작성 시작 counts one start per visitor and day: 500 posts from one browser read 1, as its visits do', async () => {
  const startedNow = async () => (await figures()).funnels[0]!.started;
  const post = (ua: string, path = '/receipt') =>
    fetch(`${app.baseUrl}/api/visits/started`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': ua },
      body: JSON.stringify({ path }),
    }).then((r) => r.status);
  // A new day, so every browser below starts afresh (the funnel test's phone started yesterday).
  advanceClock(86_400_000);
  admin = await adminToken(app);
  const before = await startedNow();
  const answers: number[] = [];
  for (let i = 0; i < 10; i++) answers.push(...(await Promise.all(Array.from({ length: 50 }, () => post(TABLET)))));
  assert.deepEqual(new Set(answers), new Set([204]), 'every post is answered alike');
  assert.equal(await startedNow(), before + 1, 'one browser, 500 posts: one start');
  // Written out in between (the figures flush): the same browser again later that day is still the same start.
  assert.equal(await post(TABLET), 204);
  assert.equal(await startedNow(), before + 1);
  // Another browser is another visitor; the next day the tablet starts again.
  assert.equal(await post(DESKTOP), 204);
  assert.equal(await startedNow(), before + 2);
  advanceClock(86_400_000);
  admin = await adminToken(app);
  assert.equal(await post(TABLET), 204);
  assert.equal(await startedNow(), before + 3);

  // What is kept names no one: a 16-byte hash per visitor, and none of the day before yesterday.
  const rows = await app.sequelize.query<{ day: string; visitor: string }>(
    `SELECT day::text AS day, encode(visitor, 'hex') AS visitor FROM form_start_visitors`,
    { type: QueryTypes.SELECT },
  );
  assert.ok(rows.length >= 3, JSON.stringify(rows));
  assert.ok(rows.every((r) => r.visitor.length === 32));
  assert.doesNotMatch(JSON.stringify(rows), /127\.0\.0\.1|Mozilla/);
});
