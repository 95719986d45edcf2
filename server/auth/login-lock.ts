// The account lock of the login guard: five failed logins (wrong password or one-time code) within 15 minutes lock
// the account for 15 minutes for every device that has not logged in to it before. Kept in login_locks by the
// process clock (domain/clock.ts), one row per login id as typed, whether or not such an account exists (so the
// answer does not tell which ids are real).
import { QueryTypes, type Sequelize } from 'sequelize';
import { nowMs } from '../../domain/clock.js';
import { formatDateTime } from '../../domain/time.js';
import { HttpError } from '../http/errors.js';

export const LOCK_FAILURES = 5;
export const LOCK_MINUTES = 15;
/** Failures further apart than this start a new count. */
const WINDOW_MS = 15 * 60_000;
const LOCK_MS = LOCK_MINUTES * 60_000;

/** 429 that says until when (Seoul time) the account is locked; `accountLocked` for clients that act on it. */
export function accountLocked(until: Date, atMs = nowMs()): HttpError {
  return new HttpError(
    429,
    `로그인에 ${LOCK_FAILURES}번 연속 실패하여 이 계정의 로그인이 ${formatDateTime(until)}(한국 시간)까지 잠겼습니다. ` +
      '그 뒤에 다시 시도해주세요. 이 계정으로 로그인한 적이 있는 기기에서는 계속 로그인할 수 있습니다.',
    {
      headers: { 'Retry-After': String(Math.max(1, Math.ceil((until.getTime() - atMs) / 1000))) },
      flags: { accountLocked: true },
    },
  );
}

interface LockRow {
  failures: number;
  window_started_at: Date;
  locked_until: Date | null;
}

export function loginLocks(sequelize: Sequelize) {
  /** Until when the account is locked now, or null. */
  async function lockedUntil(account: string): Promise<Date | null> {
    const [row] = await sequelize.query<{ locked_until: Date | null }>(
      'SELECT locked_until FROM login_locks WHERE account = :account',
      { replacements: { account }, type: QueryTypes.SELECT },
    );
    const until = row?.locked_until ? new Date(row.locked_until) : null;
    return until && until.getTime() > nowMs() ? until : null;
  }

  /** Counts one failure; returns the end of the lock when this failure starts one, else null. */
  async function recordFailure(account: string): Promise<Date | null> {
    return sequelize.transaction(async (transaction) => {
      const at = new Date(nowMs());
      await sequelize.query(
        `INSERT INTO login_locks (account, failures, window_started_at, locked_until)
         VALUES (:account, 0, :at, NULL) ON CONFLICT (account) DO NOTHING`,
        { replacements: { account, at }, transaction },
      );
      const [row] = await sequelize.query<LockRow>(
        'SELECT failures, window_started_at, locked_until FROM login_locks WHERE account = :account FOR UPDATE',
        { replacements: { account }, type: QueryTypes.SELECT, transaction },
      );
      const lockedUntilMs = row.locked_until ? new Date(row.locked_until).getTime() : null;
      // Already locked: tries are refused before they are checked, so this is a race; count nothing more.
      if (lockedUntilMs !== null && lockedUntilMs > at.getTime()) return null;
      const fresh = lockedUntilMs !== null || at.getTime() - new Date(row.window_started_at).getTime() > WINDOW_MS;
      const failures = fresh ? 1 : row.failures + 1;
      const until = failures >= LOCK_FAILURES ? new Date(at.getTime() + LOCK_MS) : null;
      await sequelize.query(
        `UPDATE login_locks SET failures = :failures, window_started_at = :windowStart, locked_until = :until
         WHERE account = :account`,
        {
          replacements: { account, failures, windowStart: fresh ? at : row.window_started_at, until },
          transaction,
        },
      );
      return until;
    });
  }

  /** After a success: the count starts again (a running lock stays; a locked account's tries never get here). */
  async function clear(account: string): Promise<void> {
    await sequelize.query(
      'DELETE FROM login_locks WHERE account = :account AND (locked_until IS NULL OR locked_until <= :at)',
      { replacements: { account, at: new Date(nowMs()) } },
    );
  }

  return { lockedUntil, recordFailure, clear };
}
