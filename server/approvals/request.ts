// A publish that must wait for a second person becomes a 승인 요청: who must ask (the account, the board, the page's
// address under 사이트 설정's list), and the request itself: opened in the caller's transaction with the record's row
// locked, written to the audit log as approvals.request, and mailed to every approver but the requester.
import type { Request } from 'express';
import type { Sequelize, Transaction } from 'sequelize';
import type { Board, User } from '../../db/models/index.js';
import { loadSettings } from '../../db/settings.js';
import { APPROVAL_MESSAGES, needsApproval, type ApprovalKind } from '../../domain/approvals.js';
import { auditAction } from '../audit/middleware.js';
import { mailApprovalRequested } from './mail.js';
import { openApproval } from './store.js';

/** Whether `who` publishing the page at `path` must ask first. */
export async function pageNeedsApproval(who: User, path: string): Promise<boolean> {
  return needsApproval(who, { kind: 'page', path }, (await loadSettings()).approvalPagePrefixes);
}

/** Whether `who` publishing a post on `board` must ask first. */
export function postNeedsApproval(who: User, board: Board): boolean {
  return needsApproval(who, { kind: 'post', boardRequiresApproval: board.approvalRequired }, []);
}

/** What a publish held for approval answers (202): the request's id and what happens next. */
export interface PendingAnswer {
  approval: 'pending';
  id: number;
  publishAt: Date | null;
  message: string;
}

export async function requestApproval(
  deps: { sequelize: Sequelize; publicUrl: string },
  t: Transaction,
  req: Request,
  r: {
    kind: ApprovalKind;
    recordId: number;
    title: string;
    place: string;
    proposed: Record<string, unknown>;
    publishAt: Date | null;
    note: string | null;
    requester: User;
  },
): Promise<PendingAnswer> {
  const { id, replaced } = await openApproval(deps.sequelize, t, {
    kind: r.kind,
    recordId: r.recordId,
    proposed: r.proposed,
    publishAt: r.publishAt,
    note: r.note,
    requestedBy: r.requester.id,
  });
  await auditAction(
    req,
    'approvals.request',
    { resource: 'approvals', recordId: id, detail: { kind: r.kind, recordId: r.recordId, replaced } },
    t,
  );
  await mailApprovalRequested(
    { id, kind: r.kind, title: r.title, place: r.place, publishAt: r.publishAt, publicUrl: deps.publicUrl },
    r.requester,
    t,
  );
  const message = r.publishAt ? APPROVAL_MESSAGES.scheduledPending : APPROVAL_MESSAGES.pending;
  return { approval: 'pending', id, publishAt: r.publishAt, message };
}
