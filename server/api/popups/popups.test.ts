// /api/popups: admin-only CRUD in the ra-data-simple-rest dialect, validation in Korean, the image's life,
// the public list of popups showing now, and the home page rendering them (and dropping them at their end).
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import sharp from 'sharp';
import { StoredFile } from '../../../db/models/index.js';
import {
  adminToken,
  advanceClock,
  call,
  login,
  makeUser,
  startTestApp,
  type TestApp,
  testNowMs,
} from '../../test/support.js';

/** A popup as the API answers it: the fields a test reads are checked by value. */
type Row = Record<string, unknown> & { id: number; title: string };

let app: TestApp;
let token: string;
before(async () => {
  app = await startTestApp();
  token = await adminToken(app);
});
after(() => app.close());

const hour = 3600_000;
const iso = (offsetMs: number) => new Date(testNowMs() + offsetMs).toISOString();
const valid = (over: Record<string, unknown> = {}) => ({
  title: '2027학년도 전기 신입생 모집',
  body: '<p>원서 접수: 12월 1일 ~ 12월 20일</p>',
  startAt: iso(-hour),
  endAt: iso(24 * hour),
  ...over,
});

async function uploadImage(): Promise<number> {
  const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#12355b' } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), '모집 안내.png');
  const res = await fetch(`${app.baseUrl}/api/files?purpose=image`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  assert.equal(res.status, 201);
  return ((await res.json()) as { id: number }).id;
}

describe('auth', () => {
  test('401 without a token, 403 for a non-admin, on every admin route', async () => {
    const user = await login(app, await makeUser());
    for (const [method, path] of [
      ['GET', '/api/popups'],
      ['GET', '/api/popups/1'],
      ['POST', '/api/popups'],
      ['PUT', '/api/popups/1'],
      ['DELETE', '/api/popups/1'],
    ] as const) {
      const anon = await call(app, method, path, { body: method === 'POST' || method === 'PUT' ? valid() : undefined });
      assert.equal(anon.status, 401, `${method} ${path}`);
      assert.equal(anon.body.errorMessage, '로그인 후 이용해주세요');
      const plain = await call(app, method, path, {
        token: user.token,
        body: method === 'POST' || method === 'PUT' ? valid() : undefined,
      });
      assert.equal(plain.status, 403, `${method} ${path}`);
    }
  });
});

describe('create, read, list, update, delete', () => {
  test('POST returns the created popup with id, defaults and its status; GET /:id reads it', async () => {
    const res = await call(app, 'POST', '/api/popups', { token, body: valid({ title: '  공지  ' }) });
    assert.equal(res.status, 201);
    assert.equal(typeof res.body.id, 'number');
    assert.equal(res.body.title, '공지');
    assert.equal(res.body.status, 'live');
    assert.equal(res.body.device, 'all');
    assert.equal(res.body.lang, 'ko');
    assert.equal(res.body.dismissMode, 'today');
    assert.equal(res.body.positionLeft, null);
    const one = await call(app, 'GET', `/api/popups/${res.body.id}`, { token });
    assert.equal(one.status, 200);
    assert.deepEqual(one.body, res.body);
  });

  test('list: Content-Range, sort, range, status filter, getMany ids; unknown sort field → 400', async () => {
    const a = await call(app, 'POST', '/api/popups', {
      token,
      body: valid({ title: '예약된 팝업', startAt: iso(48 * hour), endAt: iso(72 * hour), sortOrder: 1 }),
    });
    const b = await call(app, 'POST', '/api/popups', {
      token,
      body: valid({ title: '지난 팝업', startAt: iso(-72 * hour), endAt: iso(-48 * hour), sortOrder: 2 }),
    });
    const list = await call<Row[]>(
      app,
      'GET',
      `/api/popups?sort=${encodeURIComponent('["sortOrder","DESC"]')}&range=${encodeURIComponent('[0,0]')}`,
      { token },
    );
    assert.equal(list.status, 200);
    assert.match(list.headers.get('content-range') ?? '', /^popups 0-0\/\d+$/);
    assert.equal(list.body.length, 1);
    assert.equal(list.body[0].id, b.body.id);
    const scheduled = await call<Row[]>(
      app,
      'GET',
      `/api/popups?filter=${encodeURIComponent('{"status":"scheduled"}')}`,
      { token },
    );
    assert.deepEqual(
      scheduled.body.map((p) => p.status),
      ['scheduled'],
    );
    assert.equal(scheduled.body[0].id, a.body.id);
    const ended = await call<Row[]>(app, 'GET', `/api/popups?filter=${encodeURIComponent('{"status":"ended"}')}`, {
      token,
    });
    assert.deepEqual(
      ended.body.map((p) => p.id),
      [b.body.id],
    );
    const many = await call<Row[]>(
      app,
      'GET',
      `/api/popups?filter=${encodeURIComponent(JSON.stringify({ id: [a.body.id, b.body.id] }))}`,
      { token },
    );
    assert.equal(many.body.length, 2);
    const badSort = await call(app, 'GET', `/api/popups?sort=${encodeURIComponent('["body","ASC"]')}`, { token });
    assert.equal(badSort.status, 400);
    const badFilter = await call(app, 'GET', `/api/popups?filter=${encodeURIComponent('{"status":"soon"}')}`, {
      token,
    });
    assert.equal(badFilter.status, 400);
  });

  test('PUT replaces, DELETE returns the deleted record, then 404; bad ids → 400', async () => {
    const created = await call(app, 'POST', '/api/popups', { token, body: valid() });
    const put = await call(app, 'PUT', `/api/popups/${created.body.id}`, {
      token,
      body: valid({ title: '바뀐 제목', device: 'mobile', positionLeft: 20, positionTop: 40 }),
    });
    assert.equal(put.status, 200);
    assert.equal(put.body.title, '바뀐 제목');
    assert.equal(put.body.device, 'mobile');
    assert.equal(put.body.positionTop, 40);
    const del = await call(app, 'DELETE', `/api/popups/${created.body.id}`, { token });
    assert.equal(del.status, 200);
    assert.equal(del.body.id, created.body.id);
    assert.equal((await call(app, 'GET', `/api/popups/${created.body.id}`, { token })).status, 404);
    assert.equal((await call(app, 'PUT', `/api/popups/${created.body.id}`, { token, body: valid() })).status, 404);
    assert.equal((await call(app, 'GET', '/api/popups/abc', { token })).status, 400);
    assert.equal((await call(app, 'DELETE', '/api/popups/99999999999', { token })).status, 400);
  });
});

describe('validation (400, Korean, naming the field, nothing written)', () => {
  const cases: [string, Record<string, unknown>, string, RegExp][] = [
    [
      'end before start',
      { startAt: iso(2 * hour), endAt: iso(hour) },
      'endAt',
      /종료 일시는 시작 일시보다 뒤여야 합니다/,
    ],
    [
      'end equal to start',
      { startAt: '2026-12-01T00:00:00+09:00', endAt: '2026-12-01T00:00:00+09:00' },
      'endAt',
      /종료 일시/,
    ],
    ['javascript: link', { linkUrl: 'javascript:alert(1)' }, 'linkUrl', /http:\/\/ 또는 https:\/\//],
    ['JaVaScRiPt: with spaces', { linkUrl: ' JaVaScRiPt:alert(1)' }, 'linkUrl', /링크 주소/],
    ['data: link', { linkUrl: 'data:text/html,<script>alert(1)</script>' }, 'linkUrl', /링크 주소/],
    ['vbscript: link', { linkUrl: 'vbscript:msgbox(1)' }, 'linkUrl', /링크 주소/],
    ['protocol-relative link', { linkUrl: '//evil.example/x' }, 'linkUrl', /링크 주소/],
    ['image without alt', { imageFileId: 1, imageAlt: '' }, 'imageAlt', /대체 텍스트/],
    ['neither body nor image', { body: '<p> </p><script>x</script>' }, 'body', /본문이나 이미지/],
    ['bad device', { device: 'tablet' }, 'device', /접속 기기/],
    ['bad language', { lang: 'en' }, 'lang', /언어/],
    ['bad dismiss mode', { dismissMode: 'forever' }, 'dismissMode', /다시 보지 않기/],
    ['width out of range', { width: 5000 }, 'width', /너비: 1200 이하/],
    ['height out of range', { height: 10 }, 'height', /높이: 120 이상/],
    ['hours out of range', { dismissHours: 0 }, 'dismissHours', /다시 보지 않을 시간/],
    ['only one of left/top', { positionLeft: 10 }, 'positionTop', /위치/],
    ['unknown field', { createdBy: 1 }, 'createdBy', /허용되지 않는 항목/],
    ['wrong type', { active: 'yes' }, 'active', /사용: 형식이 올바르지 않습니다/],
    ['no time zone', { startAt: '2026-12-01T09:00' }, 'startAt', /시작 일시/],
    ['not a date', { endAt: 'tomorrow' }, 'endAt', /종료 일시/],
    ['huge title', { title: '가'.repeat(101) }, 'title', /제목: 100자 이하/],
    ['empty title', { title: '   ' }, 'title', /제목을 입력해주세요/],
  ];
  for (const [name, over, field, message] of cases) {
    test(name, async () => {
      const before = await call<Row[]>(app, 'GET', '/api/popups?range=[0,0]', { token });
      const res = await call(app, 'POST', '/api/popups', { token, body: valid(over) });
      assert.equal(res.status, 400, JSON.stringify(res.body));
      assert.ok(res.body.errors?.[field], `${field} in ${JSON.stringify(res.body)}`);
      assert.match(res.body.errorMessage, message);
      const after = await call<Row[]>(app, 'GET', '/api/popups?range=[0,0]', { token });
      assert.equal(after.headers.get('content-range'), before.headers.get('content-range'));
    });
  }

  test('NUL bytes, a non-object body, a form body → 400', async () => {
    assert.equal((await call(app, 'POST', '/api/popups', { token, body: valid({ title: 'a\u0000b' }) })).status, 400);
    assert.equal((await call(app, 'POST', '/api/popups', { token, body: [valid()] })).status, 400);
    const form = await call(app, 'POST', '/api/popups', {
      token,
      raw: 'title=x',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    assert.equal(form.status, 400);
  });

  test('the body is sanitized: scripts, handlers and javascript: links are gone, new-tab links get noopener', async () => {
    const res = await call(app, 'POST', '/api/popups', {
      token,
      body: valid({
        body: '<p onclick="x()">안내<script>alert(1)</script><a href="javascript:alert(1)">나쁨</a> <a href="https://ok.example" target="_blank">좋음</a><img src=x onerror=alert(1)><iframe src="https://e.example"></iframe></p>',
      }),
    });
    assert.equal(res.status, 201);
    assert.doesNotMatch(res.body.body, /script|onclick|onerror|javascript:|iframe/i);
    assert.match(res.body.body, /<a href="https:\/\/ok.example" target="_blank" rel="noopener noreferrer">좋음<\/a>/);
  });

  test("the body keeps the posts' image rule: this site's files only; another host's image is a Korean 400", async () => {
    for (const src of ['http://cdn.example/a.png', 'https://cdn.example/b.png']) {
      const res = await call(app, 'POST', '/api/popups', {
        token,
        body: valid({ body: `<p>사진<img src="${src}" alt="밖"></p>` }),
      });
      assert.equal(res.status, 400, src);
      assert.match(res.body.errorMessage, /^본문: 다른 사이트의 이미지 1개/);
      assert.ok(res.body.errors.body);
    }
    const res = await call(app, 'POST', '/api/popups', {
      token,
      body: valid({ body: '<p>사진<img src="/files/3/a.png" alt="안"></p>' }),
    });
    assert.equal(res.status, 201);
    assert.match(res.body.body, /<img src="\/files\/3\/a\.png" alt="안"/);
  });

  test('an image that does not exist, or belongs to something else → 400', async () => {
    const res = await call(app, 'POST', '/api/popups', {
      token,
      body: valid({ imageFileId: 987654, imageAlt: '설명' }),
    });
    assert.equal(res.status, 400);
    assert.ok(res.body.errors.imageFileId);
  });
});

describe('the image', () => {
  test('is attached on create, public while it is the image, replaced and removed with the popup', async () => {
    const first = await uploadImage();
    const created = await call(app, 'POST', '/api/popups', {
      token,
      body: valid({
        body: '',
        imageFileId: first,
        imageAlt: '신입생 모집 안내: 12월 1일부터',
        linkUrl: '/entrance/recruit',
      }),
    });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    assert.equal(created.body.image.id, first);
    assert.equal((await fetch(app.baseUrl + created.body.image.url)).status, 200);
    // A second popup cannot take the first one's image.
    const thief = await call(app, 'POST', '/api/popups', {
      token,
      body: valid({ imageFileId: first, imageAlt: '훔친 이미지' }),
    });
    assert.equal(thief.status, 400);
    const second = await uploadImage();
    const put = await call(app, 'PUT', `/api/popups/${created.body.id}`, {
      token,
      body: valid({ imageFileId: second, imageAlt: '새 이미지' }),
    });
    assert.equal(put.status, 200);
    assert.equal(await StoredFile.count({ where: { id: first } }), 0);
    await call(app, 'DELETE', `/api/popups/${created.body.id}`, { token });
    assert.equal(await StoredFile.count({ where: { id: second } }), 0);
  });
});

describe('GET /api/popups/active (public) and the home page', () => {
  test('only popups showing now, for the language and device, in order; the public shape has no admin fields', async () => {
    const lang = await call(app, 'POST', '/api/popups', {
      token,
      body: valid({ title: '中文弹窗', lang: 'zh', sortOrder: -50 }),
    });
    const mobile = await call(app, 'POST', '/api/popups', {
      token,
      body: valid({ title: '모바일 전용', device: 'mobile', sortOrder: -40 }),
    });
    const off = await call(app, 'POST', '/api/popups', {
      token,
      body: valid({ title: '꺼진 팝업', active: false, sortOrder: -30 }),
    });
    const pc = await call<Row[]>(app, 'GET', '/api/popups/active?device=pc&lang=ko');
    assert.equal(pc.status, 200);
    const ids = pc.body.map((p) => p.id);
    assert.ok(!ids.includes(lang.body.id) && !ids.includes(mobile.body.id) && !ids.includes(off.body.id));
    const phone = await call<Row[]>(app, 'GET', '/api/popups/active?device=mobile');
    assert.equal(phone.body[0].id, mobile.body.id);
    assert.deepEqual(Object.keys(phone.body[0]).sort(), [
      'bodyHtml',
      'device',
      'dismissHours',
      'dismissMode',
      'height',
      'id',
      'image',
      'left',
      'linkNewTab',
      'linkUrl',
      'title',
      'top',
      'width',
    ]);
    const zh = await call<Row[]>(app, 'GET', '/api/popups/active?lang=zh');
    assert.equal(zh.body[0].title, '中文弹窗');
    assert.equal((await call(app, 'GET', '/api/popups/active?lang=en')).status, 400);
    assert.equal((await call(app, 'GET', '/api/popups/active?device=pc&extra=1')).status, 400);
  });

  test('the home page shows a popup as soon as it is saved and drops it at its end (cache entry expires)', async () => {
    const endsSoon = await call(app, 'POST', '/api/popups', {
      token,
      body: valid({ title: '곧 끝나는 팝업', startAt: iso(-hour), endAt: iso(60_000) }),
    });
    assert.equal(endsSoon.status, 201);
    const html = await (await fetch(`${app.baseUrl}/`)).text();
    assert.match(html, /곧 끝나는 팝업/);
    assert.match(html, /role="region" aria-labelledby="popup-\d+-title"/);
    assert.ok(html.indexOf('data-popup-island') < html.indexOf('<h1'), 'the popups come first in the reading order');
    // A minute later by the clock the app reads (no wall-clock sleep): the cached page has expired.
    advanceClock(61_000);
    const later = await (await fetch(`${app.baseUrl}/`)).text();
    assert.doesNotMatch(later, /곧 끝나는 팝업/);
  });
});
