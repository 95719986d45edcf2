// The submit's rate limits (the numbers and reasons: domain/submit-limits.ts). Every request counts against its
// address, but only in amounts a shared network never reaches; a new application counts against its e-mail and
// mobile number, and every try of one idempotency key against that key.
import type { RequestHandler } from 'express';
import type { Sequelize } from 'sequelize';
import { SUBMIT_LIMITS, SUBMIT_LIMIT_MESSAGES } from '../../../domain/submit-limits.js';
import { clientIp } from '../../http/client-ip.js';
import { pruneWindows, windowLimiter } from '../../middleware/window-limit.js';

export interface SubmitLimits {
  /** Before the body is read: counts the request against its address (burst, minute, hour). */
  gate: RequestHandler;
  /** Every submit of a well-formed body, a retry included: counts against its idempotency key. */
  key(idempotencyKey: string): Promise<void>;
  /** A submit about to create an application: counts against its e-mail and mobile number. */
  person(email: string, mobile: string): Promise<void>;
}

/** The same mailbox and number however they are typed (case, spaces, hyphens, a leading +82). */
export const emailKey = (email: string): string => email.trim().toLowerCase();
export const mobileKey = (mobile: string): string => mobile.replace(/\D/g, '').replace(/^820?/, '0');

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
      for (const limiter of address) await limiter.hit(ip);
      next();
    },
    key: (k) => key.hit(k),
    async person(e, m) {
      await email.hit(emailKey(e));
      await mobile.hit(mobileKey(m));
    },
  };
}
