// The restore drill, in npm test: sample content, 50 applications with their documents, staff changes on
// the audit chain; `npm run backup` (sealed with BACKUP_KEY), `npm run restore` into a new database; then every
// table's row count and contents, a checksum of every file and the sequences compared, and `npm run audit:verify`
// passing on the copy. Also: a tampered or wrongly keyed file refused before anything is written, a non-empty
// database refused without --force, and a dump of an older version migrated forward.
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import pg from 'pg';
import { createSequelize } from '../../db/connect.js';
import { knownMigrations, migrateTo } from '../../db/migrate.js';
import { defaultFiles, submitForm, validFields } from '../api/applications/fixtures.js';
import { seedSample } from '../sample/index.js';
import { call, login, makeUser, startTestApp, TEST_AUDIT_KEY, TEST_JWT_SECRET, type TestApp } from '../test/support.js';
import { writeCheckpoint } from '../audit/checkpoints.js';
import { settleAuditWrites } from '../audit/middleware.js';
import { restoreBackup } from './restore.js';
import { runBackup } from './run.js';

const CLI = (name: string) => path.resolve(`dist/cli/${name}.js`);
const KEY = 'restore-drill-backup-key-0123456789';

let app: TestApp;
let dir: string;
let file: string;
/** The database the first test restored into. */
let restoredUrl: string;

function env(databaseUrl: string, more: Record<string, string> = {}) {
  return {
    ...process.env,
    DATABASE_URL: databaseUrl,
    JWT_SECRET: TEST_JWT_SECRET,
    AUDIT_KEY: TEST_AUDIT_KEY,
    BACKUP_DIR: dir,
    BACKUP_KEY: KEY,
    LOG_LEVEL: 'error',
    ...more,
  };
}

/** Runs a CLI bundle without blocking this process (its app still finishes the audit writes under way). */
function run(cli: string, args: string[], e: NodeJS.ProcessEnv) {
  return new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(process.execPath, [CLI(cli), ...args], { env: e });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('close', (status) => resolve({ status, stdout, stderr }));
  });
}

/** A new empty database on the test server. */
async function emptyDatabase(): Promise<string> {
  const admin = new URL(process.env.TEST_PG_ADMIN_URL!);
  const name = `school_r_${Math.random().toString(36).slice(2, 10)}`;
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  await client.query(`CREATE DATABASE ${name} TEMPLATE template0`);
  await client.end();
  admin.pathname = `/${name}`;
  return admin.toString();
}

async function query<T>(url: string, sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows as T[];
  } finally {
    await client.end();
  }
}

/** Every table's row count and a digest of its rows, every file's checksum, every sequence's value. */
async function fingerprint(url: string) {
  const tables = await query<{ name: string }>(
    url,
    `SELECT relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public' AND relkind = 'r' AND relname <> 'schema_migrations' ORDER BY relname`,
  );
  const counts: Record<string, number> = {};
  const digests: Record<string, string> = {};
  for (const { name } of tables) {
    const [row] = await query<{ n: number; d: string }>(
      url,
      `SELECT count(*)::int AS n, md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS d FROM "${name}" t`,
    );
    counts[name] = row.n;
    digests[name] = row.d;
  }
  const files = await query<{ id: number; sum: string; sha256: string }>(
    url,
    `SELECT id, encode(sha256(data), 'hex') AS sum, sha256 FROM files ORDER BY id`,
  );
  const sequences = await query<{ name: string; value: string }>(
    url,
    `SELECT sequencename AS name, last_value::text AS value FROM pg_sequences WHERE schemaname = 'public' ORDER BY 1`,
  );
  return { counts, digests, files, sequences };
}

before(async () => {
  if (!existsSync(CLI('restore'))) spawnSync(process.execPath, ['scripts/build.mjs', '--node'], { stdio: 'inherit' });
  dir = mkdtempSync(path.join(tmpdir(), 'backups-'));
  app = await startTestApp();
  await seedSample();
  for (let i = 0; i < 50; i++) {
    if (i % 10 === 0) await app.sequelize.query('DELETE FROM rate_limits');
    const res = await submitForm(
      app,
      validFields({ name: `김${'가나다라마바사아자차카타파하'[i % 14]}${'영수민지'[Math.floor(i / 14)]}` }),
      await defaultFiles(),
    );
    assert.equal(res.status, 201, JSON.stringify(res.body));
  }
  // Staff changes on the audit chain.
  const admin = await makeUser({ role: 'superadmin' });
  const { token } = await login(app, admin);
  const list = await call(app, 'GET', '/api/applications?range=[0,4]', { token });
  for (const a of list.body as unknown as { id: number }[]) {
    const res = await call(app, 'PUT', `/api/applications/${a.id}`, { token, body: { memo: '서류 확인' } });
    assert.ok(res.status < 400, JSON.stringify(res.body));
  }
  // The head anchored in the audit_checkpoints table, which the backup carries along.
  await settleAuditWrites();
  await writeCheckpoint(app.sequelize);
});
after(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('backup and restore', () => {
  test('npm run backup writes a sealed dump; npm run restore brings every row, file and the audit chain back', async () => {
    const made = await run('backup', [], env(app.databaseUrl));
    assert.equal(made.status, 0, made.stderr);
    assert.match(made.stdout, /백업을 만들었습니다: .*manual-\d{8}-\d{6}\.dump\.enc .*BACKUP_KEY로 암호화/);
    const names = readdirSync(dir);
    assert.equal(names.length, 1);
    file = path.join(dir, names[0]);
    assert.doesNotMatch(readFileSync(file).subarray(0, 64).toString('latin1'), /SME-SITE-BACKUP/);

    const target = await emptyDatabase();
    restoredUrl = target;
    const restored = await run('restore', [file], env(target));
    assert.equal(restored.status, 0, restored.stderr + restored.stdout);
    assert.match(restored.stdout, /복원했습니다/);

    const [a, b] = [await fingerprint(app.databaseUrl), await fingerprint(target)];
    assert.ok(a.counts.applications >= 50 && a.files.length >= 150, JSON.stringify(a.counts));
    assert.ok(a.counts.audit_logs > 0);
    // The backup's own run row was written after its snapshot: the copy holds it unfinished.
    for (const t of Object.keys(a.counts).filter((t) => t !== 'backup_runs')) {
      assert.equal(b.counts[t], a.counts[t], `rows of ${t}`);
      assert.equal(b.digests[t], a.digests[t], `contents of ${t}`);
    }
    assert.deepEqual(b.files, a.files);
    for (const f of b.files) assert.equal(f.sum, f.sha256.trim(), `file ${f.id}`);
    assert.deepEqual(b.sequences, a.sequences);

    const verified = await run('audit-verify', [], env(target));
    assert.equal(verified.status, 0, verified.stderr);
    assert.match(verified.stdout, /감사 기록 \d+건의 연결이 모두 온전합니다\. 대조한 체크포인트: 1개/);
  });

  test('a restore into a database with tables is refused unless --force', async () => {
    const target = restoredUrl;
    const again = await run('restore', [file], env(target));
    assert.equal(again.status, 1);
    assert.match(again.stderr + again.stdout, /비어 있지 않습니다.*--force/);
    const forced = await run('restore', [file, '--force'], env(target));
    assert.equal(forced.status, 0, forced.stderr);
  });

  test('a tampered file or another key is refused before anything is written', async () => {
    const bytes = readFileSync(file);
    bytes[Math.floor(bytes.length / 2)] ^= 0x01;
    const tampered = path.join(dir, 'tampered.dump.enc');
    writeFileSync(tampered, bytes);
    const target = await emptyDatabase();
    const r = await run('restore', [tampered], env(target));
    assert.equal(r.status, 1);
    assert.match(r.stderr + r.stdout, /손상되었거나 변조되었습니다/);
    await assert.rejects(restoreBackup({ file, ownerUrl: target, secret: 'another-backup-key-0123456789' }), {
      message: /손상되었거나 변조되었습니다/,
    });
    const cut = path.join(dir, 'cut.dump.enc');
    writeFileSync(cut, readFileSync(file).subarray(0, -100));
    await assert.rejects(restoreBackup({ file: cut, ownerUrl: target, secret: KEY }), {
      message: /손상되었거나 변조되었습니다/,
    });
    await assert.rejects(restoreBackup({ file, ownerUrl: target }), { message: /암호화된 백업입니다/ });
    const [{ n }] = await query<{ n: number }>(
      target,
      `SELECT count(*)::int AS n FROM pg_tables WHERE schemaname = 'public'`,
    );
    assert.equal(n, 0, 'nothing was written');
    rmSync(tampered);
    rmSync(cut);
  });

  test('a dump made by an older version is migrated forward', async () => {
    const old = await emptyDatabase();
    const owner = createSequelize(old, { poolMax: 2 });
    const previous = knownMigrations().at(-2)!;
    await migrateTo(owner, previous);
    await owner.query(`INSERT INTO users (login_id, name, email, password_hash, role) VALUES
      ('oldstaff', '예전직원', 'old@example.com', 'x', 'user')`);
    const made = await runBackup({ sequelize: app.sequelize, url: old, settings: { dir, secret: undefined } });
    await owner.close();
    assert.equal(made.ok, true, made.error ?? '');
    const target = await emptyDatabase();
    const result = await restoreBackup({ file: made.file!, ownerUrl: target });
    assert.deepEqual(result.forward, knownMigrations().slice(-1));
    const [user] = await query<{ name: string }>(target, `SELECT name FROM users WHERE login_id = 'oldstaff'`);
    assert.equal(user.name, '예전직원');
  });
});
