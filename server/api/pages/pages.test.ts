// /api/pages: drafts leave the public page alone, the preview link (valid, expired, tampered), publish now, the
// authoring refusals, restore and the list. Scheduled publishing has its own file (schedule.test.ts), 번역 확인 필요
// too (translation.test.ts).
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { QueryTypes } from 'sequelize';
import { advanceClock, call, testNowMs, login, makeUser, startTestApp, type TestApp } from '../../test/support.js';

let app: TestApp;
let token: string;
before(async () => {
  app = await startTestApp();
  token = (await login(app, await makeUser({ role: 'content' }))).token;
});
after(() => app.close());

async function idOf(path: string): Promise<number> {
  const [row] = await app.sequelize.query<{ id: number }>(`SELECT id FROM pages WHERE path = $path`, {
    type: QueryTypes.SELECT,
    bind: { path },
  });
  return row.id;
}
/** A save as the editor makes it: from the version the page has now (edit conflicts). */
const put = async (id: number, body: Record<string, unknown>) => {
  const { version } = (await call(app, 'GET', `/api/pages/${id}`, { token })).body;
  return call(app, 'PUT', `/api/pages/${id}`, { token, body: { version, ...body } });
};
const publish = (id: number, body?: unknown) => call(app, 'POST', `/api/pages/${id}/publish`, { token, body });
const publicHtml = async (path: string) => (await call<string>(app, 'GET', path)).body;

describe('the list', () => {
  test('grouped by menu group in menu order, with the list fields; filter by group and q', async () => {
    const all = await call<any[]>(app, 'GET', '/api/pages?range=[0,99]', { token });
    assert.equal(all.status, 200);
    assert.equal(all.headers.get('content-range'), `pages 0-${all.body.length - 1}/${all.body.length}`);
    const groups = all.body.map((p) => p.group);
    assert.deepEqual(
      groups,
      [...groups].sort((a, b) => order(a) - order(b)),
      'menu order',
    );
    const greeting = all.body.find((p) => p.path === '/introduce/greeting');
    assert.deepEqual(Object.keys(greeting).sort(), [
      'counterpartPath',
      'draftSavedAt',
      'group',
      'groupLabel',
      'hasDraft',
      'id',
      'lang',
      'path',
      'publishedAt',
      'redirectTo',
      'retiredAt',
      'scheduledAt',
      'title',
      'translationStale',
    ]);
    assert.equal(greeting.groupLabel, '대학원 소개');
    const china = await call<any[]>(app, 'GET', `/api/pages?filter=${encodeURIComponent('{"group":"china"}')}`, {
      token,
    });
    assert.ok(china.body.length >= 3 && china.body.every((p) => p.lang === 'zh-Hans'));
    const q = await call<any[]>(app, 'GET', `/api/pages?filter=${encodeURIComponent('{"q":"인사말"}')}`, { token });
    assert.deepEqual(
      q.body.map((p) => p.path),
      ['/introduce/greeting'],
    );
    const bad = await call(app, 'GET', `/api/pages?filter=${encodeURIComponent('{"group":"nope"}')}`, { token });
    assert.equal(bad.status, 400);
    assert.match(bad.body.errorMessage, /알 수 없는 메뉴 그룹/);
  });
});
const order = (g: string) =>
  ['introduce', 'entrance', 'department', 'academic', 'venture', 'china', 'policy'].indexOf(g);

describe('drafts', () => {
  test('saving a draft keeps the fields left out, sanitizes the body, warns, and leaves the public page alone', async () => {
    const id = await idOf('/introduce/education');
    const before = await call(app, 'GET', `/api/pages/${id}`, { token });
    const publicBefore = await publicHtml('/introduce/education');
    const res = await put(id, {
      content: '<h2>새 건학이념</h2><p>초안 문장<script>alert(1)</script></p><p><a href="/x">여기</a></p><p></p>',
      note: '문장 다듬기',
    });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.equal(res.body.title, '교육이념', 'the published title is unchanged');
    assert.equal(res.body.draft.title, '교육이념', 'the title left out stays');
    assert.equal(res.body.draft.summary, before.body.summary);
    assert.doesNotMatch(res.body.draft.content, /script/);
    assert.equal(res.body.hasDraft, true);
    assert.deepEqual(
      res.body.warnings.map((w: any) => w.code),
      ['link-text', 'empty-paragraph'],
    );
    assert.match(res.body.warnings[0].message, /6\.4\.3 적절한 링크 텍스트/);
    assert.equal(await publicHtml('/introduce/education'), publicBefore, 'the public page did not change');
    const revs = await call<any[]>(app, 'GET', `/api/pages/${id}/revisions`, { token });
    assert.equal(revs.body[0].kind, 'draft');
    assert.equal(revs.body[0].note, '문장 다듬기');
    assert.equal(revs.body[0].staffName, '테스트사용자');
  });

  test('bad input answers Korean 400s and writes nothing', async () => {
    const id = await idOf('/introduce/history');
    const cases: [unknown, RegExp][] = [
      [{ title: '   ' }, /^제목: 제목을 입력해 주세요\.$/],
      [{ title: '가'.repeat(201) }, /^제목: 200자 이내/],
      [{ description: '가'.repeat(301) }, /^검색엔진 설명: 300자 이내/],
      [{ content: '<script>x</script>' }, /^본문: 본문을 입력해 주세요\.$/],
      [{ content: 42 }, /^본문: /],
      [{ path: '/x', wat: 1 }, /허용되지 않는 항목/],
    ];
    for (const [body, message] of cases) {
      const res = await put(id, body as Record<string, unknown>);
      assert.equal(res.status, 400, JSON.stringify(body));
      assert.match(res.body.errorMessage, message);
    }
    const page = await call(app, 'GET', `/api/pages/${id}`, { token });
    assert.equal(page.body.draft, null);
    assert.equal((await put(999999, { title: '없음' })).status, 404);
    assert.equal((await call(app, 'PUT', `/api/pages/abc`, { token, body: {} })).status, 400);
  });
});

describe('preview', () => {
  test('a signed link shows the draft as the public page would, marked 미리보기, noindex, no-store; it expires after 10 minutes', async () => {
    const id = await idOf('/introduce/greeting');
    await put(id, { title: '원장 인사말', content: '<p>미리 보는 인사말 초안입니다.</p>' });
    const res = await call(app, 'POST', `/api/pages/${id}/preview`, { token });
    assert.equal(res.status, 200);
    assert.match(res.body.url, /^\/preview\/pages\/[\w-]+\.[\w-]+\.[\w-]+$/);
    const page = await call<string>(app, 'GET', res.body.url);
    assert.equal(page.status, 200);
    assert.match(page.body, /미리 보는 인사말 초안입니다/);
    assert.match(page.body, /<strong>미리보기<\/strong>/);
    assert.match(page.body, /<meta name="robots" content="noindex"/);
    assert.equal(page.headers.get('x-robots-tag'), 'noindex, nofollow');
    assert.equal(page.headers.get('cache-control'), 'no-store');
    assert.match(page.body, /<h1 class="page-title">원장 인사말<\/h1>/, 'the same renderer as the public page');
    assert.doesNotMatch(await publicHtml('/introduce/greeting'), /미리 보는 인사말/);

    const parts = res.body.url.split('.');
    parts[1] = Buffer.from(JSON.stringify({ p: id + 1, iat: 1, exp: 9_999_999_999, aud: 'page-preview' })).toString(
      'base64url',
    );
    const tampered = await call<string>(app, 'GET', parts.join('.'));
    assert.equal(tampered.status, 403);
    assert.match(tampered.body, /미리보기 링크가 올바르지 않습니다/);
    assert.equal(tampered.headers.get('x-robots-tag'), 'noindex, nofollow');

    advanceClock(9 * 60_000);
    assert.equal((await call(app, 'GET', res.body.url)).status, 200, 'still valid at 9 minutes');
    advanceClock(61_000);
    const expired = await call<string>(app, 'GET', res.body.url);
    assert.equal(expired.status, 410);
    assert.match(expired.body, /유효 시간\(10분\)이 지났습니다/);
    assert.equal(expired.headers.get('cache-control'), 'no-store');
  });
});

describe('publish now, the authoring refusals and restore', () => {
  test('publishing makes the draft the public page at once, with a published revision', async () => {
    const id = await idOf('/venture/info');
    await put(id, {
      content: '<section class="content-section"><h2>연구소 2030</h2><p>새 연구소 소개 문장</p></section>',
    });
    const res = await publish(id, { note: '2030 비전 반영' });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.equal(res.body.hasDraft, false);
    assert.match(res.body.content, /새 연구소 소개 문장/);
    assert.match(await publicHtml('/venture/info'), /새 연구소 소개 문장/);
    const revs = await call<any[]>(app, 'GET', `/api/pages/${id}/revisions`, { token });
    assert.deepEqual([revs.body[0].kind, revs.body[0].note], ['published', '2030 비전 반영']);
  });

  test('an image without alt text or a table without header cells refuses the publish, naming the place', async () => {
    const id = await idOf('/introduce/history');
    const before = await publicHtml('/introduce/history');
    await put(id, {
      content: '<p><img src="/files/1" alt="캠퍼스"><img src="/files/2" alt="정문"><img src="/files/3"></p>',
    });
    const img = await publish(id);
    assert.equal(img.status, 400);
    assert.match(
      img.body.errorMessage,
      /세 번째 이미지에 대체 텍스트가 없습니다\. \(5\.1\.1 적절한 대체 텍스트 제공\)/,
    );
    await put(id, { content: '<table><tr><td>과목</td><td>학점</td></tr></table>' });
    const table = await publish(id, {
      at: new Date(testNowMs() + 86_400_000 * 400).toISOString(),
    });
    assert.equal(table.status, 400);
    assert.match(table.body.errorMessage, /첫 번째 표에 제목 셀\(th\)이 없습니다\. \(5\.3\.1 표의 구성\)/);
    assert.equal(await publicHtml('/introduce/history'), before);
  });

  test('restoring an old version makes it the draft (with a restored revision); the public page waits for publish', async () => {
    const id = await idOf('/venture/info');
    const revs = await call<any[]>(app, 'GET', `/api/pages/${id}/revisions`, { token });
    const first = revs.body.at(-1);
    assert.equal(first.note, '소스 코드에서 옮긴 최초 판');
    const res = await call(app, 'POST', `/api/pages/${id}/revisions/${first.id}/restore`, { token });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.equal(res.body.draft.content, first.content);
    assert.match(await publicHtml('/venture/info'), /새 연구소 소개 문장/);
    const after = await call<any[]>(app, 'GET', `/api/pages/${id}/revisions`, { token });
    assert.equal(after.body[0].kind, 'restored');
    assert.match(after.body[0].note, /판\(\d+번\)을 되살림/);
    await publish(id);
    assert.doesNotMatch(await publicHtml('/venture/info'), /새 연구소 소개 문장/);
    const other = await idOf('/introduce/history');
    const wrong = await call(app, 'POST', `/api/pages/${other}/revisions/${first.id}/restore`, { token });
    assert.equal(wrong.status, 404);
  });
});
