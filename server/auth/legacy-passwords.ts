// Password hashes carried over from an old site, tagged with the software that wrote them so they are never taken
// for ours: `gnuboard5$…` (PBKDF2 `sha256:12000:…`, MySQL PASSWORD() and OLD_PASSWORD()) and `rhymix$…` (bcrypt,
// PBKDF2 `sha512:…`, XE 1.x's md5 and sha1, and the MySQL ones an XE site may still hold). Each is checked as its
// software checks it (legacy-hashes.ts) and replaced by our argon2id hash at the first right password.
import {
  checkBcrypt,
  checkPbkdf2,
  hexDigest,
  isBcrypt,
  isPbkdf2,
  mysqlOldPassword,
  mysqlPassword,
  sameText,
} from './legacy-hashes.js';

export const LEGACY_SYSTEMS = ['gnuboard5', 'rhymix'] as const;
export type LegacySystem = (typeof LEGACY_SYSTEMS)[number];

/** The tag of Gnuboard5's hashes (imported questions and members). */
export const LEGACY_PREFIX = 'gnuboard5$';
const RHYMIX_PREFIX = 'rhymix$';
const prefixOf = (system: LegacySystem) => (system === 'gnuboard5' ? LEGACY_PREFIX : RHYMIX_PREFIX);

export const isLegacyHash = (h: string | null): h is string =>
  !!h && (h.startsWith(LEGACY_PREFIX) || h.startsWith(RHYMIX_PREFIX));

const MYSQL_NEW = /^\*[0-9A-F]{40}$/i;
const MYSQL_OLD = /^[0-9a-f]{16}$/i;
const MD5 = /^[0-9a-f]{32}$/i;
const SHA1 = /^[0-9a-f]{40}$/i;

function known(system: LegacySystem, h: string): boolean {
  if (MYSQL_NEW.test(h) || MYSQL_OLD.test(h) || isPbkdf2(h)) return true;
  return system === 'rhymix' && (isBcrypt(h) || MD5.test(h) || SHA1.test(h));
}

/** The tagged form of an old site's hash, or null when it is no format we can check. */
export function tagLegacyHash(raw: string, system: LegacySystem = 'gnuboard5'): string | null {
  let h = raw.trim();
  if (MYSQL_NEW.test(h)) h = h.toUpperCase();
  else if (MD5.test(h) || SHA1.test(h) || MYSQL_OLD.test(h)) h = h.toLowerCase();
  return known(system, h) ? prefixOf(system) + h : null;
}

/** Rhymix hashes the password trimmed and with each run of white space made one space. */
const rhymixText = (password: string) =>
  password.replace(/^[ \t\n\r\0\x0B]+|[ \t\n\r\0\x0B]+$/g, '').replace(/[ \t\n\v\f\r]+/g, ' ');

async function check(system: LegacySystem, h: string, password: string): Promise<boolean> {
  if (MYSQL_NEW.test(h)) return sameText(mysqlPassword(password), h);
  if (MYSQL_OLD.test(h)) return sameText(mysqlOldPassword(password), h);
  if (isPbkdf2(h)) return checkPbkdf2(h, password);
  if (system !== 'rhymix') return false;
  if (isBcrypt(h)) return checkBcrypt(h, password);
  if (MD5.test(h))
    // XE 1.x stored md5(password), and some of its sites md5(sha1(md5(password))).
    return (
      sameText(hexDigest('md5', password), h) ||
      sameText(hexDigest('md5', hexDigest('sha1', hexDigest('md5', password))), h)
    );
  if (SHA1.test(h)) return sameText(hexDigest('sha1', password), h);
  return false;
}

/** Whether `password` is the one an old site's tagged hash was made from. */
export async function verifyLegacyPassword(tagged: string, password: string): Promise<boolean> {
  const system = LEGACY_SYSTEMS.find((s) => tagged.startsWith(prefixOf(s)));
  if (!system) return false;
  const h = tagged.slice(prefixOf(system).length);
  if (system === 'gnuboard5') return check(system, h, password);
  // Rhymix's login checks bcrypt against the password as typed and everything else against its normalized form.
  const normalized = rhymixText(password);
  if (await check(system, h, normalized)) return true;
  return isBcrypt(h) && normalized !== password && check(system, h, password);
}
