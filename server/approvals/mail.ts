// The mails of 게시 전 승인, in Korean, through the outbox in the request's or the decision's transaction: a new
// 승인 요청 to every approver but the one who asked, and the decision (승인 or 반려 with its comment) to the requester.
import type { Transaction } from 'sequelize';
import { Op } from 'sequelize';
import { User } from '../../db/models/index.js';
import { APPROVAL_KINDS, isApprover, type ApprovalKind } from '../../domain/approvals.js';
import { formatDateTime } from '../../domain/time.js';
import { enqueueMail } from '../mail/outbox.js';

export const APPROVAL_MAIL_KINDS = {
  requested: 'approval.requested',
  approved: 'approval.approved',
  rejected: 'approval.rejected',
} as const;

export interface ApprovalMailFacts {
  id: number;
  kind: ApprovalKind;
  title: string;
  /** The page's path or the post's board. */
  place: string;
  publishAt: Date | null;
  publicUrl: string;
}

const kindWord = (kind: ApprovalKind) => APPROVAL_KINDS.find((k) => k.code === kind)?.ko ?? kind;
const link = (f: ApprovalMailFacts) => `${f.publicUrl}/admin/approvals/${f.id}/show`;

/** The accounts that may decide (active, with an address), but not `exceptId`. */
async function approverAddresses(exceptId: number, t: Transaction): Promise<string[]> {
  const staff = await User.findAll({
    where: { role: { [Op.in]: ['superadmin', 'content'] }, active: true, deletedAt: null },
    transaction: t,
  });
  return staff.filter((u) => u.id !== exceptId && u.email && isApprover(u)).map((u) => u.email as string);
}

/** A mail to each approver: who asks to publish what, and where to decide. */
export async function mailApprovalRequested(
  f: ApprovalMailFacts,
  requester: { id: number; name: string | null },
  t: Transaction,
): Promise<number> {
  const to = await approverAddresses(requester.id, t);
  const when = f.publishAt ? `예약 시각: ${formatDateTime(f.publishAt)} (승인 전에는 게시되지 않습니다)` : null;
  const text = [
    `${requester.name ?? '담당자'}님이 ${kindWord(f.kind)} 게시 승인을 요청했습니다.`,
    '',
    `${kindWord(f.kind)}: ${f.title} (${f.place})`,
    ...(when ? [when] : []),
    '',
    `바뀌는 내용을 보고 승인하거나 반려해 주세요: ${link(f)}`,
    '',
    '이 메일은 발신 전용입니다.',
  ].join('\n');
  for (const address of to)
    await enqueueMail(
      {
        kind: APPROVAL_MAIL_KINDS.requested,
        to: address,
        lang: 'ko',
        subject: `[승인 요청] ${f.title}`.slice(0, 300),
        text,
      },
      { transaction: t },
    );
  return to.length;
}

/** The decision, to the requester: 승인 (published, or scheduled for its time) or 반려 with the comment. */
export async function mailApprovalDecided(
  f: ApprovalMailFacts,
  d: { approved: boolean; comment: string | null; deciderName: string | null; to: string | null },
  t: Transaction,
): Promise<boolean> {
  if (!d.to) return false;
  const who = d.deciderName ?? '승인 담당자';
  const outcome = d.approved
    ? f.publishAt
      ? `${who}님이 승인했습니다. ${formatDateTime(f.publishAt)}에 게시됩니다.`
      : `${who}님이 승인해 지금 게시되었습니다.`
    : `${who}님이 반려했습니다. 공개된 내용은 그대로입니다.`;
  const text = [
    `${kindWord(f.kind)} '${f.title}' (${f.place})의 게시 승인 요청을 처리했습니다.`,
    '',
    outcome,
    ...(d.comment ? ['', `의견: ${d.comment}`] : []),
    '',
    `요청 보기: ${link(f)}`,
    '',
    '이 메일은 발신 전용입니다.',
  ].join('\n');
  await enqueueMail(
    {
      kind: d.approved ? APPROVAL_MAIL_KINDS.approved : APPROVAL_MAIL_KINDS.rejected,
      to: d.to,
      lang: 'ko',
      subject: `[${d.approved ? '승인' : '반려'}] ${f.title}`.slice(0, 300),
      text,
      dedupeKey: `approval.decided:${f.id}`,
    },
    { transaction: t },
  );
  return true;
}
