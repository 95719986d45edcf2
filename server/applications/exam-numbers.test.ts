// 수험번호 for everyone who needs one, against a real PostgreSQL: 등록 and the hand-off export give a number at their
// first use, before the window closes; when the window closes the job numbers every other application of the round
// once (a withdrawn one gets none), two runs at once hand out no number twice, and the hand-off file names every
// registrant by a number.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { Application } from '../../db/models/index.js';
import { useClock } from '../../domain/clock.js';
import { defaultFiles, submitForm, useRound, validFields } from '../api/applications/fixtures.js';
import { makeRound } from '../test/rounds.js';
import { adminToken, call, startTestApp, testNowMs, type TestApp } from '../test/support.js';
import { numberClosedRounds, startExamNumbering } from './exam-numbers.js';

const HOUR = 3_600_000;
const start = testNowMs();
let app: TestApp;
let token: string;
let roundId: number;
const ids: number[] = [];

const freezeAt = (ms: number) => useClock({ now: () => new Date(ms) });
const numbers = async () =>
  (await Application.findAll({ where: { roundId }, order: [['id', 'ASC']] })).map((a) => a.examNo);

before(async () => {
  freezeAt(start);
  app = await startTestApp({ rounds: false });
  token = await adminToken(app);
  const round = await makeRound({ applyEndAt: 24, announceAt: 48 });
  roundId = round.id;
  useRound(roundId);
  for (let i = 0; i < 6; i++) {
    const res = await submitForm(
      app,
      validFields({ name: `수험${'가나다라마바'[i]}`, email: `exam${i}@example.com` }),
      await defaultFiles(),
    );
    assert.equal(res.status, 201, JSON.stringify(res.body));
    ids.push(res.body.id ?? (await Application.findOne({ where: { email: `exam${i}@example.com` } }))!.id);
  }
});
after(() => app.close());

describe('수험번호 at the first use or when the window closes', () => {
  test('before the window closes nobody has a number; 등록 gives one at once', async () => {
    assert.deepEqual(await numbers(), [null, null, null, null, null, null]);
    await Application.update({ status: 'accepted' }, { where: { id: ids[2] } });
    const res = await call(app, 'PUT', `/api/applications/${ids[2]}/registration`, {
      token,
      body: { registered: true, amount: 4_850_000, paidAt: '2026-12-01' },
    });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    const year = new Date(start).getUTCFullYear() + 1;
    assert.deepEqual(await numbers(), [null, null, `${year}-1-M-0001`, null, null, null]);
  });

  test('the window closes: the job numbers the rest once, skipping the withdrawn, never twice', async () => {
    await Application.update({ status: 'withdrawn' }, { where: { id: ids[5] } });
    freezeAt(start + 25 * HOUR);
    const [one, two] = await Promise.all([numberClosedRounds(app.sequelize), numberClosedRounds(app.sequelize)]);
    assert.equal(one + two, 4);
    const year = new Date(start).getUTCFullYear() + 1;
    assert.deepEqual(await numbers(), [
      `${year}-1-M-0002`,
      `${year}-1-M-0003`,
      `${year}-1-M-0001`,
      `${year}-1-M-0004`,
      `${year}-1-M-0005`,
      null,
    ]);
    assert.equal(await numberClosedRounds(app.sequelize), 0);
  });

  test('the job as serve.ts starts it numbers an application that came in after the close', async () => {
    const late = await Application.findByPk(ids[0]);
    const copy = await Application.create({
      ...late!.get(),
      id: undefined,
      receiptNo: `${late!.receiptNo}-L`,
      idempotencyKey: crypto.randomUUID(),
      examNo: null,
      email: 'late@example.com',
      lookupHash: 'not-a-real-hash',
    } as never);
    const job = startExamNumbering({ sequelize: app.sequelize, events: app.events });
    try {
      for (let i = 0; i < 50 && !(await copy.reload()).examNo; i++) await new Promise((r) => setTimeout(r, 100));
    } finally {
      await job.stop();
    }
    assert.equal(copy.examNo, `${new Date(start).getUTCFullYear() + 1}-1-M-0006`);
  });

  test('the hand-off export gives a number to a registrant who had none', async () => {
    token = await adminToken(app);
    const other = await makeRound({ applyEndAt: 24 * 30, announceAt: 24 * 31, name: '후기 모집' });
    const model = (await Application.findByPk(ids[0]))!.get();
    await Application.create({
      ...model,
      id: undefined,
      roundId: other.id,
      receiptNo: `${model.receiptNo}-H`,
      idempotencyKey: crypto.randomUUID(),
      examNo: null,
      email: 'handoff@example.com',
      lookupHash: 'not-a-real-hash',
      status: 'registered',
      registrationAmount: 4_850_000,
      registrationPaidAt: '2026-12-01',
    } as never);
    const csv = await fetch(`${app.baseUrl}/api/rounds/${other.id}/registration/export`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ format: 'csv', reason: '학적 시스템 등록자 연계' }),
    });
    assert.equal(csv.status, 200);
    const lines = (await csv.text()).trim().split('\r\n');
    assert.equal(lines.length, 2);
    const a = await Application.findOne({ where: { email: 'handoff@example.com' } });
    assert.ok(a?.examNo, 'numbered');
    assert.ok(lines[1]!.includes(a.examNo), lines[1]);
  });
});
