// What the signed-in account may do, from the same grant table the server enforces (domain/roles.ts). Screens hide
// what the role cannot use: a button that would only earn a 403 is not shown.
import { can, type Access, type Area } from '../../domain/roles';
import { scopeReaches } from '../../domain/scope';
import { getStoredUser, storedScope } from './session';

/** The role's grant, and for a scoped account (domain/scope.ts) only the areas its scope reaches. */
export function canI(area: Area, access: Access = 'read'): boolean {
  return can(getStoredUser()?.role, area, access) && scopeReaches(storedScope(), area);
}

/** A short notice for a screen the role may read but not change. */
export const BOARDS_READ_ONLY = '읽기 전용입니다. 게시판과 게시글은 홍보·콘텐츠 담당이 고칠 수 있습니다.';
