// The benchmarks' load generator: Debian's `wrk` (C, event loop per thread), which drives node:http far past what one
// Node process answers, so the server, not the client, is what a run measures (autocannon, one JavaScript thread on
// the same cores, stalled near 10,000–14,000 req/s and held both sides). wrk has no fixed-rate mode; `fixedRate`
// gives it one with a Lua `delay()` that hands every request the next slot of a fixed schedule (LuaJIT's ffi reads
// the monotonic clock), so p99 is measured below saturation, where it means something.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const WRK_THREADS = 2;
export const WRK_CONNECTIONS = 50;

/** Stops with a clear message when wrk is not installed (the bench measures nothing without it). */
export function requireWrk(): void {
  const probe = spawnSync('wrk', ['-v'], { encoding: 'utf8' });
  if (probe.error || !/wrk/.test(`${probe.stdout}${probe.stderr}`)) {
    console.error(
      [
        'wrk가 설치되어 있지 않아 벤치를 실행할 수 없습니다. 설치: sudo apt-get install wrk (Debian/Ubuntu)',
        'wrk is not installed, so the benchmark cannot run. Install it: sudo apt-get install wrk (Debian/Ubuntu)',
      ].join('\n'),
    );
    process.exit(2);
  }
}

export interface WrkResult {
  rps: number;
  requests: number;
  p50: number;
  p99: number;
  /** Socket errors plus responses that were neither 2xx nor 3xx. */
  errors: number;
}

export interface WrkOptions {
  seconds: number;
  connections?: number;
  headers?: Record<string, string>;
  /** Requests per second over all threads; omitted: as fast as the server answers. */
  rate?: number;
  /** Lua that defines request() (the mixed run); combined with the rate schedule when rate is set. */
  lua?: string;
}

const UNIT_MS: Record<string, number> = { us: 0.001, ms: 1, s: 1000, m: 60_000 };
const toMs = (v: string) => {
  const m = /^([\d.]+)(us|ms|s|m)$/.exec(v);
  return m ? Number(m[1]) * UNIT_MS[m[2]] : NaN;
};

const schedule = (rate: number) => `
local ffi = require("ffi")
ffi.cdef[[ typedef struct { long tv_sec; long tv_nsec; } bench_ts; int clock_gettime(int, bench_ts *); ]]
local ts = ffi.new("bench_ts")
local function now_ms() ffi.C.clock_gettime(1, ts); return tonumber(ts.tv_sec) * 1000 + tonumber(ts.tv_nsec) / 1e6 end
local interval = ${WRK_THREADS * 1000} / ${rate}
local slot = nil
-- Every request takes the next slot of this thread's fixed schedule, whichever connection sends it.
function delay()
  local t = now_ms()
  slot = (slot or t) + interval
  local wait = slot - t
  if wait < 0 then return 0 end
  return wait
end
`;

let luaDir: string | null = null;
function luaFile(text: string): string {
  luaDir ??= mkdtempSync(path.join(os.tmpdir(), 'bench-wrk-'));
  const file = path.join(luaDir, `s${Math.random().toString(36).slice(2)}.lua`);
  writeFileSync(file, text);
  return file;
}

export function parseWrk(out: string): WrkResult {
  const num = (re: RegExp) => Number(re.exec(out)?.[1] ?? NaN);
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out);
  const errors =
    (socket ? socket.slice(1).reduce((a, b) => a + Number(b), 0) : 0) + (num(/Non-2xx or 3xx responses: (\d+)/) || 0);
  return {
    rps: num(/Requests\/sec:\s+([\d.]+)/),
    requests: num(/(\d+) requests in/),
    p50: toMs(/\s50%\s+(\S+)/.exec(out)?.[1] ?? ''),
    p99: toMs(/\s99%\s+(\S+)/.exec(out)?.[1] ?? ''),
    errors,
  };
}

/** One wrk run (2 threads, 50 connections unless told) against url. */
export function wrk(url: string, opts: WrkOptions): Promise<WrkResult> {
  const args = [
    `-t${WRK_THREADS}`,
    `-c${opts.connections ?? WRK_CONNECTIONS}`,
    `-d${opts.seconds}s`,
    '--latency',
    '--timeout',
    '5s',
  ];
  for (const [name, value] of Object.entries(opts.headers ?? {})) args.push('-H', `${name}: ${value}`);
  const lua = `${opts.rate ? schedule(opts.rate) : ''}${opts.lua ?? ''}`;
  if (lua) args.push('-s', luaFile(lua));
  args.push(url);
  return new Promise((resolve, reject) => {
    const child = spawn('wrk', args, { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    child.on('error', reject);
    child.on('exit', (code) => {
      const r = parseWrk(out);
      if (code !== 0 || Number.isNaN(r.rps)) reject(new Error(`wrk failed (${code}):\n${out}`));
      else resolve(r);
    });
  });
}

export const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
};

/** The generator's own ceiling: a net.Server that answers every request with fixed bytes and parses nothing. */
export const RAW_SERVER = `
import net from 'node:net';
const reply = Buffer.from('HTTP/1.1 200 OK\\r\\nContent-Length: 2\\r\\nContent-Type: text/plain\\r\\n\\r\\nok');
net.createServer((s) => {
  let tail = '';
  s.on('data', (chunk) => {
    const text = tail + chunk.latin1Slice();
    let n = 0, at = 0;
    while ((at = text.indexOf('\\r\\n\\r\\n', at)) !== -1) { n++; at += 4; }
    tail = text.slice(-3);
    for (let i = 0; i < n; i++) s.write(reply);
  });
  s.on('error', () => {});
}).listen(Number(process.env.PORT), '127.0.0.1', () => console.log('ready'));`;

/**
 * A server process to measure: its own CPU time and, with tree, its Node descendants' (the cluster's workers). The
 * embedded PostgreSQL the app starts is its child too, but a cached page never reaches it: its background work
 * (checkpoints, autovacuum, the app's timers' queries) is left out, as the ceiling has none.
 */
export interface Side {
  url: string;
  pid?: number;
  tree?: boolean;
}

/** The fields of /proc/<pid>/stat after the command, and the command (null: the process is gone). */
const statOf = (pid: number): (string[] & { comm?: string }) | null => {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields: string[] & { comm?: string } = text.slice(text.lastIndexOf(')') + 2).split(' ');
    fields.comm = text.slice(text.indexOf('(') + 1, text.lastIndexOf(')'));
    return fields;
  } catch {
    return null;
  }
};

const CLOCK_TICK_US = 1e6 / Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim() || 100);

/** CPU time (µs) a process has used, with its Node descendants when tree (Linux /proc; NaN elsewhere). */
export function cpuMicros(pid: number, tree = false): number {
  const pids = [pid];
  if (tree) {
    const children = new Map<number, number[]>();
    for (const d of readdirSync('/proc')) {
      if (!/^\d+$/.test(d)) continue;
      const st = statOf(Number(d));
      if (!st) continue;
      if (st.comm !== 'node') continue;
      const ppid = Number(st[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(d)]);
    }
    for (let i = 0; i < pids.length; i++) pids.push(...(children.get(pids[i]) ?? []));
  }
  let ticks = 0;
  for (const p of pids) {
    const st = statOf(p);
    if (!st) {
      if (p === pid) return NaN;
      continue;
    }
    ticks += Number(st[11]) + Number(st[12]); // utime, stime
  }
  return ticks * CLOCK_TICK_US;
}

/**
 * Waits until a server process (with its Node descendants) has been idle for three seconds in a row — under 2% of a
 * core each second — or `maxMs` passed; returns the seconds waited. A started app finishes work of its own first
 * (best-ratio compression of the pages just rendered, V8's memory reducer collecting the start-up garbage: a few
 * hundred milliseconds of CPU in its first 20 seconds here), which the first rows would otherwise count per request.
 */
export async function settle(pid: number, maxMs = 60_000): Promise<number> {
  const t0 = Date.now();
  let quiet = 0;
  let last = cpuMicros(pid, true);
  // NaN (no /proc, or the process is gone): nothing to wait for.
  while (quiet < 3 && !Number.isNaN(last) && Date.now() - t0 < maxMs) {
    await new Promise((r) => setTimeout(r, 1_000));
    const now = cpuMicros(pid, true);
    quiet = now - last < 20_000 ? quiet + 1 : 0;
    last = now;
  }
  return Math.round((Date.now() - t0) / 1000);
}

/** A wrk run with the CPU time the server spent per answered request (µs; NaN when it cannot be read). */
async function measured(side: Side, opts: WrkOptions): Promise<WrkResult & { cpuPerRequest: number }> {
  const before = side.pid ? cpuMicros(side.pid, side.tree) : NaN;
  const r = await wrk(side.url, opts);
  const after = side.pid ? cpuMicros(side.pid, side.tree) : NaN;
  return { ...r, cpuPerRequest: (after - before) / r.requests };
}

export interface Comparison {
  app: number[];
  ceiling: number[];
  appRps: number;
  ceilingRps: number;
  ratio: number;
  /** CPU µs per request, medians: the ceiling's over the app's is the ratio a quiet machine would show. */
  appCpu: number;
  ceilingCpu: number;
  cpuRatio: number;
  /** The fixed rate of the latency runs: half the app's median capacity. */
  rate: number;
  appP99: number;
  ceilingP99: number;
  errors: number;
}

/**
 * The app against the ceiling on the same request: a warm-up of each, then `rounds` rounds that alternate which
 * side goes first (machine noise hits both), the medians and their ratio, then p99 of each at half the app's
 * median capacity. Where the server processes are given, each round also reads the CPU time they spent per
 * request, which other work on a shared machine disturbs far less than requests per second.
 */
export async function compare(
  appSide: Side | string,
  ceilingSide: Side | string,
  opts: { seconds: number; rounds: number; headers?: Record<string, string> },
): Promise<Comparison> {
  const appS = typeof appSide === 'string' ? { url: appSide } : appSide;
  const ceilS = typeof ceilingSide === 'string' ? { url: ceilingSide } : ceilingSide;
  const { seconds, headers } = opts;
  await wrk(appS.url, { seconds: 2, headers });
  await wrk(ceilS.url, { seconds: 2, headers });
  const app: number[] = [];
  const ceiling: number[] = [];
  const appCpu: number[] = [];
  const ceilingCpu: number[] = [];
  let errors = 0;
  for (let i = 0; i < opts.rounds; i++) {
    for (const side of i % 2 ? ['ceiling', 'app'] : ['app', 'ceiling']) {
      const r = await measured(side === 'app' ? appS : ceilS, { seconds, headers });
      (side === 'app' ? app : ceiling).push(r.rps);
      (side === 'app' ? appCpu : ceilingCpu).push(r.cpuPerRequest);
      if (side === 'app') errors += r.errors;
    }
  }
  const appRps = median(app);
  const ceilingRps = median(ceiling);
  const rate = Math.max(100, Math.round(appRps / 2));
  const appFixed = await wrk(appS.url, { seconds, headers, rate });
  const ceilingFixed = await wrk(ceilS.url, { seconds, headers, rate });
  return {
    app,
    ceiling,
    appRps,
    ceilingRps,
    ratio: appRps / ceilingRps,
    appCpu: median(appCpu),
    ceilingCpu: median(ceilingCpu),
    cpuRatio: median(ceilingCpu) / median(appCpu),
    rate,
    appP99: appFixed.p99,
    ceilingP99: ceilingFixed.p99,
    errors: errors + appFixed.errors,
  };
}

export const fmtRps = (n: number): string => Math.round(n).toLocaleString('en-US');
export const fmtMs = (n: number): string => (n < 10 ? n.toFixed(2) : n.toFixed(1));
export const fmtCpu = (n: number): string => (Number.isNaN(n) ? '—' : `${Math.round(n)} µs`);
