// The gate in front of every admin route, in this order: a staff account (not a member), from an allowed network
// (settings.adminAllowedNetworks), a login that has not been idle too long (settings.staffIdleMinutes; the call marks
// it active), then what the account must do before anything else (change its initial password, enrol two-factor
// login), then the role's grant for the route's area (domain/roles.ts). The reasons come back as flags the admin
// acts on: `passwordChangeRequired` opens the password screen, `otpSetupRequired` the two-factor enrolment,
// `idleTimeout` and `networkBlocked` explain the way out.
import type { Request, RequestHandler } from 'express';
import type { User } from '../../db/models/index.js';
import { can, isStaffRole, requiresOtp, type Access, type Area } from '../../domain/roles.js';
import { networkAllowed } from '../../domain/networks.js';
import { forbidden, unauthorized } from '../errors.js';
import { clientIp } from '../middleware/throttle.js';
import { requestSettings, sessionOf, touchStaffSession } from './staff-sessions.js';

export const NOT_STAFF = '관리자만 이용할 수 있습니다.';
export const PASSWORD_CHANGE_REQUIRED = '처음 로그인하셨습니다. 비밀번호를 바꾼 뒤 이용해주세요.';
export const NETWORK_BLOCKED =
  '허용되지 않은 네트워크에서 접속하셨습니다. 관리자 화면은 학교가 허용한 네트워크에서만 이용할 수 있습니다.';
export const OTP_SETUP_REQUIRED = '개인정보를 다루는 계정은 2단계 인증을 등록한 뒤 이용할 수 있습니다.';
export const NO_GRANT = '이 메뉴를 이용할 권한이 없습니다. 최고관리자에게 문의해주세요.';

/** Checks run for every staff call before the role's grant; more safeguards join this list. */
export type StaffCheck = (req: Request, user: User) => void | Promise<void>;

const mustBeStaff: StaffCheck = (_req, user) => {
  if (!isStaffRole(user.role)) throw forbidden(NOT_STAFF);
};

const passwordChanged: StaffCheck = (_req, user) => {
  if (user.mustChangePassword) throw forbidden(PASSWORD_CHANGE_REQUIRED, { passwordChangeRequired: true });
};

const fromAllowedNetwork: StaffCheck = async (req) => {
  const { adminAllowedNetworks } = await requestSettings(req);
  if (!networkAllowed(clientIp(req), adminAllowedNetworks)) throw forbidden(NETWORK_BLOCKED, { networkBlocked: true });
};

const notIdle: StaffCheck = async (req, user) => {
  const sid = sessionOf(req);
  if (!sid) throw unauthorized();
  await touchStaffSession(req, user, sid, (await requestSettings(req)).staffIdleMinutes);
};

// Roles that reach applicants' personal data log in with a second factor (기준 제6조); enrolment is under
// /api/auth/my/otp, outside this gate.
const otpEnrolled: StaffCheck = (_req, user) => {
  if (requiresOtp(user.role) && !user.otpEnabledAt) throw forbidden(OTP_SETUP_REQUIRED, { otpSetupRequired: true });
};

export const STAFF_CHECKS: StaffCheck[] = [mustBeStaff, fromAllowedNetwork, notIdle, passwordChanged, otpEnrolled];

/** What a GET/HEAD needs is read access; every other method changes something. */
export const accessOf = (method: string): Access => (method === 'GET' || method === 'HEAD' ? 'read' : 'write');

/** The gate for a route of `area`; without `access` the request's method decides. */
export function staffGate(area: Area | null, access?: Access): RequestHandler {
  return async (req, _res, next) => {
    const user = req.user as User | undefined;
    if (!user) throw unauthorized();
    for (const check of STAFF_CHECKS) await check(req, user);
    if (area && !can(user.role, area, access ?? accessOf(req.method))) throw forbidden(NO_GRANT);
    next();
  };
}
