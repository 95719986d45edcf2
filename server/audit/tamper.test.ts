// The attacks of a database owner on the audit chain: rewriting an entry and recomputing the rest (with plain sha256
// or a key of their own), appending a forged entry, cutting entries off the end after a checkpoint, and rewriting
// the entries written before the key existed. Each is found, with a Korean message naming where.
import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, afterEach, describe, test } from 'node:test';
import { QueryTypes, type Sequelize } from 'sequelize';
import { adminToken, call, startTestApp, TEST_AUDIT_KEY, type TestApp } from '../test/support.js';
import { startCheckpointSchedule } from './checkpoint-schedule.js';
import { parseCheckpoints, writeCheckpoint } from './checkpoints.js';
import { configureAudit } from './keying.js';
import { settleAuditWrites } from './middleware.js';
import { canonicalEntry, GENESIS_HASH, legacyEntryHash, recordAudit, rowOf, type AuditRow, type DbRow } from './log.js';
import { sealLegacyChain } from './seal.js';
import { verifyAuditChain, type ChainCheck } from './verify.js';
import { describeCheck } from './verify-report.js';

/** The parts of a check these tests hold it to. */
const brief = (c: ChainCheck) => ({ status: c.status, count: c.count, brokenAt: c.brokenAt, reason: c.reason });

const dir = mkdtempSync(path.join(os.tmpdir(), 'audit-anchor-'));
const apps: TestApp[] = [];
after(async () => {
  for (const app of apps) await app.close();
  rmSync(dir, { recursive: true, force: true });
});
afterEach(() => configureAudit({ key: TEST_AUDIT_KEY }));

async function chainOf(n: number): Promise<TestApp> {
  const app = await startTestApp({ rounds: false });
  apps.push(app);
  for (let i = 0; i < n; i++)
    await recordAudit(
      { action: 'posts.update', resource: 'posts', recordId: i + 1, changedFields: ['title'] },
      { sequelize: app.sequelize },
    );
  return app;
}

/** What an owner can do: lift the append-only trigger for one statement batch. */
async function asOwner(sequelize: Sequelize, statements: () => Promise<unknown>): Promise<void> {
  await sequelize.query('ALTER TABLE audit_logs DISABLE TRIGGER audit_logs_no_update_delete');
  try {
    await statements();
  } finally {
    await sequelize.query('ALTER TABLE audit_logs ENABLE TRIGGER audit_logs_no_update_delete');
  }
}

async function rows(sequelize: Sequelize, fromId = 1): Promise<AuditRow[]> {
  const raw = await sequelize.query<DbRow>('SELECT * FROM audit_logs WHERE id >= :fromId ORDER BY id', {
    replacements: { fromId },
    type: QueryTypes.SELECT,
  });
  return raw.map(rowOf);
}

type HashFn = (prevHash: string, row: Omit<AuditRow, 'prevHash' | 'hash'>) => string;
const wrongKey: HashFn = (prev, row) =>
  createHmac('sha256', 'a-key-the-attacker-made-up-0123456789')
    .update(prev + canonicalEntry(row))
    .digest('hex');

/** Edits entry n and recomputes the hashes of n and every later entry (up to `until`) with `hash`, as the tester did. */
async function rewriteFrom(sequelize: Sequelize, n: number, hash: HashFn, until = Infinity): Promise<void> {
  const all = await rows(sequelize);
  let prev = all[n - 2]?.hash ?? GENESIS_HASH;
  await asOwner(sequelize, async () => {
    for (const row of all.slice(n - 1).filter((r) => r.id <= until)) {
      const content = row.id === n ? { ...row, changedFields: ['memo'] } : row;
      const h = hash(prev, content);
      await sequelize.query(
        `UPDATE audit_logs SET changed_fields = ARRAY[:fields]::text[], prev_hash = :prev, hash = :h WHERE id = :id`,
        { replacements: { fields: content.changedFields, prev, h, id: row.id } },
      );
      prev = h;
    }
  });
}

describe('a rewritten chain is found', () => {
  for (const [name, hash] of [
    ['plain sha256', legacyEntryHash],
    ['a wrong key', wrongKey],
  ] as const) {
    test(`entry 4 rewritten and entries 4–8 recomputed with ${name}`, async () => {
      const app = await chainOf(8);
      await rewriteFrom(app.sequelize, 4, hash);
      const check = await verifyAuditChain(app.sequelize);
      assert.deepEqual(brief(check), { status: 'broken', count: 8, brokenAt: 4, reason: 'edited' });
      assert.deepEqual(check.strays, [4, 5, 6, 7, 8]);
      assert.match(describeCheck(check), /감사 기록 4번에서 무결성이 깨졌습니다: .*서명\(HMAC\)/);
      const answer = await call(app, 'GET', '/api/audit-logs/verify', { token: await adminToken(app) });
      assert.equal(answer.body.ok, false);
      assert.equal(answer.body.brokenAt, 4);
    });
  }

  test('a forged entry appended at the end with a valid-looking hash, or a forged seal', async () => {
    const app = await chainOf(3);
    const [last] = (await rows(app.sequelize, 3)).slice(-1);
    for (const action of ['posts.delete', 'audit.seal']) {
      const forged = { ...last, id: 4, action, recordId: '1', at: new Date(last.at.getTime() + 1000) };
      await app.sequelize.query(
        `INSERT INTO audit_logs (id, at, action, resource, record_id, changed_fields, detail, prev_hash, hash)
         VALUES (4, :at, :action, 'posts', '1', '{title}', '{}', :prev, :hash)`,
        { replacements: { at: forged.at, action, prev: last.hash, hash: legacyEntryHash(last.hash, forged) } },
      );
      const check = await verifyAuditChain(app.sequelize);
      assert.deepEqual(
        [check.ok, !check.ok && check.brokenAt, !check.ok && check.reason],
        [false, 4, 'edited'],
        action,
      );
      await asOwner(app.sequelize, () => app.sequelize.query('DELETE FROM audit_logs WHERE id = 4'));
    }
  });
});

describe('checkpoints kept outside the table', () => {
  test('a tail cut after a checkpoint is found, in the check and the API', async () => {
    const file = path.join(dir, 'cut.jsonl');
    configureAudit({ key: TEST_AUDIT_KEY, checkpointFile: file });
    const app = await chainOf(6);
    // The 최고관리자 who asks the API logs in first: the login's own entries are written once its answer has gone, so
    // they are settled before the head is anchored (else they would land after the cut and read as a rewrite).
    const token = await adminToken(app);
    await settleAuditWrites();
    const checkpoint = await writeCheckpoint(app.sequelize);
    const last = checkpoint.lastId;
    assert.ok(last >= 6, 'the six entries and the login');
    assert.equal(checkpoint.count, last, 'the head as it was');
    assert.equal(parseCheckpoints(readFileSync(file, 'utf8'), file).length, 1);
    assert.deepEqual(brief(await verifyAuditChain(app.sequelize)), {
      status: 'intact',
      count: last,
      brokenAt: undefined,
      reason: undefined,
    });

    await asOwner(app.sequelize, () => app.sequelize.query('DELETE FROM audit_logs WHERE id > 4'));
    const check = await verifyAuditChain(app.sequelize);
    assert.equal(check.ok, false);
    assert.equal(!check.ok && check.reason, 'truncated');
    assert.equal(!check.ok && check.brokenAt, 5);
    assert.match(
      describeCheck(check),
      new RegExp(`감사 기록 5번부터 사라졌습니다: .*${last}번\\(${last}건\\)까지 있었으나 지금은 4건뿐입니다`),
    );
    const answer = await call(app, 'GET', '/api/audit-logs/verify', { token });
    assert.equal(answer.body.ok, false);
    assert.equal(answer.body.reason, 'truncated');
    assert.match(answer.body.message, /끝부분이 잘렸습니다/);
  });

  test('an entry that differs from what a checkpoint saw, and a checkpoint signed with another key', async () => {
    const app = await chainOf(4);
    const file = path.join(dir, 'rewritten.jsonl');
    configureAudit({ key: TEST_AUDIT_KEY, checkpointFile: file });
    await writeCheckpoint(app.sequelize);
    // Someone holding the key itself (who could recompute the HMACs) still cannot change what the log anchored.
    await rewriteFrom(app.sequelize, 2, (prev, row) =>
      createHmac('sha256', TEST_AUDIT_KEY)
        .update(prev + canonicalEntry(row))
        .digest('hex'),
    );
    const check = await verifyAuditChain(app.sequelize);
    assert.equal(!check.ok && check.reason, 'rewritten');
    assert.equal(!check.ok && check.brokenAt, 4);
    assert.match(describeCheck(check), /4번에서 무결성이 깨졌습니다: .*체크포인트에 남은 값과 다릅니다/);

    configureAudit({ key: 'another-key-that-is-long-enough-0123456789' });
    const alien = await writeCheckpoint(app.sequelize);
    configureAudit({ key: TEST_AUDIT_KEY });
    const forged = await verifyAuditChain(app.sequelize, {
      extra: parseCheckpoints(`not json\n${JSON.stringify({ level: 30, auditCheckpoint: alien })}\n`, 'drain.log'),
    });
    // Named and left out, while the rest is still held to the checkpoints that are genuine.
    assert.deepEqual(
      forged.findings.map((f) => f.reason),
      ['rewritten', 'forged-checkpoint', 'forged-checkpoint'],
      'the one written to the table with the other key, and the one given',
    );
    assert.match(describeCheck(forged), /drain\.log 2번째 줄\)의 서명이 맞지 않습니다/);
  });

  test('the interval job anchors a moved head once, and skips while another process holds its lock', async () => {
    const app = await chainOf(2);
    const file = path.join(dir, 'job.jsonl');
    configureAudit({ key: TEST_AUDIT_KEY, checkpointFile: file });
    const job = startCheckpointSchedule(app.sequelize, { firstMs: 3_600_000, everyMs: 3_600_000 });
    try {
      assert.equal(await job.runOnce(), true);
      assert.equal(await job.runOnce(), false, 'nothing moved');
      await recordAudit({ action: 'a', resource: 'r' }, { sequelize: app.sequelize });
      await app.sequelize.transaction(async (transaction) => {
        await app.sequelize.query('SELECT pg_advisory_xact_lock(1096107085)', { transaction });
        assert.equal(await job.runOnce(), false, 'another process is at it');
      });
      assert.equal(await job.runOnce(), true);
    } finally {
      await job.stop();
    }
    const lines = parseCheckpoints(readFileSync(file, 'utf8'), file).map((l) => l.checkpoint.lastId);
    assert.deepEqual(lines, [2, 3]);
  });
});

describe('the crossing from the unkeyed chain', () => {
  test('the seal signs the old head: old entries verify, and rewriting them breaks the link at the seal', async () => {
    const app = await startTestApp({ rounds: false });
    apps.push(app);
    // Three entries as the code before AUDIT_KEY wrote them.
    let prev = GENESIS_HASH;
    for (let id = 1; id <= 3; id++) {
      const row = { ...recordShape(id), prevHash: prev, hash: '' };
      row.hash = legacyEntryHash(prev, row);
      await app.sequelize.query(
        `INSERT INTO audit_logs (id, at, action, resource, record_id, changed_fields, detail, prev_hash, hash)
         VALUES (:id, :at, 'posts.update', 'posts', :recordId, '{title}', '{}', :prevHash, :hash)`,
        { replacements: row },
      );
      prev = row.hash;
    }
    assert.equal((await verifyAuditChain(app.sequelize)).ok, false, 'unsealed: nothing vouches for them');
    assert.equal(await sealLegacyChain(app.sequelize), 4);
    assert.equal(await sealLegacyChain(app.sequelize), null, 'sealed once');
    await recordAudit({ action: 'posts.update', resource: 'posts' }, { sequelize: app.sequelize });
    assert.deepEqual(brief(await verifyAuditChain(app.sequelize)), {
      status: 'unanchored',
      count: 5,
      brokenAt: undefined,
      reason: undefined,
    });
    const [seal] = await rows(app.sequelize, 4);
    assert.deepEqual(seal.detail, { legacyEntries: 3, legacyHead: prev, scheme: 'hmac-sha256' });

    // Old entry 2 edited and 2–3 recomputed with sha256 (all an old entry ever had): the seal signed the old head.
    await rewriteFrom(app.sequelize, 2, legacyEntryHash, 3);
    assert.deepEqual(brief(await verifyAuditChain(app.sequelize)), {
      status: 'broken',
      count: 5,
      brokenAt: 4,
      reason: 'unlinked',
    });
    // Recomputing the seal too (without the key) breaks its own HMAC.
    await rewriteFrom(app.sequelize, 2, legacyEntryHash, 4);
    assert.deepEqual(brief(await verifyAuditChain(app.sequelize)), {
      status: 'broken',
      count: 5,
      brokenAt: 4,
      reason: 'edited',
    });
  });
});

function recordShape(id: number): Omit<AuditRow, 'prevHash' | 'hash'> {
  return {
    id,
    at: new Date(Date.UTC(2026, 0, id)),
    actorId: null,
    actorLogin: null,
    actorName: null,
    actorRole: null,
    ip: null,
    userAgent: null,
    action: 'posts.update',
    resource: 'posts',
    recordId: String(id),
    changedFields: ['title'],
    detail: {},
    status: null,
  };
}
