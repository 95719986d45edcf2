// The round's interview period moved after the timetable was made, against a real PostgreSQL and a real SMTP server:
// a save that leaves slots outside the new period is refused (409, Korean, nothing written); the preview names the
// offset and whom a notified save mails; shiftInterviews moves every slot by the offset and mails only the
// applicants with an interview, each their own new slot in their language (Korean, Chinese room name for Chinese),
// while the applicants without an interview get nothing; each moved applicant has a history row and an audit entry.
// A timetable whose slots run past the round's interview period warns in its preview.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { QueryTypes } from 'sequelize';
import { Application, MailOutbox } from '../../../db/models/index.js';
import { formatDateTime, formatTime } from '../../../domain/time.js';
import { settleAuditWrites } from '../../audit/middleware.js';
import { startMailWorker, type MailWorker } from '../../mail/worker.js';
import { APPLICATION_ROW_REST, makeRound } from '../../test/rounds.js';
import { startTestSmtp, type TestSmtp } from '../../test/smtp.js';
import { call, login, makeUser, startTestApp, testNowMs, type TestApp } from '../../test/support.js';

const DAY = 86_400_000;
let app: TestApp;
let smtp: TestSmtp;
let worker: MailWorker;
let token: string;
let roundId: number;
// The interview day: 10 days after the test clock, 09:00 Seoul (00:00 UTC).
const day = new Date(Math.floor((testNowMs() + 10 * DAY) / DAY) * DAY);
const at = (h: number, m = 0, plusDays = 0) =>
  new Date(day.getTime() + plusDays * DAY + ((h - 9) * 60 + m) * 60_000).toISOString();
const period = (plusDays: number, endHour = 18) => ({
  startAt: at(9, 0, plusDays),
  endAt: at(endHour, 0, plusDays),
  place: { ko: '본관', zh: '主楼' },
  note: { ko: '', zh: '' },
});

async function applicant(i: number, zh: boolean, status: string) {
  return Application.create({
    receiptNo: `2097-1-${String(i).padStart(4, '0')}`,
    idempotencyKey: randomUUID(),
    locale: zh ? 'zh-Hans' : 'ko',
    term: '2097-1',
    roundId,
    track: zh ? 'china_mba' : 'master',
    department: zh ? null : 'ai_business',
    status,
    name: zh ? `王${'一二三四'[i % 4]}` : `지원자${'가나다라'[i % 4]}`,
    nameEn: 'TEST',
    birthDate: '1990-01-01',
    gender: 'M',
    nationality: zh ? '中国' : '대한민국',
    mobile: '010-1234-5678',
    email: `shift${i}@example.com`,
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

const schedule = (over: Record<string, unknown> = {}) =>
  call(app, 'POST', `/api/rounds/${roundId}/interview-schedule`, {
    token,
    body: {
      startAt: at(9),
      slotMinutes: 30,
      breaks: [],
      rooms: [{ name: '본관 301호', nameZh: '本馆 301室' }],
      ...over,
    },
  });
const slots = async () =>
  (await call(app, 'GET', `/api/rounds/${roundId}/interview-schedule`, { token })).body.slots as {
    applicationId: number;
    startsAt: string;
    endsAt: string;
  }[];

before(async () => {
  app = await startTestApp({ rounds: false });
  smtp = await startTestSmtp();
  worker = startMailWorker({ sequelize: app.sequelize, smtpUrl: smtp.url, from: 'admission@school.example.ac.kr' });
  const round = await makeRound({ name: '2097학년도 면접 이동 시험', applyEndAt: 24, announceAt: 24 * 20 });
  roundId = round.id;
  app.events.changedHere('rounds');
  token = (await login(app, await makeUser({ role: 'admissions' }))).token;
  await applicant(1, false, 'interview');
  await applicant(2, true, 'interview');
  await applicant(3, false, 'doc_review');
  await applicant(4, true, 'received');
  const current = (await call(app, 'GET', `/api/rounds/${roundId}`, { token })).body;
  const res = await call(app, 'PUT', `/api/rounds/${roundId}`, { token, body: { ...current, interview: period(0) } });
  assert.equal(res.status, 200, JSON.stringify(res.body));
  assert.equal((await schedule()).status, 200);
  await inbox();
});
after(async () => {
  await worker.stop();
  await smtp.close();
  await app.close();
});

describe('the interview period moves after the timetable', () => {
  test('a timetable past the interview period warns in its preview', async () => {
    const res = await schedule({ dryRun: true, startAt: at(17, 30) });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.equal(res.body.outsidePeriod.length, 1);
    assert.equal(
      res.body.warning,
      `시간표의 1명이 모집의 면접 기간(${formatDateTime(at(9))} ~ ${formatDateTime(at(18))}) 밖에 있습니다. 시작 시각·면접 시간을 줄이거나 면접실을 늘리거나, 모집 일정의 면접 기간을 먼저 고쳐주세요.`,
    );
    assert.equal((await schedule({ dryRun: true })).body.warning, null);
  });

  test('a save leaving slots outside the new period is refused, and nothing changes', async () => {
    const current = (await call(app, 'GET', `/api/rounds/${roundId}`, { token })).body;
    const res = await call(app, 'PUT', `/api/rounds/${roundId}`, {
      token,
      body: { ...current, interview: period(1), notifyApplicants: true },
    });
    assert.equal(res.status, 409);
    assert.equal(
      res.body.errorMessage,
      '면접 시간표의 2명이 새 면접 기간 밖에 있습니다. 시간표를 면접 기간과 같은 만큼 옮겨 저장하거나, 먼저 면접 시간을 고쳐주세요.',
    );
    const round = (await call(app, 'GET', `/api/rounds/${roundId}`, { token })).body;
    assert.equal(round.interview.startAt, current.interview.startAt);
    assert.deepEqual(
      (await slots()).map((s) => s.startsAt),
      [at(9), at(9, 30)],
    );
    assert.equal((await inbox()).length, 0);
  });

  test('a shift that still leaves slots outside a shorter period is refused', async () => {
    const current = (await call(app, 'GET', `/api/rounds/${roundId}`, { token })).body;
    const res = await call(app, 'PUT', `/api/rounds/${roundId}`, {
      token,
      body: { ...current, interview: { ...period(1), endAt: at(9, 45, 1) }, shiftInterviews: true },
    });
    assert.equal(res.status, 409);
    assert.match(res.body.errorMessage, /^면접 시간표를 \+1일 옮겨도 1명의 면접이 새 면접 기간 밖에 있습니다/);
  });

  test('the preview names the offset and mails only the applicants with an interview', async () => {
    const current = (await call(app, 'GET', `/api/rounds/${roundId}`, { token })).body;
    const res = await call(app, 'POST', `/api/rounds/${roundId}/changes-preview`, {
      token,
      body: { ...current, interview: period(1) },
    });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.equal(res.body.applicants, 4);
    assert.equal(res.body.recipients, 2);
    assert.deepEqual(res.body.interviews, {
      given: 2,
      offsetMs: DAY,
      offsetText: '+1일',
      outside: 2,
      outsideAfterShift: 0,
    });
  });

  test('shiftInterviews moves each slot by the offset and mails each interviewee their own new slot', async () => {
    const current = (await call(app, 'GET', `/api/rounds/${roundId}`, { token })).body;
    const res = await call(app, 'PUT', `/api/rounds/${roundId}`, {
      token,
      body: { ...current, interview: period(1), shiftInterviews: true, notifyApplicants: true },
    });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.deepEqual(
      (await slots()).map((s) => [s.startsAt, s.endsAt]),
      [
        [at(9, 0, 1), at(9, 30, 1)],
        [at(9, 30, 1), at(10, 0, 1)],
      ],
    );
    const a1 = (await Application.findOne({ where: { email: 'shift1@example.com' } }))!;
    assert.equal(a1.interviewAt?.toISOString(), at(9, 0, 1));
    const mails = await inbox();
    assert.deepEqual(mails.map((m) => m.to).sort(), ['shift1@example.com', 'shift2@example.com']);
    const ko = mails.find((m) => m.to === 'shift1@example.com')!;
    assert.match(ko.subject, /면접 일정을 안내드립니다/);
    assert.ok(ko.text.includes(`면접 일시: ${formatDateTime(at(9, 0, 1))} ~ ${formatTime(at(9, 30, 1))}`), ko.text);
    assert.ok(ko.text.includes('면접 장소: 본관 301호'));
    const zh = mails.find((m) => m.to === 'shift2@example.com')!;
    assert.match(zh.subject, /面试安排通知/);
    assert.ok(zh.text.includes(`面试时间：${formatDateTime(at(9, 30, 1))} ~ ${formatTime(at(10, 0, 1))}`), zh.text);
    assert.ok(zh.text.includes('面试地点：本馆 301室'));
    const history = await app.sequelize.query<{ note: string }>(
      `SELECT note FROM application_status_history WHERE application_id = ${a1.id} ORDER BY id DESC LIMIT 1`,
      { type: QueryTypes.SELECT },
    );
    assert.equal(
      history[0]!.note,
      `면접 기간 변경 (+1일): ${formatDateTime(at(9))} ~ ${formatTime(at(9, 30))} → ${formatDateTime(at(9, 0, 1))} ~ ${formatTime(at(9, 30, 1))}`,
    );
    await settleAuditWrites();
    const audit = await app.sequelize.query<{ record_id: string }>(
      `SELECT record_id FROM audit_logs WHERE action = 'rounds.interviews.shift' ORDER BY id`,
      { type: QueryTypes.SELECT },
    );
    assert.equal(audit.length, 2);
  });

  test('an interview-only change without a timetable move mails nobody without an interview', async () => {
    const current = (await call(app, 'GET', `/api/rounds/${roundId}`, { token })).body;
    const res = await call(app, 'PUT', `/api/rounds/${roundId}`, {
      token,
      body: { ...current, interview: { ...period(1), endAt: at(19, 0, 1) }, notifyApplicants: true },
    });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    const mails = await inbox();
    assert.deepEqual(mails.map((m) => m.to).sort(), ['shift1@example.com', 'shift2@example.com']);
    assert.ok(mails.every((m) => /면접 종료|面试结束/.test(m.text)));
  });
});
