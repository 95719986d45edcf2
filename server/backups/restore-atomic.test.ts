// A restore is all or nothing. A backup cut three ways (one byte flipped, cut in half, 0 bytes), plain and sealed
// with BACKUP_KEY, is refused with a Korean sentence, through the API of the restore and `npm run restore`, and the
// database it was aimed at is exactly as it was (every table's row count and contents, every sequence). A file that
// passes the checks but fails inside the load rolls back the same way. A good backup still restores, and the serving
// role can read and write the new schema.
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { gunzipSync, gzipSync } from 'node:zlib';
import { createHash } from 'node:crypto';
import pg from 'pg';
import { seedSample } from '../sample/index.js';
import { startTestApp, TEST_AUDIT_KEY, TEST_JWT_SECRET, type TestApp } from '../test/support.js';
import { restoreBackup } from './restore.js';
import { runBackup } from './run.js';

const CLI = path.resolve('dist/cli/restore.js');
const KEY = 'restore-atomic-backup-key-0123456789';
const KOREAN = /[가-힣]{2,}/;

let app: TestApp;
let dir: string;
let plainFile: string;
let sealedFile: string;
/** A database restored from the good backup, that every broken restore is aimed at. */
let target: string;

async function query<T>(url: string, sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows as T[];
  } finally {
    await client.end();
  }
}

async function emptyDatabase(): Promise<string> {
  const admin = new URL(process.env.TEST_PG_ADMIN_URL!);
  const name = `school_ra_${Math.random().toString(36).slice(2, 10)}`;
  await query(admin.toString(), `CREATE DATABASE ${name} TEMPLATE template0`);
  admin.pathname = `/${name}`;
  return admin.toString();
}

/** Every table's row count and a digest of its rows, every sequence's value, the schemas and the migrations. */
async function fingerprint(url: string) {
  const tables = await query<{ name: string }>(
    url,
    `SELECT relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public' AND relkind = 'r' ORDER BY relname`,
  );
  const rows: Record<string, string> = {};
  for (const { name } of tables) {
    const [row] = await query<{ n: number; d: string }>(
      url,
      `SELECT count(*)::int AS n, md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS d FROM "${name}" t`,
    );
    rows[name] = `${row.n} ${row.d}`;
  }
  const sequences = await query<{ name: string; value: string }>(
    url,
    `SELECT sequencename AS name, last_value::text AS value FROM pg_sequences WHERE schemaname = 'public' ORDER BY 1`,
  );
  const schemas = await query<{ name: string }>(
    url,
    `SELECT nspname AS name FROM pg_namespace WHERE nspname NOT LIKE 'pg\\_%' AND nspname <> 'information_schema' ORDER BY 1`,
  );
  return { rows, sequences, schemas: schemas.map((s) => s.name) };
}

function cli(args: string[], databaseUrl: string, secret?: string) {
  return new Promise<{ status: number | null; out: string }>((resolve) => {
    const child = spawn(process.execPath, [CLI, ...args], {
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        JWT_SECRET: TEST_JWT_SECRET,
        AUDIT_KEY: TEST_AUDIT_KEY,
        BACKUP_DIR: dir,
        BACKUP_KEY: secret ?? '',
        LOG_LEVEL: 'fatal',
      },
    });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    child.on('close', (status) => resolve({ status, out }));
  });
}

/** The three cuts of a file, written beside it. */
function cuts(file: string): [string, string][] {
  const bytes = readFileSync(file);
  const flipped = Buffer.from(bytes);
  flipped[Math.floor(bytes.length / 2)] ^= 0x01;
  const out: [string, Buffer][] = [
    ['one byte flipped', flipped],
    ['cut in half', bytes.subarray(0, Math.floor(bytes.length / 2))],
    ['0 bytes', Buffer.alloc(0)],
  ];
  return out.map(([name, b], i) => {
    const p = `${file}.cut${i}`;
    writeFileSync(p, b);
    return [name, p];
  });
}

before(async () => {
  if (!existsSync(CLI)) spawnSync(process.execPath, ['scripts/build.mjs', '--node'], { stdio: 'inherit' });
  dir = mkdtempSync(path.join(tmpdir(), 'restore-atomic-'));
  app = await startTestApp();
  await seedSample();
  const plain = await runBackup({
    sequelize: app.sequelize,
    url: app.databaseUrl,
    settings: { dir, secret: undefined },
  });
  assert.equal(plain.ok, true, plain.error ?? '');
  plainFile = plain.file!;
  const sealed = await runBackup({ sequelize: app.sequelize, url: app.databaseUrl, settings: { dir, secret: KEY } });
  assert.equal(sealed.ok, true, sealed.error ?? '');
  sealedFile = sealed.file!;
  target = await emptyDatabase();
  await restoreBackup({ file: plainFile, ownerUrl: target });
});
after(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('a broken backup changes nothing', () => {
  for (const sealed of [false, true]) {
    test(`${sealed ? 'sealed with BACKUP_KEY' : 'without BACKUP_KEY'}: flipped, halved, empty`, async () => {
      const before = await fingerprint(target);
      assert.ok(Object.keys(before.rows).length > 20, 'the target has its tables');
      for (const [name, file] of cuts(sealed ? sealedFile : plainFile)) {
        await assert.rejects(
          restoreBackup({ file, ownerUrl: target, force: true, secret: sealed ? KEY : undefined }),
          (err: Error) => KOREAN.test(err.message) && /손상|끊겼|비어 있습니다|변조/.test(err.message),
          name,
        );
        assert.deepEqual(await fingerprint(target), before, `${name}: the database is as it was`);
        const run = await cli([file, '--force'], target, sealed ? KEY : undefined);
        assert.equal(run.status, 1, `${name}: ${run.out}`);
        assert.match(run.out, /복원하지 못했습니다: .*(손상|끊겼|비어 있습니다|변조)/, name);
        assert.deepEqual(await fingerprint(target), before, `${name} (CLI): the database is as it was`);
        rmSync(file);
      }
    });
  }

  test('a file whose rows fail inside the load rolls the whole restore back', async () => {
    // A well-formed dump (its checksum recomputed) whose boards rows carry a value the column refuses.
    const text = gunzipSync(readFileSync(plainFile)).toString('latin1');
    const [body, endLine] = [text.slice(0, text.lastIndexOf('@end ')), text.slice(text.lastIndexOf('@end '))];
    const broken = body.replace(/(@table boards \[[^\n]*\]\n)([^\n]*)/, (_m, head: string, row: string) => {
      const cells = row.split('\t');
      cells[0] = 'not-a-number';
      return head + cells.join('\t');
    });
    assert.notEqual(broken, body, 'a boards row was changed');
    const end = JSON.parse(endLine.slice(5)) as Record<string, unknown>;
    const bytes = Buffer.from(broken, 'latin1');
    end.bytes = bytes.length;
    end.sha256 = createHash('sha256').update(bytes).digest('hex');
    const file = path.join(dir, 'bad-row.dump');
    writeFileSync(file, gzipSync(Buffer.concat([bytes, Buffer.from(`@end ${JSON.stringify(end)}\n`)])));
    const before = await fingerprint(target);
    await assert.rejects(restoreBackup({ file, ownerUrl: target, force: true }));
    assert.deepEqual(await fingerprint(target), before);
    const run = await cli([file, '--force'], target);
    assert.equal(run.status, 1, run.out);
    assert.match(
      run.out,
      /복원하지 못했습니다: 복원에 실패했습니다\. 데이터베이스는 복원 전 그대로입니다\. \(원인: .*not-a-number/,
    );
    assert.deepEqual(await fingerprint(target), before);
  });

  test('a good backup still restores over it, and the serving role works on the new schema', async () => {
    const role = `restore_app_${Math.random().toString(36).slice(2, 8)}`;
    await query(target, `CREATE ROLE ${role} LOGIN PASSWORD 'serving-pass'`);
    await restoreBackup({ file: sealedFile, ownerUrl: target, force: true, secret: KEY, servingRole: role });
    const [source, copy] = [await fingerprint(app.databaseUrl), await fingerprint(target)];
    for (const t of Object.keys(source.rows).filter((t) => t !== 'backup_runs'))
      assert.equal(copy.rows[t], source.rows[t], `rows of ${t}`);
    assert.deepEqual(copy.schemas, source.schemas, 'no schema left over');
    const serving = new URL(target);
    serving.username = role;
    serving.password = 'serving-pass';
    const [{ n }] = await query<{ n: number }>(serving.toString(), 'SELECT count(*)::int AS n FROM posts');
    assert.ok(n > 0);
    const [{ id }] = await query<{ id: number }>(
      serving.toString(),
      `INSERT INTO rate_limits (key, points) VALUES ('restore-check', 1) RETURNING 1 AS id`,
    );
    assert.equal(id, 1);
    await assert.rejects(query(serving.toString(), 'DELETE FROM audit_logs'), /permission denied/);
    const [{ similarity }] = await query<{ similarity: number }>(
      target,
      `SELECT similarity('대학원', '대학원') AS similarity`,
    );
    assert.equal(similarity, 1, 'pg_trgm came along');
  });
});
