import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { User } from '../../../db/models/index.js';
import { call, login, makeUser, startTestApp, type TestApp } from '../../test/support.js';

let app: TestApp;
before(async () => {
  app = await startTestApp();
});
after(() => app.close());

const joinBody = (over: Record<string, unknown> = {}) => ({
  loginId: `kim${Math.floor(Math.random() * 1e8)}`,
  password: 'seoul2026pw',
  name: '김중소',
  email: 'kim@example.com',
  phone: '010-9876-5432',
  agreeTerms: true,
  agreePrivacy: true,
  ...over,
});

describe('POST /api/auth/join', () => {
  test('creates a user (role user), logs them in, normalises phone and email', async () => {
    const body = joinBody({ phone: '01098765432', email: 'Kim@Example.COM' });
    const res = await call(app, 'POST', '/api/auth/join', { body });
    assert.equal(res.status, 201);
    assert.equal(res.body.user.role, 'user');
    assert.equal(res.body.user.phone, '010-9876-5432');
    assert.equal(res.body.user.email, 'kim@example.com');
    assert.equal(typeof res.body.token, 'string');
    const me = await call(app, 'GET', '/api/auth/my/info', { token: res.body.token });
    assert.equal(me.body.user.loginId, body.loginId);
  });

  test('a role sent by the client is refused, never applied', async () => {
    const res = await call(app, 'POST', '/api/auth/join', { body: joinBody({ role: 'superadmin' }) });
    assert.equal(res.status, 400);
    assert.equal(res.body.errors.role, '허용되지 않는 항목입니다.');
  });

  test('each rule gives its own Korean field message', async () => {
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ loginId: 'AB' }, 'loginId', /영문 소문자와 숫자 4~20자/],
      [{ loginId: 'a'.repeat(21) }, 'loginId', /4~20자/],
      [{ password: 'short1' }, 'password', /8자 이상/],
      [{ password: 'onlyletters' }, 'password', /숫자/],
      [{ password: '1234567890' }, 'password', /영문자/],
      [{ password: `a1${'x'.repeat(63)}` }, 'password', /64자 이하/],
      [{ email: 'not-an-email' }, 'email', /이메일 형식/],
      [{ phone: '02-123-4567' }, 'phone', /010-0000-0000/],
      [{ name: '<script>' }, 'name', /이름은/],
      [{ agreeTerms: false }, 'agreeTerms', /이용약관에 동의/],
      [{ agreePrivacy: 'yes' }, 'agreePrivacy', /개인정보 수집·이용에 동의/],
    ];
    for (const [over, field, message] of cases) {
      const res = await call(app, 'POST', '/api/auth/join', { body: joinBody(over) });
      assert.equal(res.status, 400, JSON.stringify(over));
      assert.match(res.body.errors[field], message, JSON.stringify(over));
      assert.ok(res.body.errorMessage.length > 0);
    }
  });

  test('a taken login id → 409 on the loginId field', async () => {
    const body = joinBody();
    assert.equal((await call(app, 'POST', '/api/auth/join', { body })).status, 201);
    const again = await call(app, 'POST', '/api/auth/join', { body: { ...body, email: 'other@example.com' } });
    assert.equal(again.status, 409);
    assert.equal(again.body.errors.loginId, '이미 사용 중인 아이디입니다.');
  });
});

describe('GET/PUT /api/auth/my/info', () => {
  test('401 without a token; 200 with the profile', async () => {
    const none = await call(app, 'GET', '/api/auth/my/info');
    assert.equal(none.status, 401);
    assert.equal(none.body.errorMessage, '로그인 후 이용해주세요');
    const u = await makeUser();
    const { token } = await login(app, u);
    const me = await call(app, 'GET', '/api/auth/my/info', { token });
    assert.equal(me.status, 200);
    assert.equal(me.body.user.id, u.user.id);
    assert.equal(me.body.user.passwordHash, undefined);
  });

  test('updates name, email and phone; refuses bad values and extra fields', async () => {
    const u = await makeUser();
    const { token } = await login(app, u);
    const ok = await call(app, 'PUT', '/api/auth/my/info', {
      token,
      body: { name: '이수정', email: 'lee@example.com', phone: '010-1111-2222' },
    });
    assert.equal(ok.status, 200);
    assert.equal(ok.body.user.name, '이수정');
    const bad = await call(app, 'PUT', '/api/auth/my/info', {
      token,
      body: { name: '이수정', email: 'x', phone: '010-1111-2222' },
    });
    assert.equal(bad.status, 400);
    assert.ok(bad.body.errors.email);
    const escalate = await call(app, 'PUT', '/api/auth/my/info', {
      token,
      body: { name: '이수정', email: 'lee@example.com', phone: '010-1111-2222', role: 'superadmin' },
    });
    assert.equal(escalate.status, 400);
    assert.equal((await User.findByPk(u.user.id))!.role, 'user');
    const missing = await call(app, 'PUT', '/api/auth/my/info', { token, body: { name: '이수정' } });
    assert.equal(missing.status, 400);
    assert.deepEqual(Object.keys(missing.body.errors).sort(), ['email', 'phone']);
  });
});

describe('PUT /api/auth/my/info/password', () => {
  test('needs the current password (400, not 401, so the client does not log out)', async () => {
    const u = await makeUser();
    const { token } = await login(app, u);
    const wrong = await call(app, 'PUT', '/api/auth/my/info/password', {
      token,
      body: { currentPassword: 'wrong-pass1', newPassword: 'brandnew2026' },
    });
    assert.equal(wrong.status, 400);
    assert.equal(wrong.body.errors.currentPassword, '비밀번호가 일치하지 않습니다.');
    const weak = await call(app, 'PUT', '/api/auth/my/info/password', {
      token,
      body: { currentPassword: u.password, newPassword: 'weak' },
    });
    assert.equal(weak.status, 400);
    assert.ok(weak.body.errors.newPassword);
    const same = await call(app, 'PUT', '/api/auth/my/info/password', {
      token,
      body: { currentPassword: u.password, newPassword: u.password },
    });
    assert.equal(same.status, 400);
  });

  test('changes it: the new password logs in, the old does not, other devices are signed out, this one stays', async () => {
    const u = await makeUser();
    const here = await login(app, u);
    const elsewhere = await login(app, u);
    const res = await call(app, 'PUT', '/api/auth/my/info/password', {
      token: here.token,
      body: { currentPassword: u.password, newPassword: 'brandnew2026' },
    });
    assert.equal(res.status, 200);
    assert.equal(
      (await call(app, 'POST', '/api/auth/login', { body: { loginId: u.loginId, password: u.password } })).status,
      401,
    );
    assert.equal(
      (await call(app, 'POST', '/api/auth/login', { body: { loginId: u.loginId, password: 'brandnew2026' } })).status,
      200,
    );
    assert.equal((await call(app, 'GET', '/api/auth/my/info', { token: here.token })).status, 200);
    assert.equal((await call(app, 'GET', '/api/auth/my/info', { token: elsewhere.token })).status, 401);
    assert.equal((await call(app, 'GET', '/api/auth/refresh', { headers: { cookie: elsewhere.cookie } })).status, 401);
  });

  test('guessing the current password is throttled (429)', async () => {
    const u = await makeUser();
    const { token } = await login(app, u);
    for (let i = 0; i < 5; i++) {
      await call(app, 'PUT', '/api/auth/my/info/password', {
        token,
        body: { currentPassword: `guess${i}xx1`, newPassword: 'brandnew2026' },
      });
    }
    const blocked = await call(app, 'PUT', '/api/auth/my/info/password', {
      token,
      body: { currentPassword: u.password, newPassword: 'brandnew2026' },
    });
    assert.equal(blocked.status, 429);
    assert.match(blocked.body.errorMessage, /너무 많습니다/);
  });
});

describe('DELETE /api/auth/my/withdrawal', () => {
  test('wrong password → 400; right password erases the personal fields and ends every session', async () => {
    const u = await makeUser();
    const s = await login(app, u);
    const wrong = await call(app, 'DELETE', '/api/auth/my/withdrawal', {
      token: s.token,
      body: { password: 'nope-nope1' },
    });
    assert.equal(wrong.status, 400);
    const res = await call(app, 'DELETE', '/api/auth/my/withdrawal', {
      token: s.token,
      body: { password: u.password },
    });
    assert.equal(res.status, 200);
    const row = await User.findByPk(u.user.id);
    assert.ok(row!.deletedAt);
    assert.equal(row!.loginId, null);
    assert.equal(row!.name, null);
    assert.equal(row!.email, null);
    assert.equal(row!.phone, null);
    assert.equal(row!.passwordHash, null);
    assert.equal((await call(app, 'GET', '/api/auth/my/info', { token: s.token })).status, 401);
    assert.equal((await call(app, 'GET', '/api/auth/refresh', { headers: { cookie: s.cookie } })).status, 401);
    const relogin = await call(app, 'POST', '/api/auth/login', { body: { loginId: u.loginId, password: u.password } });
    assert.equal(relogin.status, 401);
  });

  test('without a token → 401; without a body → 400', async () => {
    assert.equal((await call(app, 'DELETE', '/api/auth/my/withdrawal', { body: { password: 'x' } })).status, 401);
    const u = await makeUser();
    const { token } = await login(app, u);
    assert.equal((await call(app, 'DELETE', '/api/auth/my/withdrawal', { token })).status, 400);
  });

  test('the last administrator cannot withdraw', async () => {
    await User.update({ role: 'user' }, { where: { role: 'superadmin' } });
    const a = await makeUser({ role: 'superadmin' });
    const { token } = await login(app, a);
    const res = await call(app, 'DELETE', '/api/auth/my/withdrawal', { token, body: { password: a.password } });
    assert.equal(res.status, 409);
    assert.match(res.body.errorMessage, /마지막 최고관리자/);
  });
});

describe('GET /api/auth/admin', () => {
  test('200 for an admin, 403 for a user, 401 without a token', async () => {
    const admin = await login(app, await makeUser({ role: 'superadmin' }));
    const user = await login(app, await makeUser());
    const ok = await call(app, 'GET', '/api/auth/admin', { token: admin.token });
    assert.equal(ok.status, 200);
    assert.equal(ok.body.isAdmin, true);
    const no = await call(app, 'GET', '/api/auth/admin', { token: user.token });
    assert.equal(no.status, 403);
    assert.equal(no.body.errorMessage, '관리자만 이용할 수 있습니다.');
    assert.equal((await call(app, 'GET', '/api/auth/admin')).status, 401);
  });
});
