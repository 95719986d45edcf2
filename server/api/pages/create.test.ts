// Pages staff create: POST /api/pages under a menu group (valid, invalid, duplicate and reserved
// paths), the layouts' first bodies, unpublished until published, then the public page; a retired page answers 301
// to its target or 404 with the not-found page; the ko ↔ zh counterpart drives the language link and hreflang.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { advanceClock, call, login, makeUser, startTestApp, testNowMs, type TestApp } from '../../test/support.js';

let app: TestApp;
let token: string;
before(async () => {
  app = await startTestApp();
  token = (await login(app, await makeUser({ role: 'content' }))).token;
});
after(() => app.close());

const create = (body: unknown) => call<any>(app, 'POST', '/api/pages', { token, body });
const publish = (id: number) => call<any>(app, 'POST', `/api/pages/${id}/publish`, { token, body: {} });
const get = (path: string) => call<string>(app, 'GET', path);

describe('creating a page', () => {
  test('a text page is unpublished until published, then drawn in the public layout', async () => {
    const made = await create({
      path: '/introduce/campus',
      title: '캠퍼스 안내',
      content: '<section class="content-section"><h2>강의실</h2><p>창업관 3층에서 수업합니다.</p></section>',
    });
    assert.equal(made.status, 201, JSON.stringify(made.body));
    assert.equal(made.body.path, '/introduce/campus');
    assert.equal(made.body.group, 'introduce');
    assert.equal(made.body.lang, 'ko');
    assert.equal(made.body.publishedAt, null);
    assert.equal(made.body.hasDraft, true);
    assert.equal((await get('/introduce/campus')).status, 404, 'not public before publishing');

    const revisions = await call<any[]>(app, 'GET', `/api/pages/${made.body.id}/revisions`, { token });
    assert.deepEqual(
      revisions.body.map((r) => [r.kind, r.note]),
      [['draft', '새 페이지']],
    );
    const preview = await call<{ url: string }>(app, 'POST', `/api/pages/${made.body.id}/preview`, { token });
    assert.match((await get(preview.body.url)).body, /창업관 3층에서 수업합니다/);

    const published = await publish(made.body.id);
    assert.equal(published.status, 200, JSON.stringify(published.body));
    const page = await get('/introduce/campus');
    assert.equal(page.status, 200);
    assert.match(page.body, /<h1 class="page-title">캠퍼스 안내<\/h1>/);
    assert.match(page.body, /창업관 3층에서 수업합니다/);
    assert.match(page.body, /<title>캠퍼스 안내 \|/);
  });

  test('each layout starts with its own body; a China MBA page is Chinese', async () => {
    const cases = [
      ['/academic/guide-text', 'text', /<h2>개요<\/h2>/],
      ['/academic/guide-photo', 'side-image', /class="greeting-photo"/],
      ['/academic/guide-table', 'table', /<th scope="col">구분<\/th>/],
      ['/academic/guide-contact', 'contact', /data-widget="contact-card"/],
    ] as const;
    for (const [path, layout, body] of cases) {
      const made = await create({ path, title: `${layout} 페이지`, content: '', layout });
      assert.equal(made.status, 201, `${layout}: ${JSON.stringify(made.body)}`);
      assert.match(made.body.draft.content, body, layout);
      assert.equal((await publish(made.body.id)).status, 200, layout);
      assert.equal((await get(path)).status, 200, layout);
    }
    const contact = await get('/academic/guide-contact');
    assert.match(contact.body, /class="contact-card"/, 'the contact card is filled in from the settings');

    const zh = await create({ path: '/china/info_5', title: '校园生活', content: '', layout: 'table', group: 'china' });
    assert.equal(zh.status, 201);
    assert.equal(zh.body.lang, 'zh-Hans');
    assert.match(zh.body.draft.content, /<th scope="col">类别<\/th>/);
  });

  test('refused paths say why in Korean, naming the field', async () => {
    const refused = [
      [{ path: 'introduce/x', title: '가' }, 400, /영문 소문자/],
      [{ path: '/introduce/Campus', title: '가' }, 400, /영문 소문자/],
      [{ path: '/introduce/a b', title: '가' }, 400, /영문 소문자/],
      [{ path: '/admin/pages', title: '가' }, 400, /사이트가 쓰는 주소/],
      [{ path: '/board/notice', title: '가' }, 400, /사이트가 쓰는 주소/],
      [{ path: '/api/x', title: '가' }, 400, /사이트가 쓰는 주소/],
      [{ path: '/introduce/professor', title: '가' }, 400, /사이트가 쓰는 주소/],
      [{ path: '/china/forms/x', title: '가', group: 'china' }, 400, /사이트가 쓰는 주소/],
      [{ path: '/entrance/new', title: '가', group: 'introduce' }, 400, /대학원 소개 메뉴의 페이지는 \/introduce\/…/],
      [{ path: '/hello', title: '가' }, 400, /메뉴 그룹의 주소 아래/],
      [{ path: '/introduce/greeting', title: '가' }, 409, /이미 같은 주소의 페이지\(원장 인사말\)/],
      [{ path: '/introduce/x', title: '' }, 400, /제목/],
      [{ path: '/introduce/x', title: '가', layout: 'poster' }, 400, /처음 모양/],
      [{ path: '/introduce/x', title: '가', group: 'nowhere' }, 400, /메뉴 그룹/],
    ] as const;
    for (const [body, status, message] of refused) {
      const res = await create(body);
      assert.equal(res.status, status, JSON.stringify(body));
      assert.match(res.body.errorMessage, message, JSON.stringify(body));
    }
    const dup = await create({ path: '/introduce/greeting', title: '가' });
    assert.match(dup.body.errors.path, /이미 같은 주소/);
    const none = await call<any[]>(app, 'GET', `/api/pages?filter=${encodeURIComponent('{"q":"/introduce/x"}')}`, {
      token,
    });
    assert.equal(none.body.length, 0, 'nothing half-written');
  });

  test('a first publish scheduled for later: not public until its second, then the page', async () => {
    const made = await create({ path: '/entrance/open-day', title: '입학 설명회', content: '<p>12월 설명회 안내</p>' });
    const at = new Date(testNowMs() + 60_000).toISOString();
    const scheduled = await call<any>(app, 'POST', `/api/pages/${made.body.id}/publish`, { token, body: { at } });
    assert.equal(scheduled.status, 200, JSON.stringify(scheduled.body));
    assert.equal((await get('/entrance/open-day')).status, 404);
    const dash = async () => (await call<any>(app, 'GET', '/api/dashboard', { token })).body.pages.scheduled;
    assert.equal(await dash(), 1, "the dashboard's 예약 counts the page");
    advanceClock(61_000);
    assert.equal(await dash(), 0);
    const page = await get('/entrance/open-day');
    assert.equal(page.status, 200);
    assert.match(page.body, /12월 설명회 안내/);
  });

  test('a scripted body is sanitized by the page policy', async () => {
    const made = await create({
      path: '/venture/lab',
      title: '연구실',
      content: '<p onclick="alert(1)">연구실 안내</p><script>alert(1)</script>',
    });
    assert.equal(made.status, 201);
    assert.equal(made.body.draft.content, '<p>연구실 안내</p>');
  });
});

describe('retiring a page', () => {
  test('with a target: 301 to it, the path stays taken, the page leaves search and menu targets', async () => {
    const made = await create({ path: '/introduce/old-news', title: '옛 소식', content: '<p>옛 소식입니다.</p>' });
    await publish(made.body.id);
    assert.equal((await get('/introduce/old-news')).status, 200);
    assert.match((await get(`/search?q=${encodeURIComponent('옛 소식')}`)).body, /\/introduce\/old-news/);
    assert.match((await get('/sitemap.xml')).body, /\/introduce\/old-news/);
    const retired = await call<any>(app, 'POST', `/api/pages/${made.body.id}/retire`, {
      token,
      body: { redirectTo: '/introduce/greeting' },
    });
    assert.equal(retired.status, 200, JSON.stringify(retired.body));
    assert.ok(retired.body.retiredAt);
    assert.equal(retired.body.redirectTo, '/introduce/greeting');
    const search = await get(`/search?q=${encodeURIComponent('옛 소식')}`);
    assert.equal(search.status, 200);
    assert.doesNotMatch(search.body, /\/introduce\/old-news/, 'not in 통합검색');
    assert.doesNotMatch((await get('/sitemap.xml')).body, /old-news/, 'not in the sitemap');
    const targets = await call<{ pages: { path: string }[] }>(app, 'GET', '/api/menu/targets', { token });
    assert.ok(!targets.body.pages.some((p) => p.path === '/introduce/old-news'), 'not offered to 메뉴 관리');
    const moved = await get('/introduce/old-news');
    assert.equal(moved.status, 301);
    assert.equal(moved.headers.get('location'), '/introduce/greeting');
    const again = await create({ path: '/introduce/old-news', title: '새 소식' });
    assert.equal(again.status, 409);
    assert.match(again.body.errorMessage, /폐지된 페이지\(옛 소식\)의 주소/);
    const edit = await call<any>(app, 'POST', `/api/pages/${made.body.id}/publish`, { token, body: {} });
    assert.equal(edit.status, 400);
    assert.match(edit.body.errorMessage, /폐지된 페이지/);
    const twice = await call<any>(app, 'POST', `/api/pages/${made.body.id}/retire`, {
      token,
      body: { redirectTo: null },
    });
    assert.equal(twice.status, 409);
  });

  test('without a target: 404 with the site’s not-found page', async () => {
    const made = await create({ path: '/policy/old-terms', title: '옛 약관', content: '<p>옛 약관입니다.</p>' });
    await publish(made.body.id);
    const res = await call<any>(app, 'POST', `/api/pages/${made.body.id}/retire`, {
      token,
      body: { redirectTo: null },
    });
    assert.equal(res.status, 200);
    const gone = await get('/policy/old-terms');
    assert.equal(gone.status, 404);
    assert.match(gone.body, /<html lang="ko"/);
    assert.match(gone.body, /페이지를 찾을 수 없습니다/);
  });

  test('refused targets: another host, itself, a retired page', async () => {
    const made = await create({ path: '/policy/keep', title: '유지', content: '<p>유지</p>' });
    for (const [redirectTo, message] of [
      ['https://example.com/', /이 사이트의 주소/],
      ['//example.com/', /이 사이트의 주소/],
      ['/policy/keep', /자신으로는/],
      ['/policy/old-terms', /폐지된 페이지/],
    ] as const) {
      const res = await call<any>(app, 'POST', `/api/pages/${made.body.id}/retire`, { token, body: { redirectTo } });
      assert.equal(res.status, 400, redirectTo);
      assert.match(res.body.errorMessage, message, redirectTo);
      assert.ok(res.body.errors.redirectTo, redirectTo);
    }
    assert.equal((await call<any>(app, 'GET', `/api/pages/${made.body.id}`, { token })).body.retiredAt, null);
  });
});

describe('the translation counterpart', () => {
  test('pairs ko ↔ zh both ways: language link and hreflang; the same language is refused', async () => {
    const ko = await create({ path: '/introduce/dorm', title: '기숙사', content: '<p>기숙사 안내입니다.</p>' });
    const zh = await create({ path: '/china/dorm', title: '宿舍', content: '<p>宿舍介绍。</p>' });
    await publish(ko.body.id);
    await publish(zh.body.id);
    const same = await call<any>(app, 'PUT', `/api/pages/${ko.body.id}/counterpart`, {
      token,
      body: { counterpartPath: '/introduce/greeting' },
    });
    assert.equal(same.status, 400);
    assert.match(same.body.errorMessage, /중국어\(中国MBA\) 페이지를 골라/);
    const missing = await call<any>(app, 'PUT', `/api/pages/${ko.body.id}/counterpart`, {
      token,
      body: { counterpartPath: '/china/nowhere' },
    });
    assert.equal(missing.status, 400);

    const set = await call<any>(app, 'PUT', `/api/pages/${ko.body.id}/counterpart`, {
      token,
      body: { counterpartPath: '/china/dorm' },
    });
    assert.equal(set.status, 200, JSON.stringify(set.body));
    assert.equal(set.body.counterpartPath, '/china/dorm');
    assert.equal(
      (await call<any>(app, 'GET', `/api/pages/${zh.body.id}`, { token })).body.counterpartPath,
      '/introduce/dorm',
    );

    const koHtml = (await get('/introduce/dorm')).body;
    assert.match(koHtml, /<a class="lang-link" href="\/china\/dorm" lang="zh-Hans"/);
    assert.match(koHtml, /<link rel="alternate" hrefLang="zh-Hans" href="[^"]*\/china\/dorm"/i);
    const zhHtml = (await get('/china/dorm')).body;
    assert.match(zhHtml, /<a class="lang-link" href="\/introduce\/dorm" lang="ko"/);
    assert.match(zhHtml, /<link rel="alternate" hrefLang="ko" href="[^"]*\/introduce\/dorm"/i);

    const cleared = await call<any>(app, 'PUT', `/api/pages/${zh.body.id}/counterpart`, {
      token,
      body: { counterpartPath: null },
    });
    assert.equal(cleared.body.counterpartPath, null);
    assert.doesNotMatch((await get('/introduce/dorm')).body, /lang-link/);
  });
});
