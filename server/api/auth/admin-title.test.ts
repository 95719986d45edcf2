// The admin's title: the admin check answers it, the school's name with 관리자 unless 사이트 설정
// names another; the settings' old default, which named another office, is gone.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { adminToken, call, login, makeUser, startTestApp, type TestApp } from '../../test/support.js';

let app: TestApp;
before(async () => {
  app = await startTestApp();
});
after(() => app.close());

test('the admin title follows the school name unless staff set one', async () => {
  const admin = await adminToken(app);
  const s = await login(app, await makeUser({ role: 'content' }));
  const title = async () => (await call(app, 'GET', '/api/auth/admin', { token: s.token })).body.adminTitle;
  assert.equal(await title(), '중소기업대학원 관리자');
  assert.equal((await call(app, 'GET', '/api/settings/1', { token: admin })).body.adminTitle, '');

  const renamed = await call(app, 'PUT', '/api/settings/1', { token: admin, body: { schoolName: '한빛경영대학원' } });
  assert.equal(renamed.status, 200);
  assert.equal(await title(), '한빛경영대학원 관리자');

  await call(app, 'PUT', '/api/settings/1', { token: admin, body: { adminTitle: '  입학처 홈페이지 관리  ' } });
  assert.equal(await title(), '입학처 홈페이지 관리');
  // Emptied again: the school's name is back.
  await call(app, 'PUT', '/api/settings/1', { token: admin, body: { adminTitle: '' } });
  assert.equal(await title(), '한빛경영대학원 관리자');
});
