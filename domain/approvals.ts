// 게시 전 승인 (a second pair of eyes): what a 승인 요청 is about and where it stands, with their Korean names; who
// must ask before a publish goes out (per account, per board, per page group) and who may decide. Pure, so the
// server's gate and the admin's labels read the same rules.

export const APPROVAL_KINDS = [
  { code: 'page', ko: '페이지' },
  { code: 'post', ko: '게시글' },
] as const;
export type ApprovalKind = (typeof APPROVAL_KINDS)[number]['code'];
export const APPROVAL_KIND_CODES = APPROVAL_KINDS.map((k) => k.code) as [ApprovalKind, ...ApprovalKind[]];

export const APPROVAL_STATUSES = [
  { code: 'pending', ko: '승인 대기 중' },
  { code: 'approved', ko: '승인됨' },
  { code: 'rejected', ko: '반려됨' },
] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number]['code'];
export const APPROVAL_STATUS_CODES = APPROVAL_STATUSES.map((s) => s.code) as [ApprovalStatus, ...ApprovalStatus[]];

export const approvalStatusLabel = (code: string): string => APPROVAL_STATUSES.find((s) => s.code === code)?.ko ?? code;

/** The account as the rules read it; `scope` is a scoped editor's reach (null or absent: the whole site). */
export interface ApprovalActor {
  role: string;
  approvalRequired?: boolean | null;
  scope?: unknown;
}

/** What is being published: a page at its path, or a post on a board that may require approval. */
export type ApprovalTarget = { kind: 'page'; path: string } | { kind: 'post'; boardRequiresApproval: boolean };

/**
 * Whether `path` is under `prefix` as staff write it in 사이트 설정: '/department' and '/department/' both cover
 * '/department/ai_business', never '/departments'.
 */
export function underPrefix(path: string, prefix: string): boolean {
  const p = prefix.trim().replace(/\/+$/, '');
  if (!p) return false;
  return path === p || path.startsWith(`${p}/`);
}

/**
 * Whether a publish by `who` must wait for a 승인: always for an account marked 게시 전 승인; for anyone but a
 * 최고관리자 on a board that requires it, or on a page under one of 사이트 설정's prefixes.
 */
export function needsApproval(who: ApprovalActor, what: ApprovalTarget, pagePrefixes: readonly string[]): boolean {
  if (who.approvalRequired) return true;
  if (who.role === 'superadmin') return false;
  if (what.kind === 'post') return what.boardRequiresApproval;
  return pagePrefixes.some((p) => underPrefix(what.path, p));
}

/** Who decides 승인 요청: a 최고관리자, or a 홍보·콘텐츠 담당 over the whole site whose own publishes need none. */
export function isApprover(who: ApprovalActor): boolean {
  if (who.role === 'superadmin') return true;
  return who.role === 'content' && !who.approvalRequired && !who.scope;
}

export const APPROVAL_MESSAGES = {
  notApprover: '승인 요청은 최고관리자나 담당 범위가 없는 홍보·콘텐츠 담당만 승인하거나 반려할 수 있습니다.',
  ownRequest: '자기가 올린 승인 요청은 승인하거나 반려할 수 없습니다. 다른 승인 담당자에게 부탁해 주세요.',
  notYours: '다른 사람의 승인 요청은 볼 수 없습니다.',
  decided: '이미 처리된 승인 요청입니다.',
  notFound: '승인 요청을 찾을 수 없습니다.',
  commentRequired: '반려 사유를 입력해 주세요.',
  pending: '승인 요청을 보냈습니다. 승인되면 게시됩니다. 그때까지 공개된 내용은 그대로입니다.',
  scheduledPending: '승인 요청을 보냈습니다. 예약 시각이 되어도 승인 전에는 게시되지 않고, 승인을 기다립니다.',
} as const;
