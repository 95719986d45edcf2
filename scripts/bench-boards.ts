// Board bench on 100,000 notices, the app in its own process (the build's dist/server/main.js on an embedded
// PostgreSQL of its own, thrown away after), driven by wrk (scripts/wrk.ts):
// - /board/notice page 1, page 500 and a one-word Korean search against node:http answering the same bytes;
// - the first request for /board/notice, page 500 and / after a post is written, for pages being read (the write
//   renders them again) and for pages nobody read since their last render (dropped): server/cache/page-cache.ts;
// - the admin list API's p50/p95, one request at a time;
// - a mixed run at a fixed rate (home, lists, search, details, the admin list API) with one post written every
//   second (scripts/bench-mixed.ts): errors and p99 of visitors' pages and of the admin list API, apart.
//   BENCH_MIXED_SECONDS (default 60), BENCH_MIXED_RATE (default 300 req/s), BENCH_BOARDS_PARTS (default
//   lists,first,admin,mixed) to run some parts only.
// `npm run bench` runs it after scripts/bench.mjs; alone: `node --import tsx scripts/bench-boards.ts`.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { QueryTypes, type Sequelize } from 'sequelize';
import { compare, fmtCpu, fmtMs, fmtRps, median, requireWrk } from './wrk.js';
import { adminListPath, BENCH_WORD, mixedRun, writePost, type Bench } from './bench-mixed.js';

/** Adds `count` published notices (spread over about two and a half years) to the notice board. */
export async function seedBenchPosts(sequelize: Sequelize, count = 100_000): Promise<void> {
  const [{ id }] = await sequelize.query<{ id: number }>("SELECT id FROM boards WHERE en_name = 'notice'", {
    type: QueryTypes.SELECT,
  });
  const words =
    "ARRAY['수강신청 일정','등록금 납부','학위논문 심사','특강 개최','시설 이용','장학금 신청','휴학 및 복학','성적 확인']";
  for (let start = 1; start <= count; start += 20_000) {
    const end = Math.min(count, start + 19_999);
    await sequelize.query(
      `INSERT INTO posts (board_id, title, content, content_text, category, author_name, published_at, view_count)
       SELECT $board,
              t.title, '<p>' || t.body || '</p>', t.body,
              (ARRAY['입학','학사','장학','행사','일반'])[1 + g % 5], '대학원 행정실',
              now() - g * interval '13 minutes', g % 500
         FROM generate_series($start::int, $end::int) g,
              LATERAL (SELECT (${words})[1 + g % 8] || ' 안내 (제' || g || '호)' || CASE WHEN g % 997 = 0 THEN ' ${BENCH_WORD}' ELSE '' END AS title,
                              '중소기업대학원 ' || (${words})[1 + (g / 8) % 8] || '에 관한 안내입니다. 자세한 내용은 행정실로 문의해주세요. 문서번호 ' || g AS body) t`,
      { bind: { board: id, start, end } },
    );
  }
  // Flush the trigram indexes' pending lists now, not during the measurement.
  await sequelize.query('VACUUM ANALYZE posts');
}

async function serveSame(bytes: Buffer): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': bytes.length });
    res.end(bytes);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    close: () =>
      new Promise((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
/** Which parts to run (BENCH_BOARDS_PARTS=mixed for the mixed run alone): lists, first, admin, mixed. */
const PARTS = new Set((process.env.BENCH_BOARDS_PARTS ?? 'lists,first,admin,mixed').split(','));
const q = (word: string) => encodeURIComponent(word);

/** Page 1, page 500 and a search against the same bytes from node:http (plain, as a browser without br asks). */
async function listFigures({ baseUrl, pid }: Bench): Promise<void> {
  const targets = [
    ['/board/notice page 1', '/board/notice'],
    ['/board/notice page 500', '/board/notice?page=500'],
    [`/board/notice?q=${BENCH_WORD}`, `/board/notice?q=${q(BENCH_WORD)}`],
  ];
  const rows = [];
  for (const [name, target] of targets) {
    const first = await fetch(baseUrl + target, { headers: { 'accept-encoding': 'identity' } });
    if (first.status !== 200) throw new Error(`${target}: ${first.status}`);
    const same = await serveSame(Buffer.from(await first.arrayBuffer()));
    // The ceiling runs in this process (idle but for it while wrk runs).
    const r = await compare(
      { url: baseUrl + target, pid, tree: true },
      { url: same.url, pid: process.pid },
      {
        seconds: SECONDS,
        rounds: ROUNDS,
        headers: { 'accept-encoding': 'identity' },
      },
    );
    await same.close();
    rows.push({
      page: name,
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
  }
  console.table(rows);
}

async function timed(url: string): Promise<number> {
  const t = performance.now();
  const res = await fetch(url, { headers: { 'accept-encoding': 'br' } });
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`${url}: ${res.status}`);
  return performance.now() - t;
}

/**
 * The first request after a post write, two ways (7 writes each; median and worst): for pages visitors read since
 * their last render, which the write renders again off the request path (what a live site sees), and for pages
 * nobody read since, which the write drops so the first request renders them itself. /introduce/greeting reads no
 * posts: it is the cached answer's time as this client measures it.
 */
async function firstRenders(b: Bench): Promise<void> {
  const pages = ['/board/notice', '/board/notice?page=500', '/', '/introduce/greeting'];
  const refreshed = new Map<string, number[]>(pages.map((p) => [p, []]));
  const onDemand = new Map<string, number[]>(pages.slice(0, 3).map((p) => [p, []]));
  // Rendered and read once, so the first write renders them again.
  for (let k = 0; k < 2; k++) for (const p of pages) await timed(b.baseUrl + p);
  for (let i = 0; i < 7; i++) {
    for (const p of pages) await timed(b.baseUrl + p); // visitors read the cached page
    await writePost(b);
    for (const p of pages) refreshed.get(p)!.push(await timed(b.baseUrl + p));
  }
  // A write nobody reads after: the pages it renders again are then unread, and the next write drops them.
  await writePost(b);
  for (let i = 0; i < 7; i++) {
    await writePost(b);
    for (const [p, t] of onDemand) t.push(await timed(b.baseUrl + p));
  }
  const line = (p: string, t: number[]) =>
    console.log(`  ${p.padEnd(26)} ${fmtMs(median(t)).padStart(6)} ms  ${fmtMs(Math.max(...t)).padStart(6)} ms`);
  console.log('\n글 한 건을 쓴 뒤 첫 요청 / first request after a post write (7 writes; median, worst):');
  console.log(' 읽히던 페이지: 쓰기가 다시 그려 둠 / pages being read, rendered again by the write:');
  for (const [p, t] of refreshed) line(p, t);
  console.log(' 읽히지 않던 페이지: 첫 요청이 그림 / pages nobody read since, rendered by the first request:');
  for (const [p, t] of onDemand) line(p, t);
}

async function adminList({ baseUrl, token }: Bench): Promise<void> {
  const times: number[] = [];
  for (let i = 0; i < 300; i++) {
    const t = performance.now();
    const r = await fetch(baseUrl + adminListPath('[0,24]'), { headers: { authorization: `Bearer ${token}` } });
    await r.arrayBuffer();
    if (r.status !== 200) throw new Error(`admin list: ${r.status}`);
    times.push(performance.now() - t);
  }
  times.sort((x, y) => x - y);
  console.log(
    `\n관리자 목록 API / admin list API (한 번에 하나씩 300회): p50 ${fmtMs(times[150])} ms, p95 ${fmtMs(times[285])} ms`,
  );
}

function build(): void {
  const r = spawnSync(process.execPath, ['scripts/build.mjs'], {
    stdio: 'inherit',
    env: { ...process.env, SKIP_ADMIN_BUILD: process.env.SKIP_ADMIN_BUILD ?? '1' },
  });
  if (r.status !== 0) process.exit(1);
}

async function waitFor(url: string, app: ChildProcess): Promise<void> {
  for (let i = 0; i < 300; i++) {
    if (app.exitCode !== null) throw new Error(`앱이 종료되었습니다 (${app.exitCode})`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`시작하지 않았습니다: ${url}`);
}

async function standalone(): Promise<void> {
  requireWrk();
  if (process.env.BENCH_NO_BUILD !== '1') build();
  const { startEmbedded, freePort } = await import('../db/embedded.js');
  const { createSequelize } = await import('../db/connect.js');
  const { migrate } = await import('../db/migrate.js');
  const { initModels, User } = await import('../db/models/index.js');
  const { ensureBoards } = await import('../db/seed/boards.js');
  const { ensureSettings } = await import('../db/settings.js');
  const { hashPassword } = await import('../server/auth/passwords.js');
  const { newTotpSecret, totpCode } = await import('../server/auth/totp.js');

  const tmp = mkdtempSync(path.join(os.tmpdir(), 'bench-boards-'));
  chmodSync(tmp, 0o755);
  const pg = await startEmbedded(path.join(tmp, 'pg'), 'bench');
  let app: ChildProcess | null = null;
  try {
    await pg.createDatabase('bench');
    const url = pg.url('bench');
    const sequelize = createSequelize(url, { poolMax: 4 });
    initModels(sequelize);
    await migrate(sequelize);
    await ensureBoards();
    await ensureSettings();
    let t = performance.now();
    await seedBenchPosts(sequelize);
    console.log(`\n게시글 100,000개 만들기: ${((performance.now() - t) / 1000).toFixed(1)}초`);
    const otpSecret = newTotpSecret();
    await User.create({
      loginId: 'benchadmin',
      passwordHash: await hashPassword('bench-password-1'),
      name: '벤치',
      email: 'b@example.com',
      phone: '010',
      role: 'superadmin',
      deletedAt: null,
      otpSecret,
      otpEnabledAt: new Date(),
    });
    const detailIds = (
      await sequelize.query<{ id: number }>(
        "SELECT p.id FROM posts p JOIN boards b ON b.id = p.board_id WHERE b.en_name = 'notice' ORDER BY p.id LIMIT 5 OFFSET 1000",
        { type: QueryTypes.SELECT },
      )
    ).map((r) => r.id);
    await sequelize.close();

    const port = await freePort();
    app = spawn(process.execPath, ['dist/server/main.js'], {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        DATABASE_URL: url,
        JWT_SECRET: 'bench-secret-that-is-long-enough-0123456789',
        AUDIT_KEY: 'bench-audit-key-that-is-long-enough-0123456789',
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'silent',
      },
    });
    const baseUrl = `http://127.0.0.1:${port}`;
    await waitFor(`${baseUrl}/healthz`, app);
    const login = await fetch(`${baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ loginId: 'benchadmin', password: 'bench-password-1', otp: totpCode(otpSecret) }),
    });
    const { token } = (await login.json()) as { token?: string };
    if (!token) throw new Error(`login: ${login.status}`);
    const b = { baseUrl, token, pid: app.pid };
    t = performance.now();
    console.log(`\n게시판 (게시글 100,000개), wrk 2 threads, 50 connections, ${ROUNDS} rounds × ${SECONDS} s`);
    if (PARTS.has('lists')) await listFigures(b);
    if (PARTS.has('first')) await firstRenders(b);
    if (PARTS.has('admin')) await adminList(b);
    if (PARTS.has('mixed')) await mixedRun(b, detailIds);
    console.log(`(측정 ${((performance.now() - t) / 1000).toFixed(0)}초)`);
  } finally {
    if (app && app.exitCode === null) {
      app.kill('SIGTERM');
      await new Promise((r) => app!.once('exit', r));
    }
    await pg.stop();
    rmSync(tmp, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  standalone().then(
    () => process.exit(0),
    (err) => {
      console.error(err);
      process.exit(1);
    },
  );
}
