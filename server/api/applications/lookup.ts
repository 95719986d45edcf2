// The applicant look-up: name + birth date + password, or receipt number + password → the receipt, the status
// and the staff's note. Every wrong combination gets the same answer; failures are throttled per address and
// per applicant. Used by POST /api/applications/lookup (the island) and the plain form post of /receipt/lookup.
import type { RequestHandler } from 'express';
import { Op, type Sequelize } from 'sequelize';
import { Application } from '../../../db/models/index.js';
import { verifyPassword } from '../../auth/passwords.js';
import { HttpError } from '../../errors.js';
import { clientIp, createLimiter, type Limiter } from '../../middleware/throttle.js';
import { messages } from '../../../domain/application-messages.js';
import { receiptFor } from './receipt.js';
import { setReceiptCookie } from './receipt-cookie.js';
import type { lookupSchema } from '../../../domain/application-schema.js';
import type { z } from 'zod';

export type LookupInput = z.infer<typeof lookupSchema>;

export interface LookupLimiters {
  perAddress: Limiter;
  perTarget: Limiter;
}

/** Failures counted per address and per target (receipt number or name + birth date), so guessing one applicant stops early. */
export function lookupLimiters(sequelize: Sequelize): LookupLimiters {
  return {
    perAddress: createLimiter(sequelize, {
      name: 'app_lookup_ip',
      points: 10,
      durationSec: 900,
      blockSec: 900,
      message: '조회 시도가 너무 많습니다.',
    }),
    perTarget: createLimiter(sequelize, {
      name: 'app_lookup_who',
      points: 5,
      durationSec: 1800,
      blockSec: 1800,
      message: '조회 시도가 너무 많습니다.',
    }),
  };
}

async function candidates(input: LookupInput): Promise<Application[]> {
  const scope = Application.scope('withLookup');
  if (input.receiptNo && /^\d{4}-[12]-\d{4,6}$/.test(input.receiptNo)) {
    const one = await scope.findOne({ where: { receiptNo: input.receiptNo } });
    return one ? [one] : [];
  }
  if (input.name && input.birthDate && /^\d{4}-\d{2}-\d{2}$/.test(input.birthDate)) {
    return scope.findAll({
      where: { name: input.name, birthDate: { [Op.eq]: input.birthDate } },
      order: [['submittedAt', 'DESC']],
      limit: 3,
    });
  }
  return [];
}

/** The application these credentials open. Throws 429 while throttled and 404 with one message for every wrong combination. */
export async function findByCredentials(
  input: LookupInput,
  ip: string,
  { perAddress, perTarget }: LookupLimiters,
): Promise<Application> {
  const m = messages[input.locale === 'zh-Hans' ? 'zh' : 'ko'];
  const target = (input.receiptNo || `${input.name ?? ''}|${input.birthDate ?? ''}`).toLowerCase();
  await perAddress.check(ip);
  await perTarget.check(target);
  const found = await candidates(input);
  let match: Application | null = null;
  if (!found.length) await verifyPassword(null, input.password); // the same time whether or not anyone matched
  for (const a of found) {
    if (!match && (await verifyPassword(a.lookupHash, input.password))) match = a;
  }
  if (!match) {
    await perTarget.hit(target);
    await perAddress.hit(ip);
    throw new HttpError(404, m.lookupFailed);
  }
  return match;
}

export function lookupHandler(secret: string, limiters: LookupLimiters): RequestHandler {
  return async (req, res) => {
    const match = await findByCredentials(req.body as LookupInput, clientIp(req), limiters);
    setReceiptCookie(req, res, secret, match.id);
    res.set('Cache-Control', 'no-store');
    res.json(await receiptFor(match));
  };
}
