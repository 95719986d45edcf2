// One structured logger (pino). Personal data never goes into a log line: log ids, not names or bodies.
import { pino } from 'pino';

/** Errors as logged: type, message, SQLSTATE and stack only. Sequelize errors carry the query text (with inline
 * values such as an applicant's name), its bind parameters, PostgreSQL's detail ("Key (email)=(…)") and the
 * offending values; none of that is written. */
export function serializeError(err: unknown, depth = 0): unknown {
  if (!(err instanceof Error)) return err;
  const e = err as Error & { code?: unknown; original?: unknown; cause?: unknown };
  const out: Record<string, unknown> = { type: e.constructor?.name ?? e.name, message: e.message };
  if (typeof e.code === 'string' || typeof e.code === 'number') out.code = e.code;
  if (e.stack) out.stack = e.stack;
  const inner = e.original ?? e.cause;
  if (inner && depth < 3) out.cause = serializeError(inner, depth + 1);
  return out;
}

export const logger = pino({
  level: process.env.LOG_LEVEL ?? (process.env.NODE_TEST_CONTEXT ? 'silent' : 'info'),
  base: undefined,
  timestamp: pino.stdTimeFunctions.isoTime,
  serializers: { err: serializeError },
  redact: { paths: ['password', '*.password', 'req.headers.authorization', 'req.headers.cookie'], remove: true },
});
