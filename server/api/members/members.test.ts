// /api/members: the 최고관리자's list of site members (masked), disabling (sessions end at once) and withdrawal (the
// same erasure as a member's own), and who may call it.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { User } from '../../../db/models/index.js';
import { maskEmail, maskName, maskPhone } from '../../presenters/mask.js';
import { adminToken, call, login, makeUser, startTestApp, type TestApp } from '../../test/support.js';

let app: TestApp;
let token: string;
before(async () => {
  app = await startTestApp();
  token = await adminToken(app);
});
after(() => app.close());

async function member(name = '홍길동') {
  const m = await makeUser();
  await m.user.update({ name, email: `hong${m.user.id}@example.com` });
  return m;
}

const byLogin = async (loginId: string) => {
  const f = encodeURIComponent(JSON.stringify({ q: loginId }));
  const res = await call(app, 'GET', `/api/members?filter=${f}`, { token });
  assert.equal(res.status, 200);
  return res.body as unknown as Record<string, unknown>[];
};

describe('masking', () => {
  test('names, e-mails and phones are masked', () => {
    assert.equal(maskName('홍길동'), '홍*동');
    assert.equal(maskName('남궁민수'), '남**수');
    assert.equal(maskName('홍길'), '홍*');
    assert.equal(maskEmail('hong@example.com'), 'ho***@example.com');
    assert.equal(maskEmail('a@example.com'), '***@example.com');
    assert.equal(maskPhone('010-1234-5678'), '010-****-5678');
  });
});

describe('/api/members', () => {
  test('lists members only, masked, with the join date; staff are not in it', async () => {
    const m = await member();
    const staff = await makeUser({ role: 'content' });
    const [row] = await byLogin(m.loginId);
    assert.equal(row.loginId, m.loginId);
    assert.equal(row.name, '홍*동');
    assert.equal(row.email, `ho***@example.com`);
    assert.equal(row.phone, '010-****-5678');
    assert.equal(row.status, 'active');
    assert.ok(Date.parse(row.createdAt as string));
    assert.ok(!JSON.stringify(row).includes('홍길동'));
    assert.deepEqual(await byLogin(staff.loginId), []);
    const all = await call(app, 'GET', '/api/members?range=[0,499]', { token });
    assert.match(all.headers.get('content-range') ?? '', /^members /);
    assert.ok((all.body as unknown as { id: number }[]).every((r) => r.id !== staff.user.id));
  });

  test('disabling ends the sessions at once and blocks login; enabling lets the member back', async () => {
    const m = await member();
    const { token: own, cookie } = await login(app, m);
    const res = await call(app, 'PUT', `/api/members/${m.user.id}`, { token, body: { active: false } });
    assert.equal(res.status, 200);
    assert.equal(res.body.status, 'disabled');
    assert.equal((await call(app, 'GET', '/api/auth/my/info', { token: own })).status, 401);
    assert.equal((await call(app, 'GET', '/api/auth/refresh', { headers: { cookie } })).status, 401);
    const relogin = await call(app, 'POST', '/api/auth/login', { body: { loginId: m.loginId, password: m.password } });
    assert.equal(relogin.status, 401);
    const on = await call(app, 'PUT', `/api/members/${m.user.id}`, { token, body: { ...res.body, active: true } });
    assert.equal(on.status, 200, JSON.stringify(on.body));
    assert.equal(on.body.status, 'active');
    await login(app, m);
    const f = encodeURIComponent(JSON.stringify({ status: 'disabled' }));
    const disabled = await call(app, 'GET', `/api/members?filter=${f}`, { token });
    assert.ok((disabled.body as unknown as { id: number }[]).every((r) => r.id !== m.user.id));
  });

  test('withdrawal erases the personal fields like a member’s own, ends the sessions, and shows as withdrawn', async () => {
    const m = await member();
    const { token: own } = await login(app, m);
    const res = await call(app, 'DELETE', `/api/members/${m.user.id}`, { token });
    assert.equal(res.status, 200);
    assert.equal(res.body.status, 'withdrawn');
    const row = await User.findByPk(m.user.id, { rejectOnEmpty: true });
    assert.deepEqual([row.loginId, row.passwordHash, row.name, row.email, row.phone], [null, null, null, null, null]);
    assert.ok(row.deletedAt);
    assert.equal((await call(app, 'GET', '/api/auth/my/info', { token: own })).status, 401);
    const f = encodeURIComponent(JSON.stringify({ status: 'withdrawn' }));
    const list = await call(app, 'GET', `/api/members?filter=${f}`, { token });
    const shown = (list.body as unknown as Record<string, unknown>[]).find((r) => r.id === m.user.id);
    assert.equal(shown?.status, 'withdrawn');
    assert.equal(shown?.name, '');
    const again = await call(app, 'DELETE', `/api/members/${m.user.id}`, { token });
    assert.equal(again.status, 409);
    assert.equal(again.body.errorMessage, '이미 탈퇴한 회원입니다.');
    const edit = await call(app, 'PUT', `/api/members/${m.user.id}`, { token, body: { active: true } });
    assert.equal(edit.status, 409);
  });

  test('staff cannot be disabled or withdrawn here; bad input is 400 in Korean', async () => {
    const staff = await makeUser({ role: 'content' });
    assert.equal((await call(app, 'DELETE', `/api/members/${staff.user.id}`, { token })).status, 404);
    const put = await call(app, 'PUT', `/api/members/${staff.user.id}`, { token, body: { active: false } });
    assert.equal(put.status, 404);
    const m = await member();
    const bad = await call(app, 'PUT', `/api/members/${m.user.id}`, { token, body: { active: 'no' } });
    assert.equal(bad.status, 400);
    assert.match(bad.body.errorMessage, /^사용 여부: /);
    const role = await call(app, 'PUT', `/api/members/${m.user.id}`, {
      token,
      body: { active: true, role: 'content' },
    });
    assert.equal(role.status, 400);
  });

  test('no token 401, a member, admissions and content 403 on every route', async () => {
    const m = await member();
    const routes: [string, string, unknown?][] = [
      ['GET', '/api/members'],
      ['GET', `/api/members/${m.user.id}`],
      ['PUT', `/api/members/${m.user.id}`, { active: false }],
      ['DELETE', `/api/members/${m.user.id}`],
    ];
    const tokens: [string, string][] = [];
    for (const role of ['user', 'admissions', 'content'] as const) {
      tokens.push([role, (await login(app, await makeUser({ role }))).token]);
    }
    for (const [method, path, body] of routes) {
      assert.equal((await call(app, method, path, { body })).status, 401, `${method} ${path}`);
      for (const [role, t] of tokens) {
        assert.equal((await call(app, method, path, { token: t, body })).status, 403, `${role} ${method} ${path}`);
      }
    }
    assert.equal((await byLogin(m.loginId))[0]?.status, 'active');
  });
});
