// The dashboard's round cards: the open round (and the latest closed one not yet announced) with its applications
// by status (입학 담당 and 최고관리자 only: results are among them) and by department against the quota, 입금 확인 and
// complete documents; counts only for every role.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { AdmissionRound, Application, ApplicationDocument } from '../../../db/models/index.js';
import { call, login, makeUser, startTestApp, type TestApp } from '../../test/support.js';
import { makeRound } from '../../test/rounds.js';
import type { Round } from '../../../domain/rounds.js';
import { defaultFiles, submitForm, useRound, validFields } from '../applications/fixtures.js';

let app: TestApp;
let admissions: string;
let content: string;
let open: Round;
let waiting: Round;
let decided: number;
const names: string[] = [];

async function apply(round: Round, department: string, name: string): Promise<number> {
  useRound(round.id);
  const res = await submitForm(app, validFields({ department, name }), await defaultFiles());
  assert.equal(res.status, 201, JSON.stringify(res.body));
  names.push(name);
  return (await Application.findOne({ where: { receiptNo: res.body.receiptNo } }))!.id;
}

before(async () => {
  app = await startTestApp({ rounds: false });
  open = await makeRound({
    name: '2027학년도 전기 1차 모집',
    tracks: [
      {
        track: 'master',
        departments: [
          { slug: 'ai_business', quota: 3 },
          { slug: 'small_business', quota: 10 },
          { slug: 'startup_business', quota: null },
        ],
        quota: null,
      },
    ],
    fee: { amount: 60_000, howToPay: { ko: '농협 123-45', zh: '' }, deadline: null },
  });
  admissions = (await login(app, await makeUser({ role: 'admissions', otp: true }))).token;
  content = (await login(app, await makeUser({ role: 'content' }))).token;
  const a = await apply(open, 'ai_business', '김민준');
  decided = await apply(open, 'ai_business', '이서연');
  const c = await apply(open, 'ai_business', '박지호');
  await apply(open, 'ai_business', '최유진');
  const d = await apply(open, 'small_business', '정하늘');
  await call(app, 'POST', '/api/applications/bulk-fee', { token: admissions, body: { ids: [a, d], paid: true } });
  await call(app, 'POST', `/api/applications/${c}/status`, { token: admissions, body: { status: 'doc_check' } });
  // One applicant's transcript went missing (a document removed by staff): that application is incomplete.
  await ApplicationDocument.destroy({ where: { applicationId: d, kind: 'transcript' } });
  // A round that closed yesterday with results next week, and one long announced: only the first is shown.
  waiting = await makeRound({
    name: '2026학년도 후기 2차 모집',
    term: '2026-2',
    applyStartAt: -24 * 40,
    applyEndAt: -24,
    announceAt: 24 * 7,
    tracks: [{ track: 'china_mba', departments: [], quota: 15 }],
  });
  const announced = await makeRound({
    name: '2026학년도 전기 모집',
    term: '2026-1',
    applyStartAt: -24 * 200,
    applyEndAt: -24 * 150,
    announceAt: -24 * 120,
  });
  // Its results were confirmed (결과 확정) before they came out.
  await AdmissionRound.update({ resultsConfirmedAt: new Date(announced.announceAt) }, { where: { id: announced.id } });
});
after(() => app.close());

describe('dashboard: rounds', () => {
  test('the open round: by status, by department against the quota, 입금 확인 and documents', async () => {
    const res = await call(app, 'GET', '/api/dashboard', { token: admissions });
    assert.equal(res.status, 200);
    assert.deepEqual(
      res.body.rounds.map((r: { name: string; state: string }) => [r.name, r.state]),
      [
        ['2027학년도 전기 1차 모집', 'open'],
        ['2026학년도 후기 2차 모집', 'closed'],
      ],
    );
    const r = res.body.rounds.find((x: { id: number }) => x.id === open.id);
    assert.equal(r.total, 5);
    assert.deepEqual(
      { received: r.byStatus.received, doc_check: r.byStatus.doc_check, accepted: r.byStatus.accepted },
      { received: 4, doc_check: 1, accepted: 0 },
    );
    // In the site's order of departments (창업, 중소기업, …, AI).
    assert.deepEqual(r.quota, [
      { key: 'startup_business', label: '창업경영학과', quota: null, applied: 0 },
      { key: 'small_business', label: '중소기업경영학과', quota: 10, applied: 1 },
      { key: 'ai_business', label: 'AI비즈니스학과', quota: 3, applied: 4 },
    ]);
    assert.equal(r.quotaTotal, 13);
    assert.equal(r.feeAsked, true);
    assert.equal(r.feePaid, 2);
    assert.equal(r.documentsComplete, 4);
    assert.equal(r.documentsMissing, 1);
    const w = res.body.rounds.find((x: { id: number }) => x.id === waiting.id);
    assert.equal(w.total, 0);
    assert.deepEqual(w.quota, [{ key: 'china_mba', label: '중국 MBA', quota: 15, applied: 0 }]);
  });

  test('홍보·콘텐츠 담당 gets the same counts but none by status (no result counts), and not one applicant value', async () => {
    // A decision made before the announcement: only 입학 담당 and 최고관리자 may count it.
    await call(app, 'POST', `/api/applications/${decided}/status`, { token: admissions, body: { status: 'rejected' } });
    const res = await call(app, 'GET', '/api/dashboard', { token: content });
    assert.equal(res.status, 200);
    const mine = await call(app, 'GET', '/api/dashboard', { token: admissions });
    assert.equal(mine.body.rounds.find((x: { id: number }) => x.id === open.id).byStatus.rejected, 1);
    for (const r of res.body.rounds) assert.equal(r.byStatus, null);
    assert.deepEqual(
      res.body.rounds,
      mine.body.rounds.map((r: Record<string, unknown>) => ({ ...r, byStatus: null })),
    );
    assert.doesNotMatch(JSON.stringify(res.body), /rejected|accepted|waitlisted/);
    const text = JSON.stringify(res.body);
    for (const n of names) assert.ok(!text.includes(n), `${n} leaked`);
  });
});
