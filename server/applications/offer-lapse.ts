// An offer of 추가합격 that passes its deadline (offer_respond_by) without 등록 lapses: the application becomes
// 등록포기 (미응답), with its history row, access-log row and an audit entry, and the seat is open for the next offer.
// serve.ts starts the job where the jobs run; it wakes at the next deadline (and at least every few minutes, since an
// offer made in another process sends no event). The rows are claimed FOR UPDATE SKIP LOCKED in one transaction, so
// any number of processes on one database lapse each offer once; the 등록 현황 and the offers route run the same
// step first, so what staff read never counts a passed deadline as pending.
import { Op, type Sequelize } from 'sequelize';
import { AdmissionRound, Application } from '../../db/models/index.js';
import type { Round } from '../../domain/rounds.js';
import { now, nowMs } from '../../domain/clock.js';
import { recordAudit } from '../audit/log.js';
import type { SiteChanges } from '../cache/site-events.js';
import { startDueTimer, type DueTimer } from '../process/due-timer.js';
import { decline, LAPSE_ACTOR } from './registration.js';

/** Longest sleep between looks: an offer made in another process is seen within this. */
const MAX_WAIT_MS = 5 * 60_000;

const dueWhere = (at: Date, roundId?: number) => ({
  status: 'accepted',
  additional: true,
  offerRespondBy: { [Op.lte]: at },
  ...(roundId === undefined ? {} : { roundId }),
});

/**
 * Every offer past its deadline without 등록 (of one round, or all): marked 등록포기 (미응답), the applicant mailed
 * in their language. How many.
 */
export async function lapseDueOffers(sequelize: Sequelize, roundId?: number, publicUrl = ''): Promise<number> {
  const at = now();
  if (!(await Application.count({ where: dueWhere(at, roundId) }))) return 0;
  return sequelize.transaction(async (transaction) => {
    const rows = await Application.findAll({
      where: dueWhere(at, roundId),
      order: [['id', 'ASC']],
      transaction,
      lock: transaction.LOCK.UPDATE,
      skipLocked: true,
    });
    const rounds = new Map<number, Round | null>();
    for (const a of rows) {
      if (a.roundId !== null && !rounds.has(a.roundId))
        rounds.set(a.roundId, (await AdmissionRound.findByPk(a.roundId, { transaction }))?.toRound() ?? null);
      const round = a.roundId === null ? null : (rounds.get(a.roundId) ?? null);
      await decline(a, { kind: 'lapsed', reason: '' }, { kind: 'system' }, transaction, { publicUrl, round });
      await recordAudit(
        {
          actorLogin: LAPSE_ACTOR.login,
          actorName: LAPSE_ACTOR.name,
          action: 'applications.offer.lapse',
          resource: 'applications',
          recordId: a.id,
          changedFields: ['status', 'declinedAt', 'declineKind'],
          detail: { respondBy: a.offerRespondBy?.toISOString() ?? null },
        },
        { transaction },
      );
    }
    return rows.length;
  });
}

/** The next deadline of an offer still pending, no later than MAX_WAIT_MS from now. */
async function nextDeadline(): Promise<Date> {
  const cap = new Date(nowMs() + MAX_WAIT_MS);
  const next = (await Application.min('offerRespondBy', {
    where: { status: 'accepted', additional: true },
  })) as Date | null;
  return next && new Date(next).getTime() < cap.getTime() ? new Date(next) : cap;
}

/** The job: wakes at the next offer's deadline (every few minutes at most) and lapses what has passed. */
export function startOfferLapses(deps: { sequelize: Sequelize; events: SiteChanges; publicUrl?: string }): DueTimer {
  return startDueTimer({
    nextAt: nextDeadline,
    work: () => lapseDueOffers(deps.sequelize, undefined, deps.publicUrl),
    events: deps.events,
    wakesOn: ['rounds'],
    what: '추가합격 응답 기한 경과 처리',
  });
}
