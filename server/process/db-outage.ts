// A database outage is not a bug: every request that needs PostgreSQL while it is gone answers 503 with a Korean
// message and Retry-After (the pool reconnects by itself once it is back), and the outage is logged once, not once
// per request (3,000 identical stack traces in 5 s hide everything else in the log).
import { ConnectionError, DatabaseError } from 'sequelize';
import { HttpError } from '../http/errors.js';
import { logger } from './logger.js';

export const OUTAGE_MESSAGE = '일시적으로 서비스를 이용할 수 없습니다. 잠시 후 다시 시도해주세요.';
const RETRY_AFTER_SEC = 10;

// SQLSTATE 08xxx: connection exceptions; 57P01-57P03: the server is shutting down or starting; 53300: too many
// connections. https://www.postgresql.org/docs/current/errcodes-appendix.html
const OUTAGE_STATE = /^(08...|57P0[123]|53300)$/;
// What node-postgres says when the server vanishes under an open connection (no SQLSTATE there).
const OUTAGE_TEXT = /Connection terminated|not queryable|ECONNREFUSED|ECONNRESET|EPIPE|Connection ended/i;

// node-postgres's own words when a connection dies while Sequelize is still opening it: a plain Error, neither
// wrapped by Sequelize nor carrying a SQLSTATE (seen in server/db-outage.test.ts when the pool reconnects mid-outage).
const PG_CLIENT_TEXT =
  /^(Connection terminated unexpectedly|Connection terminated|Client has encountered a connection error and is not queryable)$/;

export function isDatabaseOutage(err: unknown): boolean {
  if (err instanceof ConnectionError) return true;
  if (!(err instanceof Error)) return false;
  if (PG_CLIENT_TEXT.test(err.message)) return true;
  const original = (err instanceof DatabaseError ? err.original : err) as { code?: unknown; message?: string };
  if (typeof original?.code === 'string' && OUTAGE_STATE.test(original.code)) return true;
  // Only errors that come from the database driver (Sequelize's or rate-limiter-flexible's pass-through).
  const fromDb = err instanceof DatabaseError || err.name.startsWith('Sequelize') || 'severity' in err;
  return fromDb && OUTAGE_TEXT.test(original?.message ?? err.message);
}

export function outageError(): HttpError {
  return new HttpError(503, OUTAGE_MESSAGE, { headers: { 'Retry-After': String(RETRY_AFTER_SEC) } });
}

// An outage "episode" ends when no request has hit it for this long; the next one is logged again.
const QUIET_MS = 30_000;
let episode: { since: number; last: number; refused: number } | null = null;

/** Logs the first refused request of an outage (with the cause) and, when the next outage starts, how the last went. */
export function noteOutage(err: unknown, now = Date.now()): void {
  if (episode && now - episode.last < QUIET_MS) {
    episode.last = now;
    episode.refused += 1;
    return;
  }
  if (episode) {
    logger.info(
      { refused: episode.refused, seconds: Math.round((episode.last - episode.since) / 1000) },
      'last outage',
    );
  }
  episode = { since: now, last: now, refused: 1 };
  logger.error(
    { err },
    '데이터베이스에 연결할 수 없습니다: 요청에 503으로 답합니다 (이 장애 동안 다시 기록하지 않습니다).',
  );
}
