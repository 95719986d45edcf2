// The cluster's rules, apart from the processes so they can be tested alone: how many workers WEB_CONCURRENCY asks
// for, the flags a worker runs with, and how long the primary waits before it starts a worker again after one died.
import os from 'node:os';
import { ConfigError } from '../process/config.js';

/** More than this is a typo (WEB_CONCURRENCY=100 would open a hundred database pools), not a wish. */
export const MAX_WORKERS = 32;

/**
 * WEB_CONCURRENCY (Heroku's name for it): that many processes. Unset: one per core, except under NODE_ENV=test,
 * where it is 1. 1 is the single process of old, with no primary in front of it.
 */
export function webConcurrency(
  env: NodeJS.ProcessEnv = process.env,
  cores: number = os.availableParallelism(),
): number {
  const raw = env.WEB_CONCURRENCY?.trim();
  if (!raw) return env.NODE_ENV === 'test' ? 1 : Math.max(1, Math.min(cores, MAX_WORKERS));
  const n = Number(raw);
  if (!/^\d+$/.test(raw) || n < 1 || n > MAX_WORKERS)
    throw new ConfigError(`WEB_CONCURRENCY 값이 올바르지 않습니다 (1 ~ ${MAX_WORKERS}의 정수): ${env.WEB_CONCURRENCY}`);
  return n;
}

const SINGLE_THREADED_GC = '--single-threaded-gc';

/**
 * The Node flags of a worker: the primary's own, and, when there are at least as many workers as cores, V8's
 * single-threaded garbage collection. Every core then has a worker of its own, and V8's helper threads for a
 * collection can only run by taking a core from another worker: on 2 cores a young-generation collection that waited
 * for its helpers paused a worker 10–30 ms about once a second under `npm run bench`'s mixed run (visitors' p99 21–23
 * ms); on its own thread it takes 2–4 ms (p99 17–18 ms). NODE_GC_THREADS=parallel keeps V8's default.
 */
export function workerExecArgv(
  workers: number,
  cores: number = os.availableParallelism(),
  execArgv: readonly string[] = process.execArgv,
  env: NodeJS.ProcessEnv = process.env,
): string[] {
  const single = workers >= cores && env.NODE_GC_THREADS !== 'parallel';
  return single && !execArgv.includes(SINGLE_THREADED_GC) ? [...execArgv, SINGLE_THREADED_GC] : [...execArgv];
}

/** A worker that lived at least this long before it died was not crash-looping: the next one starts at once. */
export const STABLE_MS = 30_000;
const FIRST_DELAY_MS = 500;
export const MAX_DELAY_MS = 30_000;

/**
 * One worker slot's restarts. A death after a stable run restarts at once; deaths in a row that each came soon after
 * the start wait 0.5 s, 1 s, 2 s, … up to 30 s, so a worker that cannot start (the database away, a bad deploy)
 * is retried without spinning the CPU or flooding the log.
 */
export class RestartBackoff {
  private quickDeaths = 0;

  /** The wait before the next start, for a worker that lived `livedMs`. */
  delayAfter(livedMs: number): number {
    if (livedMs >= STABLE_MS) {
      this.quickDeaths = 0;
      return 0;
    }
    this.quickDeaths += 1;
    return Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** (this.quickDeaths - 1));
  }
}
