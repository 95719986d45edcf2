// Enrolling in two-factor login (staff only), under /api/auth/my so an account the staff gate holds back for want
// of it can still reach it: POST makes a pending secret (shown as a QR code), PUT confirms it with a code from the
// app and answers the ten recovery codes once; a new set of recovery codes needs a current code too. Confirming
// marks this login as one with a second factor and ends the account's other logins.
import type { RequestHandler } from 'express';
import type { AuthApiDeps } from './index.js';
import { User } from '../../../db/models/index.js';
import { now } from '../../../domain/clock.js';
import { isStaffRole } from '../../../domain/roles.js';
import { currentUser } from '../../auth/passport.js';
import { acceptTotp, replaceRecoveryCodes } from '../../auth/second-factor.js';
import { newTotpSecret, totpUri, verifyTotp } from '../../auth/totp.js';
import { badRequest, conflict, forbidden } from '../../http/errors.js';
import { createLimiter } from '../../middleware/throttle.js';
import { NOT_STAFF } from '../../auth/staff-gate.js';
import { endOtherStaffSessions, markSecondFactor, sessionOf } from '../../auth/staff-sessions.js';
import { notifySecurityEvent } from '../../auth/security-notice.js';

export const OTP_ALREADY_ON = '이미 2단계 인증을 사용하고 있습니다.';
export const OTP_NOT_STARTED = '2단계 인증 등록을 먼저 시작해주세요. 화면을 새로 고치면 새 QR 코드가 표시됩니다.';
export const OTP_NOT_ON = '2단계 인증을 먼저 등록해주세요.';
export const WRONG_CODE = '인증 코드가 올바르지 않습니다. 앱에 표시된 6자리 숫자를 다시 확인해주세요.';

const wrongCode = () => badRequest(WRONG_CODE, { otp: WRONG_CODE });

function staffUser(req: Parameters<RequestHandler>[0]): User {
  const user = currentUser(req);
  if (!isStaffRole(user.role)) throw forbidden(NOT_STAFF);
  return user;
}

export function otpHandlers({ sequelize }: AuthApiDeps) {
  // A stolen session guessing codes (to turn 2FA on with its own secret, or to mint recovery codes) is throttled.
  const guesses = createLimiter(sequelize, {
    name: 'otp_enrol',
    points: 5,
    durationSec: 600,
    blockSec: 600,
    message: '인증 코드 확인 시도가 너무 많습니다.',
  });

  const start: RequestHandler = async (req, res) => {
    const user = staffUser(req);
    if (user.otpEnabledAt) throw conflict(OTP_ALREADY_ON);
    const secret = newTotpSecret();
    await user.update({ otpSecret: secret, otpLastStep: null });
    res.json({ secret, otpauthUrl: totpUri(secret, user.loginId ?? 'staff') });
  };

  const confirm: RequestHandler = async (req, res) => {
    const key = String(staffUser(req).id);
    await guesses.check(key);
    const { otp } = req.body as { otp: string };
    const recoveryCodes = await sequelize.transaction(async (transaction) => {
      const user = await User.findByPk(key, { transaction, lock: transaction.LOCK.UPDATE });
      if (!user) throw forbidden(NOT_STAFF);
      if (user.otpEnabledAt) throw conflict(OTP_ALREADY_ON);
      if (!user.otpSecret) throw badRequest(OTP_NOT_STARTED);
      const step = verifyTotp(user.otpSecret, otp, null);
      if (step === null) return null;
      await user.update({ otpEnabledAt: now(), otpLastStep: step }, { transaction });
      // This login gave the code; every other login of the account began without one and ends now (a password
      // alone, perhaps someone else's, never gains what a login with the code has).
      const sid = sessionOf(req);
      if (sid) await markSecondFactor(sid, transaction);
      await endOtherStaffSessions(user.id, { exceptFamily: sid ?? undefined, transaction });
      return replaceRecoveryCodes(sequelize, user.id, transaction);
    });
    if (!recoveryCodes) {
      await guesses.hit(key);
      throw wrongCode();
    }
    await guesses.reset(key);
    await notifySecurityEvent(currentUser(req), 'otp.enrolled', now());
    res.json({ recoveryCodes, message: '2단계 인증을 등록했습니다.' });
  };

  const newRecoveryCodes: RequestHandler = async (req, res) => {
    const user = staffUser(req);
    const key = String(user.id);
    if (!user.otpEnabledAt) throw badRequest(OTP_NOT_ON);
    await guesses.check(key);
    if (!(await acceptTotp(sequelize, user, (req.body as { otp: string }).otp))) {
      await guesses.hit(key);
      throw wrongCode();
    }
    await guesses.reset(key);
    const recoveryCodes = await sequelize.transaction((transaction) =>
      replaceRecoveryCodes(sequelize, user.id, transaction),
    );
    res.json({ recoveryCodes, message: '복구 코드를 새로 만들었습니다. 이전 복구 코드는 더 이상 쓸 수 없습니다.' });
  };

  return { start, confirm, newRecoveryCodes };
}
