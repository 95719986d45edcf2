// /api/import-runs: 가져오기 기록 (최고관리자 only): each run of an importer, dry runs included, newest first in the
// ra-data-simple-rest dialect (GET /), and one run with its summary and its Korean HTML report (GET /:id), also as a
// cleaned body the admin shows in place.
import { Router } from 'express';
import type { Sequelize } from 'sequelize';
import { z } from 'zod';
import type { AuthKit } from '../../auth/passport.js';
import { notFound } from '../../http/errors.js';
import { findImportRun, listImportRuns, reportBody } from '../../import/runs.js';
import { parseId } from '../../middleware/validate.js';
import { parseListQuery, sendList } from '../rest.js';

export interface ImportRunsApiDeps {
  auth: AuthKit;
  sequelize: Sequelize;
}

export function importRunsApi({ auth, sequelize }: ImportRunsApiDeps): Router {
  const r = Router();
  r.use(...auth.allow('imports', 'read'));

  r.get('/', async (req, res) => {
    const q = parseListQuery(req.query, {
      sortable: { startedAt: 'started_at' },
      defaultSort: ['startedAt', 'DESC'],
      filter: z.strictObject({}),
      maxPageSize: 100,
    });
    const { rows, total } = await listImportRuns(sequelize, { offset: q.offset, limit: q.limit });
    sendList(res, 'import-runs', q.offset, rows, total);
  });

  r.get('/:id', async (req, res) => {
    const run = await findImportRun(sequelize, parseId(req.params.id));
    if (!run) throw notFound('가져오기 기록을 찾을 수 없습니다.');
    // reportHtml is the file the CLI writes; reportBody the same, cut and cleaned for the admin to show in place.
    res.json({ ...run, reportBody: reportBody(run.reportHtml) });
  });
  return r;
}
