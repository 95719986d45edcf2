// /api/rounds: the office's admission rounds. Required fields and offsets, Korean errors per field (nested ones
// too), defaults of the particulars, the list's filters and state, partial PUT, hostile input (never a 500), who
// recorded the change, and a write turning over what the public /receipt page shows.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { AdmissionRound } from '../../../db/models/index.js';
import { defaultDetails } from '../../../domain/rounds.js';
import { call, login, makeUser, startTestApp, testNowMs, type TestApp } from '../../test/support.js';

let app: TestApp;
let token: string;
let staffId: number;
before(async () => {
  app = await startTestApp({ rounds: false });
  const staff = await makeUser({ role: 'admissions' });
  staffId = staff.user.id;
  token = (await login(app, staff)).token;
});
after(() => app.close());

const valid = (over: Record<string, unknown> = {}) => ({
  name: '2031학년도 전기 신입생 모집',
  term: '2031-1',
  applyStartAt: '2030-10-01T09:00:00+09:00',
  applyEndAt: '2030-11-13T17:00:00+09:00',
  announceAt: '2030-12-05T10:00:00+09:00',
  ...over,
});
/** An instant `h` hours from the test clock (the app's now). */
const around = (h: number) => new Date(testNowMs() + h * 3600_000).toISOString();
const post = (body: unknown) => call(app, 'POST', '/api/rounds', { token, body });
const put = (id: number, body: unknown) => call(app, 'PUT', `/api/rounds/${id}`, { token, body });

describe('POST /api/rounds', () => {
  test('a round with only the required fields gets the default particulars and records who made it', async () => {
    const res = await post(valid());
    assert.equal(res.status, 201, JSON.stringify(res.body));
    assert.equal(res.body.name, '2031학년도 전기 신입생 모집');
    assert.equal(res.body.applyStartAt, '2030-10-01T00:00:00.000Z');
    assert.equal(res.body.applyEndAt, '2030-11-13T08:00:00.000Z');
    assert.equal(res.body.state, 'upcoming');
    const d = defaultDetails();
    assert.deepEqual(res.body.tracks, d.tracks);
    assert.deepEqual(res.body.essays, d.essays);
    assert.deepEqual(res.body.documents, {});
    assert.equal(res.body.fee, null);
    assert.deepEqual(res.body.notice, { ko: '', zh: '' });
    const row = (await AdmissionRound.findByPk(res.body.id))!;
    assert.equal(row.createdBy, staffId);
    assert.equal(row.updatedBy, staffId);
    assert.deepEqual(row.details.tracks, d.tracks, 'the particulars are kept in the details column');
    await AdmissionRound.destroy({ where: { id: res.body.id } });
  });

  test('every required field is named in Korean', async () => {
    const res = await post({});
    assert.equal(res.status, 400);
    for (const f of ['name', 'term', 'applyStartAt', 'applyEndAt', 'announceAt'])
      assert.equal(res.body.errors[f], '필수 항목입니다.', f);
    assert.match(res.body.errorMessage, /^모집명: /);
  });

  test('an instant without offset, a bad term and the window order are refused in Korean', async () => {
    const noOffset = await post(valid({ applyStartAt: '2030-10-01T09:00:00' }));
    assert.equal(noOffset.status, 400);
    assert.match(noOffset.body.errors.applyStartAt, /시간대를 포함한 ISO 형식/);
    assert.match(noOffset.body.errorMessage, /^접수 시작: /);
    const term = await post(valid({ term: '2031-3' }));
    assert.match(term.body.errors.term, /2027-1\(봄 입학\)/);
    const order = await post(valid({ applyEndAt: '2030-10-01T09:00:00+09:00' }));
    assert.equal(order.body.errors.applyEndAt, '접수 마감 일시는 접수 시작 일시보다 뒤여야 합니다.');
    const announce = await post(valid({ announceAt: '2030-11-13T16:59:59+09:00' }));
    assert.equal(announce.body.errors.announceAt, '합격자 발표 일시는 접수 마감 일시와 같거나 뒤여야 합니다.');
    const same = await post(valid({ announceAt: '2030-11-13T17:00:00+09:00' }));
    assert.equal(same.status, 201, 'the announcement may come at the close');
    await AdmissionRound.destroy({ where: { id: same.body.id } });
  });

  test('the particulars are checked field by field, nested errors under their path', async () => {
    const res = await post(
      valid({
        tracks: [
          { track: 'master', departments: [{ slug: 'nowhere', quota: 3 }], quota: -1 },
          { track: 'master', departments: [] },
        ],
        documents: { master: [{ kind: 'chsi', required: true }] },
        essays: [{ field: 'essayIntro', prompt: { ko: '자기소개', zh: '' }, min: 300, max: 200 }],
        fee: { amount: -5, howToPay: { ko: '', zh: '' }, deadline: '2030-11-13' },
        interview: {
          startAt: '2030-11-20T10:00:00+09:00',
          endAt: '2030-11-20T09:00:00+09:00',
          place: { ko: '본관', zh: '' },
          note: { ko: '', zh: '' },
        },
        registration: { startAt: 'soon' },
      }),
    );
    assert.equal(res.status, 400);
    const e = res.body.errors;
    assert.equal(e['tracks.0.departments.0.slug'], '목록에 있는 학과(전공)를 골라주세요.');
    assert.equal(e['tracks.0.quota'], '모집 인원은 0 이상이어야 합니다.');
    assert.match(e['documents.master.0.kind'], /석사과정 서류가 아닙니다/);
    assert.match(e.essays, /두 가지/);
    assert.equal(e['fee.amount'], '전형료는 0원 이상이어야 합니다.');
    assert.match(e['fee.deadline'], /시간대를 포함한/);
    assert.equal(e['interview.endAt'], '종료 일시는 시작 일시보다 뒤여야 합니다.');
    assert.match(e['registration.startAt'], /시간대를 포함한/);
    assert.ok(e['registration.endAt']);
    assert.match(res.body.errorMessage, /^모집 과정: /);
  });

  test('a key the particulars do not know is refused at any depth, named, and nothing is stored', async () => {
    const before = await AdmissionRound.count();
    const cases: [Record<string, unknown>, string, string][] = [
      [
        { fee: { amount: 0, howToPay: { ko: '', zh: '' }, onclick: 'alert(1)' } },
        'fee.onclick',
        '전형료 › onclick: 허용되지 않는 항목입니다.',
      ],
      [
        { tracks: [{ track: 'master', departments: [{ slug: 'small_business', quota: 1, note: 'x' }] }] },
        'tracks.0.departments.0.note',
        '모집 과정 › note: 허용되지 않는 항목입니다.',
      ],
      [
        {
          interview: {
            startAt: '2030-11-20T10:00:00+09:00',
            endAt: '2030-11-20T12:00:00+09:00',
            place: { ko: '본관', zh: '', en: 'Main hall' },
            note: { ko: '', zh: '' },
          },
        },
        'interview.place.en',
        '면접 › en: 허용되지 않는 항목입니다.',
      ],
      [
        { dangerouslySetInnerHTML: { __html: '<b>x</b>' } },
        'dangerouslySetInnerHTML',
        'dangerouslySetInnerHTML: 허용되지 않는 항목입니다.',
      ],
    ];
    for (const [over, field, message] of cases) {
      const res = await post(valid(over));
      assert.equal(res.status, 400, field);
      assert.equal(res.body.errorMessage, message);
      assert.equal(res.body.errors[field], '허용되지 않는 항목입니다.');
    }
    assert.equal(await AdmissionRound.count(), before);
  });

  test('one-line fields (name, place, essay prompt) refuse a line break; notes keep theirs', async () => {
    const essays = (prompt: string) => [
      { field: 'essayIntro', prompt: { ko: prompt, zh: '' }, min: 0, max: 100 },
      { field: 'essayPlan', prompt: { ko: '학업계획', zh: '' }, min: 0, max: 100 },
    ];
    const period = (place: string, note: string) => ({
      startAt: '2030-11-20T10:00:00+09:00',
      endAt: '2030-11-20T12:00:00+09:00',
      place: { ko: place, zh: '' },
      note: { ko: note, zh: '' },
    });
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '2031 모집\n공지' }, 'name'],
      [{ nameZh: '2031\u2029招生' }, 'nameZh'],
      [{ essays: essays('자기\r소개') }, 'essays.0.prompt.ko'],
      [{ interview: period('본관\u2028301호', '') }, 'interview.place.ko'],
    ];
    for (const [over, field] of cases) {
      const res = await post(valid(over));
      assert.equal(res.status, 400, field);
      assert.equal(res.body.errors[field], '줄바꿈 없이 한 줄로 입력해주세요.');
    }
    const ok = await post(
      valid({ name: '줄바꿈 확인 모집', interview: period('본관 301호', '신분증 지참\n정장 착용') }),
    );
    assert.equal(ok.status, 201, JSON.stringify(ok.body));
    assert.equal(ok.body.interview.note.ko, '신분증 지참\n정장 착용');
    await AdmissionRound.destroy({ where: { id: ok.body.id } });
  });

  test('essays: two fields, 0 ≤ min ≤ max ≤ 5000', async () => {
    const essay = (field: string, min: number, max: number) => ({ field, prompt: { ko: '질문', zh: '' }, min, max });
    const bad = await post(valid({ essays: [essay('essayIntro', 0, 5001), essay('essayIntro', 10, 5)] }));
    assert.equal(bad.body.errors['essays.0.max'], '최대 글자 수는 5,000 이하여야 합니다.');
    assert.equal(bad.body.errors['essays.1.max'], '최대 글자 수는 최소 글자 수 이상이어야 합니다.');
    const same = await post(valid({ essays: [essay('essayIntro', 0, 10), essay('essayIntro', 0, 10)] }));
    assert.equal(same.body.errors['essays.1.field'], '자기소개서와 학업계획서를 하나씩 보내주세요.');
  });

  test('hostile input is a 400 in Korean, never a 500, and writes nothing', async () => {
    const before = await AdmissionRound.count();
    const bodies: unknown[] = [
      valid({ name: '가'.repeat(200_000) }),
      valid({ name: 42 }),
      valid({ applyStartAt: 1_900_000_000_000 }),
      valid({ applyStartAt: 'x'.repeat(100_000) }),
      valid({ tracks: 'master' }),
      valid({ tracks: [{ track: 'master', departments: [{ slug: 'small_business', quota: 1.5 }] }] }),
      valid({ documents: { phd: [] } }),
      valid({ documents: [] }),
      valid({ fee: { amount: '1000', howToPay: { ko: 'x', zh: '' } } }),
      valid({ notice: { ko: 'a\u0000b', zh: '' } }),
      valid({ notice: { ko: 'x'.repeat(6000), zh: '' } }),
      valid({ interview: [] }),
      valid({ essays: Array(10_000).fill(null) }),
      valid({ id: 5, createdBy: 1 }),
      valid({ __proto__: { name: 'x' }, constructor: 'y' }),
      [valid()],
      'not json',
    ];
    for (const body of bodies) {
      const res = await post(body);
      assert.equal(res.status, 400, `${JSON.stringify(body).slice(0, 80)} → ${res.status}`);
      assert.match(res.body.errorMessage, /[가-힣]/);
    }
    const raw = await call(app, 'POST', '/api/rounds', {
      token,
      raw: '{"name": ',
      headers: { 'content-type': 'application/json' },
    });
    assert.equal(raw.status, 400);
    assert.equal(await AdmissionRound.count(), before);
  });
});

describe('GET /api/rounds', () => {
  test('the list filters by q, term and state (from the clock), sorts and sends Content-Range', async () => {
    const rows = [];
    for (const [name, term, s, e] of [
      ['지난 모집', '2030-1', -200, -100],
      ['지금 모집', '2030-2', -1, 100],
      ['다음 모집', '2031-1', 200, 300],
    ] as const) {
      const res = await post({ name, term, applyStartAt: around(s), applyEndAt: around(e), announceAt: around(e + 1) });
      assert.equal(res.status, 201, JSON.stringify(res.body));
      rows.push(res.body);
    }
    const list = async (filter: object, sort = '["applyStartAt","ASC"]') => {
      const q = new URLSearchParams({ filter: JSON.stringify(filter), sort, range: '[0,9]' });
      const res = await call<{ name: string; state: string }[]>(app, 'GET', `/api/rounds?${q}`, { token });
      assert.equal(res.status, 200, JSON.stringify(res.body));
      return res;
    };
    const all = await list({});
    assert.deepEqual(
      all.body.map((r) => [r.name, r.state]),
      [
        ['지난 모집', 'closed'],
        ['지금 모집', 'open'],
        ['다음 모집', 'upcoming'],
      ],
    );
    assert.equal(all.headers.get('content-range'), 'rounds 0-2/3');
    assert.deepEqual(
      (await list({ state: 'open' })).body.map((r) => r.name),
      ['지금 모집'],
    );
    assert.deepEqual(
      (await list({ state: 'upcoming' })).body.map((r) => r.name),
      ['다음 모집'],
    );
    assert.deepEqual(
      (await list({ state: 'closed' })).body.map((r) => r.name),
      ['지난 모집'],
    );
    assert.deepEqual(
      (await list({ term: '2031-1' })).body.map((r) => r.name),
      ['다음 모집'],
    );
    assert.deepEqual(
      (await list({ q: '지금' })).body.map((r) => r.name),
      ['지금 모집'],
    );
    assert.deepEqual(
      (await list({}, '["name","DESC"]')).body.map((r) => r.name),
      ['지난 모집', '지금 모집', '다음 모집'],
    );
    const bad = await call(app, 'GET', `/api/rounds?filter=${encodeURIComponent('{"state":"soon"}')}`, { token });
    assert.equal(bad.status, 400);
    assert.match(bad.body.errorMessage, /상태는/);
    const one = await call(app, 'GET', `/api/rounds/${rows[1].id}`, { token });
    assert.equal(one.body.name, '지금 모집');
    assert.equal((await call(app, 'GET', '/api/rounds/999999', { token })).status, 404);
    await AdmissionRound.destroy({ where: { id: rows.map((r) => r.id) } });
  });

  test('a content-role account is refused', async () => {
    const content = await login(app, await makeUser({ role: 'content' }));
    assert.equal((await call(app, 'GET', '/api/rounds', { token: content.token })).status, 403);
    assert.equal((await call(app, 'POST', '/api/rounds', { token: content.token, body: valid() })).status, 403);
  });
});

describe('PUT /api/rounds/:id', () => {
  test('fields left out stay; the whole record as the admin sends it back is taken; the change is judged merged', async () => {
    const created = await post(
      valid({
        notice: { ko: '원서는 온라인으로만 받습니다.', zh: '仅接受网上报名。' },
        fee: { amount: 60000, howToPay: { ko: '계좌이체', zh: '' }, deadline: null },
      }),
    );
    const id = created.body.id as number;
    const partial = await put(id, { name: '2031학년도 전기 모집 (변경)' });
    assert.equal(partial.status, 200, JSON.stringify(partial.body));
    assert.equal(partial.body.name, '2031학년도 전기 모집 (변경)');
    assert.equal(partial.body.applyStartAt, created.body.applyStartAt);
    assert.deepEqual(partial.body.notice, created.body.notice);
    assert.equal(partial.body.fee.amount, 60000);
    const whole = await put(id, { ...partial.body, nameZh: '2031年春季入学招生' });
    assert.equal(whole.status, 200, JSON.stringify(whole.body));
    assert.equal(whole.body.nameZh, '2031年春季入学招生');
    assert.equal(whole.body.name, '2031학년도 전기 모집 (변경)');
    const merged = await put(id, { applyEndAt: '2030-12-31T00:00:00+09:00' });
    assert.equal(merged.status, 400, 'the kept announcement now comes before the new close');
    assert.equal(merged.body.errors.announceAt, '합격자 발표 일시는 접수 마감 일시와 같거나 뒤여야 합니다.');
    assert.equal((await put(999999, { name: 'x' })).status, 404);
    const after = await call(app, 'GET', `/api/rounds/${id}`, { token });
    assert.equal(after.body.applyEndAt, created.body.applyEndAt, 'a refused change wrote nothing');
    await AdmissionRound.destroy({ where: { id } });
  });

  test('a round write turns over the cached /receipt page: the new name shows at once', async () => {
    const created = await post({
      name: '열린 시험 모집',
      term: '2030-2',
      applyStartAt: around(-1),
      applyEndAt: around(48),
      announceAt: around(72),
    });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    const page1 = await call(app, 'GET', '/receipt');
    assert.match(String(page1.body), /열린 시험 모집/);
    assert.equal((await put(created.body.id, { name: '이름을 바꾼 모집' })).status, 200);
    const page2 = await call(app, 'GET', '/receipt');
    assert.match(String(page2.body), /이름을 바꾼 모집/);
    assert.doesNotMatch(String(page2.body), /열린 시험 모집/);
    assert.equal((await call(app, 'DELETE', `/api/rounds/${created.body.id}`, { token })).status, 200);
    const page3 = await call(app, 'GET', '/receipt');
    assert.doesNotMatch(String(page3.body), /이름을 바꾼 모집/, 'the deleted round is gone from the page');
  });
});
