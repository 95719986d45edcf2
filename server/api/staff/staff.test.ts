// /api/staff: creating staff with an initial password (rules, duplicates, bad role, weak password), the first-login
// password change, disabling ending sessions at once, the 최고관리자 rules, promotion of a member, the role register.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { QueryTypes } from 'sequelize';
import { User } from '../../../db/models/index.js';
import { HttpError } from '../../http/errors.js';
import { LAST_SUPERADMIN, updateStaff } from './write.js';
import { call, login, makeUser, startTestApp, type TestApp, type TestUser } from '../../test/support.js';

let app: TestApp;
let boss: TestUser;
let token: string;
before(async () => {
  app = await startTestApp();
  boss = await makeUser({ role: 'superadmin' });
  token = (await login(app, boss)).token;
});
after(() => app.close());

let n = 0;
const newStaff = (over: Record<string, unknown> = {}) => {
  n += 1;
  return {
    loginId: `staff${n}x${process.pid % 1000}`,
    name: '김입학',
    email: `staff${n}@example.com`,
    role: 'content',
    password: 'first-password-1',
    ...over,
  };
};

async function create(over: Record<string, unknown> = {}) {
  const body = newStaff(over);
  const res = await call(app, 'POST', '/api/staff', { token, body });
  assert.equal(res.status, 201, JSON.stringify(res.body));
  return { id: res.body.id as number, loginId: body.loginId, password: body.password, otpSecret: null };
}

describe('creating a staff account', () => {
  test('answers the account without secrets, with mustChangePassword, 2FA off and no last login', async () => {
    const body = newStaff({ role: 'admissions' });
    const res = await call(app, 'POST', '/api/staff', { token, body });
    assert.equal(res.status, 201);
    assert.deepEqual(Object.keys(res.body).sort(), [
      'active',
      'approvalRequired',
      'createdAt',
      'email',
      'id',
      'lastLoginAt',
      'lastLoginIp',
      'loginId',
      'mustChangePassword',
      'name',
      'otpEnabled',
      'role',
      'scope',
    ]);
    assert.equal(res.body.role, 'admissions');
    assert.equal(res.body.active, true);
    assert.equal(res.body.mustChangePassword, true);
    assert.equal(res.body.otpEnabled, false);
    assert.equal(res.body.lastLoginAt, null);
    const shown = await call(app, 'GET', `/api/staff/${res.body.id}`, { token });
    assert.equal(shown.body.loginId, body.loginId);
    assert.ok(!JSON.stringify(shown.body).includes('$argon2'));
  });

  test('a taken login id is 409 in Korean, also when it belongs to a member', async () => {
    const body = newStaff();
    assert.equal((await call(app, 'POST', '/api/staff', { token, body })).status, 201);
    const again = await call(app, 'POST', '/api/staff', { token, body: { ...body, email: 'other@example.com' } });
    assert.equal(again.status, 409);
    assert.equal(again.body.errorMessage, '이미 사용 중인 아이디입니다.');
    const member = await makeUser();
    const taken = await call(app, 'POST', '/api/staff', { token, body: newStaff({ loginId: member.loginId }) });
    assert.equal(taken.status, 409);
  });

  test('a role outside the three staff roles, a weak password or a bad field is 400 with the field named', async () => {
    for (const role of ['user', 'admin', 'root']) {
      const res = await call(app, 'POST', '/api/staff', { token, body: newStaff({ role }) });
      assert.equal(res.status, 400, role);
      assert.match(res.body.errorMessage, /^역할: /);
    }
    const short = await call(app, 'POST', '/api/staff', { token, body: newStaff({ password: 'short-pw1' }) });
    assert.equal(short.status, 400);
    assert.equal(short.body.errors.password, '관리자 비밀번호는 10자 이상이어야 합니다.');
    const long = await call(app, 'POST', '/api/staff', { token, body: newStaff({ password: 'x'.repeat(129) }) });
    assert.equal(long.status, 400);
    assert.equal(long.body.errors.password, '관리자 비밀번호는 128자 이하여야 합니다.');
    const common = await call(app, 'POST', '/api/staff', { token, body: newStaff({ password: 'qwertyuiop' }) });
    assert.equal(common.status, 400);
    assert.match(common.body.errors.password, /너무 흔히 쓰이는 비밀번호/);
    const id = await call(app, 'POST', '/api/staff', { token, body: newStaff({ loginId: 'Bad Id!' }) });
    assert.equal(id.status, 400);
    assert.ok(id.body.errors.loginId);
    const extra = await call(app, 'POST', '/api/staff', { token, body: { ...newStaff(), mustChangePassword: false } });
    assert.equal(extra.status, 400);
    assert.equal(extra.body.errors.mustChangePassword, '허용되지 않는 항목입니다.');
  });
});

describe('first login with the initial password', () => {
  test('every admin call is 403 passwordChangeRequired until the password is changed, then allowed', async () => {
    const staff = await create({ role: 'content' });
    const { token: own } = await login(app, staff);
    for (const path of ['/api/auth/admin', '/api/popups', '/api/boards']) {
      const res = await call(app, 'GET', path, { token: own });
      assert.equal(res.status, 403, path);
      assert.equal(res.body.passwordChangeRequired, true, path);
      assert.match(res.body.errorMessage, /비밀번호를 바꾼 뒤/);
    }
    const change = await call(app, 'PUT', '/api/auth/my/info/password', {
      token: own,
      body: { currentPassword: staff.password, newPassword: 'changed-pass-42' },
    });
    assert.equal(change.status, 200, JSON.stringify(change.body));
    const admin = await call(app, 'GET', '/api/auth/admin', { token: own });
    assert.equal(admin.status, 200);
    assert.equal(admin.body.user.role, 'content');
    assert.equal((await call(app, 'GET', '/api/popups', { token: own })).status, 200);
    assert.equal((await call(app, 'GET', `/api/staff/${staff.id}`, { token })).body.mustChangePassword, false);
  });

  test('a password reset by a 최고관리자 ends the sessions and asks for a change again', async () => {
    const staff = await create();
    const { token: own } = await login(app, staff);
    await call(app, 'PUT', '/api/auth/my/info/password', {
      token: own,
      body: { currentPassword: staff.password, newPassword: 'changed-pass-42' },
    });
    const weak = await call(app, 'POST', `/api/staff/${staff.id}/password`, { token, body: { password: 'abc' } });
    assert.equal(weak.status, 400);
    const reset = await call(app, 'POST', `/api/staff/${staff.id}/password`, {
      token,
      body: { password: 'second-initial-pw' },
    });
    assert.equal(reset.status, 200);
    assert.equal(reset.body.mustChangePassword, true);
    assert.equal((await call(app, 'GET', '/api/auth/admin', { token: own })).status, 401);
    const again = await login(app, { ...staff, password: 'second-initial-pw' });
    const gate = await call(app, 'GET', '/api/auth/admin', { token: again.token });
    assert.equal(gate.body.passwordChangeRequired, true);
  });
});

describe('disabling and editing', () => {
  test('disabling ends the sessions at once and the account cannot log in; enabling lets it back', async () => {
    const staff = await create();
    const { token: own, cookie } = await login(app, staff);
    const off = await call(app, 'PUT', `/api/staff/${staff.id}`, { token, body: { active: false } });
    assert.equal(off.status, 200);
    assert.equal(off.body.active, false);
    assert.equal(off.body.name, '김입학', 'fields left out stay as they are');
    assert.equal((await call(app, 'GET', '/api/auth/my/info', { token: own })).status, 401);
    const refresh = await call(app, 'GET', '/api/auth/refresh', { headers: { cookie } });
    assert.equal(refresh.status, 401);
    const relogin = await call(app, 'POST', '/api/auth/login', {
      body: { loginId: staff.loginId, password: staff.password },
    });
    assert.equal(relogin.status, 401);
    const on = await call(app, 'PUT', `/api/staff/${staff.id}`, { token, body: { active: true } });
    assert.equal(on.body.active, true);
    await login(app, staff);
  });

  test('PUT takes back the whole record react-admin sends, changes name, e-mail and role, refuses bad values', async () => {
    const staff = await create();
    const record = (await call(app, 'GET', `/api/staff/${staff.id}`, { token })).body;
    const res = await call(app, 'PUT', `/api/staff/${staff.id}`, {
      token,
      body: { ...record, name: '이홍보', email: 'pr@example.com', role: 'admissions' },
    });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.deepEqual([res.body.name, res.body.email, res.body.role], ['이홍보', 'pr@example.com', 'admissions']);
    const bad = await call(app, 'PUT', `/api/staff/${staff.id}`, { token, body: { role: 'owner' } });
    assert.equal(bad.status, 400);
    assert.equal((await call(app, 'PUT', '/api/staff/999999', { token, body: { active: false } })).status, 404);
  });

  test('there is no hard delete', async () => {
    const staff = await create();
    const res = await call(app, 'DELETE', `/api/staff/${staff.id}`, { token });
    assert.equal(res.status, 404);
    assert.equal((await call(app, 'GET', `/api/staff/${staff.id}`, { token })).status, 200);
  });

  test('the list filters by q, role and active and sorts', async () => {
    const a = await create({ name: '박필터', role: 'admissions' });
    await create({ name: '박필터', role: 'content' });
    await call(app, 'PUT', `/api/staff/${a.id}`, { token, body: { active: false } });
    const q = encodeURIComponent(JSON.stringify({ q: '박필터' }));
    const all = await call(app, 'GET', `/api/staff?filter=${q}`, { token });
    assert.equal(all.body.length, 2);
    assert.match(all.headers.get('content-range') ?? '', /^staff 0-1\/2$/);
    const f = encodeURIComponent(JSON.stringify({ q: '박필터', role: 'admissions', active: false }));
    const one = await call(app, 'GET', `/api/staff?filter=${f}`, { token });
    assert.deepEqual(
      one.body.map((r: { id: number }) => r.id),
      [a.id],
    );
    const sort = encodeURIComponent(JSON.stringify(['loginId', 'DESC']));
    const sorted = await call(app, 'GET', `/api/staff?sort=${sort}&range=[0,499]`, { token });
    const ids = sorted.body.map((r: { loginId: string }) => r.loginId);
    assert.deepEqual(ids, [...ids].sort().reverse());
    const bad = await call(app, 'GET', `/api/staff?filter=${encodeURIComponent('{"role":"user"}')}`, { token });
    assert.equal(bad.status, 400);
  });
});

describe('the 최고관리자 rules', () => {
  test('a 최고관리자 cannot demote or disable themself', async () => {
    for (const body of [{ role: 'content' }, { active: false }]) {
      const res = await call(app, 'PUT', `/api/staff/${boss.user.id}`, { token, body });
      assert.equal(res.status, 409);
      assert.match(res.body.errorMessage, /자기 자신의 최고관리자 권한/);
    }
  });

  test('the last active 최고관리자 can not be demoted or disabled', async () => {
    const other = await makeUser({ role: 'superadmin' });
    // Every other active 최고관리자 of this database is turned off, so `boss` and `other` are the only two.
    for (const u of await User.findAll({ where: { role: 'superadmin', active: true } })) {
      if (u.id !== boss.user.id && u.id !== other.user.id) await u.update({ active: false });
    }
    const demote = await call(app, 'PUT', `/api/staff/${other.user.id}`, { token, body: { role: 'admissions' } });
    assert.equal(demote.status, 200, 'two were active: one may go');
    // Through the API the last one can only be reached by a 최고관리자 whose own account went away meanwhile (a
    // stale request): the rule is checked against the database, not against who asks.
    const stale = await User.findByPk(other.user.id, { rejectOnEmpty: true });
    stale.role = 'superadmin';
    for (const input of [{ role: 'content' as const }, { active: false }]) {
      await assert.rejects(updateStaff(app.sequelize, boss.user.id, input, stale), (err: HttpError) => {
        assert.equal(err.status, 409);
        assert.equal(err.message, LAST_SUPERADMIN);
        return true;
      });
    }
    const promote = await call(app, 'PUT', `/api/staff/${other.user.id}`, { token, body: { role: 'superadmin' } });
    assert.equal(promote.status, 200);
    // Two 최고관리자 disabling each other at the same moment: the row locks let only one through.
    const otherToken = (await login(app, other)).token;
    const answers = await Promise.all([
      call(app, 'PUT', `/api/staff/${other.user.id}`, { token, body: { active: false } }),
      call(app, 'PUT', `/api/staff/${boss.user.id}`, { token: otherToken, body: { active: false } }),
    ]);
    assert.equal(answers.filter((a) => a.status === 200).length, 1, JSON.stringify(answers.map((a) => a.body)));
    assert.equal(await User.count({ where: { role: 'superadmin', active: true, deletedAt: null } }), 1);
    await User.update({ active: true }, { where: { id: boss.user.id } });
    token = (await login(app, boss)).token;
  });
});

describe('members and staff', () => {
  test('a member promoted to content shows in the staff list and reaches the content screens', async () => {
    const member = await makeUser();
    const listed = async () => {
      const f = encodeURIComponent(JSON.stringify({ q: member.loginId }));
      return (await call(app, 'GET', `/api/staff?filter=${f}`, { token })).body as { id: number; role: string }[];
    };
    assert.deepEqual(await listed(), []);
    const memberToken = (await login(app, member)).token;
    assert.equal((await call(app, 'GET', '/api/popups', { token: memberToken })).status, 403);
    const res = await call(app, 'PUT', `/api/staff/${member.user.id}`, { token, body: { role: 'content' } });
    assert.equal(res.status, 200);
    assert.deepEqual(
      (await listed()).map((r) => [r.id, r.role]),
      [[member.user.id, 'content']],
    );
    const fresh = (await login(app, member)).token;
    assert.equal((await call(app, 'GET', '/api/popups', { token: fresh })).status, 200);
  });

  test('/auth/join never makes staff', async () => {
    const body = {
      loginId: `joiner${process.pid % 1000}`,
      password: 'joinpass123',
      name: '홍길동',
      email: 'join@example.com',
      phone: '010-1111-2222',
      agreeTerms: true,
      agreePrivacy: true,
    };
    for (const extra of [{ role: 'superadmin' }, { role: 'content' }, { active: true, mustChangePassword: false }]) {
      const res = await call(app, 'POST', '/api/auth/join', { body: { ...body, ...extra } });
      assert.equal(res.status, 400, JSON.stringify(extra));
    }
    const ok = await call(app, 'POST', '/api/auth/join', { body });
    assert.equal(ok.status, 201);
    assert.equal(ok.body.user.role, 'user');
    assert.equal((await call(app, 'GET', '/api/auth/admin', { token: ok.body.token })).status, 403);
  });
});

describe('the role register', () => {
  test('creation, role change and disabling are written with who, when, old and new', async () => {
    const staff = await create({ role: 'content' });
    await call(app, 'PUT', `/api/staff/${staff.id}`, { token, body: { role: 'admissions' } });
    await call(app, 'PUT', `/api/staff/${staff.id}`, { token, body: { name: '이름만바꿈' } });
    await call(app, 'PUT', `/api/staff/${staff.id}`, { token, body: { active: false } });
    const res = await call(app, 'GET', `/api/staff/${staff.id}/grants`, { token });
    assert.equal(res.status, 200);
    const rows = (res.body as unknown as Record<string, unknown>[]).map((g) => [
      g.oldRole,
      g.newRole,
      g.oldActive,
      g.newActive,
      g.grantedByLoginId,
    ]);
    assert.deepEqual(rows, [
      ['admissions', 'admissions', true, false, boss.loginId],
      ['content', 'admissions', true, true, boss.loginId],
      [null, 'content', null, true, boss.loginId],
    ]);
    const at = Date.parse((res.body as unknown as { createdAt: string }[])[0].createdAt);
    assert.ok(Number.isFinite(at));
    // The same grants are explicit 'role.grant' entries of the audit log, with role names and states only.
    const audit = await app.sequelize.query<{ detail: Record<string, unknown>; actor_login: string }>(
      `SELECT detail, actor_login FROM audit_logs WHERE action = 'role.grant' AND record_id = :id ORDER BY id`,
      { replacements: { id: String(staff.id) }, type: QueryTypes.SELECT },
    );
    assert.deepEqual(
      audit.map((a) => [a.detail.oldRole, a.detail.newRole, a.detail.newActive, a.actor_login]),
      [
        [null, 'content', true, boss.loginId],
        ['content', 'admissions', true, boss.loginId],
        ['admissions', 'admissions', false, boss.loginId],
      ],
    );
  });
});

describe('who may call /api/staff', () => {
  test('no token 401, a member, admissions and content 403 on every route', async () => {
    const target = await create();
    const routes: [string, string, unknown?][] = [
      ['GET', '/api/staff'],
      ['GET', `/api/staff/${target.id}`],
      ['GET', `/api/staff/${target.id}/grants`],
      ['POST', '/api/staff', newStaff()],
      ['PUT', `/api/staff/${target.id}`, { active: false }],
      ['POST', `/api/staff/${target.id}/password`, { password: 'another-pass-1' }],
    ];
    const tokens: [string, string][] = [];
    for (const role of ['user', 'admissions', 'content'] as const) {
      tokens.push([role, (await login(app, await makeUser({ role }))).token]);
    }
    for (const [method, path, body] of routes) {
      assert.equal((await call(app, method, path, { body })).status, 401, `${method} ${path}`);
      for (const [role, t] of tokens) {
        const res = await call(app, method, path, { token: t, body });
        assert.equal(res.status, 403, `${role} ${method} ${path}`);
      }
    }
    assert.equal((await call(app, 'GET', `/api/staff/${target.id}`, { token })).body.active, true);
  });
});
