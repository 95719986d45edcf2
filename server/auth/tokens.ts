// Access tokens (short-lived JWT, HS256) and refresh tokens (random, stored hashed, rotated, reuse-detected).
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { Op, literal, type Sequelize, type Transaction } from 'sequelize';
import { isActiveUser, RefreshToken, User } from '../../db/models/index.js';
import { hmacKey } from '../http/hmac-key.js';

export const ACCESS_TTL_SECONDS = 15 * 60;
export const REFRESH_TTL_DAYS = 14;
const AUDIENCE = 'sme-school-site';
const ISSUER = 'sme-school-site';

export interface AccessClaims {
  sub: string;
  /** The user's token version when it was issued: bumped versions kill older tokens at once. */
  ver: number;
  /** The login (refresh-token family) it belongs to: logging out revokes it. */
  sid: string;
  typ: 'access';
}

export function signAccessToken(secret: string, user: User, familyId: string): string {
  const claims: AccessClaims = { sub: String(user.id), ver: user.tokenVersion, sid: familyId, typ: 'access' };
  return jwt.sign(claims, hmacKey(secret), {
    algorithm: 'HS256',
    expiresIn: ACCESS_TTL_SECONDS,
    audience: AUDIENCE,
    issuer: ISSUER,
  });
}

export const jwtVerifyOptions = { algorithms: ['HS256' as const], audience: AUDIENCE, issuer: ISSUER };

/** The verified claims of the request's bearer token, or null (expired, forged, absent). */
export function bearerClaims(
  req: { headers: { authorization?: string } },
  secret: string,
): Partial<AccessClaims> | null {
  const m = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '');
  if (!m) return null;
  try {
    return jwt.verify(m[1], hmacKey(secret), jwtVerifyOptions) as Partial<AccessClaims>;
  } catch {
    return null;
  }
}

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

/** What one read for an access token brings besides its user: for the staff gate, with no query of its own. */
export interface TokenRead {
  user: User;
  /** The login's last activity (staff_sessions), null when it has no row. */
  sessionSeenAt: Date | null;
  /** The login began with a second factor (staff_sessions.second_factor_at). */
  sessionSecondFactor: boolean;
  /** The settings row's stored data as it is now (db/settings.ts reads it). */
  settingsData: unknown;
}

// Read with the user in one statement (one round trip rather than four on every admin call), then taken off the
// instance, so no response or save ever carries them.
const TOKEN_READ_EXTRAS = ['familyRevoked', 'sessionSeenAt', 'sessionSecondFactor', 'settingsData'] as const;

/** Loads the user an access token speaks for, or null when the token no longer counts. */
export async function userForClaims(sequelize: Sequelize, claims: Partial<AccessClaims>): Promise<TokenRead | null> {
  if (claims.typ !== 'access' || !claims.sub || !/^\d{1,9}$/.test(claims.sub) || typeof claims.sid !== 'string')
    return null;
  const sid = sequelize.escape(
    /^[0-9a-f-]{36}$/.test(claims.sid) ? claims.sid : '00000000-0000-0000-0000-000000000000',
  );
  const user = await User.findByPk(Number(claims.sub), {
    attributes: {
      include: [
        [
          literal(`EXISTS (SELECT 1 FROM refresh_tokens WHERE family_id = ${sid} AND revoked_at IS NOT NULL)`),
          'familyRevoked',
        ],
        [literal(`(SELECT last_seen_at FROM staff_sessions WHERE family_id = ${sid})`), 'sessionSeenAt'],
        [
          literal(`(SELECT second_factor_at IS NOT NULL FROM staff_sessions WHERE family_id = ${sid})`),
          'sessionSecondFactor',
        ],
        [literal('(SELECT data FROM settings WHERE id = 1)'), 'settingsData'],
      ],
    },
  });
  if (!user) return null;
  const values = user.dataValues as unknown as Record<string, unknown>;
  const previous = (user as unknown as { _previousDataValues: Record<string, unknown> })._previousDataValues;
  const { familyRevoked, sessionSeenAt, sessionSecondFactor, settingsData } = values;
  for (const key of TOKEN_READ_EXTRAS) {
    delete values[key];
    delete previous[key];
  }
  if (familyRevoked || !isActiveUser(user) || user.tokenVersion !== claims.ver) return null;
  return {
    user,
    sessionSeenAt: sessionSeenAt ? new Date(sessionSeenAt as Date) : null,
    sessionSecondFactor: sessionSecondFactor === true,
    settingsData,
  };
}

export async function issueRefreshToken(
  userId: number,
  familyId: string = randomUUID(),
): Promise<{ raw: string; familyId: string; expiresAt: Date }> {
  const raw = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + REFRESH_TTL_DAYS * 86_400_000);
  await RefreshToken.create({ userId, familyId, tokenHash: sha256(raw), expiresAt, usedAt: null, revokedAt: null });
  return { raw, familyId, expiresAt };
}

export type RotateResult =
  | { ok: true; user: User; raw: string; familyId: string; expiresAt: Date }
  | { ok: false; reason: 'missing' | 'expired' | 'revoked' | 'reused' | 'inactive' };

/** Exchanges a refresh token for a new one in the same family. A token used twice revokes its whole family. */
export async function rotateRefreshToken(raw: string): Promise<RotateResult> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(raw)) return { ok: false, reason: 'missing' };
  const token = await RefreshToken.findOne({ where: { tokenHash: sha256(raw) } });
  if (!token) return { ok: false, reason: 'missing' };
  if (token.revokedAt) return { ok: false, reason: 'revoked' };
  // Mark it used atomically: of two concurrent presentations only one wins, the other counts as reuse.
  const [won] = await RefreshToken.update({ usedAt: new Date() }, { where: { id: token.id, usedAt: null } });
  if (won === 0) {
    await revokeFamily(token.familyId);
    return { ok: false, reason: 'reused' };
  }
  if (token.expiresAt.getTime() <= Date.now()) return { ok: false, reason: 'expired' };
  const user = await User.findByPk(token.userId);
  if (!user || !isActiveUser(user)) {
    await revokeFamily(token.familyId);
    return { ok: false, reason: 'inactive' };
  }
  const next = await issueRefreshToken(user.id, token.familyId);
  return { ok: true, user, ...next };
}

export async function revokeFamily(familyId: string): Promise<void> {
  await RefreshToken.update({ revokedAt: new Date() }, { where: { familyId, revokedAt: null } });
}

export async function revokeByRaw(raw: string): Promise<void> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(raw)) return;
  const token = await RefreshToken.findOne({ where: { tokenHash: sha256(raw) } });
  if (token) await revokeFamily(token.familyId);
}

export async function revokeAllForUser(
  userId: number,
  opts: { exceptFamily?: string; transaction?: Transaction } = {},
): Promise<void> {
  const { exceptFamily, transaction } = opts;
  await RefreshToken.update(
    { revokedAt: new Date() },
    {
      where: { userId, revokedAt: null, ...(exceptFamily ? { familyId: { [Op.ne]: exceptFamily } } : {}) },
      transaction,
    },
  );
}
