// 게시 전 승인 of a post: a publish by an editor who must ask becomes a 승인 요청 holding the fields as sent. A new
// post, or a draft being published, is kept as a draft with those words (so the editor finds them again); a public
// post stays exactly as it is. On 승인 the proposed fields are saved through the post's one save (save.ts).
import type { Request } from 'express';
import type { Sequelize, Transaction } from 'sequelize';
import type { Board, Post } from '../../../db/models/index.js';
import { now } from '../../../domain/clock.js';
import { currentUser } from '../../auth/passport.js';
import type { Publisher } from '../../cache/publish.js';
import { requestApproval, type PendingAnswer } from '../../approvals/request.js';
import { parseWith } from '../../middleware/validate.js';
import { savePost } from './save.js';
import { postLabels, postUpdateSchema, type PostCreateInput, type PostUpdateInput } from './schema.js';

export interface PostApprovalDeps {
  sequelize: Sequelize;
  publicUrl: string;
  publisher: Publisher;
}

/** The fields a request keeps: what the save would write, without the edit's version (dates as ISO text). */
function proposedOf(input: PostUpdateInput | Omit<PostCreateInput, 'boardEnName'>): Record<string, unknown> {
  const { version: _version, ...rest } = input as PostUpdateInput;
  return JSON.parse(JSON.stringify({ ...rest, isDraft: false })) as Record<string, unknown>;
}

/** A 게시일 ahead: the post goes out then, once approved. */
const ahead = (d: Date | null | undefined): Date | null => (d && d.getTime() > now().getTime() ? d : null);

/** A new post held for approval: it was created as a draft in `t`; the request opens beside it. */
export function requestNewPost(
  deps: PostApprovalDeps,
  t: Transaction,
  req: Request,
  created: Post,
  board: Board,
  input: PostCreateInput,
): Promise<PendingAnswer> {
  const { boardEnName: _board, ...fields } = input;
  return requestApproval(deps, t, req, {
    kind: 'post',
    recordId: created.id,
    title: created.title,
    place: board.name,
    proposed: proposedOf({ ...fields, content: created.content }),
    publishAt: ahead(input.publishedAt),
    note: input.revisionNote ?? null,
    requester: currentUser(req),
  });
}

/**
 * A save that would leave the post public, held for approval: a draft keeps the new words as a draft; a public
 * post is not touched. Answers the 202's body.
 */
export async function requestPostUpdate(
  deps: PostApprovalDeps & { present: (post: Post) => Promise<unknown> },
  req: Request,
  post: Post,
  board: Board,
  input: PostUpdateInput,
): Promise<PendingAnswer & { postId: number }> {
  const open = (t: Transaction) =>
    requestApproval(deps, t, req, {
      kind: 'post',
      recordId: post.id,
      title: input.title ?? post.title,
      place: board.name,
      proposed: proposedOf(input),
      publishAt: ahead(input.publishedAt ?? (post.isDraft ? null : post.publishedAt)),
      note: input.revisionNote ?? null,
      requester: currentUser(req),
    });
  let answer: PendingAnswer | null = null;
  if (post.isDraft) {
    await savePost(deps, req, post, board, { ...input, isDraft: true }, async (t) => {
      answer = await open(t);
    });
  } else {
    answer = await deps.sequelize.transaction(async (t) => {
      await deps.sequelize.query('SELECT id FROM posts WHERE id = $id FOR UPDATE', {
        bind: { id: post.id },
        transaction: t,
      });
      return open(t);
    });
  }
  return { ...(answer as unknown as PendingAnswer), postId: post.id };
}

/** What a post request proposes, as the post's save takes it (checked again: the board may have changed since). */
export const proposedPost = (proposed: Record<string, unknown>, version: number): PostUpdateInput =>
  parseWith(postUpdateSchema, { ...proposed, version }, postLabels) as PostUpdateInput;

/** Saves what the request proposed onto the post, as the approver; `also` records the decision in the same transaction. */
export function publishApprovedPost(
  deps: { publisher: Publisher; present: (post: Post) => Promise<unknown> },
  req: Request,
  post: Post,
  board: Board,
  proposed: Record<string, unknown>,
  also: (t: Transaction) => Promise<void>,
): Promise<void> {
  return savePost(deps, req, post, board, proposedPost(proposed, post.version), also);
}
