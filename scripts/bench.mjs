// `npm run bench`: the real app (built, on a fresh embedded PostgreSQL) against a plain node:http server
// answering the same bytes from memory (the ceiling), in one run, on /, /introduce/greeting and
// /department/ai_business. Prints requests per second, p99 latency and the app/ceiling ratio.
// Options (env): BENCH_SECONDS (default 10), BENCH_CONNECTIONS (default 50).
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, chmodSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

const PATHS = ['/', '/introduce/greeting', '/department/ai_business'];
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);

function freePort() {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

async function waitFor(url, ms = 60_000) {
  const t0 = Date.now();
  while (Date.now() - t0 < ms) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`시작하지 않았습니다: ${url}`);
}

function run(url) {
  return new Promise((resolve, reject) => {
    autocannon(
      { url, connections: CONNECTIONS, duration: SECONDS, headers: { 'accept-encoding': 'identity' } },
      (err, r) => (err ? reject(err) : resolve(r)),
    );
  });
}

// The ceiling: node:http answering the app's own bytes and content type from memory, in its own process.
const CEILING = `
import http from 'node:http';
const pages = new Map();
let body = '';
process.stdin.on('data', (c) => (body += c));
process.stdin.on('end', () => {
  for (const [p, b64] of Object.entries(JSON.parse(body))) pages.set(p, Buffer.from(b64, 'base64'));
  http.createServer((req, res) => {
    const b = pages.get(req.url);
    if (!b) { res.statusCode = 404; res.end(); return; }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': b.length });
    res.end(b);
  }).listen(Number(process.env.PORT), '127.0.0.1', () => console.log('ready'));
});`;

if (
  spawnSync(process.execPath, ['scripts/build.mjs'], {
    stdio: 'inherit',
    env: { ...process.env, SKIP_ADMIN_BUILD: process.env.SKIP_ADMIN_BUILD ?? '1' },
  }).status !== 0
)
  process.exit(1);

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'school-bench-'));
chmodSync(dataDir, 0o755); // the embedded PostgreSQL runs as the postgres user
const appPort = await freePort();
const app = spawn(process.execPath, ['dist/server/main.js'], {
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    PORT: String(appPort),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    LOG_LEVEL: 'silent',
    ADMIN_ID: 'benchadmin',
    ADMIN_PASSWORD: 'bench-password-1',
  },
});
const ceilingPort = await freePort();
let ceiling;
try {
  const base = `http://127.0.0.1:${appPort}`;
  await waitFor(`${base}/healthz`);
  const bytes = {};
  for (const p of PATHS)
    bytes[p] = Buffer.from(
      await (await fetch(base + p, { headers: { 'accept-encoding': 'identity' } })).arrayBuffer(),
    ).toString('base64');
  ceiling = spawn(process.execPath, ['--input-type=module', '-e', CEILING], {
    stdio: ['pipe', 'pipe', 'inherit'],
    env: { ...process.env, PORT: String(ceilingPort) },
  });
  ceiling.stdin.end(JSON.stringify(bytes));
  await new Promise((r) => ceiling.stdout.once('data', r));

  console.log(
    `\n${CONNECTIONS}개 연결, ${SECONDS}초씩 (CPU ${os.availableParallelism()}개, Node ${process.version})\n`,
  );
  const rows = [];
  for (const p of PATHS) {
    await run(base + p); // warm-up is not counted: the first pass fills the page cache and the JIT
    const a = await run(base + p);
    const c = await run(`http://127.0.0.1:${ceilingPort}${p}`);
    const size = Buffer.from(bytes[p], 'base64').length;
    rows.push({
      경로: p,
      크기: `${(size / 1024).toFixed(1)} KB`,
      '앱 req/s': Math.round(a.requests.average),
      '앱 p99 ms': a.latency.p99,
      '상한 req/s': Math.round(c.requests.average),
      '상한 p99 ms': c.latency.p99,
      비율: (a.requests.average / c.requests.average).toFixed(2),
      오류: a.errors + a.non2xx,
    });
  }
  console.table(rows);
} finally {
  ceiling?.kill('SIGTERM');
  app.kill('SIGTERM');
  await new Promise((r) => app.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}
