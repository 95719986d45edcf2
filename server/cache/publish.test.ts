// Every write that can change a public page goes through the one publish step: after the API answers, the cached
// page has changed in the process that took the write and, through LISTEN/NOTIFY, in a second process on the
// same database. Each page is cached in both processes before the write, so a write that forgot to publish
// (or published before its commit) leaves the old page and fails here.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { Board } from '../../db/models/index.js';
import { adminToken, call, startTestApp, testNowMs, type TestApp } from '../test/support.js';
import { pdfBytes, upload } from '../test/upload.js';

let here: TestApp;
let other: TestApp;
let token: string;
before(async () => {
  here = await startTestApp();
  other = await startTestApp({ sameDatabaseAs: here });
  token = await adminToken(here);
});
after(async () => {
  await other.close();
  await here.close();
});

const page = async (app: TestApp, path: string) => (await fetch(app.baseUrl + path)).text();

/** Loads path in both processes (so both cache it) and checks that text is not on it yet. */
async function cachedWithout(path: string, text: string): Promise<void> {
  for (const app of [here, other]) {
    assert.ok(!(await page(app, path)).includes(text), `${text} already on ${path}`);
  }
}

/** The write's process shows text at once; the other process within 3 s (the NOTIFY travels through PostgreSQL). */
async function shownEverywhere(path: string, text: string, shown = true): Promise<void> {
  const has = (html: string) => html.includes(text) === shown;
  assert.ok(
    has(await page(here, path)),
    `${path} in the writing process: ${text} ${shown ? 'missing' : 'still there'}`,
  );
  let html = await page(other, path);
  for (let i = 0; i < 60 && !has(html); i++) {
    await new Promise((r) => setTimeout(r, 50));
    html = await page(other, path);
  }
  assert.ok(has(html), `${path} in the other process: ${text} ${shown ? 'missing' : 'still there'}`);
}

describe('one publish step for every public resource', () => {
  let postId = 0;

  test('post: a new notice appears on the notice board and the home page of both processes', async () => {
    const title = '발행 단계 시험 공지';
    await cachedWithout('/board/notice', title);
    await cachedWithout('/', title);
    const res = await call(here, 'POST', '/api/posts', {
      token,
      body: { boardEnName: 'notice', title, content: '<p>본문</p>' },
    });
    assert.equal(res.status, 201, JSON.stringify(res.body));
    postId = res.body.id as number;
    await shownEverywhere('/board/notice', title);
    await shownEverywhere('/', title);
  });

  test('file attached to a post: the post page lists it in both processes, and a deleted post is gone', async () => {
    const path = `/board/notice/${postId}`;
    const name = '발행시험첨부.pdf';
    await cachedWithout(path, name);
    const file = await upload(here, token, [{ name, bytes: pdfBytes() }]);
    assert.equal(file.status, 201);
    const res = await call(here, 'PUT', `/api/posts/${postId}`, {
      token,
      body: { attachmentIds: [file.body.id], version: 1 },
    });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    await shownEverywhere(path, name);
    assert.equal((await call(here, 'DELETE', `/api/posts/${postId}`, { token })).status, 200);
    await shownEverywhere('/board/notice', '발행 단계 시험 공지', false);
    assert.equal((await fetch(other.baseUrl + path)).status, 404);
  });

  test('board: a renamed board shows its new name in both processes', async () => {
    const board = await Board.findOne({ where: { enName: 'notice' } });
    const name = '새 이름 공지사항';
    await cachedWithout('/board/notice', name);
    const res = await call(here, 'PUT', `/api/boards/${board!.id}`, { token, body: { name } });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    await shownEverywhere('/board/notice', name);
  });

  test('popup: a popup switched on now shows on the home page of both processes', async () => {
    const title = '발행 시험 팝업';
    await cachedWithout('/', title);
    const hour = 3_600_000;
    const res = await call(here, 'POST', '/api/popups', {
      token,
      body: {
        title,
        body: '<p>안내</p>',
        startAt: new Date(testNowMs() - hour).toISOString(),
        endAt: new Date(testNowMs() + 24 * hour).toISOString(),
      },
    });
    assert.equal(res.status, 201, JSON.stringify(res.body));
    await shownEverywhere('/', title);
    assert.equal((await call(here, 'DELETE', `/api/popups/${res.body.id}`, { token })).status, 200);
    await shownEverywhere('/', title, false);
  });

  test('setting: a new address shows in the footer of both processes', async () => {
    const address = '서울특별시 발행구 시험로 7';
    await cachedWithout('/introduce/greeting', address);
    const res = await call(here, 'PUT', '/api/settings', { token, body: { address } });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    await shownEverywhere('/introduce/greeting', address);
  });
});
