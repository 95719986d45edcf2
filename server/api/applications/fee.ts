// 입금 확인 (the application fee has arrived): staff mark it on one application (PUT /:id/fee, with what arrived:
// amount, depositor, day) or on many from the list (POST /bulk-fee), or clear the mark. The mark keeps when and by
// whom; every change is in the history and the access log (server/applications/fee-payment.ts).
import type { Request, RequestHandler } from 'express';
import type { Transaction } from 'sequelize';
import { z } from 'zod';
import { Application } from '../../../db/models/index.js';
import { notFound } from '../../http/errors.js';
import { detailOf, loadApplication } from './admin-records.js';
import { idSchema } from '../../middleware/validate.js';
import { clearFeePaid, recordFeePaid, type FeeReceived } from '../../applications/fee-payment.js';
import type { ApplicationsApiDeps } from './index.js';
import { calendarDay } from '../../../domain/calendar-day.js';

const paid = z.boolean({ error: '입금 확인 여부는 true 또는 false입니다.' });
/** What arrived, as staff read it off the statement (each optional: the old yes/no still confirms). */
export const feeReceivedFields = {
  amount: z
    .number({ error: '입금액은 숫자로 입력해주세요.' })
    .int({ error: '입금액은 원 단위 정수입니다.' })
    .min(0, { error: '입금액은 0원 이상입니다.' })
    .max(100_000_000, { error: '입금액이 너무 큽니다.' })
    .nullable()
    .optional(),
  depositor: z.string().trim().max(50, { error: '50자 이하로 입력해주세요.' }).nullable().optional(),
  paidOn: calendarDay({ format: '날짜는 YYYY-MM-DD로 입력해주세요.', invalid: '없는 날짜입니다.' })
    .nullable()
    .optional(),
};
export const feeSchema = z.strictObject({ paid, ...feeReceivedFields });
export const bulkFeeSchema = z.strictObject({
  ids: z
    .array(idSchema)
    .min(1, { error: '지원서를 선택해주세요.' })
    .max(500, { error: '한 번에 500건까지 바꿀 수 있습니다.' }),
  paid,
});
export const feeLabels = {
  paid: '입금 확인',
  ids: '선택한 지원서',
  amount: '입금액',
  depositor: '입금자명',
  paidOn: '입금일',
};

const NOTHING_TOLD: FeeReceived = { amount: null, depositor: null, paidOn: null };

async function markFee(
  req: Request,
  a: Application,
  isPaid: boolean,
  transaction: Transaction,
  told: FeeReceived = NOTHING_TOLD,
): Promise<void> {
  // Marking a paid application again keeps the first mark (who confirmed it, and when).
  if (isPaid) await recordFeePaid(req, a, told, '', transaction);
  else await clearFeePaid(req, a, transaction);
}

export function feeHandlers({ sequelize }: ApplicationsApiDeps) {
  const one: RequestHandler = async (req, res) => {
    const a = await loadApplication(req.params.id);
    const body = req.body as z.infer<typeof feeSchema>;
    await sequelize.transaction(async (transaction) => {
      await a.reload({ transaction, lock: transaction.LOCK.UPDATE });
      const told = { amount: body.amount ?? null, depositor: body.depositor || null, paidOn: body.paidOn ?? null };
      await markFee(req, a, body.paid, transaction, told);
    });
    res.json(await detailOf(a));
  };

  const bulk: RequestHandler = async (req, res) => {
    const body = req.body as z.infer<typeof bulkFeeSchema>;
    const ids = [...new Set(body.ids)];
    await sequelize.transaction(async (transaction) => {
      const rows = await Application.findAll({ where: { id: ids }, transaction, lock: transaction.LOCK.UPDATE });
      if (rows.length !== ids.length)
        throw notFound('선택한 지원서 중 찾을 수 없는 것이 있습니다. 목록을 새로고침해주세요.');
      for (const a of rows) await markFee(req, a, body.paid, transaction);
    });
    res.json({ data: ids });
  };

  return { one, bulk };
}
