// 무결성 확인 against the checkpoints, as the table's owner attacks it with DATABASE_URL: the audit table emptied, its
// last 30 entries deleted, the table's own checkpoint copies dropped as well (the checkpoint file and the 개인정보
// 보호책임자's mailed checkpoint, pasted back, still hold), and a stray row put in as the serving role could. The
// answer says which checkpoints it compared, from where and up to which entry, and never reads as intact then.
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, afterEach, describe, test } from 'node:test';
import { QueryTypes, type Sequelize } from 'sequelize';
import { adminToken, advanceClock, call, startTestApp, TEST_AUDIT_KEY, type TestApp } from '../test/support.js';
import { startCheckpointSchedule } from './checkpoint-schedule.js';
import { DATABASE_SOURCE, writeCheckpoint } from './checkpoints.js';
import { configureAudit } from './keying.js';
import { recordAudit } from './log.js';
import { settleAuditWrites } from './middleware.js';
import { describeCheck } from './verify-report.js';
import { verifyAuditChain } from './verify.js';

const CLI = path.resolve('dist/cli/audit-verify.js');
const dir = mkdtempSync(path.join(os.tmpdir(), 'audit-anchors-'));
const apps: TestApp[] = [];
after(async () => {
  for (const app of apps) await app.close();
  rmSync(dir, { recursive: true, force: true });
});
afterEach(() => configureAudit({ key: TEST_AUDIT_KEY }));

/** A chain of n entries, the 최고관리자's login settled, and its head anchored; the token of that login. */
async function anchoredChain(n: number): Promise<{ app: TestApp; token: string; lastId: number }> {
  const app = await startTestApp({ rounds: false });
  apps.push(app);
  for (let i = 0; i < n; i++)
    await recordAudit(
      { action: 'posts.update', resource: 'posts', recordId: i + 1, changedFields: ['title'] },
      { sequelize: app.sequelize },
    );
  const token = await adminToken(app);
  await settleAuditWrites();
  const { lastId } = await writeCheckpoint(app.sequelize);
  return { app, token, lastId };
}

/** What the table's owner can do: lift the append-only triggers for the statements. */
async function asOwner(sequelize: Sequelize, sql: string): Promise<void> {
  await sequelize.query(`ALTER TABLE audit_logs DISABLE TRIGGER USER; ALTER TABLE audit_checkpoints DISABLE TRIGGER USER;
    ${sql}; ALTER TABLE audit_logs ENABLE TRIGGER USER; ALTER TABLE audit_checkpoints ENABLE TRIGGER USER;`);
}

function runCli(app: TestApp, args: string[] = []) {
  if (!existsSync(CLI)) spawnSync(process.execPath, ['scripts/build.mjs', '--node'], { stdio: 'inherit' });
  const child = spawn(process.execPath, [CLI, ...args], {
    env: {
      ...process.env,
      DATABASE_URL: app.databaseUrl,
      JWT_SECRET: 'x'.repeat(40),
      AUDIT_KEY: TEST_AUDIT_KEY,
      AUDIT_CHECKPOINT_FILE: '',
      LOG_LEVEL: 'silent',
    },
  });
  let out = '';
  child.stdout.setEncoding('utf8').on('data', (d: string) => (out += d));
  child.stderr.setEncoding('utf8').on('data', (d: string) => (out += d));
  return new Promise<{ status: number | null; out: string }>((resolve) =>
    child.on('close', (status) => resolve({ status, out })),
  );
}

describe('the owner of an external database cuts the chain', () => {
  test('the audit table emptied: not intact, in the check, the API and npm run audit:verify', async () => {
    const { app, token, lastId } = await anchoredChain(10);
    await asOwner(app.sequelize, 'DELETE FROM audit_logs');
    const check = await verifyAuditChain(app.sequelize);
    assert.deepEqual(
      [check.ok, check.status, check.count, check.brokenAt, check.reason],
      [false, 'broken', 0, 1, 'truncated'],
    );
    const message = describeCheck(check);
    assert.doesNotMatch(message, /온전합니다/);
    assert.match(
      message,
      new RegExp(
        `감사 기록 1번부터 사라졌습니다: .*${lastId}번\\(${lastId}건\\)까지 있었으나 지금은 0건뿐입니다\\(기록이 모두 지워졌습니다\\)`,
      ),
    );
    assert.match(
      message,
      new RegExp(
        `대조한 체크포인트: 1개 \\(${DATABASE_SOURCE.replace(/[()]/g, '\\$&')} 1개\\)\\. 가장 늦게까지 본 체크포인트는 .*의 ${lastId}번 기록`,
      ),
    );

    const api = await call(app, 'GET', '/api/audit-logs/verify', { token });
    assert.deepEqual([api.status, api.body.ok, api.body.reason], [200, false, 'truncated']);
    assert.deepEqual(api.body.anchors.upTo.lastId, lastId);
    const cli = await runCli(app);
    assert.equal(cli.status, 1, cli.out);
    assert.match(cli.out, /감사 기록 1번부터 사라졌습니다/);

    // The site goes on writing a new chain from 1: the checkpoint still says what was there.
    for (let i = 0; i < 3; i++) await recordAudit({ action: 'a', resource: 'r' }, { sequelize: app.sequelize });
    const refilled = await verifyAuditChain(app.sequelize);
    assert.deepEqual([refilled.ok, refilled.reason, refilled.brokenAt], [false, 'truncated', 4]);
  });

  test('the last 30 entries deleted: not intact, and the answer says up to which entry the checkpoint saw', async () => {
    const { app, lastId } = await anchoredChain(40);
    await asOwner(app.sequelize, `DELETE FROM audit_logs WHERE id > ${lastId - 30}`);
    const check = await verifyAuditChain(app.sequelize);
    assert.deepEqual(
      [check.ok, check.reason, check.brokenAt, check.count],
      [false, 'truncated', lastId - 29, lastId - 30],
    );
    assert.match(describeCheck(check), /끝부분이 잘렸습니다/);
    assert.deepEqual(check.anchors.sources, [{ source: DATABASE_SOURCE, count: 1 }]);
  });

  test('the table of checkpoints dropped too: the file holds; without it the mailed checkpoint, pasted back', async () => {
    const file = path.join(dir, 'checkpoints.jsonl');
    configureAudit({ key: TEST_AUDIT_KEY, checkpointFile: file });
    const { app, token, lastId } = await anchoredChain(8);
    // The job's first run anchors the head once more and mails that checkpoint to the 개인정보 보호책임자.
    const job = startCheckpointSchedule(app.sequelize, { firstMs: 3_600_000, everyMs: 3_600_000 });
    assert.equal(await job.runOnce(), true);
    assert.equal(await job.runOnce(), false, 'one mail a day');
    await job.stop();
    const mails = await app.sequelize.query<{ to_address: string; subject: string; text_body: string }>(
      `SELECT to_address, subject, text_body FROM mail_outbox WHERE kind = 'audit.checkpoint'`,
      { type: QueryTypes.SELECT },
    );
    assert.equal(mails.length, 1);
    assert.equal(mails[0].to_address, 'privacy@hanbit.ac.kr', 'the officer of the site settings');
    assert.match(mails[0].subject, /감사 기록 체크포인트 \d{4}-\d{2}-\d{2}/);
    assert.match(mails[0].text_body, new RegExp(`감사 기록은 ${lastId}번\\(${lastId}건\\)까지입니다`));

    await asOwner(app.sequelize, `DELETE FROM audit_checkpoints; DELETE FROM audit_logs WHERE id > ${lastId - 3}`);
    const byFile = await verifyAuditChain(app.sequelize);
    assert.deepEqual([byFile.ok, byFile.reason, byFile.brokenAt], [false, 'truncated', lastId - 2]);
    assert.deepEqual(byFile.anchors.sources, [{ source: file, count: 2 }]);

    // The file gone as well: nothing left to compare, and the answer does not call the chain intact.
    configureAudit({ key: TEST_AUDIT_KEY });
    const bare = await verifyAuditChain(app.sequelize);
    assert.deepEqual([bare.ok, bare.status], [false, 'unanchored']);
    assert.doesNotMatch(describeCheck(bare), /모두 온전합니다/);
    assert.match(describeCheck(bare), /대조한 체크포인트: 없음.*메일로 받은 체크포인트를 붙여 넣어/);

    // The officer pastes the mail back, whole.
    const pasted = await call(app, 'POST', '/api/audit-logs/verify', {
      token,
      body: { checkpoints: mails[0].text_body },
    });
    assert.equal(pasted.status, 200, JSON.stringify(pasted.body));
    assert.deepEqual([pasted.body.ok, pasted.body.reason], [false, 'truncated']);
    assert.deepEqual(pasted.body.anchors.sources, [{ source: '붙여 넣은 체크포인트', count: 1 }]);
    assert.match(pasted.body.message, /끝부분이 잘렸습니다/);
    // And the CLI given it as a file.
    const saved = path.join(dir, 'mail.txt');
    writeFileSync(saved, mails[0].text_body);
    const cli = await runCli(app, ['--checkpoints', saved]);
    assert.equal(cli.status, 1, cli.out);
    assert.match(cli.out, /사라졌습니다/);
    assert.match(cli.out, new RegExp(`${saved.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} 1개`));
  });

  test('the next day brings the next mail', async () => {
    const { app } = await anchoredChain(2);
    const job = startCheckpointSchedule(app.sequelize, { firstMs: 3_600_000, everyMs: 3_600_000 });
    try {
      assert.equal(await job.runOnce(), true);
      advanceClock(24 * 3_600_000);
      assert.equal(await job.runOnce(), true);
    } finally {
      await job.stop();
    }
    const [{ n }] = await app.sequelize.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM mail_outbox WHERE kind = 'audit.checkpoint'`,
      { type: QueryTypes.SELECT },
    );
    assert.equal(n, 2);
  });
});

describe('a stray row the serving role can insert', () => {
  test('is named, and the entries after it are still checked (a later edit is still found)', async () => {
    const { app, lastId } = await anchoredChain(5);
    const [head] = await app.sequelize.query<{ hash: string }>(`SELECT hash FROM audit_logs WHERE id = ${lastId}`, {
      type: QueryTypes.SELECT,
    });
    const stray = lastId + 1;
    await app.sequelize.query(
      `INSERT INTO audit_logs (id, at, action, resource, changed_fields, detail, prev_hash, hash)
       VALUES (:stray, now(), 'posts.delete', 'posts', '{}', '{}', :prev, :hash)`,
      { replacements: { stray, prev: head.hash, hash: 'f'.repeat(64) } },
    );
    for (let i = 0; i < 4; i++) await recordAudit({ action: 'a', resource: 'r' }, { sequelize: app.sequelize });
    const check = await verifyAuditChain(app.sequelize);
    assert.deepEqual(
      [check.ok, check.brokenAt, check.reason, check.strays, check.count, check.verified, check.findingCount],
      [false, stray, 'edited', [stray], lastId + 5, lastId + 4, 1],
    );
    assert.match(
      describeCheck(check),
      new RegExp(
        `서명이 맞지 않는 기록\\(키 없이 끼워 넣어졌거나 고쳐진 기록\\): ${stray}번\\. 이 기록은 건너뛰고 그 뒤의 기록을 계속 확인했으며`,
      ),
    );
    // An entry after it edited by the owner is found as well.
    await asOwner(app.sequelize, `UPDATE audit_logs SET action = 'b' WHERE id = ${stray + 2}`);
    const later = await verifyAuditChain(app.sequelize);
    assert.deepEqual(later.strays, [stray, stray + 2]);
    assert.equal(later.verified, lastId + 3);
  });
});

describe('a stray row the 최고관리자 has reviewed', () => {
  test('no longer breaks the later checks, is named as reviewed, and breaks them again if it is changed', async () => {
    const { app, token, lastId } = await anchoredChain(3);
    const [{ id: headId, hash }] = await app.sequelize.query<{ id: number; hash: string }>(
      `SELECT id, hash FROM audit_logs ORDER BY id DESC LIMIT 1`,
      { type: QueryTypes.SELECT },
    );
    assert.ok(headId >= lastId);
    const stray = Number(headId) + 1;
    await app.sequelize.query(
      `INSERT INTO audit_logs (id, at, action, resource, changed_fields, detail, prev_hash, hash)
       VALUES (:stray, now(), 'posts.delete', 'posts', '{}', '{}', :prev, :hash)`,
      { replacements: { stray, prev: hash, hash: 'e'.repeat(64) } },
    );
    const before = await call(app, 'GET', '/api/audit-logs/verify', { token });
    assert.equal(before.body.status, 'broken');

    // Only a row the check names can be reviewed, and only with a reason.
    const notStray = await call(app, 'POST', `/api/audit-logs/strays/${lastId}/acknowledge`, {
      token,
      body: { reason: '확인함' },
    });
    assert.equal(notStray.status, 400);
    assert.match(notStray.body.errorMessage, /서명이 맞지 않는 기록이 아닙니다/);
    const noReason = await call(app, 'POST', `/api/audit-logs/strays/${stray}/acknowledge`, { token, body: {} });
    assert.equal(noReason.status, 400);
    assert.match(noReason.body.errorMessage, /검토 내용/);

    const reviewed = await call(app, 'POST', `/api/audit-logs/strays/${stray}/acknowledge`, {
      token,
      body: { reason: 'DB 점검 중 운영사가 넣은 행' },
    });
    assert.equal(reviewed.status, 200);
    assert.deepEqual([reviewed.body.status, reviewed.body.strays], ['intact', []]);
    assert.equal(reviewed.body.acknowledged[0].id, stray);
    assert.match(
      reviewed.body.message,
      new RegExp(`검토를 마친 서명 없는 기록 1건은 건너뛰었습니다: ${stray}번\\(.*DB 점검 중 운영사가 넣은 행\\)`),
    );
    await settleAuditWrites();
    const later = await call(app, 'GET', '/api/audit-logs/verify', { token });
    assert.equal(later.body.status, 'intact');

    // Changed again after the review, it is a finding once more.
    await asOwner(app.sequelize, `UPDATE audit_logs SET hash = '${'d'.repeat(64)}' WHERE id = ${stray}`);
    const changed = await call(app, 'GET', '/api/audit-logs/verify', { token });
    assert.equal(changed.body.status, 'broken');
    assert.deepEqual(changed.body.strays, [stray]);
  });
});
