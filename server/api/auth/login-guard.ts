// How many password (or one-time code) guesses a login may take, after OWASP's Authentication Cheat Sheet and
// 기준 제5조:
// - per account across all addresses: 5 failures in a row (within 15 minutes) lock the account for 15 minutes for every device that
//   has not logged in to it before (server/auth/login-lock.ts, by the process clock); the owner is told by mail;
// - a device that logged into the account before (a signed device cookie) skips the lock, limited per cookie
//   (5 failures in 15 minutes and it is a stranger again), so a stranger's guessing never locks the owner out;
// - per address: no lock at all, only a slowdown for a true flood (a password spray over many accounts). One
//   account's failures stay far below the free ones (its lock caps them at 5 per 15 minutes), so a colleague's right
//   password from the same campus address is never refused because of someone else's typos.
import type { Request, Response } from 'express';
import type { Sequelize } from 'sequelize';
import { User } from '../../../db/models/index.js';
import { accountLocked, loginLocks } from '../../auth/login-lock.js';
import { notifyLockout } from '../../auth/lockout-notice.js';
import { deviceCookies } from '../../middleware/device-cookie.js';
import { createLimiter, createSlowdown } from '../../middleware/throttle.js';
import { clientIp } from '../../http/client-ip.js';

const TOO_MANY = '로그인 시도가 너무 많습니다.';

export interface LoginAttempt {
  /**
   * Counts a wrong password or a wrong one-time code. Throws the 429 of the lock when this failure starts it (the
   * caller's own 401 is then not sent).
   */
  failed(): Promise<void>;
  succeeded(): Promise<void>;
  /** Sets the device cookie that names this account. */
  trustDevice(res: Response): void;
}

export function loginGuard(sequelize: Sequelize, secret: string) {
  const locks = loginLocks(sequelize);
  // Free failures per address per hour: above one account's ceiling (4 locks × 5), well below a spray.
  const flood = createSlowdown(sequelize, {
    name: 'login_ip_flood',
    freeFailures: 30,
    windowSec: 3600,
    stepSec: 2,
    maxWaitSec: 60,
    message: TOO_MANY,
  });
  const perDevice = createLimiter(sequelize, {
    name: 'login_dev',
    points: 5,
    durationSec: 900,
    blockSec: 900,
    message: TOO_MANY,
  });
  const devices = deviceCookies(secret, { name: 'login_device', path: '/api/auth', ttlDays: 180 });

  /** Throws 429 when this try may not be made; otherwise returns what to record once the password is checked. */
  async function begin(req: Request, loginId: string): Promise<LoginAttempt> {
    const account = loginId.toLowerCase();
    const ip = clientIp(req);
    let nonce = devices.trustedNonce(req, account);
    if (nonce && (await perDevice.isBlocked(nonce))) nonce = null;
    if (!nonce) {
      const until = await locks.lockedUntil(account);
      if (until) throw accountLocked(until);
      await flood.check(ip);
    }
    return {
      async failed() {
        if (nonce) return perDevice.hit(nonce);
        await flood.fail(ip);
        const until = await locks.recordFailure(account);
        if (!until) return;
        const owner = await User.findOne({ where: { loginId: account, deletedAt: null } });
        if (owner) await notifyLockout(owner, until);
        throw accountLocked(until);
      },
      async succeeded() {
        // Five failures in a row lock: a success from a stranger's device (a lock is never open to it) starts the
        // count again.
        if (nonce) await perDevice.reset(nonce);
        else await locks.clear(account);
      },
      trustDevice(res) {
        devices.remember(req, res, [account]);
      },
    };
  }

  return { begin };
}
