// The submit's rate limits (the numbers and reasons: domain/submit-limits.ts). Every request counts against its
// address, but only in amounts a shared network never reaches; a new application counts against its e-mail and
// mobile number, and every try of one idempotency key against that key.
import type { Request, RequestHandler } from 'express';
import type { Sequelize } from 'sequelize';
import { SUBMIT_LIMITS, SUBMIT_LIMIT_MESSAGES, type LimitLang } from '../../../domain/submit-limits.js';
import { clientIp } from '../../http/client-ip.js';
import { pruneWindows, windowLimiter } from '../../middleware/window-limit.js';

export interface SubmitLimits {
  /** Before the body is read: counts the request against its address (burst, minute, hour). */
  gate: RequestHandler;
  /** Every submit of a well-formed body, a retry included: counts against its idempotency key. */
  key(idempotencyKey: string, lang: LimitLang): Promise<void>;
  /** A submit about to create an application: counts against its e-mail and mobile number. */
  person(email: string, mobile: string, lang: LimitLang): Promise<void>;
}

/** The same mailbox and number however they are typed (case, spaces, hyphens, a leading +82). */
export const emailKey = (email: string): string => email.trim().toLowerCase();
export const mobileKey = (mobile: string): string => mobile.replace(/\D/g, '').replace(/^820?/, '0');

/**
 * The address is counted before the body (and its locale) is read: the refusal speaks the language of the form the
 * request came from, the China MBA one at /receipt/china-mba (its Referer), else Korean.
 */
function pageLang(req: Request): LimitLang {
  const referer = req.get('referer') ?? '';
  try {
    return new URL(referer).pathname.startsWith('/receipt/china-mba') ? 'zh' : 'ko';
  } catch {
    return 'ko';
  }
}

export function submitLimits(sequelize: Sequelize): SubmitLimits {
  const L = SUBMIT_LIMITS;
  const M = SUBMIT_LIMIT_MESSAGES;
  const address = [L.addressBurst, L.addressMinute, L.addressHour].map((rule) =>
    windowLimiter(sequelize, rule, M.address),
  );
  const key = windowLimiter(sequelize, L.idempotencyKey, M.idempotencyKey);
  const email = windowLimiter(sequelize, L.email, M.email);
  const mobile = windowLimiter(sequelize, L.mobile, M.mobile);
  return {
    gate: async (req, _res, next) => {
      const ip = clientIp(req);
      await pruneWindows(sequelize);
      for (const limiter of address) await limiter.hit(ip, pageLang(req));
      next();
    },
    key: (k, lang) => key.hit(k, lang),
    async person(e, m, lang) {
      await email.hit(emailKey(e), lang);
      await mobile.hit(mobileKey(m), lang);
    },
  };
}
