// Edit conflicts of posts: a save names the version it started from; inside the save's
// transaction the post's row is locked and its stored version compared (server/edit-conflicts/check.ts), so of two
// saves from the same version one wins and the other gets 409 with the post as it is now. Every save raises it.
import type { Transaction } from 'sequelize';
import { now } from '../../../domain/clock.js';
import { Post } from '../../../db/models/index.js';
import { assertSameVersion } from '../../edit-conflicts/check.js';
import { notFound } from '../../http/errors.js';

/**
 * Locks the post's row, refuses a save from another version (`sent` undefined: 400; older: 409 with the post as
 * `present` draws it) and raises `post`'s version, with who saved and when, for its save in the same transaction.
 */
export async function claimVersion(
  post: Post,
  sent: number | undefined,
  staffId: number,
  transaction: Transaction,
  present: (current: Post) => Promise<unknown>,
): Promise<void> {
  const stored = await Post.findOne({
    where: { id: post.id, deletedAt: null },
    lock: transaction.LOCK.UPDATE,
    transaction,
  });
  if (!stored) throw notFound('게시글을 찾을 수 없습니다.');
  const last = { version: stored.version, savedBy: stored.savedBy, savedAt: stored.savedAt ?? stored.updatedAt };
  await assertSameVersion(stored.sequelize, transaction, sent, last, () => present(stored));
  raiseVersion(post, stored.version, staffId);
}

/** The post's next version, saved by `staffId` now (a save, a restore). */
export function raiseVersion(post: Post, from: number, staffId: number): void {
  post.version = from + 1;
  post.savedBy = staffId;
  post.savedAt = now();
}
