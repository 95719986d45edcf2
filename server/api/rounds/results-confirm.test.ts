// 결과 확정 by a second person against a real PostgreSQL and a real SMTP server: the importer may
// not confirm; a 최고관리자 alone only with a reason, which the audit log keeps; a result change before announceAt
// withdraws the confirmation; an unconfirmed round at announceAt keeps reading 심사 중 and mails nothing; once
// confirmed the results show and are mailed; after the announcement a change no longer withdraws it. The dashboard
// warns from 24 hours before announceAt.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { QueryTypes } from 'sequelize';
import { AdmissionRound, Application } from '../../../db/models/index.js';
import { useClock } from '../../../domain/clock.js';
import { publishDueResults } from '../../mail/results.js';
import { startMailWorker, type MailWorker } from '../../mail/worker.js';
import { settleAuditWrites } from '../../audit/middleware.js';
import { makeRound } from '../../test/rounds.js';
import { startTestSmtp, type TestSmtp } from '../../test/smtp.js';
import {
  call,
  login,
  makeUser,
  startTestApp,
  TEST_PUBLIC_URL,
  testNowMs,
  type TestApp,
  type TestUser,
} from '../../test/support.js';
import { defaultFiles, submitForm, useRound, validFields } from '../applications/fixtures.js';

const HOUR = 3_600_000;
const PASS = 'confirm-pass-1';
let app: TestApp;
let smtp: TestSmtp;
let worker: MailWorker;
let roundId: number;
let announceAt: number;
const people: Record<'importer' | 'second' | 'chief' | 'content', TestUser> = {} as never;
const apps: { receiptNo: string; email: string }[] = [];
const start = testNowMs();
const freezeAt = (ms: number) => useClock({ now: () => new Date(ms) });
const token = async (who: keyof typeof people) => (await login(app, people[who])).token;
const confirm = async (who: keyof typeof people, body: object = {}) =>
  call(app, 'POST', `/api/rounds/${roundId}/results/confirm`, { token: await token(who), body });
const state = async (who: keyof typeof people = 'second') =>
  (await call(app, 'GET', `/api/rounds/${roundId}/results`, { token: await token(who) })).body;
const lookup = async (i: number) =>
  (await call(app, 'POST', '/api/applications/lookup', { body: { receiptNo: apps[i]!.receiptNo, password: PASS } }))
    .body;

before(async () => {
  freezeAt(start);
  app = await startTestApp({ rounds: false });
  smtp = await startTestSmtp();
  worker = startMailWorker({ sequelize: app.sequelize, smtpUrl: smtp.url, from: 'admission@school.example.ac.kr' });
  const round = await makeRound({ name: '2027학년도 전기 확정 시험', applyEndAt: 24, announceAt: 72 });
  app.events.changedHere('rounds');
  roundId = round.id;
  announceAt = new Date(round.announceAt).getTime();
  useRound(round.id);
  for (const [i, name] of ['합격자', '불합격자', '예비자'].entries()) {
    const email = `confirm${i}@example.com`;
    const r = await submitForm(
      app,
      validFields({ name, email, password: PASS, passwordConfirm: PASS }),
      await defaultFiles(),
    );
    assert.equal(r.status, 201, JSON.stringify(r.body));
    apps.push({ receiptNo: r.body.receiptNo, email });
  }
  // The 접수 확인 mails of the submits go now; what follows counts the result mails only.
  await worker.runOnce();
  smtp.delivered.length = 0;
  people.importer = await makeUser({ role: 'admissions' });
  people.second = await makeUser({ role: 'admissions' });
  people.chief = await makeUser({ role: 'superadmin' });
  people.content = await makeUser({ role: 'content' });
  // The importer sets the results from the committee's file.
  const form = new FormData();
  const csv = ['접수번호,결과,예비순위', `${apps[0]!.receiptNo},합격,`, `${apps[1]!.receiptNo},불합격,`];
  csv.push(`${apps[2]!.receiptNo},예비,1`);
  form.append('file', new Blob([csv.join('\n')]), '사정.csv');
  const res = await fetch(`${app.baseUrl}/api/rounds/${roundId}/results/import`, {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${await token('importer')}` },
  });
  assert.equal(res.status, 200, await res.text());
});
after(async () => {
  await worker.stop();
  await smtp.close();
  await app.close();
});

describe('결과 확정', () => {
  test('the importer may not confirm; the state says who may', async () => {
    const refused = await confirm('importer');
    assert.equal(refused.status, 409);
    assert.equal(
      refused.body.errorMessage,
      '지난 확정 뒤 결과를 바꾼 담당자는 확정할 수 없습니다. 결과를 바꾸지 않은 다른 입학 담당자가 확인하고 확정해주세요.',
    );
    const mine = await state('importer');
    assert.deepEqual([mine.canConfirm, mine.reasonRequired, mine.confirmedAt], [false, false, null]);
    assert.equal(mine.changedByName, '테스트사용자');
    assert.deepEqual([mine.byStatus.accepted, mine.byStatus.rejected, mine.byStatus.waitlisted], [1, 1, 1]);
    assert.equal((await state('second')).canConfirm, true);
    assert.equal(
      (await call(app, 'POST', `/api/rounds/${roundId}/results/confirm`, { token: await token('content') })).status,
      403,
    );
  });

  test('the dashboard warns from 24 hours before announceAt, to the roles that read rounds', async () => {
    freezeAt(announceAt - 24 * HOUR - 1);
    const early = await call(app, 'GET', '/api/dashboard', { token: await token('second') });
    assert.deepEqual(early.body.resultsToConfirm, []);
    freezeAt(announceAt - 24 * HOUR);
    const due = await call(app, 'GET', '/api/dashboard', { token: await token('second') });
    assert.deepEqual(due.body.resultsToConfirm, [
      {
        id: roundId,
        name: '2027학년도 전기 확정 시험',
        announceAt: new Date(announceAt).toISOString(),
        overdue: false,
      },
    ]);
    const content = await call(app, 'GET', '/api/dashboard', { token: await token('content') });
    assert.deepEqual(content.body.resultsToConfirm, []);
  });

  test('a 최고관리자 who changed a result confirms alone only with a reason, kept in the audit log', async () => {
    const chief = await token('chief');
    const a = await Application.findOne({ where: { receiptNo: apps[1]!.receiptNo } });
    const set = await call(app, 'POST', `/api/applications/${a!.id}/status`, {
      token: chief,
      body: { status: 'rejected', comment: '재확인' },
    });
    assert.equal(set.status, 200);
    // Setting the same result again is no change: the importer is still the last to change one.
    assert.equal((await state('chief')).reasonRequired, false);
    await call(app, 'POST', `/api/applications/${a!.id}/status`, { token: chief, body: { status: 'waitlisted' } });
    await call(app, 'POST', `/api/applications/${a!.id}/status`, { token: chief, body: { status: 'rejected' } });
    assert.deepEqual([(await state('chief')).canConfirm, (await state('chief')).reasonRequired], [true, true]);
    const bare = await confirm('chief');
    assert.equal(bare.status, 409);
    assert.match(bare.body.errorMessage, /사유를 적어주세요/);
    const ok = await confirm('chief', { reason: '위원장 부재, 위원회 회의록으로 확인함' });
    assert.equal(ok.status, 200, JSON.stringify(ok.body));
    assert.ok(ok.body.confirmedAt);
    await settleAuditWrites();
    const [entry] = await app.sequelize.query<{ detail: Record<string, unknown> }>(
      `SELECT detail FROM audit_logs WHERE action = 'rounds.results.confirm' AND detail ? 'alone'`,
      { type: QueryTypes.SELECT },
    );
    assert.deepEqual(entry?.detail, { alone: true, reason: '위원장 부재, 위원회 회의록으로 확인함' });
    assert.equal((await confirm('second')).status, 409, 'confirmed once');
  });

  test('a result change before announceAt withdraws it; unconfirmed at announceAt: 심사 중 and no mail', async () => {
    const a = await Application.findOne({ where: { receiptNo: apps[2]!.receiptNo } });
    const res = await call(app, 'POST', `/api/applications/${a!.id}/status`, {
      token: await token('importer'),
      body: { status: 'accepted' },
    });
    assert.equal(res.status, 200);
    const after = await state('second');
    assert.deepEqual([after.confirmedAt, after.canConfirm], [null, true]);
    await settleAuditWrites();
    const [withdrawal] = await app.sequelize.query<{ actor_id: number }>(
      `SELECT actor_id FROM audit_logs WHERE action = 'rounds.results.withdraw' AND record_id = '${roundId}'`,
      { type: QueryTypes.SELECT },
    );
    assert.equal(withdrawal?.actor_id, people.importer.user.id);
    assert.equal((await Application.findByPk(a!.id))!.waitlistRank, 1, '합격 from the waitlist keeps the rank');

    freezeAt(announceAt);
    for (const i of [0, 1, 2]) {
      const body = await lookup(i);
      assert.deepEqual([body.status, body.announced], ['reviewing', false], `applicant ${i}`);
    }
    assert.deepEqual(await publishDueResults(app.sequelize, TEST_PUBLIC_URL), []);
    const overdue = await call(app, 'GET', '/api/dashboard', { token: await token('second') });
    assert.equal(overdue.body.resultsToConfirm[0].overdue, true);
  });

  test('confirmed by a second 입학 담당 after announceAt: the results show and every applicant is mailed', async () => {
    freezeAt(announceAt + 10 * 60_000);
    const ok = await confirm('second');
    assert.equal(ok.status, 200, JSON.stringify(ok.body));
    assert.deepEqual(await Promise.all([0, 1, 2].map(async (i) => (await lookup(i)).status)), [
      'accepted',
      'rejected',
      'accepted',
    ]);
    const done = await publishDueResults(app.sequelize, TEST_PUBLIC_URL);
    assert.deepEqual(done, [{ roundId, mailed: 3, undecided: 0 }]);
    await worker.runOnce();
    assert.deepEqual(smtp.delivered.flatMap((d) => d.envelopeTo).sort(), apps.map((x) => x.email).sort());
    const dash = await call(app, 'GET', '/api/dashboard', { token: await token('second') });
    assert.deepEqual(dash.body.resultsToConfirm, []);
  });

  test('after the announcement a change no longer withdraws the confirmation', async () => {
    const a = await Application.findOne({ where: { receiptNo: apps[1]!.receiptNo } });
    const res = await call(app, 'POST', `/api/applications/${a!.id}/status`, {
      token: await token('importer'),
      body: { status: 'accepted', comment: '추가 사정' },
    });
    assert.equal(res.status, 200);
    const row = (await AdmissionRound.findByPk(roundId))!;
    assert.ok(row.resultsConfirmedAt);
    assert.equal(row.resultsChangedBy, people.importer.user.id);
    assert.equal((await lookup(1)).status, 'accepted');
  });
});
