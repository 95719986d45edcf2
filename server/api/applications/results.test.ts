// Results at the announced hour: before the round's announceAt the applicant never learns 합격/불합격/예비 — not
// from the look-up API, the plain form post, the receipt page or the 수험표 — and the staff's note waits with it;
// from announceAt on the result shows, with the registration instructions for 합격, the round's results having been
// confirmed by a second staff member (결과 확정; results-confirm.test.ts holds the unconfirmed case). The staff
// preview answers both views. The clock is held still at announceAt − 1 ms and at announceAt (a running clock would cross it).
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, test } from 'node:test';
import { QueryTypes } from 'sequelize';
import { ApplicationAccessLog, MailOutbox } from '../../../db/models/index.js';
import { useClock } from '../../../domain/clock.js';
import { makeRound } from '../../test/rounds.js';
import { adminToken, call, login, makeUser, startTestApp, testNowMs, type TestApp } from '../../test/support.js';
import { defaultFiles, submitForm, useRound, validFields } from './fixtures.js';

let app: TestApp;
let token: string;
let announceAt: number;
let term: string;
let roundId: number;
const PASS = 'result-pass-1';
const apps: Record<'ko' | 'zh' | 'wait', { id: number; receiptNo: string; cookie: string }> = {} as never;
const NOTE_KO = '최종 합격을 축하드립니다. 등록금 고지서를 확인하세요.';
const NOTE_ZH = '很遗憾，您未被录取。';
const start = testNowMs();

const select = <T extends object>(sql: string) => app.sequelize.query<T>(sql, { type: QueryTypes.SELECT });
const freezeAt = (ms: number) => useClock({ now: () => new Date(ms) });
const cookieOf = (h: Headers) => (h.get('set-cookie') ?? '').split(';')[0]!;

before(async () => {
  freezeAt(start);
  app = await startTestApp({ rounds: false });
  const round = await makeRound({
    applyEndAt: 24,
    announceAt: 48,
    registration: {
      startAt: new Date(start + 72 * 3_600_000).toISOString(),
      endAt: new Date(start + 96 * 3_600_000).toISOString(),
      place: { ko: '본관 2층 학사지원팀', zh: '主楼2层 学务支援处' },
      note: { ko: '등록금을 납부하고 영수증을 지참하세요.', zh: '请缴纳学费并携带收据。' },
    },
  });
  useRound(round.id);
  roundId = round.id;
  announceAt = new Date(round.announceAt).getTime();
  term = round.term;
  token = await adminToken(app);
  const ko = await submitForm(app, validFields({ password: PASS, passwordConfirm: PASS }), await defaultFiles());
  const zh = await submitForm(
    app,
    validFields({
      locale: 'zh-Hans',
      track: 'china_mba',
      department: undefined,
      name: '张伟',
      nameEn: 'ZHANG WEI',
      nationality: '中国',
      mobile: '+86 138 0013 8000',
      email: 'zhang@example.com',
      topikLevel: '4',
      password: PASS,
      passwordConfirm: PASS,
    }),
    await defaultFiles('china_mba'),
  );
  const wait = await submitForm(
    app,
    validFields({ name: '김대기', email: 'kim@example.com', password: PASS, passwordConfirm: PASS }),
    await defaultFiles(),
  );
  for (const [k, r] of [
    ['ko', ko],
    ['zh', zh],
    ['wait', wait],
  ] as const) {
    assert.equal(r.status, 201, JSON.stringify(r.body));
    const [row] = await select<{ id: number }>(`SELECT id FROM applications WHERE receipt_no = '${r.body.receiptNo}'`);
    apps[k] = { id: row!.id, receiptNo: r.body.receiptNo, cookie: cookieOf(r.headers) };
  }
});
after(async () => {
  await app.close();
});
beforeEach(async () => {
  await app.sequelize.query('DELETE FROM rate_limits');
});

const assign = (body: Record<string, unknown>) =>
  call(app, 'POST', '/api/applications/bulk-interview', { token, body });
const interviewAt = () => new Date(start + 24 * 3_600_000).toISOString().replace('Z', '+00:00');

describe('POST /api/applications/bulk-interview', () => {
  test('bad input is refused in Korean and assigns nothing', async () => {
    const past = await assign({ ids: [apps.ko.id], interviewAt: new Date(start - 60_000).toISOString(), place: 'A' });
    assert.equal(past.status, 400);
    assert.equal(past.body.errors.interviewAt, '지금 이후의 일시를 입력해주세요.');
    const noOffset = await assign({ ids: [apps.ko.id], interviewAt: '2030-01-01T10:00:00', place: 'A' });
    assert.equal(noOffset.status, 400);
    assert.ok(noOffset.body.errors.interviewAt);
    const noPlace = await assign({ ids: [apps.ko.id], interviewAt: interviewAt(), place: ' ' });
    assert.equal(noPlace.body.errors.place, '면접 장소를 입력해주세요.');
    const none = await assign({ ids: [], interviewAt: interviewAt(), place: 'A' });
    assert.equal(none.body.errors.ids, '지원서를 선택해주세요.');
    const unknown = await assign({ ids: [apps.ko.id, 999_999], interviewAt: interviewAt(), place: '본관 301호' });
    assert.equal(unknown.status, 404);
    assert.match(unknown.body.errorMessage, /찾을 수 없는/);
    // One transaction: the known id got nothing either.
    const [row] = await select<Record<string, unknown>>(
      `SELECT exam_no, interview_at, status FROM applications WHERE id = ${apps.ko.id}`,
    );
    assert.deepEqual(row, { exam_no: null, interview_at: null, status: 'received' });
    assert.equal(await MailOutbox.count({ where: { kind: 'application.interview' } }), 0);
  });

  test('assigns time, place and unique 수험번호 per round and track, moves to 면접 and queues the mail', async () => {
    const res = await assign({
      ids: [apps.wait.id, apps.zh.id, apps.ko.id],
      interviewAt: interviewAt(),
      place: '본관 301호',
    });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    const rows = await select<Record<string, string>>(
      'SELECT id, exam_no, interview_place, status FROM applications ORDER BY receipt_no',
    );
    const exam = Object.fromEntries(rows.map((r) => [r.id, r.exam_no]));
    assert.equal(exam[apps.ko.id], `${term}-M-0001`);
    assert.equal(exam[apps.wait.id], `${term}-M-0002`);
    assert.equal(exam[apps.zh.id], `${term}-C-0001`);
    assert.ok(rows.every((r) => r.status === 'interview' && r.interview_place === '본관 301호'));
    const mails = await MailOutbox.findAll({ where: { kind: 'application.interview' }, order: [['id', 'ASC']] });
    assert.deepEqual(mails.map((m) => m.toAddress).sort(), [
      'hong@example.com',
      'kim@example.com',
      'zhang@example.com',
    ]);
    const zhMail = mails.find((m) => m.toAddress === 'zhang@example.com')!;
    assert.equal(zhMail.lang, 'zh-Hans');
    assert.ok(zhMail.textBody.includes(`${term}-C-0001`), zhMail.textBody);
    const history = await select<Record<string, string>>(
      `SELECT to_status, note FROM application_status_history WHERE application_id = ${apps.ko.id} ORDER BY id`,
    );
    assert.equal(history.at(-1)!.to_status, 'interview');
    assert.match(history.at(-1)!.note, /^면접 배정: .* 본관 301호$/);
    // Moving the interview keeps the number and sends a new mail; a new start number applies only to new numbers.
    const moved = new Date(start + 30 * 3_600_000).toISOString();
    assert.equal(
      (await assign({ ids: [apps.ko.id], interviewAt: moved, place: '본관 302호', examNoStart: 50 })).status,
      200,
    );
    const [again] = await select<Record<string, string>>(
      `SELECT exam_no, interview_place FROM applications WHERE id = ${apps.ko.id}`,
    );
    assert.deepEqual(again, { exam_no: `${term}-M-0001`, interview_place: '본관 302호' });
    assert.equal(
      await MailOutbox.count({ where: { kind: 'application.interview', toAddress: 'hong@example.com' } }),
      2,
    );
  });

  test('the 수험표 shows the number and the interview; without the cookie it shows nothing personal', async () => {
    const page = String((await call(app, 'GET', '/receipt/ticket', { headers: { cookie: apps.wait.cookie } })).body);
    assert.ok(page.includes(`${term}-M-0002`));
    assert.ok(page.includes('본관 301호'));
    assert.ok(page.includes('김대기'));
    assert.ok(!page.includes('면접 일정은 배정 후 안내합니다'));
    const res = await call(app, 'GET', '/receipt/ticket');
    assert.equal(res.headers.get('cache-control'), 'no-store');
    assert.match(res.headers.get('x-robots-tag') ?? '', /noindex/);
    assert.ok(String(res.body).includes('수험표를 볼 수 있는 시간이 지났습니다'));
    assert.ok(!String(res.body).includes('김대기'));
    const zh = String((await call(app, 'GET', '/receipt/ticket', { headers: { cookie: apps.zh.cookie } })).body);
    assert.ok(zh.includes('准考证') && zh.includes(`${term}-C-0001`) && zh.includes('张伟'));
  });
});

describe('results at the announced hour', () => {
  before(async () => {
    const set = (id: number, status: string, applicantNote: string) =>
      call(app, 'POST', `/api/applications/${id}/status`, { token, body: { status, applicantNote } });
    assert.equal((await set(apps.ko.id, 'accepted', NOTE_KO)).status, 200);
    assert.equal((await set(apps.zh.id, 'rejected', NOTE_ZH)).status, 200);
    assert.equal((await set(apps.wait.id, 'waitlisted', '')).status, 200);
    // 결과 확정 by another 입학 담당 than the one who set the results.
    const second = await login(app, await makeUser({ role: 'admissions' }));
    const confirmed = await call(app, 'POST', `/api/rounds/${roundId}/results/confirm`, { token: second.token });
    assert.equal(confirmed.status, 200, JSON.stringify(confirmed.body));
  });

  const lookupApi = (receiptNo: string, locale: string) =>
    call(app, 'POST', '/api/applications/lookup', { body: { receiptNo, password: PASS, locale } });
  const lookupPage = async (receiptNo: string, path: string) => {
    const res = await fetch(app.baseUrl + path, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: app.baseUrl },
      body: new URLSearchParams({ by: 'receipt', receiptNo, password: PASS }).toString(),
    });
    assert.equal(res.status, 200);
    return { html: await res.text(), cookie: cookieOf(res.headers) };
  };
  const receiptPage = async (cookie: string) =>
    String((await call(app, 'GET', '/receipt/complete', { headers: { cookie } })).body);

  /** Nothing of a result: no code, no label, no note ('합격자 발표' / '录取结果公布' name the announcement only). */
  function assertNoLeak(text: string, what: string) {
    const bare = text.replaceAll('합격자 발표', '').replaceAll('录取结果公布', '');
    for (const word of [
      'accepted',
      'rejected',
      'waitlisted',
      '합격',
      '불합격',
      '예비',
      '未录取',
      '候补',
      NOTE_KO,
      NOTE_ZH,
    ])
      assert.ok(!bare.includes(word), `${what} leaks ${word}`);
  }

  test('at announceAt − 1 ms: 심사 중 with the announcement date-time everywhere, no result, no note', async () => {
    freezeAt(announceAt - 1);
    const ko = await lookupApi(apps.ko.receiptNo, 'ko');
    assert.equal(ko.status, 200);
    assert.equal(ko.body.status, 'reviewing');
    assert.equal(ko.body.statusLabel, '심사 중');
    assert.equal(ko.body.note, '');
    assert.equal(ko.body.announced, false);
    assert.equal(ko.body.registration, null);
    assert.equal(ko.body.statusChangedAt, undefined);
    assert.match(ko.body.announceText, /^합격자 발표: \d{4}년 \d{1,2}월 \d{1,2}일 \([일월화수목금토]\) \d{2}:\d{2}$/);
    assertNoLeak(JSON.stringify(ko.body), 'the ko API');
    const zh = await lookupApi(apps.zh.receiptNo, 'zh-Hans');
    assert.equal(zh.body.statusLabel, '审核中');
    assert.match(
      zh.body.announceText,
      /^录取结果公布：\d{4}年\d{1,2}月\d{1,2}日（周[日一二三四五六]）\d{2}:\d{2}（首尔时间）$/,
    );
    assertNoLeak(JSON.stringify(zh.body), 'the zh API');
    assertNoLeak(JSON.stringify((await lookupApi(apps.wait.receiptNo, 'ko')).body), 'the waitlisted API');

    const page = await lookupPage(apps.ko.receiptNo, '/receipt/lookup');
    assert.match(page.html, /<strong class="status status-reviewing">심사 중<\/strong>/);
    assert.ok(page.html.includes(ko.body.announceText));
    assertNoLeak(page.html, 'the no-JS page');
    const zhPage = await lookupPage(apps.zh.receiptNo, '/receipt/china-mba/lookup');
    assert.ok(zhPage.html.includes('审核中'));
    assertNoLeak(zhPage.html, 'the zh no-JS page');
    assertNoLeak(await receiptPage(page.cookie), 'the receipt page');
    assertNoLeak(await receiptPage(zhPage.cookie), 'the zh receipt page');
    assertNoLeak(
      String((await call(app, 'GET', '/receipt/ticket', { headers: { cookie: page.cookie } })).body),
      'the ticket',
    );
  });

  test('from announceAt: the result, the note, and for 합격 the registration', async () => {
    freezeAt(announceAt);
    const ko = await lookupApi(apps.ko.receiptNo, 'ko');
    assert.equal(ko.body.status, 'accepted');
    assert.equal(ko.body.statusLabel, '합격');
    assert.equal(ko.body.note, NOTE_KO);
    assert.equal(ko.body.announceText, '');
    assert.equal(ko.body.registration.place, '본관 2층 학사지원팀');
    assert.match(ko.body.registration.periodText, /^\d{4}\.\d{2}\.\d{2} \d{2}:\d{2} ~ /);
    const zh = await lookupApi(apps.zh.receiptNo, 'zh-Hans');
    assert.equal(zh.body.statusLabel, '未录取');
    assert.equal(zh.body.note, NOTE_ZH);
    assert.equal(zh.body.registration, null, 'registration is for 합격 only');
    assert.equal((await lookupApi(apps.wait.receiptNo, 'ko')).body.statusLabel, '예비');

    const page = await lookupPage(apps.ko.receiptNo, '/receipt/lookup');
    assert.match(page.html, /<strong class="status status-accepted">합격<\/strong>/);
    assert.ok(page.html.includes('등록 안내') && page.html.includes('본관 2층 학사지원팀'));
    assert.ok(page.html.includes(NOTE_KO));
    const zhPage = await lookupPage(apps.zh.receiptNo, '/receipt/china-mba/lookup');
    assert.ok(zhPage.html.includes('未录取') && zhPage.html.includes(NOTE_ZH));
    const receipt = await receiptPage(page.cookie);
    assert.ok(receipt.includes('합격') && receipt.includes('등록 안내'));
  });

  test('staff preview: now and after the announcement, logged as a view', async () => {
    freezeAt(announceAt - 60_000);
    token = await adminToken(app); // the morning's token has expired by this clock
    const res = await call(app, 'GET', `/api/applications/${apps.ko.id}/applicant-view`, { token });
    assert.equal(res.status, 200);
    assert.equal(res.body.now.statusLabel, '심사 중');
    assert.equal(res.body.now.note, '');
    assert.equal(res.body.afterAnnouncement.statusLabel, '합격');
    assert.equal(res.body.afterAnnouncement.note, NOTE_KO);
    assert.equal(res.body.afterAnnouncement.registration.place, '본관 2층 학사지원팀');
    const log = await ApplicationAccessLog.findOne({ where: { applicationId: apps.ko.id, action: 'view' } });
    assert.deepEqual(log?.detail, { applicantView: true });
    assert.equal((await call(app, 'GET', '/api/applications/999999/applicant-view', { token })).status, 404);
  });
});
