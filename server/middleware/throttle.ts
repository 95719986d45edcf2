// Rate limits kept in PostgreSQL (rate-limiter-flexible), so every process behind a load balancer shares them.
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import type { Sequelize } from 'sequelize';
import { koreanDuration, tooManyRequests } from '../http/errors.js';

export interface Limiter {
  /** Throws 429 when the key has used up its points (is blocked). */
  check(key: string): Promise<void>;
  /** Whether the key is blocked now (check without the throw). */
  isBlocked(key: string): Promise<boolean>;
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
    async isBlocked(key) {
      const res = await rl.get(key);
      return !!res && res.consumedPoints >= spec.points && res.msBeforeNext > 0;
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

export interface Slowdown {
  /** Throws 429 (a short Retry-After) while the key must wait before its next try. */
  check(key: string): Promise<void>;
  /** Counts one failure; past the free ones, each failure makes the next try wait a little longer. */
  fail(key: string): Promise<void>;
}

export interface SlowdownSpec {
  name: string;
  /** Failures within the window that cost nothing. */
  freeFailures: number;
  windowSec: number;
  /** The wait after each failure past the free ones grows by this much, up to maxWaitSec. */
  stepSec: number;
  maxWaitSec: number;
  message: string;
}

/**
 * An account-wide slowdown instead of a lock: guessing one target from many addresses is bounded to about one try
 * per maxWaitSec, while the owner waits at most that long (a lock would let any stranger deny the owner for good).
 */
export function createSlowdown(sequelize: Sequelize, spec: SlowdownSpec): Slowdown {
  const common = { storeClient: sequelize, tableName: 'rate_limits', tableCreated: true };
  const failures = new RateLimiterPostgres({
    ...common,
    keyPrefix: spec.name,
    points: 1_000_000,
    duration: spec.windowSec,
  });
  const gate = new RateLimiterPostgres({ ...common, keyPrefix: `${spec.name}_wait`, points: 1, duration: 1 });
  return {
    async check(key) {
      const res = await gate.get(key);
      if (res && res.consumedPoints > 1 && res.msBeforeNext > 0) {
        const wait = res.msBeforeNext / 1000;
        throw tooManyRequests(`${spec.message} ${koreanDuration(wait)} 후에 다시 시도해주세요.`, wait);
      }
    },
    async fail(key) {
      const res = await failures.consume(key);
      const over = res.consumedPoints - spec.freeFailures;
      if (over > 0) await gate.block(key, Math.min(spec.stepSec * over, spec.maxWaitSec));
    },
  };
}
