// POST /api/applications/lookup: name + birth date + password, or receipt number + password → the receipt,
// the status and the staff's note. Every wrong combination gets the same answer; failures are throttled.
import type { RequestHandler } from 'express';
import { Op } from 'sequelize';
import { Application } from '../../../db/models/index.js';
import { verifyPassword } from '../../auth/passwords.js';
import { HttpError } from '../../errors.js';
import { clientIp, type Limiter } from '../../middleware/throttle.js';
import { messages } from './messages.js';
import { receiptFor } from './receipt.js';
import { setReceiptCookie } from './receipt-cookie.js';
import type { lookupSchema } from './schema.js';
import type { z } from 'zod';

type LookupInput = z.infer<typeof lookupSchema>;

async function candidates(input: LookupInput): Promise<Application[]> {
  const scope = Application.scope('withLookup');
  if (input.receiptNo && /^\d{4}-[12]-\d{4,6}$/.test(input.receiptNo)) {
    const one = await scope.findOne({ where: { receiptNo: input.receiptNo } });
    return one ? [one] : [];
  }
  if (input.name && input.birthDate && /^\d{4}-\d{2}-\d{2}$/.test(input.birthDate)) {
    return scope.findAll({ where: { name: input.name, birthDate: { [Op.eq]: input.birthDate } }, order: [['submittedAt', 'DESC']], limit: 3 });
  }
  return [];
}

export function lookupHandler(secret: string, perAddress: Limiter, perTarget: Limiter): RequestHandler {
  return async (req, res) => {
    const input = req.body as LookupInput;
    const m = messages[input.locale === 'zh-Hans' ? 'zh' : 'ko'];
    const ip = clientIp(req);
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
    setReceiptCookie(req, res, secret, match.id);
    res.set('Cache-Control', 'no-store');
    res.json(await receiptFor(match));
  };
}
