// The access records of applicants' data (기준 제8조③) can be added to and read, never changed or removed, even by
// SQL typed straight into the database by the site's own role.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import pg from 'pg';
import { createTestDatabase } from '../server/test/support.js';

let client: pg.Client;
let id: string;

before(async () => {
  client = new pg.Client({ connectionString: await createTestDatabase() });
  await client.connect();
  const res = await client.query<{ id: string }>(
    `INSERT INTO application_access_logs (user_login, action, receipt_no) VALUES ('staff1', 'view', '2027-0001') RETURNING id`,
  );
  id = res.rows[0].id;
});

after(async () => {
  await client.end();
});

const refused = async (sql: string) => {
  await assert.rejects(client.query(sql), (err: Error) => {
    assert.match(err.message, /개인정보 접근 기록은 고치거나 지울 수 없습니다/);
    return true;
  });
};

test('an access record cannot be updated, deleted or truncated', async () => {
  await refused(`UPDATE application_access_logs SET user_login = 'someone' WHERE id = ${id}`);
  await refused(`DELETE FROM application_access_logs WHERE id = ${id}`);
  await refused(`TRUNCATE application_access_logs`);
  const row = await client.query(`SELECT user_login FROM application_access_logs WHERE id = $1`, [id]);
  assert.equal(row.rows[0].user_login, 'staff1');
});

test('new records are still written', async () => {
  await client.query(`INSERT INTO application_access_logs (user_login, action) VALUES ('staff2', 'list')`);
  const n = await client.query(`SELECT count(*)::int AS n FROM application_access_logs`);
  assert.equal(n.rows[0].n, 2);
});
