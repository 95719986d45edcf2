// A round after its announcement, for 입학 담당: 등록 현황 (GET /:id/registration: per track and
// department quota, 합격, 등록, 등록포기, offers pending and seats open, with the offers waiting and the 미등록 after
// the 등록 deadline), 추가합격 by rank (POST /:id/offers) and the hand-off of the registered students to the 학적
// system (POST /:id/registration/export, the reason asked and logged like every export). Offers past their deadline
// are lapsed first (server/applications/offer-lapse.ts), so nothing here counts a passed deadline as pending.
import type { RequestHandler, Router } from 'express';
import { Op, type Sequelize } from 'sequelize';
import { z } from 'zod';
import { Application } from '../../../db/models/index.js';
import { now } from '../../../domain/clock.js';
import { departmentName, TRACKS } from '../../../domain/programs.js';
import {
  isPendingOffer,
  isUnregistered,
  registrationClosed,
  seatRows,
  seatTotals,
} from '../../../domain/registration.js';
import { registrationAmount, resultsAnnounced } from '../../../domain/rounds.js';
import { formatDateTime } from '../../../domain/time.js';
import type { AuthKit } from '../../auth/passport.js';
import { logAccess } from '../../applications/access-log.js';
import { lapseDueOffers } from '../../applications/offer-lapse.js';
import { offer } from '../../applications/registration.js';
import { badRequest, conflict } from '../../http/errors.js';
import { validateBody } from '../../middleware/validate.js';
import { handoffExport, handoffLabels, handoffSchema, loadRound } from './handoff-export.js';

export interface RoundRegistrationDeps {
  auth: AuthKit;
  sequelize: Sequelize;
  /** PUBLIC_URL: the look-up link in the 추가합격 mail. */
  publicUrl: string;
}

export const offersSchema = z.strictObject({
  count: z
    .number({ error: '인원을 숫자로 입력해주세요.' })
    .int({ error: '인원은 정수로 입력해주세요.' })
    .min(1, { error: '1명 이상 입력해주세요.' })
    .max(100, { error: '한 번에 100명까지 제안할 수 있습니다.' }),
  respondBy: z.iso.datetime({ offset: true, error: '등록 기한을 시간대가 있는 ISO 8601 형식으로 보내주세요.' }),
});
export const offersLabels = { count: '제안 인원', respondBy: '등록 기한' };

const person = (a: Application) => ({
  id: a.id,
  receiptNo: a.receiptNo,
  name: a.name,
  track: a.track,
  trackLabel: TRACKS[a.track].ko,
  departmentName: a.department ? departmentName(a.department) : '',
});

export function roundRegistrationRoutes(r: Router, deps: RoundRegistrationDeps): void {
  const { auth, sequelize, publicUrl } = deps;

  const status: RequestHandler = async (req, res) => {
    const round = await loadRound(req.params.id);
    await lapseDueOffers(sequelize, round.id, publicUrl);
    const at = now();
    const apps = await Application.findAll({ where: { roundId: round.id }, order: [['receiptNo', 'ASC']] });
    const rows = seatRows(round, apps, at);
    const offers = apps.filter((a) => isPendingOffer(a, at));
    const unregistered = apps.filter((a) => isUnregistered(a, round, at));
    const waitlist = apps
      .filter((a) => a.status === 'waitlisted')
      .sort((x, y) => (x.waitlistRank ?? Infinity) - (y.waitlistRank ?? Infinity));
    // The page names applicants: a read of their records, in the access log.
    await logAccess(req, 'list', null, {
      roundId: round.id,
      registration: true,
      receiptNos: apps.filter((a) => a.status === 'accepted').map((a) => a.receiptNo),
    });
    res.set('Cache-Control', 'no-store').json({
      round: {
        id: round.id,
        name: round.name,
        announceAt: round.announceAt,
        announced: resultsAnnounced(round, at),
        resultsConfirmedAt: round.resultsConfirmedAt,
        registrationEndAt: round.registration?.endAt ?? null,
        registrationClosed: registrationClosed(round, at),
      },
      rows,
      totals: seatTotals(rows),
      waitlist: {
        ranked: waitlist.filter((a) => a.waitlistRank !== null).length,
        unranked: waitlist.filter((a) => a.waitlistRank === null).length,
        nextRank: waitlist[0]?.waitlistRank ?? null,
      },
      offers: offers.map((a) => ({
        ...person(a),
        waitlistRank: a.waitlistRank,
        offeredAt: a.offeredAt?.toISOString() ?? null,
        offerRespondBy: a.offerRespondBy!.toISOString(),
        respondByText: formatDateTime(a.offerRespondBy!),
      })),
      unregistered: unregistered.map((a) => ({
        ...person(a),
        additional: a.additional,
        mobile: a.mobile,
        email: a.email,
      })),
      // 합격 not yet registered, with the round's 등록금 for each (null: not set), for 등록 in bulk.
      toRegister: apps
        .filter((a) => a.status === 'accepted')
        .map((a) => ({
          ...person(a),
          additional: a.additional,
          amount: registrationAmount(round, a.track, a.department),
        })),
    });
  };

  const makeOffers: RequestHandler = async (req, res) => {
    const round = await loadRound(req.params.id);
    const body = req.body as z.infer<typeof offersSchema>;
    const respondBy = new Date(body.respondBy);
    const at = now();
    if (!resultsAnnounced(round, at) || !round.resultsConfirmedAt)
      throw conflict('추가합격은 결과가 확정되어 발표된 뒤에 제안할 수 있습니다.');
    if (respondBy.getTime() <= at.getTime())
      throw badRequest('등록 기한은 지금 이후여야 합니다.', { respondBy: '지금 이후의 일시를 입력해주세요.' });
    await lapseDueOffers(sequelize, round.id, publicUrl);
    const offered = await sequelize.transaction(async (transaction) => {
      // Two offers at once in one round never reach the same 예비.
      await sequelize.query('SELECT pg_advisory_xact_lock(hashtext(:key), :id)', {
        replacements: { key: 'applications.offers', id: round.id },
        transaction,
      });
      const next = await Application.findAll({
        where: { roundId: round.id, status: 'waitlisted', waitlistRank: { [Op.ne]: null } },
        order: [
          ['waitlistRank', 'ASC'],
          ['id', 'ASC'],
        ],
        limit: body.count,
        transaction,
        lock: transaction.LOCK.UPDATE,
      });
      if (!next.length) throw conflict('예비 순위가 있는 예비 합격자가 남아 있지 않습니다.');
      if (next.length < body.count)
        throw conflict(
          `예비 순위가 있는 예비 합격자가 ${next.length}명 남아 있습니다. ${next.length}명 이하로 입력해주세요.`,
          {
            count: `${next.length}명 이하로 입력해주세요.`,
          },
        );
      for (const a of next) await offer(a, respondBy, { kind: 'staff', req }, { publicUrl, round }, transaction);
      return next;
    });
    res.json(offered.map((a) => ({ id: a.id, receiptNo: a.receiptNo, name: a.name, waitlistRank: a.waitlistRank })));
  };

  const reader = auth.allow('applications', 'read');
  const writer = auth.allow('applications', 'write');
  r.get('/:id/registration', ...reader, status);
  r.post('/:id/offers', ...writer, validateBody(offersSchema, offersLabels), makeOffers);
  r.post('/:id/registration/export', ...reader, validateBody(handoffSchema, handoffLabels), handoffExport);
}
