// 입금 확인 (the application fee has arrived): staff mark it on one application (PUT /:id/fee) or on many from the
// list (POST /bulk-fee), or clear the mark. The mark keeps when and by whom; every change is in the access log.
import type { Request, RequestHandler } from 'express';
import type { Transaction } from 'sequelize';
import { z } from 'zod';
import { Application } from '../../../db/models/index.js';
import { currentUser } from '../../auth/passport.js';
import { notFound } from '../../http/errors.js';
import { detailOf, loadApplication } from './admin-records.js';
import { now } from '../../../domain/clock.js';
import { idSchema } from '../../middleware/validate.js';
import { logAccess } from '../../applications/access-log.js';
import type { ApplicationsApiDeps } from './index.js';

const paid = z.boolean({ error: '입금 확인 여부는 true 또는 false입니다.' });
export const feeSchema = z.strictObject({ paid });
export const bulkFeeSchema = z.strictObject({
  ids: z
    .array(idSchema)
    .min(1, { error: '지원서를 선택해주세요.' })
    .max(500, { error: '한 번에 500건까지 바꿀 수 있습니다.' }),
  paid,
});
export const feeLabels = { paid: '입금 확인', ids: '선택한 지원서' };

async function markFee(req: Request, a: Application, isPaid: boolean, transaction: Transaction): Promise<void> {
  // Marking a paid application again keeps the first mark (who confirmed it, and when).
  if (isPaid === (a.feePaidAt !== null)) return;
  const user = currentUser(req);
  await a.update(
    isPaid
      ? { feePaidAt: now(), feePaidBy: (user.name ?? user.loginId ?? '').slice(0, 50) }
      : { feePaidAt: null, feePaidBy: null },
    { transaction },
  );
  await logAccess(req, 'update', a, { fields: ['feePaid'], feePaid: isPaid }, transaction);
}

export function feeHandlers({ sequelize }: ApplicationsApiDeps) {
  const one: RequestHandler = async (req, res) => {
    const a = await loadApplication(req.params.id);
    const body = req.body as z.infer<typeof feeSchema>;
    await sequelize.transaction(async (transaction) => {
      await a.reload({ transaction, lock: transaction.LOCK.UPDATE });
      await markFee(req, a, body.paid, transaction);
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
