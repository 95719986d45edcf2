// Retention of the records 기준 제8조 asks for: application access records at least 2 years, the audit log (the
// register of grants and changes) at least 3. The purge destroys applications past their retention and never the
// access records of them; the audit log cannot be deleted at all (its triggers, server/audit/log.test.ts).
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { QueryTypes } from 'sequelize';
import { Application, ApplicationAccessLog, Setting } from '../../db/models/index.js';
import { defaultFiles, submitForm, validFields } from '../api/applications/fixtures.js';
import { purgeExpiredApplications } from '../retention/purge.js';
import { startTestApp, testNow, type TestApp } from '../test/support.js';
import { recordAudit } from './log.js';

let app: TestApp;
before(async () => {
  app = await startTestApp();
});
after(() => app.close());

const daysAgo = (days: number) => new Date(testNow().getTime() - days * 86_400_000).toISOString();

test('a purge with the shortest retention keeps every access record and every audit entry, however old', async () => {
  const res = await submitForm(app, validFields(), await defaultFiles());
  assert.equal(res.status, 201);
  const a = (await Application.findOne({ where: { receiptNo: res.body.receiptNo } }))!;
  await app.sequelize.query(`UPDATE applications SET submitted_at = :at WHERE id = :id`, {
    replacements: { at: daysAgo(400), id: a.id },
  });
  // Access records of this application from 3 years and 1 year ago, and an audit entry.
  for (const days of [3 * 365, 365]) {
    await app.sequelize.query(
      `INSERT INTO application_access_logs (user_login, action, application_id, receipt_no, created_at)
       VALUES ('kimstaff', 'view', :id, :receiptNo, :at)`,
      { replacements: { id: a.id, receiptNo: a.receiptNo, at: daysAgo(days) } },
    );
  }
  await recordAudit({ action: 'applications.update', resource: 'applications', recordId: a.id });
  const row = (await Setting.findByPk(1))!;
  await row.update({ data: { ...row.data, applicationRetentionDays: 30 } });

  const result = await purgeExpiredApplications(app.sequelize);
  assert.equal(result.destroyed, 1);
  assert.equal(await Application.count({ where: { id: a.id } }), 0);
  const kept = await ApplicationAccessLog.findAll({ where: { receiptNo: a.receiptNo }, order: [['id', 'ASC']] });
  assert.deepEqual(
    kept.map((l) => l.action),
    ['view', 'view', 'purge'],
    'the access records stay, and the destruction is added to them',
  );
  const [audit] = await app.sequelize.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM audit_logs WHERE record_id = :id`,
    { replacements: { id: String(a.id) }, type: QueryTypes.SELECT },
  );
  assert.equal(audit.n, 1);
});
