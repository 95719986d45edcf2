// /api/posts: board content (admin only) in the ra-data-simple-rest dialect. Every write is one transaction
// (post + its files) through the publish step, which empties the public page caches everywhere after the commit.
import { Router, type Request } from 'express';
import { Board, Post } from '../../../db/models/index.js';
import { currentUser, type AuthKit } from '../../auth/passport.js';
import { assertInScope, requestScope } from '../../auth/scope.js';
import type { Publisher } from '../../cache/publish.js';
import type { SiteChanges } from '../../cache/site-events.js';
import { badRequest, notFound } from '../../http/errors.js';
import { parseId, validateBody } from '../../middleware/validate.js';
import { parseListQuery, sendList } from '../rest.js';
import { filesOf, syncPostFiles } from './attachments.js';
import { attachmentNames, postWarnings } from './checks.js';
import { passAuthoringGate, takeAcknowledgement } from '../../audit/authoring-override.js';
import { boardNames, listPosts, postSortable } from './list.js';
import { Memo } from '../../cache/memo.js';
import { postCommentsApi } from './comments.js';
import { postRevisionsApi, recordRevision } from './revisions.js';
import { presentExtra, presentPost } from './presenter.js';
import { claimVersion } from './version.js';
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
}

/** Board rules a post must meet (category from the board's list, dates for calendar events, 게시 종료 after 게시일). */
function checkAgainstBoard(
  board: Board,
  p: { category: string | null; startAt: Date | null; endAt: Date | null; publishedAt: Date; unpublishAt: Date | null },
): void {
  // 입학상담's questions are asked by visitors (/api/questions), never written as posts.
  if (board.kind === 'qna')
    throw badRequest(
      `게시판: '${board.name}'은 입학상담 게시판이라 글을 쓸 수 없습니다. 질문은 입학상담 화면에서 답변하세요.`,
      {
        boardEnName: '입학상담 게시판에는 글을 쓸 수 없습니다.',
      },
    );
  if (p.unpublishAt && p.unpublishAt <= p.publishedAt)
    throw badRequest('게시 종료: 게시일보다 뒤여야 합니다.', { unpublishAt: '게시일보다 뒤여야 합니다.' });
  if (p.category && !board.categories.includes(p.category)) {
    throw badRequest(`분류: '${board.name}' 게시판에 없는 분류입니다.`, { category: '게시판에 없는 분류입니다.' });
  }
  if (board.kind === 'calendar' && !p.startAt)
    throw badRequest('시작일: 학사일정에는 시작일이 필요합니다.', { startAt: '시작일을 입력해주세요.' });
  if (p.startAt && p.endAt && p.endAt < p.startAt)
    throw badRequest('종료일: 시작일보다 빠를 수 없습니다.', { endAt: '시작일보다 빠를 수 없습니다.' });
}

export function postsApi({ auth, events, publisher }: PostsApiDeps): Router {
  const r = Router();
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
    res.json(await present(await load(req)));
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
    const at = [fields.publishedAt];
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
      return created;
    });
    res.status(201).json(await present(post));
  });

  r.put('/:id', takeAcknowledgement, validateBody(postUpdateSchema, postLabels), async (req, res) => {
    const input = req.body as PostUpdateInput;
    const post = await load(req);
    const board = (await Board.findByPk(post.boardId)) as Board;
    const { attachmentIds, content, extra, category, revisionNote, version, ...rest } = input;
    const before = { title: post.title, content: post.content, wasDraft: post.isDraft, at: post.publishedAt };
    post.set(rest);
    // Publishing a draft: a 게시일 not in the future means "now", so the post is dated when it went out.
    if (before.wasDraft && !post.isDraft && post.publishedAt.getTime() <= now().getTime()) post.publishedAt = now();
    if (category !== undefined) post.category = category || null;
    if (content !== undefined) {
      post.content = sanitizeContent(content);
      post.contentText = htmlToText(post.content);
    }
    if (extra !== undefined) post.extra = presentExtra(extra);
    checkAgainstBoard(board, post);
    const at = [before.at, post.publishedAt];
    await publisher.write({ kind: 'posts', board: board.enName, at }, async (transaction) => {
      await claimVersion(post, version, currentUser(req).id, transaction, present);
      const attachedBefore = (await attachmentNames(post.id, transaction)).join('\n');
      await post.save({ transaction });
      await syncPostFiles(
        post,
        board,
        { attachmentIds, photoFileId: extra === undefined ? undefined : (extra.photoFileId ?? null) },
        transaction,
      );
      const changed = post.title !== before.title || post.content !== before.content;
      const published = before.wasDraft && !post.isDraft;
      const attachedNow = (await attachmentNames(post.id, transaction)).join('\n');
      if (!post.isDraft && (published || post.content !== before.content || attachedNow !== attachedBefore))
        await passAuthoringGate(
          req,
          { resource: 'posts', recordId: post.id },
          await postWarnings(post, transaction),
          transaction,
        );
      if (changed || published || revisionNote)
        await recordRevision(
          post,
          req,
          revisionNote ?? (published ? '게시' : post.isDraft ? '임시저장' : null),
          transaction,
        );
    });
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
