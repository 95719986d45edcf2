// The campaign job, started by serve.ts where the jobs run: every minute it enqueues the campaigns whose instant has
// come (dispatch.ts) and asks again or lapses the subscribers' consents (consents.ts). Both are safe in several
// processes at once (claims with FOR UPDATE SKIP LOCKED).
import type { Sequelize } from 'sequelize';
import { logger } from '../process/logger.js';
import { trackJob } from '../process/job-runs.js';
import { runConsents } from './consents.js';
import { dispatchDueCampaigns } from './dispatch.js';

export interface CampaignJob {
  /** One run now (after the one in progress). */
  runOnce(): Promise<void>;
  stop(): Promise<void>;
}

export function startCampaignJob(opts: { sequelize: Sequelize; publicUrl: string; intervalMs?: number }): CampaignJob {
  const { sequelize, publicUrl } = opts;
  let chain: Promise<unknown> = Promise.resolve();
  let stopped = false;
  const work = async () => {
    await dispatchDueCampaigns(sequelize, publicUrl);
    await runConsents(sequelize, publicUrl);
  };
  const runOnce = (): Promise<void> => {
    const run = chain.then(() => (stopped ? undefined : trackJob('campaigns', work)));
    chain = run.catch((err: unknown) => logger.error({ err }, '홍보 메일 작업이 실패했습니다.'));
    return run;
  };
  const timer = setInterval(() => void runOnce().catch(() => undefined), opts.intervalMs ?? 60_000);
  timer.unref();
  return {
    runOnce,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await chain;
    },
  };
}
