// The applicant's own steps in the look-up against a real PostgreSQL and a real SMTP server: the
// look-up password reset by a mailed code (no enumeration, wrong codes kill the code, single use, older look-up
// sessions stop working, history and audit); 지원 취소 before the window closes (mail, history, staff filter) and
// refused after it.
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, test } from 'node:test';
import { QueryTypes } from 'sequelize';
import { Application, MailOutbox } from '../../../db/models/index.js';
import { useClock } from '../../../domain/clock.js';
import { startMailWorker, type MailWorker } from '../../mail/worker.js';
import { makeRound } from '../../test/rounds.js';
import { startTestSmtp, type TestSmtp } from '../../test/smtp.js';
import { adminToken, call, startTestApp, testNowMs, type TestApp } from '../../test/support.js';
import { defaultFiles, submitForm, useRound, validFields } from './fixtures.js';

const HOUR = 3_600_000;
const PASS = 'self-pass-1';
let app: TestApp;
let smtp: TestSmtp;
let worker: MailWorker;
let token: string;
let applyEndAt: number;
const start = testNowMs();
const ids: Record<string, number> = {};
const receipts: Record<string, string> = {};

const freezeAt = (ms: number) => useClock({ now: () => new Date(ms) });
const select = <T extends object>(sql: string) => app.sequelize.query<T>(sql, { type: QueryTypes.SELECT });
const history = (id: number) =>
  select<{ note: string; changed_by_name: string; to_status: string }>(
    `SELECT note, changed_by_name, to_status FROM application_status_history WHERE application_id = ${id} ORDER BY id`,
  );
async function mailsTo(address: string) {
  await worker.runOnce();
  return smtp.delivered.filter((d) => d.envelopeTo.includes(address)).map((d) => d.mail);
}
const lookup = (k: string, password = PASS) =>
  call(app, 'POST', '/api/applications/lookup', { body: { receiptNo: receipts[k], password, locale: 'ko' } });

before(async () => {
  freezeAt(start);
  app = await startTestApp({ rounds: false });
  smtp = await startTestSmtp();
  worker = startMailWorker({ sequelize: app.sequelize, smtpUrl: smtp.url, from: 'admission@school.example.ac.kr' });
  const round = await makeRound({ applyEndAt: 24, announceAt: 48 });
  useRound(round.id);
  applyEndAt = new Date(round.applyEndAt).getTime();
  token = await adminToken(app);
  for (const k of ['reset', 'wd', 'late']) {
    const res = await submitForm(
      app,
      validFields({ name: `지원${k}`, email: `${k}@example.com`, password: PASS, passwordConfirm: PASS }),
      await defaultFiles(),
    );
    assert.equal(res.status, 201, JSON.stringify(res.body));
    receipts[k] = res.body.receiptNo;
    ids[k] = (await Application.findOne({ where: { receiptNo: res.body.receiptNo } }))!.id;
  }
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

describe('look-up password reset by e-mail', () => {
  const ask = (body: Record<string, string>) =>
    call(app, 'POST', '/api/applications/lookup/reset-code', { body: { locale: 'ko', ...body } });
  const reset = (body: Record<string, string>) =>
    call(app, 'POST', '/api/applications/lookup/reset', {
      body: { locale: 'ko', receiptNo: receipts.reset, email: 'reset@example.com', ...body },
    });
  const codeIn = (text: string | undefined) => /코드는 (\d{6}) 입니다/.exec(text ?? '')?.[1] ?? '';

  test('the same answer whether or not the e-mail matched; only a match gets the code', async () => {
    const nobody = await ask({ email: 'reset@example.com' });
    assert.equal(nobody.status, 400);
    assert.equal(nobody.body.errors.receiptNo, '접수번호나 성명을 입력해주세요. / 请输入受理编号或姓名。');
    const miss = await ask({ receiptNo: receipts.reset, email: 'someone@else.com' });
    const hit = await ask({ receiptNo: receipts.reset, email: 'RESET@example.com' });
    assert.equal(miss.status, 200);
    assert.deepEqual(miss.body, hit.body);
    const mails = await mailsTo('reset@example.com');
    assert.equal(mails.length, 1);
    assert.match(codeIn(mails[0].text), /^\d{6}$/);
    assert.equal(
      (
        await select<{ n: number }>(
          `SELECT count(*)::int n FROM lookup_reset_codes WHERE code_hash LIKE '%${codeIn(mails[0].text)}%'`,
        )
      )[0].n,
      0,
      'the code is never stored as it is',
    );
  });

  test('wrong codes kill the code; a fresh one sets the password, ends older sessions, and works once', async () => {
    // A look-up session opened before the reset (the receipt cookie).
    const form = await fetch(`${app.baseUrl}/receipt/lookup`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' },
      body: new URLSearchParams({ by: 'receipt', receiptNo: receipts.reset, password: PASS }),
    });
    const cookie = (form.headers.get('set-cookie') ?? '').split(';')[0];
    assert.ok(
      String((await call(app, 'GET', '/receipt/complete', { headers: { cookie } })).body).includes(receipts.reset),
    );

    const [first] = await mailsTo('reset@example.com');
    const code = codeIn(first.text);
    const wrongCode = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const res = await reset({ code: wrongCode, password: 'new-pass-123' });
      assert.equal(res.status, 400);
      assert.equal(res.body.errors.code, '인증 코드가 맞지 않거나 만료되었습니다. 코드를 다시 받아주세요.');
    }
    assert.equal((await reset({ code, password: 'new-pass-123' })).status, 400, 'five wrong tries kill the code');

    freezeAt(start + 60_000);
    await ask({ receiptNo: receipts.reset, email: 'reset@example.com' });
    const fresh = codeIn((await mailsTo('reset@example.com')).at(-1)?.text);
    const short = await reset({ code: fresh, password: 'short' });
    assert.equal(short.status, 400);
    assert.equal(short.body.errors.password, '조회 비밀번호는 8자 이상 64자 이하로 입력해주세요.');
    const ok = await reset({ code: fresh, password: 'new-pass-123' });
    assert.equal(ok.status, 200, JSON.stringify(ok.body));
    assert.equal(ok.body.message, '조회 비밀번호를 바꿨습니다. 새 비밀번호로 조회해주세요.');
    assert.equal((await reset({ code: fresh, password: 'other-pass-123' })).status, 400, 'single use');

    assert.equal((await lookup('reset')).status, 404);
    assert.equal((await lookup('reset', 'new-pass-123')).status, 200);
    const old = await call(app, 'GET', '/receipt/complete', { headers: { cookie } });
    assert.ok(!String(old.body).includes(receipts.reset), 'the session opened before the reset opens nothing');
    const h = await history(ids.reset);
    assert.equal(h.at(-1)?.note, '조회 비밀번호 재설정 (이메일 인증 코드)');
    const audit = await select<{ action: string }>(
      `SELECT action FROM audit_logs WHERE record_id = '${ids.reset}' AND action LIKE 'applications.lookup-reset%' ORDER BY id`,
    );
    assert.deepEqual(
      audit.map((a) => a.action),
      ['applications.lookup-reset-code', 'applications.lookup-reset-code', 'applications.lookup-reset'],
    );
  });

  test('asking for codes is throttled per applicant', async () => {
    const answers = [];
    for (let i = 0; i < 4; i++)
      answers.push((await ask({ receiptNo: receipts.wd, email: 'nobody@example.com' })).status);
    assert.deepEqual(answers, [200, 200, 200, 429]);
  });
});

describe('지원 취소', () => {
  const withdraw = (k: string, reason: string) =>
    call(app, 'POST', '/api/applications/lookup/withdraw', {
      body: { receiptNo: receipts[k], password: PASS, locale: 'ko', reason },
    });

  test('before the window closes: a reason, the status, the mail, the history, the staff filter', async () => {
    assert.equal((await lookup('wd')).body.canWithdraw, true);
    const empty = await withdraw('wd', ' ');
    assert.equal(empty.status, 400);
    const res = await withdraw('wd', '다른 학교에 진학하게 되었습니다.');
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.equal(res.body.status, 'withdrawn');
    assert.equal(res.body.statusLabel, '지원 취소');
    assert.equal(res.body.canWithdraw, false);
    const [mail] = await mailsTo('wd@example.com');
    assert.match(mail.subject ?? '', /지원 취소가 처리되었습니다/);
    assert.match(mail.text ?? '', /취소 사유: 다른 학교에 진학하게 되었습니다\./);
    assert.equal((await history(ids.wd)).at(-1)?.to_status, 'withdrawn');
    assert.equal((await withdraw('wd', '다시')).status, 409);
    const list = await call(app, 'GET', `/api/applications?filter=${encodeURIComponent('{"status":"withdrawn"}')}`, {
      token,
    });
    assert.deepEqual(
      list.body.map((r: { id: number; status: string }) => [r.id, r.status]),
      [[ids.wd, 'withdrawn']],
    );
    const staff = await call(app, 'POST', `/api/applications/${ids.late}/status`, {
      token,
      body: { status: 'withdrawn' },
    });
    assert.equal(staff.status, 400);
    // A withdrawn applicant is not given an interview in a batch (nor mailed one).
    const batch = await call(app, 'POST', '/api/applications/bulk-interview', {
      token,
      body: { ids: [ids.wd], interviewAt: new Date(applyEndAt + 48 * HOUR).toISOString(), place: '창업관 301호' },
    });
    assert.equal(batch.status, 409);
    assert.match(batch.body.errorMessage, /^지원 취소된 지원서는 면접을 배정할 수 없습니다/);
    assert.equal((await Application.findByPk(ids.wd))!.interviewAt, null);
  });

  test('after the window closes it is refused in Korean', async () => {
    freezeAt(applyEndAt + HOUR);
    assert.equal((await lookup('late')).body.canWithdraw, false);
    const res = await withdraw('late', '개인 사정');
    assert.equal(res.status, 409);
    assert.equal(res.body.errorMessage, '접수 기간이 끝나 지원을 취소할 수 없습니다. 입학 담당으로 문의해주세요.');
    assert.equal((await Application.findByPk(ids.late))!.status, 'received');
  });
});
