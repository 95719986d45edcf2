// Password hashes carried over from an imported Gnuboard5 site, tagged `gnuboard5$…` so they are never taken for
// ours: PBKDF2 as Gnuboard5 writes it (`sha256:12000:<salt>:<base64 key>`, the salt's text itself the salt) and MySQL's
// PASSWORD() (`*` and 40 hex digits). Checked only at the open of a question, then replaced by our argon2id hash.
import { createHash, pbkdf2Sync, timingSafeEqual } from 'node:crypto';

export const LEGACY_PREFIX = 'gnuboard5$';

export const isLegacyHash = (h: string | null): h is string => !!h && h.startsWith(LEGACY_PREFIX);

/** The tagged form of an old site's hash, or null when it is no format we can check. */
export function tagLegacyHash(raw: string): string | null {
  const h = raw.trim();
  if (/^\*[0-9A-F]{40}$/i.test(h)) return LEGACY_PREFIX + h.toUpperCase();
  const p = h.split(':');
  if (p.length === 4 && /^(sha256|sha1|sha512)$/i.test(p[0]) && /^\d{1,7}$/.test(p[1]) && p[3])
    return LEGACY_PREFIX + h;
  return null;
}

export function verifyLegacyPassword(tagged: string, password: string): boolean {
  const h = tagged.slice(LEGACY_PREFIX.length);
  if (h.startsWith('*')) {
    const inner = createHash('sha1').update(password, 'utf8').digest();
    const outer = createHash('sha1').update(inner).digest('hex').toUpperCase();
    return timingSafeEqual(Buffer.from(`*${outer}`), Buffer.from(h.length === 41 ? h : `*${'0'.repeat(40)}`));
  }
  const [algo, iterations, salt, key] = h.split(':');
  const expected = Buffer.from(key, 'base64');
  const count = Number(iterations);
  if (!expected.length || count < 1 || count > 1_000_000) return false;
  const got = pbkdf2Sync(password, salt, count, expected.length, algo.toLowerCase());
  return timingSafeEqual(got, expected);
}
