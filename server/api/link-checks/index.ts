// /api/link-checks (깨진 링크): the broken links the weekly check found, in the REST dialect, `{ id, url, status,
// internal, foundIn: { kind, id, title, editUrl }, firstSeenAt, lastCheckedAt, redirectSuggestion }`, for the
// content staff; GET /run is the last run, POST /run (최고관리자) starts one now and answers 202 with it at once
// (the run goes on after the answer: poll GET /run until its status is no longer 'running'); a second while one
// runs is a 409. `scopeOf` (by default the account's 담당 범위) narrows the list and the count to what a caller may edit (null: everything).
import { requestScope } from '../../auth/scope.js';
import { Router, type Request, type RequestHandler } from 'express';
import type { Sequelize } from 'sequelize';
import { z } from 'zod';
import { LINK_FOUND_KINDS, type LinkScope } from '../../../domain/link-checks.js';
import { currentUser, type AuthKit } from '../../auth/passport.js';
import { conflict } from '../../http/errors.js';
import { validateBody } from '../../middleware/validate.js';
import { logger } from '../../process/logger.js';
import { runClaimed, type LinkCheckOptions } from '../../link-check/run.js';
import { claimRun, lastRun, listBrokenLinks } from '../../link-check/store.js';
import { parseListQuery, sendList } from '../rest.js';

export interface LinkChecksApiDeps {
  auth: AuthKit;
  sequelize: Sequelize;
  check: Omit<LinkCheckOptions, 'sequelize'>;
  /** What the caller may see: pages under path prefixes and posts of boards; null sees every broken link. */
  scopeOf?: (req: Request) => LinkScope | null | Promise<LinkScope | null>;
}

const listFilter = z.strictObject({
  kind: z.enum(LINK_FOUND_KINDS, { error: '찾은 곳의 종류가 올바르지 않습니다.' }).optional(),
  q: z.string().trim().max(200).optional(),
  internal: z.boolean({ error: '사이트 안 링크 여부는 true 또는 false로 보내주세요.' }).optional(),
});
const sortable = {
  id: 'id',
  url: 'url',
  status: 'status',
  firstSeenAt: 'first_seen_at',
  lastCheckedAt: 'last_checked_at',
};

export function linkChecksApi({ auth, sequelize, check, scopeOf = requestScope }: LinkChecksApiDeps): Router {
  const r = Router();

  const list: RequestHandler = async (req, res) => {
    const q = parseListQuery(req.query, { sortable, defaultSort: ['firstSeenAt', 'DESC'], filter: listFilter });
    const { rows, total } = await listBrokenLinks(sequelize, q.filter, await scopeOf(req), q);
    sendList(res, 'link-checks', q.offset, rows, total);
  };

  const last: RequestHandler = async (_req, res) => {
    res.json(await lastRun(sequelize));
  };

  const start: RequestHandler = async (req, res) => {
    const run = await claimRun(sequelize, { by: currentUser(req).id });
    if (!run) throw conflict('링크 검사가 이미 진행 중입니다. 끝난 뒤 다시 눌러주세요.');
    void runClaimed({ ...check, sequelize }, run).catch((err: unknown) =>
      logger.error({ err }, '링크 검사가 실패했습니다.'),
    );
    res.status(202).json(run);
  };

  r.get('/', ...auth.allow('linkChecks', 'read'), list);
  r.get('/run', ...auth.allow('linkChecks', 'read'), last);
  r.post('/run', ...auth.allow('linkChecks', 'write'), validateBody(z.strictObject({}), {}, { optional: true }), start);
  return r;
}
