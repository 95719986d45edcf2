// Who may read /metrics: a client whose address is in METRICS_ALLOW (addresses or CIDR ranges, comma-separated; the
// address as TRUST_PROXY lets Express see it), or a request with `Authorization: Bearer <METRICS_TOKEN>`. With
// neither set nobody may: the figures say how busy the school's site is and which jobs fail, which is no one's
// business outside its operators.
import { createHash, timingSafeEqual } from 'node:crypto';
import ipaddr from 'ipaddr.js';

export type AddressRange = [ipaddr.IPv4 | ipaddr.IPv6, number];

/** METRICS_ALLOW's ranges; throws with the entry that is not an address or a range. */
export function parseAllowList(value: string | undefined): AddressRange[] {
  const ranges: AddressRange[] = [];
  for (const raw of (value ?? '').split(',')) {
    const item = raw.trim();
    if (!item) continue;
    if (item.includes('/')) {
      if (!ipaddr.isValidCIDR(item)) throw new Error(item);
      ranges.push(ipaddr.parseCIDR(item));
    } else {
      if (!ipaddr.isValid(item)) throw new Error(item);
      const addr = ipaddr.process(item);
      ranges.push([addr, addr.kind() === 'ipv4' ? 32 : 128]);
    }
  }
  return ranges;
}

export function addressAllowed(address: string | undefined, ranges: readonly AddressRange[]): boolean {
  if (!address || !ranges.length || !ipaddr.isValid(address)) return false;
  // ::ffff:127.0.0.1 is 127.0.0.1.
  const addr = ipaddr.process(address);
  return ranges.some(([range, bits]) => addr.kind() === range.kind() && addr.match(range, bits));
}

const digest = (s: string) => createHash('sha256').update(s).digest();

/** The bearer token matches (compared in constant time). */
export function tokenAllowed(authorization: string | undefined, token: string | undefined): boolean {
  if (!token || !authorization) return false;
  const m = /^Bearer\s+(\S+)\s*$/i.exec(authorization);
  return m ? timingSafeEqual(digest(m[1]!), digest(token)) : false;
}
