// A round with a Chinese applicant and an empty Chinese field, against a real PostgreSQL: the round's GET names each
// Chinese field left empty where the Korean is written and counts the Chinese applicants (the edit page warns with
// it), the dashboard lists the round, the record sent back whole is accepted, and filling the field clears both.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { AdmissionRound, Application } from '../../../db/models/index.js';
import { billFor } from '../../applications/letters.js';
import { makeRound } from '../../test/rounds.js';
import { call, login, makeUser, startTestApp, testNow, testNowMs, type TestApp } from '../../test/support.js';

const HOUR = 3_600_000;

let app: TestApp;
let token: string;
let roundId: number;

before(async () => {
  app = await startTestApp({ rounds: false });
  token = (await login(app, await makeUser({ role: 'admissions' }))).token;
  const round = await makeRound({
    name: '2095학년도 중국어 빈칸 시험',
    nameZh: '2095年 测试招生',
    registration: {
      startAt: '2095-12-10T00:00:00.000Z',
      endAt: '2095-12-14T08:00:00.000Z',
      place: { ko: '본관 2층', zh: '主楼2层' },
      note: { ko: '등록금을 납부한 뒤 서류를 제출하세요.', zh: '' },
      amounts: [{ track: 'china_mba', department: null, amount: 6_200_000 }],
      account: { ko: '신한은행 100-035-654321 (예금주 한빛대학교)', zh: '' },
      submit: { ko: '', zh: '' },
    },
  });
  roundId = round.id;
  await Application.create({
    receiptNo: '2095-1-0001',
    idempotencyKey: randomUUID(),
    locale: 'zh-Hans',
    term: '2095-1',
    roundId,
    track: 'china_mba',
    department: null,
    status: 'accepted',
    name: '王伟',
    nameEn: 'WANG WEI',
    birthDate: '1990-01-01',
    gender: 'M',
    nationality: '中国',
    mobile: '010-1234-5678',
    email: 'wang@example.cn',
    postalCode: null,
    address: '北京',
    addressDetail: null,
    school: '北京大学',
    major: '经济学',
    degree: 'bachelor',
    degreeStatus: 'graduated',
    eduStart: '2008-09',
    eduEnd: '2012-07',
    company: null,
    companyDept: null,
    position: null,
    careerYears: null,
    industry: null,
    careerRole: null,
    topikLevel: null,
    essayIntro: '自我介绍',
    essayPlan: '学习计划',
    consents: {},
    lookupHash: 'x',
    submitIp: null,
  } as never);
});
after(() => app.close());

describe('a round’s empty Chinese fields with Chinese applicants', () => {
  test('the round names each gap and counts its Chinese applicants; the dashboard lists it', async () => {
    const res = await call(app, 'GET', `/api/rounds/${roundId}`, { token });
    assert.equal(res.status, 200);
    assert.equal(res.body.chineseApplicants, 1);
    assert.deepEqual(res.body.zhGaps, ['등록 안내 (中文)', '등록금 납부 계좌 (中文)']);
    const dash = await call(app, 'GET', '/api/dashboard', { token });
    assert.equal(dash.status, 200);
    assert.deepEqual(dash.body.roundsMissingChinese, [
      {
        id: roundId,
        name: '2095학년도 중국어 빈칸 시험',
        chineseApplicants: 1,
        zhGaps: ['등록 안내 (中文)', '등록금 납부 계좌 (中文)'],
      },
    ]);
  });

  test('the 고지서 of a Chinese applicant marks the Korean account it shows, never silently', async () => {
    const row = (await AdmissionRound.findByPk(roundId))!;
    const round = {
      ...row.toRound(),
      announceAt: new Date(testNowMs() - HOUR).toISOString(),
      resultsConfirmedAt: new Date(testNowMs() - 2 * HOUR).toISOString(),
    };
    const a = (await Application.findOne({ where: { receiptNo: '2095-1-0001' } }))!;
    const bill = await billFor(a, round, testNow());
    assert.ok(bill, 'admitted, with an amount');
    assert.equal(bill.account, '신한은행 100-035-654321 (예금주 한빛대학교)');
    assert.deepEqual(bill.korean, ['account']);
    assert.ok(bill.school.includes('中小企业研究生院'));
  });

  test('filling the Chinese fields (the record sent back whole) clears the warning', async () => {
    const current = (await call(app, 'GET', `/api/rounds/${roundId}`, { token })).body;
    const registration = {
      ...current.registration,
      note: { ...current.registration.note, zh: '缴纳注册费后请提交材料。' },
      account: { ...current.registration.account, zh: '新韩银行 100-035-654321（户名 韩光大学）' },
    };
    const res = await call(app, 'PUT', `/api/rounds/${roundId}`, { token, body: { ...current, registration } });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    const again = await call(app, 'GET', `/api/rounds/${roundId}`, { token });
    assert.deepEqual(again.body.zhGaps, []);
    assert.deepEqual((await call(app, 'GET', '/api/dashboard', { token })).body.roundsMissingChinese, []);
  });

  test('a Chinese mail template with Korean words in it names them where it is edited', async () => {
    const path = '/api/mail-templates/application.registered:zh-Hans';
    const clean = await call(app, 'GET', path, { token });
    assert.equal(clean.status, 200);
    assert.deepEqual(clean.body.koreanWords, []);
    const put = await call(app, 'PUT', path, {
      token,
      body: { ...clean.body, body: `${clean.body.body}\n등록금 납부 후 본관 2층으로 오세요.` },
    });
    assert.equal(put.status, 200, JSON.stringify(put.body));
    assert.deepEqual(put.body.koreanWords, ['등록금 납부 후 본관', '층으로 오세요']);
  });

  test('a Chinese result letter with Korean words in it names them where it is edited', async () => {
    const path = '/api/result-letters/accepted:zh-Hans';
    const clean = await call(app, 'GET', path, { token });
    assert.equal(clean.status, 200, JSON.stringify(clean.body));
    assert.deepEqual(clean.body.koreanWords, []);
    const put = await call(app, 'PUT', path, {
      token,
      body: { ...clean.body, body: `${clean.body.body}<p>합격을 축하합니다</p>` },
    });
    assert.equal(put.status, 200, JSON.stringify(put.body));
    assert.deepEqual(put.body.koreanWords, ['합격을 축하합니다']);
  });
});
