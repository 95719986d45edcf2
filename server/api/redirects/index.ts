// /api/redirects (리디렉션 관리), for 홍보·콘텐츠 담당 and 최고관리자, in the REST dialect: `{ id, from, to, status,
// hits, lastHitAt, source }`. Staff add, change and delete redirects (server/redirects/manage.ts flattens chains and
// refuses loops); GET /export is every row as CSV, POST /import `{ csv, dryRun }` reads one back: the dry run names
// each bad row, the import writes all rows or none. The audit trail records every write and the export.
import { Router, type RequestHandler } from 'express';
import type { Sequelize } from 'sequelize';
import { z } from 'zod';
import { REDIRECT_FIELD_LABELS, REDIRECT_STATUSES, type RedirectStatus } from '../../../domain/redirects.js';
import { seoulDay } from '../../../domain/time.js';
import { now } from '../../../domain/clock.js';
import type { AuthKit } from '../../auth/passport.js';
import { contentDisposition } from '../../files/send.js';
import { badRequest, notFound } from '../../http/errors.js';
import { parseId, validateBody } from '../../middleware/validate.js';
import type { OldAddressCounters } from '../../redirects/counters.js';
import { readCsv, redirectsCsv } from '../../redirects/csv.js';
import { csvRows, importRedirects, saveRedirect } from '../../redirects/manage.js';
import { deleteRedirect, getRedirect, listRedirects } from '../../redirects/store.js';
import { acceptingReadOnly, idListFilter, parseListQuery, sendList } from '../rest.js';

export interface RedirectsApiDeps {
  auth: AuthKit;
  sequelize: Sequelize;
  counters: OldAddressCounters;
}

const statusSchema = z.union(
  REDIRECT_STATUSES.map((s) => z.literal(s)),
  { error: '응답은 301, 302, 404, 410 중 하나로 골라주세요.' },
);

export const redirectInput = z.strictObject({
  from: z.string({ error: '옛 주소를 입력해주세요.' }).trim().max(1000, { error: '1,000자 이하로 입력해주세요.' }),
  to: z
    .string({ error: '새 주소를 입력해주세요.' })
    .trim()
    .max(1000, { error: '1,000자 이하로 입력해주세요.' })
    .default(''),
  status: statusSchema.default(301),
});
type RedirectBody = z.infer<typeof redirectInput>;

export const importInput = z.strictObject({
  csv: z.string({ error: 'CSV 파일의 내용을 보내주세요.' }).max(900_000, { error: 'CSV 파일이 너무 큽니다.' }),
  dryRun: z.boolean({ error: 'true 또는 false로 보내주세요.' }).default(true),
});
const IMPORT_LABELS = { csv: 'CSV 파일', dryRun: '미리보기' };

const listFilter = z.strictObject({
  id: idListFilter.optional(),
  q: z.string().trim().max(200).optional(),
  source: z.string().trim().max(100).optional(),
  status: z.coerce.number().int().optional(),
});
const sortable = {
  id: 'id',
  from: 'from_key',
  to: 'to_path',
  status: 'status',
  hits: 'hits',
  lastHitAt: 'last_hit_at',
  source: 'source',
  updatedAt: 'updated_at',
};

export function redirectsApi({ auth, sequelize, counters }: RedirectsApiDeps): Router {
  const r = Router();
  const gone = () => notFound('리디렉션을 찾을 수 없습니다.');

  const list: RequestHandler = async (req, res) => {
    const q = parseListQuery(req.query, { sortable, defaultSort: ['id', 'DESC'], filter: listFilter });
    await counters.flush();
    const { rows, total } = await listRedirects(sequelize, { ...q.filter, ids: q.filter.id }, q);
    sendList(res, 'redirects', q.offset, rows, total);
  };

  const show: RequestHandler = async (req, res) => {
    await counters.flush();
    const row = await getRedirect(sequelize, parseId(req.params.id));
    if (!row) throw gone();
    res.json(row);
  };

  const write =
    (creating: boolean): RequestHandler =>
    async (req, res) => {
      const body = req.body as RedirectBody;
      const id = creating ? null : parseId(req.params.id);
      const saved = await sequelize.transaction((t) =>
        saveRedirect(sequelize, { ...body, status: body.status as RedirectStatus }, id, t),
      );
      const row = await getRedirect(sequelize, saved.id);
      if (!row) throw gone();
      res.status(creating ? 201 : 200).json(row);
    };

  const remove: RequestHandler = async (req, res) => {
    const id = parseId(req.params.id);
    const row = await getRedirect(sequelize, id);
    if (!row || !(await deleteRedirect(sequelize, id))) throw gone();
    res.json(row);
  };

  const exportCsv: RequestHandler = async (_req, res) => {
    await counters.flush();
    res.set({
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': contentDisposition('attachment', `리디렉션_${seoulDay(now())}.csv`),
    });
    res.send(await redirectsCsv(sequelize));
  };

  const importCsv: RequestHandler = async (req, res) => {
    const { csv, dryRun } = req.body as z.infer<typeof importInput>;
    if (!csv.trim()) throw badRequest('CSV 파일이 비어 있습니다.');
    const report = await importRedirects(sequelize, csvRows(readCsv(csv)), dryRun);
    if (!dryRun && report.problems.length)
      return res.status(400).json({
        errorMessage: `문제가 있는 행이 ${report.problems.length}개 있어 아무것도 가져오지 않았습니다. 미리보기의 안내대로 고쳐 다시 올려주세요.`,
        ...report,
      });
    res.json(report);
  };

  const replaceBody = validateBody(
    acceptingReadOnly(redirectInput, ['id', 'hits', 'lastHitAt', 'source', 'createdAt', 'updatedAt']),
    REDIRECT_FIELD_LABELS,
  );
  r.get('/', ...auth.allow('redirects', 'read'), list);
  r.get('/export', ...auth.allow('redirects', 'read'), exportCsv);
  r.post('/import', ...auth.allow('redirects', 'write'), validateBody(importInput, IMPORT_LABELS), importCsv);
  r.get('/:id', ...auth.allow('redirects', 'read'), show);
  r.post('/', ...auth.allow('redirects', 'write'), validateBody(redirectInput, REDIRECT_FIELD_LABELS), write(true));
  r.put('/:id', ...auth.allow('redirects', 'write'), replaceBody, write(false));
  r.delete('/:id', ...auth.allow('redirects', 'write'), remove);
  return r;
}
