// The site serves as a login that owns no table: on the append-only logs it may read and add, and the database
// refuses it UPDATE, DELETE, TRUNCATE and ALTER TABLE … DISABLE TRIGGER; tables made after the grant are granted too.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, test } from 'node:test';
import type { Sequelize } from 'sequelize';
import { writeCheckpoint } from '../server/audit/checkpoints.js';
import { recordAudit } from '../server/audit/log.js';
import { verifyAuditChain } from '../server/audit/verify.js';
import { createTestDatabase } from '../server/test/support.js';
import { createSequelize } from './connect.js';
import { ensureServingLogin, grantServingRole, roleOf } from './serving-role.js';

// Roles belong to the whole server (a DATABASE_URL run shares it): one of this file's own, dropped at the end.
const role = `site_app_t_${randomBytes(4).toString('hex')}`;
const password = randomBytes(12).toString('base64url');
let owner: Sequelize;
let app: Sequelize;

before(async () => {
  const ownerUrl = await createTestDatabase();
  owner = createSequelize(ownerUrl, { poolMax: 2 });
  await ensureServingLogin(ownerUrl, role, password);
  await grantServingRole(owner, role);
  const url = new URL(ownerUrl);
  url.username = role;
  url.password = password;
  assert.equal(roleOf(url.toString()), role);
  app = createSequelize(url.toString(), { poolMax: 2 });
});

after(async () => {
  await app.close();
  await owner.query(`DROP OWNED BY "${role}"; DROP ROLE "${role}"`);
  await owner.close();
});

/** PostgreSQL's insufficient_privilege: "permission denied for table …" or "must be owner of table …". */
const denied = (err: unknown) => {
  const e = err as { parent?: { code?: string }; message: string };
  assert.equal(e.parent?.code, '42501', e.message);
  assert.match(e.message, /permission denied|must be owner/);
  return true;
};

test('the serving login writes and reads the audit log, and cannot change, remove or unprotect it', async () => {
  await recordAudit({ action: 'posts.update', resource: 'posts', recordId: 1 }, { sequelize: app });
  await recordAudit({ action: 'posts.update', resource: 'posts', recordId: 2 }, { sequelize: app });
  const first = await verifyAuditChain(app);
  assert.deepEqual([first.status, first.count], ['unanchored', 2]);
  for (const sql of [
    `DELETE FROM audit_checkpoints`,
    `TRUNCATE audit_checkpoints`,
    `UPDATE audit_checkpoints SET sig = sig`,
    `UPDATE audit_logs SET actor_login = 'someone' WHERE id = 1`,
    `DELETE FROM audit_logs WHERE id = 2`,
    `TRUNCATE audit_logs`,
    `ALTER TABLE audit_logs DISABLE TRIGGER audit_logs_no_update_delete`,
    `ALTER TABLE audit_logs DISABLE TRIGGER ALL`,
    `DROP TRIGGER audit_logs_no_update_delete ON audit_logs`,
    `UPDATE application_access_logs SET user_login = 'someone'`,
    `ALTER TABLE application_access_logs DISABLE TRIGGER application_access_logs_no_change`,
  ])
    await assert.rejects(app.query(sql), denied, sql);
  const last = await verifyAuditChain(app);
  assert.deepEqual([last.status, last.count], ['unanchored', 2]);
  // The serving login anchors the head in the checkpoint table (the job and every check do), and is held to it.
  await writeCheckpoint(app);
  const anchored = await verifyAuditChain(app);
  assert.deepEqual([anchored.status, anchored.anchors.compared], ['intact', 1]);
});

test('the rest of the site works as the serving login, on tables made by later migrations too', async () => {
  await app.query(`UPDATE settings SET updated_at = updated_at`);
  await app.query(`INSERT INTO application_access_logs (user_login, action) VALUES ('staff1', 'list')`);
  await owner.query(`CREATE TABLE later_table (id bigserial PRIMARY KEY, note text)`);
  await app.query(`INSERT INTO later_table (note) VALUES ('a'), ('b')`);
  await app.query(`UPDATE later_table SET note = 'c' WHERE id = 1`);
  await app.query(`DELETE FROM later_table WHERE id = 2`);
  await assert.rejects(app.query(`ALTER TABLE later_table ADD COLUMN x int`), denied);
});
