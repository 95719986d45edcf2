// The authoring checks of a post going public (domain/authoring-checks.ts): its body and its attachments (an HWP
// without a PDF beside it). The post's write calls the gate only when something the checks judge changed (a new
// post, a new body, other attachments, a draft published), so fixing a typo in an old notice is never held up.
import type { Transaction } from 'sequelize';
import type { AuthoringWarning } from '../../../domain/authoring-checks.js';
import type { Post } from '../../../db/models/index.js';
import { checkAttachments, checkHtml } from '../../html/authoring-checks.js';
import { filesOf } from './attachments.js';

/** The names of the post's attachments, in order (inline images and a professor's photo are not attachments). */
export async function attachmentNames(postId: number, transaction: Transaction): Promise<string[]> {
  const files = (await filesOf([postId], transaction)).get(postId) ?? [];
  return files.filter((f) => f.sortOrder >= 0).map((f) => f.name);
}

export async function postWarnings(post: Post, transaction: Transaction): Promise<AuthoringWarning[]> {
  return [...checkHtml(post.content), ...checkAttachments(await attachmentNames(post.id, transaction))];
}
