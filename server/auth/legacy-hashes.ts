// The password hashes of the old sites a school moves in from, each checked the way its own software checks it:
// PBKDF2 written as `algo:iterations:salt:base64 key` (Gnuboard5's create_hash and Rhymix's pbkdf2 alike: the salt's
// text itself is the salt, the key as long as the stored one), MySQL's PASSWORD() and OLD_PASSWORD(), bcrypt
// (bcryptjs), and XE 1.x's unsalted md5 and sha1 hex digests.
import { createHash, pbkdf2, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import bcrypt from 'bcryptjs';

const pbkdf2Async = promisify(pbkdf2);

export const sameText = (a: string, b: string): boolean => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

const PBKDF2 = /^(sha1|sha256|sha512):(\d{1,7}):([^:]+):([A-Za-z0-9+/]+={0,2})$/i;

export const isPbkdf2 = (h: string): boolean => PBKDF2.test(h);

export async function checkPbkdf2(hash: string, password: string): Promise<boolean> {
  const m = PBKDF2.exec(hash);
  if (!m) return false;
  const [, algo, iterations, salt, key] = m;
  const expected = Buffer.from(key, 'base64');
  const count = Number(iterations);
  if (!expected.length || expected.length > 64 || count < 1 || count > 1_000_000) return false;
  const got = await pbkdf2Async(password, salt, count, expected.length, algo.toLowerCase());
  return timingSafeEqual(got, expected);
}

/** MySQL 4.1+ PASSWORD(): '*' and the upper-case hex of SHA1(SHA1(password)). */
export function mysqlPassword(password: string): string {
  const inner = createHash('sha1').update(password, 'utf8').digest();
  return `*${createHash('sha1').update(inner).digest('hex').toUpperCase()}`;
}

/**
 * MySQL 3.23's OLD_PASSWORD(): two 31-bit sums over the password's bytes (spaces and tabs skipped), as 16 hex digits.
 * Only the low 31 bits are kept, so 32-bit arithmetic gives what MySQL's 64-bit longs give.
 */
export function mysqlOldPassword(password: string): string {
  let nr = 1345345333;
  let add = 7;
  let nr2 = 0x12345671;
  for (const byte of Buffer.from(password, 'utf8')) {
    if (byte === 0x20 || byte === 0x09) continue;
    nr = (nr ^ (Math.imul((nr & 63) + add, byte) + (nr << 8))) >>> 0;
    nr2 = (nr2 + ((nr2 << 8) ^ nr)) >>> 0;
    add += byte;
  }
  const hex = (n: number) => (n & 0x7fffffff).toString(16).padStart(8, '0');
  return hex(nr) + hex(nr2);
}

export const isBcrypt = (h: string): boolean => /^\$2[aby]\$\d{2}\$[./A-Za-z0-9]{53}$/.test(h);

export async function checkBcrypt(hash: string, password: string): Promise<boolean> {
  // PHP's $2y$ is the same algorithm as $2b$; bcryptjs reads it as written.
  return bcrypt.compare(password, hash).catch(() => false);
}

export const hexDigest = (algo: 'md5' | 'sha1', text: string): string =>
  createHash(algo).update(text, 'utf8').digest('hex');
