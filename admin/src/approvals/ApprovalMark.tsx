// What the editor of a page or a post sees of its newest 승인 요청: "승인 대기 중" (with the time a scheduled publish
// waits for) and a link to the request, or a 반려 with its comment. An approved request shows nothing: the page or
// post is public as usual.
import { Alert } from '@mui/material';
import { Link as RaLink } from 'react-admin';
import { seoul } from './labels';

export interface ApprovalMarkRecord {
  id: number;
  status: 'pending' | 'approved' | 'rejected';
  publishAt: string | null;
  decidedByName: string | null;
  comment: string | null;
}

/** The 202 a publish held for approval answers. */
export interface PendingApproval {
  approval: 'pending';
  id: number;
  message: string;
}

export const isPendingApproval = (v: unknown): v is PendingApproval =>
  !!v && typeof v === 'object' && (v as { approval?: unknown }).approval === 'pending';

export function ApprovalMark({ approval }: { approval: ApprovalMarkRecord | null | undefined }) {
  if (!approval || approval.status === 'approved') return null;
  const link = <RaLink to={`/approvals/${approval.id}/show`}>승인 요청 보기</RaLink>;
  if (approval.status === 'pending')
    return (
      <Alert severity="warning" id="approval-mark">
        <strong>승인 대기 중</strong> — 승인 담당자가 승인하면 게시됩니다. 그때까지 공개된 내용은 그대로입니다.
        {approval.publishAt
          ? ` 예약 시각 ${seoul(approval.publishAt)}이 지나도 승인 전에는 게시되지 않습니다.`
          : ''}{' '}
        {link}
      </Alert>
    );
  return (
    <Alert severity="error" id="approval-mark">
      <strong>반려됨</strong> ({approval.decidedByName ?? '승인 담당자'}): {approval.comment} — 고쳐서 다시 게시하면 새
      승인 요청이 됩니다. {link}
    </Alert>
  );
}
