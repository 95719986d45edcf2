// The outbox against a real SMTP server (smtp-server, started here) and a real PostgreSQL: what arrives, exactly
// once with two workers, retried after a refusal, recovered after a crash mid-send, and kept while SMTP is unset.
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, test } from 'node:test';
import type { Sequelize } from 'sequelize';
import { createSequelize } from '../../db/connect.js';
import { MailOutbox } from '../../db/models/index.js';
import { MAIL_MAX_ATTEMPTS } from '../../domain/mail.js';
import { HttpError } from '../http/errors.js';
import { startTestSmtp, type TestSmtp } from '../test/smtp.js';
import { advanceClock, startTestApp, testNowMs, type TestApp } from '../test/support.js';
import { enqueueMail, type MailInput } from './outbox.js';
import { messageIdFor } from './transport.js';
import { backoffMinutes, startMailWorker, type MailWorker } from './worker.js';

const FROM = '"중소기업대학원 입학처" <admission@school.example.ac.kr>';
const HOUR = 3_600_000;

let app: TestApp;
let smtp: TestSmtp;
const workers: MailWorker[] = [];

before(async () => {
  app = await startTestApp();
  smtp = await startTestSmtp();
});
after(async () => {
  for (const w of workers) await w.stop();
  await smtp.close();
  await app.close();
});
beforeEach(async () => {
  await MailOutbox.destroy({ where: {} });
  smtp.delivered.length = 0;
  smtp.refuseNext(0);
});

function worker(opts: { sequelize?: Sequelize; smtpUrl?: string | null; batchSize?: number } = {}): MailWorker {
  const w = startMailWorker({
    sequelize: opts.sequelize ?? app.sequelize,
    smtpUrl: opts.smtpUrl === null ? undefined : (opts.smtpUrl ?? smtp.url),
    from: FROM,
    // Runs are started by the tests; the timer never fires inside a test.
    intervalMs: HOUR,
    batchSize: opts.batchSize,
  });
  workers.push(w);
  return w;
}

const mail = (over: Partial<MailInput> = {}): MailInput => ({
  kind: 'application.received',
  to: 'hong.gildong@example.com',
  lang: 'ko',
  subject: '[중소기업대학원] 원서가 접수되었습니다 (접수번호 2027-0001)',
  text: '홍길동 님, 2027학년도 전기 원서가 접수되었습니다.\n접수번호: 2027-0001',
  ...over,
});

const enqueue = (m: MailInput) => app.sequelize.transaction((transaction) => enqueueMail(m, { transaction }));

describe('mail outbox worker', () => {
  test('delivers a Korean mail with its To, Subject, body and a Message-ID that names the outbox row', async () => {
    const { id } = await enqueue(mail({ html: '<p>홍길동 님, 원서가 <b>접수</b>되었습니다.</p>' }));
    const result = await worker().runOnce();
    assert.deepEqual(result, { recovered: 0, sent: 1, retried: 0, failed: 0 });
    assert.equal(smtp.delivered.length, 1);
    const { mail: got, envelopeTo } = smtp.delivered[0];
    assert.deepEqual(envelopeTo, ['hong.gildong@example.com']);
    assert.equal(got.to && !Array.isArray(got.to) ? got.to.text : '', 'hong.gildong@example.com');
    assert.equal(got.from?.value[0].address, 'admission@school.example.ac.kr');
    assert.equal(got.from?.value[0].name, '중소기업대학원 입학처');
    assert.equal(got.subject, '[중소기업대학원] 원서가 접수되었습니다 (접수번호 2027-0001)');
    assert.equal(got.text?.trim(), '홍길동 님, 2027학년도 전기 원서가 접수되었습니다.\n접수번호: 2027-0001');
    assert.match(String(got.html), /원서가 <b>접수<\/b>되었습니다/);
    assert.equal(got.headers.get('content-language'), 'ko');
    const row = (await MailOutbox.findByPk(id))!;
    assert.equal(row.status, 'sent');
    assert.equal(row.attempts, 1);
    assert.equal(row.leaseUntil, null);
    assert.ok(Math.abs(row.sentAt!.getTime() - testNowMs()) < 60_000, 'sent_at is from the process clock');
    assert.equal(got.messageId, row.messageId);
    assert.equal(row.messageId, messageIdFor(row, 'school.example.ac.kr'));
    assert.deepEqual(await worker().runOnce(), { recovered: 0, sent: 0, retried: 0, failed: 0 });
    assert.equal(smtp.delivered.length, 1, 'a sent mail is never sent again');
  });

  test('is written with the change: a rolled-back transaction leaves no mail, a dedupe key enqueues once', async () => {
    await assert.rejects(
      app.sequelize.transaction(async (transaction) => {
        await enqueueMail(mail(), { transaction });
        throw new Error('the change failed');
      }),
      /the change failed/,
    );
    assert.equal(await MailOutbox.count(), 0);
    const first = await enqueue(mail({ dedupeKey: 'application.received:1' }));
    const second = await enqueue(mail({ dedupeKey: 'application.received:1', subject: '다른 제목' }));
    assert.deepEqual(second, { id: first.id, created: false });
    assert.equal(first.created, true);
    assert.equal(await MailOutbox.count(), 1);
    await assert.rejects(enqueue(mail({ to: 'not-an-address' })), (err: HttpError) => {
      assert.equal(err.status, 400);
      assert.equal(err.message, '받는 사람: 이메일 주소 형식이 올바르지 않습니다.');
      return true;
    });
    await assert.rejects(enqueue(mail({ subject: '제목\r\nBcc: x@example.com' })), /줄바꿈을 넣을 수 없습니다/);
    assert.equal(await MailOutbox.count(), 1);
  });

  test('two workers on their own connections at once deliver every mail exactly once', async () => {
    const count = 30;
    for (let i = 1; i <= count; i += 1) await enqueue(mail({ subject: `동시 발송 ${i}`, to: `p${i}@example.com` }));
    const second = createSequelize(app.databaseUrl, { poolMax: 3 });
    try {
      const a = worker({ batchSize: 4 });
      const b = worker({ sequelize: second, batchSize: 4 });
      let sentA = 0;
      let sentB = 0;
      for (let round = 0; round < 20; round += 1) {
        const [ra, rb] = await Promise.all([a.runOnce(), b.runOnce()]);
        sentA += ra.sent;
        sentB += rb.sent;
        if (ra.sent + rb.sent === 0) break;
      }
      assert.equal(sentA + sentB, count);
      assert.ok(sentA > 0 && sentB > 0, `both workers sent (${sentA} and ${sentB})`);
      const subjects = smtp.delivered.map((d) => d.mail.subject).sort();
      assert.equal(subjects.length, count);
      assert.equal(new Set(subjects).size, count, 'no subject arrived twice');
      assert.equal(new Set(smtp.delivered.map((d) => d.mail.messageId)).size, count);
      assert.equal(await MailOutbox.count({ where: { status: 'sent', attempts: 1 } }), count);
    } finally {
      await second.close();
    }
  });

  test('a refused attempt is retried after the backoff and then delivered', async () => {
    const { id } = await enqueue(mail());
    smtp.refuseNext(1);
    const w = worker();
    assert.deepEqual(await w.runOnce(), { recovered: 0, sent: 0, retried: 1, failed: 0 });
    let row = (await MailOutbox.findByPk(id))!;
    assert.equal(row.status, 'pending');
    assert.equal(row.attempts, 1);
    assert.match(String(row.lastError), /451/);
    const wait = row.nextAttemptAt.getTime() - testNowMs();
    assert.ok(wait > 50_000 && wait <= 60_000, `waits about a minute (${wait} ms)`);
    assert.equal((await w.runOnce()).sent, 0, 'not before the backoff');
    assert.equal(smtp.delivered.length, 0);
    advanceClock(61_000);
    assert.equal((await w.runOnce()).sent, 1);
    assert.equal(smtp.delivered.length, 1);
    row = (await MailOutbox.findByPk(id))!;
    assert.equal(row.status, 'sent');
    assert.equal(row.attempts, 2);
    assert.equal(row.lastError, null);
  });

  test('after the last allowed attempt the mail is marked failed, with the growing waits in between', async () => {
    const { id } = await enqueue(mail());
    smtp.refuseNext(1000);
    const w = worker();
    for (let attempt = 1; attempt < MAIL_MAX_ATTEMPTS; attempt += 1) {
      assert.equal((await w.runOnce()).retried, 1, `attempt ${attempt} is retried`);
      const row = (await MailOutbox.findByPk(id))!;
      assert.equal(row.attempts, attempt);
      assert.ok(Math.abs(row.nextAttemptAt.getTime() - testNowMs() - backoffMinutes(attempt) * 60_000) < 5_000);
      advanceClock(backoffMinutes(attempt) * 60_000 + 1_000);
    }
    assert.equal((await w.runOnce()).failed, 1);
    const row = (await MailOutbox.findByPk(id))!;
    assert.equal(row.status, 'failed');
    assert.equal(row.attempts, MAIL_MAX_ATTEMPTS);
    advanceClock(24 * HOUR);
    assert.equal((await w.runOnce()).sent, 0, 'a failed mail waits for staff');
    assert.deepEqual(
      [1, 2, 3, 4, 5].map((n) => backoffMinutes(n)),
      [1, 5, 30, 120, 360],
    );
  });

  test('a mail left sending by a process that died is sent once, after its lease, with the same Message-ID', async () => {
    const { id } = await enqueue(mail());
    // What a worker leaves behind when its process dies after the claim: sending, one attempt, a lease.
    await app.sequelize.query(
      `UPDATE mail_outbox SET status = 'sending', attempts = 1, lease_until = :lease WHERE id = :id`,
      { replacements: { id, lease: new Date(testNowMs() + 10 * 60_000) } },
    );
    const w = worker();
    assert.deepEqual(await w.runOnce(), { recovered: 0, sent: 0, retried: 0, failed: 0 }, 'the lease still holds');
    advanceClock(10 * 60_000 + 1_000);
    assert.deepEqual(await w.runOnce(), { recovered: 1, sent: 1, retried: 0, failed: 0 });
    assert.deepEqual(await w.runOnce(), { recovered: 0, sent: 0, retried: 0, failed: 0 });
    assert.equal(smtp.delivered.length, 1);
    const row = (await MailOutbox.findByPk(id))!;
    assert.equal(row.status, 'sent');
    assert.equal(row.attempts, 2);
    assert.equal(smtp.delivered[0].mail.messageId, messageIdFor(row, 'school.example.ac.kr'));
  });

  test('on its own schedule the worker takes batch after batch until the outbox is empty, then stops cleanly', async () => {
    for (let i = 1; i <= 5; i += 1) await enqueue(mail({ subject: `일정 발송 ${i}` }));
    const w = startMailWorker({
      sequelize: app.sequelize,
      smtpUrl: smtp.url,
      from: FROM,
      intervalMs: 50,
      batchSize: 2,
    });
    try {
      for (let waited = 0; smtp.delivered.length < 5 && waited < 10_000; waited += 50)
        await new Promise((r) => setTimeout(r, 50));
    } finally {
      await w.stop();
    }
    assert.equal(smtp.delivered.length, 5);
    assert.equal(await MailOutbox.count({ where: { status: 'sent' } }), 5);
  });

  test('without SMTP_URL nothing is sent and the mail stays pending', async () => {
    const { id } = await enqueue(mail());
    const w = worker({ smtpUrl: null });
    assert.deepEqual(await w.runOnce(), { recovered: 0, sent: 0, retried: 0, failed: 0 });
    advanceClock(HOUR);
    await w.runOnce();
    const row = (await MailOutbox.findByPk(id))!;
    assert.equal(row.status, 'pending');
    assert.equal(row.attempts, 0);
    assert.equal(smtp.delivered.length, 0);
  });
});
