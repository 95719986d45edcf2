// 대리 접수: a 입학 담당 enters a paper application in the admin. Same form and checks as the public
// submit, the staff member kept as its keyer (history "대리 접수 (login id)", the list's proxy flag), the look-up
// password typed or generated and shown once, the 접수 확인 mail as usual, the call in the audit log.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { QueryTypes } from 'sequelize';
import { Application, ApplicationStatusChange, MailOutbox } from '../../../db/models/index.js';
import { call, login, makeUser, startTestApp, type TestApp, type TestUser } from '../../test/support.js';
import { defaultFiles, validFields, type UploadFile } from './fixtures.js';

let app: TestApp;
let staff: TestUser;
let token: string;
before(async () => {
  app = await startTestApp();
  staff = await makeUser({ role: 'admissions' });
  token = (await login(app, staff)).token;
});
after(() => app.close());

async function proxy(fields: Record<string, string>, files: UploadFile[], as = token) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const f of files) form.append(f.field, new Blob([new Uint8Array(f.bytes)], { type: f.type }), f.name);
  const res = await fetch(`${app.baseUrl}/api/applications/proxy`, {
    method: 'POST',
    body: form,
    headers: { accept: 'application/json', authorization: `Bearer ${as}` },
  });
  return { status: res.status, body: await res.json() };
}

describe('POST /api/applications/proxy (대리 접수)', () => {
  test('staff key a paper application: received, history names them, the list shows 대리 접수, mailed, audited', async () => {
    const res = await proxy(validFields({ email: 'paper@example.com', name: '박서류' }), await defaultFiles());
    assert.equal(res.status, 201, JSON.stringify(res.body));
    assert.equal(res.body.generatedPassword, undefined, 'staff typed the password: none is made');
    const a = (await Application.findByPk(res.body.id))!;
    assert.equal(a.keyedBy, staff.user.id);
    assert.equal(a.status, 'received');
    const history = await ApplicationStatusChange.findAll({ where: { applicationId: a.id } });
    assert.deepEqual(
      history.map((h) => [h.note, h.changedBy]),
      [[`대리 접수 (${staff.loginId})`, staff.user.id]],
    );
    assert.equal(
      await MailOutbox.count({ where: { kind: 'application.received', toAddress: 'paper@example.com' } }),
      1,
    );
    const list = await call(app, 'GET', `/api/applications?filter=${encodeURIComponent('{}')}`, { token });
    const row = (list.body as { id: number; proxy: boolean }[]).find((r) => r.id === a.id);
    assert.equal(row?.proxy, true);
    const audit = await app.sequelize.query<{ action: string; actor_login: string }>(
      `SELECT action, actor_login FROM audit_logs WHERE action = 'applications.proxy'`,
      { type: QueryTypes.SELECT },
    );
    assert.ok(audit.some((e) => e.action === 'applications.proxy' && e.actor_login === staff.loginId));
  });

  test('a generated look-up password is answered once and opens the look-up', async () => {
    const fields = validFields({ email: 'gen@example.com', password: '', passwordConfirm: '' });
    const res = await proxy({ ...fields, generatePassword: 'yes' }, await defaultFiles());
    assert.equal(res.status, 201, JSON.stringify(res.body));
    assert.match(res.body.generatedPassword, /^[a-z2-9]{10}$/);
    const look = await call(app, 'POST', '/api/applications/lookup', {
      body: { receiptNo: res.body.receiptNo, name: fields.name, password: res.body.generatedPassword },
    });
    assert.equal(look.status, 200, JSON.stringify(look.body));
  });

  test('the public form’s checks, in Korean, beside each field; nothing written', async () => {
    const before = await Application.count();
    const res = await proxy(validFields({ birthDate: '', consentPrivacy: 'no' }), []);
    assert.equal(res.status, 400);
    assert.ok(res.body.errors.birthDate && res.body.errors.photo && res.body.errors.consentPrivacy);
    assert.equal(typeof res.body.field, 'string');
    assert.match(res.body.errorMessage, /[가-힣]/);
    assert.equal(await Application.count(), before);
  });

  test('a 콘텐츠 담당 or a site member cannot key applications', async () => {
    for (const role of ['content', 'user'] as const) {
      const other = (await login(app, await makeUser({ role }))).token;
      assert.equal((await proxy(validFields(), await defaultFiles(), other)).status, 403);
    }
  });
});
