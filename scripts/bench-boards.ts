// Board bench: 100,000 notices, then /board/notice page 1, page 500 and a one-word Korean search
// (req/s, p99, ratio to a node:http server answering the same bytes) and the admin list API (p95).
// Standalone: `node --import tsx scripts/bench-boards.ts` (its own embedded PostgreSQL, thrown away after).
// The lead's `npm run bench` calls seedBenchPosts() and benchBoards() against its own running app.
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { QueryTypes, type Sequelize } from 'sequelize';

interface CannonResult {
  requests: { average: number };
  latency: { p50: number; p99: number; p97_5: number };
  non2xx: number;
  errors: number;
}
type Cannon = (opts: {
  url: string;
  connections: number;
  duration: number;
  headers?: Record<string, string>;
}) => Promise<CannonResult>;
const autocannon = createRequire(import.meta.url)('autocannon') as Cannon;

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

interface Figure {
  name: string;
  reqPerSec: number;
  p99: number;
  ceilingReqPerSec: number;
  ratio: number;
  coldMs: number;
}

async function serveSame(bytes: Buffer): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': bytes.length });
    res.end(bytes);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    close: () => new Promise((r) => server.close(() => r())),
  };
}

export async function benchBoards(opts: {
  baseUrl: string;
  adminToken: string;
  duration?: number;
  connections?: number;
}): Promise<{ pages: Figure[]; adminApi: { p50: number; p95: number; reqPerSec: number } }> {
  const duration = opts.duration ?? 10;
  const connections = opts.connections ?? 20;
  const targets = [
    ['/board/notice page 1', '/board/notice'],
    ['/board/notice page 500', '/board/notice?page=500'],
    [`/board/notice search '${BENCH_WORD}'`, `/board/notice?q=${encodeURIComponent(BENCH_WORD)}`],
  ];
  const pages: Figure[] = [];
  for (const [name, path] of targets) {
    const t0 = performance.now();
    const first = await fetch(opts.baseUrl + path);
    const bytes = Buffer.from(await first.arrayBuffer());
    const coldMs = performance.now() - t0;
    if (first.status !== 200) throw new Error(`${path}: ${first.status}`);
    const app = await autocannon({ url: opts.baseUrl + path, connections, duration });
    const same = await serveSame(bytes);
    const ceiling = await autocannon({ url: same.url, connections, duration });
    await same.close();
    pages.push({
      name,
      reqPerSec: app.requests.average,
      p99: app.latency.p99,
      ceilingReqPerSec: ceiling.requests.average,
      ratio: app.requests.average / ceiling.requests.average,
      coldMs,
    });
  }
  // Admin list: one request at a time for honest per-request latency, then a load run for throughput.
  const api = `${opts.baseUrl}/api/posts?filter=${encodeURIComponent('{"boardEnName":"notice"}')}&range=${encodeURIComponent('[0,24]')}&sort=${encodeURIComponent('["publishedAt","DESC"]')}`;
  const headers = { authorization: `Bearer ${opts.adminToken}` };
  const times: number[] = [];
  for (let i = 0; i < 300; i++) {
    const t = performance.now();
    const r = await fetch(api, { headers });
    await r.arrayBuffer();
    if (r.status !== 200) throw new Error(`admin list: ${r.status}`);
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  const load = await autocannon({ url: api, connections: 10, duration: Math.min(duration, 5), headers });
  return {
    pages,
    adminApi: {
      p50: times[Math.floor(times.length * 0.5)],
      p95: times[Math.floor(times.length * 0.95)],
      reqPerSec: load.requests.average,
    },
  };
}

export function printBoardFigures(r: Awaited<ReturnType<typeof benchBoards>>): void {
  console.log('\n게시판 벤치 (게시글 100,000개)');
  for (const f of r.pages) {
    console.log(
      `  ${f.name.padEnd(34)} ${Math.round(f.reqPerSec).toLocaleString('ko-KR').padStart(7)} req/s  p99 ${String(f.p99).padStart(3)} ms  ` +
        `node:http ${Math.round(f.ceilingReqPerSec).toLocaleString('ko-KR')} req/s  비율 ${(f.ratio * 100).toFixed(0)}%  첫 요청 ${f.coldMs.toFixed(0)} ms`,
    );
  }
  console.log(
    `  관리자 목록 API: p50 ${r.adminApi.p50.toFixed(1)} ms, p95 ${r.adminApi.p95.toFixed(1)} ms (목표 30 ms), ${Math.round(r.adminApi.reqPerSec)} req/s`,
  );
}

async function standalone(): Promise<void> {
  const { startEmbedded } = await import('../db/embedded.js');
  const { createSequelize } = await import('../db/connect.js');
  const { migrate } = await import('../db/migrate.js');
  const { initModels } = await import('../db/models/index.js');
  const { ensureBoards } = await import('../db/seed/boards.js');
  const { ensureSettings } = await import('../db/settings.js');
  const { createRequestListener } = await import('../server/app.js');
  const { createSiteEvents } = await import('../server/cache/site-events.js');
  const { hashPassword } = await import('../server/auth/passwords.js');
  const { User } = await import('../db/models/index.js');

  const tmp = mkdtempSync(path.join(os.tmpdir(), 'bench-boards-'));
  chmodSync(tmp, 0o755);
  const pg = await startEmbedded(path.join(tmp, 'pg'), 'bench');
  try {
    await pg.createDatabase('bench');
    const url = pg.url('bench');
    const sequelize = createSequelize(url, { poolMax: 10 });
    initModels(sequelize);
    await migrate(sequelize);
    await ensureBoards();
    await ensureSettings();
    let t = performance.now();
    await seedBenchPosts(sequelize);
    console.log(`게시글 100,000개 만들기: ${((performance.now() - t) / 1000).toFixed(1)}초`);
    await User.create({
      loginId: 'benchadmin',
      passwordHash: await hashPassword('bench-password-1'),
      name: '벤치',
      email: 'b@example.com',
      phone: '010',
      role: 'superadmin',
      deletedAt: null,
    });
    const events = createSiteEvents(sequelize, url);
    const listener = createRequestListener({
      sequelize,
      events,
      config: { jwtSecret: 'bench-secret-that-is-long-enough-0123456789', distDir: 'dist', trustProxy: 0 },
    });
    const server = http.createServer(listener);
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const login = await fetch(`${baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ loginId: 'benchadmin', password: 'bench-password-1' }),
    });
    const { token } = (await login.json()) as { token: string };
    t = performance.now();
    printBoardFigures(
      await benchBoards({ baseUrl, adminToken: token, duration: Number(process.env.BENCH_SECONDS ?? 10) }),
    );
    console.log(`(측정 ${((performance.now() - t) / 1000).toFixed(0)}초)`);
    await new Promise((r) => setTimeout(r, 1_000));
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
    await events.close();
    await sequelize.close();
  } finally {
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
