// Scheduled publishing of a page: the time must lie ahead, the public page turns over at that second in this
// process and in a second one on the same database, the clock's job makes it permanent exactly once however many
// processes run it, and a cancelled schedule never appears (its version comes back as the draft).
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { QueryTypes } from 'sequelize';
import { createPublisher } from '../../cache/publish.js';
import { nextWakeAt } from '../../web/clock.js';
import { publishDuePages } from '../../stored-pages/schedule.js';
import { advanceClock, call, login, makeUser, startTestApp, testNowMs, type TestApp } from '../../test/support.js';

let app: TestApp;
let second: TestApp;
let token: string;
before(async () => {
  app = await startTestApp();
  second = await startTestApp({ sameDatabaseAs: app });
  token = (await login(app, await makeUser({ role: 'content' }))).token;
});
after(async () => {
  await second.close();
  await app.close();
});

async function idOf(path: string): Promise<number> {
  const [row] = await app.sequelize.query<{ id: number }>(`SELECT id FROM pages WHERE path = $path`, {
    type: QueryTypes.SELECT,
    bind: { path },
  });
  return row.id;
}
/** The version a save starts from (edit conflicts). */
const versionOf = async (id: number) => (await call(app, 'GET', `/api/pages/${id}`, { token })).body.version as number;
const html = async (a: TestApp, path: string) => (await call<string>(a, 'GET', path)).body;
const publish = (id: number, body?: unknown) => call(app, 'POST', `/api/pages/${id}/publish`, { token, body });

test('a time that is not ahead, or not a date-time, is refused in Korean', async () => {
  const id = await idOf('/entrance/document');
  for (const at of [new Date(testNowMs() - 1000).toISOString(), '2030-13-01', 'tomorrow 9am', 42]) {
    const res = await publish(id, { at });
    assert.equal(res.status, 400, String(at));
    assert.match(res.body.errorMessage, /^예약 시각: /);
  }
  assert.match((await publish(id, { cancel: true })).body.errorMessage, /허용되지 않는 항목/);
});

test('a scheduled publish turns over at its second in both processes and is made permanent exactly once', async () => {
  const id = await idOf('/entrance/recruit');
  const put = await call(app, 'PUT', `/api/pages/${id}`, {
    token,
    body: {
      version: await versionOf(id),
      content: '<section class="content-section"><h2>다음 학기 모집요강</h2><p>2027학년도 후기 모집</p></section>',
    },
  });
  assert.equal(put.status, 200);
  const at = new Date(Math.ceil(testNowMs() / 1000) * 1000 + 5000);
  const res = await publish(id, { at: at.toISOString(), note: '월요일 9시 게시' });
  assert.equal(res.status, 200, JSON.stringify(res.body));
  assert.equal(res.body.scheduledAt, at.toISOString());
  assert.equal(res.body.hasDraft, false);
  // Both processes cache the page (until the scheduled second).
  for (const a of [app, second]) assert.doesNotMatch(await html(a, '/entrance/recruit'), /2027학년도 후기 모집/);
  // Shortly before the second (the test clock runs on while the two pages render: a margin a busy machine keeps).
  advanceClock(at.getTime() - testNowMs() - 2_000);
  for (const a of [app, second]) assert.doesNotMatch(await html(a, '/entrance/recruit'), /2027학년도 후기 모집/);
  advanceClock(at.getTime() - testNowMs());
  for (const a of [app, second]) assert.match(await html(a, '/entrance/recruit'), /2027학년도 후기 모집/);

  // Every process's clock runs the job; the UPDATE … WHERE scheduled_at <= now takes the row once.
  const runs = await Promise.all(
    [app, second, app].map((a) => publishDuePages(a.sequelize, createPublisher(a.sequelize, a.events))),
  );
  const [row] = await app.sequelize.query<{ n: number; scheduled_at: Date | null; published_at: Date }>(
    `SELECT (SELECT count(*)::int FROM page_revisions WHERE page_id = p.id AND kind = 'published' AND note = '예약 게시') AS n,
            scheduled_at, published_at FROM pages p WHERE id = $id`,
    { type: QueryTypes.SELECT, bind: { id } },
  );
  assert.ok(runs.reduce((a, b) => a + b, 0) <= 1, `promoted ${runs.join('+')} times`);
  assert.equal(row.n, 1, 'one published revision, stamped at the scheduled second');
  assert.equal(row.scheduled_at, null);
  assert.equal(row.published_at.getTime(), at.getTime());
  assert.match(await html(second, '/entrance/recruit'), /2027학년도 후기 모집/);
});

test('a cancelled schedule never appears; its version comes back as the draft', async () => {
  const id = await idOf('/department/roadmap');
  const before = await html(app, '/department/roadmap');
  await call(app, 'PUT', `/api/pages/${id}`, {
    token,
    body: { content: '<p>취소될 로드맵</p>', version: await versionOf(id) },
  });
  const at = new Date(testNowMs() + 60_000).toISOString();
  assert.equal((await publish(id, { at })).status, 200);
  const cancel = await call(app, 'DELETE', `/api/pages/${id}/schedule`, { token });
  assert.equal(cancel.status, 200);
  assert.equal(cancel.body.scheduledAt, null);
  assert.equal(cancel.body.draft.content, '<p>취소될 로드맵</p>');
  advanceClock(61_000);
  assert.equal(await html(second, '/department/roadmap'), before);
  assert.equal(await html(app, '/department/roadmap'), before);
  const again = await call(app, 'DELETE', `/api/pages/${id}/schedule`, { token });
  assert.equal(again.status, 404);
  assert.match(again.body.errorMessage, /예약된 게시가 없습니다/);
});

test("the publish clock wakes at a page's scheduled second, and soon after one already due", async () => {
  const id = await idOf('/policy/email');
  await call(app, 'PUT', `/api/pages/${id}`, {
    token,
    body: { content: '<p>예약된 거부 안내</p>', version: await versionOf(id) },
  });
  const before = await nextWakeAt(app.sequelize);
  const at = new Date(Math.ceil(testNowMs() / 1000) * 1000 + 2000);
  assert.equal((await publish(id, { at: at.toISOString() })).status, 200);
  assert.equal((await nextWakeAt(app.sequelize))?.getTime(), Math.min(at.getTime(), before?.getTime() ?? Infinity));
  advanceClock(at.getTime() - testNowMs() + 1000);
  // Due but not yet made permanent: the clock looks again within five seconds.
  const [{ due }] = await app.sequelize.query<{ due: boolean }>(
    `SELECT scheduled_at IS NOT NULL AS due FROM pages WHERE id = $id`,
    { type: QueryTypes.SELECT, bind: { id } },
  );
  if (due) {
    const next = (await nextWakeAt(app.sequelize))!.getTime() - testNowMs();
    assert.ok(next > 0 && next <= 5000, `wakes in ${next} ms`);
  }
  await publishDuePages(app.sequelize, createPublisher(app.sequelize, app.events));
  assert.match(await html(app, '/policy/email'), /예약된 거부 안내/);
});

test('a second edit changes the scheduled version, not the public page; cancelling keeps it as the draft', async () => {
  const id = await idOf('/department/missionary');
  const before = await html(app, '/department/missionary');
  await call(app, 'PUT', `/api/pages/${id}`, {
    token,
    body: { content: '<p>예약할 교과과정 첫 판</p>', version: await versionOf(id) },
  });
  const at = new Date(Math.ceil(testNowMs() / 1000) * 1000 + 3_600_000).toISOString();
  assert.equal((await publish(id, { at })).status, 200);
  // The editor's record: no draft, the scheduled version with its time.
  const shown = await call(app, 'GET', `/api/pages/${id}`, { token });
  assert.equal(shown.body.draft, null);
  assert.equal(shown.body.scheduled.content, '<p>예약할 교과과정 첫 판</p>');
  assert.equal(shown.body.scheduledAt, at);

  const edit = await call(app, 'PUT', `/api/pages/${id}`, {
    token,
    body: { content: '<p>예약할 교과과정 고친 판</p>', version: await versionOf(id) },
  });
  assert.equal(edit.status, 200, JSON.stringify(edit.body));
  assert.equal(edit.body.draft, null, 'the edit went into the scheduled version, not a draft beside it');
  assert.equal(edit.body.scheduled.content, '<p>예약할 교과과정 고친 판</p>');
  assert.equal(edit.body.scheduledAt, at, 'its time stays');
  assert.equal(await html(app, '/department/missionary'), before, 'the public page is unchanged');
  // The preview draws the scheduled words, saying when they go out.
  const link = await call<{ url: string }>(app, 'POST', `/api/pages/${id}/preview`, { token });
  const preview = await html(app, link.body.url);
  assert.match(preview, /예약할 교과과정 고친 판/);
  assert.match(preview, /에 게시 예약된 내용을 공개 페이지처럼/);
  const revs = await call<{ kind: string; note: string | null; content: string }[]>(
    app,
    'GET',
    `/api/pages/${id}/revisions`,
    { token },
  );
  assert.deepEqual(
    { kind: revs.body[0].kind, note: revs.body[0].note, content: revs.body[0].content },
    { kind: 'scheduled', note: '예약된 내용 수정', content: '<p>예약할 교과과정 고친 판</p>' },
  );

  const cancel = await call(app, 'DELETE', `/api/pages/${id}/schedule`, { token });
  assert.equal(cancel.status, 200);
  assert.equal(cancel.body.keptAsDraft, true);
  assert.equal(cancel.body.scheduledAt, null);
  assert.equal(cancel.body.draft.content, '<p>예약할 교과과정 고친 판</p>', '예약했던 내용은 초안으로 남습니다');
  assert.equal(await html(app, '/department/missionary'), before);
});

test('publishing now a scheduled version publishes it and ends the schedule', async () => {
  const id = await idOf('/department/global_business');
  await call(app, 'PUT', `/api/pages/${id}`, {
    token,
    body: { content: '<p>앞당겨 게시할 교수진</p>', version: await versionOf(id) },
  });
  const at = new Date(testNowMs() + 3_600_000).toISOString();
  assert.equal((await publish(id, { at })).status, 200);
  const now = await publish(id);
  assert.equal(now.status, 200);
  assert.equal(now.body.scheduledAt, null);
  assert.equal(now.body.content, '<p>앞당겨 게시할 교수진</p>');
  assert.match(await html(app, '/department/global_business'), /앞당겨 게시할 교수진/);
});
