// The access log of personal data (개인정보의 안전성 확보조치 기준 제8조): who, when, from where, whose record, what.
// GET /api/applications/access-logs lists it for admins in the ra-data-simple-rest dialect.
import type { Request, RequestHandler } from 'express';
import { Op, type Transaction, type WhereOptions } from 'sequelize';
import { z } from 'zod';
import { ApplicationAccessLog, type Application } from '../../../db/models/index.js';
import { ACCESS_ACTION_CODES, type AccessAction } from '../../../domain/access-log.js';
import { currentUser } from '../../auth/passport.js';
import { clientIp } from '../../middleware/throttle.js';
import { parseListQuery, sendList } from '../rest.js';
import { nextSeoulMidnight, startOfSeoulDay } from '../../../domain/time.js';
import { now } from '../../../domain/clock.js';

export async function logAccess(
  req: Request | null,
  action: AccessAction,
  target: Pick<Application, 'id' | 'receiptNo'> | null,
  detail: Record<string, unknown> = {},
  transaction?: Transaction,
): Promise<void> {
  const user = req ? currentUser(req) : null;
  await ApplicationAccessLog.create(
    {
      userId: user?.id ?? null,
      userLogin: user?.loginId ?? (req ? null : 'system'),
      userName: user?.name ?? (req ? null : '자동 파기 작업'),
      ip: req ? clientIp(req) : null,
      action,
      applicationId: target?.id ?? null,
      receiptNo: target?.receiptNo ?? null,
      detail,
      // The process clock, not Sequelize's: the monthly review reads these times (domain/access-review.ts).
      createdAt: now(),
    },
    { transaction },
  );
}

export const dateOnly = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: '날짜는 YYYY-MM-DD 형식이어야 합니다.' });
const logFilter = z.strictObject({
  action: z.enum(ACCESS_ACTION_CODES).optional(),
  receiptNo: z.string().trim().max(20).optional(),
  userLogin: z.string().trim().max(50).optional(),
  from: dateOnly.optional(),
  to: dateOnly.optional(),
});

export const listAccessLogs: RequestHandler = async (req, res) => {
  const q = parseListQuery(req.query, {
    sortable: { id: 'id', createdAt: 'createdAt' },
    defaultSort: ['id', 'DESC'],
    filter: logFilter,
  });
  const where: WhereOptions = {};
  const f = q.filter;
  if (f.action) Object.assign(where, { action: f.action });
  if (f.receiptNo) Object.assign(where, { receiptNo: { [Op.startsWith]: f.receiptNo } });
  if (f.userLogin) Object.assign(where, { userLogin: f.userLogin });
  if (f.from || f.to) {
    Object.assign(where, {
      createdAt: {
        ...(f.from ? { [Op.gte]: startOfSeoulDay(f.from) } : {}),
        ...(f.to ? { [Op.lt]: nextSeoulMidnight(f.to) } : {}),
      },
    });
  }
  const { rows, count } = await ApplicationAccessLog.findAndCountAll({
    where,
    order: [[q.sortColumn, q.sortOrder]],
    offset: q.offset,
    limit: q.limit,
  });
  sendList(
    res,
    'application-access-logs',
    q.offset,
    rows.map((r) => ({
      id: Number(r.id),
      createdAt: r.createdAt.toISOString(),
      userLogin: r.userLogin,
      userName: r.userName,
      ip: r.ip,
      action: r.action,
      applicationId: r.applicationId,
      receiptNo: r.receiptNo,
      detail: r.detail,
    })),
    count,
  );
};
