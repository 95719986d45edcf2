// Privacy requests against a real PostgreSQL and SMTP server: each way of proving who asks (applicant, member,
// asker, sign-up/subscriber with the mailed code), the answer { id, dueAt } with dueAt the end of the 10th day in
// Seoul, the receipt mail in the person's language, wrong proofs refused in Korean, the queue with days left (입학
// 담당 sees applicants' only), and the dashboard's warning 3 days before a due date.
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, test } from 'node:test';
import { QueryTypes } from 'sequelize';
import { MailOutbox } from '../../../db/models/index.js';
import { useClock } from '../../../domain/clock.js';
import { startMailWorker, type MailWorker } from '../../mail/worker.js';
import { makeRound } from '../../test/rounds.js';
import { startTestSmtp, type TestSmtp } from '../../test/smtp.js';
import { adminToken, call, login, makeUser, startTestApp, testNowMs, type TestApp } from '../../test/support.js';
import { useRound } from '../applications/fixtures.js';
import { applicant, byCode, mailsTo, PASS, question, signUp, subscriber } from '../../test/privacy-requests.js';

let app: TestApp;
let smtp: TestSmtp;
let worker: MailWorker;
let admin: string;
let receiptNo: string;
const start = testNowMs();
const freezeAt = (ms: number) => useClock({ now: () => new Date(ms) });
const ask = (body: Record<string, unknown>, token?: string) =>
  call(app, 'POST', '/api/privacy-requests', { body, token });

before(async () => {
  freezeAt(start);
  app = await startTestApp({ rounds: false });
  smtp = await startTestSmtp();
  worker = startMailWorker({ sequelize: app.sequelize, smtpUrl: smtp.url, from: 'admission@school.example.ac.kr' });
  useRound((await makeRound({ applyEndAt: 24, announceAt: 48 })).id);
  receiptNo = (await applicant(app, 'pr-app')).receiptNo;
  admin = await adminToken(app);
  await MailOutbox.destroy({ where: {} });
});
after(async () => {
  await worker.stop();
  await smtp.close();
  await app.close();
});
beforeEach(async () => {
  freezeAt(start);
  await app.sequelize.query('DELETE FROM rate_limits');
});

describe('making a request', () => {
  test('an applicant with the receipt number and password: dueAt is the end of the 10th day in Seoul', async () => {
    // 00:30 on 2 December in Seoul is still 1 December in UTC: the days are Seoul's.
    freezeAt(Date.parse('2026-12-02T00:30:00+09:00'));
    const res = await ask({
      kind: 'access',
      about: { subject: 'application', receiptNo, password: PASS },
      text: '제 지원서 정보를 모두 보고 싶습니다.',
    });
    assert.equal(res.status, 201, JSON.stringify(res.body));
    assert.deepEqual(Object.keys(res.body).sort(), ['dueAt', 'id']);
    assert.equal(res.body.dueAt, '2026-12-12T15:00:00.000Z');
    const [mail] = await mailsTo(worker, smtp, 'pr-app@example.com');
    assert.match(mail.subject ?? '', /개인정보 열람 요청을 접수했습니다/);
    assert.match(mail.text ?? '', /2026년 12월 12일까지 처리 결과를/);
  });

  test('a wrong password is refused in Korean and nothing is written', async () => {
    const before = await count();
    const res = await ask({
      kind: 'delete',
      about: { subject: 'application', receiptNo, password: 'wrong-1' },
      text: '삭제',
    });
    assert.equal(res.status, 404);
    assert.equal(res.body.errorMessage, '입력하신 정보와 일치하는 지원서가 없습니다. 입력 내용을 다시 확인해주세요.');
    const bad = await ask({ kind: 'erase', about: { subject: 'member' }, text: '' });
    assert.equal(bad.status, 400);
    assert.match(bad.body.errorMessage, /^요청 종류: /);
    assert.equal(await count(), before);
  });

  test('a member, logged in; without a token the answer says to log in', async () => {
    const member = await makeUser();
    const { token } = await login(app, member);
    const none = await ask({ kind: 'correct', about: { subject: 'member' }, text: '전화번호를 바꿔주세요.' });
    assert.equal(none.status, 401);
    assert.equal(none.body.errorMessage, '회원은 로그인한 뒤 요청해주세요.');
    const res = await ask({ kind: 'correct', about: { subject: 'member' }, text: '전화번호를 바꿔주세요.' }, token);
    assert.equal(res.status, 201, JSON.stringify(res.body));
    const [mail] = await mailsTo(worker, smtp, member.user.email!);
    assert.match(mail.subject ?? '', /개인정보 정정 요청을 접수했습니다/);
  });

  test("a question's asker by its password, in the question's language (Chinese)", async () => {
    const id = await question(app, 'asker-zh@example.com', 'zh-Hans');
    const wrong = await ask({
      kind: 'delete',
      about: { subject: 'question', questionId: id, password: 'nope' },
      text: '删除',
    });
    assert.equal(wrong.status, 400);
    assert.equal(wrong.body.errorMessage, '비밀번호가 맞지 않습니다.');
    // The Chinese form's refusals are Chinese, naming the field: an empty request, a wrong password.
    const empty = await ask({
      kind: 'delete',
      about: { subject: 'question', questionId: id, password: PASS },
      text: ' ',
      lang: 'zh-Hans',
    });
    assert.equal(empty.status, 400);
    assert.equal(empty.body.errorMessage, '请填写申请内容（4000字以内）。');
    const wrongZh = await ask({
      kind: 'delete',
      about: { subject: 'question', questionId: id, password: 'nope' },
      text: '删除',
      lang: 'zh-Hans',
    });
    assert.equal(wrongZh.status, 400);
    assert.match(wrongZh.body.errorMessage, /[\u4e00-\u9fff]/);
    assert.doesNotMatch(wrongZh.body.errorMessage, /[가-힣]/);
    const res = await ask({
      kind: 'delete',
      about: { subject: 'question', questionId: id, password: PASS },
      text: '请删除我的问题。',
      lang: 'zh-Hans',
    });
    assert.equal(res.status, 201, JSON.stringify(res.body));
    const [mail] = await mailsTo(worker, smtp, 'asker-zh@example.com');
    assert.match(mail.subject ?? '', /已受理您的个人信息删除申请/);
  });

  test('a subscriber and a sign-up by the mailed code; the same answer for an address we do not hold', async () => {
    await subscriber(app, 'sub@example.com');
    await signUp(app, 'signup@example.com');
    const stranger = await call(app, 'POST', '/api/privacy-requests/code', { body: { email: 'nobody@example.com' } });
    const known = await call(app, 'POST', '/api/privacy-requests/code', { body: { email: 'sub@example.com' } });
    assert.deepEqual(stranger.body, known.body);
    assert.equal((await mailsTo(worker, smtp, 'nobody@example.com')).length, 0);
    const wrong = await ask({
      kind: 'withdraw',
      about: { subject: 'email', email: 'sub@example.com', code: '000000' },
      text: '철회',
    });
    assert.equal(wrong.status, 400);
    assert.equal(wrong.body.errors.code, '인증 코드가 맞지 않거나 만료되었습니다. 코드를 다시 받아주세요.');
    const sub = await byCode(app, worker, smtp, 'sub@example.com', {
      kind: 'withdraw',
      text: '수신 동의를 철회합니다.',
    });
    assert.equal(sub.status, 201, JSON.stringify(sub.body));
    const su = await byCode(app, worker, smtp, 'signup@example.com', { kind: 'suspend', text: '처리를 멈춰주세요.' });
    assert.equal(su.status, 201, JSON.stringify(su.body));
    // The code works once.
    const again = await ask({
      kind: 'access',
      about: { subject: 'email', email: 'signup@example.com', code: '123456' },
      text: '열람',
    });
    assert.equal(again.status, 400);
  });

  test('codes asked for one address are throttled like the look-up reset', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++)
      statuses.push(
        (await call(app, 'POST', '/api/privacy-requests/code', { body: { email: 'flood@example.com' } })).status,
      );
    assert.deepEqual(statuses, [200, 200, 200, 429]);
  });
});

describe('the queue', () => {
  test('the list has the days left; 입학 담당 sees only applicants; the dashboard warns 3 days before', async () => {
    const list = await call(app, 'GET', '/api/privacy-requests', { token: admin });
    assert.equal(list.status, 200);
    assert.ok(list.body.length >= 4);
    const first = list.body.find((r: { receiptNo: string | null }) => r.receiptNo === receiptNo);
    assert.equal(first.kindLabel, '열람');
    assert.equal(typeof first.daysLeft, 'number');
    const staff = await makeUser({ role: 'admissions' });
    const { token } = await login(app, staff);
    const theirs = await call(app, 'GET', '/api/privacy-requests', { token });
    assert.ok(theirs.body.length >= 1);
    assert.ok(theirs.body.every((r: { subject: string }) => r.subject === 'application'));
    const other = list.body.find((r: { subject: string }) => r.subject !== 'application');
    assert.equal((await call(app, 'GET', `/api/privacy-requests/${other.id}`, { token })).status, 404);

    // The applicant's request was made on 2 December (Seoul) and is due at the end of 12 December.
    freezeAt(Date.parse('2026-12-08T23:00:00+09:00'));
    const boss = await adminToken(app);
    let dash = await call(app, 'GET', '/api/dashboard', { token: boss });
    assert.equal(dash.body.privacyRequestsDue.filter((r: { id: number }) => r.id === first.id).length, 0);
    freezeAt(Date.parse('2026-12-09T09:00:00+09:00'));
    const later = await adminToken(app);
    dash = await call(app, 'GET', '/api/dashboard', { token: later });
    const warned = dash.body.privacyRequestsDue.find((r: { id: number }) => r.id === first.id);
    assert.deepEqual(warned, { id: first.id, kindLabel: '열람', dueDay: '2026-12-12', daysLeft: 3 });
    const shown = await call(app, 'GET', `/api/privacy-requests/${first.id}`, { token: later });
    assert.equal(shown.body.daysLeft, 3);
    assert.equal(shown.body.steps[0].note, '온라인 접수');
  });
});

async function count(): Promise<number> {
  const [{ n }] = await app.sequelize.query<{ n: number }>('SELECT count(*)::int n FROM privacy_requests', {
    type: QueryTypes.SELECT,
  });
  return n;
}
