import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { QueryTypes } from 'sequelize';
import { defaultFiles, submitForm, validFields } from '../api/applications/fixtures.js';
import { call, login, makeUser, startTestApp, testNow, type TestApp, type TestUser } from '../test/support.js';
import { verifyAuditChain } from './verify.js';
import { routeParts } from './middleware.js';

let app: TestApp;
let staff: TestUser;
let token: string;
before(async () => {
  app = await startTestApp();
  staff = await makeUser({ role: 'superadmin' });
  token = (await login(app, staff)).token;
});
after(() => app.close());

interface Row {
  id: number;
  action: string;
  resource: string;
  record_id: string | null;
  actor_login: string | null;
  actor_name: string | null;
  actor_role: string | null;
  ip: string | null;
  user_agent: string | null;
  changed_fields: string[];
  detail: Record<string, unknown>;
  status: number | null;
}

const rows = (where = 'TRUE', replacements: Record<string, unknown> = {}) =>
  app.sequelize.query<Row>(`SELECT * FROM audit_logs WHERE ${where} ORDER BY id`, {
    type: QueryTypes.SELECT,
    replacements,
  });

/** The entry is written once the answer has gone: wait for it (a bounded poll, not a sleep). */
async function entry(action: string, after = 0): Promise<Row> {
  for (let i = 0; i < 100; i++) {
    const [row] = await rows('action = :action AND id > :after', { action, after });
    if (row) return row;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`no audit entry ${action}`);
}

async function lastId(): Promise<number> {
  const all = await rows();
  return all.length ? all[all.length - 1].id : 0;
}

const iso = (h: number) => new Date(testNow().getTime() + h * 3600_000).toISOString();

describe('the audit trail of staff actions', () => {
  test('a staff POST, PUT and DELETE are recorded with who, where, which record and field names, never values', async () => {
    const secretTitle = '비공개제목-홍길동-010-9876-5432';
    const created = await call(app, 'POST', '/api/popups', {
      token,
      headers: { 'user-agent': 'Mozilla/5.0 (Audit test) ' + 'x'.repeat(400) },
      body: { title: secretTitle, body: '<p>안내</p>', startAt: iso(-1), endAt: iso(24) },
    });
    assert.equal(created.status, 201);
    const id = String(created.body.id);
    const post = await entry('popups.create');
    assert.equal(post.resource, 'popups');
    assert.equal(post.record_id, id, 'a create names the new record');
    assert.equal(post.actor_login, staff.loginId);
    assert.equal(post.actor_name, '테스트사용자');
    assert.equal(post.actor_role, 'superadmin');
    assert.equal(post.ip, '127.0.0.1');
    assert.equal(post.status, 201);
    assert.ok(post.user_agent!.startsWith('Mozilla/5.0 (Audit test)'));
    assert.equal(post.user_agent!.length, 200);
    assert.deepEqual([...post.changed_fields].sort(), ['body', 'endAt', 'startAt', 'title']);

    const put = await call(app, 'PUT', `/api/popups/${id}`, {
      token,
      body: { ...created.body, title: `${secretTitle}-수정` },
    });
    assert.equal(put.status, 200);
    const update = await entry('popups.update');
    assert.equal(update.record_id, id);
    assert.ok(update.changed_fields.includes('title'));

    assert.equal((await call(app, 'DELETE', `/api/popups/${id}`, { token })).status, 200);
    const del = await entry('popups.delete');
    assert.equal(del.record_id, id);
    assert.deepEqual(del.detail, { method: 'DELETE', path: `/api/popups/${id}` });

    const everything = JSON.stringify(await rows());
    // The phone number is looked for whole: its digits alone can occur in a hash or a timestamp.
    assert.ok(!everything.includes('홍길동'), 'a value of the body is in the audit log');
    assert.ok(!everything.includes('010-9876-5432'), 'a value of the body is in the audit log');
  });

  test("a staff member's password change records the field names, never a password; a refused call is recorded with its status", async () => {
    const newPassword = 'Ganada-새비밀번호-2027!';
    const res = await call(app, 'PUT', '/api/auth/my/info/password', {
      token,
      body: { currentPassword: staff.password, newPassword },
    });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    const row = await entry('auth.my.info.password.update');
    assert.deepEqual([...row.changed_fields].sort(), ['currentPassword', 'newPassword']);
    staff.password = newPassword;
    token = (await login(app, staff)).token;

    const bad = await call(app, 'PUT', '/api/popups/999999', { token, body: { title: '없는 팝업' } });
    assert.ok(bad.status >= 400 && bad.status < 500);
    const refused = await entry('popups.update', row.id);
    assert.equal(refused.record_id, '999999');
    assert.equal(refused.status, bad.status);

    const everything = JSON.stringify(await rows());
    assert.ok(!everything.includes(newPassword) && !everything.includes(staff.password.slice(0, 6)));
    assert.ok(!everything.includes('passw0rd-test'), 'a password is in the audit log');
  });

  test('staff login success and failure and logout are recorded with the login id only', async () => {
    const before = await lastId();
    const wrong = await call(app, 'POST', '/api/auth/login', {
      body: { loginId: staff.loginId, password: 'wrong-password-123' },
    });
    assert.equal(wrong.status, 401);
    const failed = await entry('auth.login.failed', before);
    assert.equal(failed.actor_login, staff.loginId);
    assert.equal(failed.actor_name, null);
    assert.equal(failed.status, 401);
    assert.deepEqual(failed.changed_fields, []);

    const { token: t } = await login(app, staff);
    const ok = await entry('auth.login', before);
    assert.equal(ok.actor_login, staff.loginId);
    assert.equal(ok.actor_role, 'superadmin');
    assert.equal(ok.status, 200);

    assert.equal((await call(app, 'POST', '/api/auth/logout', { token: t })).status, 200);
    const out = await entry('auth.logout', before);
    assert.equal(out.actor_login, staff.loginId);
    assert.ok(!JSON.stringify(await rows('id > :before', { before })).includes('wrong-password-123'));
  });

  test("applicants' submits and members' own calls are not staff actions; a staff export is", async () => {
    const member = await makeUser();
    const memberToken = (await login(app, member)).token;
    const before = await lastId();
    const submit = await submitForm(app, validFields(), await defaultFiles());
    assert.equal(submit.status, 201);
    assert.equal(
      (await call(app, 'PUT', '/api/auth/my/info', { token: memberToken, body: { name: '회원' } })).status < 500,
      true,
    );
    assert.equal((await call(app, 'POST', '/api/popups', { token: memberToken, body: {} })).status, 403);

    const exp = await call(app, 'POST', '/api/applications/export', {
      token,
      body: { format: 'csv', reason: '입학전형위원회 회의 자료' },
    });
    assert.equal(exp.status, 200);
    const row = await entry('applications.export', before);
    assert.deepEqual([...row.changed_fields].sort(), ['format', 'reason']);
    const since = await rows('id > :before', { before });
    assert.deepEqual(
      since.map((r) => r.action),
      ['applications.export'],
      'only the staff export is recorded (no submit, no member call, no member login)',
    );
    assert.ok(!JSON.stringify(since).includes('입학전형위원회'));
    assert.deepEqual((await verifyAuditChain(app.sequelize)).findings, []);
  });

  test('two app instances on one database writing at once keep one chain', async () => {
    const second = await startTestApp({ sameDatabaseAs: app });
    try {
      const before = await lastId();
      const calls = Array.from({ length: 30 }, (_, i) =>
        call(i % 2 ? second : app, 'DELETE', `/api/popups/${900000 + i}`, { token }),
      );
      for (const res of await Promise.all(calls)) assert.equal(res.status, 404);
      for (let i = 0; i < 100 && (await rows('id > :before', { before })).length < 30; i++)
        await new Promise((r) => setTimeout(r, 20));
      const written = await rows('id > :before', { before });
      assert.equal(written.length, 30);
      assert.deepEqual(
        written.map((r) => r.id),
        Array.from({ length: 30 }, (_, i) => before + 1 + i),
      );
      const check = await verifyAuditChain(app.sequelize);
      assert.deepEqual([check.findings, check.count, check.verified], [[], before + 30, before + 30]);
    } finally {
      await second.close();
    }
  });

  test('route parts: resource, record and action from the path', () => {
    assert.deepEqual(routeParts('POST', '/applications/12/status'), {
      resource: 'applications',
      recordId: '12',
      action: 'applications.status',
      path: '/applications/12/status',
    });
    assert.equal(routeParts('GET', '/applications/12/documents/3').action, 'applications.documents.download');
    assert.equal(routeParts('GET', '/audit-logs/export?filter={}').action, 'audit-logs.export');
    assert.equal(routeParts('PUT', '/settings').action, 'settings.update');
    assert.equal(routeParts('DELETE', '/settings/brochure').action, 'settings.brochure.delete');
    assert.equal(routeParts('POST', '/posts').action, 'posts.create');
  });
});
