import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { adminToken, call, makeUser, startTestApp, type TestApp, type TestUser } from '../../test/support.js';
import { pdfBytes, upload } from '../../test/upload.js';

let app: TestApp;
let admin: string;
let postPath: string;
let fileUrl: string;
let groupPostPath: string;
let inside: TestUser;
let outside: TestUser;

/** A GET that does not follow redirects, with the page-session cookie when given. */
const get = async (path: string, cookie?: string) => {
  const r = await fetch(app.baseUrl + path, { redirect: 'manual', headers: cookie ? { cookie } : {} });
  return { status: r.status, body: await r.text(), headers: r.headers };
};

/** Logs in through the API and keeps the page-session cookie it sets beside the token. */
const pageCookie = async (u: TestUser) => {
  const res = await call(app, 'POST', '/api/auth/login', { body: { loginId: u.loginId, password: u.password } });
  assert.equal(res.status, 200);
  assert.equal(typeof res.body.token, 'string');
  const set = res.headers.getSetCookie().find((c) => c.startsWith('page_session='))!;
  assert.match(set, /HttpOnly/i);
  assert.match(set, /SameSite=Lax/i);
  assert.match(set, /Path=\//);
  return { cookie: set.split(';')[0], token: res.body.token as string };
};

before(async () => {
  app = await startTestApp();
  admin = await adminToken(app);
  const board = await call(app, 'POST', '/api/boards', {
    token: admin,
    body: { enName: 'alumni', name: '동문 게시판', kind: 'list', readAccess: 'members' },
  });
  assert.equal(board.status, 201);
  assert.equal(board.body.readAccess, 'members');
  const up = await upload(app, admin, [{ name: '동문 명부.pdf', bytes: pdfBytes() }]);
  const post = await call(app, 'POST', '/api/posts', {
    token: admin,
    body: {
      boardEnName: 'alumni',
      title: '동문회 정기총회 안내',
      content: '<p>회원만 읽는 총회 안내</p>',
      attachmentIds: [up.body.id],
    },
  });
  assert.equal(post.status, 201);
  postPath = `/board/alumni/${post.body.id}`;
  fileUrl = post.body.attachments[0].url;

  inside = await makeUser();
  outside = await makeUser();
  const group = await call(app, 'POST', '/api/member-groups', {
    token: admin,
    body: { name: '원우회', userIds: [inside.user.id] },
  });
  assert.equal(group.status, 201);
  const wonwoo = await call(app, 'POST', '/api/boards', {
    token: admin,
    body: { enName: 'wonwoo', name: '원우회 게시판', kind: 'list', readAccess: 'group', readGroupId: group.body.id },
  });
  assert.equal(wonwoo.status, 201);
  const gp = await call(app, 'POST', '/api/posts', {
    token: admin,
    body: { boardEnName: 'wonwoo', title: '원우회 회비 납부', content: '<p>원우회만</p>' },
  });
  groupPostPath = `/board/wonwoo/${gp.body.id}`;
});
after(() => app.close());

describe('boards for members', () => {
  test('a visitor is sent to log in for the list, a post, its attachment and the RSS, and never gets the content', async () => {
    for (const path of ['/board/alumni', postPath, fileUrl, '/board/alumni/rss.xml', `${postPath}?page=1`]) {
      const r = await get(path);
      assert.equal(r.status, 303, path);
      assert.equal(r.headers.get('location'), `/auth/login?prevUrl=${encodeURIComponent(path)}`, path);
      assert.equal(r.headers.get('cache-control'), 'private, no-store', path);
      assert.doesNotMatch(r.body, /정기총회/, path);
    }
  });

  test('a member reads the list, the post, the file and the RSS, drawn on the server and never stored', async () => {
    const { cookie } = await pageCookie(outside);
    const list = await get('/board/alumni', cookie);
    assert.equal(list.status, 200);
    assert.match(list.body, /동문회 정기총회 안내/);
    assert.equal(list.headers.get('cache-control'), 'private, no-store');
    const post = await get(postPath, cookie);
    assert.equal(post.status, 200);
    assert.match(post.body, /회원만 읽는 총회 안내/);
    assert.match(post.body, /동문 명부\.pdf/);
    assert.equal(post.headers.get('cache-control'), 'private, no-store');
    // No share tags and no index for a members-only page.
    assert.doesNotMatch(post.body, /og:|twitter:/);
    assert.match(post.body, /<meta name="robots" content="noindex"/);
    const file = await get(fileUrl, cookie);
    assert.equal(file.status, 200);
    assert.equal(file.headers.get('content-type'), 'application/pdf');
    assert.equal(file.headers.get('cache-control'), 'private, no-store');
    const rss = await get('/board/alumni/rss.xml', cookie);
    assert.equal(rss.status, 200);
    assert.match(rss.body, /정기총회/);
    assert.equal(rss.headers.get('cache-control'), 'private, no-store');

    // After a member read them, a visitor still gets the redirect: the shared cache never kept them.
    for (const path of ['/board/alumni', postPath]) assert.equal((await get(path)).status, 303, path);
  });

  test('search and the sitemap never name the board or its posts', async () => {
    const { cookie } = await pageCookie(outside);
    for (const c of [undefined, cookie]) {
      const found = await get(`/search?q=${encodeURIComponent('정기총회')}`, c);
      assert.equal(found.status, 200);
      assert.doesNotMatch(found.body, /동문회 정기총회 안내|\/board\/alumni/);
    }
    const named = await get(`/search?q=${encodeURIComponent('동문 게시판')}`);
    assert.doesNotMatch(named.body, /\/board\/alumni/);
    const sitemap = await get('/sitemap.xml');
    assert.equal(sitemap.status, 200);
    assert.doesNotMatch(sitemap.body, /alumni|wonwoo/);
    assert.match(sitemap.body, /\/board\/notice/);
  });

  test('a group board: a member outside the group gets 403, a member inside reads it', async () => {
    const out = await pageCookie(outside);
    const denied = await get(groupPostPath, out.cookie);
    assert.equal(denied.status, 403);
    assert.match(denied.body, /회원 그룹만/);
    assert.doesNotMatch(denied.body, /회비 납부/);
    assert.equal((await get('/board/wonwoo', out.cookie)).status, 403);
    const inn = await pageCookie(inside);
    const ok = await get(groupPostPath, inn.cookie);
    assert.equal(ok.status, 200);
    assert.match(ok.body, /원우회 회비 납부/);
    assert.equal(ok.headers.get('cache-control'), 'private, no-store');
    // Staff who read the boards read it too.
    const staff = await pageCookie(await makeUser({ role: 'content' }));
    assert.equal((await get(groupPostPath, staff.cookie)).status, 200);
  });

  test('logout clears the cookie and ends it; a disabled member’s cookie stops at once', async () => {
    const member = await makeUser();
    const { cookie, token } = await pageCookie(member);
    assert.equal((await get(postPath, cookie)).status, 200);
    const out = await call(app, 'POST', '/api/auth/logout', { token });
    const cleared = out.headers.getSetCookie().find((c) => c.startsWith('page_session='))!;
    assert.match(cleared, /Expires=Thu, 01 Jan 1970/);
    assert.equal((await get(postPath, cookie)).status, 303, 'the old cookie no longer counts');

    const other = await makeUser();
    const second = await pageCookie(other);
    assert.equal((await get(postPath, second.cookie)).status, 200);
    assert.equal(
      (await call(app, 'PUT', `/api/members/${other.user.id}`, { token: admin, body: { active: false } })).status,
      200,
    );
    assert.equal((await get(postPath, second.cookie)).status, 303);
    // A forged cookie is nobody.
    assert.equal((await get(postPath, 'page_session=eyJhbGciOiJIUzI1NiJ9.e30.x')).status, 303);
  });

  test('the login form without JavaScript sets the cookie and returns to the post', async () => {
    const member = await makeUser();
    const form = (body: Record<string, string>, headers: Record<string, string> = {}) =>
      fetch(`${app.baseUrl}/api/auth/login-form`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
        body: new URLSearchParams(body).toString(),
      });
    const wrong = await form({ loginId: member.loginId, password: 'wrong-password', prevUrl: postPath });
    assert.equal(wrong.status, 303);
    assert.equal(wrong.headers.get('location'), `/auth/login?prevUrl=${encodeURIComponent(postPath)}&failed=wrong`);
    assert.equal(wrong.headers.getSetCookie().length, 0);
    // The page that posted it carries prevUrl in its address.
    const ok = await form(
      { loginId: member.loginId, password: member.password },
      { referer: `${app.baseUrl}/auth/login?prevUrl=${encodeURIComponent(postPath)}` },
    );
    assert.equal(ok.status, 303);
    assert.equal(ok.headers.get('location'), postPath);
    const cookie = ok.headers
      .getSetCookie()
      .find((c) => c.startsWith('page_session='))!
      .split(';')[0];
    assert.equal((await get(postPath, cookie)).status, 200);
    // Somewhere else is never where it goes; another site's form is refused.
    const away = await form({ loginId: member.loginId, password: member.password, prevUrl: '//evil.example/x' });
    assert.equal(away.headers.get('location'), '/');
    const foreign = await form(
      { loginId: member.loginId, password: member.password },
      { origin: 'https://evil.example' },
    );
    assert.match(foreign.headers.get('location') ?? '', /failed=origin/);
    assert.equal(foreign.headers.getSetCookie().length, 0);
  });

  test('bad audiences are Korean 400s and change nothing; a group in use is not deleted', async () => {
    const noGroup = await call(app, 'POST', '/api/boards', {
      token: admin,
      body: { enName: 'nogroup', name: '그룹 없음', kind: 'list', readAccess: 'group' },
    });
    assert.equal(noGroup.status, 400);
    assert.match(noGroup.body.errorMessage, /회원 그룹/);
    assert.equal((await call(app, 'GET', '/api/boards?filter={"enName":"nogroup"}', { token: admin })).body.length, 0);
    const bad = await call(app, 'PUT', '/api/boards/1', { token: admin, body: { readAccess: 'everyone' } });
    assert.equal(bad.status, 400);
    assert.match(bad.body.errorMessage, /읽기 권한/);
    const groups = await call(app, 'GET', '/api/member-groups', { token: admin });
    assert.equal(groups.status, 200);
    const wonwoo = groups.body.find((g: { name: string }) => g.name === '원우회');
    assert.equal(wonwoo.memberCount, 1);
    const del = await call(app, 'DELETE', `/api/member-groups/${wonwoo.id}`, { token: admin });
    assert.equal(del.status, 400);
    assert.match(del.body.errorMessage, /원우회 게시판/);
  });
});
