// After the announcement against a real PostgreSQL and a real SMTP server: staff record 등록
// (the 등록 확인 mail goes out) and undo it, staff and the applicant (look-up, zh) record 등록포기, 추가합격 by rank
// (the 추가합격 mail with its deadline), the lapse of an offer when the clock passes its deadline (the job as serve.ts
// starts it, and two runs at once lapsing each offer once), 등록 현황 adding up with 미등록 after the 등록 deadline,
// and the hand-off export with its fixed columns and logged reason. The clock is held still and moved by the test.
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, test } from 'node:test';
import { QueryTypes } from 'sequelize';
import { AdmissionRound, Application, ApplicationAccessLog, MailOutbox } from '../../../db/models/index.js';
import { useClock } from '../../../domain/clock.js';
import { HANDOFF_COLUMNS } from '../../../domain/registration.js';
import { formatDateTime } from '../../../domain/time.js';
import { lapseDueOffers, startOfferLapses } from '../../applications/offer-lapse.js';
import { startMailWorker, type MailWorker } from '../../mail/worker.js';
import { makeRound } from '../../test/rounds.js';
import { startTestSmtp, type TestSmtp } from '../../test/smtp.js';
import { adminToken, call, startTestApp, testNowMs, type TestApp } from '../../test/support.js';
import { defaultFiles, submitForm, useRound, validFields } from './fixtures.js';

const HOUR = 3_600_000;
const PASS = 'reg-pass-1';
let app: TestApp;
let smtp: TestSmtp;
let worker: MailWorker;
let token: string;
let roundId: number;
let announceAt: number;
const start = testNowMs();
const ids: Record<string, number> = {};
const receipts: Record<string, string> = {};

const freezeAt = (ms: number) => useClock({ now: () => new Date(ms) });
const select = <T extends object>(sql: string) => app.sequelize.query<T>(sql, { type: QueryTypes.SELECT });
const history = (id: number) =>
  select<{ from_status: string; to_status: string; note: string; changed_by_name: string }>(
    `SELECT from_status, to_status, note, changed_by_name FROM application_status_history
      WHERE application_id = ${id} ORDER BY id`,
  );
const row = async (k: string) => (await Application.findByPk(ids[k]))!;
const register = (k: string, body: unknown) =>
  call(app, 'PUT', `/api/applications/${ids[k]}/registration`, { token, body });
const lookupDecline = (k: string, body: Record<string, unknown> = {}) =>
  call(app, 'POST', '/api/applications/lookup/decline', {
    body: { receiptNo: receipts[k], password: PASS, locale: k === 'zh' ? 'zh-Hans' : 'ko', ...body },
  });
async function deliveredTo(address: string) {
  await worker.runOnce();
  return smtp.delivered.filter((d) => d.envelopeTo.includes(address)).map((d) => d.mail);
}

before(async () => {
  freezeAt(start);
  app = await startTestApp({ rounds: false });
  smtp = await startTestSmtp();
  worker = startMailWorker({ sequelize: app.sequelize, smtpUrl: smtp.url, from: 'admission@school.example.ac.kr' });
  const round = await makeRound({
    applyEndAt: 24,
    announceAt: 48,
    tracks: [
      { track: 'master', departments: [{ slug: 'small_business', quota: 3 }], quota: null },
      { track: 'china_mba', departments: [], quota: 2 },
    ],
    registration: {
      startAt: new Date(start + 72 * HOUR).toISOString(),
      endAt: new Date(start + 96 * HOUR).toISOString(),
      place: { ko: '본관 2층', zh: '主楼2层' },
      note: { ko: '', zh: '' },
    },
  });
  useRound(round.id);
  roundId = round.id;
  announceAt = new Date(round.announceAt).getTime();
  token = await adminToken(app);
  const people: [string, Record<string, string | undefined>, string, number | null][] = [
    ['a', { name: '가등록' }, 'accepted', null],
    ['c', { name: '다포기' }, 'accepted', null],
    ['d', { name: '라미등' }, 'accepted', null],
    ['w1', { name: '예일번' }, 'waitlisted', 1],
    ['w2', { name: '예이번' }, 'waitlisted', 2],
    ['w3', { name: '예삼번' }, 'waitlisted', 3],
    [
      'zh',
      {
        locale: 'zh-Hans',
        track: 'china_mba',
        department: undefined,
        name: '张伟',
        nameEn: 'ZHANG WEI',
        nationality: '中国',
        topikLevel: '4',
      },
      'accepted',
      null,
    ],
  ];
  for (const [k, over, status, rank] of people) {
    const res = await submitForm(
      app,
      validFields({ ...over, email: `${k}@example.com`, password: PASS, passwordConfirm: PASS }),
      await defaultFiles(k === 'zh' ? 'china_mba' : 'master'),
    );
    assert.equal(res.status, 201, JSON.stringify(res.body));
    receipts[k] = res.body.receiptNo;
    const a = (await Application.findOne({ where: { receiptNo: res.body.receiptNo } }))!;
    ids[k] = a.id;
    await a.update({ status: status as 'accepted', waitlistRank: rank, examNo: `T-${k}` });
  }
  await MailOutbox.destroy({ where: {} });
});
after(async () => {
  await worker.stop();
  await smtp.close();
  await app.close();
});
beforeEach(async () => {
  await app.sequelize.query('DELETE FROM rate_limits');
});

describe('before the announcement', () => {
  test('the applicant cannot decline while the result is not shown, and learns nothing from the refusal', async () => {
    const res = await lookupDecline('a');
    assert.equal(res.status, 409);
    assert.equal(res.body.errorMessage, '합격 상태에서만 등록을 포기할 수 있습니다.');
    assert.equal((await row('a')).status, 'accepted');
  });

  test('offers wait for confirmed, announced results', async () => {
    const res = await call(app, 'POST', `/api/rounds/${roundId}/offers`, {
      token,
      body: { count: 1, respondBy: new Date(start + 200 * HOUR).toISOString() },
    });
    assert.equal(res.status, 409);
    assert.match(res.body.errorMessage, /결과가 확정되어 발표된 뒤에/);
  });
});

describe('after the announcement', () => {
  before(async () => {
    freezeAt(announceAt + HOUR);
    token = await adminToken(app);
    await AdmissionRound.update({ resultsConfirmedAt: new Date(announceAt - HOUR) }, { where: { id: roundId } });
  });

  test('PUT /registration refuses bad input in Korean and changes nothing', async () => {
    const cases: [unknown, string, RegExp][] = [
      [{ registered: true, paidAt: '2020-01-01' }, 'amount', /납부 금액/],
      [{ registered: true, amount: 1.5, paidAt: '2020-01-01' }, 'amount', /정수/],
      [{ registered: true, amount: 100, paidAt: '2020-02-30' }, 'paidAt', /있는 날짜/],
      [{ registered: true, amount: 100, paidAt: '2999-01-01' }, 'paidAt', /오늘/],
      [{ registered: 'yes' }, 'registered', /true 또는 false/],
    ];
    for (const [body, field, message] of cases) {
      const res = await register('a', body);
      assert.equal(res.status, 400, JSON.stringify(res.body));
      assert.match(res.body.errors[field], message, JSON.stringify(res.body));
    }
    const waitlisted = await register('w3', { registered: true, amount: 100, paidAt: '2020-01-01' });
    assert.equal(waitlisted.status, 409);
    assert.match(waitlisted.body.errorMessage, /지금 상태\(예비\)/);
    const generic = await call(app, 'POST', `/api/applications/${ids.d}/status`, {
      token,
      body: { status: 'registered' },
    });
    assert.equal(generic.status, 400, 'the generic status change cannot make a 등록 without its amount and mail');
    assert.match(generic.body.errorMessage, /등록·등록포기/);
    assert.equal((await row('a')).status, 'accepted');
    assert.equal(await MailOutbox.count(), 0);
    assert.equal(
      (await call(app, 'PUT', '/api/applications/999999/registration', { token, body: { registered: false } })).status,
      404,
    );
  });

  test('등록: status, amount and day, history, access log and the 등록 확인 mail; undo; again', async () => {
    const res = await register('a', { registered: true, amount: 4_250_000, paidAt: '2020-01-02' });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.equal(res.body.status, 'registered');
    assert.equal(res.body.registrationAmount, 4_250_000);
    assert.equal(res.body.registrationPaidAt, '2020-01-02');
    assert.equal(res.body.history.at(-1).note, '등록: 4,250,000원, 납부일 2020-01-02');
    const log = await ApplicationAccessLog.findOne({ where: { applicationId: ids.a, action: 'status' } });
    assert.deepEqual(log?.detail, { from: 'accepted', to: 'registered', amount: 4_250_000, paidAt: '2020-01-02' });
    const mails = await deliveredTo('a@example.com');
    assert.equal(mails.length, 1);
    assert.match(mails[0]!.subject ?? '', /등록이 확인되었습니다/);
    assert.ok(mails[0]!.text?.includes('4,250,000원') && mails[0]!.text?.includes('2020-01-02'), mails[0]!.text);

    const undo = await register('a', { registered: false });
    assert.equal(undo.body.status, 'accepted');
    assert.equal(undo.body.registrationAmount, null);
    assert.equal((await history(ids.a)).at(-1)!.note, '등록 취소');
    const again = await register('a', { registered: true, amount: 4_000_000, paidAt: '2020-01-03' });
    assert.equal(again.body.status, 'registered');
    assert.equal((await deliveredTo('a@example.com')).length, 2, 'a new 등록 is a new mail');
    // Correcting the amount of a 등록 is no new 등록: no history row, no mail.
    const rows = (await history(ids.a)).length;
    assert.equal((await register('a', { registered: true, amount: 4_250_000, paidAt: '2020-01-03' })).status, 200);
    assert.equal((await history(ids.a)).length, rows);
    assert.equal((await row('a')).registrationAmount, 4_250_000);
    assert.equal(await MailOutbox.count({ where: { kind: 'application.registered' } }), 2);
  });

  test('staff record a 등록포기 with its reason', async () => {
    const none = await call(app, 'POST', `/api/applications/${ids.c}/decline`, { token, body: { reason: ' ' } });
    assert.equal(none.status, 400);
    assert.equal(none.body.errors.reason, '등록포기 사유를 입력해주세요.');
    const res = await call(app, 'POST', `/api/applications/${ids.c}/decline`, {
      token,
      body: { reason: '전화로 타 대학원 진학 의사를 알림' },
    });
    assert.equal(res.status, 200);
    assert.equal(res.body.status, 'declined');
    assert.equal(res.body.declineKind, 'staff');
    assert.equal(res.body.declineKindLabel, '담당자 처리');
    assert.equal(res.body.history.at(-1).note, '등록포기 (담당자 처리): 전화로 타 대학원 진학 의사를 알림');
    const twice = await call(app, 'POST', `/api/applications/${ids.c}/decline`, { token, body: { reason: '다시' } });
    assert.equal(twice.status, 409);
  });

  test('the applicant declines in the look-up (zh): the look-up guard, then 등록포기 with the reason, once', async () => {
    const wrong = await lookupDecline('zh', { password: 'not-the-password' });
    assert.equal(wrong.status, 404);
    assert.equal((await row('zh')).status, 'accepted');
    const res = await lookupDecline('zh', { reason: '个人原因' });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.equal(res.headers.get('cache-control'), 'no-store');
    assert.equal(res.body.status, 'declined');
    assert.equal(res.body.statusLabel, '放弃注册');
    const a = await row('zh');
    assert.equal(a.declineKind, 'applicant');
    assert.equal(a.declineReason, '个人原因');
    const h = (await history(ids.zh)).at(-1)!;
    assert.deepEqual([h.from_status, h.to_status, h.changed_by_name], ['accepted', 'declined', '지원자 (접수 조회)']);
    const log = await ApplicationAccessLog.findOne({ where: { applicationId: ids.zh, action: 'status' } });
    assert.equal(log?.userLogin, 'applicant');
    const twice = await lookupDecline('zh');
    assert.equal(twice.status, 409);
    assert.equal(twice.body.errorMessage, '已按放弃注册处理。');
    const registered = await lookupDecline('a');
    assert.equal(registered.status, 409);
    assert.match(registered.body.errorMessage, /이미 등록하셨습니다/);
    const extra = await call(app, 'POST', '/api/applications/lookup/decline', {
      body: { receiptNo: receipts.d, password: PASS, memo: 'x' },
    });
    assert.equal(extra.status, 400);
  });

  const offers = (body: unknown) => call(app, 'POST', `/api/rounds/${roundId}/offers`, { token, body });

  test('추가합격 by rank: refusals, then the next two 예비 with the offer mail and its deadline', async () => {
    const respondBy = new Date(announceAt + 30 * HOUR).toISOString();
    const past = await offers({ count: 1, respondBy: new Date(announceAt).toISOString() });
    assert.equal(past.status, 400);
    assert.equal(past.body.errors.respondBy, '지금 이후의 일시를 입력해주세요.');
    const tooMany = await offers({ count: 4, respondBy });
    assert.equal(tooMany.status, 409);
    assert.equal(
      tooMany.body.errorMessage,
      '예비 순위가 있는 예비 합격자가 3명 남아 있습니다. 3명 이하로 입력해주세요.',
    );
    assert.equal((await offers({ count: 0, respondBy })).body.errors.count, '1명 이상 입력해주세요.');
    assert.equal(
      (await call(app, 'POST', '/api/rounds/999999/offers', { token, body: { count: 1, respondBy } })).status,
      404,
    );

    const res = await offers({ count: 2, respondBy });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.deepEqual(
      res.body.map((o: Record<string, unknown>) => [o.receiptNo, o.name, o.waitlistRank]),
      [
        [receipts.w1, '예일번', 1],
        [receipts.w2, '예이번', 2],
      ],
    );
    for (const k of ['w1', 'w2']) {
      const a = await row(k);
      assert.equal(a.status, 'accepted');
      assert.equal(a.additional, true);
      assert.equal(a.offerRespondBy?.toISOString(), respondBy);
      assert.match((await history(a.id)).at(-1)!.note, /^추가합격 \(예비 \d순위\), 등록 기한 /);
    }
    assert.equal((await row('w3')).status, 'waitlisted');
    const mail = await deliveredTo('w1@example.com');
    assert.equal(mail.length, 1);
    assert.match(mail[0]!.subject ?? '', /추가합격 안내/);
    assert.ok(mail[0]!.text?.includes(`등록 기한: ${formatDateTime(respondBy)}`), mail[0]!.text);
  });

  test('등록 현황: quota − 등록 − offers pending per track and department', async () => {
    const res = await call(app, 'GET', `/api/rounds/${roundId}/registration`, { token });
    assert.equal(res.status, 200);
    const [master, china] = res.body.rows;
    assert.deepEqual(
      [master.quota, master.accepted, master.additional, master.registered, master.declined, master.pendingOffers],
      [3, 5, 2, 1, 1, 2],
    );
    assert.equal(master.seatsOpen, 0);
    assert.deepEqual([china.quota, china.accepted, china.declined, china.seatsOpen], [2, 1, 1, 2]);
    assert.equal(res.body.totals.seatsOpen, 2);
    assert.deepEqual(
      res.body.offers.map((o: { receiptNo: string }) => o.receiptNo),
      [receipts.w1, receipts.w2],
    );
    assert.deepEqual(res.body.unregistered, [], 'no 미등록 before the 등록 deadline');
    assert.deepEqual(res.body.waitlist, { ranked: 1, unranked: 0, nextRank: 3 });
  });

  test('an offer past its deadline lapses (the job), an answered one stays; two runs lapse once', async () => {
    assert.equal((await register('w1', { registered: true, amount: 4_250_000, paidAt: '2020-01-05' })).status, 200);
    freezeAt(announceAt + 30 * HOUR + 1);
    const job = startOfferLapses({ sequelize: app.sequelize, events: app.events });
    try {
      for (let i = 0; i < 100 && (await row('w2')).status !== 'declined'; i++)
        await new Promise((r) => setTimeout(r, 100));
    } finally {
      await job.stop();
    }
    const w2 = await row('w2');
    assert.equal(w2.status, 'declined');
    assert.equal(w2.declineKind, 'lapsed');
    assert.equal((await history(w2.id)).at(-1)!.changed_by_name, '추가합격 응답 기한 작업');
    assert.equal((await row('w1')).status, 'registered');
    const [audit] = await select<{ n: number }>(
      `SELECT count(*)::int AS n FROM audit_logs WHERE action = 'applications.offer.lapse' AND record_id = '${w2.id}'`,
    );
    assert.equal(audit!.n, 1);

    token = await adminToken(app);
    const respondBy = new Date(announceAt + 31 * HOUR).toISOString();
    assert.equal((await offers({ count: 1, respondBy })).status, 200);
    freezeAt(announceAt + 32 * HOUR);
    token = await adminToken(app);
    const runs = await Promise.all([lapseDueOffers(app.sequelize), lapseDueOffers(app.sequelize)]);
    assert.equal(runs[0] + runs[1], 1);
    const lapses = (await history(ids.w3)).filter((h) => h.to_status === 'declined');
    assert.equal(lapses.length, 1);
    assert.equal((await offers({ count: 1, respondBy: new Date(announceAt + 40 * HOUR).toISOString() })).status, 409);
  });

  test('after the 등록 deadline: 미등록 listed; the sums add up', async () => {
    freezeAt(start + 96 * HOUR + 1);
    token = await adminToken(app);
    const res = await call(app, 'GET', `/api/rounds/${roundId}/registration`, { token });
    assert.equal(res.body.round.registrationClosed, true);
    assert.deepEqual(
      res.body.unregistered.map((u: { receiptNo: string; mobile: string }) => [u.receiptNo, u.mobile]),
      [[receipts.d, '010-1234-5678']],
    );
    const [master] = res.body.rows;
    assert.deepEqual(
      [
        master.accepted,
        master.registered,
        master.declined,
        master.pendingOffers,
        master.unregistered,
        master.seatsOpen,
      ],
      [6, 2, 3, 0, 1, 1],
    );
    assert.equal(master.accepted, master.registered + master.declined + master.pendingOffers + master.unregistered);
  });

  test('the hand-off export: the fixed columns, the registered only, the reason asked and logged', async () => {
    const path = `/api/rounds/${roundId}/registration/export`;
    const noReason = await call(app, 'POST', path, { token, body: { format: 'csv', reason: '' } });
    assert.equal(noReason.status, 400);
    assert.ok(noReason.body.errors.reason);
    const csv = await fetch(app.baseUrl + path, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ format: 'csv', reason: '학적 시스템 등록자 연계' }),
    });
    assert.equal(csv.status, 200);
    const bytes = Buffer.from(await csv.arrayBuffer());
    assert.deepEqual([...bytes.subarray(0, 3)], [0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').trim().split('\r\n');
    assert.equal(lines[0], HANDOFF_COLUMNS.join(','));
    assert.equal(lines.length, 3);
    assert.ok(
      lines[1]!.startsWith('T-a,가등록,HONG GILDONG,1985-03-14,석사과정,중소기업경영학과,010-1234-5678,a@example.com,'),
      lines[1],
    );
    assert.ok(
      lines[1]!.endsWith(',(06978) 서울특별시 동작구 상도로 369 101동 202호,한빛대학교 경영학 학사 졸업,2020-01-03'),
    );
    assert.ok(lines[2]!.startsWith('T-w1,예일번,'), lines[2]);
    const log = await ApplicationAccessLog.findOne({ where: { action: 'export' }, order: [['id', 'DESC']] });
    assert.equal(log?.detail.reason, '학적 시스템 등록자 연계');
    assert.deepEqual(log?.detail.receiptNos, [receipts.a, receipts.w1]);

    const xlsx = await fetch(app.baseUrl + path, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ format: 'xlsx', reason: '학적 시스템 등록자 연계' }),
    });
    assert.match(xlsx.headers.get('content-disposition') ?? '', /filename\*=UTF-8''/);
    const { default: ExcelJS } = await import('exceljs');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await xlsx.arrayBuffer());
    const sheet = book.worksheets[0]!;
    assert.deepEqual((sheet.getRow(1).values as unknown[]).slice(1), [...HANDOFF_COLUMNS]);
    assert.equal(sheet.rowCount, 3);
    assert.equal(sheet.getRow(2).getCell(11).value, '2020-01-03');
  });

  test('without JavaScript: the form asks for the tick, then declines and shows the result as it now stands', async () => {
    const post = (fields: Record<string, string>) =>
      fetch(`${app.baseUrl}/receipt/lookup/decline`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: app.baseUrl },
        body: new URLSearchParams(fields).toString(),
      });
    const noTick = await post({ receiptNo: receipts.d!, password: PASS, reason: '' });
    assert.equal(noTick.status, 400);
    const askPage = await noTick.text();
    assert.ok(askPage.includes('조회 비밀번호를 입력하고 확인란을 선택해주세요.'));
    assert.ok(askPage.includes('data-testid="decline"'), 'the result and its form are shown again');
    assert.equal((await row('d')).status, 'accepted');
    const foreign = await fetch(`${app.baseUrl}/receipt/lookup/decline`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' },
      body: new URLSearchParams({ receiptNo: receipts.d!, password: PASS, confirm: 'yes' }).toString(),
    });
    assert.equal(foreign.status, 403);
    const done = await post({ receiptNo: receipts.d!, password: PASS, reason: '개인 사정', confirm: 'yes' });
    assert.equal(done.status, 200);
    assert.equal(done.headers.get('cache-control'), 'no-store');
    const html = await done.text();
    assert.match(html, /<strong class="status status-declined">등록포기<\/strong>/);
    assert.ok(html.includes('등록 포기가 접수되었습니다.'));
    assert.ok(!html.includes('data-testid="decline"'), 'no second form once declined');
    assert.equal((await row('d')).declineReason, '개인 사정');
  });
});
