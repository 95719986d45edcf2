// The page-session cookie: set beside the token at every login, so the server-drawn pages (a members-only board,
// its files and RSS) know the reader without JavaScript. It is a signed claim of the login (user, token version,
// refresh-token family), checked against the database on every read: logging out (the family revoked), a
// disabled or withdrawn account, or a bumped token version stops it at once.
import type { Request, Response } from 'express';
import jwt from 'jsonwebtoken';
import type { Sequelize } from 'sequelize';
import type { User } from '../../db/models/index.js';
import { can } from '../../domain/roles.js';
import { hmacKey } from '../http/hmac-key.js';
import { jwtVerifyOptions, REFRESH_TTL_DAYS, userForClaims } from './tokens.js';

export const PAGE_SESSION_COOKIE = 'page_session';

interface PageClaims {
  sub: string;
  ver: number;
  sid: string;
  typ: 'page';
}

const cookieOptions = (req: Request) => ({
  httpOnly: true,
  sameSite: 'lax' as const,
  secure: req.secure,
  path: '/',
});

export function setPageSessionCookie(req: Request, res: Response, secret: string, user: User, familyId: string): void {
  const claims: PageClaims = { sub: String(user.id), ver: user.tokenVersion, sid: familyId, typ: 'page' };
  const value = jwt.sign(claims, hmacKey(secret), {
    algorithm: 'HS256',
    expiresIn: REFRESH_TTL_DAYS * 86_400,
    audience: jwtVerifyOptions.audience,
    issuer: jwtVerifyOptions.issuer,
  });
  res.cookie(PAGE_SESSION_COOKIE, value, { ...cookieOptions(req), maxAge: REFRESH_TTL_DAYS * 86_400_000 });
}

export function clearPageSessionCookie(req: Request, res: Response): void {
  res.clearCookie(PAGE_SESSION_COOKIE, cookieOptions(req));
}

/** One cookie's value from the Cookie header (the page routes run without cookie-parser). */
function cookieValue(header: string | undefined, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return null;
}

/** Who reads this page: the member (or staff) of a live login, or null. */
export interface PageReader {
  id: number;
  /** Staff whose role reads the boards (게시판 관리) read every board. */
  staffBoards: boolean;
}

export async function pageReader(req: Request, sequelize: Sequelize, secret: string): Promise<PageReader | null> {
  const user = await pageUser(req, sequelize, secret);
  return user ? { id: user.id, staffBoards: can(user.role, 'boards', 'read') } : null;
}

/** The account of a live login's page-session cookie, or null (a plain form post of a logged-in member). */
export async function pageUser(req: Request, sequelize: Sequelize, secret: string): Promise<User | null> {
  const raw = cookieValue(req.headers.cookie, PAGE_SESSION_COOKIE);
  if (!raw || raw.length > 2000) return null;
  let claims: Partial<PageClaims>;
  try {
    claims = jwt.verify(raw, hmacKey(secret), jwtVerifyOptions) as Partial<PageClaims>;
  } catch {
    return null;
  }
  if (claims.typ !== 'page') return null;
  const read = await userForClaims(sequelize, { sub: claims.sub, ver: claims.ver, sid: claims.sid, typ: 'access' });
  return read?.user ?? null;
}
