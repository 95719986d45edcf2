import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import ExcelJS from 'exceljs';
import { recordAudit } from '../../audit/log.js';
import { call, login, makeUser, startTestApp, testNow, type TestApp } from '../../test/support.js';
import { addSeoulDays, seoulDay } from '../../../domain/time.js';

let app: TestApp;
let token: string;
let memberToken: string;

before(async () => {
  app = await startTestApp();
  const staff = await makeUser({ role: 'superadmin' });
  token = (await login(app, staff)).token;
  memberToken = (await login(app, await makeUser())).token;
  const who = { actorLogin: 'kimstaff', actorName: '김담당', actorRole: 'admissions', ip: '10.0.0.7' };
  await recordAudit({ ...who, action: 'applications.status', resource: 'applications', recordId: 41 });
  await recordAudit({
    ...who,
    action: 'applications.update',
    resource: 'applications',
    recordId: 41,
    changedFields: ['applicantNote', 'file', 'mystery'],
  });
  await recordAudit({
    actorLogin: 'leeboss',
    actorName: '이총괄',
    action: 'role.grant',
    resource: 'staff',
    recordId: 3,
  });
  await recordAudit({ actorLogin: 'leeboss', actorName: '이총괄', action: 'posts.create', resource: 'posts' });
});
after(() => app.close());

const q = (o: Record<string, unknown>) =>
  Object.entries(o)
    .map(([k, v]) => `${k}=${encodeURIComponent(JSON.stringify(v))}`)
    .join('&');

async function waitFor(action: string): Promise<void> {
  for (let i = 0; i < 100; i++) {
    const res = await call(app, 'GET', `/api/audit-logs?${q({ filter: { action } })}`, { token });
    if (Array.isArray(res.body) && res.body.length) return;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`no ${action}`);
}

describe('/api/audit-logs', () => {
  test('401 without a token, 403 for a member and for staff other than 최고관리자, on every route', async () => {
    const admissions = (await login(app, await makeUser({ role: 'admissions' }))).token;
    const content = (await login(app, await makeUser({ role: 'content' }))).token;
    for (const path of ['/api/audit-logs', '/api/audit-logs/export', '/api/audit-logs/verify']) {
      for (const other of [admissions, content]) {
        const res = await call(app, 'GET', path, { token: other });
        assert.equal(res.status, 403, path);
        assert.match(res.body.errorMessage, /권한이 없습니다/);
      }
      assert.equal((await call(app, 'GET', path)).status, 401, path);
      const member = await call(app, 'GET', path, { token: memberToken });
      assert.equal(member.status, 403, path);
      assert.match(member.body.errorMessage, /관리자/);
    }
  });

  test('lists newest first with Content-Range, filtered by actor, action (or its start), resource and Seoul dates', async () => {
    const all = await call(app, 'GET', '/api/audit-logs', { token });
    assert.equal(all.status, 200);
    assert.ok(all.body.length >= 4);
    assert.ok(all.body[0].id > all.body[1].id);
    assert.match(all.headers.get('content-range')!, /^audit-logs 0-\d+\/\d+$/);

    const byActor = await call(app, 'GET', `/api/audit-logs?${q({ filter: { actor: '김담' } })}`, { token });
    assert.deepEqual(
      byActor.body.map((r: { action: string }) => r.action),
      ['applications.update', 'applications.status'],
    );
    assert.equal(byActor.body[0].ip, '10.0.0.7');
    assert.equal(byActor.body[0].recordId, '41');
    // Field names read in Korean (their routes' labels); a name no route labels reads 기타 항목 (kept as recorded in
    // changedFields), never as a code name.
    assert.deepEqual(byActor.body[0].changedFields, ['applicantNote', 'file', 'mystery']);
    assert.deepEqual(byActor.body[0].changedFieldLabels, ['지원자 안내', '파일', '기타 항목']);

    const byAction = await call(app, 'GET', `/api/audit-logs?${q({ filter: { action: 'applications' } })}`, { token });
    assert.equal(byAction.body.length, 2);
    const exact = await call(app, 'GET', `/api/audit-logs?${q({ filter: { action: 'role.grant' } })}`, { token });
    assert.deepEqual(
      exact.body.map((r: { actorLogin: string }) => r.actorLogin),
      ['leeboss'],
    );
    const byResource = await call(app, 'GET', `/api/audit-logs?${q({ filter: { resource: 'staff' } })}`, { token });
    assert.equal(byResource.body.length, 1);

    const today = seoulDay(testNow());
    const tomorrow = seoulDay(addSeoulDays(testNow(), 1));
    const inToday = await call(app, 'GET', `/api/audit-logs?${q({ filter: { from: today, to: today } })}`, { token });
    assert.ok(inToday.body.length >= 4);
    const fromTomorrow = await call(app, 'GET', `/api/audit-logs?${q({ filter: { from: tomorrow } })}`, { token });
    assert.equal(fromTomorrow.body.length, 0);

    const bad = await call(app, 'GET', `/api/audit-logs?${q({ filter: { from: '2026/11/01' } })}`, { token });
    assert.equal(bad.status, 400);
    assert.match(bad.body.errorMessage, /YYYY-MM-DD/);
    const unknown = await call(app, 'GET', `/api/audit-logs?${q({ filter: { password: 'x' } })}`, { token });
    assert.equal(unknown.status, 400);
  });

  test('exports the filtered log as .xlsx with Korean headers, and the export is itself audited', async () => {
    const res = await fetch(`${app.baseUrl}/api/audit-logs/export?${q({ filter: { actor: 'leeboss' } })}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    assert.equal(res.status, 200);
    assert.match(res.headers.get('content-type')!, /spreadsheetml/);
    assert.match(res.headers.get('content-disposition')!, /filename\*=UTF-8''/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(await res.arrayBuffer()) as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('감사 기록')!;
    assert.equal(sheet.getRow(1).getCell(1).value, '번호');
    assert.equal(sheet.getRow(1).getCell(8).value, '작업');
    assert.equal(sheet.getRow(1).getCell(9).value, '작업 설명');
    assert.equal(sheet.rowCount, 3);
    assert.equal(sheet.getRow(2).getCell(9).value, '권한 부여·변경');
    assert.equal(sheet.getRow(3).getCell(9).value, '게시글 등록');
    assert.deepEqual(
      [sheet.getRow(2).getCell(8).value, sheet.getRow(3).getCell(8).value],
      ['role.grant', 'posts.create'],
    );
    await waitFor('audit-logs.export');
    const bad = await call(app, 'GET', `/api/audit-logs/export?filter=${encodeURIComponent('{bad')}`, { token });
    assert.equal(bad.status, 400);
  });

  test('무결성 확인 says which checkpoints it compared: none at first (not intact), then the one it wrote', async () => {
    const first = await call(app, 'GET', '/api/audit-logs/verify', { token });
    assert.equal(first.status, 200);
    assert.deepEqual([first.body.ok, first.body.status], [false, 'unanchored']);
    assert.doesNotMatch(first.body.message as string, /모두 온전합니다/);
    assert.match(first.body.message, /대조한 체크포인트: 없음 \(찾아본 곳: 데이터베이스\(audit_checkpoints\)/);
    const res = await call(app, 'GET', '/api/audit-logs/verify', { token });
    assert.equal(res.status, 200);
    assert.deepEqual([res.body.ok, res.body.status], [true, 'intact']);
    assert.ok((res.body.count as number) >= 4);
    assert.match(
      res.body.message,
      /연결이 모두 온전합니다\. 대조한 체크포인트: 1개 \(데이터베이스\(audit_checkpoints\) 1개\)\. 가장 늦게까지 본 체크포인트는 .*의 \d+번 기록\(\d+건\)까지입니다/,
    );
    const pasted = await call(app, 'POST', '/api/audit-logs/verify', { token, body: { checkpoints: 'hello' } });
    assert.equal(pasted.status, 400);
    assert.match(pasted.body.errorMessage, /체크포인트를 찾지 못했습니다/);
  });
});
