// Board bench on 100,000 notices, the app in its own process (the build's dist/server/main.js on an embedded
// PostgreSQL of its own, thrown away after), driven by wrk (scripts/wrk.ts):
// - /board/notice page 1, page 500 and a one-word Korean search against node:http answering the same bytes;
// - the first render of /board/notice, page 500 and / after a post is written (the write empties those pages);
// - the admin list API's p50/p95, one request at a time;
// - a mixed run at a fixed rate (home, lists, search, details, the admin list API) with one post written every
//   second: errors and p99 of the reads. BENCH_MIXED_SECONDS (default 60), BENCH_MIXED_RATE (default 300 req/s),
//   BENCH_BOARDS_PARTS (default lists,first,admin,mixed) to run some parts only.
// `npm run bench` runs it after scripts/bench.mjs; alone: `node --import tsx scripts/bench-boards.ts`.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { QueryTypes, type Sequelize } from 'sequelize';
import { compare, fmtCpu, fmtMs, fmtRps, median, requireWrk, wrk } from './wrk.js';

export const BENCH_WORD = '예행연습';

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
const MIXED_SECONDS = Number(process.env.BENCH_MIXED_SECONDS ?? 60);
const MIXED_RATE = Number(process.env.BENCH_MIXED_RATE ?? 300);
/** BENCH_MIXED_WRITES=0: the same reads without the write a second (to see what the writes cost). */
const MIXED_WRITES = process.env.BENCH_MIXED_WRITES !== '0';
/** Which parts to run (BENCH_BOARDS_PARTS=mixed for the mixed run alone): lists, first, admin, mixed. */
const PARTS = new Set((process.env.BENCH_BOARDS_PARTS ?? 'lists,first,admin,mixed').split(','));
const q = (word: string) => encodeURIComponent(word);

interface Bench {
  baseUrl: string;
  token: string;
  /** The app's process, for its CPU time per request. */
  pid?: number;
}

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

let written = 0;
async function writePost({ baseUrl, token }: Bench): Promise<void> {
  written += 1;
  const res = await fetch(`${baseUrl}/api/posts`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      boardEnName: 'notice',
      title: `벤치 공지 ${written}`,
      content: `<p>벤치마크가 쓴 공지 ${written}</p>`,
      category: '일반',
    }),
  });
  await res.arrayBuffer();
  if (res.status !== 201) throw new Error(`write: ${res.status}`);
}

async function timed(url: string): Promise<number> {
  const t = performance.now();
  const res = await fetch(url, { headers: { 'accept-encoding': 'br' } });
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`${url}: ${res.status}`);
  return performance.now() - t;
}

/** The first request after a post write renders the page anew: its time, median and worst of 7 writes. */
async function firstRenders(b: Bench): Promise<void> {
  const pages = ['/board/notice', '/board/notice?page=500', '/', '/introduce/greeting'];
  const times = new Map<string, number[]>(pages.map((p) => [p, []]));
  for (let i = 0; i < 7; i++) {
    for (const p of pages) await timed(b.baseUrl + p); // cached
    await writePost(b);
    for (const p of pages) times.get(p)!.push(await timed(b.baseUrl + p));
  }
  console.log('\n글 한 건을 쓴 뒤 첫 요청 / first request after a post write (7 writes; median, worst):');
  for (const [p, t] of times)
    console.log(`  ${p.padEnd(26)} ${fmtMs(median(t)).padStart(6)} ms  ${fmtMs(Math.max(...t)).padStart(6)} ms`);
}

const adminListPath = (range: string) =>
  `/api/posts?filter=${q('{"boardEnName":"notice"}')}&range=${q(range)}&sort=${q('["publishedAt","DESC"]')}`;

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

/** The read mix of the fixed-rate run: wrk's request() walks it in turn (weights by repetition). */
function mixLua(token: string, detailIds: number[]): string {
  const reads: string[][] = [];
  const add = (n: number, p: string, auth = false) => {
    for (let i = 0; i < n; i++) reads.push([p, auth ? `Bearer ${token}` : '']);
  };
  // Visitors' pages mostly; staff's list views are a few in a hundred (a handful of staff at work).
  add(8, '/');
  add(6, '/board/notice');
  for (let page = 2; page <= 6; page++) add(1, `/board/notice?page=${page * 37}`);
  add(2, '/board/special_notice');
  add(2, '/board/special_gallery');
  add(2, '/introduce/greeting');
  add(2, '/department/ai_business');
  for (const word of [BENCH_WORD, '장학금', '논문 심사']) add(1, `/board/notice?q=${q(word)}`);
  for (const id of detailIds) add(2, `/board/notice/${id}`);
  add(1, adminListPath('[0,24]'), true);
  add(1, adminListPath('[25,49]'), true);
  const rows = reads.map(([p, a]) => `{${JSON.stringify(p)}, ${JSON.stringify(a)}}`).join(',\n  ');
  return `
local reads = {
  ${rows}
}
local n = 0
function request()
  n = n + 1
  local r = reads[(n % #reads) + 1]
  if r[2] ~= "" then return wrk.format("GET", r[1], { ["Authorization"] = r[2] }) end
  return wrk.format("GET", r[1])
end
`;
}

async function mixedRun(b: Bench, detailIds: number[]): Promise<void> {
  let writes = 0;
  let writeErrors = 0;
  const writeTimes: number[] = [];
  const timer = setInterval(() => {
    if (!MIXED_WRITES) return;
    const t = performance.now();
    writePost(b).then(
      () => {
        writes += 1;
        writeTimes.push(performance.now() - t);
      },
      () => (writeErrors += 1),
    );
  }, 1_000);
  const r = await wrk(`${b.baseUrl}/`, {
    seconds: MIXED_SECONDS,
    rate: MIXED_RATE,
    lua: mixLua(b.token, detailIds),
    headers: { 'accept-encoding': 'br' },
  });
  clearInterval(timer);
  console.log(
    `\n혼합 부하 / mixed run: ${fmtRps(MIXED_RATE)} req/s 고정 × ${MIXED_SECONDS}초 (홈, 목록, 검색, 상세, 관리자 목록 API)${MIXED_WRITES ? ' + 1초에 글 한 건' : ', 쓰기 없음'}\n` +
      `  읽기 / reads: ${fmtRps(r.rps)} req/s, p50 ${fmtMs(r.p50)} ms, p99 ${fmtMs(r.p99)} ms, 오류 / errors ${r.errors}\n` +
      `  쓰기 / writes: ${writes}건, 오류 / errors ${writeErrors}, p50 ${fmtMs(median(writeTimes))} ms`,
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
