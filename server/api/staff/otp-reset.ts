// DELETE /api/staff/:id/otp: a 최고관리자 turns off a staff member's two-factor login (a lost phone without its
// recovery codes). The secret and the recovery codes go, every session of that person ends, and a role that needs
// 2FA must enrol again at the next login before any admin screen opens.
import type { RequestHandler } from 'express';
import { User } from '../../../db/models/index.js';
import { isStaffRole } from '../../../domain/roles.js';
import { deleteRecoveryCodes } from '../../auth/second-factor.js';
import { endOtherStaffSessions } from '../../auth/staff-sessions.js';
import { notFound } from '../../http/errors.js';
import type { StaffApiDeps } from './index.js';

/** The handler of DELETE /api/staff/:id/otp (staffApi mounts it behind the role check). */
export function otpResetHandler({ sequelize }: Pick<StaffApiDeps, 'sequelize'>): RequestHandler {
  return async (req, res) => {
    const id = /^\d{1,9}$/.test(String(req.params.id)) ? Number(req.params.id) : 0;
    await sequelize.transaction(async (transaction) => {
      const user = await User.findByPk(id, { transaction, lock: transaction.LOCK.UPDATE });
      if (!user || user.deletedAt || !isStaffRole(user.role)) throw notFound('직원 계정을 찾을 수 없습니다.');
      await user.update(
        { otpSecret: null, otpEnabledAt: null, otpLastStep: null, tokenVersion: user.tokenVersion + 1 },
        { transaction },
      );
      await deleteRecoveryCodes(sequelize, user.id, transaction);
      await endOtherStaffSessions(user.id, { transaction });
    });
    res.json({ message: '2단계 인증을 초기화하고 그 계정의 모든 로그인을 끝냈습니다.' });
  };
}
