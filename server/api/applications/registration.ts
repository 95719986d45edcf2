// 등록 and 등록포기 of one application: staff record 등록 (PUT /:id/registration with
// { registered: true, amount, paidAt }: status 등록 and the 등록 확인 mail) or undo it ({ registered: false }), and
// record a 등록포기 told by phone or paper (POST /:id/decline with the reason). The applicant declines in the look-up
// (POST /lookup/decline, after a confirm dialog): the same credentials and throttle as the look-up, and only a 합격 of
// an announced round. The moves themselves are server/applications/registration.ts.
import type { RequestHandler } from 'express';
import { z } from 'zod';
import { now } from '../../../domain/clock.js';
import { seoulDay } from '../../../domain/time.js';
import { lookupSchema } from '../../../domain/application-schema.js';
import { findByCredentials, type LookupGuard } from '../../applications/lookup.js';
import { receiptFor, roundOf } from '../../applications/receipt.js';
import { declineInLookup } from '../../applications/lookup-decline.js';
import { decline, register, unregister } from '../../applications/registration.js';
import { detailOf, loadApplication } from './admin-records.js';
import type { ApplicationsApiDeps } from './index.js';
import { calendarDay } from '../../../domain/calendar-day.js';

const paidAt = calendarDay({
  required: '납부일을 입력해주세요.',
  format: '납부일은 YYYY-MM-DD 형식으로 입력해주세요.',
  invalid: '있는 날짜를 입력해주세요.',
}).refine((v) => v <= seoulDay(now()), { error: '납부일은 오늘(한국시간) 이전이어야 합니다.' });
const amount = z
  .number({ error: '납부 금액을 숫자로 입력해주세요.' })
  .int({ error: '납부 금액은 원 단위 정수로 입력해주세요.' })
  .min(0, { error: '납부 금액은 0원 이상입니다.' })
  .max(100_000_000, { error: '납부 금액이 너무 큽니다. 원 단위로 입력해주세요.' });

export const registrationSchema = z.discriminatedUnion(
  'registered',
  [z.strictObject({ registered: z.literal(true), amount, paidAt }), z.strictObject({ registered: z.literal(false) })],
  { error: '등록 여부(registered)는 true 또는 false입니다.' },
);
export const registrationLabels = { registered: '등록 여부', amount: '납부 금액', paidAt: '납부일' };

const reasonText = (min: number, required: string) =>
  z.string({ error: required }).trim().min(min, { error: required }).max(500, { error: '500자 이하로 입력해주세요.' });

export const staffDeclineSchema = z.strictObject({ reason: reasonText(2, '등록포기 사유를 입력해주세요.') });
export const staffDeclineLabels = { reason: '등록포기 사유' };

/** The look-up's credentials, the applicant's optional reason and nothing else. */
export const lookupDeclineSchema = lookupSchema.extend({
  reason: z.string().trim().max(500, { error: '500자 이하로 입력해주세요. / 请输入500字以内。' }).optional(),
});
export const lookupDeclineLabels = { receiptNo: '접수번호', password: '조회 비밀번호', reason: '포기 사유' };

export function registrationHandlers(deps: ApplicationsApiDeps, guard: LookupGuard) {
  const { sequelize, publicUrl } = deps;

  const put: RequestHandler = async (req, res) => {
    const a = await loadApplication(req.params.id);
    const body = req.body as z.infer<typeof registrationSchema>;
    const round = await roundOf(a);
    await sequelize.transaction(async (transaction) => {
      await a.reload({ transaction, lock: transaction.LOCK.UPDATE });
      if (body.registered) await register(a, body, { kind: 'staff', req }, { publicUrl, round }, transaction);
      else await unregister(a, { kind: 'staff', req }, transaction);
    });
    res.json(await detailOf(a));
  };

  const staffDecline: RequestHandler = async (req, res) => {
    const a = await loadApplication(req.params.id);
    const body = req.body as z.infer<typeof staffDeclineSchema>;
    const round = await roundOf(a);
    await sequelize.transaction(async (transaction) => {
      await a.reload({ transaction, lock: transaction.LOCK.UPDATE });
      const mail = { publicUrl, round };
      await decline(a, { kind: 'staff', reason: body.reason }, { kind: 'staff', req }, transaction, mail);
    });
    res.json(await detailOf(a));
  };

  const lookupDecline: RequestHandler = async (req, res) => {
    const { reason, ...credentials } = req.body as z.infer<typeof lookupDeclineSchema>;
    const found = await findByCredentials(credentials, req, res, guard);
    const a = await declineInLookup(found, reason ?? '', req, deps);
    res.set('Cache-Control', 'no-store');
    res.json(await receiptFor(a));
  };

  return { put, staffDecline, lookupDecline };
}
