// 등록 in bulk against a real PostgreSQL and a real SMTP server: a bank statement's 등록금 deposits become a proposal
// each (by name and the applicant's own 등록금, a near name flagged for staff, two deposits under one shared name
// left for staff to pair), a bad row is named in Korean, the confirmation registers every pair in one transaction
// (or none) and each applicant gets the 등록 확인 mail in their language; a selection is registered with the round's
// amounts; a recorded 등록포기 and a lapsed 추가합격 mail the applicant (Korean, Chinese).
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { Application, MailOutbox } from '../../../db/models/index.js';
import { useClock } from '../../../domain/clock.js';
import { lapseDueOffers } from '../../applications/offer-lapse.js';
import { startMailWorker, type MailWorker } from '../../mail/worker.js';
import { APPLICATION_ROW_REST, makeRound } from '../../test/rounds.js';
import { startTestSmtp, type TestSmtp } from '../../test/smtp.js';
import { call, login, makeUser, startTestApp, testNowMs, type TestApp } from '../../test/support.js';

const HOUR = 3_600_000;
const start = testNowMs();
let app: TestApp;
let smtp: TestSmtp;
let worker: MailWorker;
let token: string;
let roundId: number;
const ids: Record<string, number> = {};

async function accepted(key: string, name: string, zh = false, over: Record<string, unknown> = {}) {
  const a = await Application.create({
    receiptNo: `2096-1-${String(Object.keys(ids).length + 1).padStart(4, '0')}`,
    idempotencyKey: randomUUID(),
    locale: zh ? 'zh-Hans' : 'ko',
    term: '2096-1',
    roundId,
    track: zh ? 'china_mba' : 'master',
    department: zh ? null : 'small_business',
    status: 'accepted',
    name,
    nameEn: 'TEST',
    birthDate: '1990-01-01',
    gender: 'M',
    nationality: zh ? '中国' : '대한민국',
    mobile: '010-1234-5678',
    email: `${key}@example.com`,
    ...APPLICATION_ROW_REST,
    ...over,
  } as never);
  ids[key] = a.id;
}

async function inbox() {
  while (await MailOutbox.count({ where: { status: 'pending' } })) await worker.runOnce();
  const got = smtp.delivered.map((d) => ({
    to: d.envelopeTo.join(','),
    subject: d.mail.subject ?? '',
    text: d.mail.text ?? '',
  }));
  smtp.delivered.length = 0;
  return got;
}

async function upload(csv: string) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(Buffer.from('\uFEFF' + csv))]), '거래내역.csv');
  const res = await fetch(`${app.baseUrl}/api/rounds/${roundId}/registration/matches`, {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${token}` },
  });
  return { status: res.status, body: (await res.json()) as Record<string, any> };
}

before(async () => {
  useClock({ now: () => new Date(start) });
  app = await startTestApp({ rounds: false });
  smtp = await startTestSmtp();
  worker = startMailWorker({ sequelize: app.sequelize, smtpUrl: smtp.url, from: 'admission@school.example.ac.kr' });
  const round = await makeRound({
    name: '2096학년도 일괄 등록 시험',
    applyStartAt: -24 * 30,
    applyEndAt: -24 * 20,
    announceAt: -24,
    registration: {
      startAt: new Date(start - HOUR).toISOString(),
      endAt: new Date(start + 96 * HOUR).toISOString(),
      place: { ko: '', zh: '' },
      note: { ko: '', zh: '' },
      amounts: [
        { track: 'master', department: null, amount: 4_850_000 },
        { track: 'china_mba', department: null, amount: 6_200_000 },
      ],
      account: { ko: '신한은행 100-035-654321', zh: '新韩银行 100-035-654321' },
      submit: { ko: '', zh: '' },
    },
  });
  roundId = round.id;
  token = (await login(app, await makeUser({ role: 'admissions' }))).token;
  await accepted('ga', '가등록');
  await accepted('lee1', '이도윤');
  await accepted('lee2', '이도윤');
  await accepted('park', '박서준');
  await accepted('wang', '王伟', true);
  await accepted('choi', '최선택');
  await accepted('han', '한미등', false, { track: 'master', department: 'ai_business' });
});
after(async () => {
  await worker.stop();
  await smtp.close();
  await app.close();
});

describe('등록 in bulk', () => {
  test('a statement: a proposal per deposit, a near name flagged, a shared name left to pair, a bad row named', async () => {
    const res = await upload(
      [
        '거래일시,입금자명,입금액',
        '2026-12-10 10:00,가등록,4850000',
        '2026-12-10 10:05,이도윤,4850000',
        '2026-12-10 10:06,이도윤,4850000',
        '2026-12-10 10:10,박서중,4850000',
        '2026-12-10 11:00,王伟,6200000',
        '2026-12-10 11:30,최선택,삼백만원',
      ].join('\r\n'),
    );
    assert.equal(res.status, 200, JSON.stringify(res.body));
    const proposals = res.body.proposals.map((p: any) => [p.line, p.name, p.kind, p.amount]);
    assert.deepEqual(proposals, [
      [2, '가등록', 'name', 4_850_000],
      [5, '박서준', 'fuzzy', 4_850_000],
      [6, '王伟', 'name', 6_200_000],
    ]);
    assert.deepEqual(
      res.body.unmatched.map((u: any) => [u.line, u.reason]),
      [
        [3, '같은 이름의 미입금 지원자가 2명입니다.'],
        [4, '같은 이름의 미입금 지원자가 2명입니다.'],
      ],
    );
    assert.deepEqual(
      res.body.problems.map((p: any) => p.message),
      ["7행: 입금액 '삼백만원'을(를) 금액으로 읽을 수 없습니다."],
    );
    assert.equal(await Application.count({ where: { status: 'registered' } }), 0, 'the preview writes nothing');
  });

  test('one confirmation registers every pair (the two 이도윤 paired by staff) and mails each', async () => {
    const pair = (key: string, line: number, amount: number, depositor: string) => ({
      applicationId: ids[key],
      amount,
      depositor,
      paidOn: '2026-12-10',
      line,
    });
    const bad = await call(app, 'POST', `/api/rounds/${roundId}/registration/matches/confirm`, {
      token,
      body: { pairs: [pair('ga', 2, 4_850_000, '가등록'), pair('ga', 3, 4_850_000, '가등록')] },
    });
    assert.equal(bad.status, 400);
    assert.equal(bad.body.errorMessage, '같은 지원서가 두 번 선택되었습니다. 하나만 남겨주세요.');
    const res = await call(app, 'POST', `/api/rounds/${roundId}/registration/matches/confirm`, {
      token,
      body: {
        pairs: [
          pair('ga', 2, 4_850_000, '가등록'),
          pair('lee1', 3, 4_850_000, '이도윤'),
          pair('lee2', 4, 4_850_000, '이도윤'),
          pair('wang', 6, 6_200_000, '王伟'),
        ],
      },
    });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.equal(res.body.registered, 4);
    const wang = (await Application.findByPk(ids.wang))!;
    assert.deepEqual(
      [wang.status, wang.registrationAmount, wang.registrationPaidAt],
      ['registered', 6_200_000, '2026-12-10'],
    );
    assert.ok(wang.examNo, '등록 gives the 수험번호');
    const mails = await inbox();
    assert.deepEqual(mails.map((m) => m.to).sort(), [
      'ga@example.com',
      'lee1@example.com',
      'lee2@example.com',
      'wang@example.com',
    ]);
    const zh = mails.find((m) => m.to === 'wang@example.com')!;
    assert.ok(zh.text.includes('缴费金额：6,200,000韩元'), zh.text);
    assert.ok(zh.text.includes('缴费日期：2026-12-10'));
  });

  test('a selection is registered with the round’s amounts; an applicant already registered refuses all', async () => {
    const refused = await call(app, 'POST', `/api/rounds/${roundId}/registration/bulk`, {
      token,
      body: { ids: [ids.choi, ids.ga], paidAt: '2026-12-11' },
    });
    assert.equal(refused.status, 409);
    assert.match(refused.body.errorMessage, /가등록님은 등록할 수 있는 합격 상태가 아닙니다/);
    assert.equal((await Application.findByPk(ids.choi))!.status, 'accepted', 'nothing written');
    const res = await call(app, 'POST', `/api/rounds/${roundId}/registration/bulk`, {
      token,
      body: { ids: [ids.choi, ids.han], paidAt: '2026-12-11' },
    });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    const choi = (await Application.findByPk(ids.choi))!;
    assert.deepEqual(
      [choi.status, choi.registrationAmount, choi.registrationPaidAt],
      ['registered', 4_850_000, '2026-12-11'],
    );
    const mails = await inbox();
    assert.equal(mails.length, 2);
    assert.ok(mails.find((m) => m.to === 'choi@example.com')!.text.includes('4,850,000'));
  });

  test('the application list registers its selection with the round’s amount', async () => {
    await accepted('kim', '김목록');
    const none = await call(app, 'POST', '/api/applications/bulk-registration', {
      token,
      body: { ids: [ids.kim], paidAt: '12월 11일' },
    });
    assert.equal(none.status, 400);
    assert.equal(none.body.errors.paidAt, '납부일을 YYYY-MM-DD로 입력해주세요.');
    const res = await call(app, 'POST', '/api/applications/bulk-registration', {
      token,
      body: { ids: [ids.kim], paidAt: '2026-12-11' },
    });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.equal(res.body.registered, 1);
    const kim = (await Application.findByPk(ids.kim))!;
    assert.deepEqual([kim.status, kim.registrationAmount], ['registered', 4_850_000]);
    const [mail] = await inbox();
    assert.equal(mail!.to, 'kim@example.com');
  });

  test('a 등록포기 recorded by staff mails the applicant with the reason', async () => {
    const res = await call(app, 'POST', `/api/applications/${ids.park}/decline`, {
      token,
      body: { reason: '타 대학원 진학' },
    });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    const [mail, ...rest] = await inbox();
    assert.equal(rest.length, 0);
    assert.equal(mail!.to, 'park@example.com');
    assert.match(mail!.subject, /등록포기가 처리되었습니다/);
    assert.ok(mail!.text.includes('사유: 타 대학원 진학'), mail!.text);
  });

  test('a lapsed 추가합격 mails the applicant in Chinese', async () => {
    await accepted('zhao', '赵敏', true, {
      additional: true,
      offeredAt: new Date(start - 48 * HOUR),
      offerRespondBy: new Date(start + HOUR),
    });
    useClock({ now: () => new Date(start + 2 * HOUR) });
    assert.equal(await lapseDueOffers(app.sequelize, roundId, 'https://gsb.example.ac.kr'), 1);
    const [mail] = await inbox();
    assert.equal(mail!.to, 'zhao@example.com');
    assert.match(mail!.subject, /追加录取注册期限已过/);
    assert.ok(mail!.text.includes('已按放弃注册（未回复）处理'), mail!.text);
  });
});
