// /api/approvals: 게시 전 승인's queue. The list (REST dialect) and one request with the text diff of what would
// change; 승인 publishes what was proposed through the publish step, by the same writes a publish makes (a page's
// publishNow or schedule, a post's save), and 반려 needs a comment; both mail the requester and are in the audit log
// (approvals.approve, approvals.reject by the trail, approvals.request by the request). Deciding is for approvers
// (domain/approvals.ts isApprover) and never on one's own request; an editor who is not an approver lists and
// reads their own requests.
import { Router, type Request, type RequestHandler } from 'express';
import type { Sequelize, Transaction } from 'sequelize';
import { z } from 'zod';
import { Board, Post } from '../../../db/models/index.js';
import { now } from '../../../domain/clock.js';
import {
  APPROVAL_KIND_CODES,
  APPROVAL_MESSAGES,
  APPROVAL_STATUS_CODES,
  isApprover,
} from '../../../domain/approvals.js';
import { mailApprovalDecided } from '../../approvals/mail.js';
import { publishApprovedPage } from '../../approvals/pages.js';
import {
  APPROVAL_SORTABLE,
  decideApproval,
  findApproval,
  listApprovals,
  type ApprovalRow,
} from '../../approvals/store.js';
import { passAuthoringGate } from '../../audit/authoring-override.js';
import { currentUser, type AuthKit } from '../../auth/passport.js';
import type { Publisher } from '../../cache/publish.js';
import { conflict, forbidden, notFound } from '../../http/errors.js';
import { parseId, validateBody } from '../../middleware/validate.js';
import { publishApprovedPost } from '../posts/approval.js';
import { filesOf } from '../posts/attachments.js';
import { presentPost } from '../posts/presenter.js';
import { parseListQuery, sendList } from '../rest.js';
import { presentListed, presentOne } from './present.js';

const listFilter = z
  .strictObject({
    status: z
      .enum(APPROVAL_STATUS_CODES, { error: '상태는 pending, approved, rejected 중 하나여야 합니다.' })
      .optional(),
    kind: z.enum(APPROVAL_KIND_CODES, { error: '종류는 page 또는 post여야 합니다.' }).optional(),
  })
  .default({});

const rejectBody = z.strictObject({
  comment: z
    .string({ error: APPROVAL_MESSAGES.commentRequired })
    .trim()
    .min(1, { error: APPROVAL_MESSAGES.commentRequired })
    .max(2000, { error: '반려 사유는 2000자 이내로 입력해 주세요.' }),
});
const rejectLabels = { comment: '반려 사유' };

export interface ApprovalsApiDeps {
  auth: AuthKit;
  sequelize: Sequelize;
  publisher: Publisher;
  publicUrl: string;
}

export function approvalsApi({ auth, sequelize, publisher, publicUrl }: ApprovalsApiDeps): Router {
  const r = Router();

  /** The request, readable by an approver or the one who asked. */
  const readable = async (req: Request): Promise<ApprovalRow> => {
    const row = await findApproval(sequelize, parseId(req.params.id));
    if (!row) throw notFound(APPROVAL_MESSAGES.notFound);
    const me = currentUser(req);
    if (!isApprover(me) && row.requested_by !== me.id) throw forbidden(APPROVAL_MESSAGES.notYours);
    return row;
  };

  /** Inside the decision's transaction: the request locked, still waiting, and not the decider's own. */
  const claim = async (req: Request, id: number, t: Transaction): Promise<ApprovalRow> => {
    const row = await findApproval(sequelize, id, t);
    if (!row) throw notFound(APPROVAL_MESSAGES.notFound);
    if (row.requested_by === currentUser(req).id) throw forbidden(APPROVAL_MESSAGES.ownRequest);
    if (row.status !== 'pending') throw conflict(APPROVAL_MESSAGES.decided);
    return row;
  };

  /** Records the decision and mails it; `row.publish_at` is the time a 승인 went out for, null when now. */
  const decide = async (req: Request, row: ApprovalRow, approved: boolean, comment: string | null, t: Transaction) => {
    const me = currentUser(req);
    await decideApproval(sequelize, t, row.id, { status: approved ? 'approved' : 'rejected', by: me.id, comment });
    await mailApprovalDecided(
      {
        id: row.id,
        kind: row.kind,
        title: (row.proposed as { title?: string }).title ?? row.title ?? '',
        place: row.place ?? '',
        publishAt: approved ? row.publish_at : null,
        publicUrl,
      },
      { approved, comment, deciderName: me.name, to: row.requester_email },
      t,
    );
  };

  const mayDecide: RequestHandler = (req, _res, next) => {
    if (!isApprover(currentUser(req))) throw forbidden(APPROVAL_MESSAGES.notApprover);
    next();
  };

  r.get('/', ...auth.allow('approvals', 'read'), async (req, res) => {
    const q = parseListQuery(req.query, {
      sortable: APPROVAL_SORTABLE,
      defaultSort: ['requestedAt', 'DESC'],
      filter: listFilter,
      maxPageSize: 100,
    });
    const me = currentUser(req);
    const mine = isApprover(me) ? {} : { requestedBy: me.id };
    const { rows, total } = await listApprovals(sequelize, { ...q.filter, ...mine }, q);
    const shown = [];
    for (const row of rows) shown.push(await presentListed(sequelize, row));
    sendList(res, 'approvals', q.offset, shown, total);
  });

  r.get('/:id', ...auth.allow('approvals', 'read'), async (req, res) => {
    res.json(await presentOne(sequelize, await readable(req)));
  });

  r.post('/:id/approve', ...auth.allow('approvals', 'write'), mayDecide, async (req, res) => {
    const id = parseId(req.params.id);
    const first = await findApproval(sequelize, id);
    if (!first) throw notFound(APPROVAL_MESSAGES.notFound);
    if (first.kind === 'page') {
      await publisher.write('pages', async (t) => {
        const row = await claim(req, id, t);
        const me = currentUser(req);
        const { warnings, scheduledAt } = await publishApprovedPage(sequelize, t, row, { id: me.id, name: me.name });
        await passAuthoringGate(req, { resource: 'pages', recordId: row.page_id as number }, warnings, t);
        await decide(req, { ...row, publish_at: scheduledAt }, true, null, t);
      });
    } else {
      const post = await Post.findOne({ where: { id: first.post_id as number, deletedAt: null } });
      if (!post) throw notFound('게시글을 찾을 수 없습니다. 휴지통으로 옮겨졌거나 지워졌습니다.');
      const board = (await Board.findByPk(post.boardId)) as Board;
      const present = async (p: Post) => presentPost(p, board.enName, (await filesOf([p.id])).get(p.id) ?? []);
      await publishApprovedPost({ publisher, present }, req, post, board, first.proposed, async (t) => {
        const row = await claim(req, id, t);
        const ahead = post.publishedAt.getTime() > now().getTime() ? post.publishedAt : null;
        await decide(req, { ...row, publish_at: ahead }, true, null, t);
      });
    }
    res.json(await presentOne(sequelize, (await findApproval(sequelize, id)) as ApprovalRow));
  });

  r.post(
    '/:id/reject',
    ...auth.allow('approvals', 'write'),
    mayDecide,
    validateBody(rejectBody, rejectLabels),
    async (req, res) => {
      const id = parseId(req.params.id);
      const { comment } = req.body as z.infer<typeof rejectBody>;
      await sequelize.transaction(async (t) => decide(req, await claim(req, id, t), false, comment, t));
      res.json(await presentOne(sequelize, (await findApproval(sequelize, id)) as ApprovalRow));
    },
  );
  return r;
}
