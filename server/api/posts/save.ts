// The save of a post as PUT /api/posts/:id makes it, and as 승인 (server/api/approvals/) makes it with what the
// request proposed: the board's rules, the version check, the files, the authoring gate when something it judges
// went public, the revision, all in one transaction through the publish step.
import type { Request } from 'express';
import type { Transaction } from 'sequelize';
import type { Board, Post } from '../../../db/models/index.js';
import { now } from '../../../domain/clock.js';
import { currentUser } from '../../auth/passport.js';
import { passAuthoringGate } from '../../audit/authoring-override.js';
import type { Publisher } from '../../cache/publish.js';
import { badRequest } from '../../http/errors.js';
import { htmlToText, sanitizeContent } from '../../html/sanitize.js';
import { syncPostFiles } from './attachments.js';
import { attachmentNames, postWarnings } from './checks.js';
import { presentExtra } from './presenter.js';
import { recordRevision } from './revisions.js';
import type { PostUpdateInput } from './schema.js';
import { claimVersion } from './version.js';

/** Board rules a post must meet (category from the board's list, dates for calendar events, 게시 종료 after 게시일). */
export function checkAgainstBoard(
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

export interface SavePostDeps {
  publisher: Publisher;
  present: (post: Post) => Promise<unknown>;
}

/**
 * Saves `input` onto `post` as the caller of `req` (their version check, revision and authoring gate). `also` runs
 * in the same transaction after the save (a 승인 요청 opened, a decision recorded).
 */
export async function savePost(
  deps: SavePostDeps,
  req: Request,
  post: Post,
  board: Board,
  input: PostUpdateInput,
  also?: (transaction: Transaction) => Promise<void>,
): Promise<void> {
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
  await deps.publisher.write({ kind: 'posts', board: board.enName, at }, async (transaction) => {
    await claimVersion(post, version, currentUser(req).id, transaction, deps.present);
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
    if (also) await also(transaction);
  });
}
