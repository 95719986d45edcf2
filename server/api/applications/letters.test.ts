// The look-up after the announcement: each applicant reads the letter of their own outcome
// (합격, 불합격, 예비 with the rank, 추가합격 with the deadline), nothing of it before announceAt; an admitted
// applicant prints the 합격증 (with the seal from the settings) and the 등록금 고지서 (the amount of their track or
// department, the account, the deadline, the 수험번호), in Korean or Chinese by the application's language; the others
// get neither. Staff's own letter text is what the look-up shows.
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, test } from 'node:test';
import { AdmissionRound, Application } from '../../../db/models/index.js';
import { useClock } from '../../../domain/clock.js';
import type { Round } from '../../../domain/rounds.js';
import { makeRound } from '../../test/rounds.js';
import { login, makeUser, call, startTestApp, testNowMs, type TestApp } from '../../test/support.js';
import { pngBytes } from '../../test/upload.js';
import { defaultFiles, submitForm, validFields } from './fixtures.js';

const HOUR = 3_600_000;
const PASSWORD = 'lookup-pass-1';
let app: TestApp;
let round: Round;
let announceAt: number;
const no: Record<string, string> = {};

async function applicant(key: string, over: Record<string, string>, then: Partial<Application>): Promise<void> {
  const res = await submitForm(
    app,
    validFields({ roundId: String(round.id), email: `${key}@example.com`, ...over }),
    await defaultFiles(),
  );
  assert.equal(res.status, 201, JSON.stringify(res.body));
  await Application.update(then, { where: { receiptNo: res.body.receiptNo } });
  no[key] = res.body.receiptNo as string;
}

before(async () => {
  app = await startTestApp();
  round = await makeRound({
    name: '2027학년도 전기 통지서 시험 모집',
    nameZh: '2027年春季 通知书测试招生',
    registration: {
      startAt: new Date(testNowMs() + 20 * 24 * HOUR).toISOString(),
      endAt: new Date(testNowMs() + 25 * 24 * HOUR).toISOString(),
      place: { ko: '', zh: '' },
      note: { ko: '', zh: '' },
      amounts: [
        { track: 'master', department: null, amount: 4_850_000 },
        { track: 'master', department: 'ai_business', amount: 5_120_000 },
        { track: 'china_mba', department: null, amount: 6_200_000 },
      ],
      account: { ko: '신한은행 100-035-654321 (예금주 한빛대학교)', zh: '新韩银行 100-035-654321（户名：韩光大学）' },
      submit: { ko: '졸업증명서 원본 1부', zh: '毕业证明原件1份' },
    },
  });
  app.events.changedHere('rounds');
  const offerBy = new Date(testNowMs() + 30 * 24 * HOUR);
  await applicant('accepted', { name: '김합격' }, { status: 'accepted', examNo: 'M-1001' });
  await applicant('ai', { name: '이인공', department: 'ai_business' }, { status: 'accepted', examNo: 'M-1002' });
  await applicant('rejected', { name: '박불합' }, { status: 'rejected', examNo: 'M-1003' });
  await applicant('waitlisted', { name: '최예비' }, { status: 'waitlisted', waitlistRank: 3, examNo: 'M-1004' });
  await applicant(
    'offer',
    { name: '정추가' },
    {
      status: 'accepted',
      additional: true,
      offeredAt: new Date(testNowMs()),
      offerRespondBy: offerBy,
      examNo: 'M-1005',
    },
  );
  await applicant(
    'zh',
    { name: '王明' },
    { status: 'accepted', locale: 'zh-Hans', track: 'china_mba', department: null, examNo: 'C-2001' },
  );
  // The window closed, the results announced in an hour and confirmed by a second person.
  const row = (await AdmissionRound.findByPk(round.id))!;
  announceAt = testNowMs() + HOUR;
  await row.update({
    applyEndAt: new Date(testNowMs() - 1),
    announceAt: new Date(announceAt),
    resultsConfirmedAt: new Date(testNowMs()),
  });
  app.events.changedHere('rounds');
});
after(() => app.close());
beforeEach(async () => {
  await app.sequelize.query('DELETE FROM rate_limits');
});

const lookup = (key: string) =>
  call(app, 'POST', '/api/applications/lookup', { body: { receiptNo: no[key], password: PASSWORD } });

/** A printable paper of the applicant, opened with the receipt cookie their look-up set. */
async function paper(key: string, which: 'letter' | 'certificate' | 'bill') {
  const res = await lookup(key);
  assert.equal(res.status, 200, JSON.stringify(res.body));
  const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0];
  const page = await fetch(`${app.baseUrl}/receipt/${which}`, { headers: { cookie } });
  return { status: page.status, html: await page.text(), robots: page.headers.get('x-robots-tag') };
}

describe('result letters and papers in the look-up', () => {
  test('before announceAt: no letter, no 합격증, no 고지서', async () => {
    useClock({ now: () => new Date(announceAt - 1) });
    const res = await lookup('accepted');
    assert.equal(res.body.statusLabel, '심사 중');
    assert.deepEqual(res.body.papers, { letter: null, certificate: false, bill: false });
    for (const which of ['letter', 'certificate', 'bill'] as const) {
      const p = await paper('accepted', which);
      assert.equal(p.status, 404, which);
      assert.ok(!p.html.includes('합격증</h2>'));
      assert.ok(!p.html.includes('김합격'), which);
    }
  });

  test('from announceAt each applicant reads the letter of their own outcome', async () => {
    useClock({ now: () => new Date(announceAt) });
    const accepted = (await lookup('accepted')).body;
    assert.equal(accepted.papers.letter.kind, 'accepted');
    assert.equal(accepted.papers.letter.title, '합격 통지서');
    assert.match(
      accepted.papers.letter.html,
      /김합격님, 한빛대학교 중소기업대학원 2027학년도 전기 통지서 시험 모집에 <strong>합격<\/strong>/,
    );
    assert.match(accepted.papers.letter.html, /수험번호 M-1001 · 석사과정 중소기업경영학과/);
    assert.equal(accepted.papers.certificate, true);
    assert.equal(accepted.papers.bill, true);

    const rejected = (await lookup('rejected')).body;
    assert.equal(rejected.papers.letter.kind, 'rejected');
    assert.match(rejected.papers.letter.html, /합격하지 못하셨음/);
    assert.equal(rejected.papers.certificate, false);
    assert.equal(rejected.papers.bill, false);

    const waitlisted = (await lookup('waitlisted')).body;
    assert.equal(waitlisted.papers.letter.kind, 'waitlisted');
    assert.match(waitlisted.papers.letter.html, /예비합격 3번/);
    assert.match(waitlisted.papers.letter.html, /예비 순위대로/);
    assert.equal(waitlisted.papers.certificate, false);

    const offer = (await lookup('offer')).body;
    assert.equal(offer.papers.letter.kind, 'offer');
    assert.match(offer.papers.letter.html, /<strong>추가합격<\/strong>/);
    assert.match(offer.papers.letter.html, /등록 기한: \d{4}\.\d{2}\.\d{2} \d{2}:\d{2}/);
    assert.equal(offer.papers.certificate, true);

    const zh = (await lookup('zh')).body;
    assert.equal(zh.papers.letter.title, '录取通知书');
    assert.match(zh.papers.letter.html, /王明，您好/);
  });

  test('the 합격증: one page with the applicant, the programme and the seal from the settings, ko or zh', async () => {
    useClock({ now: () => new Date(announceAt + HOUR) });
    const before = await paper('accepted', 'certificate');
    assert.equal(before.status, 200);
    assert.equal(before.robots, 'noindex, nofollow');
    assert.match(before.html, /<h2 id="paper-title">합격증<\/h2>/);
    assert.match(before.html, /data-testid="certificate-exam-no">M-1001</);
    assert.match(before.html, /위 사람은 2027학년도 전기 통지서 시험 모집 입학전형에 합격하였으므로/);
    assert.match(before.html, /한빛대학교 중소기업대학원장/);
    assert.ok(!before.html.includes('class="seal"'), 'no seal until one is uploaded');

    const admin = await login(app, await makeUser({ role: 'superadmin' }));
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(await pngBytes(120, 120))], { type: 'image/png' }), '직인.png');
    const up = await fetch(`${app.baseUrl}/api/settings/seal`, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${admin.token}` },
    });
    assert.equal(up.status, 201);
    const settings = (await up.json()) as { sealFileId: number; seal: { name: string } };
    assert.equal(settings.seal.name, '직인.png');
    // The seal is no public file: only the certificate page inlines it.
    assert.equal((await fetch(`${app.baseUrl}/files/${settings.sealFileId}`)).status, 404);
    const withSeal = await paper('accepted', 'certificate');
    assert.match(withSeal.html, /<img class="seal" src="data:image\/png;base64,[A-Za-z0-9+/=]+" alt="학교 직인"/);

    const offer = await paper('offer', 'certificate');
    assert.match(offer.html, /<p class="sub">추가합격<\/p>/);

    const zh = await paper('zh', 'certificate');
    assert.match(zh.html, /<html lang="zh-Hans"/);
    assert.match(zh.html, /录取证明书/);
    assert.match(zh.html, /兹证明上述人员已被2027年春季 通知书测试招生录取/);
    assert.match(zh.html, /中小企业研究生院 院长/);

    assert.equal((await paper('rejected', 'certificate')).status, 404);
    assert.equal((await paper('waitlisted', 'certificate')).status, 404);
  });

  test('the 고지서: the amount of the department or else the track, the account, the deadline and the 수험번호', async () => {
    useClock({ now: () => new Date(announceAt + HOUR) });
    const master = await paper('accepted', 'bill');
    assert.equal(master.status, 200);
    assert.match(master.html, /data-testid="bill-amount">4,850,000원</);
    assert.match(master.html, /신한은행 100-035-654321 \(예금주 한빛대학교\)/);
    assert.match(master.html, /data-testid="bill-exam-no">M-1001</);
    assert.match(master.html, /졸업증명서 원본 1부/);
    assert.match(master.html, /data-testid="bill-deadline">\d{4}\.\d{2}\.\d{2} \d{2}:\d{2}</);

    const ai = await paper('ai', 'bill');
    assert.match(ai.html, /data-testid="bill-amount">5,120,000원</);

    const zh = await paper('zh', 'bill');
    assert.match(zh.html, /学费缴费通知单/);
    assert.match(zh.html, /data-testid="bill-amount">6,200,000韩元</);
    assert.match(zh.html, /新韩银行/);

    // A registered applicant's bill says it is paid.
    await Application.update(
      { status: 'registered', registeredAt: new Date(testNowMs()), registrationPaidAt: '2027-01-26' },
      { where: { receiptNo: no.ai } },
    );
    const paid = await paper('ai', 'bill');
    assert.match(paid.html, /data-testid="bill-paid">납부 완료 2027년 1월 26일</);
    assert.equal((await lookup('ai')).body.papers.letter.kind, 'accepted');

    assert.equal((await paper('rejected', 'bill')).status, 404);
    assert.equal((await paper('waitlisted', 'bill')).status, 404);
  });

  test('staff text is what the look-up shows; a value never brings HTML into the letter', async () => {
    useClock({ now: () => new Date(announceAt + HOUR) });
    const staff = await login(app, await makeUser({ role: 'admissions' }));
    const put = await call(app, 'PUT', '/api/result-letters/rejected:ko', {
      token: staff.token,
      body: { title: '전형 결과 안내', body: '<p>{{name}}님, 이번에는 함께하지 못하게 되었습니다.</p>' },
    });
    assert.equal(put.status, 200, JSON.stringify(put.body));
    await Application.update({ name: '<b>박</b>' }, { where: { receiptNo: no.rejected } });
    const letter = (await lookup('rejected')).body.papers.letter;
    assert.equal(letter.title, '전형 결과 안내');
    assert.equal(letter.html, '<p>&lt;b&gt;박&lt;/b&gt;님, 이번에는 함께하지 못하게 되었습니다.</p>');
    const printable = await paper('rejected', 'letter');
    assert.equal(printable.status, 200);
    assert.match(printable.html, /&lt;b&gt;박&lt;\/b&gt;님, 이번에는 함께하지 못하게 되었습니다/);
  });

  test('the look-up without JavaScript shows the letter and the links to print', async () => {
    useClock({ now: () => new Date(announceAt + HOUR) });
    const res = await fetch(`${app.baseUrl}/receipt/lookup`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' },
      body: new URLSearchParams({ by: 'receipt', receiptNo: no.waitlisted, password: PASSWORD }).toString(),
    });
    assert.equal(res.status, 200);
    const html = await res.text();
    assert.match(html, /data-testid="result-letter" data-kind="waitlisted"/);
    assert.match(html, /예비합격 3번/);
    assert.match(html, /href="\/receipt\/letter"/);
    assert.ok(!html.includes('href="/receipt/certificate"'));
  });
});
