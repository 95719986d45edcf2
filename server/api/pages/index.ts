// /api/pages: 페이지 관리 for 홍보·콘텐츠 담당 (and 최고관리자), in the ra-data-simple-rest dialect. PUT saves a draft
// (the public page does not change), or the scheduled version when one waits with no draft beside it; publish (now or at a time), cancelling a scheduled publish and restoring an
// old version go through the publish step, so every process's page cache turns over. DELETE moves a page to the
// 휴지통 (/api/trash restores it); the list leaves out pages in the trash. A Chinese page paired with a Korean one
// says whether its translation needs a check (translationStale) and, in one page's answer, the Korean diff since it
// was last checked (translationCheck); POST :id/translation-check dismisses the mark with a reason.
import { Router, type RequestHandler } from 'express';
import type { Sequelize, Transaction } from 'sequelize';
import { currentUser, type AuthKit } from '../../auth/passport.js';
import { auditAction } from '../../audit/middleware.js';
import { assertInScope, requestScope, scopeGuard } from '../../auth/scope.js';
import { passAuthoringGate, takeAcknowledgement } from '../../audit/authoring-override.js';
import type { Publisher } from '../../cache/publish.js';
import { notFound } from '../../http/errors.js';
import { parseId, validateBody } from '../../middleware/validate.js';
import { signPreview } from '../../stored-pages/preview-token.js';
import { approvalMark } from '../../approvals/mark.js';
import { requestPagePublish } from '../../approvals/pages.js';
import { pageNeedsApproval } from '../../approvals/request.js';
import { acceptingReadOnly, parseListQuery, sendList } from '../rest.js';
import { presentPage, presentListRow, presentRevision, presentTranslationCheck } from './present.js';
import {
  PAGE_READ_ONLY,
  pageDraft,
  pageLabels,
  pageListFilter,
  pageNote,
  pagePublish,
  pageCreate,
  pageRetire,
  pageCounterpart,
  pageTranslationCheck,
  type PagePublishInput,
  type PageCreateInput,
} from './schema.js';
import { createPage, retirePage, setCounterpart } from '../../stored-pages/lifecycle.js';
import type { PageCheck } from '../../html/page-checks.js';
import { dismissTranslationCheck } from '../../stored-pages/translation.js';
import { translationState } from '../../stored-pages/translation-store.js';
import type { PageLayout } from '../../../domain/page-create.js';
import { findPage, listPages, listRevisions, pagePathOf, pageSortable, trashPage } from '../../stored-pages/store.js';
import {
  cancelSchedule,
  editsScheduled,
  publishNow,
  restoreRevision,
  saveDraft,
  schedule,
  type PageDraftInput,
  type Staff,
} from '../../stored-pages/write.js';

const staffOf = (req: Express.Request): Staff => {
  const u = currentUser(req);
  return { id: u.id, name: u.name };
};

export function pagesApi(deps: {
  auth: AuthKit;
  publisher: Publisher;
  sequelize: Sequelize;
  jwtSecret: string;
  publicUrl: string;
}) {
  const { auth, publisher, sequelize, jwtSecret, publicUrl } = deps;
  const r = Router();
  const reload = async (id: number) => {
    const row = await findPage(sequelize, id);
    if (!row) throw notFound('페이지를 찾을 수 없습니다.');
    return row;
  };
  /** One page as every call about it answers: the page, the last save's warnings, and its 번역 확인. */
  const answer = async (id: number, warnings?: PageCheck[]) => ({
    ...presentPage(await reload(id), warnings),
    translationCheck: presentTranslationCheck(await translationState(sequelize, id)),
  });

  const list: RequestHandler = async (req, res) => {
    const q = parseListQuery(req.query, {
      sortable: pageSortable,
      defaultSort: ['group', 'ASC'],
      filter: pageListFilter,
    });
    const { rows, total } = await listPages(sequelize, q.filter, q, requestScope(req)?.pages ?? null);
    sendList(res, 'pages', q.offset, rows.map(presentListRow), total);
  };

  const show: RequestHandler = async (req, res) => {
    const id = parseId(req.params.id);
    res.json({ ...(await answer(id)), approval: await approvalMark(sequelize, 'page', id) });
  };

  // Saving a draft changes no public page: a plain transaction, the caches stay. Saving the scheduled version
  // changes what the page turns into at its time: through the publish step.
  const update: RequestHandler = async (req, res) => {
    const id = parseId(req.params.id);
    const input = req.body as PageDraftInput;
    const save = (t: Transaction) => saveDraft(sequelize, t, id, input, staffOf(req), presentPage);
    const warnings = editsScheduled(await reload(id))
      ? await publisher.write('pages', save)
      : await sequelize.transaction(save);
    res.json(await answer(id, warnings));
  };

  const preview: RequestHandler = async (req, res) => {
    const id = parseId(req.params.id);
    await reload(id);
    res.json({ url: `/preview/pages/${signPreview(id, jwtSecret)}` });
  };

  const publish: RequestHandler = async (req, res) => {
    const id = parseId(req.params.id);
    const input = req.body as PagePublishInput;
    const staff = staffOf(req);
    // By an editor who must ask: a 승인 요청 (202), the public page exactly as it was.
    if (await pageNeedsApproval(currentUser(req), (await reload(id)).path)) {
      const answer = await sequelize.transaction(async (t) => {
        const held = await requestPagePublish({ sequelize, publicUrl }, t, req, id, input, currentUser(req));
        await passAuthoringGate(req, { resource: 'pages', recordId: id }, held.warnings, t);
        return held.answer;
      });
      res.status(202).json({ ...answer, pageId: id });
      return;
    }
    await publisher.write('pages', async (t) => {
      const warnings = input.at
        ? await schedule(sequelize, t, id, new Date(input.at), staff, input.note ?? null)
        : await publishNow(sequelize, t, id, staff, input.note ?? null);
      await passAuthoringGate(req, { resource: 'pages', recordId: id }, warnings, t);
    });
    res.json(await answer(id));
  };

  const cancel: RequestHandler = async (req, res) => {
    const id = parseId(req.params.id);
    const { keptAsDraft } = await publisher.write('pages', (t) => cancelSchedule(sequelize, t, id, staffOf(req)));
    res.json({ ...(await answer(id)), keptAsDraft });
  };

  const revisions: RequestHandler = async (req, res) => {
    const id = parseId(req.params.id);
    await reload(id);
    const rows = await listRevisions(sequelize, id);
    sendList(res, 'revisions', 0, rows.map(presentRevision), rows.length);
  };

  const restore: RequestHandler = async (req, res) => {
    const [id, revisionId] = [parseId(req.params.id), parseId(req.params.revisionId)];
    const { note } = req.body as { note?: string | null };
    const warnings = await publisher.write('pages', (t) =>
      restoreRevision(sequelize, t, id, revisionId, staffOf(req), note ?? null),
    );
    res.json(await answer(id, warnings));
  };

  // A new page is unpublished: its words wait in the draft for preview and publish, so no public page changes yet.
  const create: RequestHandler = async (req, res) => {
    const input = req.body as PageCreateInput;
    assertInScope(req, { kind: 'page', path: input.path });
    const id = await sequelize.transaction((t) =>
      createPage(sequelize, t, { ...input, layout: input.layout as PageLayout | undefined }, staffOf(req)),
    );
    res.status(201).json(await answer(id));
  };

  // Retiring turns the path into a 301 (or a 404) at once: through the publish step.
  const retire: RequestHandler = async (req, res) => {
    const id = parseId(req.params.id);
    const { redirectTo } = req.body as { redirectTo: string | null };
    await publisher.write('pages', (t) => retirePage(sequelize, t, id, redirectTo, staffOf(req)));
    res.json(await answer(id));
  };

  // The pair changes both pages' language switch and hreflang: through the publish step.
  const counterpart: RequestHandler = async (req, res) => {
    const id = parseId(req.params.id);
    const { counterpartPath } = req.body as { counterpartPath: string | null };
    if (counterpartPath) assertInScope(req, { kind: 'page', path: counterpartPath });
    await publisher.write('pages', (t) => setCounterpart(sequelize, t, id, counterpartPath));
    res.json(await answer(id));
  };

  // The Korean changes read and the Chinese page found right as it is: the mark goes, the reason in the audit log.
  // No public page changes: a plain transaction.
  const translationCheck: RequestHandler = async (req, res) => {
    const id = parseId(req.params.id);
    const { reason } = req.body as { reason: string };
    await sequelize.transaction(async (t) => {
      const checked = await dismissTranslationCheck(sequelize, t, id, staffOf(req), reason);
      await auditAction(
        req,
        'pages.translation.dismiss',
        { resource: 'pages', recordId: id, fields: ['reason'], detail: { reason, ...checked } },
        t,
      );
    });
    res.json(await answer(id));
  };

  // A page goes to the 휴지통 (deleted_at, deleted_by) and leaves the site at once; /api/trash restores it for 30 days.
  const remove: RequestHandler = async (req, res) => {
    const id = parseId(req.params.id);
    const page = await publisher.write('pages', (t) => trashPage(sequelize, t, id, currentUser(req).id));
    if (!page) throw notFound('페이지를 찾을 수 없습니다.');
    res.json(page);
  };

  // A scoped editor (domain/scope.ts) reaches only the pages under its prefixes: 403 for any other id.
  const inScope = scopeGuard(async (req) => {
    const path = await pagePathOf(sequelize, parseId(req.params.id));
    return path === null ? null : { kind: 'page', path };
  });
  const read = [...auth.allow('pages', 'read'), inScope];
  const write = [...auth.allow('pages', 'write'), inScope];

  r.get('/', ...auth.allow('pages', 'read'), list);
  r.post('/', ...auth.allow('pages', 'write'), validateBody(pageCreate, pageLabels), create);
  r.get('/:id', ...read, show);
  r.post('/:id/retire', ...write, validateBody(pageRetire, pageLabels), retire);
  r.post('/:id/translation-check', ...write, validateBody(pageTranslationCheck, pageLabels), translationCheck);
  r.put('/:id/counterpart', ...write, validateBody(pageCounterpart, pageLabels), counterpart);
  // PUT takes back what GET returned (react-admin's <Edit> sends the whole record); fields left out stay.
  r.put('/:id', ...write, validateBody(acceptingReadOnly(pageDraft, PAGE_READ_ONLY), pageLabels), update);
  r.post('/:id/preview', ...write, preview);
  r.post(
    '/:id/publish',
    ...write,
    takeAcknowledgement,
    validateBody(pagePublish, pageLabels, { optional: true }),
    publish,
  );
  r.delete('/:id', ...write, remove);
  r.delete('/:id/schedule', ...write, cancel);
  r.get('/:id/revisions', ...read, revisions);
  r.post(
    '/:id/revisions/:revisionId/restore',
    ...write,
    validateBody(pageNote, pageLabels, { optional: true }),
    restore,
  );
  return r;
}
