// The role register (기준 제5조: every grant and change of access, kept at least 3 years): one row per grant or change
// of a person's role or active state, written in the same transaction as the change itself.
import type { Request } from 'express';
import type { Transaction } from 'sequelize';
import { RoleGrant, type User } from '../../db/models/index.js';
import { now } from '../../domain/clock.js';
import type { Role } from '../../domain/roles.js';
import { auditAction } from '../audit/middleware.js';

export interface AccessState {
  role: Role;
  active: boolean;
}

/**
 * Records that `by` (null: the system, e.g. the ADMIN_ID bootstrap) changed `user` from `before` (null: a new account)
 * to the user's current role and active state. Nothing is written when neither changed. With the request, the grant
 * is also an explicit 'role.grant' entry of the audit log (role names and states only), in the same transaction.
 */
export async function recordGrant(
  transaction: Transaction | null,
  user: User,
  before: AccessState | null,
  by: User | null,
  req?: Request,
): Promise<void> {
  if (before && before.role === user.role && before.active === user.active) return;
  if (req) {
    await auditAction(
      req,
      'role.grant',
      {
        resource: 'role',
        recordId: user.id,
        fields: before ? (['role', 'active'] as const).filter((f) => before[f] !== user[f]) : ['role', 'active'],
        detail: {
          oldRole: before?.role ?? null,
          newRole: user.role,
          oldActive: before?.active ?? null,
          newActive: user.active,
        },
      },
      transaction ?? undefined,
    );
  }
  await RoleGrant.create(
    {
      userId: user.id,
      userLoginId: user.loginId,
      grantedBy: by?.id ?? null,
      grantedByLoginId: by?.loginId ?? null,
      oldRole: before?.role ?? null,
      newRole: user.role,
      oldActive: before?.active ?? null,
      newActive: user.active,
      createdAt: now(),
    },
    { transaction: transaction ?? undefined },
  );
}
