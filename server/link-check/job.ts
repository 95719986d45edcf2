// The weekly link check, started by serve.ts where the jobs run: every hour it asks whether a week has passed
// since the last run began (the process clock's now) and, if so, claims and runs one. The claim (store.ts, under an
// advisory lock) lets one process run it across a cluster and several machines. 지금 검사 (POST
// /api/link-checks/run) claims the same way, so it never runs beside the weekly one.
import { logger } from '../process/logger.js';
import { trackJob } from '../process/job-runs.js';
import { runClaimed, type LinkCheckOptions } from './run.js';
import { claimRun } from './store.js';

export const WEEK_MS = 7 * 86_400_000;

export interface LinkCheckJob {
  /** One due check now (after the one in progress); nothing when the last run is within the week. */
  runOnce(): Promise<void>;
  stop(): Promise<void>;
}

export function startLinkCheckJob(opts: LinkCheckOptions & { intervalMs?: number }): LinkCheckJob {
  let chain: Promise<unknown> = Promise.resolve();
  let stopped = false;
  const stopping = new AbortController();
  const work = async () => {
    const run = await claimRun(opts.sequelize, { by: null, dueAfterMs: WEEK_MS });
    if (run) await runClaimed({ ...opts, external: { ...opts.external, signal: stopping.signal } }, run);
  };
  const runOnce = (): Promise<void> => {
    const run = chain.then(() => (stopped ? undefined : trackJob('link_check', work)));
    chain = run.catch((err: unknown) => logger.error({ err }, '링크 검사 작업이 실패했습니다.'));
    return run;
  };
  const timer = setInterval(() => void runOnce().catch(() => undefined), opts.intervalMs ?? 3600_000);
  timer.unref();
  return {
    runOnce,
    async stop() {
      stopped = true;
      clearInterval(timer);
      stopping.abort();
      await chain;
    },
  };
}
