// The cluster's primary (WEB_CONCURRENCY > 1): it serves nothing itself. It starts the workers (node:cluster shares
// the port among them), starts again one that died — at once after a stable run, with a growing wait when it keeps
// dying — and on SIGTERM or SIGINT passes SIGTERM to every worker, waits for each to drain, then stops the embedded
// database (if it started one) and exits. Slot 0's worker runs the scheduled jobs (serve.ts); its replacement does.
import cluster, { type Worker } from 'node:cluster';
import { nowMs } from '../../domain/clock.js';
import { logger } from '../process/logger.js';
import { RestartBackoff, workerExecArgv } from './policy.js';
import { answerMetricsRequests } from '../metrics/cluster.js';
import { answerSaltRequests } from '../visits/salt.js';

/** What a worker reads from its environment besides the ordinary settings (server/main.ts). */
export const WORKER_ENV = {
  databaseUrl: 'CLUSTER_DATABASE_URL',
  slot: 'CLUSTER_WORKER_INDEX',
  clockOffset: 'CLUSTER_CLOCK_OFFSET_MS',
} as const;

export interface PrimaryOptions {
  workers: number;
  /** The database every worker opens: DATABASE_URL, or the embedded server this primary started. */
  databaseUrl: string;
  database: 'DATABASE_URL' | 'embedded';
  /** How long a worker may take to drain before it is killed (SHUTDOWN_GRACE_MS plus a margin, under 30 s). */
  killAfterMs: number;
  /** After the last worker has exited: stop what the primary itself holds (the embedded database). */
  afterWorkers(): Promise<void>;
}

interface Slot {
  index: number;
  worker: Worker | null;
  startedAt: number;
  backoff: RestartBackoff;
  restart: NodeJS.Timeout | null;
}

export function runPrimary(opts: PrimaryOptions): void {
  const slots: Slot[] = Array.from({ length: opts.workers }, (_, index) => ({
    index,
    worker: null,
    startedAt: 0,
    backoff: new RestartBackoff(),
    restart: null,
  }));
  cluster.setupPrimary({ execArgv: workerExecArgv(opts.workers) });
  // What the workers ask of the primary: the day's visitor salt (held only here, in memory) and /metrics summed.
  answerSaltRequests();
  answerMetricsRequests();
  const slotOf = new Map<number, Slot>();
  const listened = new Set<number>();
  let announced = false;
  let stopping = false;
  let failed = false;

  const fork = (slot: Slot) => {
    slot.restart = null;
    // Under TEST_NOW every worker's clock runs at the primary's offset from the system's, so all agree on "now"
    // however long each took to start.
    const clock = process.env.TEST_NOW ? { [WORKER_ENV.clockOffset]: String(nowMs() - Date.now()) } : {};
    const worker = cluster.fork({
      ...clock,
      [WORKER_ENV.databaseUrl]: opts.databaseUrl,
      [WORKER_ENV.slot]: String(slot.index),
    });
    slot.worker = worker;
    slot.startedAt = Date.now();
    slotOf.set(worker.id, slot);
  };

  const finish = async () => {
    if (slots.some((s) => s.worker)) return;
    await opts.afterWorkers().catch((err) => logger.error({ err }, '데이터베이스 종료 중 오류'));
    logger.info('종료했습니다.');
    process.exit(failed ? 1 : 0);
  };

  const stop = (signal: NodeJS.Signals | null) => {
    if (stopping) return;
    stopping = true;
    if (signal) logger.info({ signal }, '종료 신호를 받았습니다. 모든 워커가 진행 중인 요청을 마치면 종료합니다.');
    for (const slot of slots) {
      if (slot.restart) clearTimeout(slot.restart);
      slot.restart = null;
      slot.worker?.process.kill('SIGTERM');
    }
    setTimeout(() => {
      for (const slot of slots) {
        if (!slot.worker) continue;
        logger.warn(
          { worker: slot.index, pid: slot.worker.process.pid },
          '워커가 제시간에 끝나지 않아 강제로 종료합니다.',
        );
        slot.worker.process.kill('SIGKILL');
      }
    }, opts.killAfterMs).unref();
    void finish();
  };

  cluster.on('listening', (worker, address) => {
    const slot = slotOf.get(worker.id);
    if (!slot) return;
    logger.info({ worker: slot.index, pid: worker.process.pid }, '워커가 요청을 받기 시작했습니다.');
    listened.add(slot.index);
    if (!announced && listened.size === opts.workers) {
      announced = true;
      logger.info(
        { port: address.port, database: opts.database, workers: opts.workers },
        `http://127.0.0.1:${address.port} 에서 서비스 중입니다 (워커 프로세스 ${opts.workers}개).`,
      );
    }
  });

  cluster.on('exit', (worker, code, signal) => {
    const slot = slotOf.get(worker.id);
    if (!slot) return;
    slotOf.delete(worker.id);
    slot.worker = null;
    const who = { worker: slot.index, pid: worker.process.pid, code, signal };
    if (stopping) {
      // A worker still starting has no handler yet: SIGTERM ends it at once, which is as good as a drain.
      if (code !== 0 && signal !== 'SIGTERM') failed = true;
      void finish();
      return;
    }
    if (!listened.size) {
      // No worker ever came up: the same fault would stop every restart (the port taken, the database refusing).
      logger.fatal(who, '워커가 시작하지 못했습니다. 서버를 종료합니다.');
      failed = true;
      stop(null);
      return;
    }
    const delay = slot.backoff.delayAfter(Date.now() - slot.startedAt);
    logger.warn({ ...who, restartInMs: delay }, '워커가 종료되었습니다. 새 워커를 시작합니다.');
    slot.restart = setTimeout(() => fork(slot), delay);
  });

  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
  for (const slot of slots) fork(slot);
}
