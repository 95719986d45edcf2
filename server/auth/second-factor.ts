// The second factor of a login: a TOTP code from the phone, or one of the ten recovery codes for a lost phone.
// Each is accepted once: a TOTP step is stored only when it is later than the stored one (one UPDATE, so two logins
// racing with the same code cannot both pass), a recovery code is marked used the same way. Recovery codes are
// random (about 50 bits), so a SHA-256 of them is kept, never the code.
import { createHash, randomInt } from 'node:crypto';
import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import type { User } from '../../db/models/index.js';
import { now } from '../../domain/clock.js';
import { verifyTotp } from './totp.js';

export const RECOVERY_CODE_COUNT = 10;
// No 0/o, 1/l/i: a code copied from paper reads one way only.
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

const normalize = (code: string) => code.toLowerCase().replace(/[\s-]/g, '');
const hashCode = (code: string) => createHash('sha256').update(normalize(code)).digest('hex');

/** A recovery code as shown: two groups of five, e.g. "k7m2q-9xfha". */
export function newRecoveryCode(): string {
  const chars = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]);
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
}

/** Deletes the account's recovery codes (a reset, or before a new set). */
export async function deleteRecoveryCodes(sequelize: Sequelize, userId: number, transaction?: Transaction) {
  await sequelize.query('DELETE FROM otp_recovery_codes WHERE user_id = :userId', {
    replacements: { userId },
    transaction,
  });
}

/** A new set of recovery codes in place of the old ones; the codes are returned once and kept only hashed. */
export async function replaceRecoveryCodes(
  sequelize: Sequelize,
  userId: number,
  transaction?: Transaction,
): Promise<string[]> {
  const codes = new Set<string>();
  while (codes.size < RECOVERY_CODE_COUNT) codes.add(newRecoveryCode());
  await deleteRecoveryCodes(sequelize, userId, transaction);
  const list = [...codes];
  await sequelize.query(
    `INSERT INTO otp_recovery_codes (user_id, code_hash, created_at) VALUES ${list.map(() => '(?, ?, ?)').join(', ')}`,
    { replacements: list.flatMap((c) => [userId, hashCode(c), now()]), transaction },
  );
  return list;
}

/** How many unused recovery codes the account has left. */
export async function unusedRecoveryCodes(sequelize: Sequelize, userId: number): Promise<number> {
  const [row] = await sequelize.query<{ n: string }>(
    'SELECT count(*) AS n FROM otp_recovery_codes WHERE user_id = :userId AND used_at IS NULL',
    { replacements: { userId }, type: QueryTypes.SELECT },
  );
  return Number(row?.n ?? 0);
}

async function useRecoveryCode(sequelize: Sequelize, userId: number, code: string): Promise<boolean> {
  const normalized = normalize(code);
  if (!/^[a-z0-9]{10}$/.test(normalized)) return false;
  const rows = await sequelize.query(
    `UPDATE otp_recovery_codes SET used_at = :at
      WHERE user_id = :userId AND code_hash = :hash AND used_at IS NULL RETURNING id`,
    { replacements: { at: now(), userId, hash: hashCode(normalized) }, type: QueryTypes.SELECT },
  );
  return rows.length === 1;
}

/**
 * Stores `step` as the account's last accepted TOTP step if it is later than the stored one; false when another
 * login got there first (the code was replayed).
 */
export async function claimTotpStep(sequelize: Sequelize, user: User, step: number): Promise<boolean> {
  const rows = await sequelize.query(
    `UPDATE users SET otp_last_step = :step
      WHERE id = :id AND (otp_last_step IS NULL OR otp_last_step < :step) RETURNING id`,
    { replacements: { step, id: user.id }, type: QueryTypes.SELECT },
  );
  if (rows.length !== 1) return false;
  user.setDataValue('otpLastStep', step);
  return true;
}

/** Whether the account's current TOTP code (not used before) is `code`; the step is claimed when it is. */
export async function acceptTotp(sequelize: Sequelize, user: User, code: string): Promise<boolean> {
  if (!user.otpSecret) return false;
  const step = verifyTotp(user.otpSecret, code.replace(/\s/g, ''), user.otpLastStep);
  return step !== null && claimTotpStep(sequelize, user, step);
}

/** The login's second step: a 6-digit TOTP code, or else an unused recovery code (used up by this call). */
export async function acceptSecondFactor(sequelize: Sequelize, user: User, code: string): Promise<boolean> {
  const trimmed = code.replace(/\s/g, '');
  if (/^\d{6}$/.test(trimmed)) return acceptTotp(sequelize, user, trimmed);
  return useRecoveryCode(sequelize, user.id, trimmed);
}
