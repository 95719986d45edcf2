// The daily backup at 03:00 Seoul. Each look claims the day's slot in backup_runs (a unique date: one INSERT wins),
// so in a cluster and on several machines on one database the day's copy is made once; a process that starts after
// 03:00 on a day with no copy yet makes it then. The timer wakes at the next 03:00 (at most an hour away) and never
// holds the process open; stop() waits for a run in progress.
import type { Sequelize } from 'sequelize';
import { scheduledAt } from '../../domain/backups.js';
import { now, nowMs } from '../../domain/clock.js';
import { addSeoulDays, seoulDay } from '../../domain/time.js';
import { logger } from '../process/logger.js';
import type { LocalState } from './dump.js';
import { runBackup } from './run.js';
import { trackJob } from '../process/job-runs.js';
import type { BackupSettings } from './settings.js';
import { claimSlot, slotTaken } from './store.js';

const HOUR = 3_600_000;

export interface BackupSchedule {
  /** One look now (what the timer calls): true when this process made the day's backup. */
  runOnce(): Promise<boolean>;
  stop(): Promise<void>;
}

export function startBackupSchedule(opts: {
  sequelize: Sequelize;
  url: string;
  settings: BackupSettings;
  local?: () => LocalState | undefined;
  /** DATABASE_URL: pg_dump where one fits the server (run.ts). */
  pgDump?: boolean;
  firstMs?: number;
}): BackupSchedule {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;

  const runOnce = async (): Promise<boolean> => {
    const at = now();
    if (at < scheduledAt(at)) return false;
    const slot = seoulDay(at);
    if (await slotTaken(opts.sequelize, slot)) return false;
    const runId = await claimSlot(opts.sequelize, slot, at);
    if (runId === null) return false;
    const result = await trackJob(
      'backup',
      () =>
        runBackup({
          sequelize: opts.sequelize,
          url: opts.url,
          settings: opts.settings,
          local: opts.local?.(),
          runId,
          pgDump: opts.pgDump,
        }),
      (r) => r.ok,
    );
    return result.ok;
  };

  const plan = (ms: number) => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = runOnce()
        .catch((err: unknown) => logger.error({ err }, '예약 백업을 시작하지 못했습니다.'))
        .then(() => {
          const at = now();
          const next = at < scheduledAt(at) ? scheduledAt(at) : scheduledAt(addSeoulDays(at, 1));
          plan(Math.min(HOUR, Math.max(1_000, next.getTime() - nowMs() + 500)));
        });
    }, ms);
    timer.unref();
  };
  plan(opts.firstMs ?? 30_000);

  return {
    runOnce,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
