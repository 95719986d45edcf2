// The refund account and refunds of an application:
// - POST /api/applications/lookup/refund-account: the applicant gives or changes the account with the look-up's
//   credentials (the look-up's guard), answered with the look-up's receipt (the account masked);
// - GET  /api/applications/:id/refunds: the account in full and the refunds, for staff (a read in the access log);
// - POST /api/applications/:id/refunds `{ amount, refundedOn, reason }`: staff record a refund.
import type { RequestHandler } from 'express';
import { z } from 'zod';
import { lookupSchema } from '../../../domain/application-schema.js';
import { fieldLabels } from '../../../domain/application-messages.js';
import { refundAccountSchema } from '../../../domain/refund-account.js';
import { logAccess } from '../../applications/access-log.js';
import { findByCredentials, type LookupGuard } from '../../applications/lookup.js';
import { receiptFor } from '../../applications/receipt.js';
import { addRefund, refundAccountInLookup, refundsOf } from '../../applications/refunds.js';
import { parseWith } from '../../middleware/validate.js';
import { loadApplication } from './admin-records.js';
import type { ApplicationsApiDeps } from './index.js';
import { calendarDay } from '../../../domain/calendar-day.js';

const loose = z.string().max(100).optional();
export const lookupRefundSchema = lookupSchema.extend({ refundBank: loose, refundAccount: loose, refundHolder: loose });
export const lookupRefundLabels = { receiptNo: '접수번호', password: '조회 비밀번호', ...fieldLabels.ko };

export const refundSchema = z.strictObject({
  amount: z
    .number({ error: '환불 금액은 숫자로 입력해주세요.' })
    .int({ error: '환불 금액은 원 단위 정수입니다.' })
    .min(1, { error: '환불 금액은 1원 이상입니다.' })
    .max(100_000_000, { error: '환불 금액이 너무 큽니다.' }),
  refundedOn: calendarDay({
    required: '환불일을 입력해주세요.',
    format: '환불일은 YYYY-MM-DD로 입력해주세요.',
    invalid: '없는 날짜입니다.',
  }),
  reason: z
    .string({ error: '환불 사유를 입력해주세요.' })
    .trim()
    .min(1, { error: '환불 사유를 입력해주세요.' })
    .max(500, { error: '500자 이하로 입력해주세요.' }),
});
export const refundLabels = { amount: '환불 금액', refundedOn: '환불일', reason: '환불 사유' };

export function refundHandlers({ sequelize }: ApplicationsApiDeps, guard: LookupGuard) {
  const lookupAccount: RequestHandler = async (req, res) => {
    const { refundBank, refundAccount, refundHolder, ...credentials } = req.body as z.infer<typeof lookupRefundSchema>;
    const lang = credentials.locale === 'zh-Hans' ? 'zh' : 'ko';
    const found = await findByCredentials(credentials, req, res, guard);
    const account = parseWith(
      refundAccountSchema(lang),
      { refundBank, refundAccount, refundHolder },
      fieldLabels[lang],
    );
    const a = await refundAccountInLookup(found, account, req, sequelize);
    res.set('Cache-Control', 'no-store');
    res.json(await receiptFor(a));
  };

  const list: RequestHandler = async (req, res) => {
    const a = await loadApplication(req.params.id);
    await logAccess(req, 'view', a, { fields: ['refundBank', 'refundAccount', 'refundHolder', 'refunds'] });
    res.set('Cache-Control', 'no-store').json({
      account: a.refundAccount ? { bank: a.refundBank, account: a.refundAccount, holder: a.refundHolder } : null,
      refunds: await refundsOf(a.id),
    });
  };

  const add: RequestHandler = async (req, res) => {
    const a = await loadApplication(req.params.id);
    const body = req.body as z.infer<typeof refundSchema>;
    await sequelize.transaction(async (transaction) => {
      await a.reload({ transaction, lock: transaction.LOCK.UPDATE });
      await addRefund(req, a, body, transaction);
    });
    res.status(201).json({ refunds: await refundsOf(a.id) });
  };

  return { lookupAccount, list, add };
}
