// A round's 등록 settings: besides the period, the 등록금 per track or department, the account and
// what to submit; each refused in Korean where it is wrong (nothing written), and a round saved before them reads
// with none.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { AdmissionRound } from '../../../db/models/index.js';
import { call, login, makeUser, startTestApp, type TestApp } from '../../test/support.js';

let app: TestApp;
let token: string;
before(async () => {
  app = await startTestApp({ rounds: false });
  token = (await login(app, await makeUser({ role: 'admissions' }))).token;
});
after(() => app.close());

const registration = (over: Record<string, unknown> = {}) => ({
  startAt: '2030-12-10T09:00:00+09:00',
  endAt: '2030-12-14T17:00:00+09:00',
  place: { ko: '', zh: '' },
  note: { ko: '', zh: '' },
  amounts: [
    { track: 'master', department: null, amount: 4_850_000 },
    { track: 'master', department: 'ai_business', amount: 5_120_000 },
    { track: 'china_mba', amount: 6_200_000 },
  ],
  account: { ko: '신한은행 100-035-654321 (예금주 한빛대학교)', zh: '新韩银行 100-035-654321' },
  submit: { ko: '졸업증명서 원본', zh: '' },
  ...over,
});
let seq = 0;
const round = (reg: unknown) => {
  seq += 1;
  return call(app, 'POST', '/api/rounds', {
    token,
    body: {
      name: `2031학년도 전기 등록 시험 ${seq}`,
      term: '2031-1',
      applyStartAt: `2030-0${seq}-01T09:00:00+09:00`,
      applyEndAt: `2030-0${seq}-10T17:00:00+09:00`,
      announceAt: '2030-12-05T10:00:00+09:00',
      registration: reg,
    },
  });
};

describe('a round’s registration settings', () => {
  test('the amounts, the account and what to submit are kept and answered', async () => {
    const res = await round(registration());
    assert.equal(res.status, 201, JSON.stringify(res.body));
    assert.deepEqual(res.body.registration.amounts, [
      { track: 'master', department: null, amount: 4_850_000 },
      { track: 'master', department: 'ai_business', amount: 5_120_000 },
      { track: 'china_mba', department: null, amount: 6_200_000 },
    ]);
    assert.equal(res.body.registration.account.ko, '신한은행 100-035-654321 (예금주 한빛대학교)');
    assert.equal(res.body.registration.submit.ko, '졸업증명서 원본');
    const shown = await call(app, 'GET', `/api/rounds/${res.body.id}`, { token });
    assert.deepEqual(shown.body.registration, res.body.registration);
  });

  test('a registration saved before these settings reads with no amounts and empty texts', async () => {
    const res = await round(null);
    const row = (await AdmissionRound.findByPk(res.body.id))!;
    await row.update({
      details: {
        ...row.details,
        registration: {
          startAt: '2030-12-10T00:00:00.000Z',
          endAt: '2030-12-14T08:00:00.000Z',
          place: { ko: '', zh: '' },
          note: { ko: '', zh: '' },
        },
      },
    });
    const shown = await call(app, 'GET', `/api/rounds/${res.body.id}`, { token });
    assert.deepEqual(shown.body.registration.amounts, []);
    assert.deepEqual(shown.body.registration.account, { ko: '', zh: '' });
    assert.deepEqual(shown.body.registration.submit, { ko: '', zh: '' });
  });

  const refused: [string, Record<string, unknown>, string, string][] = [
    [
      'a department for a track without departments',
      { amounts: [{ track: 'china_mba', department: 'ai_business', amount: 1 }] },
      'registration.amounts.0.department',
      '중국 MBA에는 학과를 고를 수 없습니다. 학과를 비워주세요.',
    ],
    [
      'the same track and department twice',
      {
        amounts: [
          { track: 'master', department: null, amount: 1 },
          { track: 'master', department: null, amount: 2 },
        ],
      },
      'registration.amounts.1.department',
      '같은 과정·학과의 등록금이 두 번 있습니다.',
    ],
    [
      'a negative amount',
      { amounts: [{ track: 'master', department: null, amount: -1 }] },
      'registration.amounts.0.amount',
      '등록금은 0원 이상이어야 합니다.',
    ],
    [
      'an amount in text',
      { amounts: [{ track: 'master', department: null, amount: '4850000' }] },
      'registration.amounts.0.amount',
      '등록금은 숫자(원)로 입력해주세요.',
    ],
    [
      'an unknown department',
      { amounts: [{ track: 'master', department: 'nope', amount: 1 }] },
      'registration.amounts.0.department',
      '목록에 있는 학과(전공)를 골라주세요.',
    ],
    [
      'an account that is not a text in both languages',
      { account: '신한은행' },
      'registration.account',
      '한국어(ko)와 중국어(zh) 내용을 함께 보내주세요.',
    ],
  ];
  for (const [what, over, field, message] of refused) {
    test(`refused in Korean: ${what}`, async () => {
      const before = await AdmissionRound.count();
      const res = await round(registration(over));
      assert.equal(res.status, 400, JSON.stringify(res.body));
      assert.equal(res.body.errors[field], message, JSON.stringify(res.body.errors));
      assert.equal(await AdmissionRound.count(), before, 'nothing written');
    });
  }
});
