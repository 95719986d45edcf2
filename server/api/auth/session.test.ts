import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import jwt from 'jsonwebtoken';
import { User } from '../../../db/models/index.js';
import { call, login, makeUser, startTestApp, TEST_JWT_SECRET, type TestApp } from '../../test/support.js';

let app: TestApp;
before(async () => {
  app = await startTestApp();
});
after(() => app.close());

describe('POST /api/auth/login', () => {
  test('returns a token and the user (no hash), and sets an httpOnly SameSite=Strict refresh cookie', async () => {
    const u = await makeUser();
    const res = await call(app, 'POST', '/api/auth/login', { body: { loginId: u.loginId, password: u.password } });
    assert.equal(res.status, 200);
    assert.equal(typeof res.body.token, 'string');
    assert.deepEqual(Object.keys(res.body.user).sort(), ['email', 'id', 'loginId', 'name', 'phone', 'role']);
    assert.equal(res.body.user.loginId, u.loginId);
    const cookie = res.headers.get('set-cookie') ?? '';
    assert.match(cookie, /^refresh_token=/);
    assert.match(cookie, /HttpOnly/);
    assert.match(cookie, /SameSite=Strict/);
    assert.match(cookie, /Path=\/api\/auth/);
    assert.equal(res.headers.get('cache-control'), 'no-store');
  });

  test('wrong password or unknown id → 401 with the same Korean message', async () => {
    const u = await makeUser();
    const wrong = await call(app, 'POST', '/api/auth/login', { body: { loginId: u.loginId, password: 'nope12345' } });
    const unknown = await call(app, 'POST', '/api/auth/login', {
      body: { loginId: 'nobody999', password: 'nope12345' },
    });
    assert.equal(wrong.status, 401);
    assert.equal(unknown.status, 401);
    assert.equal(wrong.body.errorMessage, '아이디 또는 비밀번호가 올바르지 않습니다.');
    assert.equal(unknown.body.errorMessage, wrong.body.errorMessage);
  });

  test('missing fields, wrong types and unknown fields → 400 naming the field', async () => {
    const missing = await call(app, 'POST', '/api/auth/login', { body: { loginId: 'abcd' } });
    assert.equal(missing.status, 400);
    assert.match(missing.body.errorMessage, /비밀번호/);
    assert.ok(missing.body.errors.password);
    const typed = await call(app, 'POST', '/api/auth/login', { body: { loginId: ['a'], password: 1 } });
    assert.equal(typed.status, 400);
    const extra = await call(app, 'POST', '/api/auth/login', {
      body: { loginId: 'abcd', password: 'x', role: 'superadmin' },
    });
    assert.equal(extra.status, 400);
    assert.equal(extra.body.errors.role, '허용되지 않는 항목입니다.');
  });

  test('the 5th failure for one account locks it: 429 in Korean, even with the right password', async () => {
    const u = await makeUser();
    for (let i = 0; i < 5; i++) {
      const r = await call(app, 'POST', '/api/auth/login', { body: { loginId: u.loginId, password: `wrong${i}pass` } });
      assert.equal(r.status, i < 4 ? 401 : 429);
    }
    const blocked = await call(app, 'POST', '/api/auth/login', { body: { loginId: u.loginId, password: u.password } });
    assert.equal(blocked.status, 429);
    assert.equal(blocked.body.accountLocked, true);
    assert.match(blocked.body.errorMessage, /\d{4}\.\d{2}\.\d{2} \d{2}:\d{2}\(한국 시간\)까지 잠겼습니다/);
    assert.ok(Number(blocked.headers.get('retry-after')) > 800);
  });

  test('a success resets the per-account failure count', async () => {
    const u = await makeUser();
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 4; i++)
        await call(app, 'POST', '/api/auth/login', { body: { loginId: u.loginId, password: 'bad-pass1' } });
      const ok = await call(app, 'POST', '/api/auth/login', { body: { loginId: u.loginId, password: u.password } });
      assert.equal(ok.status, 200);
    }
  });
});

describe('GET /api/auth/refresh', () => {
  test('rotates: the new cookie works, the old one is refused and revokes the whole family', async () => {
    const u = await makeUser();
    const first = await login(app, u);
    const r1 = await call(app, 'GET', '/api/auth/refresh', { headers: { cookie: first.cookie } });
    assert.equal(r1.status, 200);
    assert.equal(typeof r1.body.token, 'string');
    const second = (r1.headers.get('set-cookie') ?? '').split(';')[0];
    assert.notEqual(second, first.cookie);

    const reuse = await call(app, 'GET', '/api/auth/refresh', { headers: { cookie: first.cookie } });
    assert.equal(reuse.status, 401);
    assert.equal(reuse.body.errorMessage, '보안을 위해 다시 로그인해주세요.');
    // The thief's reuse killed the legitimate chain too, and the access tokens of that login.
    const after = await call(app, 'GET', '/api/auth/refresh', { headers: { cookie: second } });
    assert.equal(after.status, 401);
    const me = await call(app, 'GET', '/api/auth/my/info', { token: r1.body.token });
    assert.equal(me.status, 401);
  });

  test('no cookie or a made-up one → 401', async () => {
    assert.equal((await call(app, 'GET', '/api/auth/refresh')).status, 401);
    const bogus = await call(app, 'GET', '/api/auth/refresh', {
      headers: { cookie: 'refresh_token=abcdefghijklmnopqrstuvwxyz0123' },
    });
    assert.equal(bogus.status, 401);
    assert.equal(bogus.body.errorMessage, '로그인 후 이용해주세요');
  });
});

describe('POST /api/auth/logout', () => {
  test('kills the refresh token and the access token of that login', async () => {
    const u = await makeUser();
    const s = await login(app, u);
    const out = await call(app, 'POST', '/api/auth/logout', { token: s.token, headers: { cookie: s.cookie } });
    assert.equal(out.status, 200);
    assert.match(out.headers.get('set-cookie') ?? '', /refresh_token=;/);
    assert.equal((await call(app, 'GET', '/api/auth/refresh', { headers: { cookie: s.cookie } })).status, 401);
    assert.equal((await call(app, 'GET', '/api/auth/my/info', { token: s.token })).status, 401);
  });

  test('another login of the same user keeps working', async () => {
    const u = await makeUser();
    const a = await login(app, u);
    const b = await login(app, u);
    await call(app, 'POST', '/api/auth/logout', { token: a.token, headers: { cookie: a.cookie } });
    assert.equal((await call(app, 'GET', '/api/auth/my/info', { token: b.token })).status, 200);
  });
});

describe('bearer tokens', () => {
  test('expired, forged, wrong-algorithm and refresh-typed tokens → 401', async () => {
    const u = await makeUser();
    const s = await login(app, u);
    const claims = jwt.decode(s.token) as Record<string, unknown>;
    const base = { sub: claims.sub, ver: claims.ver, sid: claims.sid, aud: 'sme-school-site', iss: 'sme-school-site' };
    const expired = jwt.sign({ ...base, typ: 'access', exp: Math.floor(Date.now() / 1000) - 10 }, TEST_JWT_SECRET);
    const forged = jwt.sign({ ...base, typ: 'access' }, 'another-secret-another-secret-another-secret');
    const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from(JSON.stringify({ ...base, typ: 'access' })).toString('base64url')}.`;
    const wrongType = jwt.sign({ ...base, typ: 'refresh' }, TEST_JWT_SECRET);
    for (const token of [expired, forged, none, wrongType, 'garbage']) {
      const r = await call(app, 'GET', '/api/auth/my/info', { token });
      assert.equal(r.status, 401, token);
      assert.equal(r.body.errorMessage, '로그인 후 이용해주세요');
    }
  });

  test("losing the admin role ends that user's tokens at once", async () => {
    const u = await makeUser({ role: 'superadmin' });
    const s = await login(app, u);
    assert.equal((await call(app, 'GET', '/api/auth/admin', { token: s.token })).status, 200);
    const row = await User.findByPk(u.user.id);
    await row!.update({ role: 'user' });
    assert.equal((await call(app, 'GET', '/api/auth/admin', { token: s.token })).status, 401);
    assert.equal((await call(app, 'GET', '/api/auth/my/info', { token: s.token })).status, 401);
  });
});

test('login ids are matched without regard to case, as they were stored lowercase at join', async () => {
  const u = await makeUser();
  const res = await call(app, 'POST', '/api/auth/login', {
    body: { loginId: u.loginId.toUpperCase(), password: u.password },
  });
  assert.equal(res.status, 200);
});
