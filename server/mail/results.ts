// 합격자 발표 안내 at the round's announceAt, not when staff click: a timer in each process wakes at the next
// announcement still to mail (and at least every few minutes), claims the round and enqueues one result mail per
// application with a final status (합격, 불합격, 예비) in ONE transaction. The claim (results_mailed_at) and the
// mails commit together, so two processes never mail a round twice (the second's UPDATE finds it claimed) and a
// crash in the middle rolls everything back for the next run. Applications not decided at announceAt get none.
// Only a confirmed round is mailed (결과 확정): an unconfirmed one waits, past its announceAt if need be,
// and is mailed when it is confirmed (the confirmation is a change of rounds, which wakes the timer).
import { QueryTypes, type Sequelize } from 'sequelize';
import { AdmissionRound, Application } from '../../db/models/index.js';
import { loadSettings } from '../../db/settings.js';
import { now, nowMs } from '../../domain/clock.js';
import type { SiteChanges } from '../cache/site-events.js';
import { logger } from '../process/logger.js';
import { enqueueApplicantMail } from './applicant.js';
import { trackJob } from '../process/job-runs.js';

export const FINAL_STATUSES = ['accepted', 'rejected', 'waitlisted'] as const;

/** Longest sleep between looks, so a round written while this process missed the event is still mailed. */
const MAX_WAIT_MS = 5 * 60_000;

export interface RoundResultMail {
  roundId: number;
  /** Result mails enqueued (one per decided application). */
  mailed: number;
  /** Applications still undecided at announceAt: no result mail. */
  undecided: number;
}

/** Claims one due round and enqueues its result mails, all or nothing; null when another run has it. */
async function publishRound(sequelize: Sequelize, id: number, publicUrl: string): Promise<RoundResultMail | null> {
  return sequelize.transaction(async (transaction) => {
    const at = now();
    const claimed = await sequelize.query<{ id: number }>(
      `UPDATE admission_rounds SET results_mailed_at = $now
        WHERE id = $id AND results_mailed_at IS NULL AND results_confirmed_at IS NOT NULL AND announce_at <= $now
        RETURNING id`,
      { bind: { id, now: at }, type: QueryTypes.SELECT, transaction },
    );
    if (!claimed.length) return null;
    const row = await AdmissionRound.findByPk(id, { transaction });
    if (!row) return null;
    const round = row.toRound();
    const apps = await Application.findAll({ where: { roundId: id }, order: [['id', 'ASC']], transaction });
    let mailed = 0;
    let decided = 0;
    const settings = await loadSettings(transaction);
    for (const a of apps) {
      if (!(FINAL_STATUSES as readonly string[]).includes(a.status)) continue;
      decided += 1;
      // Dedupe key per application and round: application.result:<application>:round-<round>.
      const r = await enqueueApplicantMail('application.result', a, round, {
        transaction,
        publicUrl,
        settings,
        occasion: `round-${id}`,
      });
      if (r.created) mailed += 1;
    }
    return { roundId: id, mailed, undecided: apps.length - decided };
  });
}

/**
 * Every confirmed round whose announceAt has passed and whose results are not mailed yet: claimed and mailed, one
 * transaction per round. Safe to run in any number of processes at once. A round that fails is left for the next
 * run (logged); the others go ahead.
 */
export async function publishDueResults(sequelize: Sequelize, publicUrl: string): Promise<RoundResultMail[]> {
  const due = await sequelize.query<{ id: number }>(
    `SELECT id FROM admission_rounds
      WHERE results_mailed_at IS NULL AND results_confirmed_at IS NOT NULL AND announce_at <= $now
      ORDER BY announce_at, id`,
    { bind: { now: now() }, type: QueryTypes.SELECT },
  );
  const done: RoundResultMail[] = [];
  for (const { id } of due) {
    try {
      const r = await publishRound(sequelize, id, publicUrl);
      if (!r) continue;
      done.push(r);
      logger.info(r, '합격자 발표 안내 메일을 발송 대기열에 넣었습니다.');
      if (r.undecided)
        logger.warn(r, '발표 시각에 결과가 정해지지 않은 지원서가 있어 그 지원자에게는 발표 안내를 보내지 않았습니다.');
    } catch (err) {
      logger.error({ err, roundId: id }, '합격자 발표 안내 메일을 넣지 못했습니다. 다음 실행에서 다시 시도합니다.');
    }
  }
  return done;
}

/** Milliseconds until the next announcement still to mail (0 when one is due), at most MAX_WAIT_MS. */
async function nextWait(sequelize: Sequelize): Promise<number> {
  const [row] = await sequelize.query<{ next: Date | null }>(
    'SELECT min(announce_at) AS next FROM admission_rounds WHERE results_mailed_at IS NULL AND results_confirmed_at IS NOT NULL',
    { type: QueryTypes.SELECT },
  );
  if (!row?.next) return MAX_WAIT_MS;
  return Math.min(MAX_WAIT_MS, Math.max(0, new Date(row.next).getTime() - nowMs()) + 200);
}

export interface ResultMailer {
  stop(): Promise<void>;
}

/** The process's schedule: run at the next announceAt, every few minutes at most, and when rounds change. */
export function startResultMailer(opts: {
  sequelize: Sequelize;
  events: SiteChanges;
  publicUrl: string;
}): ResultMailer {
  const { sequelize, publicUrl } = opts;
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;
  let running: Promise<unknown> = Promise.resolve();

  const schedule = async () => {
    if (stopped) return;
    let wait = MAX_WAIT_MS;
    try {
      wait = await nextWait(sequelize);
    } catch (err) {
      if (!stopped) logger.warn({ err }, '합격자 발표 시각을 읽지 못했습니다. 몇 분 뒤에 다시 봅니다.');
    }
    if (timer) clearTimeout(timer);
    if (stopped) return;
    timer = setTimeout(() => {
      running = trackJob('result_mails', () => publishDueResults(sequelize, publicUrl))
        .catch((err) => logger.error({ err }, '합격자 발표 안내 작업이 실패했습니다.'))
        .finally(() => void schedule());
    }, wait);
    timer.unref();
  };
  opts.events.subscribe((what) => {
    if (what === 'rounds' || what === 'reconnect') void schedule();
  });
  // The first look waits until the process is up (and its tables exist).
  setTimeout(() => void schedule(), 1_000).unref();
  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
