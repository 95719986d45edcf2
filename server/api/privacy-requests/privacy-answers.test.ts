// The office's answers to privacy requests, per kind, against a real PostgreSQL and SMTP server: 열람 mails a link
// to a document and a JSON file that match the database; 정정 changes the record with its history; 삭제 destroys
// through the 파기 대장, or for an enrolled student is refused naming the law and until when; 동의 철회 takes the
// address off every mailing; a refusal states its reason; a delay needs one; an answered request cannot be answered
// again. Every answer is mailed and audited.
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, test } from 'node:test';
import { QueryTypes } from 'sequelize';
import { Application, MailOutbox, User } from '../../../db/models/index.js';
import { useClock } from '../../../domain/clock.js';
import { seoulDay } from '../../../domain/time.js';
import { startMailWorker, type MailWorker } from '../../mail/worker.js';
import { makeRound } from '../../test/rounds.js';
import { startTestSmtp, type TestSmtp } from '../../test/smtp.js';
import { adminToken, call, login, makeUser, startTestApp, testNowMs, type TestApp } from '../../test/support.js';
import { useRound } from '../applications/fixtures.js';
import { applicant, byCode, mailsTo, PASS, question, subscriber } from '../../test/privacy-requests.js';

let app: TestApp;
let smtp: TestSmtp;
let worker: MailWorker;
let admin: string;
const start = testNowMs();
const select = <T extends object>(sql: string, bind: Record<string, unknown> = {}) =>
  app.sequelize.query<T>(sql, { type: QueryTypes.SELECT, bind });
const make = async (body: Record<string, unknown>, token?: string) => {
  const res = await call(app, 'POST', '/api/privacy-requests', { body, token });
  assert.equal(res.status, 201, JSON.stringify(res.body));
  return res.body.id as number;
};
const answer = (id: number, body: Record<string, unknown>) =>
  call(app, 'POST', `/api/privacy-requests/${id}/answer`, { body, token: admin });
const byApplicant = (receiptNo: string, kind: string) =>
  make({ kind, about: { subject: 'application', receiptNo, password: PASS }, text: `${kind} 요청합니다.` });

before(async () => {
  useClock({ now: () => new Date(start) });
  app = await startTestApp({ rounds: false });
  smtp = await startTestSmtp();
  worker = startMailWorker({ sequelize: app.sequelize, smtpUrl: smtp.url, from: 'admission@school.example.ac.kr' });
  useRound((await makeRound({ applyEndAt: 24, announceAt: 48 })).id);
  admin = await adminToken(app);
  await MailOutbox.destroy({ where: {} });
});
after(async () => {
  await worker.stop();
  await smtp.close();
  await app.close();
});
beforeEach(() => app.sequelize.query('DELETE FROM rate_limits'));

describe('answers per kind', () => {
  test('열람: the mailed link gives a document and a JSON file of what the database holds', async () => {
    const a = await applicant(app, 'copy', '박열람');
    const id = await byApplicant(a.receiptNo, 'access');
    const res = await answer(id, { decision: 'done', note: '요청하신 사본입니다.' });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.equal(res.body.status, 'done');
    assert.equal(res.body.hasDossier, true);
    const mails = await mailsTo(worker, smtp, 'copy@example.com');
    const last = mails.at(-1)!;
    assert.match(last.subject ?? '', /개인정보 열람 요청 처리 결과/);
    const link = /https?:\/\/\S+\/privacy\/request\/copy\/[A-Za-z0-9_-]{32}/.exec(last.text ?? '')?.[0];
    assert.ok(link, last.text);
    const path = new URL(link).pathname;
    assert.equal((await call(app, 'GET', path)).status, 200);
    const json = await call(app, 'GET', `${path}?format=json`);
    assert.equal(json.status, 200);
    const docs = await select<{ n: number }>(
      'SELECT count(*)::int n FROM application_documents WHERE application_id = $id',
      {
        id: a.id,
      },
    );
    const held = json.body.applications.find((x: { receiptNo: string }) => x.receiptNo === a.receiptNo);
    assert.equal(held.name, '박열람');
    assert.equal(held.mobile, a.mobile);
    assert.equal(held.documents.length, docs[0].n);
    assert.ok(held.documents.length > 0);
    assert.equal(held.history[0].note, '온라인 원서 접수');
    assert.ok(json.body.mails.some((m: { kind: string }) => m.kind === 'privacy.request-received'));
    assert.equal(held.lookupHash, undefined);
    assert.equal(held.memo, undefined);
    const html = String((await call(app, 'GET', `${path}?format=html`)).body);
    assert.match(html, /보유 개인정보 열람 사본/);
    assert.ok(html.includes(a.receiptNo) && html.includes('박열람'));
    assert.equal((await call(app, 'GET', '/privacy/request/copy/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA')).status, 404);
    const again = await answer(id, { decision: 'done' });
    assert.equal(again.status, 409);
    assert.equal(again.body.errorMessage, '이미 처리를 마친 요청입니다.');
  });

  test('정정: a member’s phone is changed and the step recorded; a field it cannot change is refused', async () => {
    const member = await makeUser();
    const { token } = await login(app, member);
    const id = await make({ kind: 'correct', about: { subject: 'member' }, text: '전화번호 정정' }, token);
    const bad = await answer(id, { decision: 'done', changes: { receiptNo: 'x' } });
    assert.equal(bad.status, 400);
    assert.match(bad.body.errorMessage, /^이 요청에서 정정할 수 없는 항목입니다: receiptNo/);
    const res = await answer(id, { decision: 'done', changes: { phone: '010-9999-0000' } });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.equal((await User.findByPk(member.user.id))!.phone, '010-9999-0000');
    assert.equal(res.body.answer, '다음 항목을 정정했습니다: 전화번호.');
    assert.deepEqual(
      res.body.steps.map((s: { step: string }) => s.step),
      ['received', 'done'],
    );
  });

  test('삭제: the application and its files go, entered in the 파기 대장', async () => {
    const a = await applicant(app, 'erase', '최삭제');
    const id = await byApplicant(a.receiptNo, 'delete');
    const res = await answer(id, { decision: 'done' });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.match(res.body.answer, new RegExp(`입학 지원서 ${a.receiptNo}와 첨부 서류 \\d+건을 파기했습니다.`));
    assert.equal(await Application.findByPk(a.id), null);
    const [row] = await select<{ kind: string; rule: string; actor_type: string; detail: { receiptNo: string } }>(
      `SELECT kind, rule, actor_type, detail FROM destruction_records WHERE detail->>'receiptNo' = $no`,
      { no: a.receiptNo },
    );
    assert.equal(row.kind, 'application');
    assert.equal(row.actor_type, 'staff');
    assert.equal(row.rule, `정보주체의 삭제 요구(개인정보 보호법 제36조, 개인정보 요청 ${id}번)`);
    const [audit] = await select<{ n: number }>(
      `SELECT count(*)::int n FROM audit_logs WHERE action = 'privacy-requests.done' AND record_id = $id`,
      { id: String(id) },
    );
    assert.equal(audit.n, 1);
  });

  test('삭제 of an enrolled student is refused: the answer names the law and until when', async () => {
    const a = await applicant(app, 'enrolled', '정등록');
    const id = await byApplicant(a.receiptNo, 'delete');
    await app.sequelize.query(`UPDATE applications SET status = 'registered' WHERE id = $id`, { bind: { id: a.id } });
    const res = await answer(id, { decision: 'done' });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.equal(res.body.status, 'refused');
    assert.match(
      res.body.answer,
      /고등교육법 제25조\(학교생활기록\) 및 같은 법 시행령 제73조\(학적부의 보존\)에 따라 학적부와 함께 준영구 보존/,
    );
    assert.ok(await Application.findByPk(a.id));
    const last = (await mailsTo(worker, smtp, 'enrolled@example.com')).at(-1)!;
    assert.match(last.text ?? '', /따를 수 없습니다[\s\S]*고등교육법/);
  });

  test("삭제 of a question: the asker's question goes, in the 파기 대장", async () => {
    const qid = await question(app, 'q-erase@example.com');
    const id = await make({
      kind: 'delete',
      about: { subject: 'question', questionId: qid, password: PASS },
      text: '삭제',
    });
    const res = await answer(id, { decision: 'done' });
    assert.equal(res.body.answer, '입학상담 질문과 질문자 정보를 파기했습니다.');
    assert.equal((await select('SELECT id FROM questions WHERE id = $id', { id: qid })).length, 0);
    const rows = await select(
      `SELECT id FROM destruction_records WHERE kind = 'question' AND detail->>'questionId' = $q`,
      {
        q: String(qid),
      },
    );
    assert.equal(rows.length, 1);
  });

  test('동의 철회: the subscriber leaves every mailing and the address is held from exports', async () => {
    await subscriber(app, 'leave@example.com');
    const made = await byCode(app, worker, smtp, 'leave@example.com', { kind: 'withdraw', text: '동의 철회' });
    assert.equal(made.status, 201, JSON.stringify(made.body));
    const res = await answer(made.body.id, { decision: 'done' });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.equal((await select(`SELECT 1 FROM subscribers WHERE email = 'leave@example.com'`)).length, 0);
    assert.equal((await select(`SELECT 1 FROM mail_unsubscribes WHERE email = 'leave@example.com'`)).length, 1);
    const [hold] = await select<{ kind: string }>(`SELECT kind FROM privacy_holds WHERE email = 'leave@example.com'`);
    assert.equal(hold.kind, 'withdraw');
  });

  test('처리정지: the applicant is left out of every applications export, whatever the case of the address', async () => {
    const kept = await applicant(app, 'kept', '김남음');
    const held = await applicant(app, 'Held.Out', '박정지');
    const exportCsv = async () => {
      const res = await fetch(`${app.baseUrl}/api/applications/export`, {
        method: 'POST',
        headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
        body: JSON.stringify({ format: 'csv', reason: '입학전형위원회 자료' }),
      });
      assert.equal(res.status, 200);
      return { text: await res.text(), held: res.headers.get('x-held-count') };
    };
    const before = await exportCsv();
    assert.ok(before.text.includes(held.receiptNo) && before.text.includes(kept.receiptNo));
    const id = await byApplicant(held.receiptNo, 'suspend');
    assert.equal((await answer(id, { decision: 'done' })).status, 200);
    const after = await exportCsv();
    assert.equal(after.text.includes(held.receiptNo), false, 'the held applicant is not exported');
    assert.equal(after.text.includes('held.out@example.com'), false);
    assert.ok(after.text.includes(kept.receiptNo), 'everyone else still is');
    assert.equal(after.held, '1');
    const [log] = await select<{ detail: { held: number } }>(
      `SELECT detail FROM application_access_logs WHERE action = 'export' ORDER BY id DESC LIMIT 1`,
    );
    assert.equal(log.detail.held, 1);
  });

  test('a refusal states its reason; a delay needs a reason and a later day', async () => {
    const a = await applicant(app, 'refuse', '한거절');
    const id = await byApplicant(a.receiptNo, 'suspend');
    const noReason = await answer(id, { decision: 'delay', until: '2027-01-30' });
    assert.equal(noReason.status, 400);
    assert.equal(noReason.body.errorMessage, '거절하거나 연기하려면 사유를 골라주세요.');
    const early = await answer(id, { decision: 'delay', reason: 'others', until: '2020-01-01' });
    assert.equal(early.status, 400);
    const delayed = await answer(id, { decision: 'delay', reason: 'others', until: '2027-01-30' });
    assert.equal(delayed.status, 200, JSON.stringify(delayed.body));
    assert.equal(delayed.body.status, 'delayed');
    assert.equal(delayed.body.dueDay, '2027-01-30');
    const refused = await answer(id, { decision: 'refuse', reason: 'duty', note: '전형 진행 중입니다.' });
    assert.equal(refused.body.status, 'refused');
    assert.match(
      refused.body.answer,
      /^개인정보를 처리하지 않으면 정보주체와 약정한 서비스를 제공하지 못하는 등[\s\S]*전형 진행 중입니다\.$/,
    );
    const mails = await mailsTo(worker, smtp, 'refuse@example.com');
    assert.match(mails.at(-2)?.text ?? '', /2027년 1월 30일까지 연기합니다/);
    assert.match(mails.at(-1)?.text ?? '', /사유: 개인정보를 처리하지 않으면/);
  });

  test("the monthly review lists the month's requests with whether each was answered in time", async () => {
    const month = seoulDay(new Date(start)).slice(0, 7);
    const res = await call(app, 'GET', `/api/access-reviews/${month}`, { token: admin });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    const rows = res.body.privacyRequests as { kindLabel: string; statusLabel: string; late: boolean }[];
    assert.ok(rows.length >= 7);
    assert.ok(rows.some((r) => r.kindLabel === '열람' && r.statusLabel === '처리 완료' && !r.late));
  });
});
