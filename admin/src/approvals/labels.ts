// The words and shapes of 승인 요청's screens: the statuses and kinds of domain/approvals.ts as filter choices, and
// the record /api/approvals answers.
import { APPROVAL_KINDS, APPROVAL_STATUSES } from '../../../domain/approvals';
import type { ComparableVersion, DiffRow } from '../../../domain/page-diff';

export { seoul } from '../mail/labels';

export const statusChoices = APPROVAL_STATUSES.map((s) => ({ id: s.code, name: s.ko }));
export const kindChoices = APPROVAL_KINDS.map((k) => ({ id: k.code, name: k.ko }));

export interface ApprovalRecord {
  id: number;
  kind: 'page' | 'post';
  kindLabel: string;
  recordId: number | null;
  title: string;
  place: string | null;
  editUrl: string | null;
  status: 'pending' | 'approved' | 'rejected';
  statusLabel: string;
  publishAt: string | null;
  note: string | null;
  requestedBy: number | null;
  requestedByName: string | null;
  requestedAt: string;
  decidedByName: string | null;
  decidedAt: string | null;
  comment: string | null;
  diff: DiffRow[];
  current?: ComparableVersion;
  proposed?: ComparableVersion;
}

/** A short line of what changes: how many blocks are added, removed or changed. */
export function changeSummary(diff: DiffRow[]): string {
  const n = diff.filter((r) => r.kind !== 'same').length;
  return n ? `바뀌는 문단 ${n}개` : '바뀐 내용 없음';
}
