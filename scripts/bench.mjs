// `npm run bench`: the real app (built, on a fresh embedded PostgreSQL with the sample content) against a plain
// node:http server answering the same bytes from memory (the ceiling), both driven by wrk (scripts/wrk.ts: C,
// 2 threads, 50 connections), for /, an intro page, a department page and a board list, plain and brotli.
// It first prints the generator's own capacity (wrk against a server that parses nothing), then for each page
// interleaves app and ceiling rounds (BENCH_ROUNDS, default 5; BENCH_SECONDS each, default 4) so machine noise hits
// both, and reports the medians, their ratio, and p99 of each at a fixed rate of half the app's median capacity.
// The ratio is one process against one process (the app with WEB_CONCURRENCY=1); then the app with one worker per
// core (BENCH_WORKERS, default os.availableParallelism()) runs the same pages, shown side by side with one worker.
// Run with `node --import tsx` (npm run bench does); scripts/bench-boards.ts follows it.
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {
  compare,
  fmtCpu,
  fmtMs,
  fmtRps,
  median,
  RAW_SERVER,
  requireWrk,
  settle,
  wrk,
  WRK_CONNECTIONS,
  WRK_THREADS,
} from './wrk.ts';

const PATHS = ['/', '/introduce/greeting', '/department/ai_business', '/board/notice'];
const CODINGS = ['identity', 'br'];
const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);

requireWrk();

function freePort() {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

async function waitFor(url, ms = 90_000) {
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

// The ceiling: node:http answering the app's own bytes (plain or brotli, as asked) from memory, in its own process.
const CEILING = `
import http from 'node:http';
const pages = new Map();
let body = '';
process.stdin.on('data', (c) => (body += c));
process.stdin.on('end', () => {
  for (const [key, b64] of Object.entries(JSON.parse(body))) pages.set(key, Buffer.from(b64, 'base64'));
  http.createServer((req, res) => {
    const br = req.headers['accept-encoding'] === 'br';
    const b = pages.get((br ? 'br ' : 'identity ') + req.url);
    if (!b) { res.statusCode = 404; res.end(); return; }
    const head = { 'content-type': 'text/html; charset=utf-8', 'content-length': b.length };
    if (br) head['content-encoding'] = 'br';
    res.writeHead(200, head);
    res.end(b);
  }).listen(Number(process.env.PORT), '127.0.0.1', () => console.log('ready'));
});`;

function startNode(code, port, input) {
  const child = spawn(process.execPath, ['--input-type=module', '-e', code], {
    stdio: ['pipe', 'pipe', 'inherit'],
    env: { ...process.env, PORT: String(port) },
  });
  child.stdin.end(input ?? '');
  return new Promise((resolve) => child.stdout.once('data', () => resolve(child)));
}

if (
  spawnSync(process.execPath, ['scripts/build.mjs'], {
    stdio: 'inherit',
    env: { ...process.env, SKIP_ADMIN_BUILD: process.env.SKIP_ADMIN_BUILD ?? '1' },
  }).status !== 0
)
  process.exit(1);

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'school-bench-'));
chmodSync(dataDir, 0o755); // the embedded PostgreSQL runs as the postgres user
const WORKERS = Number(process.env.BENCH_WORKERS ?? os.availableParallelism());
// BENCH_BROWSER=1: every request as a person's browser sends it (User-Agent, language, a referrer), so each one is
// counted by the visitor figures (server/visits/); without it wrk sends no User-Agent and the count stops at its
// first check.
const BROWSER =
  process.env.BENCH_BROWSER === '1'
    ? {
        'user-agent':
          'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
        'accept-language': 'ko-KR,ko;q=0.9,en;q=0.8',
        referer: 'https://www.google.com/',
      }
    : {};

/** The built app with `workers` processes on the bench's database, once it says it serves (all workers up). */
async function startApp(workers) {
  const port = await freePort();
  const child = spawn(process.execPath, ['dist/server/main.js'], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'info',
      WEB_CONCURRENCY: String(workers),
      ADMIN_ID: 'benchadmin',
      ADMIN_PASSWORD: 'bench-password-1',
    },
  });
  let out = '';
  await new Promise((resolve, reject) => {
    const onData = (c) => {
      out += c.toString();
      for (const line of out.split('\n'))
        if (/"workers":\d+/.test(line) && /서비스 중입니다/.test(line)) {
          child.stdout.off('data', onData);
          child.stdout.resume(); // the rest of the log is not read
          return resolve();
        }
      out = out.slice(out.lastIndexOf('\n') + 1);
    };
    child.stdout.on('data', onData);
    child.once('exit', (code) => reject(new Error(`앱이 종료되었습니다 (${code})`)));
  });
  return { child, port, base: `http://127.0.0.1:${port}` };
}

async function stopApp(a) {
  if (a.child.exitCode !== null) return;
  a.child.kill('SIGTERM');
  await new Promise((r) => a.child.once('exit', r));
}

let app = await startApp(1);
const children = [];
try {
  const base = app.base;
  const appPort = app.port;
  await waitFor(`${base}/healthz`);
  // The app's bytes exactly as sent, brotli included (fetch would decode it), for the ceiling to send.
  // A first request renders each page; its best-ratio compression follows 3 s later (server/cache/page-cache.ts).
  for (const p of PATHS) await rawBody(appPort, p, 'br');
  await new Promise((r) => setTimeout(r, 5_000));
  const bytes = {};
  for (const p of PATHS)
    for (const coding of CODINGS) bytes[`${coding} ${p}`] = (await rawBody(appPort, p, coding)).toString('base64');

  const ceilingPort = await freePort();
  const ceiling = await startNode(CEILING, ceilingPort, JSON.stringify(bytes));
  const ceilingPid = ceiling.pid;
  children.push(ceiling);
  const rawPort = await freePort();
  children.push(await startNode(RAW_SERVER, rawPort));

  // The app's own start-up work (the pages' best-ratio compression, V8 collecting the start-up garbage) ends first.
  const settled = await settle(app.child.pid);
  const ver = spawnSync('wrk', ['-v'], { encoding: 'utf8' });
  console.log(
    `\nwrk ${/wrk (\S+)/.exec(`${ver.stdout}${ver.stderr}`)?.[1] ?? '?'}: ${WRK_THREADS} threads, ${WRK_CONNECTIONS} connections; ` +
      `${ROUNDS} rounds × ${SECONDS} s per side, app and ceiling interleaved; CPU ${os.availableParallelism()}, ` +
      `Node ${process.version}, load average ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}; the app idle after ${settled} s`,
  );
  const gen = await wrk(`http://127.0.0.1:${rawPort}/`, { seconds: SECONDS });
  console.log(`생성기 한계 / generator capacity (wrk → 요청을 해석하지 않는 net 서버): ${fmtRps(gen.rps)} req/s\n`);

  const rows = [];
  for (const p of PATHS)
    for (const coding of CODINGS) {
      const headers = { 'accept-encoding': coding, ...BROWSER };
      const r = await compare(
        { url: base + p, pid: app.child.pid, tree: true },
        { url: `http://127.0.0.1:${ceilingPort}${p}`, pid: ceilingPid },
        {
          seconds: SECONDS,
          rounds: ROUNDS,
          headers,
        },
      );
      const size = Buffer.from(bytes[`${coding} ${p}`], 'base64').length;
      rows.push({
        path: p,
        coding,
        size: `${(size / 1024).toFixed(1)} KB`,
        'app req/s': fmtRps(r.appRps),
        'ceiling req/s': fmtRps(r.ceilingRps),
        ratio: r.ratio.toFixed(2),
        'app CPU/req': fmtCpu(r.appCpu),
        'ceiling CPU/req': fmtCpu(r.ceilingCpu),
        'CPU ratio': r.cpuRatio.toFixed(2),
        'fixed rate': fmtRps(r.rate),
        'app p99 ms': fmtMs(r.appP99),
        'ceiling p99 ms': fmtMs(r.ceilingP99),
        errors: r.errors,
      });
      console.log(
        `${p} ${coding}: app ${r.app.map(fmtRps).join(' / ')}, ceiling ${r.ceiling.map(fmtRps).join(' / ')} → ${r.ratio.toFixed(2)} (CPU ${r.cpuRatio.toFixed(2)})`,
      );
    }
  console.log(
    `\n앱 / node:http 상한: req/s는 중앙값, CPU/req는 요청당 서버 CPU 시간 중앙값 (CPU ratio = 상한/앱: 다른 작업에 덜 흔들림), ` +
      `p99는 앱 처리량 절반의 고정 속도에서 / ratio of medians; CPU ratio = ceiling's CPU per request over the app's; ` +
      `p99 at a fixed rate of half the app's capacity`,
  );
  console.table(rows);

  // One worker per core against one: the same pages, capacity only (wrk shares these cores with the workers).
  await stopApp(app);
  app = await startApp(WORKERS);
  for (const p of PATHS) await rawBody(app.port, p, 'br');
  await settle(app.child.pid);
  const scaled = [];
  for (const row of rows) {
    const runs = [];
    for (let i = 0; i < ROUNDS; i++)
      runs.push(
        (await wrk(app.base + row.path, { seconds: SECONDS, headers: { 'accept-encoding': row.coding, ...BROWSER } }))
          .rps,
      );
    const rps = median(runs);
    const one = Number(row['app req/s'].replace(/,/g, ''));
    scaled.push({
      path: row.path,
      coding: row.coding,
      '1 worker req/s': row['app req/s'],
      [`${WORKERS} workers req/s`]: fmtRps(rps),
      [`${WORKERS}/1`]: (rps / one).toFixed(2),
      [`${WORKERS} workers / ceiling`]: (rps / Number(row['ceiling req/s'].replace(/,/g, ''))).toFixed(2),
    });
  }
  console.log(
    `\n워커 1개와 ${WORKERS}개 (WEB_CONCURRENCY) / one worker and ${WORKERS}: req/s medians of ${ROUNDS} runs; ` +
      `wrk runs on the same ${os.availableParallelism()} cores`,
  );
  console.table(scaled);
} finally {
  for (const c of children) c.kill('SIGTERM');
  await stopApp(app);
  rmSync(dataDir, { recursive: true, force: true });
}

/** The response body exactly as sent (fetch would decode brotli). */
function rawBody(port, p, coding) {
  return new Promise((resolve, reject) => {
    const s = net.connect(port, '127.0.0.1', () =>
      s.write(`GET ${p} HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept-Encoding: ${coding}\r\nConnection: close\r\n\r\n`),
    );
    const chunks = [];
    s.on('data', (c) => chunks.push(c));
    s.on('error', reject);
    s.on('end', () => {
      const all = Buffer.concat(chunks);
      const at = all.indexOf('\r\n\r\n');
      const head = all.subarray(0, at).toString('latin1');
      if (!head.startsWith('HTTP/1.1 200')) return reject(new Error(`${p}: ${head.split('\r\n')[0]}`));
      const encoded = /content-encoding: (\S+)/i.exec(head)?.[1] ?? 'identity';
      if (encoded !== coding) return reject(new Error(`${p}: ${coding}가 아니라 ${encoded}로 왔습니다`));
      const len = Number(/content-length: (\d+)/i.exec(head)?.[1]);
      resolve(all.subarray(at + 4, at + 4 + len));
    });
  });
}
