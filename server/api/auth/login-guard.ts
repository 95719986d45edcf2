// How many password guesses a login may take, after OWASP's Authentication Cheat Sheet:
// - per account across all addresses: 10 failures in 15 minutes lock the account for 15 minutes for unknown devices
//   (guessing from 8 addresses × 5 no longer gets 40 tries);
// - per account and address: 5 failures in 10 minutes lock that address out of that account;
// - per address: only a flood (100 failures an hour, a password spray) locks the address, so one noisy address behind
//   a campus NAT does not refuse other people's right passwords;
// - a device that logged into the account before (a signed device cookie) skips all three, limited per cookie, so a
//   stranger's guessing never locks the owner's own browser out.
import type { Request, Response } from 'express';
import type { Sequelize } from 'sequelize';
import { deviceCookies } from '../../middleware/device-cookie.js';
import { clientIp, createLimiter } from '../../middleware/throttle.js';

const TOO_MANY = '로그인 시도가 너무 많습니다.';

export interface LoginAttempt {
  failed(): Promise<void>;
  succeeded(): Promise<void>;
  /** Sets the device cookie that names this account. */
  trustDevice(res: Response): void;
}

export function loginGuard(sequelize: Sequelize, secret: string) {
  const limiter = (name: string, points: number, durationSec: number, blockSec: number) =>
    createLimiter(sequelize, { name, points, durationSec, blockSec, message: TOO_MANY });
  const perAccount = limiter('login_acct_all', 10, 900, 900);
  const perAccountAddress = limiter('login_acct', 5, 600, 600);
  const perAddress = limiter('login_ip', 100, 3600, 3600);
  const perDevice = limiter('login_dev', 5, 900, 900);
  const devices = deviceCookies(secret, { name: 'login_device', path: '/api/auth', ttlDays: 180 });

  /** Throws 429 when this try may not be made; otherwise returns what to record once the password is checked. */
  async function begin(req: Request, loginId: string): Promise<LoginAttempt> {
    const account = loginId.toLowerCase();
    const ip = clientIp(req);
    const pair = `${account}|${ip}`;
    let nonce = devices.trustedNonce(req, account);
    if (nonce && (await perDevice.isBlocked(nonce))) nonce = null;
    if (!nonce) {
      await perAddress.check(ip);
      await perAccountAddress.check(pair);
      await perAccount.check(account);
    }
    return {
      async failed() {
        if (nonce) return perDevice.hit(nonce);
        await perAccount.hit(account);
        await perAccountAddress.hit(pair);
        await perAddress.hit(ip);
      },
      async succeeded() {
        // The account-wide count is left to expire: the owner's success must not hand a guesser 10 fresh tries.
        await perAccountAddress.reset(pair);
        if (nonce) await perDevice.reset(nonce);
      },
      trustDevice(res) {
        devices.remember(req, res, [account]);
      },
    };
  }

  return { begin };
}
