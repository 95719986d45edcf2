// Edit conflicts: two staff save the same page, post or menu from the same version. The second
// save gets 409 naming who saved first and when (Seoul time), the version now stored and the record now, and
// nothing of it is written; saves sent at the same instant: exactly one wins. A save without version gets a 400.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { QueryTypes } from 'sequelize';
import { conflictTime } from '../../domain/edit-conflict.js';
import { call, login, makeUser, startTestApp, testNow, type TestApp } from '../test/support.js';

let app: TestApp;
let first: string;
let second: string;
before(async () => {
  app = await startTestApp();
  const [a, b] = [await makeUser({ role: 'content' }), await makeUser({ role: 'content' })];
  await a.user.update({ name: '김먼저' });
  await b.user.update({ name: '이나중' });
  first = (await login(app, a)).token;
  second = (await login(app, b)).token;
});
after(() => app.close());

async function pageId(path: string): Promise<number> {
  const [row] = await app.sequelize.query<{ id: number }>(`SELECT id FROM pages WHERE path = $path`, {
    type: QueryTypes.SELECT,
    bind: { path },
  });
  return row.id;
}

/** The 409's shape: who, when (Seoul, in the message too), the version now and the record now. */
function assertConflict(res: { status: number; body: any }, version: number) {
  assert.equal(res.status, 409, JSON.stringify(res.body));
  assert.equal(res.body.savedBy, '김먼저');
  const savedAt = new Date(res.body.savedAt);
  const ago = testNow().getTime() - savedAt.getTime();
  assert.ok(ago >= 0 && ago < 60_000, `saved just now by the test clock (${ago} ms ago)`);
  assert.equal(res.body.version, version);
  assert.ok(res.body.errorMessage.startsWith(`김먼저님이 ${conflictTime(savedAt)}에 먼저 저장했습니다.`));
  assert.match(res.body.errorMessage, /^김먼저님이 \d+월 \d+일 \d\d:\d\d에 먼저 저장했습니다\./);
}

describe('pages', () => {
  test('the second save from the same version gets 409 with who, when and the page now; nothing is written', async () => {
    const id = await pageId('/introduce/history');
    const opened = await call(app, 'GET', `/api/pages/${id}`, { token: first });
    const v = opened.body.version as number;
    assert.equal(typeof v, 'number');
    const mine = await call(app, 'PUT', `/api/pages/${id}`, {
      token: first,
      body: { content: '<p>김먼저의 연혁</p>', version: v },
    });
    assert.equal(mine.status, 200, JSON.stringify(mine.body));
    assert.equal(mine.body.version, v + 1);
    const theirs = await call(app, 'PUT', `/api/pages/${id}`, {
      token: second,
      body: { content: '<p>이나중의 연혁</p>', version: v },
    });
    assertConflict(theirs, v + 1);
    assert.equal(theirs.body.current.draft.content, '<p>김먼저의 연혁</p>');
    assert.equal(theirs.body.current.version, v + 1);
    const now = await call(app, 'GET', `/api/pages/${id}`, { token: second });
    assert.equal(now.body.draft.content, '<p>김먼저의 연혁</p>', 'the refused save wrote nothing');
    // 내 내용 유지하고 다시 저장: the same words with the version the 409 named.
    const again = await call(app, 'PUT', `/api/pages/${id}`, {
      token: second,
      body: { content: '<p>이나중의 연혁</p>', version: theirs.body.version },
    });
    assert.equal(again.status, 200);
    assert.equal(again.body.draft.content, '<p>이나중의 연혁</p>');
    assert.equal(again.body.version, v + 2);
  });

  test('publishing raises the version too, so an editor opened before it cannot overwrite silently', async () => {
    const id = await pageId('/introduce/greeting');
    const v = (await call(app, 'GET', `/api/pages/${id}`, { token: first })).body.version as number;
    const published = await call(app, 'POST', `/api/pages/${id}/publish`, { token: first, body: {} });
    assert.equal(published.status, 200);
    assert.equal(published.body.version, v + 1);
    const stale = await call(app, 'PUT', `/api/pages/${id}`, { token: second, body: { title: '인사말', version: v } });
    assertConflict(stale, v + 1);
  });

  test('of saves sent at once from the same version exactly one wins', async () => {
    const id = await pageId('/introduce/contact');
    const v = (await call(app, 'GET', `/api/pages/${id}`, { token: first })).body.version as number;
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_x, i) =>
        call(app, 'PUT', `/api/pages/${id}`, {
          token: i % 2 ? second : first,
          body: { content: `<p>동시 저장 ${i}</p>`, version: v },
        }),
      ),
    );
    assert.deepEqual(answers.map((a) => a.status).sort(), [200, 409, 409, 409, 409, 409]);
    const winner = answers.find((a) => a.status === 200)!;
    const now = await call(app, 'GET', `/api/pages/${id}`, { token: first });
    assert.equal(now.body.version, v + 1);
    assert.equal(now.body.draft.content, winner.body.draft.content);
  });

  test('a save without version is refused in Korean (400), naming the field; an unknown page is still a 404', async () => {
    const id = await pageId('/introduce/greeting');
    const res = await call(app, 'PUT', `/api/pages/${id}`, { token: first, body: { title: '버전 없이' } });
    assert.equal(res.status, 400);
    assert.match(res.body.errorMessage, /^편집 판 번호: .*화면을 새로 고친 뒤 다시 저장해 주세요/);
    assert.ok(res.body.errors.version);
    const bad = await call(app, 'PUT', `/api/pages/${id}`, { token: first, body: { version: 'x' } });
    assert.equal(bad.status, 400);
    assert.match(bad.body.errorMessage, /편집 판 번호/);
    assert.equal((await call(app, 'PUT', `/api/pages/999999`, { token: first, body: {} })).status, 404);
  });
});

describe('posts', () => {
  async function makePost(): Promise<any> {
    const res = await call(app, 'POST', '/api/posts', {
      token: first,
      body: { boardEnName: 'notice', title: '충돌 시험 공지', content: '<p>처음</p>' },
    });
    assert.equal(res.status, 201, JSON.stringify(res.body));
    assert.equal(res.body.version, 1);
    return res.body;
  }

  test('the second save from the same version gets 409 with who, when and the post now', async () => {
    const post = await makePost();
    const mine = await call(app, 'PUT', `/api/posts/${post.id}`, {
      token: first,
      body: { ...post, title: '김먼저의 제목' },
    });
    assert.equal(mine.status, 200, JSON.stringify(mine.body));
    assert.equal(mine.body.version, 2);
    const theirs = await call(app, 'PUT', `/api/posts/${post.id}`, {
      token: second,
      body: { ...post, title: '이나중의 제목' },
    });
    assertConflict(theirs, 2);
    assert.equal(theirs.body.current.title, '김먼저의 제목');
    const now = await call(app, 'GET', `/api/posts/${post.id}`, { token: second });
    assert.equal(now.body.title, '김먼저의 제목');
    const again = await call(app, 'PUT', `/api/posts/${post.id}`, {
      token: second,
      body: { title: '이나중의 제목', version: theirs.body.version },
    });
    assert.equal(again.status, 200);
    assert.equal(again.body.version, 3);
  });

  test('a restored revision raises the version; saves sent at once: exactly one wins; none without version', async () => {
    const post = await makePost();
    const revs = await call<any[]>(app, 'GET', `/api/posts/${post.id}/revisions`, { token: first });
    const restored = await call(app, 'POST', `/api/posts/${post.id}/revisions/${revs.body[0].id}/restore`, {
      token: first,
    });
    assert.equal(restored.status, 200);
    assert.equal(restored.body.post.version, 2);
    assertConflict(
      await call(app, 'PUT', `/api/posts/${post.id}`, { token: second, body: { title: '늦은 저장', version: 1 } }),
      2,
    );
    const answers = await Promise.all(
      Array.from({ length: 4 }, (_x, i) =>
        call(app, 'PUT', `/api/posts/${post.id}`, {
          token: i % 2 ? second : first,
          body: { title: `동시 ${i}`, version: 2 },
        }),
      ),
    );
    assert.deepEqual(answers.map((a) => a.status).sort(), [200, 409, 409, 409]);
    const missing = await call(app, 'PUT', `/api/posts/${post.id}`, { token: first, body: { title: '버전 없이' } });
    assert.equal(missing.status, 400);
    assert.match(missing.body.errorMessage, /^편집 판 번호: /);
  });
});

describe('the menu', () => {
  test('GET answers version; a second PUT from it gets 409 with the menu now; saves at once: one wins', async () => {
    const m = (await call(app, 'GET', '/api/menu', { token: first })).body;
    assert.equal(typeof m.version, 'number');
    const mine = structuredClone(m);
    mine.groups[0].label = '대학원 안내';
    const ok = await call(app, 'PUT', '/api/menu', { token: first, body: mine });
    assert.equal(ok.status, 200, JSON.stringify(ok.body));
    assert.equal(ok.body.version, m.version + 1);
    const theirs = structuredClone(m);
    theirs.groups[1].label = '입학 안내';
    const refused = await call(app, 'PUT', '/api/menu', { token: second, body: theirs });
    assertConflict(refused, m.version + 1);
    assert.equal(refused.body.current.groups[0].label, '대학원 안내');
    assert.equal(refused.body.current.groups[1].label, '입학안내', 'nothing of the refused save was written');

    const now = refused.body.current;
    const answers = await Promise.all(
      [first, second, first].map((token, i) => {
        const body = structuredClone(now);
        body.groups[0].label = `동시 ${i}`;
        return call(app, 'PUT', '/api/menu', { token, body });
      }),
    );
    assert.deepEqual(answers.map((a) => a.status).sort(), [200, 409, 409]);

    const { version: _v, ...withoutVersion } = answers.find((a) => a.status === 200)!.body;
    const missing = await call(app, 'PUT', '/api/menu', { token: first, body: withoutVersion });
    assert.equal(missing.status, 400);
    assert.match(missing.body.errorMessage, /^편집 판 번호: /);
  });
});
