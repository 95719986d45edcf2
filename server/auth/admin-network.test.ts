// The admin network allowlist (settings.adminAllowedNetworks): outside the listed CIDRs every admin call answers 403
// networkBlocked and a staff account cannot log in; inside works; members are not affected; a list that would shut
// out the person saving it, or a malformed CIDR, is refused.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { callFrom, cookiesOf } from '../test/from-address.js';
import { adminToken, call, makeUser, startTestApp, type TestApp } from '../test/support.js';

let app: TestApp;
let admin: string;
before(async () => {
  app = await startTestApp();
  admin = await adminToken(app);
});
after(() => app.close());

const save = (networks: unknown, token = admin) =>
  call(app, 'PUT', '/api/settings/1', { token, body: { adminAllowedNetworks: networks } });

const loginFrom = (address: string, u: { loginId: string; password: string }) =>
  callFrom(app, address, 'POST', '/api/auth/login', { body: { loginId: u.loginId, password: u.password } });

describe('admin network allowlist', () => {
  test('malformed CIDRs are refused with a Korean message', async () => {
    for (const bad of [['10.0.0.0'], ['10.0.0.0/33'], ['300.1.1.0/24'], ['2001:db8::/129'], ['학교망'], 'x']) {
      const res = await save(bad);
      assert.equal(res.status, 400, JSON.stringify(bad));
      assert.match(res.body.errorMessage, /CIDR|목록|배열/);
    }
    const res = await save(['10.0.0.0/8', 'nope']);
    assert.equal(
      res.body.errors['adminAllowedNetworks.1'],
      'IPv4 또는 IPv6 대역을 CIDR 형식으로 입력해주세요. (예: 203.0.113.0/24, 2001:db8::/32)',
    );
  });

  test('a list without the saver’s own address is refused (it would lock them out)', async () => {
    const res = await save(['10.0.0.0/8', '2001:db8::/32']);
    assert.equal(res.status, 400);
    assert.match(res.body.errorMessage, /지금 접속한 주소\(127\.0\.0\.1\)가 목록에 없어/);
    assert.deepEqual((await call(app, 'GET', '/api/settings/1', { token: admin })).body.adminAllowedNetworks, []);
  });

  test('outside the list: 403 on admin calls and staff login; inside and members: fine', async () => {
    const staff = await makeUser({ role: 'content' });
    const member = await makeUser();
    // A login made from outside before the list was saved.
    const outsideLogin = await loginFrom('127.0.1.5', staff);
    assert.equal(outsideLogin.status, 200);
    const outsideToken = outsideLogin.body.token as string;

    const saved = await save(['127.0.0.0/24', '2001:db8::/32']);
    assert.equal(saved.status, 200, JSON.stringify(saved.body));
    assert.deepEqual(saved.body.adminAllowedNetworks, ['127.0.0.0/24', '2001:db8::/32']);

    const auth = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });
    for (const path of ['/api/auth/admin', '/api/posts', '/api/settings/1']) {
      const res = await callFrom(app, '127.0.1.5', 'GET', path, auth(outsideToken));
      assert.equal(res.status, 403, path);
      assert.equal(res.body.networkBlocked, true);
      assert.match(res.body.errorMessage, /허용되지 않은 네트워크에서 접속하셨습니다/);
    }
    // The same token from inside works.
    assert.equal((await callFrom(app, '127.0.0.5', 'GET', '/api/auth/admin', auth(outsideToken))).status, 200);

    // Staff cannot log in from outside, whether or not the password is right (it is not checked).
    for (const password of [staff.password, 'wrong-password']) {
      const res = await loginFrom('127.0.1.6', { loginId: staff.loginId, password });
      assert.equal(res.status, 403);
      assert.equal(res.body.networkBlocked, true);
      assert.equal(cookiesOf(res), '');
    }
    assert.equal((await loginFrom('127.0.0.6', staff)).status, 200);
    // A member logs in from anywhere.
    assert.equal((await loginFrom('127.0.1.7', member)).status, 200);

    // Emptying the list opens the admin to any address again.
    assert.equal((await save([])).status, 200);
    assert.equal((await callFrom(app, '127.0.1.5', 'GET', '/api/auth/admin', auth(outsideToken))).status, 200);
  });
});
