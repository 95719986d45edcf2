// What a client may see of a user: an allow-list, never the hash or the token version.
import type { User } from '../../db/models/index.js';
import type { Role } from '../../domain/roles.js';
import { effectiveScope, type StaffScope } from '../../domain/scope.js';

export interface UserView {
  id: number;
  loginId: string;
  name: string;
  email: string;
  phone: string;
  role: Role;
  /** A scoped staff account's 담당 범위 (domain/scope.ts), which the admin's menu follows; absent when not limited. */
  scope?: StaffScope;
}

export function presentUser(user: User): UserView {
  const scope = effectiveScope(user.role, user.staffScope);
  return {
    ...(scope ? { scope } : {}),
    id: user.id,
    loginId: user.loginId ?? '',
    name: user.name ?? '',
    email: user.email ?? '',
    phone: user.phone ?? '',
    role: user.role,
  };
}
