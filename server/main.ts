// The process: read the environment, boot the database, serve HTTP on PORT, shut down cleanly on SIGTERM.
// WEB_CONCURRENCY=1 is one process doing all of it. More makes this process the cluster's primary
// (cluster/primary.ts): it boots the database once (the embedded server, migrations, the first admin, the sample
// content), then starts that many workers, each serving on the shared port from its own pool.
import cluster from 'node:cluster';
import { clockFromSetting, clockStartingAt, useClock } from '../domain/clock.js';
import { openDatabase } from '../db/index.js';
import { bootDatabase } from './boot.js';
import { runPrimary, WORKER_ENV } from './cluster/primary.js';
import { webConcurrency } from './cluster/policy.js';
import { ConfigError, loadConfig, type Config } from './process/config.js';
import { SETTLE_MS } from './process/drain.js';
import { logger } from './process/logger.js';
import { serve, type Serving } from './serve.js';

function startClock(): void {
  // TEST_NOW (an ISO instant) starts the clock there, for tests of the built server. In production a stray one
  // would move every publication time and window, so it is refused there rather than obeyed.
  if (process.env.TEST_NOW && process.env.NODE_ENV === 'production') {
    throw new ConfigError('TEST_NOW는 테스트 전용입니다. 운영 환경(NODE_ENV=production)에서는 지워주세요.');
  }
  const offset = process.env[WORKER_ENV.clockOffset];
  // A worker under TEST_NOW takes the primary's clock (cluster/primary.ts), not a start of its own.
  useClock(
    offset && process.env.TEST_NOW
      ? clockStartingAt(new Date(Date.now() + Number(offset)))
      : clockFromSetting(process.env.TEST_NOW),
  );
}

/** SIGTERM or SIGINT: drain, close, exit 0 (1 when a request could not be settled in time). */
function stopOnSignals(serving: Serving, announce: boolean): void {
  const stop = (signal: string) => {
    if (announce) logger.info({ signal }, '종료 신호를 받았습니다. 진행 중인 요청을 마치고 종료합니다.');
    void serving.stop().then((drained) => {
      if (announce) logger.info('종료했습니다.');
      process.exit(drained ? 0 : 1);
    });
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

async function runWorker(): Promise<void> {
  startClock();
  const config = loadConfig();
  const url = process.env[WORKER_ENV.databaseUrl];
  if (!url) throw new Error(`${WORKER_ENV.databaseUrl} 없이 워커를 시작했습니다.`);
  const db = await openDatabase({ databaseUrl: url, dataDir: config.dataDir, pgPassword: config.pgPassword });
  const serving = await serve(db, config, { jobs: process.env[WORKER_ENV.slot] === '0' });
  stopOnSignals(serving, false);
}

async function runPrimaryOrSingle(): Promise<void> {
  startClock();
  const config: Config = loadConfig();
  const workers = webConcurrency();
  // Embedded mode migrates itself; with DATABASE_URL the release phase (npm run db:migrate) does it.
  const db = await bootDatabase(config, { migrate: !config.databaseUrl });
  if (config.seedSample) {
    const { seedSample } = await import('./sample/index.js');
    await seedSample();
  }
  const database = config.databaseUrl ? 'DATABASE_URL' : 'embedded';
  if (workers > 1) {
    // The primary keeps no pool: the workers have theirs. It keeps the embedded server, which it stops last.
    await db.sequelize.close();
    runPrimary({
      workers,
      databaseUrl: db.url,
      database,
      // A worker takes the grace, SETTLE_MS for what committed, then closes: the kill only ends a stuck one.
      killAfterMs: Math.min(29_000, config.shutdownGraceMs + SETTLE_MS + 2_000),
      afterWorkers: async () => db.embedded?.stop(),
    });
    return;
  }
  const serving = await serve(db, config, { jobs: true });
  stopOnSignals(serving, true);
  logger.info(
    { port: serving.port, database, workers: 1 },
    `http://127.0.0.1:${serving.port} 에서 서비스 중입니다 (프로세스 1개).`,
  );
}

(cluster.isPrimary ? runPrimaryOrSingle() : runWorker()).catch((err) => {
  if (err instanceof ConfigError) {
    console.error(`시작할 수 없습니다: ${err.message}`);
  } else {
    // Through the redacting serializer: a Sequelize error as cause would otherwise print its SQL and values.
    logger.fatal({ err }, '시작 중 오류가 발생했습니다.');
  }
  process.exit(1);
});
