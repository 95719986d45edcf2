// What /api/approvals answers: a 승인 요청 with the names around it, where to edit its page or post, and the text
// diff of what would change in public (domain/page-diff.ts): the list carries the changed blocks only, one request
// both versions and every block.
import { Post } from '../../../db/models/index.js';
import { APPROVAL_KINDS, approvalStatusLabel } from '../../../domain/approvals.js';
import { diffVersions, type ComparableVersion } from '../../../domain/page-diff.js';
import type { ApprovalRow } from '../../approvals/store.js';
import { proposedPage } from '../../approvals/pages.js';
import { findPage } from '../../stored-pages/store.js';
import type { Sequelize } from 'sequelize';

const EMPTY: ComparableVersion = { title: '', content: '' };

/** What is public now and what the request would make public. */
export async function versionsOf(
  sequelize: Sequelize,
  a: ApprovalRow,
): Promise<{ current: ComparableVersion; proposed: ComparableVersion }> {
  if (a.kind === 'page') {
    const page = a.page_id ? await findPage(sequelize, a.page_id) : null;
    const current = page?.published_at
      ? { title: page.title, summary: page.summary, description: page.description, content: page.content }
      : { ...EMPTY, summary: null, description: null };
    return { current, proposed: proposedPage(a) };
  }
  const post = a.post_id ? await Post.findByPk(a.post_id) : null;
  const current = post && !post.isDraft && !post.deletedAt ? { title: post.title, content: post.content } : EMPTY;
  const p = a.proposed as { title?: string; content?: string };
  return { current, proposed: { title: p.title ?? post?.title ?? '', content: p.content ?? post?.content ?? '' } };
}

export function presentApproval(a: ApprovalRow) {
  const recordId = (a.kind === 'page' ? a.page_id : a.post_id) ?? null;
  return {
    id: a.id,
    kind: a.kind,
    kindLabel: APPROVAL_KINDS.find((k) => k.code === a.kind)?.ko ?? a.kind,
    recordId,
    title: (a.proposed as { title?: string }).title ?? a.title,
    place: a.place,
    editUrl: recordId === null ? null : a.kind === 'page' ? `/pages/${recordId}` : `/posts/${recordId}`,
    status: a.status,
    statusLabel: approvalStatusLabel(a.status),
    publishAt: a.publish_at,
    note: a.note,
    requestedBy: a.requested_by,
    requestedByName: a.requester_name,
    requestedAt: a.requested_at,
    decidedBy: a.decided_by,
    decidedByName: a.decider_name,
    decidedAt: a.decided_at,
    comment: a.comment,
  };
}

/** A list row: the request and the blocks that would change. */
export async function presentListed(sequelize: Sequelize, a: ApprovalRow) {
  const { current, proposed } = await versionsOf(sequelize, a);
  return { ...presentApproval(a), diff: diffVersions(current, proposed).filter((r) => r.kind !== 'same') };
}

/** One request: both versions and the whole comparison. */
export async function presentOne(sequelize: Sequelize, a: ApprovalRow) {
  const { current, proposed } = await versionsOf(sequelize, a);
  return { ...presentApproval(a), current, proposed, diff: diffVersions(current, proposed) };
}
