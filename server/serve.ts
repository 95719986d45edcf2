// One serving process on an open database: the HTTP server, its page cache listening for changes from every other
// process (LISTEN/NOTIFY), and — where `jobs` is set — the scheduled work that writes to the database. A stop drains
// the requests in flight (drain.ts: until each has settled, not only its socket), lets the jobs finish their run,
// writes the last audit entries and closes the database: never while a handler still runs.
import http from 'node:http';
import type { Database } from '../db/index.js';
import { createRequestListener } from './app.js';
import { startCheckpointSchedule } from './audit/checkpoint-schedule.js';
import { configureAudit } from './audit/keying.js';
import { settleAuditWrites } from './audit/middleware.js';
import type { Sequelize } from 'sequelize';
import { createPublisher } from './cache/publish.js';
import { createSiteEvents, type SiteEvents } from './cache/site-events.js';
import { answerClientErrors } from './client-error.js';
import type { Config } from './process/config.js';
import { RequestDrain } from './process/drain.js';
import { logger } from './process/logger.js';
import { startMailWorker } from './mail/worker.js';
import { startCampaignJob } from './campaigns/job.js';
import { localState } from './backups/local.js';
import { startBackupSchedule } from './backups/schedule.js';
import { backupSettings } from './backups/settings.js';
import { startResultMailer } from './mail/results.js';
import { startOfferLapses } from './applications/offer-lapse.js';
import { startExamNumbering } from './applications/exam-numbers.js';
import { startPurgeSchedule } from './retention/purge.js';
import { startFormPurge } from './forms/purge.js';
import { startScheduledPublishing } from './stored-pages/schedule.js';
import { startPageClock } from './web/clock.js';
import { startLinkCheckJob } from './link-check/job.js';
import { LINK_ROUTES } from './link-routes.js';

export interface Serving {
  /** The port it listens on (in a cluster worker, the port the primary shares). */
  port: number;
  /**
   * Drains and closes; safe to call more than once (the second call waits for the first). False when a handler
   * still ran after the grace and the settle time: the pool was left open under it (the process exit ends it).
   */
  stop(): Promise<boolean>;
}

interface Job {
  stop(): Promise<void>;
}

/**
 * Every background job, in one list: the daily backup, the retention purge (applications, the 휴지통, the view log),
 * the mail outbox, the result mailer, the audit chain's checkpoints, scheduled page publishing, the lapse of
 * 추가합격 offers, the 수험번호 of rounds whose window closed and the weekly link check. Each is also safe to run in several
 * processes at once (an advisory lock, FOR UPDATE SKIP LOCKED claims, a claim UPDATE, an UPDATE … WHERE due): in a
 * cluster only one worker runs them, and several machines on one database still run each piece of work once.
 */
export function startJobs(sequelize: Sequelize, config: JobConfig, events: SiteEvents, dumpUrl?: string): Job[] {
  return [
    // The daily backup at 03:00 Seoul (server/backups/), once across processes by its claimed day.
    ...(dumpUrl
      ? [
          startBackupSchedule({
            sequelize,
            url: dumpUrl,
            settings: backupSettings(process.env, config.dataDir),
            local: () => localState(config),
            pgDump: !!config.databaseUrl,
          }),
        ]
      : []),
    startPurgeSchedule(sequelize),
    // Sign-up forms' responses past each form's retention days, with their 파기 대장 rows.
    startFormPurge(sequelize),
    startResultMailer({ sequelize, events, publicUrl: config.publicUrl }),
    startMailWorker({ sequelize, smtpUrl: config.smtpUrl, from: config.mailFrom }),
    startCheckpointSchedule(sequelize),
    startScheduledPublishing({ sequelize, publisher: createPublisher(sequelize, events), events }),
    startOfferLapses({ sequelize, events, publicUrl: config.publicUrl }),
    // 수험번호 for every application of a round whose window has closed.
    startExamNumbering({ sequelize, events }),
    // 홍보 메일: scheduled campaigns at their instant, and the subscribers' consents re-asked or lapsed.
    startCampaignJob({ sequelize, publicUrl: config.publicUrl }),
    // 깨진 링크: the weekly check of every link in pages, posts, the menu, popups and the FAQ.
    startLinkCheckJob({ sequelize, publicUrl: config.publicUrl, routes: LINK_ROUTES }),
  ];
}

/** What every serving process runs, jobs or not: the public pages' clock (each process has its own page cache). */
export function startProcessTimers(sequelize: Sequelize, events: SiteEvents): Job[] {
  return [startPageClock({ sequelize, events })];
}

type JobConfig = Pick<
  Config,
  'publicUrl' | 'smtpUrl' | 'mailFrom' | 'dataDir' | 'databaseUrl' | 'auditKey' | 'jwtSecret' | 'auditCheckpointFile'
>;

export async function serve(db: Database, config: Config, opts: { jobs: boolean }): Promise<Serving> {
  // A worker opens its database without bootDatabase: the audit chain's key is set here for it.
  configureAudit({ key: config.auditKey, checkpointFile: config.auditCheckpointFile });
  const events = createSiteEvents(db.sequelize, db.url);
  const jobs = [
    ...startProcessTimers(db.sequelize, events),
    ...(opts.jobs ? startJobs(db.sequelize, config, events, db.url) : []),
  ];
  const drain = new RequestDrain(db.sequelize, db.url);
  const server = http.createServer(drain.track(createRequestListener({ sequelize: db.sequelize, config, events })));
  server.keepAliveTimeout = 65_000;
  answerClientErrors(server);

  let stopping: Promise<boolean> | null = null;
  const drainAndClose = async () => {
    const drained = await drain.stop(server, config.shutdownGraceMs);
    for (const job of jobs) await job.stop();
    // The audit entries of the last requests are written before the pool closes.
    await settleAuditWrites();
    await events.close();
    // Closing the pool waits for every borrowed connection: under a handler that never settled it would wait for
    // ever, and that handler's open transaction ends with the process instead (PostgreSQL rolls it back).
    if (drained) await db.close().catch((err) => logger.error({ err }, '데이터베이스 종료 중 오류'));
    return drained;
  };

  const port = await new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => {
      server.off('error', reject);
      resolve((server.address() as { port: number }).port);
    });
  });
  return {
    port,
    stop() {
      stopping ??= drainAndClose();
      return stopping;
    },
  };
}
