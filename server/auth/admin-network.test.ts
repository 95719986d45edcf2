// The admin network allowlist (settings.adminAllowedNetworks): outside the listed CIDRs every call of a staff login
// answers 403 networkBlocked (admin routes, /api/auth/my/*, the refresh) and a staff account cannot log in, with the
// answer an unknown id gets (no login-id oracle); inside works; members are not affected; a list that would shut out
// the person saving it, or a malformed CIDR, is refused.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { User } from '../../db/models/index.js';
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
    const outsideCalls: [string, string, unknown?][] = [
      ['GET', '/api/auth/admin'],
      ['GET', '/api/posts'],
      ['GET', '/api/settings/1'],
      // The account's own calls too: from outside, a staff login can neither read nor change its e-mail (where lockout
      // notices go) nor extend itself.
      ['GET', '/api/auth/my/info'],
      ['PUT', '/api/auth/my/info', { email: 'attacker@example.com' }],
      ['POST', '/api/auth/my/session/extend'],
      ['POST', '/api/auth/my/otp'],
    ];
    for (const [method, path, body] of outsideCalls) {
      const res = await callFrom(app, '127.0.1.5', method, path, { ...auth(outsideToken), body });
      assert.equal(res.status, 403, `${method} ${path}`);
      assert.equal(res.body.networkBlocked, true);
      assert.match(res.body.errorMessage, /허용되지 않은 네트워크에서 접속하셨습니다/);
    }
    assert.equal((await User.findByPk(staff.user.id))?.email, staff.user.email, 'the e-mail is unchanged');
    // Nor renew itself: the refresh from outside is refused, and its cookie cleared.
    const refresh = await callFrom(app, '127.0.1.5', 'GET', '/api/auth/refresh', { cookie: cookiesOf(outsideLogin) });
    assert.equal(refresh.status, 403);
    assert.equal(refresh.body.networkBlocked, true);
    assert.equal(refresh.body.token, undefined);
    // The same token from inside works.
    assert.equal((await callFrom(app, '127.0.0.5', 'GET', '/api/auth/admin', auth(outsideToken))).status, 200);

    // Staff cannot log in from outside, whether or not the password is right, and the answer is the one an unknown id
    // gets there: nothing tells an outsider that an id is staff's, or that a password was right.
    const unknown = await loginFrom('127.0.1.6', { loginId: 'no-such-person', password: 'whatever-1234' });
    assert.equal(unknown.status, 401);
    assert.equal(
      unknown.body.errorMessage,
      '아이디 또는 비밀번호가 올바르지 않습니다. 관리자 계정은 학교가 허용한 네트워크에서만 로그인할 수 있습니다.',
    );
    for (const password of [staff.password, 'wrong-password']) {
      const res = await loginFrom('127.0.1.6', { loginId: staff.loginId, password });
      assert.equal(res.status, unknown.status);
      assert.deepEqual(res.body, unknown.body);
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
