// The applicant look-up: name + birth date + password, or receipt number + password → the receipt, the status
// and the staff's note. Every wrong combination gets the same answer. Guessing is bounded without letting a stranger
// lock the applicant out: a lock per (target, address) and per address, an account-wide slowdown (never a lock) per
// target, and a device that has looked this applicant up before (device cookie) skips all three, limited per cookie.
// Used by POST /api/applications/lookup (the island) and the plain form post of /receipt/lookup.
import type { Request, RequestHandler, Response } from 'express';
import { Op, type Sequelize } from 'sequelize';
import { Application } from '../../db/models/index.js';
import { verifyPassword } from '../auth/passwords.js';
import { HttpError } from '../http/errors.js';
import { deviceCookies, type DeviceCookies } from '../middleware/device-cookie.js';
import { createLimiter, createSlowdown, type Limiter, type Slowdown } from '../middleware/throttle.js';
import { messages } from '../../domain/application-messages.js';
import { receiptFor } from './receipt.js';
import { lookupExtras } from './lookup-extras.js';
import { setReceiptCookie } from './receipt-cookie.js';
import type { lookupSchema } from '../../domain/application-schema.js';
import type { z } from 'zod';
import { clientIp } from '../http/client-ip.js';
import { isCalendarDay } from '../../domain/calendar-day.js';

export type LookupInput = z.infer<typeof lookupSchema>;

export interface LookupGuard {
  perAddress: Limiter;
  perTargetAddress: Limiter;
  perTarget: Slowdown;
  perDevice: Limiter;
  devices: DeviceCookies;
  /** After a success: the receipt cookie, and this device trusted for the applicant. */
  opened(req: Request, res: Response, match: Application): void;
}

const TOO_MANY = '조회 시도가 너무 많습니다.';

export function lookupGuard(sequelize: Sequelize, secret: string): LookupGuard {
  const devices = deviceCookies(secret, { name: 'lookup_device', path: '/', ttlDays: 180 });
  return {
    // One address guessing many applicants.
    perAddress: createLimiter(sequelize, {
      name: 'app_lookup_ip',
      points: 10,
      durationSec: 900,
      blockSec: 900,
      message: TOO_MANY,
    }),
    // One address guessing one applicant: locks only that address out of that applicant.
    perTargetAddress: createLimiter(sequelize, {
      name: 'app_lookup_who_ip',
      points: 5,
      durationSec: 1800,
      blockSec: 1800,
      message: TOO_MANY,
    }),
    // Many addresses guessing one applicant: 10 free failures an hour, then each failure makes the next try wait
    // 5 s longer, at most 60 s (about 60 guesses an hour across the whole internet; the applicant waits ≤ 1 minute).
    perTarget: createSlowdown(sequelize, {
      name: 'app_lookup_who',
      freeFailures: 10,
      windowSec: 3600,
      stepSec: 5,
      maxWaitSec: 60,
      message: '이 지원서에 대한 조회 시도가 많아 잠시 기다려야 합니다.',
    }),
    // A trusted device that keeps failing loses its trust for a while (then it is a stranger like any other).
    perDevice: createLimiter(sequelize, {
      name: 'app_lookup_dev',
      points: 5,
      durationSec: 900,
      blockSec: 900,
      message: TOO_MANY,
    }),
    devices,
    opened(req, res, match) {
      setReceiptCookie(req, res, secret, match.id);
      // Either way of looking up works from this device next time.
      devices.remember(req, res, [
        targetOf({ receiptNo: match.receiptNo }),
        targetOf({ name: match.name, birthDate: String(match.birthDate) }),
      ]);
    },
  };
}

const targetOf = (input: { receiptNo?: string; name?: string; birthDate?: string }) =>
  (input.receiptNo || `${input.name ?? ''}|${input.birthDate ?? ''}`).toLowerCase();

async function candidates(input: LookupInput): Promise<Application[]> {
  const scope = Application.scope('withLookup');
  if (input.receiptNo && /^\d{4}-[12]-\d{4,6}$/.test(input.receiptNo)) {
    const one = await scope.findOne({ where: { receiptNo: input.receiptNo } });
    return one ? [one] : [];
  }
  if (input.name && isCalendarDay(input.birthDate)) {
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
  req: Request,
  res: Response,
  guard: LookupGuard,
): Promise<Application> {
  const m = messages[input.locale === 'zh-Hans' ? 'zh' : 'ko'];
  const ip = clientIp(req);
  const target = targetOf(input);
  let nonce = guard.devices.trustedNonce(req, target);
  if (nonce && (await guard.perDevice.isBlocked(nonce))) nonce = null;
  if (!nonce) {
    await guard.perAddress.check(ip);
    await guard.perTargetAddress.check(`${target}|${ip}`);
    await guard.perTarget.check(target);
  }
  const found = await candidates(input);
  let match: Application | null = null;
  if (!found.length) await verifyPassword(null, input.password); // the same time whether or not anyone matched
  for (const a of found) {
    if (!match && (await verifyPassword(a.lookupHash, input.password))) match = a;
  }
  if (!match) {
    if (nonce) {
      await guard.perDevice.hit(nonce);
    } else {
      await guard.perTarget.fail(target);
      await guard.perTargetAddress.hit(`${target}|${ip}`);
      await guard.perAddress.hit(ip);
    }
    throw new HttpError(404, m.lookupFailed);
  }
  await guard.perTargetAddress.reset(`${target}|${ip}`);
  guard.opened(req, res, match);
  return match;
}

export function lookupHandler(guard: LookupGuard): RequestHandler {
  return async (req, res) => {
    const match = await findByCredentials(req.body as LookupInput, req, res, guard);
    res.set('Cache-Control', 'no-store');
    res.json({ ...(await receiptFor(match)), ...(await lookupExtras(match)) });
  };
}
