// Rate limits in fixed time windows kept in PostgreSQL (rate_windows), read by the process clock: every worker
// shares the counts, and a test can move time instead of waiting. One statement counts a hit (an upsert), so two
// workers never lose one. A key past its limit is refused until its window ends, or for blockSec when set.
import { QueryTypes, type Sequelize } from 'sequelize';
import { now } from '../../domain/clock.js';
import { retryIn, type LimitLang, type SubmitLimit } from '../../domain/submit-limits.js';
import { tooManyRequests } from '../http/errors.js';

export interface WindowLimiter {
  /** Throws 429 while the key is blocked (its block set by an earlier hit past the limit), in `lang`. */
  check(key: string, lang?: LimitLang): Promise<void>;
  /** Counts one event for the key; throws 429 (with Retry-After) when it passes the limit or is blocked, in `lang`. */
  hit(key: string, lang?: LimitLang): Promise<void>;
}

interface Row {
  hits: number;
  window_start: Date;
  blocked_until: Date | null;
}

export function windowLimiter(
  sequelize: Sequelize,
  rule: SubmitLimit,
  message: Record<LimitLang, string>,
): WindowLimiter {
  const windowMs = rule.windowSec * 1000;
  const refuse = (untilMs: number, at: number, lang: LimitLang) => {
    const wait = Math.max(1, (untilMs - at) / 1000);
    // Chinese runs its sentences on without a space.
    return tooManyRequests(`${message[lang]}${lang === 'zh' ? '' : ' '}${retryIn(lang, wait)}`, wait);
  };
  const keyOf = (key: string) => `${rule.name}:${key}`.slice(0, 300);
  return {
    async check(key, lang = 'ko') {
      const at = now();
      const [row] = await sequelize.query<Row>('SELECT blocked_until FROM rate_windows WHERE key = :key', {
        replacements: { key: keyOf(key) },
        type: QueryTypes.SELECT,
      });
      if (row?.blocked_until && row.blocked_until > at) throw refuse(row.blocked_until.getTime(), at.getTime(), lang);
    },
    async hit(key, lang = 'ko') {
      const at = now();
      const start = new Date(Math.floor(at.getTime() / windowMs) * windowMs);
      const end = new Date(start.getTime() + windowMs);
      // A new window starts the count again; a block outlives the window it was set in.
      const [row] = await sequelize.query<Row>(
        `INSERT INTO rate_windows (key, window_start, hits, expires_at) VALUES (:key, :start, 1, :end)
         ON CONFLICT (key) DO UPDATE SET
           hits = CASE WHEN rate_windows.window_start = EXCLUDED.window_start THEN rate_windows.hits + 1 ELSE 1 END,
           window_start = EXCLUDED.window_start,
           expires_at = GREATEST(EXCLUDED.expires_at, COALESCE(rate_windows.blocked_until, EXCLUDED.expires_at))
         RETURNING hits, window_start, blocked_until`,
        { replacements: { key: keyOf(key), start, end }, type: QueryTypes.SELECT },
      );
      if (row.blocked_until && row.blocked_until > at) throw refuse(row.blocked_until.getTime(), at.getTime(), lang);
      if (row.hits <= rule.limit) return;
      if (!rule.blockSec) throw refuse(end.getTime(), at.getTime(), lang);
      const until = new Date(at.getTime() + rule.blockSec * 1000);
      await sequelize.query(
        'UPDATE rate_windows SET blocked_until = :until, expires_at = GREATEST(expires_at, :until) WHERE key = :key',
        { replacements: { key: keyOf(key), until } },
      );
      throw refuse(until.getTime(), at.getTime(), lang);
    },
  };
}

/** Drops the rows whose window and block have both ended (the submit calls it; an indexed delete of a few rows). */
export async function pruneWindows(sequelize: Sequelize): Promise<void> {
  await sequelize.query('DELETE FROM rate_windows WHERE expires_at < :at', { replacements: { at: now() } });
}
