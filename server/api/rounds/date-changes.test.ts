// A round's dates moved after applications came in, against a real PostgreSQL and SMTP server:
// the preview names each changed date (old → new) and the applicants it touches and writes nothing; saved with
// notifyApplicants each applicant gets a round.changed mail in their language with the old and new dates, the
// public schedule and /receipt show the new date with 변경 and the day, and the audit log keeps the choice; saved
// without it nobody is mailed; a round without applicants records no change.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, beforeEach, describe, test } from 'node:test';
import { QueryTypes } from 'sequelize';
import { Application, MailOutbox } from '../../../db/models/index.js';
import { settleAuditWrites } from '../../audit/middleware.js';
import { startMailWorker, type MailWorker } from '../../mail/worker.js';
import { APPLICATION_ROW_REST, makeRound } from '../../test/rounds.js';
import { startTestSmtp, type TestSmtp } from '../../test/smtp.js';
import { call, login, makeUser, startTestApp, testNow, type TestApp } from '../../test/support.js';
import { formatDate, formatDateTime } from '../../../domain/time.js';

const HOUR = 3_600_000;
let app: TestApp;
let smtp: TestSmtp;
let worker: MailWorker;
let token: string;
let roundId: number;
let announceAt: string;

async function applicant(i: number, zh: boolean) {
  await Application.create({
    receiptNo: `2098-1-${String(i).padStart(4, '0')}`,
    idempotencyKey: randomUUID(),
    locale: zh ? 'zh-Hans' : 'ko',
    term: '2098-1',
    roundId,
    track: zh ? 'china_mba' : 'master',
    department: zh ? null : 'ai_business',
    name: zh ? '张伟' : '홍길동',
    nameEn: 'TEST',
    birthDate: '1990-01-01',
    gender: 'M',
    nationality: '대한민국',
    mobile: '010-1234-5678',
    email: `moved${i}@example.com`,
    ...APPLICATION_ROW_REST,
  } as never);
}

async function inbox() {
  while (await MailOutbox.count({ where: { status: 'pending' } })) await worker.runOnce();
  const got = smtp.delivered.map((d) => ({
    to: d.envelopeTo.join(','),
    subject: d.mail.subject ?? '',
    text: d.mail.text ?? '',
  }));
  smtp.delivered.length = 0;
  return got;
}

before(async () => {
  app = await startTestApp({ rounds: false });
  smtp = await startTestSmtp();
  worker = startMailWorker({ sequelize: app.sequelize, smtpUrl: smtp.url, from: 'admission@school.example.ac.kr' });
  const round = await makeRound({
    name: '2098학년도 일정 변경 시험',
    applyStartAt: -24,
    applyEndAt: 24 * 5,
    announceAt: 24 * 20,
  });
  app.events.changedHere('rounds');
  roundId = round.id;
  announceAt = round.announceAt;
  token = (await login(app, await makeUser({ role: 'admissions' }))).token;
  await applicant(1, false);
  await applicant(2, false);
  await applicant(3, true);
});
after(async () => {
  await worker.stop();
  await smtp.close();
  await app.close();
});
beforeEach(() => {
  smtp.delivered.length = 0;
});

const later = (iso: string, hours: number) => new Date(new Date(iso).getTime() + hours * HOUR).toISOString();

describe('a round’s dates changed after applications', () => {
  test('the preview names each change and the applicants, and writes nothing', async () => {
    // One applicant's receipt mail has gone: "알리지 않고 저장" says that one holds the old dates.
    const first = await Application.findOne({ where: { roundId }, order: [['id', 'ASC']] });
    await MailOutbox.create({
      kind: 'application.received',
      toAddress: first!.email,
      lang: 'ko',
      subject: '접수 확인',
      textBody: '접수되었습니다.',
      dedupeKey: `application.received:${first!.id}`,
      status: 'sent',
      nextAttemptAt: new Date(),
      sentAt: new Date(),
      createdAt: new Date(),
    });
    const newAnnounce = later(announceAt, -3);
    const res = await call(app, 'POST', `/api/rounds/${roundId}/changes-preview`, {
      token,
      body: { announceAt: newAnnounce, name: '2098학년도 일정 변경 시험' },
    });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.equal(res.body.applicants, 3);
    assert.equal(res.body.mailed, 1, 'the applicants whose receipt mail went');
    assert.deepEqual(
      res.body.changes.map((c: { label: string; fromText: string; toText: string }) => [c.label, c.fromText, c.toText]),
      [['합격자 발표', formatDateTime(announceAt), formatDateTime(newAnnounce)]],
    );
    const round = await call(app, 'GET', `/api/rounds/${roundId}`, { token });
    assert.equal(round.body.announceAt, announceAt);
  });

  test('saved with notifyApplicants: each applicant is mailed old and new in their language; pages show 변경', async () => {
    const current = (await call(app, 'GET', `/api/rounds/${roundId}`, { token })).body;
    const newEnd = later(current.applyEndAt, 48);
    const newAnnounce = later(announceAt, -3);
    const res = await call(app, 'PUT', `/api/rounds/${roundId}`, {
      token,
      body: { ...current, applyEndAt: newEnd, announceAt: newAnnounce, notifyApplicants: true },
    });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.ok(res.body.dateChanges.announceAt.notified);
    const mails = await inbox();
    assert.equal(mails.length, 3);
    const ko = mails.find((m) => m.to === 'moved1@example.com')!;
    assert.match(ko.subject, /일정이 변경되었습니다/);
    assert.ok(
      ko.text.includes(`접수 마감: ${formatDateTime(current.applyEndAt)} → ${formatDateTime(newEnd)}`),
      ko.text,
    );
    assert.ok(ko.text.includes(`합격자 발표: ${formatDateTime(announceAt)} → ${formatDateTime(newAnnounce)}`));
    const zh = mails.find((m) => m.to === 'moved3@example.com')!;
    assert.match(zh.subject, /日程变更通知/);
    assert.ok(
      zh.text.includes(`录取结果公布：${formatDateTime(announceAt)} → ${formatDateTime(newAnnounce)}`),
      zh.text,
    );
    // The public schedule and the application page show the new dates with 변경 and the day of the change.
    const mark = `변경 ${formatDate(testNow())}`;
    const recruit = String((await call(app, 'GET', '/entrance/recruit')).body);
    assert.ok(recruit.includes(`${formatDateTime(newAnnounce)} (${mark})`), 'the announcement row is marked');
    const form = String((await call(app, 'GET', '/receipt')).body);
    assert.match(form, /data-testid="round-changed"/);
    assert.ok(form.includes(`${formatDateTime(current.applyEndAt)} → ${formatDateTime(newEnd)}`));
    const zhGuide = String((await call(app, 'GET', '/china/info_4')).body);
    assert.ok(zhGuide.includes(`已变更 ${formatDate(testNow())}`));
    await settleAuditWrites();
    const audit = await app.sequelize.query<{ detail: { notified: boolean; applicants: number } }>(
      `SELECT detail FROM audit_logs WHERE action = 'rounds.dates.change' ORDER BY id DESC LIMIT 1`,
      { type: QueryTypes.SELECT },
    );
    assert.deepEqual([audit[0]!.detail.notified, audit[0]!.detail.applicants], [true, 3]);
  });

  test('saved without notifyApplicants: nobody is mailed, the choice is audited', async () => {
    const current = (await call(app, 'GET', `/api/rounds/${roundId}`, { token })).body;
    const res = await call(app, 'PUT', `/api/rounds/${roundId}`, {
      token,
      body: { ...current, announceAt: later(current.announceAt, 1), notifyApplicants: false },
    });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.equal(res.body.dateChanges.announceAt.notified, false);
    assert.equal((await inbox()).length, 0);
    await settleAuditWrites();
    const audit = await app.sequelize.query<{ detail: { notified: boolean } }>(
      `SELECT detail FROM audit_logs WHERE action = 'rounds.dates.change' ORDER BY id DESC LIMIT 1`,
      { type: QueryTypes.SELECT },
    );
    assert.equal(audit[0]!.detail.notified, false);
  });
});
