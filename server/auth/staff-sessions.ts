// Idle logout of staff logins (기준 제6조: 일정 시간 이상 업무처리를 하지 않는 경우 자동으로 접속 차단): one row per
// login (refresh-token family) in staff_sessions with its last activity by the process clock. An admin call, a
// refresh or the 연장 button after the idle limit (settings.staffIdleMinutes) ends that login: 401 idleTimeout and the
// family is revoked. Activity is written at most every 30 seconds, so a busy screen does not write on every call.
import type { Request } from 'express';
import { QueryTypes, type Sequelize } from 'sequelize';
import { User } from '../../db/models/index.js';
import { loadSettings, settingsFrom } from '../../db/settings.js';
import { nowMs } from '../../domain/clock.js';
import type { SiteSettings } from '../../domain/settings.js';
import { HttpError, unauthorized } from '../errors.js';
import { clientIp } from '../middleware/throttle.js';
import { revokeFamily } from './tokens.js';

/** Activity newer than this is not written again. */
export const TOUCH_INTERVAL_MS = 30_000;

export const idleMessage = (minutes: number) =>
  `${minutes}분 동안 사용하지 않아 로그아웃되었습니다. 다시 로그인해주세요.`;

/** A request's login, and its last activity and the settings as the token's own read found them (tokens.ts). */
interface RequestSession {
  familyId: string;
  seenAt: Date | null;
  settingsData: unknown;
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
  read: { sessionSeenAt: Date | null; settingsData: unknown },
): void {
  sessions.set(req, { familyId, seenAt: read.sessionSeenAt, settingsData: read.settingsData });
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

/** The login's last activity: as the request's token read found it, else read now. Undefined: no row. */
async function lastSeen(req: object, familyId: string): Promise<Date | undefined> {
  const known = sessions.get(req);
  if (known?.familyId === familyId) return known.seenAt ?? undefined;
  const [row] = await db().query<{ last_seen_at: Date }>(
    'SELECT last_seen_at FROM staff_sessions WHERE family_id = :familyId',
    { replacements: { familyId }, type: QueryTypes.SELECT },
  );
  return row ? new Date(row.last_seen_at) : undefined;
}

/** The models' Sequelize (staff checks run without one passed in). */
function db(): Sequelize {
  if (!User.sequelize) throw new Error('initModels() must run before the staff sessions are used.');
  return User.sequelize;
}

const q = (sql: string, replacements: Record<string, unknown>) => db().query(sql, { replacements });

/** Records a new staff login (called when the login starts). */
export async function startStaffSession(req: Request, user: User, familyId: string): Promise<void> {
  const at = new Date(nowMs());
  await q(
    `INSERT INTO staff_sessions (family_id, user_id, last_seen_at, ip, user_agent, created_at)
       VALUES (:familyId, :userId, :at, :ip, :ua, :at)
       ON CONFLICT (family_id) DO UPDATE SET last_seen_at = :at`,
    { familyId, userId: user.id, at, ip: clientIp(req).slice(0, 45), ua: userAgent(req) },
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
): Promise<void> {
  const at = nowMs();
  const seenAt = await lastSeen(req, familyId);
  if (!seenAt) return startStaffSession(req, user, familyId);
  const idleMs = at - seenAt.getTime();
  if (idleMs > idleMinutes * 60_000) {
    await endStaffSession(familyId);
    throw idleTimeout(idleMinutes);
  }
  if (mode === 'check' || (mode === 'active' && idleMs < TOUCH_INTERVAL_MS)) return;
  await q('UPDATE staff_sessions SET last_seen_at = :at, ip = :ip, user_agent = :ua WHERE family_id = :familyId', {
    familyId,
    at: new Date(at),
    ip: clientIp(req).slice(0, 45),
    ua: userAgent(req),
  });
}

/** Ends a login: its refresh tokens are revoked and its row goes. */
export async function endStaffSession(familyId: string): Promise<void> {
  await revokeFamily(familyId);
  await q('DELETE FROM staff_sessions WHERE family_id = :familyId', { familyId });
}

export const idleTimeout = (minutes: number): HttpError => unauthorized(idleMessage(minutes), { idleTimeout: true });

const userAgent = (req: Request) => (req.get('user-agent') ?? '').slice(0, 300) || null;
