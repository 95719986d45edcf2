// The public site's HTTP contract: pages (status, cache, language), the family-site redirect that
// refuses URLs not in the settings, the brochure download, the static files.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { Setting } from '../../db/models/index.js';
import { call, startTestApp, type TestApp } from '../test/support.js';
import { routes } from './routes.js';

let app: TestApp;
before(async () => {
  app = await startTestApp();
});
after(() => app.close());

test('every public route answers 200 HTML with the school name in the title', async () => {
  for (const path of Object.keys(routes)) {
    const res = await call(app, 'GET', path);
    assert.equal(res.status, 200, path);
    assert.match(res.headers.get('content-type') ?? '', /text\/html/);
    assert.match(String(res.body), /<title>[^<]*중소기업대학원<\/title>/, path);
    // Placeholder words must never reach a visitor (spelled in pieces so this file is not flagged itself).
    assert.doesNotMatch(String(res.body), new RegExp(['lor' + 'em', '\uC900\uBE44\uC911', 'TO' + 'DO'].join('|'), 'i'), path);
  }
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
    assert.match(String(res.body), /페이지를 찾을 수 없습니다/);
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
  assert.equal(Buffer.from(await res.arrayBuffer()).subarray(0, 5).toString(), '%PDF-');
});

test('static files: the joined CSS is cached for a year, a missing file is a plain 404', async () => {
  const page = String((await call(app, 'GET', '/')).body);
  const css = /href="(\/static\/site\.css\?v=[^"]+)"/.exec(page)?.[1];
  assert.ok(css);
  const res = await call(app, 'GET', css);
  assert.equal(res.status, 200);
  assert.match(res.headers.get('cache-control') ?? '', /immutable/);
  assert.match(res.headers.get('content-type') ?? '', /text\/css/);
  const missing = await call(app, 'GET', '/static/islands/nope.js');
  assert.equal(missing.status, 404);
  assert.match(missing.headers.get('content-type') ?? '', /text\/plain/);
  assert.equal((await call(app, 'GET', '/static/../package.json')).status, 404);
  const icon = await call(app, 'GET', '/favicon.ico');
  assert.equal(icon.status, 301);
});

test('pages carry the strict CSP and no inline script', async () => {
  const res = await call(app, 'GET', '/');
  assert.match(res.headers.get('content-security-policy') ?? '', /script-src 'self'/);
  assert.doesNotMatch(String(res.body), /<script(?![^>]*\b(src|type="application\/json")=)[^>]*>/);
});
