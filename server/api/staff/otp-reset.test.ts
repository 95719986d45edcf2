// DELETE /api/staff/:id/otp: a 최고관리자 turns a person's 2FA off; they must enrol again, their sessions end.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { QueryTypes } from 'sequelize';
import { User } from '../../../db/models/index.js';
import { adminToken, call, freshOtp, login, makeUser, startTestApp, type TestApp } from '../../test/support.js';

let app: TestApp;
before(async () => {
  app = await startTestApp();
});
after(() => app.close());

const codesLeft = async (userId: number) =>
  (
    await app.sequelize.query('SELECT id FROM otp_recovery_codes WHERE user_id = :userId', {
      replacements: { userId },
      type: QueryTypes.SELECT,
    })
  ).length;

describe('DELETE /api/staff/:id/otp', () => {
  test('a superadmin resets it: codes gone, sessions ended, the person must enrol again before the admin opens', async () => {
    const u = await makeUser({ role: 'admissions' });
    const { token: oldToken, cookie } = await login(app, u);
    const codes = await call(app, 'POST', '/api/auth/my/otp/recovery-codes', {
      token: oldToken,
      body: { otp: await freshOtp(u) },
    });
    assert.equal(codes.status, 200);
    assert.equal(await codesLeft(u.user.id), 10);

    const res = await call(app, 'DELETE', `/api/staff/${u.user.id}/otp`, { token: await adminToken(app) });
    assert.equal(res.status, 200);
    assert.match(res.body.message, /2단계 인증을 초기화/);
    const row = await User.findByPk(u.user.id);
    assert.equal(row?.otpSecret, null);
    assert.equal(row?.otpEnabledAt, null);
    assert.equal(row?.otpLastStep, null);
    assert.equal(await codesLeft(u.user.id), 0);

    // The old login is over: its access token and its refresh cookie.
    assert.equal((await call(app, 'GET', '/api/auth/my/info', { token: oldToken })).status, 401);
    assert.equal((await call(app, 'GET', '/api/auth/refresh', { headers: { cookie } })).status, 401);

    // The password alone logs in now, and the admin asks for a new enrolment first.
    const again = await call(app, 'POST', '/api/auth/login', { body: { loginId: u.loginId, password: u.password } });
    assert.equal(again.status, 200);
    const gate = await call(app, 'GET', '/api/auth/admin', { token: again.body.token as string });
    assert.equal(gate.status, 403);
    assert.equal(gate.body.otpSetupRequired, true);
    assert.equal((await call(app, 'POST', '/api/auth/my/otp', { token: again.body.token as string })).status, 200);
  });

  test('only a superadmin may: admissions and content → 403; no token → 401', async () => {
    const target = await makeUser({ role: 'admissions' });
    for (const role of ['admissions', 'content'] as const) {
      const { token } = await login(app, await makeUser({ role }));
      const res = await call(app, 'DELETE', `/api/staff/${target.user.id}/otp`, { token });
      assert.equal(res.status, 403, role);
      assert.equal(res.body.errorMessage, '이 메뉴를 이용할 권한이 없습니다. 최고관리자에게 문의해주세요.');
    }
    assert.equal((await call(app, 'DELETE', `/api/staff/${target.user.id}/otp`)).status, 401);
    assert.ok((await User.findByPk(target.user.id))?.otpEnabledAt, 'still on');
  });

  test('a member, an unknown id or a malformed one → 404 in Korean', async () => {
    const token = await adminToken(app);
    const member = await makeUser();
    for (const id of [String(member.user.id), '999999', 'abc']) {
      const res = await call(app, 'DELETE', `/api/staff/${id}/otp`, { token });
      assert.equal(res.status, 404, id);
      assert.equal(res.body.errorMessage, '직원 계정을 찾을 수 없습니다.');
    }
  });
});
