// Fetches an image another site serves, for the editor's import of pasted external images (POST /api/files/import),
// without letting a staff member's URL reach inside our network (SSRF): https on port 443 only, every address the
// host resolves to must be public unicast (no loopback, private, link-local, CGNAT, multicast or reserved range),
// the connection goes to the address that was checked (a second DNS answer cannot swap it: no rebinding), a few
// redirects each checked the same way, a byte cap counted as the body arrives, and one deadline for all of it.
// What comes back is only bytes: store.ts's checkUpload decides by content whether they are an image.
import { lookup as dnsLookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';
import { HttpError, badRequest, payloadTooLarge } from '../http/errors.js';

export interface ImportOptions {
  /**
   * Test only, set by the test app's config and never from the environment or a request: exact origins
   * (`http://127.0.0.1:<port>`) that may be fetched over plain http at a loopback address, for a server the test runs.
   */
  allowedTestOrigins?: readonly string[];
  /** The deadline for the whole fetch, redirects included (tests shorten it). */
  timeoutMs?: number;
}

export const MAX_REDIRECTS = 3;
const TIMEOUT_MS = 10_000;

export interface FetchedImage {
  buffer: Buffer;
  /** The last path segment of the final address (decoded), for the stored file's name. */
  name: string;
}

const refuse = (message: string) => badRequest(`이미지 주소: ${message}`, { url: message });

function parseUrl(raw: string, base?: URL): URL {
  try {
    return new URL(raw, base);
  } catch {
    throw refuse('주소 형식이 올바르지 않습니다. https://로 시작하는 이미지 주소를 넣어주세요.');
  }
}

/** Only public unicast addresses; ipaddr.process turns an IPv4-mapped IPv6 address into the IPv4 one it carries. */
function isPublicAddress(address: string): boolean {
  return ipaddr.isValid(address) && ipaddr.process(address).range() === 'unicast';
}

/** The addresses to connect to, each checked; a test origin skips the range check and nothing else. */
async function checkedAddresses(url: URL, testOrigin: boolean): Promise<{ address: string; family: number }[]> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let found: { address: string; family: number }[];
  if (ipaddr.isValid(host)) found = [{ address: host, family: host.includes(':') ? 6 : 4 }];
  else {
    try {
      found = await dnsLookup(host, { all: true, verbatim: true });
    } catch {
      throw refuse(`${host}: 서버를 찾을 수 없습니다. 주소를 확인해주세요.`);
    }
  }
  // Every answer must be public: a name that also points inside could be answered either way on the next look-up.
  if (!found.length || (!testOrigin && !found.every((a) => isPublicAddress(a.address)))) {
    throw refuse(`${host}: 내부망이나 특수 용도의 주소에 있는 이미지는 가져올 수 없습니다.`);
  }
  return found;
}

function checkTarget(url: URL, opts: ImportOptions): boolean {
  const testOrigin = url.protocol === 'http:' && (opts.allowedTestOrigins ?? []).includes(url.origin);
  if (url.protocol !== 'https:' && !testOrigin) throw refuse('https://로 시작하는 주소만 가져올 수 있습니다.');
  if (url.username || url.password) throw refuse('아이디나 비밀번호가 들어간 주소는 쓸 수 없습니다.');
  if (!testOrigin && url.port !== '') throw refuse('기본 포트(443)가 아닌 주소는 쓸 수 없습니다.');
  return testOrigin;
}

/** A lookup that answers with the address already checked, whatever the resolver would say now. */
function pinned(address: string, family: number): LookupFunction {
  return (_host, options, callback) => {
    if ((options as { all?: boolean }).all) (callback as (e: null, a: object[]) => void)(null, [{ address, family }]);
    else callback(null, address, family);
  };
}

type Step = { redirect: URL } | { buffer: Buffer };

function requestOnce(url: URL, target: { address: string; family: number }, maxBytes: number, signal: AbortSignal) {
  return new Promise<Step>((resolve, reject) => {
    const client = url.protocol === 'https:' ? https : http;
    const req = client.request(url, {
      method: 'GET',
      agent: false,
      lookup: pinned(target.address, target.family),
      headers: {
        accept: 'image/avif,image/webp,image/png,image/jpeg,image/gif;q=0.9',
        'user-agent': 'gsb-image-import',
      },
      signal,
    });
    req.on('error', reject);
    req.on('response', (res) => {
      const status = res.statusCode ?? 0;
      if (status >= 300 && status < 400 && res.headers.location) {
        res.resume();
        resolve({ redirect: parseUrl(res.headers.location, url) });
        return;
      }
      if (status !== 200) {
        res.resume();
        reject(refuse(`이미지를 가져오지 못했습니다 (상대 서버의 응답 ${status}).`));
        return;
      }
      const tooLarge = () =>
        payloadTooLarge(`이미지 주소: 이미지가 너무 큽니다. (최대 ${Math.floor(maxBytes / 1024 / 1024)}MB)`);
      if (Number(res.headers['content-length'] ?? 0) > maxBytes) {
        res.destroy();
        reject(tooLarge());
        return;
      }
      const chunks: Buffer[] = [];
      let size = 0;
      res.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > maxBytes) {
          res.destroy();
          reject(tooLarge());
        } else chunks.push(chunk);
      });
      res.on('error', reject);
      res.on('end', () => resolve({ buffer: Buffer.concat(chunks) }));
    });
    req.end();
  });
}

function nameOf(url: URL): string {
  const last = url.pathname.split('/').filter(Boolean).pop() ?? '';
  try {
    return decodeURIComponent(last) || 'image';
  } catch {
    return last || 'image';
  }
}

/** Fetches `raw` under the rules above; throws a Korean 400/413 for every refusal and every failure. */
export async function fetchExternalImage(
  raw: string,
  maxBytes: number,
  opts: ImportOptions = {},
): Promise<FetchedImage> {
  const timeoutMs = opts.timeoutMs ?? TIMEOUT_MS;
  const signal = AbortSignal.timeout(timeoutMs);
  let url = parseUrl(raw.trim());
  for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
    const testOrigin = checkTarget(url, opts);
    const [target] = await checkedAddresses(url, testOrigin);
    let step: Step;
    try {
      step = await requestOnce(url, target, maxBytes, signal);
    } catch (err) {
      if (err instanceof HttpError) throw err;
      if (signal.aborted)
        throw refuse(`상대 서버가 ${Math.round(timeoutMs / 1000)}초 안에 이미지를 보내지 않았습니다.`);
      throw refuse('상대 서버에 연결하지 못했습니다. 주소를 확인하거나 이미지를 내려받아 올려주세요.');
    }
    if ('buffer' in step) return { buffer: step.buffer, name: nameOf(url) };
    url = step.redirect;
  }
  throw refuse(`다른 주소로 ${MAX_REDIRECTS}번 넘게 옮겨 가는 이미지는 가져올 수 없습니다.`);
}
