import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { Application, ApplicationAccessLog, Setting, StoredFile } from '../../db/models/index.js';
import { defaultFiles, submitForm, validFields } from '../api/applications/fixtures.js';
import { startTestApp, testNow, type TestApp } from '../test/support.js';
import { purgeExpiredApplications, startPurgeSchedule } from './purge.js';

// `npm run privacy:purge` runs this bundle (built like the web process: no TypeScript at run time).
const PURGE_CLI = path.resolve('dist/cli/privacy-purge.js');

let app: TestApp;
before(async () => {
  if (!existsSync(PURGE_CLI)) spawnSync(process.execPath, ['scripts/build.mjs', '--node'], { stdio: 'inherit' });
  app = await startTestApp();
});
after(() => app.close());

async function applicationAged(days: number): Promise<Application> {
  const res = await submitForm(app, validFields(), await defaultFiles());
  assert.equal(res.status, 201);
  const a = (await Application.findOne({ where: { receiptNo: res.body.receiptNo } }))!;
  await app.sequelize.query(
    `UPDATE applications SET submitted_at = :at::timestamptz - make_interval(days => :days) WHERE id = :id`,
    { replacements: { days, id: a.id, at: testNow().toISOString() } },
  );
  return a;
}

async function setRetention(days: number): Promise<void> {
  const row = (await Setting.findByPk(1))!;
  await row.update({ data: { ...row.data, applicationRetentionDays: days } });
}

describe('retention purge', () => {
  test('destroys applications past the retention period with their files, keeps the rest, and logs each destruction', async () => {
    await app.sequelize.query('DELETE FROM rate_limits');
    await setRetention(365);
    const old = await applicationAged(400);
    const recent = await applicationAged(10);
    const result = await purgeExpiredApplications(app.sequelize);
    assert.equal(result.ran, true);
    assert.equal(result.destroyed, 1);
    assert.equal(result.files, 3);
    assert.equal(await Application.count({ where: { id: old.id } }), 0);
    assert.equal(await StoredFile.count({ where: { ownerType: 'application', ownerId: old.id } }), 0);
    assert.equal(await Application.count({ where: { id: recent.id } }), 1);
    assert.equal(await StoredFile.count({ where: { ownerType: 'application', ownerId: recent.id } }), 3);
    const log = await ApplicationAccessLog.findOne({ where: { action: 'purge', receiptNo: old.receiptNo } });
    assert.equal(log?.userLogin, 'system');
    assert.match(String(log?.detail.reason), /보유기간\(365일\) 경과/);
    assert.equal(log?.detail.files, 3);
  });

  test('follows the retention days of the settings', async () => {
    await app.sequelize.query('DELETE FROM rate_limits');
    const a = await applicationAged(40);
    await setRetention(60);
    assert.equal((await purgeExpiredApplications(app.sequelize)).destroyed, 0);
    await setRetention(30);
    assert.equal((await purgeExpiredApplications(app.sequelize)).destroyed, 1);
    assert.equal(await Application.count({ where: { id: a.id } }), 0);
    await setRetention(1825);
  });

  test('only one process purges at a time (advisory lock)', async () => {
    await app.sequelize.transaction(async (transaction) => {
      await app.sequelize.query('SELECT pg_advisory_xact_lock(4702030855)', { transaction });
      const result = await purgeExpiredApplications(app.sequelize);
      assert.equal(result.ran, false);
    });
    assert.equal((await purgeExpiredApplications(app.sequelize)).ran, true);
  });

  test('the schedule runs inside the process and stops cleanly', async () => {
    await app.sequelize.query('DELETE FROM rate_limits');
    await setRetention(30);
    const a = await applicationAged(90);
    const schedule = startPurgeSchedule(app.sequelize, { firstMs: 10, everyMs: 60_000 });
    for (let i = 0; i < 100 && (await Application.count({ where: { id: a.id } })); i++)
      await new Promise((r) => setTimeout(r, 50));
    await schedule.stop();
    assert.equal(await Application.count({ where: { id: a.id } }), 0);
    await setRetention(1825);
  });

  test('npm run privacy:purge destroys and reports in Korean', async () => {
    await app.sequelize.query('DELETE FROM rate_limits');
    await setRetention(30);
    await applicationAged(45);
    const r = spawnSync(process.execPath, [PURGE_CLI], {
      env: {
        ...process.env,
        DATABASE_URL: app.databaseUrl,
        JWT_SECRET: 'x'.repeat(40),
        AUDIT_KEY: 'k'.repeat(40),
        LOG_LEVEL: 'silent',
      },
      encoding: 'utf8',
    });
    assert.equal(r.status, 0, r.stderr);
    assert.match(r.stdout, /보유기간이 지난 지원서 1건\(첨부 파일 3개\)을 파기했습니다/);
    await setRetention(1825);
  });
});
