// A post's revisions (post_revisions): every create, every save that changes the title or body, and every restore
// keeps one row, with the post's attachments then (id and name, in order). GET /api/posts/:id/revisions lists them
// (newest first); POST …/revisions/:revisionId/restore makes that version the post's title, body and attachments
// again, through the publish step, and records the restore as a revision. An attachment whose file is gone for good
// cannot come back: the answer names it (missingAttachments) and the rest are restored.
import { Router, type Request } from 'express';
import type { Transaction } from 'sequelize';
import { Board, Post, PostRevision, StoredFile } from '../../../db/models/index.js';
import { currentUser } from '../../auth/passport.js';
import type { Publisher } from '../../cache/publish.js';
import { notFound } from '../../http/errors.js';
import { htmlToText, sanitizeContent } from '../../html/sanitize.js';
import { filesOf, syncPostFiles } from './attachments.js';
import { parseId } from '../../middleware/validate.js';
import { raiseVersion } from './version.js';

/** Keeps the post's current title, body and attachments as a revision, in the caller's transaction (after its files). */
export async function recordRevision(
  post: Post,
  req: Request,
  note: string | null,
  transaction: Transaction,
): Promise<PostRevision> {
  const who = currentUser(req);
  const files = (await filesOf([post.id], transaction)).get(post.id) ?? [];
  return PostRevision.create(
    {
      postId: post.id,
      title: post.title,
      content: post.content,
      attachments: files.filter((f) => f.sortOrder >= 0).map((f) => ({ id: f.id, name: f.name })),
      note: note?.slice(0, 300) || null,
      staffId: who.id,
      staffName: (who.name || who.loginId || '').slice(0, 50) || null,
    },
    { transaction },
  );
}

export function presentRevision(r: PostRevision) {
  return {
    id: r.id,
    postId: r.postId,
    title: r.title,
    content: r.content,
    attachments: r.attachments,
    note: r.note,
    staffName: r.staffName,
    createdAt: r.createdAt,
  };
}

export interface PostRevisionsApiDeps {
  publisher: Publisher;
  /** The post of the request's :id (a 404 when there is none or it is deleted). */
  loadPost: (req: Request) => Promise<Post>;
}

/** The routes under /api/posts/:id/revisions (the posts router has already checked the role). */
export function postRevisionsApi({ publisher, loadPost }: PostRevisionsApiDeps): Router {
  const r = Router();

  r.get('/:id/revisions', async (req, res) => {
    const post = await loadPost(req);
    const rows = await PostRevision.findAll({ where: { postId: post.id }, order: [['id', 'DESC']], limit: 200 });
    res.set('Content-Range', `revisions ${rows.length ? `0-${rows.length - 1}` : '*'}/${rows.length}`);
    res.json(rows.map(presentRevision));
  });

  r.post('/:id/revisions/:revisionId/restore', async (req, res) => {
    const post = await loadPost(req);
    const revision = await PostRevision.findOne({ where: { id: parseId(req.params.revisionId), postId: post.id } });
    if (!revision) throw notFound('이 게시글의 이전 판을 찾을 수 없습니다.');
    const board = (await Board.findByPk(post.boardId)) as Board;
    post.title = revision.title;
    post.content = sanitizeContent(revision.content);
    post.contentText = htmlToText(post.content);
    // A new title and body at the same 게시일: the board's lists and the pages whose span holds that time.
    const change = { kind: 'posts' as const, board: board.enName, at: [post.publishedAt] };
    const { saved, missing } = await publisher.write(change, async (transaction) => {
      // A restore is a save: editors open from the version before it get 409 when they save.
      const locked = await Post.findOne({ where: { id: post.id }, lock: transaction.LOCK.UPDATE, transaction });
      raiseVersion(post, locked?.version ?? post.version, currentUser(req).id);
      await post.save({ transaction });
      // The revision's attachments come back (those whose file still exists); one recorded before attachments were
      // (null) leaves them as they are. Images the restored body shows are claimed again when they still exist.
      const recorded = revision.attachments;
      const present = recorded?.length
        ? new Set(
            (
              await StoredFile.findAll({
                where: { id: recorded.map((a) => a.id) },
                attributes: ['id', 'ownerType', 'ownerId'],
                transaction,
              })
            )
              .filter((f) => f.ownerId === null || (f.ownerType === 'post' && f.ownerId === post.id))
              .map((f) => f.id),
          )
        : new Set<number>();
      const attachmentIds = recorded ? recorded.filter((a) => present.has(a.id)).map((a) => a.id) : undefined;
      await syncPostFiles(post, board, { attachmentIds, photoFileId: undefined }, transaction);
      return {
        saved: await recordRevision(post, req, `${revision.id}번 판으로 되돌림`, transaction),
        missing: (recorded ?? []).filter((a) => !present.has(a.id)).map((a) => a.name),
      };
    });
    res.json({
      post: { id: post.id, title: post.title, content: post.content, version: post.version },
      revision: presentRevision(saved),
      missingAttachments: missing,
      ...(missing.length
        ? { warning: `첨부파일 ${missing.length}개는 이미 완전히 지워져 되살리지 못했습니다: ${missing.join(', ')}` }
        : {}),
    });
  });
  return r;
}
