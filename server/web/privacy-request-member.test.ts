// A member's privacy request on the plain form (/privacy/request without JavaScript): proved by the login's
// page-session cookie; without a live login, or from another site, nothing is taken.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { QueryTypes } from 'sequelize';
import { call, makeUser, startTestApp, type TestApp } from '../test/support.js';

let app: TestApp;
before(async () => {
  app = await startTestApp();
});
after(() => app.close());

const post = (path: string, body: Record<string, string>, headers: Record<string, string> = {}) =>
  fetch(app.baseUrl + path, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: app.baseUrl, ...headers },
    body: new URLSearchParams(body).toString(),
  });
const requestsOf = (userId: number) =>
  app.sequelize.query<{ kind: string; subject: string }>(
    `SELECT kind, subject FROM privacy_requests WHERE subject = 'member' AND subject_id = $id`,
    { bind: { id: userId }, type: QueryTypes.SELECT },
  );

test('a logged-in member asks for a copy on the plain form; a visitor or another site cannot', async () => {
  const member = await makeUser();
  const login = await call(app, 'POST', '/api/auth/login', {
    body: { loginId: member.loginId, password: member.password },
  });
  assert.equal(login.status, 200);
  const cookie = login.headers
    .getSetCookie()
    .find((c) => c.startsWith('page_session='))!
    .split(';')[0];
  const form = { kind: 'access', subject: 'member', text: '보유한 제 개인정보를 열람하고 싶습니다.' };

  const visitor = await post('/privacy/request', form);
  assert.equal(visitor.status, 401);
  assert.match(await visitor.text(), /회원은 로그인한 뒤 요청해주세요/);
  const foreign = await post('/privacy/request', form, { cookie, origin: 'https://evil.example' });
  assert.equal(foreign.status, 403);
  assert.equal((await requestsOf(member.user.id)).length, 0);

  const done = await post('/privacy/request', form, { cookie });
  assert.equal(done.status, 200);
  assert.match(await done.text(), /요청을 접수했습니다/);
  assert.deepEqual(await requestsOf(member.user.id), [{ kind: 'access', subject: 'member' }]);

  // Logged out: the same cookie proves nobody.
  const out = await call(app, 'POST', '/api/auth/logout', { token: login.body.token });
  assert.ok(out.status < 300, String(out.status));
  assert.equal((await post('/china/privacy/request', form, { cookie })).status, 401);
});
