// 담당 범위: a 최고관리자 limits AI비즈니스학과 조교 (홍보·콘텐츠 담당) to the department's pages and its board. The
// assistant then gets 403 in Korean for the ids of other pages and posts, sees only its own in the lists (pages,
// posts, boards, 휴지통), cannot open 메뉴 관리, 사이트 설정, 팝업 and the rest, and works inside its scope; a change
// of the scope holds from the next call of the session already open.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { QueryTypes } from 'sequelize';
import { OUT_OF_SCOPE } from '../../../domain/scope.js';
import { adminToken, call, login, makeUser, startTestApp, type TestApp } from '../../test/support.js';

let app: TestApp;
let admin: string;
let assistant: string;
let assistantId: number;
const SCOPE = { pages: ['/department/ai_business'], boards: ['ai_business'] };

const pageId = async (path: string) =>
  (
    await app.sequelize.query<{ id: number }>('SELECT id FROM pages WHERE path = $path AND deleted_at IS NULL', {
      type: QueryTypes.SELECT,
      bind: { path },
    })
  )[0].id;
const as = (token: string) => ({
  get: (url: string) => call<any>(app, 'GET', url, { token }),
  send: (method: 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) =>
    call<any>(app, method, url, { token, body }),
});

before(async () => {
  app = await startTestApp();
  admin = await adminToken(app);
  const board = await as(admin).send('POST', '/api/boards', {
    enName: 'ai_business',
    name: 'AI비즈니스학과 게시판',
    kind: 'list',
    categories: [],
  });
  assert.equal(board.status, 201, JSON.stringify(board.body));
  const made = await makeUser({ role: 'content' });
  assistantId = made.user.id;
  assistant = (await login(app, made)).token;
});
after(() => app.close());

const refused = (res: { status: number; body: any }, what: string) => {
  assert.equal(res.status, 403, `${what}: ${JSON.stringify(res.body)}`);
  assert.equal(res.body.errorMessage, OUT_OF_SCOPE, what);
};

describe('담당 범위', () => {
  test('set on 관리자 계정: validated in Korean, nothing half-written, then shown by GET', async () => {
    const put = (scope: unknown) => as(admin).send('PUT', `/api/staff/${assistantId}`, { scope });
    for (const [scope, field] of [
      [{ pages: ['department/ai_business'], boards: [] }, '/로 시작'],
      [{ pages: [], boards: ['no_such_board'] }, 'no_such_board'],
      [{ pages: [] }, '게시판'],
    ] as const) {
      const res = await put(scope);
      assert.equal(res.status, 400, JSON.stringify(res.body));
      assert.match(res.body.errorMessage, new RegExp(field));
    }
    assert.equal((await as(admin).get(`/api/staff/${assistantId}`)).body.scope, null);
    const ok = await put({ pages: ['/department/ai_business/'], boards: ['ai_business', 'ai_business'] });
    assert.equal(ok.status, 200, JSON.stringify(ok.body));
    assert.deepEqual((await as(admin).get(`/api/staff/${assistantId}`)).body.scope, SCOPE);
  });

  test('pages: the list holds only its own, other ids are 403 and stay unchanged, its own page is edited', async () => {
    const me = as(assistant);
    const list = await me.get('/api/pages?range=[0,199]');
    assert.equal(list.status, 200);
    assert.deepEqual(
      list.body.map((p: { path: string }) => p.path),
      ['/department/ai_business'],
    );
    assert.match(list.headers.get('content-range') ?? '', /\/1$/);

    const other = await pageId('/department/small_business');
    const before = await as(admin).get(`/api/pages/${other}`);
    refused(await me.get(`/api/pages/${other}`), 'GET another page');
    refused(await me.send('PUT', `/api/pages/${other}`, { title: '바꿔 봄', version: 1 }), 'PUT another page');
    refused(await me.send('POST', `/api/pages/${other}/publish`, {}), 'publish another page');
    refused(await me.get(`/api/pages/${other}/revisions`), 'revisions of another page');
    refused(await me.send('DELETE', `/api/pages/${other}`), 'DELETE another page');
    assert.deepEqual((await as(admin).get(`/api/pages/${other}`)).body, before.body, 'the other page is as it was');
    refused(
      await me.send('POST', '/api/pages', { path: '/introduce/new_page', title: '새 페이지' }),
      'new page outside',
    );

    const own = await pageId('/department/ai_business');
    const page = await me.get(`/api/pages/${own}`);
    assert.equal(page.status, 200);
    const saved = await me.send('PUT', `/api/pages/${own}`, {
      title: 'AI비즈니스학과 안내',
      version: page.body.version,
    });
    assert.equal(saved.status, 200, JSON.stringify(saved.body));
    assert.equal(saved.body.draft.title, 'AI비즈니스학과 안내');
  });

  test('posts and boards: only its board, other posts are 403, the 휴지통 shows its own', async () => {
    const me = as(assistant);
    const notice = await as(admin).send('POST', '/api/posts', { boardEnName: 'notice', title: '학교 공지' });
    assert.equal(notice.status, 201);
    refused(await me.get(`/api/posts/${notice.body.id}`), 'GET a notice');
    refused(await me.send('PUT', `/api/posts/${notice.body.id}`, { title: '고침' }), 'PUT a notice');
    refused(await me.send('DELETE', `/api/posts/${notice.body.id}`), 'DELETE a notice');
    refused(await me.get(`/api/posts/${notice.body.id}/revisions`), 'revisions of a notice');
    refused(await me.send('POST', '/api/posts', { boardEnName: 'notice', title: '내 공지' }), 'POST to notice');

    const own = await me.send('POST', '/api/posts', { boardEnName: 'ai_business', title: '학과 소식' });
    assert.equal(own.status, 201, JSON.stringify(own.body));
    const posts = await me.get('/api/posts');
    assert.deepEqual(
      posts.body.map((p: { title: string }) => p.title),
      ['학과 소식'],
    );
    assert.equal((await me.get('/api/posts?filter={"boardEnName":"notice"}')).body.length, 0);
    const boards = await me.get('/api/boards');
    assert.deepEqual(
      boards.body.map((b: { enName: string }) => b.enName),
      ['ai_business'],
    );
    refused(await me.get('/api/boards/1'), 'another board');
    refused(await me.send('POST', '/api/boards', { enName: 'mine', name: '내 게시판', kind: 'list' }), 'a new board');

    assert.equal((await as(admin).send('DELETE', `/api/posts/${notice.body.id}`)).status, 200);
    assert.equal((await me.send('DELETE', `/api/posts/${own.body.id}`)).status, 200);
    const trash = await me.get('/api/trash');
    assert.deepEqual(
      trash.body.map((t: { title: string }) => t.title),
      ['학과 소식'],
    );
    refused(await me.send('POST', `/api/trash/post/${notice.body.id}/restore`), 'restore a notice');
    assert.equal((await me.send('POST', `/api/trash/post/${own.body.id}/restore`)).status, 200);
  });

  test('메뉴 관리, 사이트 설정, 팝업, FAQ, 리디렉션, 입학상담 are out of reach', async () => {
    for (const url of ['/api/menu', '/api/popups', '/api/faqs', '/api/redirects', '/api/questions'])
      refused(await as(assistant).get(url), url);
    // 사이트 설정 and 관리자 계정 are 최고관리자's: no 홍보·콘텐츠 담당 opens them.
    for (const url of ['/api/settings', '/api/staff']) assert.equal((await as(assistant).get(url)).status, 403, url);
    refused(await as(assistant).send('PUT', '/api/menu', {}), 'PUT /api/menu');
    const home = await as(assistant).get('/api/dashboard');
    assert.equal(home.status, 200);
    assert.deepEqual(
      home.body.boards.map((b: { enName: string }) => b.enName),
      ['ai_business'],
    );
    assert.ok(home.body.recentPosts.every((p: { boardEnName: string }) => p.boardEnName === 'ai_business'));
    assert.equal(home.body.questionsWaiting, null);
  });

  test('a change of the scope holds from the next call of the open session', async () => {
    const me = as(assistant);
    const other = await pageId('/department/small_business');
    refused(await me.get(`/api/pages/${other}`), 'before the change');
    const widened = await as(admin).send('PUT', `/api/staff/${assistantId}`, {
      scope: { pages: ['/department'], boards: ['ai_business'] },
    });
    assert.equal(widened.status, 200);
    assert.equal((await me.get(`/api/pages/${other}`)).status, 200, 'the same token now reaches it');
    refused(await me.get('/api/menu'), 'still scoped');
    assert.equal((await as(admin).send('PUT', `/api/staff/${assistantId}`, { scope: null })).status, 200);
    assert.equal((await me.get('/api/menu')).status, 200, 'unscoped: the role alone decides');
    assert.equal((await as(admin).send('PUT', `/api/staff/${assistantId}`, { scope: SCOPE })).status, 200);
    refused(await me.get(`/api/pages/${other}`), 'narrowed again');
  });
});
