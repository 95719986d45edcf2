// Login, logout and refresh: the access token in the body, the refresh token in an httpOnly cookie.
import type { Request, RequestHandler, Response } from 'express';
import type { AuthApiDeps } from './index.js';
import { User } from '../../../db/models/index.js';
import { networkAllowed } from '../../../domain/networks.js';
import { isStaffRole } from '../../../domain/roles.js';
import { unauthorized } from '../../http/errors.js';
import { checkStaffSession } from '../../auth/staff-gate.js';
import {
  endStaffSession,
  requestSettings,
  sessionOf,
  startStaffSession,
  touchStaffSession,
} from '../../auth/staff-sessions.js';
import { currentUser } from '../../auth/passport.js';
import {
  bearerClaims,
  issueRefreshToken,
  REFRESH_TTL_DAYS,
  revokeByRaw,
  rotateRefreshToken,
  signAccessToken,
} from '../../auth/tokens.js';
import { clearPageSessionCookie, setPageSessionCookie } from '../../auth/page-session.js';
import { acceptSecondFactor } from '../../auth/second-factor.js';
import { now } from '../../../domain/clock.js';
import { loginGuard } from './login-guard.js';
import { presentUser } from '../../presenters/user.js';
import { clientIp } from '../../http/client-ip.js';

export const REFRESH_COOKIE = 'refresh_token';
export const WRONG_LOGIN = '아이디 또는 비밀번호가 올바르지 않습니다.';
/** Every failed login from outside the allowed networks, a staff account's right password included. */
export const WRONG_LOGIN_OUTSIDE = `${WRONG_LOGIN} 관리자 계정은 학교가 허용한 네트워크에서만 로그인할 수 있습니다.`;
export const OTP_REQUIRED = '2단계 인증을 사용하는 계정입니다. 인증 앱에 표시된 6자리 인증 코드를 입력해주세요.';
export const WRONG_OTP = '인증 코드가 올바르지 않거나 이미 사용된 코드입니다. 앱에 새로 표시된 코드를 입력해주세요.';
const COOKIE_PATH = '/api/auth';

export function setRefreshCookie(req: Request, res: Response, raw: string): void {
  res.cookie(REFRESH_COOKIE, raw, {
    httpOnly: true,
    sameSite: 'strict',
    secure: req.secure,
    path: COOKIE_PATH,
    maxAge: REFRESH_TTL_DAYS * 86_400_000,
  });
}

export function clearRefreshCookie(req: Request, res: Response): void {
  res.clearCookie(REFRESH_COOKIE, { httpOnly: true, sameSite: 'strict', secure: req.secure, path: COOKIE_PATH });
}

/** Starts a new login (a new refresh-token family) and answers {token, user}. */
export async function startSession(
  req: Request,
  res: Response,
  secret: string,
  user: User,
  opts: {
    status?: number;
    /** A second factor was given at this login (staff-gate.ts binds it to the login). */
    secondFactor?: boolean;
    /** More cookies to set (after the refresh cookie, which clients read first). */
    moreCookies?: () => void;
  } = {},
): Promise<void> {
  const refresh = await issueRefreshToken(user.id);
  if (isStaffRole(user.role)) await startStaffSession(req, user, refresh.familyId, opts.secondFactor ?? false);
  setRefreshCookie(req, res, refresh.raw);
  setPageSessionCookie(req, res, secret, user, refresh.familyId);
  opts.moreCookies?.();
  res.set('Cache-Control', 'no-store');
  res
    .status(opts.status ?? 200)
    .json({ token: signAccessToken(secret, user, refresh.familyId), user: presentUser(user) });
}

export function sessionHandlers({ auth, sequelize, jwtSecret: secret }: AuthApiDeps) {
  const guard = loginGuard(sequelize, secret);

  // The password first: a wrong one answers the same whether or not the account has a second factor. With the
  // right password, an account with 2FA on needs its code too; a wrong or replayed code counts as a failed try.
  // Outside the allowed networks a staff account cannot log in, and its answer there is the one an unknown id or a
  // wrong password gets, counted as a failure like them: from outside, neither whether an id is staff's nor whether
  // its password was right can be told (not by the message, the flags, or when the lock comes).
  const login: RequestHandler = async (req, res, next) => {
    const { loginId, otp } = req.body as { loginId: string; otp?: string };
    const { adminAllowedNetworks } = await requestSettings(req);
    const outside = !networkAllowed(clientIp(req), adminAllowedNetworks);
    const attempt = await guard.begin(req, loginId);
    auth.passport.authenticate('local', { session: false }, async (err: unknown, user: User | false) => {
      try {
        if (err) return next(err);
        if (!user || (outside && isStaffRole(user.role))) {
          await attempt.failed();
          return next(unauthorized(outside ? WRONG_LOGIN_OUTSIDE : WRONG_LOGIN));
        }
        if (user.otpEnabledAt) {
          if (!otp) return next(unauthorized(OTP_REQUIRED, { otpRequired: true }));
          if (!(await acceptSecondFactor(sequelize, user, otp))) {
            await attempt.failed();
            return next(unauthorized(WRONG_OTP, { otpRequired: true }));
          }
        }
        await attempt.succeeded();
        await user.update({ lastLoginAt: now(), lastLoginIp: clientIp(req) });
        await startSession(req, res, secret, user, {
          secondFactor: Boolean(user.otpEnabledAt),
          moreCookies: () => attempt.trustDevice(res),
        });
      } catch (e) {
        next(e);
      }
    })(req, res, next);
  };

  const refresh: RequestHandler = async (req, res) => {
    const raw = (req.cookies as Record<string, string> | undefined)?.[REFRESH_COOKIE];
    if (!raw) throw unauthorized();
    const result = await rotateRefreshToken(raw);
    if (!result.ok) {
      clearRefreshCookie(req, res);
      throw unauthorized(result.reason === 'reused' ? '보안을 위해 다시 로그인해주세요.' : '로그인 후 이용해주세요');
    }
    if (isStaffRole(result.user.role)) {
      // A refresh is not activity (the admin refreshes on its own), but a login that may not call may not be renewed
      // either: outside the allowed networks, idle, or begun without the second factor the account now has.
      try {
        await checkStaffSession(req, result.user, result.familyId, 'check');
      } catch (err) {
        clearRefreshCookie(req, res);
        throw err;
      }
    }
    setRefreshCookie(req, res, result.raw);
    res.set('Cache-Control', 'no-store');
    res.json({ token: signAccessToken(secret, result.user, result.familyId), user: presentUser(result.user) });
  };

  const logout: RequestHandler = async (req, res) => {
    const raw = (req.cookies as Record<string, string> | undefined)?.[REFRESH_COOKIE];
    if (raw) await revokeByRaw(raw);
    // The access token dies with its login too, not only at expiry.
    const sid = bearerClaims(req, secret)?.sid;
    if (sid && /^[0-9a-f-]{36}$/.test(sid)) await endStaffSession(sid);
    clearRefreshCookie(req, res);
    clearPageSessionCookie(req, res);
    res.json({ message: '로그아웃되었습니다.' });
  };

  /** POST /my/session/extend: the 연장 button; a staff login counts as active from now (unless already idle). */
  const extend: RequestHandler = async (req, res) => {
    const user = currentUser(req);
    const sid = sessionOf(req);
    const { staffIdleMinutes } = await requestSettings(req);
    if (isStaffRole(user.role) && sid) await touchStaffSession(req, user, sid, staffIdleMinutes, 'extend');
    res.set('Cache-Control', 'no-store');
    res.json({ message: '로그인 시간을 연장했습니다.', idleMinutes: staffIdleMinutes });
  };

  return { login, refresh, logout, extend };
}
