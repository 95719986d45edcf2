// The writes of /api/staff, each in one transaction with its line in the role register. The rules a 최고관리자 can
// trip over answer in Korean: a taken login id, demoting or disabling oneself, leaving no active 최고관리자.
import type { Request } from 'express';
import { UniqueConstraintError, type Sequelize, type Transaction } from 'sequelize';
import { Board, User } from '../../../db/models/index.js';
import { effectiveScope, type StaffScope } from '../../../domain/scope.js';
import { isStaffRole } from '../../../domain/roles.js';
import { hashPassword } from '../../auth/passwords.js';
import { recordGrant } from '../../auth/role-register.js';
import { endOtherStaffSessions } from '../../auth/staff-sessions.js';
import { badRequest, conflict, notFound } from '../../http/errors.js';
import type { StaffCreate, StaffUpdate } from './schema.js';

/** An arbitrary constant naming the lock of access changes among advisory locks ("ROLE" in ASCII). */
const ACCESS_LOCK_KEY = 0x524f4c45;

const TAKEN = '이미 사용 중인 아이디입니다.';
export const SELF_DEMOTION = '자기 자신의 최고관리자 권한을 낮추거나 계정을 사용 중지할 수 없습니다.';
export const LAST_SUPERADMIN =
  '사용 중인 최고관리자가 한 명뿐이라 권한을 낮추거나 사용 중지할 수 없습니다. 다른 최고관리자를 먼저 지정해주세요.';

export async function createStaff(sequelize: Sequelize, input: StaffCreate, by: User, req?: Request): Promise<User> {
  const passwordHash = await hashPassword(input.password);
  try {
    return await sequelize.transaction(async (transaction) => {
      if (await User.findOne({ where: { loginId: input.loginId }, transaction })) {
        throw conflict(TAKEN, { loginId: TAKEN });
      }
      const user = await User.create(
        {
          loginId: input.loginId,
          passwordHash,
          name: input.name,
          email: input.email,
          phone: null,
          role: input.role,
          active: true,
          mustChangePassword: true,
          deletedAt: null,
        },
        { transaction },
      );
      await recordGrant(transaction, user, null, by, req);
      return user;
    });
  } catch (err) {
    // Two creations of the same id at once: the unique index decides, the loser gets the same answer.
    if (err instanceof UniqueConstraintError) throw conflict(TAKEN, { loginId: TAKEN });
    throw err;
  }
}

/** A withdrawn account is gone for good: it cannot be edited, promoted or given a password. */
async function loadLocked(id: number, transaction: Transaction): Promise<User> {
  const user = await User.findByPk(id, { transaction, lock: transaction.LOCK.UPDATE });
  if (!user || user.deletedAt) throw notFound('계정을 찾을 수 없습니다.');
  return user;
}

/** Would the change take away an active 최고관리자? Then it must not be oneself nor the last one. */
async function guardSuperadmins(user: User, next: { role: string; active: boolean }, by: User, t: Transaction) {
  const losesSuper = user.role === 'superadmin' && user.active && (next.role !== 'superadmin' || !next.active);
  if (!losesSuper) return;
  if (user.id === by.id) throw conflict(SELF_DEMOTION);
  const supers = await User.count({ where: { role: 'superadmin', active: true, deletedAt: null }, transaction: t });
  if (supers <= 1) throw conflict(LAST_SUPERADMIN);
}

export async function updateStaff(
  sequelize: Sequelize,
  id: number,
  input: StaffUpdate,
  by: User,
  req?: Request,
): Promise<User> {
  return sequelize.transaction(async (transaction) => {
    // Changes of role or active state take one lock in turn, so two 최고관리자 disabling each other at the same
    // moment cannot each leave the other as the last one (and cannot deadlock on each other's rows).
    if (input.role !== undefined || input.active !== undefined) {
      await sequelize.query('SELECT pg_advisory_xact_lock(:key)', {
        replacements: { key: ACCESS_LOCK_KEY },
        transaction,
      });
    }
    const user = await loadLocked(id, transaction);
    const before = { role: user.role, active: user.active };
    const next = { role: input.role ?? user.role, active: input.active ?? user.active };
    await guardSuperadmins(user, next, by, transaction);
    const staffScope = await scopeToKeep(
      next.role,
      input.scope === undefined ? user.staffScope : input.scope,
      transaction,
    );
    // The model's hook bumps tokenVersion on a role change or a disabling: the person's access tokens stop at once.
    const approvalRequired = input.approvalRequired ?? user.approvalRequired;
    await user.update(
      { name: input.name ?? user.name, email: input.email ?? user.email, ...next, staffScope, approvalRequired },
      { transaction },
    );
    if (before.active && !user.active) await endOtherStaffSessions(user.id, { transaction });
    await recordGrant(transaction, user, before, by, req);
    return user;
  });
}

/** The scope kept for the account's role: none for a role a scope cannot narrow; every board named must exist. */
async function scopeToKeep(role: string, scope: StaffScope | null, transaction: Transaction) {
  const kept = effectiveScope(role, scope);
  if (!kept) return null;
  const found = await Board.findAll({ where: { enName: kept.boards }, attributes: ['enName'], transaction });
  const missing = kept.boards.filter((b) => !found.some((f) => f.enName === b));
  if (missing.length) {
    const why = `없는 게시판입니다: ${missing.join(', ')}`;
    throw badRequest(`담당 범위: ${why}`, { scope: why });
  }
  return kept;
}

/** A new initial password: it must be changed at the next login, and every session of the account ends now. */
export async function resetStaffPassword(sequelize: Sequelize, id: number, password: string): Promise<User> {
  const passwordHash = await hashPassword(password);
  return sequelize.transaction(async (transaction) => {
    const user = await loadLocked(id, transaction);
    if (!isStaffRole(user.role)) throw notFound('관리자 계정을 찾을 수 없습니다.');
    await user.update({ passwordHash, mustChangePassword: true, tokenVersion: user.tokenVersion + 1 }, { transaction });
    await endOtherStaffSessions(user.id, { transaction });
    return user;
  });
}
