// Enrolling in two-factor login, and the staff gate that sends a role handling personal data there first.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { QueryTypes } from 'sequelize';
import { User } from '../../../db/models/index.js';
import { totpCode, totpStep } from '../../auth/totp.js';
import {
  call,
  freshOtp,
  login,
  makeUser,
  startTestApp,
  testNowMs,
  wrongOtp,
  type TestApp,
} from '../../test/support.js';

let app: TestApp;
before(async () => {
  app = await startTestApp();
});
after(() => app.close());

describe('POST/PUT /api/auth/my/otp (enrolment)', () => {
  test('a pending secret and its otpauth URL, a wrong code refused, the right one turns 2FA on with 10 recovery codes once', async () => {
    const u = await makeUser({ role: 'superadmin', otp: false });
    const { token } = await login(app, u);

    const started = await call(app, 'POST', '/api/auth/my/otp', { token });
    assert.equal(started.status, 200);
    const secret = started.body.secret as string;
    assert.match(secret, /^[A-Z2-7]{32}$/);
    const url = new URL(started.body.otpauthUrl as string);
    assert.equal(url.protocol, 'otpauth:');
    assert.equal(url.host, 'totp');
    assert.equal(url.searchParams.get('secret'), secret);
    assert.equal(url.searchParams.get('digits'), '6');
    assert.equal(url.searchParams.get('period'), '30');
    assert.match(decodeURIComponent(url.pathname), new RegExp(u.loginId));
    let row = await User.findByPk(u.user.id);
    assert.equal(row?.otpSecret, secret);
    assert.equal(row?.otpEnabledAt, null, 'pending until confirmed');

    const right = totpCode(secret, testNowMs());
    const wrong = await call(app, 'PUT', '/api/auth/my/otp', { token, body: { otp: wrongOtp(secret) } });
    assert.equal(wrong.status, 400);
    assert.equal(wrong.body.errorMessage, '인증 코드가 올바르지 않습니다. 앱에 표시된 6자리 숫자를 다시 확인해주세요.');
    assert.ok(wrong.body.errors.otp);
    const notDigits = await call(app, 'PUT', '/api/auth/my/otp', { token, body: { otp: 'abc' } });
    assert.equal(notDigits.status, 400);
    assert.match(notDigits.body.errorMessage, /6자리 숫자/);

    const ok = await call(app, 'PUT', '/api/auth/my/otp', { token, body: { otp: right } });
    assert.equal(ok.status, 200);
    const codes = ok.body.recoveryCodes as string[];
    assert.equal(codes.length, 10);
    assert.equal(new Set(codes).size, 10);
    for (const c of codes) assert.match(c, /^[a-z2-9]{5}-[a-z2-9]{5}$/);
    row = await User.findByPk(u.user.id);
    assert.ok(row?.otpEnabledAt);
    assert.equal(row?.otpLastStep, totpStep(testNowMs()));

    // Stored hashed, never the code.
    const stored = await app.sequelize.query<{ code_hash: string }>(
      'SELECT code_hash FROM otp_recovery_codes WHERE user_id = :id',
      { replacements: { id: u.user.id }, type: QueryTypes.SELECT },
    );
    assert.equal(stored.length, 10);
    for (const s of stored) {
      assert.match(s.code_hash, /^[0-9a-f]{64}$/);
      assert.ok(!codes.some((c) => s.code_hash.includes(c.replace('-', ''))));
    }

    // Once on, enrolment answers 409 and the codes are never shown again.
    const again = await call(app, 'PUT', '/api/auth/my/otp', { token, body: { otp: right } });
    assert.equal(again.status, 409);
    assert.equal(again.body.errorMessage, '이미 2단계 인증을 사용하고 있습니다.');
    assert.equal(again.body.recoveryCodes, undefined);
    assert.equal((await call(app, 'POST', '/api/auth/my/otp', { token })).status, 409);
  });

  test('a confirmation without a started enrolment → 400; a member → 403; no token → 401', async () => {
    const staff = await makeUser({ role: 'content' });
    const { token } = await login(app, staff);
    const early = await call(app, 'PUT', '/api/auth/my/otp', { token, body: { otp: '123456' } });
    assert.equal(early.status, 400);
    assert.match(early.body.errorMessage, /먼저 시작/);

    const member = await makeUser();
    const memberToken = (await login(app, member)).token;
    const refused = await call(app, 'POST', '/api/auth/my/otp', { token: memberToken });
    assert.equal(refused.status, 403);
    assert.equal(refused.body.errorMessage, '관리자만 이용할 수 있습니다.');
    assert.equal((await call(app, 'POST', '/api/auth/my/otp')).status, 401);
  });

  test('guessing the enrolment code is throttled (429 after 5 wrong codes)', async () => {
    const u = await makeUser({ role: 'admissions', otp: false });
    const { token } = await login(app, u);
    const secret = (await call(app, 'POST', '/api/auth/my/otp', { token })).body.secret as string;
    const wrong = wrongOtp(secret);
    for (let i = 0; i < 5; i++) {
      const r = await call(app, 'PUT', '/api/auth/my/otp', { token, body: { otp: wrong } });
      assert.ok(r.status === 400 || r.status === 429);
    }
    const locked = await call(app, 'PUT', '/api/auth/my/otp', { token, body: { otp: totpCode(secret, testNowMs()) } });
    assert.equal(locked.status, 429);
    assert.match(locked.body.errorMessage, /인증 코드 확인 시도가 너무 많습니다/);
  });
});

describe('the staff gate', () => {
  test('a superadmin without 2FA gets 403 otpSetupRequired on admin routes but reaches the enrolment', async () => {
    const u = await makeUser({ role: 'superadmin', otp: false });
    const { token } = await login(app, u);
    for (const path of ['/api/auth/admin', '/api/settings', '/api/applications']) {
      const res = await call(app, 'GET', path, { token });
      assert.equal(res.status, 403, path);
      assert.equal(res.body.otpSetupRequired, true, path);
      assert.equal(res.body.errorMessage, '개인정보를 다루는 계정은 2단계 인증을 등록한 뒤 이용할 수 있습니다.');
    }
    const started = await call(app, 'POST', '/api/auth/my/otp', { token });
    assert.equal(started.status, 200);
    const confirmed = await call(app, 'PUT', '/api/auth/my/otp', {
      token,
      body: { otp: totpCode(started.body.secret as string, testNowMs()) },
    });
    assert.equal(confirmed.status, 200);
    // The same login now opens the admin.
    assert.equal((await call(app, 'GET', '/api/auth/admin', { token })).status, 200);
    assert.equal((await call(app, 'GET', '/api/settings', { token })).status, 200);
  });

  test('the password change comes first, then 2FA', async () => {
    const u = await makeUser({ role: 'admissions', otp: false, mustChangePassword: true });
    const { token } = await login(app, u);
    const res = await call(app, 'GET', '/api/auth/admin', { token });
    assert.equal(res.status, 403);
    assert.equal(res.body.passwordChangeRequired, true);
    assert.equal(res.body.otpSetupRequired, undefined);
  });

  test('a content role without 2FA is not held back', async () => {
    const u = await makeUser({ role: 'content' });
    assert.equal(u.otpSecret, null);
    const { token } = await login(app, u);
    assert.equal((await call(app, 'GET', '/api/auth/admin', { token })).status, 200);
    assert.equal((await call(app, 'GET', '/api/popups', { token })).status, 200);
  });
});

describe('POST /api/auth/my/otp/recovery-codes', () => {
  test('a current code makes a new set; the old codes stop working; a wrong code → 400', async () => {
    const u = await makeUser({ role: 'admissions' });
    const { token } = await login(app, u);
    const wrong = await call(app, 'POST', '/api/auth/my/otp/recovery-codes', {
      token,
      body: { otp: wrongOtp(u.otpSecret ?? '') },
    });
    assert.equal(wrong.status, 400);
    assert.match(wrong.body.errorMessage, /인증 코드가 올바르지 않습니다/);

    const first = await call(app, 'POST', '/api/auth/my/otp/recovery-codes', {
      token,
      body: { otp: await freshOtp(u) },
    });
    assert.equal(first.status, 200);
    const second = await call(app, 'POST', '/api/auth/my/otp/recovery-codes', {
      token,
      body: { otp: await freshOtp(u) },
    });
    assert.equal(second.status, 200);
    assert.equal((second.body.recoveryCodes as string[]).length, 10);
    const body = { loginId: u.loginId, password: u.password };
    const old = await call(app, 'POST', '/api/auth/login', { body: { ...body, otp: first.body.recoveryCodes[0] } });
    assert.equal(old.status, 401);
    const fresh = await call(app, 'POST', '/api/auth/login', { body: { ...body, otp: second.body.recoveryCodes[0] } });
    assert.equal(fresh.status, 200);
  });

  test('without 2FA on → 400', async () => {
    const u = await makeUser({ role: 'content' });
    const { token } = await login(app, u);
    const res = await call(app, 'POST', '/api/auth/my/otp/recovery-codes', { token, body: { otp: '123456' } });
    assert.equal(res.status, 400);
    assert.equal(res.body.errorMessage, '2단계 인증을 먼저 등록해주세요.');
  });
});
