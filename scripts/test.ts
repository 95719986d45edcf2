// `npm test`: type-check, build, start a real PostgreSQL (embedded, or the DATABASE_URL server),
// prepare a migrated template database, then run every *.test.ts with node's test runner.
// Flags: --api (no browser tests), --only <substring> (files whose path contains it; may be given more than once),
// --now <ISO instant> (the clock of the app and the tests starts there; same as TEST_NOW),
// --except <substring> (leave out files whose path contains it; may be given more than once),
// --tests-only (no type-check, ESLint or Prettier: CI's second pass, on the checkout the first pass checked),
// --tsx (run the test files through tsx instead of bundling them first; see scripts/test-bundle.ts).
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createSequelize } from '../db/connect.js';
import { startEmbedded, type EmbeddedServer } from '../db/embedded.js';
import { migrate } from '../db/migrate.js';
import { clockFromSetting } from '../domain/clock.js';
import { bundleTests } from './test-bundle.js';
import { slowestFirst } from './test-order.js';

const args = process.argv.slice(2);
const apiOnly = args.includes('--api');
const only = args.flatMap((a, i) => (a === '--only' && args[i + 1] ? [args[i + 1]] : []));
const except = args.flatMap((a, i) => (a === '--except' && args[i + 1] ? [args[i + 1]] : []));
const testsOnly = args.includes('--tests-only');
const viaTsx = args.includes('--tsx');
/** Each test file's time in its last run, for the order of the next (scripts/test-order.ts). */
const DURATIONS_FILE = path.join('node_modules', '.cache', 'test-durations.json');
const testNow = args.includes('--now') ? args[args.indexOf('--now') + 1] : process.env.TEST_NOW;
// Fail before building when the clock setting is not an instant.
clockFromSetting(testNow);

function run(cmd: string, cmdArgs: string[], env: NodeJS.ProcessEnv = process.env): void {
  const r = spawnSync(cmd, cmdArgs, { stdio: 'inherit', env });
  if (r.status !== 0) {
    console.error(`실패: ${cmd} ${cmdArgs.join(' ')}`);
    process.exit(r.status ?? 1);
  }
}

function findTests(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name.startsWith('.')) continue;
    const p = path.join(dir, name);
    if (statSync(p).isDirectory()) findTests(p, out);
    else if (name.endsWith('.test.ts')) out.push(p);
  }
  return out;
}

interface CheckResult {
  cmdArgs: string[];
  status: number | null;
}

/**
 * Starts the checks side by side, each printing its output when it ends. They run beside the build and the tests, at
 * a lower priority, so they take the CPU the tests leave (ESLint, type-aware, takes about a minute of one core; the
 * type-check is multi-threaded). A failed check fails the run once the tests are done.
 */
function startChecks(commands: string[][]): Promise<CheckResult[]> {
  return Promise.all(
    commands.map(
      (cmdArgs) =>
        new Promise<CheckResult>((resolve) => {
          const child = spawn(process.execPath, cmdArgs, { stdio: ['ignore', 'pipe', 'pipe'] });
          try {
            if (child.pid !== undefined) os.setPriority(child.pid, 10);
          } catch {
            // already gone: its 'close' tells the rest
          }
          let output = '';
          child.stdout.on('data', (d: Buffer) => (output += d.toString()));
          child.stderr.on('data', (d: Buffer) => (output += d.toString()));
          const done = (status: number | null, text: string) => {
            process.stdout.write(text);
            resolve({ cmdArgs, status });
          };
          child.on('error', (err) => done(1, String(err)));
          child.on('close', (status) => done(status, output));
        }),
    ),
  );
}

const tsc = 'node_modules/tsgo/bin/tsc';
const checkCommands: string[][] = [];
if (!testsOnly) checkCommands.push([tsc, '-p', 'tsconfig.json']);
if (!testsOnly && existsSync('admin/tsconfig.json')) checkCommands.push([tsc, '-p', 'admin/tsconfig.json']);
// Lint and format are part of the test: ESLint (type-aware promise and `any` rules, the layer rules), Prettier.
// A run narrowed with --only is a developer's quick loop: it skips them (`npm run lint` runs them alone).
if (!only.length && !testsOnly) {
  checkCommands.push(['node_modules/eslint/bin/eslint.js', '.']);
  checkCommands.push(['node_modules/prettier/bin/prettier.cjs', '--check', '--log-level', 'warn', '.']);
}
const checks = startChecks(checkCommands);
// The API-only run still rebuilds the server bundle (0.2 s), so the process tests never run a stale one.
run(process.execPath, ['scripts/build.mjs'], apiOnly ? { ...process.env, SKIP_ADMIN_BUILD: '1' } : process.env);

let embedded: EmbeddedServer | null = null;
let tmpDir: string | null = null;
let adminUrl: string;
if (process.env.DATABASE_URL) {
  const u = new URL(process.env.DATABASE_URL);
  u.pathname = '/postgres';
  adminUrl = u.toString();
} else {
  tmpDir = mkdtempSync(path.join(os.tmpdir(), 'school-test-pg-'));
  chmodSync(tmpDir, 0o755); // initdb runs as the postgres user, which must reach the data dir
  embedded = await startEmbedded(path.join(tmpDir, 'pg'), 'test-password');
  adminUrl = embedded.url('postgres');
}

const template = `school_test_tpl_${process.pid}`;
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`DROP DATABASE IF EXISTS ${template}`);
await admin.query(`CREATE DATABASE ${template} ENCODING 'UTF8' TEMPLATE template0`);
{
  const u = new URL(adminUrl);
  u.pathname = `/${template}`;
  const sequelize = createSequelize(u.toString(), { poolMax: 2 });
  await migrate(sequelize);
  await sequelize.close();
}

// The admin's unit tests need no browser (admin/src/testing/fakes.ts stands in for it): they run with --api too.
const roots = apiOnly ? ['domain', 'server', 'db', 'admin'] : ['domain', 'server', 'db', 'admin', 'public-web', 'e2e'];
const files = roots
  .flatMap((r) => findTests(r))
  .filter((f) => (!only.length || only.some((o) => f.includes(o))) && !except.some((e) => f.includes(e)))
  .sort();
console.log(
  `테스트 파일 ${files.length}개, 데이터베이스: ${process.env.DATABASE_URL ? 'DATABASE_URL 서버' : '내장 PostgreSQL'}` +
    (testNow ? `, 시계: ${testNow}` : ''),
);
// Bundled in the order they should start (node's runner keeps it; with --tsx it starts them by path).
const bundle = viaTsx ? null : await bundleTests(slowestFirst(files, DURATIONS_FILE));
const testRun = spawn(
  process.execPath,
  [
    ...(viaTsx ? ['--import', 'tsx'] : ['--enable-source-maps']),
    '--test',
    '--test-reporter=spec',
    '--test-reporter-destination=stdout',
    '--test-reporter=./scripts/test-slowest.mjs',
    '--test-reporter-destination=stdout',
    `--test-concurrency=${os.availableParallelism()}`,
    ...(bundle?.files ?? files),
  ],
  {
    stdio: 'inherit',
    env: {
      ...process.env,
      TEST_PG_ADMIN_URL: adminUrl,
      // Which server the run's databases are on: 'embedded', or 'url' (a DATABASE_URL server, CI's second pass).
      TEST_PG_SERVER: embedded ? 'embedded' : 'url',
      TEST_TEMPLATE_DB: template,
      DATABASE_URL: '',
      LOG_LEVEL: 'silent',
      TEST_NOW: testNow ?? '',
      TEST_DURATIONS_FILE: DURATIONS_FILE,
    },
  },
);
const testStatus = await new Promise<number | null>((resolve) => {
  testRun.on('error', () => resolve(1));
  testRun.on('close', resolve);
});
const failedChecks = (await checks).filter((r) => r.status !== 0);
for (const r of failedChecks) console.error(`실패: ${process.execPath} ${r.cmdArgs.join(' ')}`);

// Drop what the run made: per-file databases (school_t_*) and the template.
const left = await admin.query(`SELECT datname FROM pg_database WHERE datname LIKE 'school_t_%' OR datname = $1`, [
  template,
]);
for (const { datname } of left.rows as { datname: string }[])
  await admin.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
await admin.end();
bundle?.remove();
if (embedded) await embedded.stop();
if (tmpDir) rmSync(tmpDir, { recursive: true, force: true });
process.exit(failedChecks.length ? 1 : (testStatus ?? 1));
