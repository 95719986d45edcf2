// The 파기 대장 against the real database: the retention purge and a staff deletion write their rows (in the
// destroying transaction), the backups taken before a purge are named until they rotate out (and their rotation is
// entered too), the table refuses change, /api/destruction-records lists in the REST dialect, the monthly sign-off,
// the export with a reason; /api/backups and its dashboard warning; the 03:00 job runs once across two processes.
import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { QueryTypes } from 'sequelize';
import { Application, Setting } from '../../db/models/index.js';
import { formatReviewMonth, reviewMonthOf } from '../../domain/access-review.js';
import { backupFileName, scheduledAt } from '../../domain/backups.js';
import { clockStartingAt, now, useClock } from '../../domain/clock.js';
import { addSeoulDays } from '../../domain/time.js';
import { defaultFiles, submitForm, validFields } from '../api/applications/fixtures.js';
import { rotate } from '../backups/run.js';
import { startBackupSchedule } from '../backups/schedule.js';
import { purgeExpiredApplications } from '../retention/purge.js';
import { call, login, makeUser, startTestApp, testNow, type TestApp } from '../test/support.js';

let app: TestApp;
let token: string;
let dir: string;
const start = now();

async function applicationAged(days: number): Promise<Application> {
  await app.sequelize.query('DELETE FROM rate_limits');
  const res = await submitForm(app, validFields(), await defaultFiles());
  assert.equal(res.status, 201);
  const a = (await Application.findOne({ where: { receiptNo: res.body.receiptNo } }))!;
  await app.sequelize.query(
    `UPDATE applications SET submitted_at = $at::timestamptz - make_interval(days => $days) WHERE id = $id`,
    { bind: { days, id: a.id, at: testNow().toISOString() } },
  );
  return a;
}

async function setRetention(days: number) {
  const row = (await Setting.findByPk(1))!;
  await row.update({ data: { ...row.data, applicationRetentionDays: days } });
}

async function addRun(at: Date, file: string, ok = true) {
  await app.sequelize.query(
    `INSERT INTO backup_runs (trigger, started_at, finished_at, ok, file, size) VALUES ('manual', $at, $at, $ok, $file, 10)`,
    { bind: { at, file, ok } },
  );
}

const records = (where = 'TRUE') =>
  app.sequelize.query<Record<string, unknown>>(`SELECT * FROM destruction_records WHERE ${where} ORDER BY id`, {
    type: QueryTypes.SELECT,
  });

before(async () => {
  app = await startTestApp();
  token = (await login(app, await makeUser({ role: 'superadmin' }))).token;
  dir = mkdtempSync(path.join(tmpdir(), 'rotation-'));
});
after(async () => {
  useClock(clockStartingAt(start));
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the 파기 대장', () => {
  test('the backups first report none, then a failed run', async () => {
    const empty = await call(app, 'GET', '/api/backups/status', { token });
    assert.equal(empty.status, 200);
    assert.equal(empty.body.warning, 'missing');
    await addRun(addSeoulDays(now(), -3), null as unknown as string, false);
    const failed = await call(app, 'GET', '/api/backups/status', { token });
    assert.equal(failed.body.warning, 'failed');
    assert.match(String(failed.body.message), /실패/);
  });

  test('the retention purge writes one row per batch, naming the backups taken before it', async () => {
    const taken = new Date(now().getTime() - 3_600_000);
    const file = backupFileName(taken, false);
    writeFileSync(path.join(dir, file), 'x');
    await addRun(taken, file);
    await setRetention(30);
    await applicationAged(45);
    await applicationAged(50);
    const result = await purgeExpiredApplications(app.sequelize);
    assert.equal(result.destroyed, 2);
    const [row] = await records(`kind = 'application'`);
    assert.equal(row.count, 2);
    assert.equal(row.files, 6);
    assert.equal(row.job, 'retention-purge');
    assert.equal(row.method, 'database');
    assert.match(String(row.rule), /보유기간\(설정: 지원서 30일\) 경과/);
    const list = await call(app, 'GET', '/api/destruction-records', { token });
    assert.equal(list.status, 200);
    assert.match(String(list.headers.get('content-range')), /^destruction-records 0-0\/1$/);
    const [shown] = list.body as unknown as Record<string, any>[];
    assert.equal(shown.kindLabel, '입학 지원서(첨부 서류 포함)');
    assert.equal(shown.by, '보유기간 자동 파기 작업');
    assert.deepEqual(
      shown.heldInBackups.map((b: { file: string }) => b.file),
      [file],
    );
    const status = await call(app, 'GET', '/api/backups/status', { token });
    assert.equal(status.body.warning, 'none', 'a good run finished after the failed one');
    await setRetention(1825);
  });

  test('a staff deletion is entered as theirs', async () => {
    const a = await applicationAged(1);
    const res = await call(app, 'DELETE', `/api/applications/${a.id}`, { token });
    assert.equal(res.status, 200);
    const [row] = await records(`kind = 'application' AND actor_type = 'staff'`);
    assert.equal(row.count, 1);
    assert.equal(row.files, 3);
    assert.equal(row.job, null);
    assert.ok(row.actor_login);
  });

  test('the register refuses change and removal', async () => {
    for (const sql of [
      'UPDATE destruction_records SET count = 0',
      'DELETE FROM destruction_records',
      'TRUNCATE destruction_records',
    ])
      await assert.rejects(app.sequelize.query(sql), /파기 대장의 기록은 고치거나 지울 수 없습니다/, sql);
  });

  test('a copy that held purged rows is entered when it rotates out, and is no longer named', async () => {
    // Twelve more daily copies after the one above: it falls out of the 7 daily (its week still has a newer one).
    for (let i = 1; i <= 12; i++) {
      const at = scheduledAt(addSeoulDays(now(), i));
      const f = backupFileName(at, false);
      writeFileSync(path.join(dir, f), 'x');
      await addRun(at, f);
    }
    const removed = await rotate(app.sequelize, dir);
    assert.ok(removed.length >= 1);
    assert.equal(readdirSync(dir).length, 12 + 1 - removed.length);
    const rotated = await records(`kind = 'backupFile'`);
    assert.equal(rotated.length, 1, 'only the copy taken before the purge held purged rows');
    assert.equal(rotated[0].method, 'backup');
    assert.equal(rotated[0].job, 'backup-rotation');
    const list = await call(app, 'GET', '/api/destruction-records?filter={"kind":"application"}', { token });
    for (const r of list.body as unknown as { heldInBackups: unknown[] }[]) assert.deepEqual(r.heldInBackups, []);
  });

  test('bad filters are Korean 400s', async () => {
    const bad = await call(app, 'GET', '/api/destruction-records?filter={"month":"2026-13"}', { token });
    assert.equal(bad.status, 400);
    assert.match(bad.body.errorMessage, /YYYY-MM/);
    const kind = await call(app, 'GET', '/api/destruction-records?filter={"kind":"x"}', { token });
    assert.equal(kind.status, 400);
  });

  test('a month is signed once, after it is over, with a note', async () => {
    const current = formatReviewMonth(reviewMonthOf(now()));
    const sign = (m: string, body: unknown) =>
      call(app, 'POST', `/api/destruction-records/months/${m}/sign-off`, { token, body });
    assert.equal((await sign(current, { note: '이상 없음' })).status, 400);
    const empty = await sign(current, { note: ' ' });
    assert.match(empty.body.errorMessage, /검토 의견을 입력해주세요/);
    // A month later, the month of the entries is over.
    useClock(clockStartingAt(addSeoulDays(now(), 40)));
    token = (await login(app, await makeUser({ role: 'superadmin' }))).token;
    const months = await call(app, 'GET', '/api/destruction-records/months', { token });
    const entry = (months.body as unknown as { id: string; records: number; over: boolean }[]).find(
      (m) => m.id === current,
    );
    assert.ok(entry && entry.over && entry.records >= 3);
    const ok = await sign(current, { note: '보유기간 경과분 파기 확인' });
    assert.equal(ok.status, 201, JSON.stringify(ok.body));
    assert.equal(ok.body.recordCount, entry.records);
    const again = await sign(current, { note: '다시' });
    assert.equal(again.status, 409);
    assert.match(again.body.errorMessage, /이미 서명되었습니다/);
    await assert.rejects(app.sequelize.query('DELETE FROM destruction_sign_offs'), /서명은 고치거나 지울 수 없습니다/);
    useClock(clockStartingAt(start));
    token = (await login(app, await makeUser({ role: 'superadmin' }))).token;
  });

  test('the export needs a reason, and the reason is in the audit log', async () => {
    const none = await call(app, 'POST', '/api/destruction-records/export', { token, body: {} });
    assert.equal(none.status, 400);
    assert.match(none.body.errorMessage, /내려받는 사유를 입력해주세요/);
    const res = await fetch(`${app.baseUrl}/api/destruction-records/export`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ reason: '개인정보 보호책임자 분기 점검' }),
    });
    assert.equal(res.status, 200);
    assert.match(String(res.headers.get('content-type')), /spreadsheetml/);
    assert.equal((await res.arrayBuffer()).byteLength > 1000, true);
    const [audit] = await app.sequelize.query<{ detail: { reason: string } }>(
      `SELECT detail FROM audit_logs WHERE action = 'destruction-records.export' AND detail ? 'reason'`,
      { type: QueryTypes.SELECT },
    );
    assert.equal(audit?.detail.reason, '개인정보 보호책임자 분기 점검');
  });
});

describe('the daily backup job', () => {
  test('two processes at 03:00 Seoul make one backup, listed for the 최고관리자', async () => {
    const jobDir = mkdtempSync(path.join(tmpdir(), 'job-'));
    useClock(clockStartingAt(new Date(scheduledAt(addSeoulDays(now(), 60)).getTime() + 5_000)));
    token = (await login(app, await makeUser({ role: 'superadmin' }))).token;
    const settings = { dir: jobDir, secret: undefined };
    const a = startBackupSchedule({ sequelize: app.sequelize, url: app.databaseUrl, settings, firstMs: 60_000 });
    const b = startBackupSchedule({ sequelize: app.sequelize, url: app.databaseUrl, settings, firstMs: 60_000 });
    const results = await Promise.all([a.runOnce(), b.runOnce()]);
    await Promise.all([a.stop(), b.stop()]);
    assert.deepEqual(results.sort(), [false, true]);
    assert.equal(readdirSync(jobDir).length, 1);
    const list = await call(app, 'GET', '/api/backups', { token });
    const [newest] = list.body as unknown as Record<string, unknown>[];
    assert.equal(newest.trigger, 'schedule');
    assert.equal(newest.result, 'ok');
    assert.ok(Number(newest.size) > 1000);
    const status = await call(app, 'GET', '/api/backups/status', { token });
    assert.equal(status.body.warning, 'none');
    // 27 hours later the newest copy is stale.
    useClock(clockStartingAt(new Date(now().getTime() + 27 * 3_600_000)));
    token = (await login(app, await makeUser({ role: 'superadmin' }))).token;
    assert.equal((await call(app, 'GET', '/api/backups/status', { token })).body.warning, 'stale');
    useClock(clockStartingAt(start));
    rmSync(jobDir, { recursive: true, force: true });
  });
});
