// POST /api/auth/login-form: the login page's form without JavaScript (application/x-www-form-urlencoded). A site
// member's right password sets the same cookies as POST /login (the refresh cookie and the page session) and goes
// (303) to prevUrl, the page that sent them to log in; anything else goes back to the login page with `failed`.
// Staff log in with JavaScript (the admin needs it, and its login is audited there).
import type { Request, RequestHandler, Response } from 'express';
import type { Sequelize } from 'sequelize';
import type { AuthKit } from '../../auth/passport.js';
import type { User } from '../../../db/models/index.js';
import { isStaffRole } from '../../../domain/roles.js';
import { now } from '../../../domain/clock.js';
import { clientIp } from '../../http/client-ip.js';
import { HttpError } from '../../http/errors.js';
import { issueRefreshToken } from '../../auth/tokens.js';
import { setPageSessionCookie } from '../../auth/page-session.js';
import { loginGuard } from './login-guard.js';
import { setRefreshCookie } from './session.js';

/** prevUrl when it is a path on this site (never "//host", "/\\host" or a scheme), else home. */
export function safeReturn(raw: unknown): string {
  if (typeof raw !== 'string' || raw.length > 2000 || !raw.startsWith('/') || /^\/[/\\]/.test(raw)) return '/';
  if (/[\u0000-\u001f]/.test(raw) || raw.startsWith('/auth/')) return '/';
  try {
    const u = new URL(raw, 'http://same.invalid');
    return u.origin === 'http://same.invalid' ? u.pathname + u.search + u.hash : '/';
  } catch {
    return '/';
  }
}

/** The login page's own prevUrl: the form field, else the query of the page that posted it (same origin). */
function returnOf(req: Request): string {
  const field = (req.body as Record<string, unknown> | undefined)?.prevUrl;
  if (typeof field === 'string' && field) return safeReturn(field);
  try {
    const ref = new URL(req.get('referer') ?? '');
    if (ref.host === req.get('host') && ref.pathname === '/auth/login')
      return safeReturn(ref.searchParams.get('prevUrl'));
  } catch {
    // No referer: home.
  }
  return '/';
}

const back = (res: Response, to: string, why: string) =>
  res
    .set('Cache-Control', 'no-store')
    .redirect(303, `/auth/login?prevUrl=${encodeURIComponent(to)}&failed=${encodeURIComponent(why)}`);

export function formLogin({
  auth,
  sequelize,
  jwtSecret,
}: {
  auth: AuthKit;
  sequelize: Sequelize;
  jwtSecret: string;
}): RequestHandler {
  const guard = loginGuard(sequelize, jwtSecret);
  return async (req, res, next) => {
    const to = returnOf(req);
    // A form posted from another site would log the visitor into someone else's account.
    const origin = req.get('origin');
    if (origin && origin !== `${req.protocol}://${req.get('host')}`) return back(res, to, 'origin');
    const body = (req.body ?? {}) as Record<string, unknown>;
    const loginId = typeof body.loginId === 'string' ? body.loginId.trim().toLowerCase().slice(0, 64) : '';
    const password = typeof body.password === 'string' ? body.password.slice(0, 128) : '';
    if (!loginId || !password) return back(res, to, 'empty');
    req.body = { loginId, password };
    let attempt: Awaited<ReturnType<typeof guard.begin>>;
    try {
      attempt = await guard.begin(req, loginId);
    } catch (e) {
      // Locked, or too many tries from this address: the login page says to wait.
      if (e instanceof HttpError && e.status < 500) return back(res, to, 'locked');
      throw e;
    }
    auth.passport.authenticate('local', { session: false }, async (err: unknown, user: User | false) => {
      try {
        if (err) return next(err);
        if (!user) {
          await attempt.failed();
          return back(res, to, 'wrong');
        }
        if (isStaffRole(user.role) || user.otpEnabledAt) return back(res, to, 'script');
        await attempt.succeeded();
        await user.update({ lastLoginAt: now(), lastLoginIp: clientIp(req) });
        const refresh = await issueRefreshToken(user.id);
        setRefreshCookie(req, res, refresh.raw);
        setPageSessionCookie(req, res, jwtSecret, user, refresh.familyId);
        res.set('Cache-Control', 'no-store').redirect(303, to);
      } catch (e) {
        next(e);
      }
    })(req, res, next);
  };
}
