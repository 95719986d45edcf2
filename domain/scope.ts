// A staff account's 담당 범위 (scope): a 홍보·콘텐츠 담당 limited to some pages (path prefixes) and some boards (their
// English names), such as a department's 조교 with `/department/ai_business` and its board. Without a scope
// (null) the role's grants alone decide. The server gates every route by it (server/auth/scope.ts), the admin hides
// what it cannot reach, from the same rules.
import type { Area, Role } from './roles.js';

export interface StaffScope {
  /** Path prefixes: a page is in reach when its path is the prefix or lies under it (`/a` holds `/a/b`, not `/ab`). */
  pages: string[];
  /** Boards by English name (boards.en_name). */
  boards: string[];
}

/** What a scope is asked about. */
export const SCOPE_KINDS = ['page', 'board'] as const;
export type ScopeKind = (typeof SCOPE_KINDS)[number];
export type ScopeTarget = { kind: 'page'; path: string } | { kind: 'board'; board: string };

export const OUT_OF_SCOPE = '이 계정의 담당 범위 밖입니다. 최고관리자에게 문의해주세요.';

/**
 * The areas a scoped editor still reaches, each narrowed to the scope per record: the dashboard, boards and their
 * posts, uploads, pages, the 휴지통 and their own 승인 요청 (deciding one is an approver's) and the 깨진 링크 of what they edit. Every other area (메뉴 관리, 사이트 설정, 팝업, FAQ, 리디렉션, 입학상담 …)
 * answers 403 for a scoped account, whatever the role grants.
 */
export const SCOPED_AREAS: readonly Area[] = [
  'dashboard',
  'boards',
  'files',
  'pages',
  'trash',
  'approvals',
  'linkChecks',
];

/** The roles a scope can narrow; for any other role a scope is not kept. */
export const SCOPABLE_ROLES: readonly Role[] = ['content'];

/** A prefix as kept: trimmed, without a trailing slash (the root `/` stays). */
export function normalizePrefix(prefix: string): string {
  const p = prefix.trim();
  return p.length > 1 ? p.replace(/\/+$/, '') : p;
}

export function pathUnder(path: string, prefix: string): boolean {
  const p = normalizePrefix(prefix);
  if (p === '/') return path.startsWith('/');
  return path === p || path.startsWith(`${p}/`);
}

/** The scope that applies to an account: its own for a scopable role, else none. */
export function effectiveScope(
  role: string | null | undefined,
  scope: StaffScope | null | undefined,
): StaffScope | null {
  return scope && (SCOPABLE_ROLES as readonly string[]).includes(role ?? '') ? scope : null;
}

/** May an account with `scope` (null: unscoped) touch the page or board? */
export function inScope(scope: StaffScope | null, target: ScopeTarget): boolean {
  if (!scope) return true;
  if (target.kind === 'page') return scope.pages.some((prefix) => pathUnder(target.path, prefix));
  return scope.boards.includes(target.board);
}

/** May an account with `scope` reach the area at all? */
export function scopeReaches(scope: StaffScope | null, area: Area | null): boolean {
  return !scope || area === null || SCOPED_AREAS.includes(area);
}
