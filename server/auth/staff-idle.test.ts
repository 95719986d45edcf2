// Idle logout of staff logins: an admin call after the idle limit (30 minutes by default, a setting) answers 401
// idleTimeout and ends the login; activity before the limit keeps it alive; the 연장 call marks activity; a refresh
// cannot renew an idle login; the account's own calls under /api/auth/my hold the limit as well. The process clock is
// moved with advanceClock.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { adminToken, advanceClock, call, login, makeUser, startTestApp, type TestApp } from '../test/support.js';

let app: TestApp;
before(async () => {
  app = await startTestApp();
});
after(() => app.close());

const MIN = 60_000;
const IDLE = '30분 동안 사용하지 않아 로그아웃되었습니다. 다시 로그인해주세요.';

async function staffLogin() {
  return login(app, await makeUser({ role: 'content' }));
}

describe('staff idle logout', () => {
  test('the admin check tells the limit; a call after 31 idle minutes is refused and the login is over', async () => {
    const s = await staffLogin();
    const first = await call(app, 'GET', '/api/auth/admin', { token: s.token });
    assert.equal(first.status, 200);
    assert.equal(first.body.idleMinutes, 30);

    advanceClock(31 * MIN);
    const idle = await call(app, 'GET', '/api/posts', { token: s.token });
    assert.equal(idle.status, 401);
    assert.deepEqual(idle.body, { errorMessage: IDLE, idleTimeout: true });
    // The login is revoked: the token and the refresh cookie no longer work.
    assert.equal((await call(app, 'GET', '/api/auth/admin', { token: s.token })).status, 401);
    assert.equal((await call(app, 'GET', '/api/auth/refresh', { headers: { cookie: s.cookie } })).status, 401);
  });

  test('activity at 29 minutes keeps the login alive for another 30', async () => {
    const s = await staffLogin();
    advanceClock(29 * MIN);
    assert.equal((await call(app, 'GET', '/api/auth/admin', { token: s.token })).status, 200);
    advanceClock(29 * MIN);
    assert.equal((await call(app, 'GET', '/api/auth/admin', { token: s.token })).status, 200);
    advanceClock(29 * MIN);
    const res = await call(app, 'GET', '/api/posts', { token: s.token });
    assert.equal(res.status, 200, JSON.stringify(res.body));
  });

  test('연장 (POST /api/auth/my/session/extend) marks activity; after the limit it is refused too', async () => {
    const s = await staffLogin();
    advanceClock(25 * MIN);
    const ext = await call(app, 'POST', '/api/auth/my/session/extend', { token: s.token });
    assert.equal(ext.status, 200);
    assert.equal(ext.body.idleMinutes, 30);
    advanceClock(25 * MIN);
    assert.equal((await call(app, 'GET', '/api/auth/admin', { token: s.token })).status, 200);

    advanceClock(31 * MIN);
    const late = await call(app, 'POST', '/api/auth/my/session/extend', { token: s.token });
    assert.equal(late.status, 401);
    assert.equal(late.body.idleTimeout, true);
  });

  test("the account's own calls (/api/auth/my/*) hold the limit too: after 45 idle minutes they end the login", async () => {
    for (const [method, path] of [
      ['GET', '/api/auth/my/info'],
      ['PUT', '/api/auth/my/info'],
      ['POST', '/api/auth/my/otp'],
      ['PUT', '/api/auth/my/info/password'],
    ]) {
      const s = await staffLogin();
      advanceClock(45 * MIN);
      const res = await call(app, method, path, { token: s.token, body: method === 'PUT' ? {} : undefined });
      assert.equal(res.status, 401, `${method} ${path}`);
      assert.deepEqual(res.body, { errorMessage: IDLE, idleTimeout: true });
      assert.equal((await call(app, 'GET', '/api/auth/refresh', { headers: { cookie: s.cookie } })).status, 401);
    }
  });

  test('a refresh is not activity, and it cannot renew an idle login', async () => {
    const s = await staffLogin();
    advanceClock(20 * MIN);
    const fresh = await call(app, 'GET', '/api/auth/refresh', { headers: { cookie: s.cookie } });
    assert.equal(fresh.status, 200);
    const cookie = (fresh.headers.get('set-cookie') ?? '').split(';')[0];
    advanceClock(11 * MIN);
    const res = await call(app, 'GET', '/api/auth/refresh', { headers: { cookie } });
    assert.equal(res.status, 401);
    assert.deepEqual(res.body, { errorMessage: IDLE, idleTimeout: true });
    assert.match(res.headers.get('set-cookie') ?? '', /refresh_token=;/);
  });

  test('members are not logged out for idleness', async () => {
    const m = await login(app, await makeUser());
    advanceClock(60 * MIN);
    assert.equal((await call(app, 'GET', '/api/auth/my/info', { token: m.token })).status, 200);
    assert.equal((await call(app, 'GET', '/api/auth/refresh', { headers: { cookie: m.cookie } })).status, 200);
  });

  test('the limit is a setting (5–240 minutes) and the message names it', async () => {
    const admin = await adminToken(app);
    for (const bad of [4, 241, 12.5, '30']) {
      const res = await call(app, 'PUT', '/api/settings/1', { token: admin, body: { staffIdleMinutes: bad } });
      assert.equal(res.status, 400, String(bad));
      assert.match(res.body.errorMessage, /^자동 로그아웃 시간: /);
    }
    const ok = await call(app, 'PUT', '/api/settings/1', { token: admin, body: { staffIdleMinutes: 10 } });
    assert.equal(ok.status, 200);
    assert.equal(ok.body.staffIdleMinutes, 10);

    const s = await staffLogin();
    assert.equal((await call(app, 'GET', '/api/auth/admin', { token: s.token })).body.idleMinutes, 10);
    advanceClock(11 * MIN);
    const res = await call(app, 'GET', '/api/auth/admin', { token: s.token });
    assert.equal(res.status, 401);
    assert.equal(res.body.errorMessage, '10분 동안 사용하지 않아 로그아웃되었습니다. 다시 로그인해주세요.');
  });
});
