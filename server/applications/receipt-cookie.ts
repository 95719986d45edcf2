// After a submit or a successful look-up the applicant may open and print the receipt for a while:
// a short-lived signed cookie (httpOnly, path /receipt) names the application; nothing personal is in a URL.
import type { Request, Response } from 'express';
import jwt from 'jsonwebtoken';
import { hmacKey } from '../http/hmac-key.js';

const COOKIE = 'receipt_view';
const TTL_MIN = 30;

export function setReceiptCookie(req: Request, res: Response, secret: string, applicationId: number): void {
  const token = jwt.sign({ aid: applicationId }, hmacKey(secret), {
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

/** The application id the cookie names, or null when it is missing, forged or expired. */
export function receiptCookieId(req: Request, secret: string): number | null {
  const raw = (req.cookies as Record<string, string> | undefined)?.[COOKIE];
  if (!raw) return null;
  try {
    const claims = jwt.verify(raw, hmacKey(secret), { algorithms: ['HS256'], audience: 'receipt' }) as {
      aid?: unknown;
    };
    return Number.isSafeInteger(claims.aid) ? (claims.aid as number) : null;
  } catch {
    return null;
  }
}
