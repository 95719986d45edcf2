// Retention (개인정보 보호법 제21조): applications older than the retention period in the settings are destroyed
// with their files, one transaction each, and each destruction is logged. One process at a time runs it:
// a transaction-scoped PostgreSQL advisory lock is the guard, so several processes on one database are safe.
import { Op, QueryTypes, type Sequelize } from 'sequelize';
import { Application } from '../../db/models/index.js';
import { loadSettings } from '../../db/settings.js';
import { pruneNotFound } from '../redirects/not-found.js';
import { logger } from '../process/logger.js';
import { destroyApplication } from './destroy.js';
import { purgeTrash } from '../trash/purge.js';
import { pruneViews } from '../boards/views.js';
import { now } from '../../domain/clock.js';
import { trackJob } from '../process/job-runs.js';
import { recordDestruction } from '../destruction/register.js';
import { purgeExpiredQuestions } from '../questions/purge.js';

/** An arbitrary constant that names the purge among advisory locks (ASCII "APPPURGE" as a number). */
const LOCK_KEY = 4_702_030_855;
const BATCH = 200;

export interface PurgeResult {
  ran: boolean;
  destroyed: number;
  files: number;
  cutoff: Date | null;
}

export async function purgeExpiredApplications(
  sequelize: Sequelize,
  at = now(),
  opts: { job?: string } = {},
): Promise<PurgeResult> {
  return sequelize.transaction(async (lockTx) => {
    const [row] = await sequelize.query<{ locked: boolean }>('SELECT pg_try_advisory_xact_lock(:key) AS locked', {
      replacements: { key: LOCK_KEY },
      type: QueryTypes.SELECT,
      transaction: lockTx,
    });
    if (!row.locked) return { ran: false, destroyed: 0, files: 0, cutoff: null };
    const { applicationRetentionDays } = await loadSettings();
    const cutoff = new Date(at.getTime() - applicationRetentionDays * 86_400_000);
    let destroyed = 0;
    let files = 0;
    for (;;) {
      const batch = await Application.findAll({
        where: { submittedAt: { [Op.lt]: cutoff } },
        order: [['id', 'ASC']],
        limit: BATCH,
      });
      // A batch is one transaction with its 파기 대장 row: the register never counts what was not destroyed.
      const rule = `보유기간(${applicationRetentionDays}일) 경과`;
      await sequelize.transaction(async (transaction) => {
        let batchFiles = 0;
        for (const a of batch)
          batchFiles += (await destroyApplication(sequelize, a, { req: null, reason: rule }, transaction)).files;
        await recordDestruction(
          sequelize,
          {
            kind: 'application',
            count: batch.length,
            files: batchFiles,
            rule: `개인정보 보유기간(설정: 지원서 ${applicationRetentionDays}일) 경과, 개인정보 보호법 제21조`,
            by: { job: opts.job ?? 'retention-purge' },
            detail: { cutoff: cutoff.toISOString() },
          },
          transaction,
        );
        destroyed += batch.length;
        files += batchFiles;
      });
      if (batch.length < BATCH) break;
    }
    if (destroyed)
      logger.info({ destroyed, files, cutoff: cutoff.toISOString() }, '보유기간이 지난 지원서를 파기했습니다.');
    return { ran: true, destroyed, files, cutoff };
  });
}

export interface PurgeSchedule {
  stop(): Promise<void>;
}

/**
 * Runs the purge a minute after start and then every six hours, inside the process; the timers never hold it open.
 * The same run empties the 휴지통 of posts and pages deleted more than 30 days ago (server/trash/purge.ts) and
 * prunes the view counter's log of visitors to the last two days (server/boards/views.ts), and destroys the
 * 입학상담 questions past their retention (server/questions/purge.ts), and drops the 404 기록's addresses unseen for
 * half a year (server/redirects/not-found.ts).
 */
export function startPurgeSchedule(
  sequelize: Sequelize,
  opts: { firstMs?: number; everyMs?: number } = {},
): PurgeSchedule {
  let running: Promise<unknown> | null = null;
  const run = () => {
    if (running) return;
    running = Promise.all([
      trackJob('retention_purge', () => purgeExpiredApplications(sequelize)).catch((err) =>
        logger.error({ err }, '지원서 파기 작업이 실패했습니다.'),
      ),
      trackJob('trash_purge', () => purgeTrash(sequelize)).catch((err) =>
        logger.error({ err }, '휴지통 비우기 작업이 실패했습니다.'),
      ),
      trackJob('question_purge', () => purgeExpiredQuestions(sequelize)).catch((err) =>
        logger.error({ err }, '입학상담 질문 파기 작업이 실패했습니다.'),
      ),
      trackJob('view_log_prune', () => pruneViews(sequelize)).catch((err) =>
        logger.error({ err }, '조회 기록 정리 작업이 실패했습니다.'),
      ),
      trackJob('not_found_prune', () => pruneNotFound(sequelize)).catch((err) =>
        logger.error({ err }, '404 기록 정리 작업이 실패했습니다.'),
      ),
    ]).finally(() => {
      running = null;
    });
  };
  const first = setTimeout(run, opts.firstMs ?? 60_000);
  const every = setInterval(run, opts.everyMs ?? 6 * 3600_000);
  first.unref();
  every.unref();
  return {
    async stop() {
      clearTimeout(first);
      clearInterval(every);
      await running;
    },
  };
}
