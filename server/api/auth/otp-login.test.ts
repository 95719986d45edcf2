// Logging in with two-factor login on: the code step, replays, the clock window, recovery codes, the login guard.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { User } from '../../../db/models/index.js';
import { TOTP_PERIOD_SECONDS, totpCode } from '../../auth/totp.js';
import {
  advanceClock,
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

const STEP_MS = TOTP_PERIOD_SECONDS * 1000;
const loginWith = (u: { loginId: string; password: string }, extra: Record<string, string> = {}) =>
  call(app, 'POST', '/api/auth/login', { body: { loginId: u.loginId, password: u.password, ...extra } });

/** The recovery codes of a staff member, made through the API as the person would. */
async function recoveryCodes(u: Awaited<ReturnType<typeof makeUser>>): Promise<string[]> {
  const { token } = await login(app, u);
  const res = await call(app, 'POST', '/api/auth/my/otp/recovery-codes', { token, body: { otp: await freshOtp(u) } });
  assert.equal(res.status, 200);
  return res.body.recoveryCodes as string[];
}

describe('POST /api/auth/login with 2FA on', () => {
  test('the right password alone → 401 otpRequired, no token; with the right code → logged in, last login noted', async () => {
    const u = await makeUser({ role: 'admissions' });
    const first = await loginWith(u);
    assert.equal(first.status, 401);
    assert.equal(first.body.otpRequired, true);
    assert.match(first.body.errorMessage, /6자리 인증 코드를 입력해주세요/);
    assert.equal(first.body.token, undefined);
    assert.equal(first.headers.get('set-cookie'), null);

    const ok = await loginWith(u, { otp: totpCode(u.otpSecret ?? '', testNowMs()) });
    assert.equal(ok.status, 200);
    assert.equal(typeof ok.body.token, 'string');
    const row = await User.findByPk(u.user.id);
    assert.ok(row?.lastLoginAt);
    assert.equal(Math.abs((row?.lastLoginAt?.getTime() ?? 0) - testNowMs()) < 60_000, true);
    assert.match(row?.lastLoginIp ?? '', /127\.0\.0\.1/);
  });

  test('a wrong password never says whether 2FA is on', async () => {
    const withOtp = await makeUser({ role: 'superadmin' });
    const without = await makeUser({ role: 'content' });
    const a = await loginWith({ ...withOtp, password: 'wrong-pass1' });
    const b = await loginWith({ ...without, password: 'wrong-pass1' });
    const c = await loginWith({ ...withOtp, password: 'wrong-pass1' }, { otp: totpCode(withOtp.otpSecret ?? '') });
    for (const r of [a, b, c]) {
      assert.equal(r.status, 401);
      assert.equal(r.body.errorMessage, '아이디 또는 비밀번호가 올바르지 않습니다.');
      assert.equal(r.body.otpRequired, undefined);
    }
  });

  test('a code is accepted once: the same code again → 401', async () => {
    const u = await makeUser({ role: 'superadmin' });
    const code = totpCode(u.otpSecret ?? '', testNowMs());
    assert.equal((await loginWith(u, { otp: code })).status, 200);
    const replay = await loginWith(u, { otp: code });
    assert.equal(replay.status, 401);
    assert.equal(replay.body.otpRequired, true);
    assert.match(replay.body.errorMessage, /인증 코드가 올바르지 않거나 이미 사용된 코드입니다/);
  });

  test('two logins racing with the same code: only one gets in', async () => {
    const u = await makeUser({ role: 'admissions' });
    const code = totpCode(u.otpSecret ?? '', testNowMs());
    const both = await Promise.all([loginWith(u, { otp: code }), loginWith(u, { otp: code })]);
    assert.deepEqual(both.map((r) => r.status).sort(), [200, 401]);
  });

  test('the previous step’s code is still accepted (clock drift); a code two steps old is refused', async () => {
    const a = await makeUser({ role: 'admissions' });
    const b = await makeUser({ role: 'admissions' });
    const codeA = totpCode(a.otpSecret ?? '', testNowMs());
    const codeB = totpCode(b.otpSecret ?? '', testNowMs());
    advanceClock(STEP_MS);
    assert.equal((await loginWith(a, { otp: codeA })).status, 200);
    advanceClock(STEP_MS);
    const stale = await loginWith(b, { otp: codeB });
    assert.equal(stale.status, 401);
    assert.equal(stale.body.otpRequired, true);
  });

  test('a recovery code logs in once, typed in any case and with or without the dash', async () => {
    const u = await makeUser({ role: 'superadmin' });
    const codes = await recoveryCodes(u);
    const typed = ` ${codes[3].toUpperCase().replace('-', '')} `;
    assert.equal((await loginWith(u, { otp: typed })).status, 200);
    const again = await loginWith(u, { otp: codes[3] });
    assert.equal(again.status, 401);
    assert.equal((await loginWith(u, { otp: codes[4] })).status, 200);
  });

  test('a stolen password without the phone: wrong codes count as failed tries and lock the login (429)', async () => {
    const u = await makeUser({ role: 'admissions' });
    for (let i = 0; i < 4; i++) {
      const r = await loginWith(u, { otp: wrongOtp(u.otpSecret ?? '') });
      assert.equal(r.status, 401);
      assert.equal(r.body.token, undefined);
    }
    // The fifth wrong code locks the account for devices that never logged in to it.
    const fifth = await loginWith(u, { otp: wrongOtp(u.otpSecret ?? '') });
    assert.equal(fifth.status, 429);
    assert.equal(fifth.body.accountLocked, true);
    assert.equal(fifth.body.token, undefined);
    // Even the owner's right code is refused from a device the account does not know until the lock ends.
    const locked = await loginWith(u, { otp: await freshOtp(u) });
    assert.equal(locked.status, 429);
    assert.match(locked.body.errorMessage, /잠겼습니다/);
  });

  test('an account without 2FA logs in with its password alone (an otp sent along is ignored)', async () => {
    const member = await makeUser();
    assert.equal((await loginWith(member)).status, 200);
    assert.equal((await loginWith(member, { otp: '123456' })).status, 200);
    const tooLong = await loginWith(member, { otp: 'x'.repeat(40) });
    assert.equal(tooLong.status, 400);
    assert.equal(tooLong.body.errors.otp, '인증 코드가 너무 깁니다.');
  });
});
