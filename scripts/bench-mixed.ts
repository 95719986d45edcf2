// The mixed run of the board bench (scripts/bench-boards.ts): wrk at a fixed rate over visitors' pages and the admin
// list API while the bench writes one notice a second through the API; errors and p99 of the reads.
// BENCH_MIXED_SECONDS (default 60), BENCH_MIXED_RATE (default 300 req/s), BENCH_MIXED_WRITES=0 for the reads alone.
import { fmtMs, fmtRps, median, wrk } from './wrk.js';

export const BENCH_WORD = '예행연습';
const MIXED_RATE = Number(process.env.BENCH_MIXED_RATE ?? 300);
/** BENCH_MIXED_WRITES=0: the same reads without the write a second (to see what the writes cost). */
const MIXED_WRITES = process.env.BENCH_MIXED_WRITES !== '0';
const MIXED_SECONDS = Number(process.env.BENCH_MIXED_SECONDS ?? 60);
const q = (word: string) => encodeURIComponent(word);

export interface Bench {
  baseUrl: string;
  token: string;
  /** The app's process, for its CPU time per request. */
  pid?: number;
}

let written = 0;
export async function writePost({ baseUrl, token }: Bench): Promise<void> {
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

export const adminListPath = (range: string) =>
  `/api/posts?filter=${q('{"boardEnName":"notice"}')}&range=${q(range)}&sort=${q('["publishedAt","DESC"]')}`;

/** The read mix of the fixed-rate run, by weight (repetition): visitors' pages, and staff's list views apart. */
function mixReads(token: string, detailIds: number[]): { visitors: string[][]; staff: string[][] } {
  const visitors: string[][] = [];
  const staff: string[][] = [];
  const add = (n: number, p: string, auth = false) => {
    for (let i = 0; i < n; i++) (auth ? staff : visitors).push([p, auth ? `Bearer ${token}` : '']);
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
  return { visitors, staff };
}

/** wrk's request() walking `reads` in turn. */
function mixLua(reads: string[][]): string {
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

/**
 * The mixed run: visitors' pages and the admin list API at MIXED_RATE in all, in the mix's proportions, by two wrk
 * runs at once (each reports its own p99: the admin API checks the staff session in the database on every call,
 * so it is slower by design, and a single p99 over both would be the admin API's alone), with a post written
 * through the API every second.
 */
export async function mixedRun(b: Bench, detailIds: number[]): Promise<void> {
  const { visitors, staff } = mixReads(b.token, detailIds);
  // Unmeasured: every page of the mix rendered once in every worker (the first renders have their own figures).
  await wrk(`${b.baseUrl}/`, { seconds: 5, rate: MIXED_RATE, lua: mixLua([...visitors, ...staff]) });
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
  const share = (part: string[][]) => (MIXED_RATE * part.length) / (visitors.length + staff.length);
  const run = (part: string[][], seconds = MIXED_SECONDS) =>
    wrk(`${b.baseUrl}/`, {
      seconds,
      rate: share(part),
      lua: mixLua(part),
      headers: { 'accept-encoding': 'br' },
      connections: part === staff ? 4 : undefined,
    });
  const [v, s] = await Promise.all([run(visitors), run(staff)]);
  clearInterval(timer);
  const line = (r: typeof v) =>
    `${fmtRps(r.rps)} req/s, p50 ${fmtMs(r.p50)} ms, p99 ${fmtMs(r.p99)} ms, 오류 / errors ${r.errors}`;
  console.log(
    `\n혼합 부하 / mixed run: ${fmtRps(MIXED_RATE)} req/s 고정 × ${MIXED_SECONDS}초${MIXED_WRITES ? ' + 1초에 글 한 건' : ', 쓰기 없음'}\n` +
      `  방문자 페이지 / visitors' pages (홈, 목록, 검색, 상세): ${line(v)}\n` +
      `  관리자 목록 API / admin list API: ${line(s)}\n` +
      `  쓰기 / writes: ${writes}건, 오류 / errors ${writeErrors}, p50 ${fmtMs(median(writeTimes))} ms`,
  );
}
