// 접속기록 점검 through the API: the findings of last month from seeded access records (the Seoul edges of the
// working hours, 51 against 50 applications in a day, exports and downloads with their reasons, roles outside
// the need), then the sign-off rules.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { CreationAttributes } from 'sequelize';
import { ApplicationAccessLog, User } from '../../../db/models/index.js';
import { formatReviewMonth, monthRange, reviewMonthOf, type ReviewMonth } from '../../../domain/access-review.js';
import { seoulMidnight } from '../../../domain/time.js';
import { call, login, makeUser, startTestApp, testNow, type TestApp, type TestUser } from '../../test/support.js';
import { defaultFiles, submitForm, validFields } from '../applications/fixtures.js';

let app: TestApp;
let token: string;
let reviewer: TestUser;
let staff: TestUser;
let heavy: TestUser;
let moderate: TestUser;
let outsider: TestUser;
let gone: TestUser;
let member: TestUser;
let last: ReviewMonth;
let lastKey: string;
let currentKey: string;
let nextKey: string;

/** An instant of last month in Seoul: day d at h:min:s. */
const at = (d: number, h: number, min = 0, s = 0) =>
  new Date(seoulMidnight(last.y, last.m, d, h, min).getTime() + s * 1000);

const by = (u: TestUser) => ({ userId: u.user.id, userLogin: u.loginId, userName: u.user.name });

async function seed() {
  const rows: CreationAttributes<ApplicationAccessLog>[] = [];
  const log = (u: TestUser, createdAt: Date, action: 'view' | 'export' | 'download' | 'list', extra = {}) =>
    rows.push({
      ...by(u),
      ip: '10.0.0.7',
      action,
      applicationId: null,
      receiptNo: null,
      detail: {},
      createdAt,
      ...extra,
    });
  const view = (u: TestUser, createdAt: Date, app: number) =>
    log(u, createdAt, 'view', { applicationId: app, receiptNo: `2027-1-${String(app).padStart(4, '0')}` });
  // a. The working-hours edges on the 3rd, and the month's own edges.
  view(staff, at(3, 7, 59, 59), 1);
  view(staff, at(3, 8, 0, 0), 2);
  view(staff, at(3, 19, 59, 59), 3);
  view(staff, at(3, 20, 0, 0), 4);
  view(staff, new Date(monthRange(last).start.getTime() - 1000), 5); // the month before, 23:59:59
  view(staff, new Date(monthRange(last).end.getTime() - 1000), 6); // the last second of the month
  rows.push({
    userId: null,
    userLogin: 'system',
    userName: '자동 파기 작업',
    ip: null,
    action: 'purge',
    applicationId: 9,
    receiptNo: '2027-1-0009',
    detail: {},
    createdAt: at(4, 3),
  });
  // b. 51 distinct applications in one Seoul day; 50 distinct (one of them twice) for another person.
  for (let i = 1; i <= 51; i++) view(heavy, at(5, 10, i), 100 + i);
  for (let i = 1; i <= 50; i++) view(moderate, at(5, 10, i), 200 + i);
  view(moderate, at(5, 11), 201);
  // c. Exports and downloads with their reasons; a document only opened on screen is not one.
  log(staff, at(6, 9), 'export', { detail: { reason: '입학전형위원회 회의 자료', format: 'xlsx', count: 12 } });
  log(staff, at(6, 10), 'download', {
    applicationId: 1,
    receiptNo: '2027-1-0001',
    detail: { document: 'diploma', file: '졸업증명서.pdf', inline: false, reason: '서류심사 위원 검토용 사본' },
  });
  log(staff, at(6, 11), 'download', { applicationId: 1, detail: { file: '사진.png', inline: true } });
  // d. A 홍보·콘텐츠 담당, a disabled account, a member and an account that no longer exists reached applicants' data.
  view(outsider, at(7, 10), 1);
  view(gone, at(7, 11), 2);
  view(member, at(7, 11, 30), 3);
  rows.push({
    userId: 987654,
    userLogin: 'retired',
    userName: '퇴직자',
    ip: '10.0.0.9',
    action: 'list',
    applicationId: null,
    receiptNo: null,
    detail: {},
    createdAt: at(7, 12),
  });
  await ApplicationAccessLog.bulkCreate(rows);
}

before(async () => {
  app = await startTestApp();
  const cur = reviewMonthOf(testNow());
  last = cur.m === 1 ? { y: cur.y - 1, m: 12 } : { y: cur.y, m: cur.m - 1 };
  lastKey = formatReviewMonth(last);
  currentKey = formatReviewMonth(cur);
  nextKey = formatReviewMonth(cur.m === 12 ? { y: cur.y + 1, m: 1 } : { y: cur.y, m: cur.m + 1 });
  reviewer = await makeUser({ role: 'superadmin' });
  token = (await login(app, reviewer)).token;
  [staff, heavy, moderate, gone] = [
    await makeUser({ role: 'admissions' }),
    await makeUser({ role: 'admissions' }),
    await makeUser({ role: 'admissions' }),
    await makeUser({ role: 'admissions' }),
  ];
  outsider = await makeUser({ role: 'content' });
  member = await makeUser({ role: 'user' });
  await User.update({ active: false }, { where: { id: gone.user.id } });
  await seed();
});
after(() => app.close());

describe('GET /api/access-reviews/:month: the findings a–d', () => {
  test('a: access at 07:59:59 and 20:00:00 Seoul time is listed, 08:00:00 and 19:59:59 are not', async () => {
    const res = await call(app, 'GET', `/api/access-reviews/${lastKey}`, { token });
    assert.equal(res.status, 200);
    const off = res.body.findings.offHours;
    const seen = off.rows.map((r: { at: string }) => r.at);
    assert.deepEqual(seen, [
      at(3, 7, 59, 59).toISOString(),
      at(3, 20, 0, 0).toISOString(),
      new Date(monthRange(last).end.getTime() - 1000).toISOString(),
    ]);
    assert.equal(off.count, 3, 'the system purge at 03:00 and the month before are not counted');
    assert.equal(off.rows[0].userLogin, staff.loginId);
  });

  test('b: 51 distinct applications in a day names the person, the day and the count; 50 does not', async () => {
    const res = await call(app, 'GET', `/api/access-reviews/${lastKey}`, { token });
    const day = `${lastKey}-05`;
    assert.deepEqual(res.body.findings.heavyViewing, {
      count: 1,
      rows: [{ userId: heavy.user.id, userLogin: heavy.loginId, userName: '테스트사용자', day, count: 51 }],
    });
  });

  test('c: every export and download with the reason given; a document opened on screen is not listed', async () => {
    const res = await call(app, 'GET', `/api/access-reviews/${lastKey}`, { token });
    const ex = res.body.findings.exports;
    assert.equal(ex.count, 2);
    assert.deepEqual(
      ex.rows.map((r: Record<string, unknown>) => [r.action, r.reason, r.what]),
      [
        ['export', '입학전형위원회 회의 자료', '12건 · xlsx'],
        ['download', '서류심사 위원 검토용 사본', '졸업증명서.pdf'],
      ],
    );
  });

  test('d: a content role, a disabled account, a member and a deleted account are listed with why', async () => {
    const res = await call(app, 'GET', `/api/access-reviews/${lastKey}`, { token });
    const rows = res.body.findings.outsideRole.rows as Record<string, unknown>[];
    const byId = new Map(rows.map((r) => [r.userId, r]));
    assert.equal(rows.length, 4, 'the 입학 담당 staff reading applications are not listed');
    assert.equal(byId.get(outsider.user.id)?.why, 'roleCannotRead');
    assert.equal(byId.get(outsider.user.id)?.role, 'content');
    assert.equal(byId.get(outsider.user.id)?.whyLabel, '역할에 지원서 열람 권한 없음');
    assert.equal(byId.get(gone.user.id)?.why, 'notStaff');
    assert.equal(byId.get(member.user.id)?.why, 'notStaff');
    assert.equal(byId.get(987654)?.why, 'noAccount');
    assert.equal(byId.get(987654)?.userName, '퇴직자');
    assert.deepEqual(res.body.counts, { offHours: 3, heavyViewing: 1, exports: 2, outsideRole: 4 });
  });

  test('a real export and a document download this month are listed with the reasons typed', async () => {
    const submitted = await submitForm(app, validFields({ name: '정하늘' }), await defaultFiles());
    assert.equal(submitted.status, 201);
    const list = await call(app, 'GET', '/api/applications', { token });
    const id = list.body[0].id as number;
    const detail = await call(app, 'GET', `/api/applications/${id}`, { token });
    const doc = detail.body.documents[0] as { id: number; name: string };
    const noReason = await call(app, 'GET', `/api/applications/${id}/documents/${doc.id}?download=1`, { token });
    assert.equal(noReason.status, 400);
    assert.match(noReason.body.errorMessage, /내려받는 사유를 입력해주세요/);
    const reason = encodeURIComponent('면접 위원 배부용 사본');
    const got = await call(app, 'GET', `/api/applications/${id}/documents/${doc.id}?download=1&reason=${reason}`, {
      token,
    });
    assert.equal(got.status, 200);
    const exported = await call(app, 'POST', '/api/applications/export', {
      token,
      body: { format: 'csv', reason: '1차 서류심사 명단 확인' },
    });
    assert.equal(exported.status, 200);
    const res = await call(app, 'GET', `/api/access-reviews/${currentKey}`, { token });
    assert.equal(res.body.over, false);
    assert.deepEqual(
      res.body.findings.exports.rows.map((r: Record<string, unknown>) => [r.action, r.reason, r.userLogin]),
      [
        ['download', '면접 위원 배부용 사본', reviewer.loginId],
        ['export', '1차 서류심사 명단 확인', reviewer.loginId],
      ],
    );
  });

  test('a month not in YYYY-MM form is a Korean 400', async () => {
    for (const bad of ['2026-13', '2026-1', 'last']) {
      const res = await call(app, 'GET', `/api/access-reviews/${bad}`, { token });
      assert.equal(res.status, 400, bad);
      assert.match(res.body.errorMessage, /YYYY-MM/);
    }
  });
});

describe('sign-off', () => {
  const signOff = (month: string, body: unknown, t: string | undefined = token) =>
    call(app, 'POST', `/api/access-reviews/${month}/sign-off`, { token: t, body });

  test('no token 401; 입학 담당, 홍보·콘텐츠 담당 and a member 403, on every route', async () => {
    const others = [
      (await login(app, await makeUser({ role: 'admissions' }))).token,
      (await login(app, await makeUser({ role: 'content' }))).token,
      (await login(app, await makeUser({ role: 'user' }))).token,
    ];
    const routes: [string, string, unknown?][] = [
      ['GET', '/api/access-reviews'],
      ['GET', `/api/access-reviews/${lastKey}`],
      ['POST', `/api/access-reviews/${lastKey}/sign-off`, { note: '이상 없음' }],
    ];
    for (const [method, path, body] of routes) {
      assert.equal((await call(app, method, path, { body })).status, 401, `${method} ${path}`);
      for (const other of others) {
        const denied = await call(app, method, path, { body, token: other });
        assert.equal(denied.status, 403, `${method} ${path}`);
        assert.match(denied.body.errorMessage, /관리자/);
      }
    }
  });

  test('a note is required; the current and a future month cannot be signed', async () => {
    for (const body of [{}, { note: '   ' }]) {
      const res = await signOff(lastKey, body);
      assert.equal(res.status, 400);
      assert.match(res.body.errorMessage, /점검 의견을 입력해주세요/);
    }
    for (const month of [currentKey, nextKey]) {
      const res = await signOff(month, { note: '이상 없음' });
      assert.equal(res.status, 400, month);
      assert.match(res.body.errorMessage, /아직 끝나지 않아 점검을 마칠 수 없습니다/);
    }
  });

  test('a month is signed once, with who, when, the note and the counts as they were', async () => {
    const before = await call(app, 'GET', '/api/access-reviews', { token });
    assert.equal(before.status, 200);
    assert.match(before.headers.get('content-range') ?? '', /^access-reviews 0-\d+\/\d+$/);
    const row = before.body.find((r: { id: string }) => r.id === lastKey);
    assert.deepEqual([row.signedOff, row.over], [false, true]);
    assert.equal(before.body[0].id, currentKey, 'newest first');

    const note = '업무시간 외 접근 3건은 원서 마감일 야근으로 확인. 대량 열람 1건은 서류심사 배정 업무.';
    const signed = await signOff(lastKey, { note });
    assert.equal(signed.status, 201);
    assert.equal(signed.body.note, note);
    assert.equal(signed.body.signedByLogin, reviewer.loginId);
    assert.equal(signed.body.signedAt, new Date(signed.body.signedAt).toISOString());
    assert.deepEqual(signed.body.counts, { offHours: 3, heavyViewing: 1, exports: 2, outsideRole: 4 });

    const again = await signOff(lastKey, { note: '다시 서명' });
    assert.equal(again.status, 409);
    assert.match(again.body.errorMessage, /이미 점검을 마쳤습니다/);

    // A record written into the month afterwards shows in the findings, not in the kept snapshot.
    await ApplicationAccessLog.create({
      ...by(staff),
      ip: null,
      action: 'view',
      applicationId: 7,
      receiptNo: null,
      detail: {},
      createdAt: at(9, 22),
    });
    const month = await call(app, 'GET', `/api/access-reviews/${lastKey}`, { token });
    assert.equal(month.body.counts.offHours, 4);
    assert.equal(month.body.signOff.counts.offHours, 3);
    assert.equal(month.body.signOff.note, note);

    const listed = await call(app, 'GET', `/api/access-reviews?filter=${encodeURIComponent('{"signedOff":true}')}`, {
      token,
    });
    assert.deepEqual(
      listed.body.map((r: { id: string; signOff: { signedByLogin: string } }) => [r.id, r.signOff.signedByLogin]),
      [[lastKey, reviewer.loginId]],
    );
  });
});
