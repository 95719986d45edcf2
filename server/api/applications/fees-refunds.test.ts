// The fee told and the refund kept against a real PostgreSQL and a real SMTP server: the receipt
// mail (Korean and Chinese) carries the amount, the account and the deadline; the receipt and the look-up show them
// until 입금 확인, which records amount, depositor and day (the old yes/no still confirms); the refund account given
// at submit (all three or none) or in the look-up (API and the no-JS form), masked when read back; a refund recorded
// by staff shows in the look-up; destroying the application takes its refunds with it.
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, test } from 'node:test';
import { QueryTypes } from 'sequelize';
import { Application, ApplicationStatusChange, MailOutbox } from '../../../db/models/index.js';
import { startMailWorker, type MailWorker } from '../../mail/worker.js';
import { makeRound } from '../../test/rounds.js';
import { startTestSmtp, type TestSmtp } from '../../test/smtp.js';
import { call, login, makeUser, startTestApp, type TestApp } from '../../test/support.js';
import { defaultFiles, submitForm, useRound, validFields } from './fixtures.js';

let app: TestApp;
let smtp: TestSmtp;
let worker: MailWorker;
let token: string;
const ACCOUNT = '국민은행 123-45-678901 (예금주: 중소기업대학원)';
const PASSWORD = 'lookup-pass-1';

before(async () => {
  app = await startTestApp({ rounds: false });
  smtp = await startTestSmtp();
  worker = startMailWorker({ sequelize: app.sequelize, smtpUrl: smtp.url, from: 'admission@school.example.ac.kr' });
  const round = await makeRound({
    fee: {
      amount: 50_000,
      howToPay: { ko: ACCOUNT, zh: '国民银行 123-45-678901（户名：中小企业大学院）' },
      deadline: null,
    },
  });
  app.events.changedHere('rounds');
  useRound(round.id);
  token = (await login(app, await makeUser({ role: 'admissions' }))).token;
});
after(async () => {
  await worker.stop();
  await smtp.close();
  await app.close();
});
beforeEach(async () => {
  await app.sequelize.query('DELETE FROM rate_limits');
  smtp.delivered.length = 0;
  await MailOutbox.destroy({ where: {} });
});

async function submitted(over: Record<string, string | undefined> = {}) {
  const res = await submitForm(
    app,
    validFields(over),
    await defaultFiles(over.track === 'china_mba' ? 'china_mba' : 'master'),
  );
  assert.equal(res.status, 201, JSON.stringify(res.body));
  return { receipt: res.body, a: (await Application.findOne({ where: { receiptNo: res.body.receiptNo } }))! };
}
const lookup = (receiptNo: string, locale = 'ko') =>
  call(app, 'POST', '/api/applications/lookup', { body: { receiptNo, password: PASSWORD, locale } });

describe('the fee told', () => {
  test('the receipt mail (ko and zh) and the receipt carry the amount, the account and the deadline', async () => {
    const { receipt } = await submitted({ email: 'fee.ko@example.com' });
    assert.equal(receipt.fees.fee.amountText, '50,000원');
    assert.equal(receipt.fees.fee.howToPay, ACCOUNT);
    assert.match(receipt.fees.fee.deadlineText, /^\d{4}년 \d{1,2}월 \d{1,2}일 \(.\) \d\d:\d\d$/);
    assert.equal(receipt.fees.paid, false);
    await submitted({
      locale: 'zh-Hans',
      track: 'china_mba',
      department: undefined,
      name: '张伟',
      nameEn: 'ZHANG WEI',
      mobile: '+86 138 0013 8000',
      email: 'fee.zh@example.cn',
      topikLevel: '4',
    });
    await worker.runOnce();
    const text = (to: string) => smtp.delivered.find((d) => d.envelopeTo.includes(to))?.mail.text ?? '';
    const ko = text('fee.ko@example.com');
    assert.ok(ko.includes('전형료: 50,000원'), ko);
    assert.ok(ko.includes(`납부 방법: ${ACCOUNT}`));
    assert.ok(ko.includes(`납부 기한: ${receipt.fees.fee.deadlineText}`));
    const zh = text('fee.zh@example.cn');
    assert.ok(zh.includes('报名费：50,000韩元'), zh);
    assert.ok(zh.includes('缴费方式：国民银行 123-45-678901（户名：中小企业大学院）'));
    assert.match(zh, /缴费截止：\d{4}年\d{1,2}月\d{1,2}日（周.）\d\d:\d\d（首尔时间）/);
  });

  test('입금 확인 records amount, depositor and day; the look-up then says it arrived; the old flag still confirms', async () => {
    const { a } = await submitted();
    const before = await lookup(a.receiptNo);
    assert.equal(before.body.fees.fee.amountText, '50,000원');
    const bad = await call(app, 'PUT', `/api/applications/${a.id}/fee`, {
      token,
      body: { paid: true, amount: 50_000, paidOn: '2026-02-30' },
    });
    assert.equal(bad.status, 400);
    assert.equal(bad.body.errorMessage, '입금일: 없는 날짜입니다.');
    const put = await call(app, 'PUT', `/api/applications/${a.id}/fee`, {
      token,
      body: { paid: true, amount: 50_000, depositor: '홍길동', paidOn: '2026-11-20' },
    });
    assert.equal(put.status, 200, JSON.stringify(put.body));
    assert.deepEqual([put.body.feeAmount, put.body.feeDepositor, put.body.feePaidOn], [50_000, '홍길동', '2026-11-20']);
    assert.ok(put.body.feePaidAt);
    const h = await ApplicationStatusChange.findOne({ where: { applicationId: a.id }, order: [['id', 'DESC']] });
    assert.equal(h?.note, '입금 확인 · 50,000원 · 홍길동 · 2026-11-20');
    const after = await lookup(a.receiptNo);
    assert.equal(after.body.fees.fee, null);
    assert.equal(after.body.fees.paid, true);

    const { a: b } = await submitted();
    const flag = await call(app, 'PUT', `/api/applications/${b.id}/fee`, { token, body: { paid: true } });
    assert.equal(flag.status, 200);
    assert.ok(flag.body.feePaidAt);
    assert.equal(flag.body.feeAmount, null);
  });
});

describe('the refund account and refunds', () => {
  test('at submit: all three or none, in the form language; stored, masked when read back', async () => {
    const partial = await submitForm(app, validFields({ refundBank: '국민은행' }), await defaultFiles());
    assert.equal(partial.status, 400);
    assert.equal(partial.body.errors.refundAccount, '환불 계좌는 은행, 계좌번호, 예금주를 모두 입력해주세요.');
    const { receipt, a } = await submitted({
      refundBank: '국민은행',
      refundAccount: '123-45-678901',
      refundHolder: '홍길동',
    });
    assert.deepEqual([a.refundBank, a.refundAccount, a.refundHolder], ['국민은행', '123-45-678901', '홍길동']);
    assert.equal(receipt.fees.refundAccount, '국민은행 *******8901 (홍*동)');
    const detail = await call(app, 'GET', `/api/applications/${a.id}`, { token });
    assert.equal(detail.body.refundAccountMasked, '국민은행 *******8901 (홍*동)');
    const list = await call(app, 'GET', '/api/applications', { token });
    assert.ok(!JSON.stringify(list.body).includes('678901'), 'the list never carries the account');
  });

  test('in the look-up (API and the no-JS form), then a refund recorded by staff shows there; destroyed with the application', async () => {
    const { a } = await submitted();
    const body = { receiptNo: a.receiptNo, password: PASSWORD, locale: 'ko' };
    const missing = await call(app, 'POST', '/api/applications/lookup/refund-account', {
      body: { ...body, refundBank: '신한은행', refundAccount: '110-222-333444' },
    });
    assert.equal(missing.status, 400);
    assert.equal(missing.body.errorMessage, '예금주: 환불 계좌는 은행, 계좌번호, 예금주를 모두 입력해주세요.');
    const wrong = await call(app, 'POST', '/api/applications/lookup/refund-account', {
      body: {
        ...body,
        password: 'wrong-pass',
        refundBank: '신한은행',
        refundAccount: '110222333444',
        refundHolder: '김하늘',
      },
    });
    assert.equal(wrong.status, 404);
    const saved = await call(app, 'POST', '/api/applications/lookup/refund-account', {
      body: { ...body, refundBank: '신한은행', refundAccount: '110-222-333444', refundHolder: '김하늘' },
    });
    assert.equal(saved.status, 200, JSON.stringify(saved.body));
    assert.equal(saved.body.fees.refundAccount, '신한은행 ********3444 (김*늘)');
    const h = await ApplicationStatusChange.findOne({ where: { applicationId: a.id }, order: [['id', 'DESC']] });
    assert.deepEqual([h?.note, h?.changedByName], ['환불 계좌 등록 (접수 조회)', '지원자 (접수 조회)']);

    // Without JavaScript: the page itself answers, the account masked.
    const form = await fetch(`${app.baseUrl}/receipt/lookup/refund-account`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: app.baseUrl },
      body: new URLSearchParams({
        receiptNo: a.receiptNo,
        password: PASSWORD,
        refundBank: '우리은행',
        refundAccount: '1002-333-444555',
        refundHolder: '김하늘',
      }).toString(),
    });
    const html = await form.text();
    assert.equal(form.status, 200);
    assert.match(html, /data-testid="refund-saved"/);
    assert.ok(html.includes('우리은행 ********4555 (김*늘)'));
    assert.ok(!html.includes('1002-333-444555'));

    const badRefund = await call(app, 'POST', `/api/applications/${a.id}/refunds`, {
      token,
      body: { amount: 0, refundedOn: '2027-04-30', reason: '' },
    });
    assert.equal(badRefund.status, 400);
    assert.match(badRefund.body.errorMessage, /^환불 금액: 환불 금액은 1원 이상입니다\.$/);
    const added = await call(app, 'POST', `/api/applications/${a.id}/refunds`, {
      token,
      body: { amount: 12_000, refundedOn: '2027-04-30', reason: '전형 후 남은 전형료 반환' },
    });
    assert.equal(added.status, 201, JSON.stringify(added.body));
    const staff = await call(app, 'GET', `/api/applications/${a.id}/refunds`, { token });
    assert.deepEqual(staff.body.account, { bank: '우리은행', account: '1002-333-444555', holder: '김하늘' });
    assert.deepEqual(
      staff.body.refunds.map((r: any) => [r.amount, r.refundedOn, r.reason]),
      [[12_000, '2027-04-30', '전형 후 남은 전형료 반환']],
    );
    const seen = await lookup(a.receiptNo);
    assert.deepEqual(seen.body.fees.refunds, [
      { amountText: '12,000원', refundedOn: '2027-04-30', reason: '전형 후 남은 전형료 반환' },
    ]);

    const del = await call(app, 'DELETE', `/api/applications/${a.id}`, { token });
    assert.equal(del.status, 200);
    const [left] = await app.sequelize.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM application_refunds WHERE application_id = :id',
      { replacements: { id: a.id }, type: QueryTypes.SELECT },
    );
    assert.equal(left!.n, 0);
  });
});
