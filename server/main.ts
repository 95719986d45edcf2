// The process: read the environment, boot the database, serve HTTP on PORT, shut down cleanly on SIGTERM.
import http from 'node:http';
import { clockFromSetting, useClock } from '../domain/clock.js';
import { createRequestListener } from './app.js';
import { settleAuditWrites } from './audit/middleware.js';
import { answerClientErrors } from './client-error.js';
import { createSiteEvents } from './cache/site-events.js';
import { bootDatabase } from './boot.js';
import { ConfigError, loadConfig } from './config.js';
import { logger } from './logger.js';
import { startPurgeSchedule } from './privacy/purge.js';
import { startMailWorker } from './mail/worker.js';
import { startResultMailer } from './mail/results.js';

async function main(): Promise<void> {
  // TEST_NOW (an ISO instant) starts the clock there, for tests of the built server. In production a stray one
  // would move every publication time and window, so it is refused there rather than obeyed.
  if (process.env.TEST_NOW && process.env.NODE_ENV === 'production') {
    throw new ConfigError('TEST_NOW는 테스트 전용입니다. 운영 환경(NODE_ENV=production)에서는 지워주세요.');
  }
  useClock(clockFromSetting(process.env.TEST_NOW));
  const config = loadConfig();
  // Embedded mode migrates itself; with DATABASE_URL the release phase (npm run db:migrate) does it.
  const db = await bootDatabase(config, { migrate: !config.databaseUrl });
  if (config.seedSample) {
    const { seedSample } = await import('./sample/index.js');
    await seedSample();
  }
  const events = createSiteEvents(db.sequelize, db.url);
  const purge = startPurgeSchedule(db.sequelize);
  const mail = startMailWorker({ sequelize: db.sequelize, smtpUrl: config.smtpUrl, from: config.mailFrom });
  const results = startResultMailer({ sequelize: db.sequelize, events, publicUrl: config.publicUrl });
  const server = http.createServer(createRequestListener({ sequelize: db.sequelize, config, events }));
  server.keepAliveTimeout = 65_000;
  answerClientErrors(server);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, '종료 신호를 받았습니다. 진행 중인 요청을 마치고 종료합니다.');
    const force = setTimeout(() => server.closeAllConnections(), config.shutdownGraceMs);
    force.unref();
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeIdleConnections();
    });
    await purge.stop();
    await results.stop();
    await mail.stop();
    // The audit entries of the last requests are written before the pool closes.
    await settleAuditWrites();
    await events.close();
    await db.close().catch((err) => logger.error({ err }, '데이터베이스 종료 중 오류'));
    logger.info('종료했습니다.');
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  server.listen(config.port, config.host, () => {
    const { port } = server.address() as { port: number };
    logger.info(
      { port, database: config.databaseUrl ? 'DATABASE_URL' : 'embedded' },
      `http://127.0.0.1:${port} 에서 서비스 중입니다.`,
    );
  });
}

main().catch((err) => {
  if (err instanceof ConfigError) {
    console.error(`시작할 수 없습니다: ${err.message}`);
  } else {
    // Through the redacting serializer: a Sequelize error as cause would otherwise print its SQL and values.
    logger.fatal({ err }, '시작 중 오류가 발생했습니다.');
  }
  process.exit(1);
});
