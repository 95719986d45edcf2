// The admin's fetch: our bearer token on every call, one silent refresh on a 401, the error contract
// {errorMessage, errors} turned into react-admin's HttpError, every answered call counted as activity, and a 401
// idleTimeout that ends the login instead of refreshing it.
import assert from 'node:assert/strict';
import test from 'node:test';
import { HttpError } from 'react-admin';
import { authorizedFetch, httpClient } from './httpClient';
import { getToken, saveSession } from './session';
import { installBrowser, installFetch, type FetchCall } from './testing/fakes';

const { storage, window, clock } = installBrowser();
const server = installFetch();
const user = { id: 3, loginId: 'lee', name: '이', role: 'content' as const };

/** The fake server's refresh: a new token, and how many times it was asked. */
function refreshAnswers(ok: boolean) {
  server.routes.set('/api/auth/refresh', () =>
    ok
      ? { status: 200, body: { token: 'fresh', user } }
      : { status: 401, body: { errorMessage: '다시 로그인해주세요.' } },
  );
}
const byToken = (answers: Record<string, { status: number; body?: unknown }>) => (call: FetchCall) =>
  answers[call.headers.get('authorization') ?? ''] ?? { status: 500 };
const paths = () => server.calls.map((c) => new URL(c.url, 'https://x.test').pathname);

test.beforeEach(() => {
  server.calls.length = 0;
  server.routes.clear();
  storage.clear();
  saveSession('old', user);
});

test('a call carries the bearer token, asks for JSON, sends the cookie same-origin and returns the JSON', async () => {
  server.routes.set('/api/boards', { status: 200, body: [{ id: 1 }] });
  const res = await httpClient('/api/boards');
  assert.deepEqual(res.json, [{ id: 1 }]);
  const [call] = server.calls;
  assert.equal(call.headers.get('authorization'), 'Bearer old');
  assert.equal(call.headers.get('accept'), 'application/json');
  assert.equal(call.credentials, 'same-origin');
});

test('headers the caller gives are kept beside the token; without a token there is no Authorization', async () => {
  server.routes.set('/api/posts', { status: 200, body: {} });
  await httpClient('/api/posts', { method: 'POST', body: '{}', headers: new Headers({ 'X-Reason': 'audit' }) });
  assert.equal(server.calls[0].headers.get('x-reason'), 'audit');
  assert.equal(server.calls[0].headers.get('authorization'), 'Bearer old');
  storage.removeItem('token');
  await httpClient('/api/posts');
  assert.equal(server.calls[1].headers.has('authorization'), false);
});

test('an answered call is activity: the idle time starts again at the clock’s now', async () => {
  server.routes.set('/api/boards', { status: 200, body: [] });
  clock.ms += 60_000;
  await httpClient('/api/boards');
  assert.equal(storage.getItem('adminActivityAt'), String(clock.ms));
});

test('a 401 refreshes the token once, silently, and the call is made again with the new one', async () => {
  refreshAnswers(true);
  server.routes.set(
    '/api/boards',
    byToken({ 'Bearer old': { status: 401, body: {} }, 'Bearer fresh': { status: 200, body: [2] } }),
  );
  const res = await httpClient('/api/boards');
  assert.deepEqual(res.json, [2]);
  assert.deepEqual(paths(), ['/api/boards', '/api/auth/refresh', '/api/boards']);
  assert.equal(getToken(), 'fresh');
});

// A timeout: a refresh that retried itself would loop rather than fail.
test('a second 401 after the refresh is the error: no second refresh', { timeout: 10_000 }, async () => {
  refreshAnswers(true);
  server.routes.set('/api/boards', { status: 401, body: { errorMessage: '로그인 후 이용해주세요' } });
  await assert.rejects(httpClient('/api/boards'), (err: unknown) => {
    assert.ok(err instanceof HttpError);
    assert.equal(err.status, 401);
    assert.equal(err.message, '로그인 후 이용해주세요');
    return true;
  });
  assert.deepEqual(paths(), ['/api/boards', '/api/auth/refresh', '/api/boards']);
});

test('a 401 whose refresh fails is the error, made once', async () => {
  refreshAnswers(false);
  server.routes.set('/api/boards', { status: 401, body: { errorMessage: '로그인 후 이용해주세요' } });
  await assert.rejects(httpClient('/api/boards'), { status: 401, message: '로그인 후 이용해주세요' });
  assert.deepEqual(paths(), ['/api/boards', '/api/auth/refresh']);
  assert.equal(getToken(), 'old');
});

test('calls that meet a 401 together share one refresh', async () => {
  refreshAnswers(true);
  server.routes.set(
    '/api/boards',
    byToken({ 'Bearer old': { status: 401 }, 'Bearer fresh': { status: 200, body: [] } }),
  );
  await Promise.all([httpClient('/api/boards'), httpClient('/api/boards')]);
  assert.equal(paths().filter((p) => p === '/api/auth/refresh').length, 1);
});

test('a 400 becomes an HttpError with the server’s Korean message and the field errors for the form', async () => {
  const errors = { title: '제목을 입력해주세요.' };
  server.routes.set('/api/posts', { status: 400, body: { errorMessage: '입력값을 확인해주세요.', errors } });
  await assert.rejects(httpClient('/api/posts', { method: 'POST', body: '{}' }), (err: unknown) => {
    assert.ok(err instanceof HttpError);
    assert.equal(err.status, 400);
    assert.equal(err.message, '입력값을 확인해주세요.');
    // The summary line rides along for a field no input shows (admin/src/layout/form-errors.tsx).
    assert.deepEqual(err.body, { errors: { ...errors, root: { serverError: '입력값을 확인해주세요.' } } });
    return true;
  });
  assert.equal(paths().length, 1, 'only a 401 is refreshed');
});

test('a 403 keeps its body; an answer with no message says 에러가 발생했습니다', async () => {
  server.routes.set('/api/staff', { status: 403, body: { errorMessage: '권한이 없습니다.' } });
  await assert.rejects(httpClient('/api/staff'), {
    status: 403,
    message: '권한이 없습니다.',
    body: { errorMessage: '권한이 없습니다.' },
  });
  server.routes.set('/api/staff', { status: 502 });
  await assert.rejects(httpClient('/api/staff'), { status: 502, message: '에러가 발생했습니다' });
});

test('a failure that is not an answer passes through as it is', async () => {
  const offline = new TypeError('fetch failed');
  const saved = globalThis.fetch;
  globalThis.fetch = () => Promise.reject(offline);
  try {
    await assert.rejects(httpClient('/api/boards'), (err) => err === offline);
  } finally {
    globalThis.fetch = saved;
  }
});

test('authorizedFetch: the token, one refresh on 401, the raw answer; only an ok answer is activity', async () => {
  refreshAnswers(true);
  server.routes.set(
    '/api/files',
    byToken({ 'Bearer old': { status: 401 }, 'Bearer fresh': { status: 201, body: { id: 9 } } }),
  );
  const res = await authorizedFetch('/api/files', { method: 'POST', headers: { 'X-Purpose': 'image' } });
  assert.equal(res.status, 201);
  assert.deepEqual(await res.json(), { id: 9 });
  assert.deepEqual(paths(), ['/api/files', '/api/auth/refresh', '/api/files']);
  assert.equal(server.calls[2].headers.get('x-purpose'), 'image');
  assert.equal(server.calls[2].credentials, 'same-origin');
  assert.notEqual(storage.getItem('adminActivityAt'), null);
  storage.removeItem('adminActivityAt');
  server.routes.set('/api/files', { status: 413, body: { errorMessage: '파일이 너무 큽니다.' } });
  assert.equal((await authorizedFetch('/api/files')).status, 413);
  assert.equal(storage.getItem('adminActivityAt'), null);
});

// Last: the login ends here, and the way to the login page is taken once per page.
test('a 401 idleTimeout is not refreshed: the login ends and the login page says after how many minutes', async () => {
  refreshAnswers(true);
  server.routes.set('/api/auth/logout', { status: 204 });
  server.routes.set('/api/boards', {
    status: 401,
    body: { idleTimeout: true, errorMessage: '20분 동안 사용하지 않아 로그아웃되었습니다.' },
  });
  await assert.rejects(httpClient('/api/boards'), { status: 401 });
  assert.deepEqual(paths(), ['/api/boards', '/api/auth/logout']);
  assert.equal(getToken(), null);
  assert.equal(window.assigned.length, 1);
  assert.match(window.assigned[0], /^\/auth\/login\?prevUrl=%2Fadmin%2Fboards%3Fpage%3D2&idle=20$/);
});
