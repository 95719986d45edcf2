// One structured logger (pino). Personal data never goes into a log line: log ids, not names or bodies.
import { pino } from 'pino';

export const logger = pino({
  level: process.env.LOG_LEVEL ?? (process.env.NODE_TEST_CONTEXT ? 'silent' : 'info'),
  base: undefined,
  timestamp: pino.stdTimeFunctions.isoTime,
  redact: { paths: ['password', '*.password', 'req.headers.authorization', 'req.headers.cookie'], remove: true },
});
