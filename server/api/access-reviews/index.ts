// /api/access-reviews: 접속기록 점검, the monthly review of the access log of applications (최고관리자 only).
// GET / lists the months (ra-data-simple-rest) with their sign-off, GET /:month gives the findings grouped a–d,
// POST /:month/sign-off signs a month that is over, once.
import { Router, type RequestHandler } from 'express';
import { QueryTypes, type Sequelize } from 'sequelize';
import { z } from 'zod';
import {
  formatReviewMonth,
  isMonthOver,
  monthRange,
  monthsBetween,
  parseReviewMonth,
  reviewMonthLabel,
  reviewMonthOf,
  type ReviewMonth,
} from '../../../domain/access-review.js';
import { now } from '../../../domain/clock.js';
import type { AuthKit } from '../../auth/passport.js';
import { currentUser } from '../../auth/passport.js';
import { badRequest } from '../../http/errors.js';
import { validateBody } from '../../middleware/validate.js';
import { parseListQuery, sendList } from '../rest.js';
import { monthFindings, countsOf } from './findings.js';
import { requestsInMonth } from '../../privacy-requests/store.js';
import { allSignOffs, signOff, signOffLabels, signOffOf, signOffSchema } from './sign-offs.js';

function monthParam(raw: unknown): ReviewMonth {
  const month = typeof raw === 'string' ? parseReviewMonth(raw) : null;
  if (!month) throw badRequest('점검할 달은 YYYY-MM 형식(예: 2026-10)이어야 합니다.');
  return month;
}

const listSpec = {
  sortable: { id: 'id', month: 'id' },
  defaultSort: ['id', 'DESC'] as ['id', 'DESC'],
  filter: z.strictObject({ signedOff: z.boolean({ error: '점검 여부는 true 또는 false입니다.' }).optional() }),
  maxPageSize: 120,
};

export interface AccessReviewsApiDeps {
  auth: AuthKit;
  sequelize: Sequelize;
}

export function accessReviewsApi({ auth, sequelize }: AccessReviewsApiDeps): Router {
  // Area 'accessReview' (domain/roles.ts): 최고관리자 only; GET reads, the sign-off writes.
  const guard = auth.allow('accessReview');

  // The months from the first access record (or sign-off) to the current one, newest first by default.
  const list: RequestHandler = async (req, res) => {
    const q = parseListQuery(req.query, listSpec);
    const [first] = await sequelize.query<{ at: Date | null }>(
      `SELECT min(created_at) AS at FROM application_access_logs`,
      { type: QueryTypes.SELECT },
    );
    const signOffs = await allSignOffs(sequelize);
    const current = reviewMonthOf(now());
    let from = first?.at ? reviewMonthOf(first.at) : current;
    for (const key of signOffs.keys()) {
      const m = parseReviewMonth(key);
      if (m && (m.y < from.y || (m.y === from.y && m.m < from.m))) from = m;
    }
    const rows = monthsBetween(from, current)
      .map((m) => {
        const id = formatReviewMonth(m);
        const s = signOffs.get(id) ?? null;
        return { id, month: id, label: reviewMonthLabel(m), over: isMonthOver(m, now()), signedOff: !!s, signOff: s };
      })
      .filter((r) => q.filter.signedOff === undefined || r.signedOff === q.filter.signedOff);
    if (q.sortOrder === 'ASC') rows.reverse();
    sendList(res, 'access-reviews', q.offset, rows.slice(q.offset, q.offset + q.limit), rows.length);
  };

  const findings: RequestHandler = async (req, res) => {
    const month = monthParam(req.params.month);
    const { start, end } = monthRange(month);
    const found = await monthFindings(sequelize, month);
    res.json({
      id: formatReviewMonth(month),
      month: formatReviewMonth(month),
      label: reviewMonthLabel(month),
      start: start.toISOString(),
      end: end.toISOString(),
      over: isMonthOver(month, now()),
      counts: countsOf(found),
      findings: found,
      signOff: await signOffOf(sequelize, month),
      // The month's 개인정보 요청 (made or answered in it), each with whether it was answered within its limit.
      privacyRequests: await requestsInMonth(sequelize, start, end),
    });
  };

  const sign: RequestHandler = async (req, res) => {
    const month = monthParam(req.params.month);
    const { note } = req.body as z.infer<typeof signOffSchema>;
    res.status(201).json(await signOff(sequelize, month, currentUser(req), note));
  };

  const r = Router();
  r.get('/', ...guard, list);
  r.get('/:month', ...guard, findings);
  r.post('/:month/sign-off', ...guard, validateBody(signOffSchema, signOffLabels), sign);
  return r;
}
