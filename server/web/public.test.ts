// The public site's HTTP contract: pages (status, cache, language), the home page's latest content,
// the family-site redirect that refuses URLs not in the settings, the brochure download, the static files.
import assert from 'node:assert/strict';
import http from 'node:http';
import { after, before, test } from 'node:test';
import { Setting } from '../../db/models/index.js';
import { adminToken, call, startTestApp, type TestApp, testNow, testNowMs } from '../test/support.js';
import { pngBytes, upload } from '../test/upload.js';
import { publicPagePaths } from './routes.js';
import { formatDate, seoulDay } from '../../domain/time.js';

let app: TestApp;
before(async () => {
  app = await startTestApp();
});
after(() => app.close());

test('every public route answers 200 HTML with the school name in the title', async () => {
  for (const path of publicPagePaths) {
    const res = await call(app, 'GET', path);
    assert.equal(res.status, 200, path);
    assert.match(res.headers.get('content-type') ?? '', /text\/html/);
    assert.match(String(res.body), /<title>[^<]*중소기업대학원<\/title>/, path);
    // Placeholder words must never reach a visitor (spelled in pieces so this file is not flagged itself).
    assert.doesNotMatch(
      String(res.body),
      new RegExp(['lor' + 'em', '\uC900\uBE44\uC911', 'TO' + 'DO'].join('|'), 'i'),
      path,
    );
  }
});

const DAY = 86_400_000;
const ago = (days: number) => new Date(testNowMs() - days * DAY).toISOString();
const homeHtml = async () => String((await call(app, 'GET', '/')).body);
/** The titles of one home block, in page order. */
const titlesIn = (html: string, testId: string) => {
  const block = new RegExp(`data-testid="${testId}">([\\s\\S]*?)</ul>`).exec(html)?.[1] ?? '';
  return [...block.matchAll(/class="latest-title">([^<]*)</g)].map((m) => m[1]);
};

test('the home page shows a clean empty state for each empty board', async () => {
  const html = await homeHtml();
  for (const text of [
    '아직 등록된 공지사항이 없습니다.',
    '앞으로 예정된 학사일정이 없습니다.',
    '아직 등록된 사진이 없습니다.',
  ])
    assert.ok(html.includes(text), text);
  assert.doesNotMatch(html, /data-testid="home-(notices|events|gallery)"/);
});

test('the home page lists the latest notices, pinned first; a notice written through the API shows on the next load', async () => {
  const token = await adminToken(app);
  const post = (body: Record<string, unknown>) =>
    call(app, 'POST', '/api/posts', { token, body: { boardEnName: 'notice', content: '<p>본문</p>', ...body } });
  assert.equal((await post({ title: '고정된 모집 안내', isNotice: true, publishedAt: ago(30) })).status, 201);
  for (let i = 6; i >= 1; i--)
    assert.equal((await post({ title: `학사 안내 ${i}`, category: '학사', publishedAt: ago(i) })).status, 201);
  await post({ title: '내일 게시될 공지', publishedAt: new Date(testNowMs() + DAY).toISOString() });
  let html = await homeHtml();
  assert.deepEqual(titlesIn(html, 'home-notices'), [
    '고정된 모집 안내',
    '학사 안내 1',
    '학사 안내 2',
    '학사 안내 3',
    '학사 안내 4',
  ]);
  assert.match(html, /<span class="latest-pin">공지<\/span>/);
  assert.match(html, /href="\/board\/notice\/\d+"/);
  assert.doesNotMatch(html, /내일 게시될 공지/);

  const fresh = await post({ title: '방금 올린 장학 공지', category: '장학' });
  assert.equal(fresh.status, 201);
  html = await homeHtml();
  assert.deepEqual(titlesIn(html, 'home-notices').slice(0, 2), ['고정된 모집 안내', '방금 올린 장학 공지']);
  // The date in Seoul, and the "new" badge of the board's rule (newer than its newBadgeHours).
  const item = new RegExp(`href="/board/notice/${fresh.body.id}">[\\s\\S]*?</li>`).exec(html)?.[0] ?? '';
  assert.match(item, /<span class="sr-only">새 글<\/span>/);
  const seoulToday = formatDate(testNow());
  assert.match(
    item,
    new RegExp(`<time class="latest-date" datetime="[\\d-]+">${seoulToday.replace(/\./g, '\\.')}</time>`),
  );
  assert.doesNotMatch(
    new RegExp('학사 안내 4[\\s\\S]*?</li>').exec(html)?.[0] ?? '',
    /새 글/,
    'four days old: no badge',
  );

  assert.equal((await call(app, 'DELETE', `/api/posts/${fresh.body.id}`, { token })).status, 200);
  assert.doesNotMatch(await homeHtml(), /방금 올린 장학 공지/);
});

test('the home page shows the newest gallery photos with their titles as alt text, and the next calendar events', async () => {
  const token = await adminToken(app);
  const img = await upload(
    app,
    token,
    [{ name: '입학식.png', bytes: await pngBytes(400, 300), type: 'image/png' }],
    'image',
  );
  assert.equal(img.status, 201);
  const photo = await call(app, 'POST', '/api/posts', {
    token,
    body: { boardEnName: 'special_gallery', title: '2027학년도 입학식', content: '', attachmentIds: [img.body.id] },
  });
  assert.equal(photo.status, 201);
  const dayIn = (offset: number) => seoulDay(testNowMs() + offset * DAY);
  const event = (title: string, from: number, to: number) =>
    call(app, 'POST', '/api/posts', {
      token,
      body: {
        boardEnName: 'calendar',
        title,
        content: '',
        category: '학사',
        startAt: dayIn(from),
        endAt: dayIn(to),
        allDay: true,
      },
    });
  assert.equal((await event('지난 특강', -5, -3)).status, 201);
  assert.equal((await event('기말고사', 2, 6)).status, 201);
  assert.equal((await event('진행 중인 수강 정정', -1, 1)).status, 201);
  const html = await homeHtml();
  // The gallery strip is below the fold: a lazy AVIF/WebP image at the width the browser picks, with its size.
  assert.match(
    html,
    new RegExp(
      `<img src="/files/${img.body.id}/w/\\d+" srcset="/files/${img.body.id}/w/\\d+ \\d+w[^"]*" sizes="[^"]+" width="\\d+" height="\\d+" alt="2027학년도 입학식" loading="lazy"`,
    ),
  );
  assert.match(html, new RegExp(`href="/board/special_gallery/${photo.body.id}"`));
  const events = /data-testid="home-events">([\s\S]*?)<\/ul>/.exec(html)?.[1] ?? '';
  assert.ok(
    events.indexOf('진행 중인 수강 정정') >= 0 && events.indexOf('진행 중인 수강 정정') < events.indexOf('기말고사'),
    'running first, then upcoming',
  );
  assert.doesNotMatch(events, /지난 특강/);
  assert.match(events, /href="\/board\/calendar\/\d+"/);
});

test('pages are cached with an ETag and answer 304 to a matching If-None-Match', async () => {
  const first = await call(app, 'GET', '/introduce/greeting', { headers: { 'accept-encoding': 'br' } });
  assert.equal(first.headers.get('content-encoding'), 'br');
  const etag = first.headers.get('etag') ?? '';
  assert.ok(etag);
  const again = await call(app, 'GET', '/introduce/greeting', { headers: { 'if-none-match': etag } });
  assert.equal(again.status, 304);
});

test('an unknown page is a 404 HTML page; info_3 does not exist', async () => {
  for (const p of ['/nope', '/china/info_3', '/department/unknown', '/introduce']) {
    const res = await call(app, 'GET', p);
    assert.equal(res.status, 404, p);
    // The China MBA section's 404 is in its language.
    assert.match(String(res.body), p.startsWith('/china/') ? /找不到页面/ : /페이지를 찾을 수 없습니다/);
  }
});

test('the China MBA pages are lang="zh-Hans"; the others lang="ko"', async () => {
  assert.match(String((await call(app, 'GET', '/china/info_2')).body), /<html lang="zh-Hans"/);
  assert.match(String((await call(app, 'GET', '/entrance/recruit')).body), /<html lang="ko"/);
});

test('the family-site redirect goes only to a URL listed in the settings', async () => {
  const ok = await call(app, 'GET', `/family-site?url=${encodeURIComponent('https://www.mss.go.kr')}`);
  assert.equal(ok.status, 200);
  assert.match(String(ok.body), /<meta http-equiv="refresh" content="0;url=https:\/\/www.mss.go.kr">/);
  assert.match(String(ok.body), /중소벤처기업부<\/a>\(으\)로 이동합니다/);
  for (const bad of ['https://evil.example', '//evil.example', 'javascript:alert(1)', '']) {
    const res = await call(app, 'GET', `/family-site?url=${encodeURIComponent(bad)}`);
    assert.equal(res.status, 400, bad);
    assert.doesNotMatch(String(res.body), /http-equiv="refresh"/);
    assert.match(String(res.body), bad ? /등록된 관련 사이트가 아닙니다/ : /선택해주세요/);
  }
  const twice = await call(app, 'GET', '/family-site?url=https://www.mss.go.kr&url=https://evil.example');
  assert.equal(twice.status, 400);
  assert.equal((await call(app, 'GET', '/family-site')).status, 400);
});

test('a family site added in the settings is followed after the change event', async () => {
  const row = await Setting.findByPk(1);
  assert.ok(row);
  await row.update({ data: { ...row.data, familySites: [{ name: '새 사이트', url: 'https://new.example.kr' }] } });
  await app.events.changed('settings');
  await new Promise((r) => setTimeout(r, 300));
  const res = await call(app, 'GET', `/family-site?url=${encodeURIComponent('https://new.example.kr')}`);
  assert.equal(res.status, 200);
  assert.match(String(res.body), /url=https:\/\/new.example.kr/);
  const page = await call(app, 'GET', '/introduce/contact');
  assert.match(String(page.body), /<option value="https:\/\/new.example.kr">새 사이트<\/option>/);
});

test('the brochure is a PDF with an RFC 5987 Korean file name', async () => {
  const res = await fetch(`${app.baseUrl}/brochure.pdf`);
  assert.equal(res.status, 200);
  assert.equal(res.headers.get('content-type'), 'application/pdf');
  const cd = res.headers.get('content-disposition') ?? '';
  assert.match(cd, /^attachment; filename="[\x20-\x7e]+"; filename\*=UTF-8''/);
  assert.equal(decodeURIComponent(cd.split("''")[1]), '2025학년도 중소기업대학원 입학 안내.pdf');
  assert.equal(
    Buffer.from(await res.arrayBuffer())
      .subarray(0, 5)
      .toString(),
    '%PDF-',
  );
});

test('static files: the joined CSS is cached for a year, a missing file is a plain 404', async () => {
  // Each kind of page links its own joined stylesheet (public-web/assets.ts CSS_BUNDLES).
  for (const [path, name] of [
    ['/', 'site-home'],
    ['/introduce/greeting', 'site'],
    ['/board/notice', 'site-board'],
    ['/receipt', 'site-bare'],
  ]) {
    const page = String((await call(app, 'GET', path)).body);
    const css = new RegExp(`href="(/static/${name}\\.css\\?v=[^"]+)"`).exec(page)?.[1];
    assert.ok(css, `${path} links ${name}.css`);
    const res = await call(app, 'GET', css);
    assert.equal(res.status, 200);
    assert.match(res.headers.get('cache-control') ?? '', /immutable/);
    assert.match(res.headers.get('content-type') ?? '', /text\/css/);
  }
  const missing = await call(app, 'GET', '/static/islands/nope.js');
  assert.equal(missing.status, 404);
  assert.match(missing.headers.get('content-type') ?? '', /text\/plain/);
  const icon = await call(app, 'GET', '/favicon.ico');
  assert.equal(icon.status, 301);
});

/** A GET whose path goes on the wire exactly as written: fetch() would resolve the dot segments first. */
function rawGet(path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const { hostname, port } = new URL(app.baseUrl);
    http
      .get({ hostname, port, path }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (d: string) => (body += d));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      })
      .on('error', reject);
  });
}

test('static files: a path that climbs out of /static is a plain 404, never a file of the project', async () => {
  for (const path of [
    // The assets are public-web/assets and dist/public/islands: these reach the project's own package.json.
    '/static/../package.json',
    '/static/../../package.json',
    '/static/%2e%2e/%2e%2e/package.json',
    '/static/..%2f..%2fpackage.json',
    '/static/islands/../../../package.json',
    '/static/islands/..%2f..%2f..%2fpackage.json',
  ]) {
    const res = await rawGet(path);
    assert.equal(res.status, 404, path);
    assert.doesNotMatch(res.body, /sme-graduate-school-site|"dependencies"/, path);
  }
});

test('pages carry the strict CSP and no inline script', async () => {
  const res = await call(app, 'GET', '/');
  assert.match(res.headers.get('content-security-policy') ?? '', /script-src 'self'/);
  // Scripts come from files; inline ones are data blocks only (island props, JSON-LD), which browsers never run.
  const html = String(res.body);
  assert.doesNotMatch(html, /<script(?![^>]*\b(src=|type="application\/(ld\+)?json"))[^>]*>/);
  assert.match(html, /<script type="application\/ld\+json">/, 'the check sees the JSON-LD and lets it be');
});
