// The one error contract, seen from outside: every failure is JSON {errorMessage} in Korean, never a stack.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { call, startTestApp, type TestApp } from '../test/support.js';

let app: TestApp;
before(async () => {
  app = await startTestApp();
});
after(() => app.close());

const hangul = /[가-힣]/;

test('malformed JSON → 400', async () => {
  const res = await call(app, 'POST', '/api/auth/login', {
    raw: '{"loginId": ',
    headers: { 'content-type': 'application/json' },
  });
  assert.equal(res.status, 400);
  assert.equal(res.body.errorMessage, '요청 본문의 JSON 형식이 올바르지 않습니다.');
});

test('a wrong content type → 400 that says to send JSON', async () => {
  const res = await call(app, 'POST', '/api/auth/login', {
    raw: 'loginId=a&password=b',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  assert.equal(res.status, 400);
  assert.match(res.body.errorMessage, /JSON/);
  assert.match(res.body.errorMessage, hangul);
});

test('a JSON array or scalar body → 400', async () => {
  for (const raw of ['[1,2]', '"text"', 'null']) {
    const res = await call(app, 'POST', '/api/auth/login', { raw, headers: { 'content-type': 'application/json' } });
    assert.equal(res.status, 400, raw);
    assert.match(res.body.errorMessage, hangul);
  }
});

test('an oversized body → 413 in Korean', async () => {
  const res = await call(app, 'POST', '/api/auth/join', {
    raw: JSON.stringify({ name: 'x'.repeat(2_000_000) }),
    headers: { 'content-type': 'application/json' },
  });
  assert.equal(res.status, 413);
  assert.equal(res.body.errorMessage, '보낸 내용이 너무 큽니다.');
});

test('NUL bytes anywhere (body, nested, keys, query) → 400, not a PostgreSQL 500', async () => {
  const bodies = [
    { loginId: 'ab\u0000cd', password: 'x' },
    { loginId: 'abcd', password: 'x', 'k\u0000': 1 },
  ];
  for (const body of bodies) {
    const res = await call(app, 'POST', '/api/auth/login', { body });
    assert.equal(res.status, 400);
    assert.match(res.body.errorMessage, /NUL/);
  }
  const q = await call(app, 'GET', '/api/auth/my/info?x=%00');
  assert.equal(q.status, 400);
});

test('JSON nested thousands deep → 400 in Korean, not a stack overflow 500', async () => {
  for (const raw of [
    `{"a":${'['.repeat(300_000)}${']'.repeat(300_000)}}`,
    `${'{"a":'.repeat(100_000)}1${'}'.repeat(100_000)}`,
  ]) {
    const res = await call(app, 'POST', '/api/auth/login', { raw, headers: { 'content-type': 'application/json' } });
    assert.equal(res.status, 400);
    assert.match(res.body.errorMessage, /너무 깊게 중첩/);
  }
});

test('unknown fields named like Object.prototype members are named in the message and in errors', async () => {
  for (const key of ['__proto__', 'constructor', 'toString']) {
    const raw = `{"loginId":"abcd","password":"abcdefgh1","${key}":1}`;
    const res = await call(app, 'POST', '/api/auth/login', { raw, headers: { 'content-type': 'application/json' } });
    assert.equal(res.status, 400);
    assert.equal(res.body.errorMessage, `${key}: 허용되지 않는 항목입니다.`);
    assert.deepEqual(Object.keys(res.body.errors), [key]);
  }
});

test('unknown /api paths → 404 JSON; unknown methods too', async () => {
  const res = await call(app, 'GET', '/api/no/such/thing');
  assert.equal(res.status, 404);
  assert.equal(res.body.errorMessage, '요청하신 API를 찾을 수 없습니다.');
  assert.equal((await call(app, 'PATCH', '/api/auth/login', { body: {} })).status, 404);
});

test('odd strings that are fine: emoji, RTL, long Korean are answered without 500', async () => {
  for (const loginId of ['홍길동😀', '\u202eabc', '가'.repeat(60), '\ud800']) {
    const res = await call(app, 'POST', '/api/auth/login', { body: { loginId, password: 'x' } });
    assert.ok(res.status === 401 || res.status === 400, `${loginId}: ${res.status}`);
  }
});

test('bad percent-encoding in a path → 4xx, not 500', async () => {
  const res = await fetch(`${app.baseUrl}/files/%E0%A4%A/x`);
  assert.ok(res.status >= 400 && res.status < 500, String(res.status));
});

test('security headers: CSP without inline scripts, nosniff, frame-ancestors, no x-powered-by', async () => {
  const res = await fetch(`${app.baseUrl}/`);
  const csp = res.headers.get('content-security-policy') ?? '';
  assert.match(csp, /script-src 'self'(;|$)/);
  assert.match(csp, /object-src 'none'/);
  assert.match(csp, /frame-ancestors 'self'/);
  assert.equal(res.headers.get('x-content-type-options'), 'nosniff');
  assert.equal(res.headers.get('x-powered-by'), null);
});

test('healthz answers ok while the database answers', async () => {
  const res = await call(app, 'GET', '/healthz');
  assert.equal(res.status, 200);
  assert.deepEqual(res.body, { status: 'ok' });
});
