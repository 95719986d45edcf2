// Time-based one-time passwords (RFC 6238: SHA-1, 6 digits, 30-second steps, what every authenticator app reads)
// with `otpauth`. A code is accepted for the step before, the current step and the next one (clock drift), and only
// for a step later than the last one accepted for that account, so a code seen over a shoulder cannot be replayed.
import { Secret, TOTP } from 'otpauth';
import { nowMs } from '../../domain/clock.js';

export const TOTP_PERIOD_SECONDS = 30;
const ISSUER = '중소기업대학원 관리자';

function totp(secret: string, label = 'staff'): TOTP {
  return new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });
}

/** A new random secret (160 bits), base32 as authenticator apps expect. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// URI an authenticator app reads from a QR code. */
export function totpUri(secret: string, label: string): string {
  return totp(secret, label).toString();
}

/** The time step an instant falls in. */
export function totpStep(atMs: number = nowMs()): number {
  return Math.floor(atMs / 1000 / TOTP_PERIOD_SECONDS);
}

/** The code for an instant (tests and the enrolment check use it). */
export function totpCode(secret: string, atMs: number = nowMs()): string {
  return totp(secret).generate({ timestamp: atMs });
}

/**
 * The step `code` belongs to when it is right now (±1 step) and later than `lastStep`; null otherwise. The caller
 * stores the step it gets back (atomically, compared with lastStep) before it counts the login.
 */
export function verifyTotp(
  secret: string,
  code: string,
  lastStep: number | null,
  atMs: number = nowMs(),
): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totp(secret).validate({ token: code, timestamp: atMs, window: 1 });
  if (delta === null) return null;
  const step = totpStep(atMs) + delta;
  return lastStep !== null && step <= lastStep ? null : step;
}
