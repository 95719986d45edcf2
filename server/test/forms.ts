// A sign-up form's signed start time as the page gives it, drawn a minute before the test clock (past the least
// fill time), for tests that post responses without loading the page first.
import { now } from '../../domain/clock.js';
import { startedToken } from '../forms/guards.js';
import { TEST_JWT_SECRET } from './support.js';

export const formStartedAt = (msAgo = 60_000): string =>
  startedToken(TEST_JWT_SECRET, new Date(now().getTime() - msAgo));
