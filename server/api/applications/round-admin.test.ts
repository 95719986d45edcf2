// The admin's view of rounds on applications: the 모집 filter, the round columns of the list and the export,
// and 입금 확인 (one, many, cleared), each logged in the access log.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import ExcelJS from 'exceljs';
import { ApplicationAccessLog } from '../../../db/models/index.js';
import { call, login, makeUser, startTestApp, type TestApp } from '../../test/support.js';
import { makeRound } from '../../test/rounds.js';
import type { Round } from '../../../domain/rounds.js';
import { defaultFiles, submitForm, useRound, validFields } from './fixtures.js';

let app: TestApp;
let token: string;
let staffName: string;
let spring: Round;
let autumn: Round;
const ids: Record<string, number> = {};

const q = (o: Record<string, unknown>) =>
  Object.entries(o)
    .map(([k, v]) => `${k}=${encodeURIComponent(JSON.stringify(v))}`)
    .join('&');

async function apply(key: string, round: Round, over: Record<string, string | undefined> = {}) {
  useRound(round.id);
  const res = await submitForm(
    app,
    validFields(over),
    await defaultFiles(round.id === spring.id ? 'master' : 'china_mba'),
  );
  assert.equal(res.status, 201, JSON.stringify(res.body));
  const found = await call(app, 'GET', `/api/applications?${q({ filter: { q: res.body.receiptNo } })}`, { token });
  ids[key] = found.body[0].id;
}

before(async () => {
  app = await startTestApp({ rounds: false });
  // Two rounds open at once, for different tracks' windows: the master's and the China MBA's.
  spring = await makeRound({
    name: '2027학년도 전기 1차 모집',
    tracks: [{ track: 'master', departments: [{ slug: 'ai_business', quota: 20 }], quota: null }],
  });
  autumn = await makeRound({
    name: '2027학년도 중국 MBA 모집',
    tracks: [{ track: 'china_mba', departments: [], quota: 30 }],
  });
  const staff = await makeUser({ role: 'admissions', otp: true });
  staffName = staff.user.name ?? staff.loginId;
  token = (await login(app, staff)).token;
  await apply('kim', spring, { name: '김민준', department: 'ai_business' });
  await apply('lee', spring, { name: '이서연', department: 'ai_business' });
  await apply('wang', autumn, {
    locale: 'zh-Hans',
    track: 'china_mba',
    department: undefined,
    name: '王小明',
    nameEn: 'WANG XIAOMING',
    nationality: '中国',
    mobile: '+86 138 0013 8000',
    topikLevel: '4',
  });
});
after(() => app.close());

describe('applications by round', () => {
  test('the list filters by roundId and names the round of each row', async () => {
    const list = await call(app, 'GET', `/api/applications?${q({ filter: { roundId: spring.id } })}`, { token });
    assert.equal(list.status, 200);
    assert.deepEqual(list.body.map((r: { name: string }) => r.name).sort(), ['김민준', '이서연']);
    assert.ok(list.body.every((r: { roundName: string }) => r.roundName === '2027학년도 전기 1차 모집'));
    assert.equal(list.headers.get('content-range'), 'applications 0-1/2');
    const other = await call(app, 'GET', `/api/applications?${q({ filter: { roundId: autumn.id } })}`, { token });
    assert.deepEqual(
      other.body.map((r: { name: string; roundId: number }) => [r.name, r.roundId]),
      [['王小明', autumn.id]],
    );
    const choices = await call(app, 'GET', '/api/applications/rounds', { token });
    assert.deepEqual(
      choices.body.map((c: { name: string; count: number }) => [c.name, c.count]),
      [
        ['2027학년도 중국 MBA 모집', 1],
        ['2027학년도 전기 1차 모집', 2],
      ],
    );
    const none = await call(app, 'GET', `/api/applications?${q({ filter: { roundId: 999999 } })}`, { token });
    assert.deepEqual(none.body, []);
    const bad = await call(app, 'GET', `/api/applications?${q({ filter: { roundId: 'abc' } })}`, { token });
    assert.equal(bad.status, 400);
    assert.match(bad.body.errorMessage, /[가-힣]/);
  });

  test('입금 확인: set with who and when, kept on a repeat, cleared; bad input is a Korean 400; logged', async () => {
    const url = `/api/applications/${ids.kim}/fee`;
    const set = await call(app, 'PUT', url, { token, body: { paid: true } });
    assert.equal(set.status, 200, JSON.stringify(set.body));
    assert.equal(set.body.feePaidBy, staffName);
    assert.ok(set.body.feePaidAt);
    const again = await call(app, 'PUT', url, { token, body: { paid: true } });
    assert.equal(again.body.feePaidAt, set.body.feePaidAt, 'a repeat keeps the first confirmation');
    const cleared = await call(app, 'PUT', url, { token, body: { paid: false } });
    assert.equal(cleared.status, 200);
    assert.equal(cleared.body.feePaidAt, null);
    assert.equal(cleared.body.feePaidBy, null);
    for (const body of [{}, { paid: 'yes' }, { paid: true, extra: 1 }]) {
      const res = await call(app, 'PUT', url, { token, body });
      assert.equal(res.status, 400, JSON.stringify(body));
      assert.match(res.body.errorMessage, /[가-힣]/);
    }
    assert.equal((await call(app, 'PUT', '/api/applications/999999/fee', { token, body: { paid: true } })).status, 404);
    const logs = await ApplicationAccessLog.findAll({ where: { applicationId: ids.kim, action: 'update' } });
    assert.deepEqual(
      logs.map((l) => l.detail.feePaid),
      [true, false],
    );
    // The detail shows it too.
    await call(app, 'PUT', url, { token, body: { paid: true } });
    const detail = await call(app, 'GET', `/api/applications/${ids.kim}`, { token });
    assert.equal(detail.body.feePaidBy, staffName);
    assert.equal(detail.body.roundName, '2027학년도 전기 1차 모집');
    // react-admin sends the whole record back on a memo save: the round fields are accepted and left alone.
    const saved = await call(app, 'PUT', `/api/applications/${ids.kim}`, {
      token,
      body: { ...detail.body, memo: '확인' },
    });
    assert.equal(saved.status, 200, JSON.stringify(saved.body));
    assert.equal(saved.body.feePaidBy, staffName);
  });

  test('bulk 입금 확인 marks every selected application in one go; an unknown id changes nothing', async () => {
    const unknown = await call(app, 'POST', '/api/applications/bulk-fee', {
      token,
      body: { ids: [ids.lee, 999999], paid: true },
    });
    assert.equal(unknown.status, 404);
    const lee = await call(app, 'GET', `/api/applications/${ids.lee}`, { token });
    assert.equal(lee.body.feePaidAt, null);
    const res = await call(app, 'POST', '/api/applications/bulk-fee', {
      token,
      body: { ids: [ids.lee, ids.wang], paid: true },
    });
    assert.equal(res.status, 200);
    const list = await call(app, 'GET', `/api/applications?${q({ filter: { id: [ids.lee, ids.wang] } })}`, { token });
    assert.ok(list.body.every((r: { feePaidBy: string }) => r.feePaidBy === staffName));
    assert.equal(
      (await call(app, 'POST', '/api/applications/bulk-fee', { token, body: { ids: [], paid: true } })).status,
      400,
    );
  });

  test('the export keeps its columns and adds 모집, 수험번호, 면접 일시, 면접 장소, 입금 확인; filtered by round', async () => {
    const res = await fetch(`${app.baseUrl}/api/applications/export`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ format: 'xlsx', reason: '입학전형위원회 서류심사 자료', filter: { roundId: spring.id } }),
    });
    assert.equal(res.status, 200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(await res.arrayBuffer()) as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    const headers = (sheet.getRow(1).values as unknown[]).slice(1) as string[];
    assert.deepEqual(headers.slice(0, 6), ['접수번호', '모집학기', '과정', '지원학과', '상태', '성명']);
    assert.deepEqual(headers.slice(-8), [
      '모집',
      '수험번호',
      '면접 일시',
      '면접 장소',
      '입금 확인',
      '입금액',
      '입금자명',
      '입금일',
    ]);
    assert.equal(sheet.rowCount, 3, 'the two applications of the round');
    const col = (h: string) => headers.indexOf(h) + 1;
    const rows = [2, 3].map((n) => sheet.getRow(n));
    const byName = new Map(rows.map((r) => [r.getCell(col('성명')).value, r]));
    assert.equal(byName.get('김민준')!.getCell(col('모집')).value, '2027학년도 전기 1차 모집');
    assert.match(
      String(byName.get('김민준')!.getCell(col('입금 확인')).value),
      new RegExp(`^확인 \\d{4}\\.\\d{2}\\.\\d{2} \\d{2}:\\d{2} ${staffName}$`),
    );
    assert.match(String(byName.get('이서연')!.getCell(col('입금 확인')).value), /^확인 /);
    const csv = await fetch(`${app.baseUrl}/api/applications/export`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ format: 'csv', reason: '입학전형위원회 서류심사 자료', filter: { roundId: autumn.id } }),
    });
    const lines = Buffer.from(await csv.arrayBuffer())
      .subarray(3)
      .toString('utf8')
      .trim()
      .split('\r\n');
    assert.match(lines[0], /,모집,수험번호,면접 일시,면접 장소,입금 확인,입금액,입금자명,입금일$/);
    assert.equal(lines.length, 2);
    assert.match(lines[1], /王小明/);
    assert.match(lines[1], /,2027학년도 중국 MBA 모집,,,,확인 /);
  });
});
