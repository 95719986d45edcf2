// /api/posts: board content (admin only) in the ra-data-simple-rest dialect. Every write is one transaction
// (post + its files) through the publish step, which empties the public page caches everywhere after the commit.
import { Router, type Request } from 'express';
import type { Sequelize } from 'sequelize';
import { Board, Post } from '../../../db/models/index.js';
import { currentUser, type AuthKit } from '../../auth/passport.js';
import { assertInScope, requestScope } from '../../auth/scope.js';
import type { Publisher } from '../../cache/publish.js';
import type { SiteChanges } from '../../cache/site-events.js';
import { badRequest, notFound } from '../../http/errors.js';
import { parseId, validateBody } from '../../middleware/validate.js';
import { parseListQuery, sendList } from '../rest.js';
import { filesOf, syncPostFiles } from './attachments.js';
import { postWarnings } from './checks.js';
import { checkAgainstBoard, savePost } from './save.js';
import { requestNewPost, requestPostUpdate } from './approval.js';
import { postNeedsApproval, type PendingAnswer } from '../../approvals/request.js';
import { approvalMark } from '../../approvals/mark.js';
import { passAuthoringGate, takeAcknowledgement } from '../../audit/authoring-override.js';
import { boardNames, listPosts, postSortable } from './list.js';
import { Memo } from '../../cache/memo.js';
import { postCommentsApi } from './comments.js';
import { postRevisionsApi, recordRevision } from './revisions.js';
import { presentExtra, presentPost } from './presenter.js';
import { htmlToText, sanitizeContent } from '../../html/sanitize.js';
import {
  postCreateSchema,
  postFilter,
  postLabels,
  postUpdateSchema,
  type PostCreateInput,
  type PostUpdateInput,
} from './schema.js';
import { now } from '../../../domain/clock.js';
import { loadSettings } from '../../../db/settings.js';

export interface PostsApiDeps {
  auth: AuthKit;
  events: SiteChanges;
  publisher: Publisher;
  sequelize: Sequelize;
  publicUrl: string;
}

export function postsApi({ auth, events, publisher, sequelize, publicUrl }: PostsApiDeps): Router {
  const r = Router();
  const approvalDeps = { sequelize, publicUrl, publisher };
  const memo = new Memo(events);
  r.use(...auth.allow('boards'));

  const present = async (post: Post) => {
    const board = (await Board.findByPk(post.boardId)) as Board;
    const files = (await filesOf([post.id])).get(post.id) ?? [];
    return presentPost(post, board.enName, files);
  };

  const load = async (req: Request) => {
    const post = await Post.findOne({ where: { id: parseId(req.params.id), deletedAt: null } });
    if (!post) throw notFound('게시글을 찾을 수 없습니다.');
    // A scoped editor (domain/scope.ts) reaches only the posts of its boards: 403 for any other id.
    if (requestScope(req))
      assertInScope(req, { kind: 'board', board: (await boardNames(memo)).get(post.boardId) ?? '' });
    return post;
  };

  r.get('/', async (req, res) => {
    const q = parseListQuery(req.query, {
      sortable: postSortable,
      defaultSort: ['publishedAt', 'DESC'],
      filter: postFilter,
      maxPageSize: 200,
    });
    const { rows, total } = await listPosts(q, memo, requestScope(req)?.boards ?? null);
    const [files, boards] = await Promise.all([filesOf(rows.map((p) => p.id)), boardNames(memo)]);
    const at = now();
    sendList(
      res,
      'posts',
      q.offset,
      rows.map((p) => presentPost(p, boards.get(p.boardId) ?? '', files.get(p.id) ?? [], at)),
      total,
    );
  });

  r.use(postRevisionsApi({ publisher, loadPost: load }));
  r.use(postCommentsApi({ loadPost: load }));

  r.get('/:id', async (req, res) => {
    const post = await load(req);
    res.json({ ...(await present(post)), approval: await approvalMark(sequelize, 'post', post.id) });
  });

  r.post('/', takeAcknowledgement, validateBody(postCreateSchema, postLabels), async (req, res) => {
    // A new post starts at version 1 whatever was sent.
    const { version: _ignored, ...input } = req.body as PostCreateInput;
    const board = await Board.findOne({ where: { enName: input.boardEnName } });
    if (!board) throw badRequest('게시판: 없는 게시판입니다.', { boardEnName: '없는 게시판입니다.' });
    assertInScope(req, { kind: 'board', board: board.enName });
    const content = sanitizeContent(input.content);
    const fields = {
      boardId: board.id,
      title: input.title,
      content,
      contentText: htmlToText(content),
      category: input.category || null,
      // Posts speak for the school: unsigned, they carry its name from 사이트 설정, not the staff member's own.
      authorName: input.authorName || (await loadSettings()).schoolName || currentUser(req).name || '관리자',
      isNotice: input.isNotice,
      publishedAt: input.publishedAt ?? now(),
      startAt: input.startAt ?? null,
      endAt: input.endAt ?? null,
      allDay: input.allDay,
      extra: presentExtra(input.extra),
      createdBy: currentUser(req).id,
      deletedAt: null,
      isDraft: input.isDraft,
      unpublishAt: input.unpublishAt ?? null,
      savedBy: currentUser(req).id,
      savedAt: now(),
    };
    checkAgainstBoard(board, fields);
    // A new post by an editor who must ask goes in as a draft with a 승인 요청 beside it (202).
    const held = !fields.isDraft && postNeedsApproval(currentUser(req), board);
    if (held) fields.isDraft = true;
    const at = [fields.publishedAt];
    let pending: PendingAnswer | null = null;
    const post = await publisher.write({ kind: 'posts', board: board.enName, at }, async (transaction) => {
      const created = await Post.create(fields, { transaction });
      await syncPostFiles(
        created,
        board,
        { attachmentIds: input.attachmentIds, photoFileId: input.extra.photoFileId ?? null },
        transaction,
      );
      await recordRevision(created, req, input.revisionNote ?? (input.isDraft ? '임시저장' : '처음 작성'), transaction);
      if (!created.isDraft)
        await passAuthoringGate(
          req,
          { resource: 'posts', recordId: created.id },
          await postWarnings(created, transaction),
          transaction,
        );
      if (held) pending = await requestNewPost(approvalDeps, transaction, req, created, board, input);
      return created;
    });
    if (pending) res.status(202).json({ ...(pending as PendingAnswer), postId: post.id });
    else res.status(201).json(await present(post));
  });

  r.put('/:id', takeAcknowledgement, validateBody(postUpdateSchema, postLabels), async (req, res) => {
    const input = req.body as PostUpdateInput;
    const post = await load(req);
    const board = (await Board.findByPk(post.boardId)) as Board;
    // A save that leaves the post public, by an editor who must ask: a 승인 요청 (202), the public post unchanged.
    if ((input.isDraft ?? post.isDraft) === false && postNeedsApproval(currentUser(req), board)) {
      res.status(202).json(await requestPostUpdate({ ...approvalDeps, present }, req, post, board, input));
      return;
    }
    await savePost({ publisher, present }, req, post, board, input);
    res.json(await present(post));
  });

  r.delete('/:id', async (req, res) => {
    const post = await load(req);
    const body = await present(post);
    const board = (await Board.findByPk(post.boardId)) as Board;
    // Soft delete into the 휴지통 (/api/trash): the post and its files disappear from the site at once (the 'post'
    // file policy checks deleted_at); it can be restored for 30 days, then server/trash/purge.ts removes it.
    await publisher.write({ kind: 'posts', board: board.enName, at: [post.publishedAt] }, (transaction) =>
      post.update({ deletedAt: now(), deletedBy: currentUser(req).id }, { transaction }),
    );
    res.json(body);
  });
  return r;
}
