// Join, my-info, password change, withdrawal and the admin check.
import type { RequestHandler } from 'express';
import type { AuthApiDeps } from './index.js';
import { User } from '../../../db/models/index.js';
import { now } from '../../../domain/clock.js';
import { adminTitleOf } from '../../../domain/settings.js';
import { badRequest, conflict } from '../../http/errors.js';
import { currentUser } from '../../auth/passport.js';
import { checkAccountPassword } from '../../auth/account-password.js';
import { hashPassword } from '../../auth/passwords.js';
import { endOtherStaffSessions, requestSettings } from '../../auth/staff-sessions.js';
import { notifySecurityEvent } from '../../auth/security-notice.js';
import { eraseAccount } from '../../auth/erase-account.js';
import { bearerClaims } from '../../auth/tokens.js';
import { createLimiter } from '../../middleware/throttle.js';
import { presentUser } from '../../presenters/user.js';
import { clearRefreshCookie, startSession } from './session.js';
import { z } from 'zod';
import { isStaffRole } from '../../../domain/roles.js';
import { parseWith } from '../../middleware/validate.js';
import { staffPassword } from '../../auth/password-rules.js';
import {
  labels,
  password,
  type joinSchema,
  type myInfoSchema,
  type passwordChangeSchema,
  type withdrawalSchema,
} from './schema.js';
import { clientIp } from '../../http/client-ip.js';

const wrongPassword = (field: string) =>
  badRequest('비밀번호가 일치하지 않습니다.', { [field]: '비밀번호가 일치하지 않습니다.' });

export function accountHandlers({ sequelize, jwtSecret: secret }: AuthApiDeps) {
  const joins = createLimiter(sequelize, {
    name: 'join_ip',
    points: 10,
    durationSec: 3600,
    blockSec: 3600,
    message: '회원가입 요청이 너무 많습니다.',
  });
  // Guessing the current password of a stolen session is throttled like a login.
  const recheck = createLimiter(sequelize, {
    name: 'pw_recheck',
    points: 5,
    durationSec: 600,
    blockSec: 600,
    message: '비밀번호 확인 시도가 너무 많습니다.',
  });

  async function confirmPassword(user: User, password: string, field: string): Promise<void> {
    const key = String(user.id);
    await recheck.check(key);
    if (!(await checkAccountPassword(user, password))) {
      await recheck.hit(key);
      throw wrongPassword(field);
    }
    await recheck.reset(key);
  }

  const join: RequestHandler = async (req, res) => {
    const body = req.body as z.infer<typeof joinSchema>;
    await joins.hit(clientIp(req));
    if (await User.findOne({ where: { loginId: body.loginId } })) {
      throw conflict('이미 사용 중인 아이디입니다.', { loginId: '이미 사용 중인 아이디입니다.' });
    }
    const user = await User.create({
      loginId: body.loginId,
      passwordHash: await hashPassword(body.password),
      name: body.name,
      email: body.email,
      phone: body.phone,
      role: 'user',
      deletedAt: null,
    });
    await startSession(req, res, secret, user, { status: 201 });
  };

  const getMyInfo: RequestHandler = (req, res) => {
    res.set('Cache-Control', 'no-store');
    res.json({ user: presentUser(currentUser(req)) });
  };

  const putMyInfo: RequestHandler = async (req, res) => {
    const user = currentUser(req);
    const body = req.body as z.infer<typeof myInfoSchema>;
    await user.update({ name: body.name, email: body.email, phone: body.phone });
    res.json({ user: presentUser(user), message: '회원정보가 수정되었습니다.' });
  };

  const putPassword: RequestHandler = async (req, res) => {
    const user = currentUser(req);
    const body = req.body as z.infer<typeof passwordChangeSchema>;
    await confirmPassword(user, body.currentPassword, 'currentPassword');
    parseWith(z.object({ newPassword: isStaffRole(user.role) ? staffPassword : password }), body, labels);
    if (body.currentPassword === body.newPassword) {
      throw badRequest('새 비밀번호: 현재 비밀번호와 다른 비밀번호를 입력해주세요.', {
        newPassword: '현재 비밀번호와 다른 비밀번호를 입력해주세요.',
      });
    }
    // Other devices are signed out; this one keeps its login.
    const sid = bearerClaims(req, secret)?.sid;
    await user.update({
      passwordHash: await hashPassword(body.newPassword),
      mustChangePassword: false,
      passwordChangedAt: now(),
    });
    await endOtherStaffSessions(user.id, { exceptFamily: sid });
    if (isStaffRole(user.role)) await notifySecurityEvent(user, 'password.changed', now());
    res.json({ message: '비밀번호가 변경되었습니다.' });
  };

  const withdraw: RequestHandler = async (req, res) => {
    const user = currentUser(req);
    const body = req.body as z.infer<typeof withdrawalSchema>;
    await confirmPassword(user, body.password, 'password');
    const superadmins = { role: 'superadmin', deletedAt: null, active: true } as const;
    if (user.role === 'superadmin' && (await User.count({ where: superadmins })) <= 1) {
      throw conflict('마지막 최고관리자 계정은 탈퇴할 수 없습니다. 다른 최고관리자를 먼저 지정해주세요.');
    }
    await eraseAccount(sequelize, user);
    clearRefreshCookie(req, res);
    res.json({ message: '회원 탈퇴가 완료되었습니다. 그동안 이용해주셔서 감사합니다.' });
  };

  const adminCheck: RequestHandler = async (req, res) => {
    res.set('Cache-Control', 'no-store');
    // idleMinutes: the admin warns two minutes before this much idleness ends the login.
    // adminTitle: the top bar's and the browser tab's title (사이트 설정, else the school's name).
    const settings = await requestSettings(req);
    res.json({
      isAdmin: true,
      user: presentUser(currentUser(req)),
      idleMinutes: settings.staffIdleMinutes,
      adminTitle: adminTitleOf(settings),
    });
  };

  return { join, getMyInfo, putMyInfo, putPassword, withdraw, adminCheck };
}
