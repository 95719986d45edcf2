// Two-factor login is bound to the login, not only to the account. A login that began on the password alone never
// gains what a login with a code has: when the owner enrols 2FA elsewhere (or again, after a 최고관리자 reset it), that
// login ends at its next call and its refresh cookie dies. Enrolment, a 2FA reset and a password change each end
// every other login of the account. The outside tester's walk-through, step by step.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { QueryTypes } from 'sequelize';
import { User } from '../../db/models/index.js';
import { totpCode } from './totp.js';
import { adminToken, call, login, makeUser, startTestApp, testNowMs, type TestApp } from '../test/support.js';

let app: TestApp;
before(async () => {
  app = await startTestApp();
});
after(() => app.close());

const passwordLogin = async (u: { loginId: string; password: string }) => {
  const res = await call(app, 'POST', '/api/auth/login', { body: { loginId: u.loginId, password: u.password } });
  assert.equal(res.status, 200, JSON.stringify(res.body));
  return { token: res.body.token as string, cookie: (res.headers.get('set-cookie') ?? '').split(';')[0] };
};
const refresh = (cookie: string) => call(app, 'GET', '/api/auth/refresh', { headers: { cookie } });
const applications = (token: string) => call(app, 'GET', '/api/applications', { token });

/** Enrols 2FA in the login of `token` as the owner's phone would; returns the new secret. */
async function enrol(token: string): Promise<string> {
  const started = await call(app, 'POST', '/api/auth/my/otp', { token });
  assert.equal(started.status, 200, JSON.stringify(started.body));
  const secret = started.body.secret as string;
  const ok = await call(app, 'PUT', '/api/auth/my/otp', { token, body: { otp: totpCode(secret, testNowMs()) } });
  assert.equal(ok.status, 200, JSON.stringify(ok.body));
  return secret;
}

/** The login of `s` is over: its access token, its account calls and its refresh cookie all answer 401. */
async function assertEnded(s: { token: string; cookie: string }, what: string) {
  for (const res of [
    await applications(s.token),
    await call(app, 'GET', '/api/auth/my/info', { token: s.token }),
    await call(app, 'GET', '/api/auth/admin', { token: s.token }),
    await refresh(s.cookie),
  ]) {
    assert.equal(res.status, 401, `${what}: ${JSON.stringify(res.body)}`);
    assert.equal(res.body.token, undefined);
    assert.doesNotMatch(JSON.stringify(res.body), /receiptNo|010-/);
  }
}

describe('two-factor login bound to the login', () => {
  test('a password-only login made before the owner enrols elsewhere is over once the owner enrols', async () => {
    const owner = await makeUser({ role: 'admissions', otp: false, mustChangePassword: true });
    const first = await passwordLogin(owner);
    const changed = await call(app, 'PUT', '/api/auth/my/info/password', {
      token: first.token,
      body: { currentPassword: owner.password, newPassword: 'Gsb-Admissions-2027!x' },
    });
    assert.equal(changed.status, 200, JSON.stringify(changed.body));
    const password = 'Gsb-Admissions-2027!x';

    // Someone else has the password: their login (Ta) is held back until the account has 2FA.
    const ta = await passwordLogin({ loginId: owner.loginId, password });
    const held = await applications(ta.token);
    assert.equal(held.status, 403);
    assert.equal(held.body.otpSetupRequired, true);

    // The owner enrols in a login of their own.
    const mine = await passwordLogin({ loginId: owner.loginId, password });
    const secret = await enrol(mine.token);

    // Ta never gains access: not with its token, not by refreshing.
    await assertEnded(ta, 'Ta after the enrolment');
    // The owner's own login gave the code and goes on.
    assert.equal((await applications(mine.token)).status, 200);
    // The owner hears of both changes at the address on file (someone with the password would make them first).
    const mails = await app.sequelize.query<{ kind: string; to_address: string; text_body: string }>(
      `SELECT kind, to_address, text_body FROM mail_outbox WHERE to_address = :to ORDER BY id`,
      { replacements: { to: owner.user.email }, type: QueryTypes.SELECT },
    );
    assert.deepEqual(
      mails.map((m) => m.kind),
      ['password.changed', 'otp.enrolled'],
    );
    assert.match(mails[1].text_body, /2단계 인증\(인증 앱\)이 새로 등록되었습니다\./);
    assert.match(mails[1].text_body, /다른 로그인은 모두 종료되었습니다/);
    // A new login with the password alone is asked for the code.
    const again = await call(app, 'POST', '/api/auth/login', { body: { loginId: owner.loginId, password } });
    assert.equal(again.status, 401);
    assert.equal(again.body.otpRequired, true);
    assert.equal(
      (await applications((await login(app, { loginId: owner.loginId, password, otpSecret: secret })).token)).status,
      200,
    );
  });

  test('after a 최고관리자 resets 2FA, the window does not reopen when the owner enrols again', async () => {
    const owner = await makeUser({ role: 'admissions' });
    const before = await login(app, owner);
    assert.equal((await applications(before.token)).status, 200);

    const reset = await call(app, 'DELETE', `/api/staff/${owner.user.id}/otp`, { token: await adminToken(app) });
    assert.equal(reset.status, 200);
    await assertEnded(before, 'the login from before the reset');

    const ta = await passwordLogin(owner);
    assert.equal((await applications(ta.token)).body.otpSetupRequired, true);
    const mine = await passwordLogin(owner);
    await enrol(mine.token);
    await assertEnded(ta, 'Ta after the new enrolment');
    assert.equal((await applications(mine.token)).status, 200);
  });

  test('a login that began without a code ends at its next call once the account has 2FA, however 2FA came', async () => {
    // Even with no enrolment call to end it (2FA switched on by another path), the login's own mark decides.
    const owner = await makeUser({ role: 'content', otp: false });
    const ta = await passwordLogin(owner);
    assert.equal((await call(app, 'GET', '/api/posts', { token: ta.token })).status, 200);
    await User.update(
      { otpSecret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', otpEnabledAt: new Date() },
      {
        where: { id: owner.user.id },
      },
    );
    const res = await call(app, 'GET', '/api/posts', { token: ta.token });
    assert.equal(res.status, 401);
    assert.deepEqual(res.body, {
      errorMessage: '2단계 인증이 등록된 계정입니다. 보안을 위해 인증 코드와 함께 다시 로그인해주세요.',
      secondFactorRequired: true,
    });
    await assertEnded(ta, 'the password-only login');
  });

  test('a password change ends every other login of the account and keeps the one that made it', async () => {
    const owner = await makeUser({ role: 'admissions' });
    const a = await login(app, owner);
    const b = await login(app, owner);
    const res = await call(app, 'PUT', '/api/auth/my/info/password', {
      token: a.token,
      body: { currentPassword: owner.password, newPassword: 'Another-Strong-Pass-93!' },
    });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    await assertEnded(b, 'the other login');
    assert.equal((await applications(a.token)).status, 200);
    const rows = await app.sequelize.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM staff_sessions WHERE user_id = :id',
      { replacements: { id: owner.user.id }, type: QueryTypes.SELECT },
    );
    assert.equal(rows[0].n, 1, 'only the login that changed the password is left');
  });

  test('a login with the code keeps its mark across refreshes', async () => {
    const owner = await makeUser({ role: 'admissions' });
    const s = await login(app, owner);
    const renewed = await refresh(s.cookie);
    assert.equal(renewed.status, 200);
    assert.equal((await applications(renewed.body.token as string)).status, 200);
  });
});
