// The login throttle seen from several client addresses (127.0.0.x): guessing is bounded per account across all
// addresses, a noisy address does not refuse other people's right passwords, and a device that logged in before
// keeps working while its account is locked for strangers.
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, test } from 'node:test';
import { callFrom, cookiesOf } from '../../test/from-address.js';
import { freshOtp, makeUser, startTestApp, type TestApp } from '../../test/support.js';

let app: TestApp;
before(async () => {
  app = await startTestApp();
});
after(() => app.close());
beforeEach(async () => {
  await app.sequelize.query('DELETE FROM rate_limits');
});

const login = (address: string, loginId: string, password: string, cookie?: string, otp?: string) =>
  callFrom(app, address, 'POST', '/api/auth/login', { body: { loginId, password, otp }, cookie });

describe('login throttle across addresses', () => {
  test('8 addresses × 5 wrong passwords: only 10 guesses are checked, then 429 with Retry-After in Korean', async () => {
    const admin = await makeUser({ role: 'superadmin' });
    let checked = 0;
    let refused = 0;
    for (let a = 2; a <= 9; a++) {
      for (let i = 0; i < 5; i++) {
        const res = await login(`127.0.0.${a}`, admin.loginId, `guess-${a}-${i}`);
        if (res.status === 401) checked += 1;
        else {
          assert.equal(res.status, 429);
          assert.match(res.body.errorMessage, /로그인 시도가 너무 많습니다\. \d+분 후에 다시 시도해주세요\./);
          assert.ok(Number(res.headers.get('retry-after')) > 600);
          refused += 1;
        }
      }
    }
    assert.equal(checked, 10);
    assert.equal(refused, 30);
    // The right password from an unknown device is refused too while the account is locked.
    assert.equal((await login('127.0.0.10', admin.loginId, admin.password)).status, 429);
  });

  test('a device that logged in before keeps working while strangers have locked the account', async () => {
    const admin = await makeUser({ role: 'superadmin' });
    const first = await login('127.0.0.20', admin.loginId, admin.password, undefined, await freshOtp(admin));
    assert.equal(first.status, 200);
    const device = cookiesOf(first)
      .split('; ')
      .filter((c) => c.startsWith('login_device='))
      .join('');
    assert.ok(device, 'a device cookie is set');
    assert.match(
      first.headers.getSetCookie().join('\n'),
      /login_device=[^;]+; Max-Age=\d+; Path=\/api\/auth;.*HttpOnly/,
    );

    for (let a = 2; a <= 4; a++) for (let i = 0; i < 5; i++) await login(`127.0.0.${a}`, admin.loginId, `bad-${i}`);
    assert.equal((await login('127.0.0.21', admin.loginId, admin.password)).status, 429);

    // Even from an address that has itself been guessing.
    const again = await login('127.0.0.2', admin.loginId, admin.password, device, await freshOtp(admin));
    assert.equal(again.status, 200, JSON.stringify(again.body));
    // The cookie names its account only: it does not unlock another one.
    const other = await makeUser();
    for (let a = 2; a <= 3; a++) for (let i = 0; i < 5; i++) await login(`127.0.0.${a}`, other.loginId, `bad-${i}`);
    assert.equal((await login('127.0.0.20', other.loginId, other.password, device)).status, 429);
  });

  test('after 20 failures from one address (any accounts), another account’s right password from it still works', async () => {
    const victims = await Promise.all([makeUser(), makeUser(), makeUser(), makeUser()]);
    for (const v of victims)
      for (let i = 0; i < 5; i++) assert.equal((await login('127.0.0.40', v.loginId, `bad-${i}`)).status, 401);
    const colleague = await makeUser({ role: 'superadmin' });
    const res = await login('127.0.0.40', colleague.loginId, colleague.password, undefined, await freshOtp(colleague));
    assert.equal(res.status, 200, JSON.stringify(res.body));
  });

  test('a trusted device that keeps failing loses its trust', async () => {
    const u = await makeUser();
    const device = cookiesOf(await login('127.0.0.50', u.loginId, u.password));
    for (let i = 0; i < 5; i++) assert.equal((await login('127.0.0.50', u.loginId, `bad-${i}`, device)).status, 401);
    for (let i = 0; i < 5; i++) assert.equal((await login('127.0.0.50', u.loginId, `bad2-${i}`, device)).status, 401);
    assert.equal((await login('127.0.0.50', u.loginId, u.password, device)).status, 429);
  });
});
