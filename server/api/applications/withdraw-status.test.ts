// 지원 취소 gives no hint of a decision before the announcement: every status × (window open, window closed,
// announced), the whole look-up answer and the whole answer of the withdraw call compared across statuses. Until
// announceAt every application past its receipt steps (서류심사, 면접 and any result) answers exactly the same:
// 심사 중, 지원 취소 offered while the window is open and allowed, refused alike once it has closed.
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, test } from 'node:test';
import { AdmissionRound, Application, MailOutbox } from '../../../db/models/index.js';
import { STATUS_CODES, statusLabel, type StatusCode } from '../../../domain/application-status.js';
import { useClock } from '../../../domain/clock.js';
import { makeRound } from '../../test/rounds.js';
import { call, startTestApp, testNowMs, type TestApp } from '../../test/support.js';
import { defaultFiles, submitForm, useRound, validFields } from './fixtures.js';

const HOUR = 3_600_000;
const PASS = 'withdraw-pass-1';
const PAST_RECEIPT: readonly StatusCode[] = STATUS_CODES.filter(
  (s) => !['received', 'doc_check', 'withdrawn'].includes(s),
);
let app: TestApp;
let applyEndAt: number;
let announceAt: number;
const start = testNowMs();
const receipts = {} as Record<StatusCode, string>;

const freezeAt = (ms: number) => useClock({ now: () => new Date(ms) });
const lookup = (s: StatusCode) =>
  call(app, 'POST', '/api/applications/lookup', { body: { receiptNo: receipts[s], password: PASS, locale: 'ko' } });
const withdraw = (s: StatusCode) =>
  call(app, 'POST', '/api/applications/lookup/withdraw', {
    body: { receiptNo: receipts[s], password: PASS, locale: 'ko', reason: '개인 사정' },
  });
/** The answer without what names the applicant (each application has its own receipt number and name). */
const bare = ({ receiptNo: _r, name: _n, ...rest }: Record<string, unknown>) => rest;

before(async () => {
  freezeAt(start);
  app = await startTestApp({ rounds: false });
  const round = await makeRound({ applyEndAt: 24, announceAt: 72 });
  useRound(round.id);
  applyEndAt = new Date(round.applyEndAt).getTime();
  announceAt = new Date(round.announceAt).getTime();
  // The results are confirmed before the announcement, as the office does.
  await AdmissionRound.update({ resultsConfirmedAt: new Date(applyEndAt + HOUR) }, { where: { id: round.id } });
  for (const [i, s] of STATUS_CODES.entries()) {
    const res = await submitForm(
      app,
      validFields({
        name: `지원${'가나다라마바사아자차'[i]}`,
        email: `s${i}@example.com`,
        password: PASS,
        passwordConfirm: PASS,
      }),
      await defaultFiles(),
    );
    assert.equal(res.status, 201, JSON.stringify(res.body));
    receipts[s] = res.body.receiptNo;
    await Application.update({ status: s }, { where: { receiptNo: res.body.receiptNo } });
  }
});
after(() => app.close());
beforeEach(async () => {
  await app.sequelize.query('DELETE FROM rate_limits');
});

async function answers(fn: (s: StatusCode) => ReturnType<typeof lookup>) {
  const out = {} as Record<StatusCode, { status: number; body: Record<string, unknown> }>;
  for (const s of STATUS_CODES) {
    const res = await fn(s);
    out[s] = { status: res.status, body: bare(res.body) };
  }
  return out;
}

describe('지원 취소 before and after the announcement, every status', () => {
  test('window open: every status past the receipt steps answers the same 심사 중 with 지원 취소 offered', async () => {
    freezeAt(start);
    const all = await answers(lookup);
    const reference = all.doc_review;
    assert.equal(reference.status, 200);
    assert.deepEqual(
      [reference.body.status, reference.body.statusLabel, reference.body.canWithdraw, reference.body.announced],
      ['reviewing', '심사 중', true, false],
    );
    for (const s of PAST_RECEIPT) assert.deepEqual([s, all[s]], [s, reference], `${s} reads like 서류심사`);
    for (const s of ['received', 'doc_check'] as const)
      assert.deepEqual(
        [s, all[s]],
        [s, { status: 200, body: { ...reference.body, status: s, statusLabel: all[s].body.statusLabel } }],
      );
    assert.deepEqual([all.received.body.statusLabel, all.doc_check.body.statusLabel], ['접수', '서류확인']);
    assert.deepEqual(
      [all.withdrawn.body.status, all.withdrawn.body.canWithdraw],
      ['withdrawn', false],
      '지원 취소 reads as itself',
    );
  });

  test('window closed, before announceAt: every status alike, nothing offered, every withdraw refused alike', async () => {
    freezeAt(applyEndAt + 2 * HOUR);
    const all = await answers(lookup);
    const reference = all.received;
    assert.deepEqual([reference.status, reference.body.status, reference.body.canWithdraw], [200, 'reviewing', false]);
    for (const s of STATUS_CODES.filter((c) => c !== 'withdrawn')) assert.deepEqual([s, all[s]], [s, reference]);
    const refused = await answers(withdraw);
    const closed = {
      status: 409,
      body: { errorMessage: '접수 기간이 끝나 지원을 취소할 수 없습니다. 입학 담당으로 문의해주세요.' },
    };
    for (const s of STATUS_CODES.filter((c) => c !== 'withdrawn'))
      assert.deepEqual(
        [s, { status: refused[s].status, body: { errorMessage: refused[s].body.errorMessage } }],
        [s, closed],
      );
    assert.equal(refused.withdrawn.body.errorMessage, '이미 지원 취소된 지원서입니다.');
  });

  test('from announceAt: each status as it is, and 지원 취소 neither offered nor allowed', async () => {
    freezeAt(announceAt);
    const all = await answers(lookup);
    // After the announcement the answers differ by the result itself (its letter, its papers): what 지원 취소
    // reads is compared.
    for (const s of STATUS_CODES) {
      const { status, statusLabel: label, announced, canWithdraw } = all[s].body;
      assert.deepEqual(
        [s, all[s].status, { status, label, announced, canWithdraw }],
        [s, 200, { status: s, label: statusLabel(s), announced: true, canWithdraw: false }],
      );
    }
    const refused = await answers(withdraw);
    for (const s of STATUS_CODES.filter((c) => c !== 'withdrawn'))
      assert.deepEqual(
        [s, refused[s].status, refused[s].body.errorMessage],
        [s, 409, '접수 기간이 끝나 지원을 취소할 수 없습니다. 입학 담당으로 문의해주세요.'],
      );
  });

  test('window open: withdrawing answers the same for every status before the announcement, mail and all', async () => {
    freezeAt(start);
    await MailOutbox.destroy({ where: {} });
    const all = await answers(withdraw);
    const reference = all.received;
    assert.equal(reference.status, 200, JSON.stringify(reference.body));
    assert.deepEqual(
      [reference.body.status, reference.body.statusLabel, reference.body.canWithdraw],
      ['withdrawn', '지원 취소', false],
    );
    for (const s of STATUS_CODES.filter((c) => c !== 'withdrawn')) assert.deepEqual([s, all[s]], [s, reference]);
    assert.deepEqual(all.withdrawn, { status: 409, body: { errorMessage: '이미 지원 취소된 지원서입니다.' } });
    const mails = await MailOutbox.findAll({ where: { kind: 'application.withdrawn' } });
    assert.equal(mails.length, STATUS_CODES.length - 1, 'each withdrawal mailed, decided or not');
    const rows = await Application.findAll({ where: { receiptNo: Object.values(receipts) } });
    assert.deepEqual(
      rows.map((r) => r.status),
      rows.map(() => 'withdrawn'),
    );
  });
});
