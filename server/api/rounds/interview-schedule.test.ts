// 면접 시간표 against a real PostgreSQL and a real SMTP server: 30 applicants in 면접 in 2 rooms
// get slots that never overlap in a room, skip the lunch break and follow track, department and 수험번호; the
// preview writes nothing; applying mails each their own time and place in their language (the Chinese room name
// for a Chinese applicant), and the look-up shows it; a move onto a taken slot is refused, a free one is taken and
// mailed; a swap exchanges two and mails both.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { QueryTypes } from 'sequelize';
import { Application, MailOutbox } from '../../../db/models/index.js';
import { compareCandidates } from '../../../domain/interview-schedule.js';
import { hashPassword } from '../../auth/passwords.js';
import { startMailWorker, type MailWorker } from '../../mail/worker.js';
import { makeRound } from '../../test/rounds.js';
import { startTestSmtp, type TestSmtp } from '../../test/smtp.js';
import { call, login, makeUser, startTestApp, testNowMs, type TestApp } from '../../test/support.js';

const PASS = 'slot-pass-1';
const DAY = 86_400_000;
let app: TestApp;
let smtp: TestSmtp;
let worker: MailWorker;
let token: string;
let roundId: number;
// The interview day: 10 days after the test clock, 09:00 Seoul (00:00 UTC).
const day = new Date(Math.floor((testNowMs() + 10 * DAY) / DAY) * DAY);
const at = (h: number, m = 0) => new Date(day.getTime() + ((h - 9) * 60 + m) * 60_000).toISOString();
const DEPTS = ['startup_business', 'small_business', 'ai_business'];

/** An applicant already in 면접 (as the status change leaves them). */
async function applicant(i: number, over: Partial<Application> = {}) {
  const zh = over.track === 'china_mba';
  return Application.create({
    receiptNo: `2099-1-${String(i).padStart(4, '0')}`,
    idempotencyKey: randomUUID(),
    locale: zh ? 'zh-Hans' : 'ko',
    term: '2099-1',
    roundId,
    track: 'master',
    department: DEPTS[i % 3]!,
    status: 'interview',
    name: zh ? `王${i}` : `지원자${i}`,
    nameEn: `APPLICANT ${i}`,
    birthDate: '1990-01-01',
    gender: 'M',
    nationality: zh ? '中国' : '대한민국',
    mobile: '010-1234-5678',
    email: `slot${i}@example.com`,
    postalCode: '06978',
    address: '서울특별시 동작구 상도로 369',
    addressDetail: null,
    school: '한빛대학교',
    major: '경영학',
    degree: 'bachelor',
    degreeStatus: 'graduated',
    eduStart: '2008-03',
    eduEnd: '2012-02',
    company: null,
    companyDept: null,
    position: null,
    careerYears: null,
    industry: null,
    careerRole: null,
    topikLevel: null,
    essayIntro: '자기소개',
    essayPlan: '학업계획',
    consents: {},
    lookupHash: await hashPassword(PASS),
    submitIp: null,
    ...over,
  } as never);
}

const schedule = (over: Record<string, unknown> = {}) =>
  call(app, 'POST', `/api/rounds/${roundId}/interview-schedule`, {
    token,
    body: {
      startAt: at(9),
      slotMinutes: 20,
      breaks: [{ startAt: at(12), endAt: at(13) }],
      rooms: [
        { name: '본관 301호', nameZh: '本馆 301室' },
        { name: '본관 302호', nameZh: '本馆 302室' },
      ],
      ...over,
    },
  });

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
  roundId = (await makeRound({ name: '2099학년도 면접 시험', applyEndAt: 24, announceAt: 24 * 20 })).id;
  app.events.changedHere('rounds');
  token = (await login(app, await makeUser({ role: 'admissions' }))).token;
  for (let i = 1; i <= 26; i++)
    await applicant(i, i % 4 === 0 ? { examNo: null } : { examNo: `2099-1-M-${String(40 - i).padStart(4, '0')}` });
  for (let i = 27; i <= 30; i++) await applicant(i, { track: 'china_mba', department: null, examNo: null });
  // Not in 면접: never given a slot.
  await applicant(31, { status: 'doc_review' });
});
after(async () => {
  await worker.stop();
  await smtp.close();
  await app.close();
});

type Slot = {
  applicationId: number;
  roomNo: number;
  startsAt: string;
  endsAt: string;
  examNo: string | null;
  receiptNo: string;
};

describe('면접 시간표', () => {
  test('the preview plans 30 applicants in 2 rooms, in order, around the break, and writes nothing', async () => {
    const res = await schedule({ dryRun: true });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    const slots = res.body.slots as Slot[];
    assert.equal(slots.length, 30);
    assert.deepEqual(
      res.body.rooms.map((r: { name: string }) => r.name),
      ['본관 301호', '본관 302호'],
    );
    assert.equal(slots.filter((s) => s.roomNo === 0).length, 15);
    for (const room of [0, 1]) {
      const mine = slots.filter((s) => s.roomNo === room).sort((a, b) => a.startsAt.localeCompare(b.startsAt));
      assert.equal(mine[0]!.startsAt, at(9), 'each room starts at the start: rooms run in parallel');
      for (let i = 1; i < mine.length; i++) assert.ok(mine[i]!.startsAt >= mine[i - 1]!.endsAt, 'no overlap in a room');
      for (const s of mine) assert.ok(s.endsAt <= at(12) || s.startsAt >= at(13), `break respected: ${s.startsAt}`);
      assert.ok(
        mine.some((s) => s.startsAt === at(13)),
        'the first slot after the break starts when it ends',
      );
    }
    // The order: room 1 then room 2, each by time, reads as track, department, 수험번호.
    const ordered = [...slots].sort((a, b) => a.roomNo - b.roomNo || a.startsAt.localeCompare(b.startsAt));
    const apps = await Application.findAll({ where: { id: ordered.map((s) => s.applicationId) } });
    const as = ordered.map((s) => {
      const a = apps.find((x) => x.id === s.applicationId)!;
      return { id: a.id, track: a.track, department: a.department, examNo: s.examNo, receiptNo: a.receiptNo };
    });
    for (let i = 1; i < as.length; i++) assert.ok(compareCandidates(as[i - 1]!, as[i]!) < 0, `order at ${i}`);
    assert.equal(as.at(-1)!.track, 'china_mba');
    assert.ok(
      as.every((a) => a.examNo),
      'the preview shows the 수험번호 each will get',
    );
    const stored = await app.sequelize.query('SELECT 1 FROM interview_slots', { type: QueryTypes.SELECT });
    assert.equal(stored.length, 0);
    assert.equal(await Application.count({ where: { examNo: null, status: 'interview' } }), 10);
    assert.equal(await MailOutbox.count(), 0);
  });

  test('a start in the past or a break ending before it starts is refused in Korean', async () => {
    const past = await schedule({ startAt: new Date(testNowMs() - DAY).toISOString() });
    assert.equal(past.status, 400);
    assert.match(past.body.errors.startAt, /지금 이후/);
    const bad = await schedule({ breaks: [{ startAt: at(13), endAt: at(12) }] });
    assert.equal(bad.status, 400);
    assert.match(JSON.stringify(bad.body), /휴식 끝은 휴식 시작보다 뒤/);
  });

  test('applying stores the slots and mails each applicant their own time and place in their language', async () => {
    const res = await schedule();
    assert.equal(res.status, 200, JSON.stringify(res.body));
    const stored = await app.sequelize.query<{ n: string }>('SELECT count(*) AS n FROM interview_slots', {
      type: QueryTypes.SELECT,
    });
    assert.equal(Number(stored[0]!.n), 30);
    const mails = await inbox();
    assert.equal(mails.length, 30);
    const slots = res.body.slots as Slot[];
    const ko = slots.find((s) => s.receiptNo === '2099-1-0001')!;
    const koMail = mails.find((m) => m.to === 'slot1@example.com')!;
    assert.match(koMail.subject, /면접 일정/);
    assert.match(koMail.text, new RegExp(ko.roomNo === 0 ? '본관 301호' : '본관 302호'));
    assert.match(koMail.text, / ~ \d\d:\d\d/);
    const zhMail = mails.find((m) => m.to === 'slot28@example.com')!;
    assert.match(zhMail.subject, /面试安排/);
    assert.match(zhMail.text, /本馆 30[12]室/);
    assert.doesNotMatch(zhMail.text, /본관/);
    // The look-up shows the applicant's own slot, the Chinese room to a Chinese applicant.
    const look = await call(app, 'POST', '/api/applications/lookup', {
      body: { receiptNo: '2099-1-0028', password: PASS },
    });
    assert.equal(look.status, 200, JSON.stringify(look.body));
    assert.match(look.body.interview.place, /本馆 30[12]室/);
    assert.match(look.body.interview.atText, /~ \d\d:\d\d/);
    const history = await app.sequelize.query<{ note: string }>(
      `SELECT note FROM application_status_history h JOIN applications a ON a.id = h.application_id
        WHERE a.receipt_no = '2099-1-0001'`,
      { type: QueryTypes.SELECT },
    );
    assert.ok(history.some((h) => h.note.startsWith('면접 시간표 배정')));
    const shown = await call(app, 'GET', `/api/rounds/${roundId}/interview-schedule`, { token });
    assert.equal(shown.body.slots.length, 30);
    assert.equal(shown.body.unscheduled.length, 0);
  });

  test('a move onto a taken slot is refused; onto a free one it is stored and mailed', async () => {
    const slots = (await call(app, 'GET', `/api/rounds/${roundId}/interview-schedule`, { token })).body.slots as Slot[];
    const [a, b] = [slots[0]!, slots[1]!];
    const taken = await call(app, 'POST', `/api/rounds/${roundId}/interview-schedule/move`, {
      token,
      body: { applicationId: a.applicationId, roomNo: b.roomNo, startAt: b.startsAt },
    });
    assert.equal(taken.status, 409);
    assert.match(taken.body.errorMessage, /맞바꾸기/);
    const free = at(17);
    const moved = await call(app, 'POST', `/api/rounds/${roundId}/interview-schedule/move`, {
      token,
      body: { applicationId: a.applicationId, roomNo: 1, startAt: free },
    });
    assert.equal(moved.status, 200, JSON.stringify(moved.body));
    const row = (await Application.findByPk(a.applicationId))!;
    assert.equal(row.interviewAt!.toISOString(), free);
    assert.equal(row.interviewPlace, '본관 302호');
    const mails = await inbox();
    assert.equal(mails.length, 1);
    assert.equal(mails[0]!.to, row.email);
    assert.match(mails[0]!.text, /본관 302호/);
  });

  test('a swap exchanges two applicants’ slots and mails both', async () => {
    const slots = (await call(app, 'GET', `/api/rounds/${roundId}/interview-schedule`, { token })).body.slots as Slot[];
    const a = slots.find((s) => s.roomNo === 0)!;
    const b = slots.find((s) => s.roomNo === 1 && s.startsAt !== a.startsAt)!;
    const res = await call(app, 'POST', `/api/rounds/${roundId}/interview-schedule/swap`, {
      token,
      body: { applicationId: a.applicationId, otherId: b.applicationId },
    });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    const after = (await call(app, 'GET', `/api/rounds/${roundId}/interview-schedule`, { token })).body.slots as Slot[];
    const a2 = after.find((s) => s.applicationId === a.applicationId)!;
    const b2 = after.find((s) => s.applicationId === b.applicationId)!;
    assert.deepEqual([a2.roomNo, a2.startsAt], [b.roomNo, b.startsAt]);
    assert.deepEqual([b2.roomNo, b2.startsAt], [a.roomNo, a.startsAt]);
    const mails = await inbox();
    assert.equal(mails.length, 2);
  });
});
