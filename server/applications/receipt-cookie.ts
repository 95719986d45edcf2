// After a submit or a successful look-up the applicant may open and print the receipt for a while:
// a short-lived signed cookie (httpOnly, path /receipt) names the application; nothing personal is in a URL.
// The cookie says when it was opened (by the process clock): after a look-up password reset, one opened before it
// opens nothing (receiptCookieOpen).
import type { Request, Response } from 'express';
import jwt from 'jsonwebtoken';
import { Application } from '../../db/models/index.js';
import { now } from '../../domain/clock.js';
import { hmacKey } from '../http/hmac-key.js';

const COOKIE = 'receipt_view';
const TTL_MIN = 30;

export function setReceiptCookie(req: Request, res: Response, secret: string, applicationId: number): void {
  const token = jwt.sign({ aid: applicationId, at: now().getTime() }, hmacKey(secret), {
    algorithm: 'HS256',
    audience: 'receipt',
    expiresIn: `${TTL_MIN}m`,
  });
  res.cookie(COOKIE, token, {
    httpOnly: true,
    sameSite: 'strict',
    secure: req.secure,
    path: '/receipt',
    maxAge: TTL_MIN * 60_000,
  });
}

export function clearReceiptCookie(req: Request, res: Response): void {
  res.clearCookie(COOKIE, { httpOnly: true, sameSite: 'strict', secure: req.secure, path: '/receipt' });
}

/** The application the cookie names, if the cookie was opened after the look-up password last changed. */
export async function receiptCookieOpen(req: Request, secret: string): Promise<number | null> {
  const claims = receiptCookieClaims(req, secret);
  if (!claims) return null;
  const a = await Application.findByPk(claims.aid, { attributes: ['id', 'lookupChangedAt'] });
  if (!a) return null;
  return a.lookupChangedAt && claims.at < a.lookupChangedAt.getTime() ? null : a.id;
}

/** What the cookie names and when it was opened, or null when it is missing, forged or expired. */
function receiptCookieClaims(req: Request, secret: string): { aid: number; at: number } | null {
  const raw = (req.cookies as Record<string, string> | undefined)?.[COOKIE];
  if (!raw) return null;
  try {
    const claims = jwt.verify(raw, hmacKey(secret), { algorithms: ['HS256'], audience: 'receipt' }) as {
      aid?: unknown;
      at?: unknown;
    };
    if (!Number.isSafeInteger(claims.aid)) return null;
    // A cookie from before the opening time was written counts as opened at its start (never after a reset).
    return { aid: claims.aid as number, at: typeof claims.at === 'number' ? claims.at : 0 };
  } catch {
    return null;
  }
}
