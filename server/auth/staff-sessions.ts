// Idle logout of staff logins (기준 제6조: 일정 시간 이상 업무처리를 하지 않는 경우 자동으로 접속 차단): one row per
// login (refresh-token family) in staff_sessions with its last activity by the process clock. An admin call, a
// refresh or the 연장 button after the idle limit (settings.staffIdleMinutes) ends that login: 401 idleTimeout and the
// family is revoked. Activity is written at most every 30 seconds, so a busy screen does not write on every call.
// The row also remembers whether the login began with a second factor (staff-gate.ts binds 2FA to the login), and
// enrolment, a password change and a 2FA reset end the account's other logins here (endOtherStaffSessions).
import type { Request } from 'express';
import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import { User } from '../../db/models/index.js';
import { loadSettings, settingsFrom } from '../../db/settings.js';
import { nowMs } from '../../domain/clock.js';
import type { SiteSettings } from '../../domain/settings.js';
import { HttpError, unauthorized } from '../http/errors.js';
import { revokeAllForUser, revokeFamily } from './tokens.js';
import { clientIp } from '../http/client-ip.js';

/** Activity newer than this is not written again. */
export const TOUCH_INTERVAL_MS = 30_000;

export const idleMessage = (minutes: number) =>
  `${minutes}분 동안 사용하지 않아 로그아웃되었습니다. 다시 로그인해주세요.`;

/** A request's login, and its last activity and the settings as the token's own read found them (tokens.ts). */
interface RequestSession {
  familyId: string;
  seenAt: Date | null;
  secondFactor: boolean;
  settingsData: unknown;
}

/** What staff_sessions holds of a login. */
export interface StaffSessionRow {
  seenAt: Date;
  /** The login began with a second factor (or enrolled 2FA within it). */
  secondFactor: boolean;
}

const sessions = new WeakMap<object, RequestSession>();
const settingsOfRequest = new WeakMap<object, Promise<SiteSettings>>();

/**
 * Remembers which login (the access token's sid) a request belongs to, with what the token's read found: the login's
 * last activity and the settings, so the staff gate reads neither again. The JWT strategy calls it.
 */
export function rememberSession(
  req: object,
  familyId: string,
  read: { sessionSeenAt: Date | null; sessionSecondFactor: boolean; settingsData: unknown },
): void {
  sessions.set(req, {
    familyId,
    seenAt: read.sessionSeenAt,
    secondFactor: read.sessionSecondFactor,
    settingsData: read.settingsData,
  });
}

/** The login (refresh-token family) of an authenticated request, or null. */
export const sessionOf = (req: object): string | null => sessions.get(req)?.familyId ?? null;

/** The site settings, read once per request (several staff checks need them). */
export function requestSettings(req: object): Promise<SiteSettings> {
  let s = settingsOfRequest.get(req);
  if (!s) {
    const known = sessions.get(req);
    s = known ? Promise.resolve(settingsFrom(known.settingsData)) : loadSettings();
    settingsOfRequest.set(req, s);
  }
  return s;
}

/** The login's row: as the request's token read found it, else read now. Undefined: no row. */
async function sessionRow(req: object, familyId: string): Promise<StaffSessionRow | undefined> {
  const known = sessions.get(req);
  if (known?.familyId === familyId)
    return known.seenAt ? { seenAt: known.seenAt, secondFactor: known.secondFactor } : undefined;
  const [row] = await db().query<{ last_seen_at: Date; second_factor: boolean }>(
    `SELECT last_seen_at, second_factor_at IS NOT NULL AS second_factor
       FROM staff_sessions WHERE family_id = :familyId`,
    { replacements: { familyId }, type: QueryTypes.SELECT },
  );
  return row ? { seenAt: new Date(row.last_seen_at), secondFactor: row.second_factor } : undefined;
}

/** The models' Sequelize (staff checks run without one passed in). */
function db(): Sequelize {
  if (!User.sequelize) throw new Error('initModels() must run before the staff sessions are used.');
  return User.sequelize;
}

const q = (sql: string, replacements: Record<string, unknown>) => db().query(sql, { replacements });

/**
 * Records a new staff login (called when the login starts); `secondFactor`: a code was given at this login. A row
 * written again for a running login never gains the mark.
 */
export async function startStaffSession(
  req: Request,
  user: User,
  familyId: string,
  secondFactor = false,
): Promise<void> {
  const at = new Date(nowMs());
  await q(
    `INSERT INTO staff_sessions (family_id, user_id, last_seen_at, ip, user_agent, created_at, second_factor_at)
       VALUES (:familyId, :userId, :at, :ip, :ua, :at, :factorAt)
       ON CONFLICT (family_id) DO UPDATE SET last_seen_at = :at`,
    {
      familyId,
      userId: user.id,
      at,
      ip: clientIp(req).slice(0, 45),
      ua: userAgent(req),
      factorAt: secondFactor ? at : null,
    },
  );
}

/** Marks a running login as one with a second factor: the code that enrolled 2FA was given in it. */
export async function markSecondFactor(familyId: string, transaction?: Transaction): Promise<void> {
  await db().query('UPDATE staff_sessions SET second_factor_at = :at WHERE family_id = :familyId', {
    replacements: { familyId, at: new Date(nowMs()) },
    transaction,
  });
}

/**
 * Ends every login of the account but `exceptFamily` (2FA enrolment, a password change) or all of them (a 2FA
 * reset, a password reset by a 최고관리자, disabling the account): their refresh tokens die, so their access tokens stop at the next call (tokens.ts reads the family).
 */
export async function endOtherStaffSessions(
  userId: number,
  opts: { exceptFamily?: string; transaction?: Transaction } = {},
): Promise<void> {
  await revokeAllForUser(userId, opts);
  await db().query(
    `DELETE FROM staff_sessions WHERE user_id = :userId ${opts.exceptFamily ? 'AND family_id <> :except' : ''}`,
    { replacements: { userId, except: opts.exceptFamily ?? null }, transaction: opts.transaction },
  );
}

/**
 * Throws 401 idleTimeout (and ends the login) when `familyId` has been idle past the limit; otherwise, by `mode`:
 * 'active' marks it active (written at most every 30 seconds), 'extend' always writes (the 연장 button), 'check' only
 * checks (a refresh, which the admin makes on its own, is not activity).
 */
export async function touchStaffSession(
  req: Request,
  user: User,
  familyId: string,
  idleMinutes: number,
  mode: 'active' | 'extend' | 'check' = 'active',
): Promise<StaffSessionRow> {
  const at = nowMs();
  const row = await sessionRow(req, familyId);
  if (!row) {
    await startStaffSession(req, user, familyId);
    return { seenAt: new Date(at), secondFactor: false };
  }
  const idleMs = at - row.seenAt.getTime();
  if (idleMs > idleMinutes * 60_000) {
    await endStaffSession(familyId);
    throw idleTimeout(idleMinutes);
  }
  if (mode === 'check' || (mode === 'active' && idleMs < TOUCH_INTERVAL_MS)) return row;
  await q('UPDATE staff_sessions SET last_seen_at = :at, ip = :ip, user_agent = :ua WHERE family_id = :familyId', {
    familyId,
    at: new Date(at),
    ip: clientIp(req).slice(0, 45),
    ua: userAgent(req),
  });
  return row;
}

/** Ends a login: its refresh tokens are revoked and its row goes. */
export async function endStaffSession(familyId: string): Promise<void> {
  await revokeFamily(familyId);
  await q('DELETE FROM staff_sessions WHERE family_id = :familyId', { familyId });
}

export const idleTimeout = (minutes: number): HttpError => unauthorized(idleMessage(minutes), { idleTimeout: true });

const userAgent = (req: Request) => (req.get('user-agent') ?? '').slice(0, 300) || null;
