// /api/visits: the visitor figures for the admin home (area 'dashboard'): GET with ?from=…&to=… (Seoul days,
// YYYY-MM-DD; the last 90 days by default) answers per day, per page, referrers, devices, languages and the open
// round's admissions funnel (server/visits/figures.ts); GET /export the same span as CSV. POST /started is the
// application form's beacon (public): its first step, the consent, was passed; counted in memory like a view.
import { Router } from 'express';
import type { Sequelize } from 'sequelize';
import { z } from 'zod';
import { now } from '../../../domain/clock.js';
import { addSeoulDays, seoulDay } from '../../../domain/time.js';
import type { AuthKit } from '../../auth/passport.js';
import { contentDisposition } from '../../files/send.js';
import { badRequest } from '../../http/errors.js';
import { parseWith, validateBody } from '../../middleware/validate.js';
import type { RoundStore } from '../../rounds/store.js';
import type { VisitCounter } from '../../visits/counter.js';
import { visitsCsv } from '../../visits/csv.js';
import { FORM_PATHS, visitFigures } from '../../visits/figures.js';
import { calendarDay } from '../../../domain/calendar-day.js';

export interface VisitsApiDeps {
  auth: AuthKit;
  sequelize: Sequelize;
  rounds: RoundStore;
  /** This process's counter: written out first, so the figures include the last few seconds. */
  visits: VisitCounter;
}

/** The longest span one request may ask for. */
export const MAX_SPAN_DAYS = 400;
export const DEFAULT_SPAN_DAYS = 90;

const day = calendarDay({ format: '날짜를 YYYY-MM-DD 형식으로 입력해주세요.', invalid: '없는 날짜입니다.' });

const spanQuery = z.object({
  from: day.optional(),
  to: day.optional(),
  kind: z.enum(['views', 'days'], { error: 'views 또는 days 중에서 골라주세요.' }).optional(),
});
const LABELS = { from: '시작일', to: '종료일', kind: '내려받을 내용' };

function spanOf(query: unknown): { from: string; to: string; kind: 'views' | 'days' } {
  const q = parseWith(spanQuery, query, LABELS);
  const to = q.to ?? seoulDay(now());
  const from = q.from ?? seoulDay(addSeoulDays(new Date(`${to}T12:00:00+09:00`), -(DEFAULT_SPAN_DAYS - 1)));
  if (from > to) throw badRequest('시작일이 종료일보다 늦습니다.', { from: '종료일 이전의 날짜를 입력해주세요.' });
  const days = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000 + 1;
  if (days > MAX_SPAN_DAYS)
    throw badRequest(`한 번에 ${MAX_SPAN_DAYS}일까지 조회할 수 있습니다.`, { from: '기간을 좁혀주세요.' });
  return { from, to, kind: q.kind ?? 'views' };
}

const startedSchema = z.object({
  path: z.enum(FORM_PATHS as [string, ...string[]], { error: '원서접수 화면의 주소가 아닙니다.' }),
});

export function visitsApi({ auth, sequelize, rounds, visits }: VisitsApiDeps): Router {
  const r = Router();
  r.get('/', ...auth.allow('dashboard'), async (req, res) => {
    const { from, to } = spanOf(req.query);
    await visits.flush();
    res.json(await visitFigures(sequelize, { from, to }, await rounds.all(), now()));
  });
  r.get('/export', ...auth.allow('dashboard'), async (req, res) => {
    const { from, to, kind } = spanOf(req.query);
    await visits.flush();
    const name = `방문통계_${kind === 'days' ? '일별' : '페이지별'}_${from}_${to}.csv`;
    res.set({
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': contentDisposition('attachment', name),
    });
    res.send(await visitsCsv(sequelize, { from, to }, kind));
  });
  r.post('/started', validateBody(startedSchema, { path: '주소' }), (req, res) => {
    visits.started(req, (req.body as z.infer<typeof startedSchema>).path);
    res.status(204).end();
  });
  return r;
}
