// Rate limits kept in PostgreSQL (rate-limiter-flexible), so every process behind a load balancer shares them.
import type { Request } from 'express';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import type { Sequelize } from 'sequelize';
import { koreanDuration, tooManyRequests } from '../errors.js';

export interface Limiter {
  /** Throws 429 when the key has used up its points (is blocked). */
  check(key: string): Promise<void>;
  /** Counts one event (a failure, a submission); throws 429 once the limit is passed. */
  hit(key: string): Promise<void>;
  reset(key: string): Promise<void>;
}

export interface LimiterSpec {
  name: string;
  points: number;
  durationSec: number;
  blockSec: number;
  message: string;
}

export function createLimiter(sequelize: Sequelize, spec: LimiterSpec): Limiter {
  const rl = new RateLimiterPostgres({
    storeClient: sequelize,
    tableName: 'rate_limits',
    tableCreated: true,
    keyPrefix: spec.name,
    points: spec.points,
    duration: spec.durationSec,
    blockDuration: spec.blockSec,
  });
  const refuse = (res: RateLimiterRes) =>
    tooManyRequests(
      `${spec.message} ${koreanDuration(res.msBeforeNext / 1000)} 후에 다시 시도해주세요.`,
      res.msBeforeNext / 1000,
    );
  return {
    async check(key) {
      const res = await rl.get(key);
      if (res && res.consumedPoints >= spec.points) throw refuse(res);
    },
    async hit(key) {
      try {
        const res = await rl.consume(key);
        // The last allowed event starts the block at once (a full blockSec from now).
        if (res.remainingPoints <= 0) await rl.block(key, spec.blockSec);
      } catch (err) {
        if (err instanceof RateLimiterRes) throw refuse(err);
        throw err;
      }
    },
    async reset(key) {
      await rl.delete(key);
    },
  };
}

/** The client address as Express sees it (trust proxy is set from TRUST_PROXY / DYNO). */
export function clientIp(req: Request): string {
  return req.ip ?? req.socket.remoteAddress ?? 'unknown';
}
