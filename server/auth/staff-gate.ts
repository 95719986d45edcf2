// The gate in front of every staff call, in two parts.
// - The login (checkStaffSession), on every authenticated call of a staff account, /api/auth/* included: from an
//   allowed network (settings.adminAllowedNetworks), not idle too long (settings.staffIdleMinutes; the call marks it
//   active), and, once the account has two-factor login, a login that began with a second factor. A login that began
//   on the password alone ends there: enrolling 2FA elsewhere never lends it what a login with a code has.
// - The account and the route (staffGate, on admin routes after it): a staff account (not a member), what it must do
//   before anything else (change its initial password, enrol two-factor login), then the role's grant for the route's
//   area (domain/roles.ts), and for an account with a 담당 범위 only the areas it reaches (server/auth/scope.ts).
// The reasons come back as flags the admin acts on: `passwordChangeRequired` opens the password screen,
// `otpSetupRequired` the two-factor enrolment, `idleTimeout`, `secondFactorRequired` and `networkBlocked` explain the
// way out.
import type { Request, RequestHandler } from 'express';
import type { User } from '../../db/models/index.js';
import { can, isStaffRole, requiresOtp, type Access, type Area } from '../../domain/roles.js';
import { networkAllowed } from '../../domain/networks.js';
import { scopeReaches } from '../../domain/scope.js';
import { outOfScope, scopeOfUser } from './scope.js';
import { forbidden, unauthorized } from '../http/errors.js';
import { endStaffSession, requestSettings, touchStaffSession } from './staff-sessions.js';
import { clientIp } from '../http/client-ip.js';

export const NOT_STAFF = '관리자만 이용할 수 있습니다.';
export const PASSWORD_CHANGE_REQUIRED = '처음 로그인하셨습니다. 비밀번호를 바꾼 뒤 이용해주세요.';
export const NETWORK_BLOCKED =
  '허용되지 않은 네트워크에서 접속하셨습니다. 관리자 화면은 학교가 허용한 네트워크에서만 이용할 수 있습니다.';
export const OTP_SETUP_REQUIRED = '개인정보를 다루는 계정은 2단계 인증을 등록한 뒤 이용할 수 있습니다.';
export const SECOND_FACTOR_REQUIRED =
  '2단계 인증이 등록된 계정입니다. 보안을 위해 인증 코드와 함께 다시 로그인해주세요.';
export const NO_GRANT = '이 메뉴를 이용할 권한이 없습니다. 최고관리자에게 문의해주세요.';

/**
 * What every call of a staff login must pass. `mode`: 'active' marks the login active (an API call), 'check' only
 * checks (a refresh, which the admin makes on its own). Throws 403 networkBlocked, 401 idleTimeout or 401
 * secondFactorRequired (the login is ended: it can never become one with a second factor).
 */
export async function checkStaffSession(
  req: Request,
  user: User,
  familyId: string | null,
  mode: 'active' | 'check' = 'active',
): Promise<void> {
  const settings = await requestSettings(req);
  if (!networkAllowed(clientIp(req), settings.adminAllowedNetworks))
    throw forbidden(NETWORK_BLOCKED, { networkBlocked: true });
  if (!familyId) throw unauthorized();
  const row = await touchStaffSession(req, user, familyId, settings.staffIdleMinutes, mode);
  if (user.otpEnabledAt && !row.secondFactor) {
    await endStaffSession(familyId);
    throw unauthorized(SECOND_FACTOR_REQUIRED, { secondFactorRequired: true });
  }
}

/** Checks of the account run for every admin route before the role's grant. */
export type StaffCheck = (req: Request, user: User) => void;

const mustBeStaff: StaffCheck = (_req, user) => {
  if (!isStaffRole(user.role)) throw forbidden(NOT_STAFF);
};

const passwordChanged: StaffCheck = (_req, user) => {
  if (user.mustChangePassword) throw forbidden(PASSWORD_CHANGE_REQUIRED, { passwordChangeRequired: true });
};

// Roles that reach applicants' personal data log in with a second factor (기준 제6조); enrolment is under
// /api/auth/my/otp, outside this gate.
const otpEnrolled: StaffCheck = (_req, user) => {
  if (requiresOtp(user.role) && !user.otpEnabledAt) throw forbidden(OTP_SETUP_REQUIRED, { otpSetupRequired: true });
};

export const ACCOUNT_CHECKS: StaffCheck[] = [mustBeStaff, passwordChanged, otpEnrolled];

/** What a GET/HEAD needs is read access; every other method changes something. */
export const accessOf = (method: string): Access => (method === 'GET' || method === 'HEAD' ? 'read' : 'write');

/**
 * The gate for a route of `area`, after requireAuth (which has run checkStaffSession for a staff account); without
 * `access` the request's method decides.
 */
export function staffGate(area: Area | null, access?: Access): RequestHandler {
  return (req, _res, next) => {
    const user = req.user as User | undefined;
    if (!user) throw unauthorized();
    for (const check of ACCOUNT_CHECKS) check(req, user);
    if (area && !can(user.role, area, access ?? accessOf(req.method))) throw forbidden(NO_GRANT);
    // A scoped account (domain/scope.ts) reaches only the areas of pages and boards; the routers narrow those.
    if (!scopeReaches(scopeOfUser(user), area)) throw outOfScope();
    next();
  };
}
