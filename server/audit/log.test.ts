import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { createSequelize } from '../../db/connect.js';
import { adminToken, call, startTestApp, TEST_AUDIT_KEY, type TestApp } from '../test/support.js';
import { recordAudit } from './log.js';
import { verifyAuditChain, type ChainCheck } from './verify.js';

/** The parts of a check these tests hold it to. */
const brief = (c: ChainCheck) => ({ status: c.status, count: c.count, brokenAt: c.brokenAt, reason: c.reason });

// `npm run audit:verify` runs this bundle.
const CLI = path.resolve('dist/cli/audit-verify.js');

let app: TestApp;
before(async () => {
  if (!existsSync(CLI)) spawnSync(process.execPath, ['scripts/build.mjs', '--node'], { stdio: 'inherit' });
  app = await startTestApp();
});
after(() => app.close());

const sql = (text: string) => app.sequelize.query(text);

/**
 * Runs the check command and waits for it without blocking this process: an audit entry the app is still writing
 * (a request's is written when its answer has gone) holds the chain's lock until this process commits it, and the
 * command waits for that lock.
 */
function runCli(): Promise<{ status: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, [CLI], {
    env: {
      ...process.env,
      DATABASE_URL: app.databaseUrl,
      JWT_SECRET: 'x'.repeat(40),
      AUDIT_KEY: TEST_AUDIT_KEY,
      LOG_LEVEL: 'silent',
    },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (d: string) => (stdout += d));
  child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (status) => resolve({ status, stdout, stderr }));
  });
}

async function entries(n: number): Promise<void> {
  for (let i = 0; i < n; i++)
    await recordAudit({ action: 'posts.update', resource: 'posts', recordId: i + 1, changedFields: ['title'] });
}

async function auditCount(): Promise<number> {
  const [[row]] = (await app.sequelize.query('SELECT count(*)::int AS n FROM audit_logs')) as [
    { n: number }[],
    unknown,
  ];
  return row.n;
}

describe('audit log: append-only, hash-chained', () => {
  test('the database refuses UPDATE, DELETE and TRUNCATE with a clear message', async () => {
    await entries(3);
    for (const statement of [
      `UPDATE audit_logs SET actor_login = 'someone' WHERE id = 2`,
      `DELETE FROM audit_logs WHERE id = 2`,
      `TRUNCATE audit_logs`,
    ]) {
      await assert.rejects(sql(statement), /감사 기록은 추가만 할 수 있습니다.*append-only/, statement);
    }
    assert.equal(await auditCount(), 3);
    const [[row]] = (await sql('SELECT actor_login FROM audit_logs WHERE id = 2')) as [
      { actor_login: null }[],
      unknown,
    ];
    assert.equal(row.actor_login, null);
  });

  test('a normal log verifies, in the API and in the check command', async () => {
    await entries(5);
    // No checkpoint yet: the links hold, but nothing says the end was not cut, and the answer says so.
    const unanchored = await verifyAuditChain(app.sequelize);
    assert.deepEqual(brief(unanchored), { status: 'unanchored', count: 8, brokenAt: undefined, reason: undefined });
    assert.equal(unanchored.ok, false);
    const first = await runCli();
    assert.equal(first.status, 0, first.stderr);
    assert.match(first.stdout, /감사 기록 8건이 서로 맞게 이어져 있습니다\. 그러나 대조한 체크포인트가 하나도 없어/);
    assert.match(
      first.stdout,
      /대조한 체크포인트: 없음 \(찾아본 곳: 데이터베이스\(audit_checkpoints\), 체크포인트 파일 없음/,
    );
    // The check anchored the head in the table: the next one holds the chain to it.
    const r = await runCli();
    assert.equal(r.status, 0, r.stderr);
    assert.match(
      r.stdout,
      /감사 기록 8건의 연결이 모두 온전합니다\. 대조한 체크포인트: 1개 \(데이터베이스\(audit_checkpoints\) 1개\)\. 가장 늦게까지 본 체크포인트는 .*의 8번 기록\(8건\)까지입니다\./,
    );
    assert.deepEqual(brief(await verifyAuditChain(app.sequelize)), {
      status: 'intact',
      count: 8,
      brokenAt: undefined,
      reason: undefined,
    });
  });

  test('an entry edited with the triggers disabled (an owner) is found, and the check command exits 1', async () => {
    await sql(`ALTER TABLE audit_logs DISABLE TRIGGER audit_logs_no_update_delete`);
    await sql(`UPDATE audit_logs SET changed_fields = '{memo}' WHERE id = 4`);
    await sql(`ALTER TABLE audit_logs ENABLE TRIGGER audit_logs_no_update_delete`);
    const edited = await verifyAuditChain(app.sequelize);
    assert.deepEqual(brief(edited), { status: 'broken', count: 8, brokenAt: 4, reason: 'edited' });
    assert.deepEqual([edited.strays, edited.verified], [[4], 7], 'named, and the entries after it still checked');
    const r = await runCli();
    assert.equal(r.status, 1);
    assert.match(r.stderr, /감사 기록 4번에서 무결성이 깨졌습니다: .*수정되었습니다/);
    const token = await adminToken(app);
    const check = await call(app, 'GET', '/api/audit-logs/verify', { token });
    assert.equal(check.status, 200);
    assert.equal(check.body.ok, false);
    assert.equal(check.body.brokenAt, 4);
    assert.match(check.body.message, /4번에서 무결성이 깨졌습니다/);

    // Put it back as it was: the chain is whole again.
    await sql(`ALTER TABLE audit_logs DISABLE TRIGGER audit_logs_no_update_delete`);
    await sql(`UPDATE audit_logs SET changed_fields = '{title}' WHERE id = 4`);
    await sql(`ALTER TABLE audit_logs ENABLE TRIGGER audit_logs_no_update_delete`);
    assert.equal((await verifyAuditChain(app.sequelize)).ok, true);
  });

  test('a deleted entry is found as a gap, and entries renumbered over it as edited', async () => {
    await sql(`CREATE TEMP TABLE kept AS SELECT * FROM audit_logs WHERE id = 6`);
    await sql(`ALTER TABLE audit_logs DISABLE TRIGGER audit_logs_no_update_delete`);
    await sql(`DELETE FROM audit_logs WHERE id = 6`);
    await sql(`ALTER TABLE audit_logs ENABLE TRIGGER audit_logs_no_update_delete`);
    const check = await verifyAuditChain(app.sequelize);
    assert.equal(check.ok, false);
    assert.deepEqual([check.brokenAt, check.reason, check.findingCount], [7, 'gap', 1]);
    const r = await runCli();
    assert.equal(r.status, 1);
    assert.match(r.stderr, /감사 기록 7번에서 무결성이 깨졌습니다: 앞 번호의 기록이 없습니다/);

    // Renumbering the later entries to close the gap breaks the links instead.
    await sql(`ALTER TABLE audit_logs DISABLE TRIGGER audit_logs_no_update_delete`);
    await sql(`UPDATE audit_logs SET id = id - 1 WHERE id > 6`);
    await sql(`ALTER TABLE audit_logs ENABLE TRIGGER audit_logs_no_update_delete`);
    const relinked = await verifyAuditChain(app.sequelize);
    assert.equal(relinked.ok, false);
    // Each renumbered entry's id is part of what its HMAC signed.
    assert.equal(relinked.brokenAt, 6);
    assert.equal(relinked.reason, 'edited');
    assert.equal(relinked.strays[0], 6);
    // The checkpoint of entry 8 now sees another entry there.
    assert.ok(relinked.findings.some((f) => f.id === 8 && f.reason === 'rewritten'));
  });

  test('concurrent writers on two connection pools (two processes) keep one linear chain', async () => {
    const fresh = await startTestApp();
    const second = createSequelize(fresh.databaseUrl, { poolMax: 5 });
    try {
      await Promise.all(
        Array.from({ length: 60 }, (_, i) =>
          recordAudit(
            { action: 'boards.update', resource: 'boards', recordId: i },
            { sequelize: i % 2 ? second : fresh.sequelize },
          ),
        ),
      );
      assert.deepEqual(brief(await verifyAuditChain(fresh.sequelize)), {
        status: 'unanchored',
        count: 60,
        brokenAt: undefined,
        reason: undefined,
      });
    } finally {
      await second.close();
      await fresh.close();
    }
  });

  test('an entry written in a transaction that rolls back leaves no gap', async () => {
    const fresh = await startTestApp();
    try {
      await recordAudit({ action: 'a', resource: 'r' }, { sequelize: fresh.sequelize });
      await assert.rejects(
        fresh.sequelize.transaction(async (transaction) => {
          await recordAudit({ action: 'role.grant', resource: 'staff' }, { transaction });
          throw new Error('the change failed');
        }),
        /the change failed/,
      );
      await recordAudit({ action: 'b', resource: 'r' }, { sequelize: fresh.sequelize });
      assert.deepEqual(brief(await verifyAuditChain(fresh.sequelize)), {
        status: 'unanchored',
        count: 2,
        brokenAt: undefined,
        reason: undefined,
      });
    } finally {
      await fresh.close();
    }
  });
});
