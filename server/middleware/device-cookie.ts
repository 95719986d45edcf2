// OWASP "device cookies" (Authentication Cheat Sheet, "Slow down online guessing attacks with device cookies"):
// after a successful login or look-up the browser gets a signed cookie naming who it proved itself for. A later try
// for the same account from that browser skips the lock-outs that strangers trigger and is limited per cookie
// instead, so guessing from elsewhere can never lock the owner's own device out.
import { createHmac, randomBytes } from 'node:crypto';
import type { Request, Response } from 'express';
import jwt from 'jsonwebtoken';
import { hmacKey } from '../http/hmac-key.js';

export interface DeviceCookieSpec {
  /** Cookie name; also the JWT audience, so one kind of cookie is never taken for another. */
  name: string;
  /** The narrowest path covering every endpoint that reads it. */
  path: string;
  ttlDays: number;
}

export interface DeviceCookies {
  /** The cookie's nonce when the request carries a valid cookie for this subject, else null. */
  trustedNonce(req: Request, subject: string): string | null;
  /** Issues (or extends) the cookie so it also names these subjects; keeps the newest few. */
  remember(req: Request, res: Response, subjects: string[]): void;
}

// A shared office computer may be trusted for a few accounts; older ones fall off.
const MAX_SUBJECTS = 5;

interface Claims {
  n: string;
  s: string[];
}

export function deviceCookies(secret: string, spec: DeviceCookieSpec): DeviceCookies {
  // Subjects are stored as keyed hashes: the cookie (a readable JWT) never carries a login id, name or birth date.
  const subjectId = (subject: string) =>
    createHmac('sha256', secret).update(`${spec.name}|${subject.toLowerCase()}`).digest('base64url').slice(0, 22);

  const read = (req: Request): Claims | null => {
    const raw = (req.cookies as Record<string, string> | undefined)?.[spec.name];
    if (!raw) return null;
    try {
      const c = jwt.verify(raw, hmacKey(secret), { algorithms: ['HS256'], audience: spec.name }) as Partial<Claims>;
      if (typeof c.n !== 'string' || !Array.isArray(c.s)) return null;
      return { n: c.n, s: c.s.filter((x): x is string => typeof x === 'string') };
    } catch {
      return null;
    }
  };

  return {
    trustedNonce(req, subject) {
      const c = read(req);
      return c && c.s.includes(subjectId(subject)) ? c.n : null;
    },
    remember(req, res, subjects) {
      const old = read(req);
      const ids = subjects.map(subjectId);
      const s = [...ids, ...(old?.s ?? []).filter((x) => !ids.includes(x))].slice(0, MAX_SUBJECTS);
      const token = jwt.sign({ n: old?.n ?? randomBytes(16).toString('base64url'), s }, hmacKey(secret), {
        algorithm: 'HS256',
        audience: spec.name,
        expiresIn: `${spec.ttlDays}d`,
      });
      res.cookie(spec.name, token, {
        httpOnly: true,
        sameSite: 'strict',
        secure: req.secure,
        path: spec.path,
        maxAge: spec.ttlDays * 86_400_000,
      });
    },
  };
}
