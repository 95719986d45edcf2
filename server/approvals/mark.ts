// What a page's or a post's editor sees of its newest 승인 요청: waiting (승인 대기 중, with the time a scheduled
// publish waits for), or the last decision with who made it and the 반려's comment.
import type { Sequelize } from 'sequelize';
import { approvalStatusLabel, type ApprovalKind } from '../../domain/approvals.js';
import { latestApprovalOf } from './store.js';

export interface ApprovalMark {
  id: number;
  status: string;
  statusLabel: string;
  publishAt: Date | null;
  requestedAt: Date;
  requestedByName: string | null;
  decidedAt: Date | null;
  decidedByName: string | null;
  comment: string | null;
}

export async function approvalMark(
  sequelize: Sequelize,
  kind: ApprovalKind,
  recordId: number,
): Promise<ApprovalMark | null> {
  const a = await latestApprovalOf(sequelize, kind, recordId);
  if (!a) return null;
  return {
    id: a.id,
    status: a.status,
    statusLabel: approvalStatusLabel(a.status),
    publishAt: a.publish_at,
    requestedAt: a.requested_at,
    requestedByName: a.requester_name,
    decidedAt: a.decided_at,
    decidedByName: a.decider_name,
    comment: a.comment,
  };
}
