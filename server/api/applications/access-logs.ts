// GET /api/applications/access-logs: the access log of personal data (server/applications/access-log.ts writes it)
// for admins, in the ra-data-simple-rest dialect.
import type { RequestHandler } from 'express';
import { Op, type WhereOptions } from 'sequelize';
import { z } from 'zod';
import { ApplicationAccessLog } from '../../../db/models/index.js';
import { ACCESS_ACTION_CODES } from '../../../domain/access-log.js';
import { parseListQuery, sendList } from '../rest.js';
import { nextSeoulMidnight, startOfSeoulDay } from '../../../domain/time.js';
import { calendarDay } from '../../../domain/calendar-day.js';

export const dateOnly = calendarDay({ format: '날짜는 YYYY-MM-DD 형식이어야 합니다.', invalid: '없는 날짜입니다.' });
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
