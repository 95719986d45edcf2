// What a page view is counted under, read from the request's headers alone: whether it is a person's browser at all
// (known bots and crawlers by their User-Agent, `isbot`; a request with none is no browser), the device class, the
// visitor's first language and the referring site's host. Nothing here is stored per visitor. The answers for a
// User-Agent or an Accept-Language are remembered (a few hundred distinct values cover nearly every visit), so a
// counted view costs a map look-up, not a regular expression (`npm run bench`).
import { isbot } from 'isbot';
import { VISIT_DEVICES, type VisitDevice } from '../../domain/visits.js';

export type Device = VisitDevice;
export const DEVICES: readonly Device[] = VISIT_DEVICES;

/** null: not counted (a bot, or no browser). */
export type Agent = { device: Device } | null;

const MAX_REMEMBERED = 1_000;
const agents = new Map<string, Agent>();
const langs = new Map<string, string>();
const referrers = new Map<string, { host: string | undefined; value: string }>();

function remember<T>(map: Map<string, T>, key: string, value: T): T {
  if (map.size >= MAX_REMEMBERED) map.clear();
  map.set(key, value);
  return value;
}

const TABLET = /iPad|Tablet|PlayBook|Silk|Kindle|(Android(?!.*Mobile))/i;
const MOBILE = /Mobi|iPhone|iPod|Android|Windows Phone|BlackBerry|Opera Mini/i;

export function deviceOf(ua: string): Device {
  if (TABLET.test(ua)) return 'tablet';
  if (MOBILE.test(ua)) return 'mobile';
  return 'desktop';
}

/** The browser behind a User-Agent, or null for a bot (or no User-Agent). */
export function agentOf(ua: string | undefined): Agent {
  if (!ua) return null;
  const known = agents.get(ua);
  if (known !== undefined) return known;
  return remember(agents, ua, isbot(ua) ? null : { device: deviceOf(ua) });
}

/** The visitor's first language ('ko', 'zh', 'en', …, two letters), or '' when the browser names none. */
export function langOf(acceptLanguage: string | undefined): string {
  if (!acceptLanguage) return '';
  const known = langs.get(acceptLanguage);
  if (known !== undefined) return known;
  const first = /^\s*([a-zA-Z]{2,3})\b/.exec(acceptLanguage)?.[1]?.toLowerCase() ?? '';
  return remember(langs, acceptLanguage, first.length <= 3 ? first : '');
}

/**
 * The referring host: '' for none, '-' for this site itself (`host` is the request's Host), else the other site's
 * host name (lower case, without port). Only the host: never the path or query, which may carry a search or a name.
 */
export function referrerOf(referer: string | undefined, host: string | undefined): string {
  if (!referer) return '';
  const known = referrers.get(referer);
  if (known && known.host === host) return known.value;
  return remember(referrers, referer, { host, value: hostOf(referer, host) }).value;
}

function hostOf(referer: string, host: string | undefined): string {
  const start = referer.indexOf('//');
  if (start < 0) return '';
  let end = referer.length;
  for (let i = start + 2; i < referer.length; i++) {
    const c = referer.charCodeAt(i);
    // '/', '?', '#'
    if (c === 47 || c === 63 || c === 35) {
      end = i;
      break;
    }
  }
  let authority = referer.slice(start + 2, end);
  const at = authority.lastIndexOf('@');
  if (at >= 0) authority = authority.slice(at + 1);
  if (host && authority.toLowerCase() === host.toLowerCase()) return '-';
  const hostname = authority.startsWith('[') ? authority.slice(0, authority.indexOf(']') + 1) : authority.split(':')[0];
  if (!hostname || hostname.length > 253) return '';
  const lower = hostname.toLowerCase();
  if (host && lower === host.toLowerCase().split(':')[0]) return '-';
  return lower;
}
