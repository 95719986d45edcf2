// The interval job that anchors the audit chain's head outside the table (server/audit/checkpoints.ts): every ten
// minutes, when the head has moved since this process last anchored it, and the day's first checkpoint mailed to the
// 개인정보 보호책임자 (checkpoint-mail.ts). One process at a time runs it (a
// transaction-scoped advisory lock, as the purge does); in a cluster only the jobs' worker starts it (serve.ts).
import { QueryTypes, type Sequelize } from 'sequelize';
import { logger } from '../process/logger.js';
import { mailDailyCheckpoint } from './checkpoint-mail.js';
import { chainHead, writeCheckpoint, type Checkpoint } from './checkpoints.js';
import { trackJob } from '../process/job-runs.js';

/** An arbitrary constant naming the checkpoint job among advisory locks (ASCII "AUDCHKPT" folded to 32 bits). */
const LOCK_KEY = 1_096_107_085;

export interface CheckpointSchedule {
  /** One run now (also what the timer calls); false when another process held the lock or nothing had changed. */
  runOnce(): Promise<boolean>;
  stop(): Promise<void>;
}

export function startCheckpointSchedule(
  sequelize: Sequelize,
  opts: { firstMs?: number; everyMs?: number } = {},
): CheckpointSchedule {
  let lastAnchored: string | null = null;
  const once = () =>
    sequelize.transaction(async (transaction) => {
      const [row] = await sequelize.query<{ locked: boolean }>('SELECT pg_try_advisory_xact_lock(:key) AS locked', {
        replacements: { key: LOCK_KEY },
        type: QueryTypes.SELECT,
        transaction,
      });
      if (!row.locked) return false;
      const head = await chainHead(sequelize, transaction);
      const key = `${head.lastId}:${head.lastHash}`;
      let written: Checkpoint | undefined;
      if (key !== lastAnchored) written = await writeCheckpoint(sequelize, transaction);
      const mailed = await mailDailyCheckpoint(sequelize, transaction, written);
      lastAnchored = key;
      return !!written || mailed;
    });
  let running: Promise<boolean> | null = null;
  const runOnce = () => {
    running ??= trackJob('audit_checkpoint', once)
      .catch((err) => {
        logger.error({ err }, '감사 기록 체크포인트를 남기지 못했습니다.');
        return false;
      })
      .finally(() => {
        running = null;
      });
    return running;
  };
  const first = setTimeout(() => void runOnce(), opts.firstMs ?? 60_000);
  const every = setInterval(() => void runOnce(), opts.everyMs ?? 10 * 60_000);
  first.unref();
  every.unref();
  return {
    runOnce,
    async stop() {
      clearTimeout(first);
      clearInterval(every);
      await running;
    },
  };
}
