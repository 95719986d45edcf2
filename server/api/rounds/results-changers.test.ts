// 결과 확정 means two people: everyone who changed any result since the last confirmation (not only the last to
// change one) confirms only alone, and a 최고관리자 only with a reason; a confirmation empties that list. Moving
// announceAt earlier after a confirmation asks for it again (later does not), and the audit log says so.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { QueryTypes } from 'sequelize';
import { Application } from '../../../db/models/index.js';
import { settleAuditWrites } from '../../audit/middleware.js';
import { makeRound } from '../../test/rounds.js';
import { call, login, makeUser, startTestApp, type TestApp, type TestUser } from '../../test/support.js';
import { defaultFiles, submitForm, useRound, validFields } from '../applications/fixtures.js';
import { CHANGER_MAY_NOT_CONFIRM } from '../../rounds/results.js';

const HOUR = 3_600_000;
let app: TestApp;
let roundId: number;
const ids: number[] = [];
const people: Record<'a' | 'b' | 'c' | 'chief', TestUser> = {} as never;
const token = async (who: keyof typeof people) => (await login(app, people[who])).token;
const confirm = async (who: keyof typeof people, body: object = {}) =>
  call(app, 'POST', `/api/rounds/${roundId}/results/confirm`, { token: await token(who), body });
const state = async (who: keyof typeof people) =>
  (await call(app, 'GET', `/api/rounds/${roundId}/results`, { token: await token(who) })).body;
const setStatus = async (who: keyof typeof people, i: number, status: string) => {
  const res = await call(app, 'POST', `/api/applications/${ids[i]}/status`, {
    token: await token(who),
    body: { status },
  });
  assert.equal(res.status, 200, JSON.stringify(res.body));
};
const moveAnnounce = async (hours: number) => {
  const t = await token('c');
  const current = (await call(app, 'GET', `/api/rounds/${roundId}`, { token: t })).body;
  const announceAt = new Date(new Date(current.announceAt).getTime() + hours * HOUR).toISOString();
  const res = await call(app, 'PUT', `/api/rounds/${roundId}`, { token: t, body: { ...current, announceAt } });
  assert.equal(res.status, 200, JSON.stringify(res.body));
  return res.body;
};

before(async () => {
  app = await startTestApp({ rounds: false });
  const round = await makeRound({ name: '2027학년도 전기 두 사람 확정', applyEndAt: 24, announceAt: 72 });
  app.events.changedHere('rounds');
  roundId = round.id;
  useRound(round.id);
  for (const i of [0, 1, 2]) {
    const r = await submitForm(app, validFields({ email: `two${i}@example.com` }), await defaultFiles());
    assert.equal(r.status, 201, JSON.stringify(r.body));
    ids.push((await Application.findOne({ where: { receiptNo: r.body.receiptNo } }))!.id);
  }
  for (const who of ['a', 'b', 'c'] as const) {
    people[who] = await makeUser({ role: 'admissions' });
    await people[who].user.update({ name: `담당${who}` });
  }
  people.chief = await makeUser({ role: 'superadmin' });
});
after(() => app.close());

describe('two people means two people', () => {
  test('A sets every result, B changes one: neither confirms, the state names both, C confirms', async () => {
    for (const [i, s] of ['accepted', 'rejected', 'waitlisted'].entries()) await setStatus('a', i, s);
    await setStatus('b', 1, 'accepted');
    const refused = await confirm('a');
    assert.deepEqual([refused.status, refused.body.errorMessage], [409, CHANGER_MAY_NOT_CONFIRM]);
    assert.equal((await confirm('b')).status, 409, 'the last to change one neither');
    const mine = await state('a');
    assert.deepEqual(
      { canConfirm: mine.canConfirm, reasonRequired: mine.reasonRequired, changedByName: mine.changedByName },
      { canConfirm: false, reasonRequired: false, changedByName: '담당b' },
    );
    assert.deepEqual(mine.changers, [
      { id: people.a.user.id, name: '담당a' },
      { id: people.b.user.id, name: '담당b' },
    ]);
    assert.equal((await state('c')).canConfirm, true);
    const ok = await confirm('c');
    assert.equal(ok.status, 200, JSON.stringify(ok.body));
    assert.deepEqual([ok.body.confirmedByName, ok.body.changers], ['담당c', []]);
  });

  test('a 최고관리자 who changed any result, not the last, confirms alone only with a reason', async () => {
    // The change withdraws C's confirmation (before announceAt); A changes one after the 최고관리자.
    await setStatus('chief', 2, 'rejected');
    await setStatus('a', 2, 'waitlisted');
    const chief = await state('chief');
    assert.deepEqual([chief.confirmedAt, chief.canConfirm, chief.reasonRequired], [null, true, true]);
    const bare = await confirm('chief');
    assert.equal(bare.status, 409);
    assert.equal(
      bare.body.errorMessage,
      '지난 확정 뒤 결과를 바꾼 담당자가 확정하려면 혼자 확정하는 사유를 적어주세요.',
    );
    const ok = await confirm('chief', { reason: '위원회 회의록으로 확인함' });
    assert.equal(ok.status, 200, JSON.stringify(ok.body));
    assert.equal(ok.body.confirmReason, '위원회 회의록으로 확인함');
  });

  test('announceAt moved later keeps the confirmation; moved earlier asks for it again, in the audit log', async () => {
    const later = await moveAnnounce(24);
    assert.ok(later.resultsConfirmedAt, 'later: still confirmed');
    const earlier = await moveAnnounce(-30);
    assert.equal(earlier.resultsConfirmedAt, null);
    const s = await state('c');
    assert.deepEqual([s.confirmedAt, s.confirmedBy, s.confirmReason, s.canConfirm], [null, null, null, true]);
    await settleAuditWrites();
    const entries = await app.sequelize.query<{ fields: string[] }>(
      `SELECT changed_fields AS fields FROM audit_logs WHERE action = 'rounds.results.withdraw' AND record_id = $id ORDER BY id DESC`,
      { type: QueryTypes.SELECT, bind: { id: String(roundId) } },
    );
    assert.deepEqual(entries[0]?.fields, ['announceAt']);
    // No result changed since the 최고관리자's confirmation: anyone with the grant confirms again, A included.
    assert.deepEqual(s.changers, []);
    const again = await confirm('a');
    assert.equal(again.status, 200, JSON.stringify(again.body));
    assert.equal(again.body.confirmReason, null);
  });
});
