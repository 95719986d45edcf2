// Round windows as the office sets them through /api/rounds: same-track windows may not overlap (different tracks
// or back-to-back windows may), two staff saving at once cannot both pass, the submit follows the window to the
// second in Seoul time (half-open: the end instant itself is closed), in Korean and Chinese, and a round with
// applications cannot be deleted.
import assert from 'node:assert/strict';
import { after, afterEach, before, beforeEach, describe, test } from 'node:test';
import { AdmissionRound } from '../../../db/models/index.js';
import { clockStartingAt, useClock } from '../../../domain/clock.js';
import { call, login, makeUser, startTestApp, testNowMs, type TestApp } from '../../test/support.js';
import { defaultFiles, submitForm, validFields } from '../applications/fixtures.js';

let app: TestApp;
let token: string;
before(async () => {
  app = await startTestApp({ rounds: false });
  token = (await login(app, await makeUser({ role: 'admissions' }))).token;
});
after(() => app.close());
beforeEach(async () => {
  // Each test sets its own rounds (and the applications naming them go with them).
  await app.sequelize.query('TRUNCATE admission_rounds, applications CASCADE');
});

const round = (over: Record<string, unknown> = {}) => ({
  name: '2027학년도 전기 신입생 모집',
  term: '2027-1',
  applyStartAt: '2027-01-04T00:00:00+09:00',
  applyEndAt: '2027-01-08T23:59:59+09:00',
  announceAt: '2027-01-20T10:00:00+09:00',
  ...over,
});
const post = (body: unknown) => call(app, 'POST', '/api/rounds', { token, body });
const masterOnly = [{ track: 'master', departments: [{ slug: 'small_business', quota: 20 }], quota: null }];
const chinaOnly = [{ track: 'china_mba', departments: [], quota: 30 }];

describe('overlapping windows', () => {
  test('a second round of the same track whose window overlaps is refused, naming the other round', async () => {
    assert.equal((await post(round())).status, 201);
    const res = await post(
      round({
        name: '2027학년도 전기 추가 모집',
        applyStartAt: '2027-01-08T12:00:00+09:00',
        applyEndAt: '2027-01-15T17:00:00+09:00',
      }),
    );
    assert.equal(res.status, 400);
    assert.match(
      res.body.errorMessage,
      /'2027학년도 전기 신입생 모집'\(2027\.01\.04 00:00 ~ 2027\.01\.08 23:59\)과 겹칩니다/,
    );
    assert.match(res.body.errorMessage, /석사과정, 중국 MBA/);
    assert.ok(res.body.errors.applyStartAt);
    assert.equal(await AdmissionRound.count(), 1);
  });

  test('different tracks may overlap, and back-to-back windows of one track are fine (the end is exclusive)', async () => {
    assert.equal((await post(round({ tracks: masterOnly }))).status, 201);
    const china = await post(round({ name: '2027 중국 MBA 모집', tracks: chinaOnly }));
    assert.equal(china.status, 201, JSON.stringify(china.body));
    const next = await post(
      round({
        name: '2027학년도 전기 추가 모집',
        tracks: masterOnly,
        applyStartAt: '2027-01-08T23:59:59+09:00',
        applyEndAt: '2027-01-15T17:00:00+09:00',
        announceAt: '2027-01-20T10:00:00+09:00',
      }),
    );
    assert.equal(next.status, 201, JSON.stringify(next.body));
    // Moving the China MBA round onto the master's tracks through PUT is judged like a new one.
    const widened = await call(app, 'PUT', `/api/rounds/${china.body.id}`, {
      token,
      body: { tracks: [...chinaOnly, ...masterOnly] },
    });
    assert.equal(widened.status, 400);
    assert.match(widened.body.errorMessage, /겹칩니다 \(석사과정\)/);
  });

  test('two staff saving overlapping rounds at the same moment: exactly one is kept', async () => {
    const answers = await Promise.all(
      ['가', '나', '다', '라'].map((n) => post(round({ name: `동시 저장 ${n}`, tracks: masterOnly }))),
    );
    assert.deepEqual(answers.map((a) => a.status).sort(), [201, 400, 400, 400]);
    assert.equal(await AdmissionRound.count(), 1);
  });
});

describe('the submit follows the window in Seoul time', () => {
  // A stopped clock (a submit takes longer than the millisecond the edges are about); afterwards the test clock
  // runs on from where it was, so the staff login stays valid.
  const offset = testNowMs() - Date.now();
  const frozenAt = (iso: string) => useClock({ now: () => new Date(iso) });
  afterEach(() => useClock(clockStartingAt(new Date(Date.now() + offset))));

  async function submit(roundId: number, over: Record<string, string | undefined> = {}) {
    await app.sequelize.query('DELETE FROM rate_limits');
    const china = over.track === 'china_mba';
    return submitForm(
      app,
      validFields({ roundId: String(roundId), ...over }),
      await defaultFiles(china ? 'china_mba' : 'master'),
    );
  }

  test('ending 2027-01-08T23:59:59+09:00: accepted at 23:59:58, refused at 23:59:59 exactly', async () => {
    const { id } = (await post(round())).body as { id: number };
    frozenAt('2027-01-08T23:59:58+09:00');
    const last = await submit(id);
    assert.equal(last.status, 201, JSON.stringify(last.body));
    frozenAt('2027-01-08T23:59:59.000+09:00');
    const late = await submit(id);
    assert.equal(late.status, 400);
    assert.equal(
      late.body.errors.roundId,
      '지금은 원서 접수 기간이 아닙니다. 작성하신 내용은 이 기기에 임시 저장되어 있습니다.',
    );
  });

  test('starting 00:00:00+09:00: refused at 23:59:59.999 the day before, accepted at 00:00:00', async () => {
    const { id } = (await post(round())).body as { id: number };
    frozenAt('2027-01-03T23:59:59.999+09:00');
    const early = await submit(id);
    assert.equal(early.status, 400);
    assert.match(early.body.errorMessage, /접수 기간이 아닙니다/);
    frozenAt('2027-01-04T00:00:00+09:00');
    const first = await submit(id);
    assert.equal(first.status, 201, JSON.stringify(first.body));
  });

  test('before and after the window the China MBA form is refused in Chinese, the master form in Korean', async () => {
    const { id } = (await post(round())).body as { id: number };
    const zh = {
      locale: 'zh-Hans',
      track: 'china_mba',
      department: undefined,
      name: '张伟',
      nameEn: 'ZHANG WEI',
      nationality: '中国',
      mobile: '+86 138 0013 8000',
      topikLevel: '4',
    };
    for (const at of ['2026-12-20T09:00:00+09:00', '2027-01-09T09:00:00+09:00']) {
      frozenAt(at);
      const china = await submit(id, zh);
      assert.equal(china.status, 400, at);
      assert.match(china.body.errorMessage, /目前不在报名期间/);
      const master = await submit(id);
      assert.equal(master.status, 400, at);
      assert.match(master.body.errorMessage, /지금은 원서 접수 기간이 아닙니다/);
    }
    frozenAt('2027-01-06T09:00:00+09:00');
    const open = await submit(id, zh);
    assert.equal(open.status, 201, JSON.stringify(open.body));
  });
});

describe('DELETE /api/rounds/:id', () => {
  test('a round with applications is refused in Korean (409); one without is deleted', async () => {
    const around = (h: number) => new Date(testNowMs() + h * 3600_000).toISOString();
    const open = await post(round({ applyStartAt: around(-1), applyEndAt: around(24), announceAt: around(48) }));
    assert.equal(open.status, 201, JSON.stringify(open.body));
    await app.sequelize.query('DELETE FROM rate_limits');
    const sent = await submitForm(app, validFields({ roundId: String(open.body.id) }), await defaultFiles());
    assert.equal(sent.status, 201, JSON.stringify(sent.body));
    const refused = await call(app, 'DELETE', `/api/rounds/${open.body.id}`, { token });
    assert.equal(refused.status, 409);
    assert.match(refused.body.errorMessage, /접수된 원서가 1건 있어 삭제할 수 없습니다/);
    assert.ok(await AdmissionRound.findByPk(open.body.id));
    const empty = await post(
      round({ name: '빈 모집', applyStartAt: around(100), applyEndAt: around(200), announceAt: around(300) }),
    );
    const gone = await call(app, 'DELETE', `/api/rounds/${empty.body.id}`, { token });
    assert.equal(gone.status, 200);
    assert.equal(gone.body.name, '빈 모집');
    assert.equal(await AdmissionRound.findByPk(empty.body.id), null);
    assert.equal((await call(app, 'DELETE', `/api/rounds/${empty.body.id}`, { token })).status, 404);
  });
});
