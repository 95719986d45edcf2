// 발송 내역 through the API: administrators only, the recipient masked in every answer, filters, and the retry of
// a failed mail; whether SMTP is configured is said by /status.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { MailOutbox } from '../../../db/models/index.js';
import { enqueueMail } from '../../mail/outbox.js';
import { adminToken, call, login, makeUser, startTestApp, testNowMs, type TestApp } from '../../test/support.js';

let app: TestApp;
let token: string;
let sentId: number;
let failedId: number;
let pendingId: number;
let sentAt: Date;

const ADDRESS = 'hong.gildong@example.com';

before(async () => {
  app = await startTestApp();
  token = await adminToken(app);
  const enqueue = (kind: string, subject: string, text = `${ADDRESS} 로 보낸 안내입니다.`) =>
    app.sequelize.transaction((transaction) =>
      enqueueMail({ kind, to: ADDRESS, lang: 'ko', subject, text }, { transaction }),
    );
  pendingId = (await enqueue('application.received', '원서가 접수되었습니다')).id;
  sentId = (await enqueue('application.received', '원서 접수 확인')).id;
  failedId = (await enqueue('lockout', '계정이 잠겼습니다')).id;
  sentAt = new Date(testNowMs());
  await MailOutbox.update({ status: 'sent', attempts: 1, sentAt, messageId: '<x@example>' }, { where: { id: sentId } });
  await MailOutbox.update(
    { status: 'failed', attempts: 8, lastError: `550 5.1.1 <${ADDRESS}>: Recipient address rejected` },
    { where: { id: failedId } },
  );
});
after(() => app.close());

describe('GET /api/mail-outbox', () => {
  test('lists every mail newest first with the recipient masked, never the address', async () => {
    const res = await call<Record<string, unknown>[]>(app, 'GET', '/api/mail-outbox', { token });
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('content-range'), 'mail-outbox 0-2/3');
    assert.deepEqual(
      res.body.map((m) => m.id),
      [failedId, sentId, pendingId],
    );
    assert.ok(res.body.every((m) => m.to === 'ho***@ex*****.com'));
    assert.ok(!JSON.stringify(res.body).includes('hong.gildong'), 'the address appears nowhere');
    const failed = res.body[0];
    assert.equal(failed.status, 'failed');
    assert.equal(failed.kind, 'lockout');
    assert.equal(failed.subject, '계정이 잠겼습니다');
    assert.equal(failed.attempts, 8);
    assert.equal(failed.lastError, '550 5.1.1 <ho***@ex*****.com>: Recipient address rejected');
    assert.equal(res.body[1].sentAt, sentAt.toISOString());
    assert.equal(res.body[2].sentAt, null);
  });

  test('filters by status and kind, and says whether SMTP is configured', async () => {
    const byStatus = await call<{ id: number }[]>(
      app,
      'GET',
      `/api/mail-outbox?filter=${encodeURIComponent('{"status":"pending"}')}`,
      { token },
    );
    assert.deepEqual(
      byStatus.body.map((m) => m.id),
      [pendingId],
    );
    const byKind = await call<{ id: number }[]>(
      app,
      'GET',
      `/api/mail-outbox?filter=${encodeURIComponent('{"kind":"lockout"}')}`,
      { token },
    );
    assert.deepEqual(
      byKind.body.map((m) => m.id),
      [failedId],
    );
    const bad = await call(app, 'GET', `/api/mail-outbox?filter=${encodeURIComponent('{"status":"lost"}')}`, { token });
    assert.equal(bad.status, 400);
    assert.match(String(bad.body.errorMessage), /발송 상태 값이 올바르지 않습니다/);
    const status = await call(app, 'GET', '/api/mail-outbox/status', { token });
    assert.deepEqual(status.body, { smtpConfigured: false, pending: 1, failed: 1 });
  });

  test('shows one mail with its body, addresses masked there too', async () => {
    const res = await call(app, 'GET', `/api/mail-outbox/${sentId}`, { token });
    assert.equal(res.status, 200);
    assert.equal(res.body.to, 'ho***@ex*****.com');
    assert.equal(res.body.textBody, 'ho***@ex*****.com 로 보낸 안내입니다.');
    assert.equal(res.body.messageId, '<x@example>');
    assert.equal((await call(app, 'GET', '/api/mail-outbox/999999', { token })).status, 404);
  });

  test('a failed mail goes back to pending now; any other is refused with 409', async () => {
    const res = await call(app, 'POST', `/api/mail-outbox/${failedId}/retry`, { token });
    assert.equal(res.status, 200);
    assert.equal(res.body.status, 'pending');
    assert.equal(res.body.attempts, 0);
    const row = (await MailOutbox.findByPk(failedId))!;
    assert.equal(row.status, 'pending');
    assert.ok(Math.abs(row.nextAttemptAt.getTime() - testNowMs()) < 60_000);
    const again = await call(app, 'POST', `/api/mail-outbox/${sentId}/retry`, { token });
    assert.equal(again.status, 409);
    assert.equal(again.body.errorMessage, '발송에 실패한 메일만 다시 보낼 수 있습니다.');
  });

  test('입학 담당 reads it; a 홍보·콘텐츠 담당 and a member get 403, no token 401', async () => {
    const admissions = await login(app, await makeUser({ role: 'admissions' }));
    const list = await call<{ to: string }[]>(app, 'GET', '/api/mail-outbox', { token: admissions.token });
    assert.equal(list.status, 200);
    assert.ok(list.body.every((m) => m.to === 'ho***@ex*****.com'));
    const content = await login(app, await makeUser({ role: 'content' }));
    const member = await login(app, await makeUser());
    for (const [method, path] of [
      ['GET', '/api/mail-outbox'],
      ['GET', '/api/mail-outbox/status'],
      ['GET', `/api/mail-outbox/${sentId}`],
      ['POST', `/api/mail-outbox/${sentId}/retry`],
    ]) {
      assert.equal((await call(app, method, path)).status, 401, `${method} ${path} without a token`);
      for (const [who, token] of [
        ['content', content.token],
        ['member', member.token],
      ]) {
        const res = await call(app, method, path, { token });
        assert.equal(res.status, 403, `${method} ${path} as ${who}`);
        assert.ok(!JSON.stringify(res.body).includes('hong'));
      }
    }
  });
});

describe('GET /api/mail-outbox/status with SMTP_URL', () => {
  test('says SMTP is configured', async () => {
    const other = await startTestApp({ sameDatabaseAs: app, smtpUrl: 'smtp://127.0.0.1:2525' });
    try {
      const res = await call(other, 'GET', '/api/mail-outbox/status', { token });
      assert.equal(res.body.smtpConfigured, true);
    } finally {
      await other.close();
    }
  });
});
