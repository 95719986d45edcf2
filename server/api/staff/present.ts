// What /api/staff shows of an account: an allow-list, never a hash, a token version or a one-time-code secret.
import type { RoleGrant, User } from '../../../db/models/index.js';
import type { Role } from '../../../domain/roles.js';
import type { StaffScope } from '../../../domain/scope.js';

export interface StaffView {
  id: number;
  loginId: string;
  name: string;
  email: string;
  role: Role;
  active: boolean;
  /** 담당 범위 (domain/scope.ts); null: not limited. */
  scope: StaffScope | null;
  approvalRequired: boolean;
  mustChangePassword: boolean;
  otpEnabled: boolean;
  lastLoginAt: string | null;
  lastLoginIp: string | null;
  createdAt: string;
}

export function presentStaff(u: User): StaffView {
  return {
    id: u.id,
    loginId: u.loginId ?? '',
    name: u.name ?? '',
    email: u.email ?? '',
    role: u.role,
    active: u.active,
    scope: u.staffScope ?? null,
    approvalRequired: u.approvalRequired,
    mustChangePassword: u.mustChangePassword,
    otpEnabled: u.otpEnabledAt !== null,
    lastLoginAt: u.lastLoginAt?.toISOString() ?? null,
    lastLoginIp: u.lastLoginIp,
    createdAt: u.createdAt.toISOString(),
  };
}

export function presentGrant(g: RoleGrant) {
  return {
    id: g.id,
    userId: g.userId,
    userLoginId: g.userLoginId,
    grantedBy: g.grantedBy,
    grantedByLoginId: g.grantedByLoginId,
    oldRole: g.oldRole,
    newRole: g.newRole,
    oldActive: g.oldActive,
    newActive: g.newActive,
    createdAt: g.createdAt.toISOString(),
  };
}
