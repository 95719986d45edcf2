// The retention of sign-up responses: each form's responses older than its retention days are destroyed, one
// transaction per form with its 파기 대장 row. One process at a time (a transaction-scoped advisory lock).
import { QueryTypes, type Sequelize } from 'sequelize';
import { now } from '../../domain/clock.js';
import { recordDestruction } from '../destruction/register.js';
import { logger } from '../process/logger.js';
import { trackJob } from '../process/job-runs.js';

/** ASCII "FORMPURG" folded to a number: names this purge among advisory locks. */
const LOCK_KEY = 4_702_030_856;

export async function purgeFormResponses(
  sequelize: Sequelize,
  at = now(),
): Promise<{ ran: boolean; destroyed: number }> {
  return sequelize.transaction(async (lockTx) => {
    const [row] = await sequelize.query<{ locked: boolean }>('SELECT pg_try_advisory_xact_lock(:key) AS locked', {
      replacements: { key: LOCK_KEY },
      type: QueryTypes.SELECT,
      transaction: lockTx,
    });
    if (!row.locked) return { ran: false, destroyed: 0 };
    const forms = await sequelize.query<{ id: number; title: string; retention_days: number }>(
      `SELECT f.id, f.title, f.retention_days FROM forms f
        WHERE EXISTS (SELECT 1 FROM form_responses r
                       WHERE r.form_id = f.id AND r.created_at < $1::timestamptz - make_interval(days => f.retention_days))`,
      { type: QueryTypes.SELECT, bind: [at] },
    );
    let destroyed = 0;
    for (const f of forms) {
      const cutoff = new Date(at.getTime() - f.retention_days * 86_400_000);
      await sequelize.transaction(async (transaction) => {
        const gone = await sequelize.query<{ id: number }>(
          'DELETE FROM form_responses WHERE form_id = $1 AND created_at < $2 RETURNING id',
          { type: QueryTypes.SELECT, bind: [f.id, cutoff], transaction },
        );
        await recordDestruction(
          sequelize,
          {
            kind: 'formResponse',
            count: gone.length,
            rule: `신청 양식 응답 보유기간(${f.retention_days}일) 경과, 개인정보 보호법 제21조`,
            by: { job: 'form-purge' },
            detail: { formId: f.id, form: f.title, cutoff: cutoff.toISOString() },
            at,
          },
          transaction,
        );
        destroyed += gone.length;
      });
    }
    if (destroyed) logger.info({ destroyed }, '보유기간이 지난 신청 양식 응답을 파기했습니다.');
    return { ran: true, destroyed };
  });
}

/** Runs the purge a minute after start and then every hour; the timers never hold the process open. */
export function startFormPurge(sequelize: Sequelize, opts: { firstMs?: number; everyMs?: number } = {}) {
  let running: Promise<unknown> | null = null;
  const run = () => {
    running ??= trackJob('form_response_purge', () => purgeFormResponses(sequelize))
      .catch((err) => logger.error({ err }, '신청 양식 응답 파기 작업이 실패했습니다.'))
      .finally(() => {
        running = null;
      });
  };
  const first = setTimeout(run, opts.firstMs ?? 60_000);
  const every = setInterval(run, opts.everyMs ?? 3600_000);
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
