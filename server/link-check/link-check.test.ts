// 깨진 링크: the check runs against a local HTTP server on a free port (never the internet): an external 200, a 404,
// a server that refuses HEAD and answers GET, a flaky one that passes on its re-check, a timeout; this site's links
// are resolved in the process: a retired page linked from two posts is reported for both with a redirect to where
// it moved, a link an existing redirect mends is not broken, and 리디렉션 만들기 mends it for the next run. The
// weekly job runs once across two processes; 지금 검사 is 최고관리자's; the dashboard counts what is broken.
import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { QueryTypes } from 'sequelize';
import { upsertRedirects } from '../redirects/store.js';
import { LINK_ROUTES } from '../link-routes.js';
import { advanceClock, call, login, makeUser, startTestApp, TEST_PUBLIC_URL, type TestApp } from '../test/support.js';
import { startLinkCheckJob } from './job.js';
import { runLinkCheck, type LinkCheckOptions } from './run.js';
import { claimRun, countBrokenLinks, failRun, listBrokenLinks } from './store.js';

let app: TestApp;
let content: string;
let superadmin: string;
let admissions: string;
let remote: http.Server;
let ext: string;
const seen: { method: string; path: string; agent: string }[] = [];
let flakyHits = 0;

before(async () => {
  remote = http.createServer((req, res) => {
    seen.push({ method: req.method!, path: req.url!, agent: req.headers['user-agent'] ?? '' });
    if (req.url === '/ok') return res.writeHead(200).end('ok');
    if (req.url === '/moved') return res.writeHead(301, { location: '/ok' }).end();
    if (req.url === '/gone') return res.writeHead(404).end();
    if (req.url === '/no-head') return res.writeHead(req.method === 'HEAD' ? 405 : 200).end();
    if (req.url === '/flaky') return res.writeHead(flakyHits++ === 0 ? 503 : 200).end();
    // /slow never answers: the check's timeout ends it.
  });
  await new Promise<void>((r) => remote.listen(0, '127.0.0.1', r));
  ext = `http://127.0.0.1:${(remote.address() as AddressInfo).port}`;
  app = await startTestApp();
  content = (await login(app, await makeUser({ role: 'content' }))).token;
  superadmin = (await login(app, await makeUser({ role: 'superadmin' }))).token;
  admissions = (await login(app, await makeUser({ role: 'admissions' }))).token;
});
after(async () => {
  await app.close();
  remote.closeAllConnections();
  await new Promise((r) => remote.close(r));
});

const options = (): LinkCheckOptions => ({
  sequelize: app.sequelize,
  publicUrl: TEST_PUBLIC_URL,
  routes: LINK_ROUTES,
  external: {
    timeoutMs: 300,
    concurrency: 3,
    hostPaceMs: 5,
    recheckDelayMs: 30,
    userAgent: 'GSB-LinkChecker/test',
    allowedTestOrigins: [ext],
  },
});

type Row = {
  id: number;
  url: string;
  status: string;
  internal: boolean;
  foundIn: { kind: string; id: number | null; title: string; editUrl: string };
  firstSeenAt: string;
  lastCheckedAt: string;
  redirectSuggestion: { from: string; to: string } | null;
};
const postRows = async () => {
  const filter = encodeURIComponent(JSON.stringify({ kind: 'post' }));
  const res = await call<Row[]>(app, 'GET', `/api/link-checks?filter=${filter}&sort=["id","ASC"]&range=[0,99]`, {
    token: content,
  });
  assert.equal(res.status, 200, JSON.stringify(res.body));
  return res.body;
};
const post = async (title: string, html: string): Promise<number> => {
  const made = await call<{ id: number }>(app, 'POST', '/api/posts', {
    token: content,
    body: { boardEnName: 'notice', title, content: html },
  });
  assert.equal(made.status, 201, JSON.stringify(made.body));
  return made.body.id;
};
const page = async (path: string, title: string): Promise<number> => {
  const made = await call<{ id: number }>(app, 'POST', '/api/pages', {
    token: content,
    body: { path, title, content: `<p>${title}</p>` },
  });
  assert.equal(made.status, 201, JSON.stringify(made.body));
  const published = await call(app, 'POST', `/api/pages/${made.body.id}/publish`, { token: content, body: {} });
  assert.equal(published.status, 200, JSON.stringify(published.body));
  return made.body.id;
};
const runs = async () =>
  (
    await app.sequelize.query<{ n: number }>(`SELECT count(*)::int AS n FROM link_check_runs`, {
      type: QueryTypes.SELECT,
    })
  )[0].n;

describe('the link check', () => {
  test('지금 검사: 최고관리자 starts a run (202), sees it end; one at a time; others may not start one', async () => {
    const started = await call<any>(app, 'POST', '/api/link-checks/run', { token: superadmin });
    assert.equal(started.status, 202, JSON.stringify(started.body));
    assert.equal(started.body.status, 'running');
    let last = started.body;
    for (let i = 0; i < 100 && last.status === 'running'; i++) {
      await new Promise((r) => setTimeout(r, 50));
      last = (await call<any>(app, 'GET', '/api/link-checks/run', { token: content })).body;
    }
    assert.equal(last.id, started.body.id);
    assert.equal(last.status, 'done');
    assert.ok(last.links > 0, 'the seeded pages and menu have links');

    const held = await claimRun(app.sequelize, { by: null });
    const busy = await call<any>(app, 'POST', '/api/link-checks/run', { token: superadmin });
    assert.equal(busy.status, 409);
    assert.equal(busy.body.errorMessage, '링크 검사가 이미 진행 중입니다. 끝난 뒤 다시 눌러주세요.');
    await failRun(app.sequelize, held!.id);

    assert.equal((await call(app, 'POST', '/api/link-checks/run', { token: content })).status, 403);
    assert.equal((await call(app, 'GET', '/api/link-checks', { token: admissions })).status, 403);
    const bad = await call<any>(app, 'POST', '/api/link-checks/run', { token: superadmin, body: { now: true } });
    assert.equal(bad.status, 400);
    assert.match(bad.body.errorMessage, /[가-힣]/);
  });

  test('external links by HEAD/GET with a re-check; a retired page linked from two posts offers a redirect', async () => {
    await page('/academic/campus-map', '캠퍼스 지도');
    const oldId = await page('/introduce/campus-map', '캠퍼스 지도(옛)');
    const retired = await call(app, 'POST', `/api/pages/${oldId}/retire`, {
      token: content,
      body: { redirectTo: null },
    });
    assert.equal(retired.status, 200, JSON.stringify(retired.body));
    await upsertRedirects(app.sequelize, [
      { from: '/bbs/board.php?bo_table=old&wr_id=1', to: '/board/notice', source: 'staff' },
    ]);

    const first = await post(
      '바깥 링크 모음',
      `<p><a href="${ext}/ok">정상</a> <a href="${ext}/gone">없음</a> <a href="${ext}/no-head">HEAD 거절</a>
       <a href="${ext}/flaky">가끔 실패</a> <a href="${ext}/slow">느림</a> <a href="/introduce/campus-map">지도</a>
       <a href="http://10.0.0.1/intranet">내부망</a> <a href="${ext}/moved">옮김</a></p>`,
    );
    const second = await post(
      '안쪽 링크 모음',
      `<p><a href="/introduce/campus-map/">지도</a> <a href="/bbs/board.php?bo_table=old&amp;wr_id=1">옛 글</a>
       <a href="/board/notice">공지</a> <a href="${TEST_PUBLIC_URL}/no-such-page">없는 곳</a>
       <a href="mailto:office@example.ac.kr">메일</a> <a href="#top">위로</a></p>`,
    );

    const run = await runLinkCheck(options());
    assert.equal(run?.status, 'done');
    const rows = await postRows();
    const brief = rows.map((r) => [r.foundIn.id, r.url, r.status, r.redirectSuggestion?.to ?? null]);
    assert.deepEqual(
      brief.sort((a, b) => String(a).localeCompare(String(b))),
      [
        [first, `${ext}/gone`, '404', null],
        [first, 'http://10.0.0.1/intranet', 'private', null],
        [first, `${ext}/slow`, 'timeout', null],
        [first, '/introduce/campus-map', '404', '/academic/campus-map'],
        [second, `${TEST_PUBLIC_URL}/no-such-page`, '404', null],
        [second, '/introduce/campus-map/', '404', '/academic/campus-map'],
      ].sort((a, b) => String(a).localeCompare(String(b))),
    );
    const mapRow = rows.find((r) => r.foundIn.id === second && r.internal)!;
    assert.deepEqual(mapRow.foundIn, {
      kind: 'post',
      id: second,
      title: '안쪽 링크 모음',
      editUrl: `/admin/posts/${second}`,
    });
    assert.deepEqual(mapRow.redirectSuggestion, { from: '/introduce/campus-map', to: '/academic/campus-map' });

    // HEAD first, GET where HEAD is refused, a second look at what failed, always with the checker's name.
    const methods = (path: string) => seen.filter((s) => s.path === path).map((s) => s.method);
    assert.deepEqual(methods('/ok'), ['HEAD', 'HEAD'], 'once itself, once as the target of /moved');
    assert.deepEqual(methods('/moved'), ['HEAD']);
    assert.deepEqual(methods('/no-head'), ['HEAD', 'GET']);
    assert.deepEqual(methods('/flaky'), ['HEAD', 'HEAD']);
    assert.deepEqual(methods('/gone'), ['HEAD', 'HEAD']);
    assert.ok(seen.every((s) => s.agent === 'GSB-LinkChecker/test'));

    const dashboard = await call<any>(app, 'GET', '/api/dashboard', { token: content });
    const all = await call<Row[]>(app, 'GET', '/api/link-checks', { token: content });
    assert.equal(dashboard.body.brokenLinks, Number(all.headers.get('content-range')!.split('/')[1]));
    assert.ok(dashboard.body.brokenLinks >= 5);
    assert.equal((await call<any>(app, 'GET', '/api/dashboard', { token: admissions })).body.brokenLinks, null);

    // The scope hook: an editor of the notice board sees its posts' links only; one of a page prefix sees none here.
    const page0 = { offset: 0, limit: 100, sortColumn: 'id', sortOrder: 'ASC' as const };
    const notice = await listBrokenLinks(app.sequelize, {}, { pages: [], boards: ['notice'] }, page0);
    assert.deepEqual(
      notice.rows.map((r) => r.id),
      rows.map((r) => r.id),
    );
    assert.equal(await countBrokenLinks(app.sequelize, { pages: ['/academic'], boards: [] }), 0);
  });

  test('리디렉션 만들기 mends both posts on the next run; what stays broken keeps its first-seen time', async () => {
    const before = await postRows();
    const suggestion = before.find((r) => r.redirectSuggestion)!.redirectSuggestion!;
    const made = await call(app, 'POST', '/api/redirects', { token: content, body: suggestion });
    assert.equal(made.status, 201, JSON.stringify(made.body));
    const moved = await fetch(`${app.baseUrl}/introduce/campus-map`, { redirect: 'manual' });
    assert.equal(moved.status, 301, 'the public page follows the new redirect');
    assert.equal(moved.headers.get('location'), '/academic/campus-map');

    advanceClock(60_000);
    await runLinkCheck(options());
    const after = await postRows();
    assert.ok(!after.some((r) => r.url.startsWith('/introduce/campus-map')), 'mended by the redirect');
    const gone = after.find((r) => r.url === `${ext}/gone`)!;
    const was = before.find((r) => r.url === `${ext}/gone`)!;
    assert.equal(gone.firstSeenAt, was.firstSeenAt);
    assert.ok(gone.lastCheckedAt > was.lastCheckedAt);
  });

  test('the weekly job: nothing within the week; after it, two processes run it once between them', async () => {
    const jobs = [startLinkCheckJob(options()), startLinkCheckJob(options())];
    const n = await runs();
    await Promise.all(jobs.map((j) => j.runOnce()));
    assert.equal(await runs(), n, 'the last run is within the week');
    advanceClock(7 * 86_400_000 + 1000);
    await Promise.all(jobs.map((j) => j.runOnce()));
    assert.equal(await runs(), n + 1);
    for (const j of jobs) await j.stop();
  });
});
