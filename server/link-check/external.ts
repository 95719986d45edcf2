// External links, checked politely: HEAD first, then GET when HEAD is refused (405, 501, or a HEAD the server drops
// or forbids), each with a timeout and the checker's own User-Agent; at most `concurrency` requests at once and
// one request per host every `hostPaceMs`. A link that fails is asked once more after `recheckDelayMs` before it is
// called broken, so a moment's outage is not reported. A staff member's link never makes the checker knock inside
// our network: every host on the way (redirects are followed one by one) must resolve to public unicast addresses
// only, else the link is reported as 'private' without a request. Only the status is kept of any answer.
import { lookup } from 'node:dns/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import ipaddr from 'ipaddr.js';
import type { LinkFailure } from '../../domain/link-checks.js';

export interface ExternalOptions {
  timeoutMs: number;
  concurrency: number;
  hostPaceMs: number;
  recheckDelayMs: number;
  userAgent: string;
  /** Test only, never from the environment: exact origins (`http://127.0.0.1:<port>`) allowed at a loopback address. */
  allowedTestOrigins?: readonly string[];
  /** Ends the check early (the process is stopping): the run fails instead of holding the shutdown. */
  signal?: AbortSignal;
}

/** The HTTP status as digits, or why none came. */
export type ExternalAnswer = { ok: true } | { ok: false; status: string };

/** HEAD answers that mean "ask with GET": not allowed, not implemented, or refused to a HEAD only. */
const HEAD_REFUSED = new Set([400, 403, 405, 406, 501]);
const MAX_REDIRECTS = 5;

/** Whether every address the URL's host resolves to is public unicast (or the origin is an allowed test one). */
async function publicHost(url: URL, o: ExternalOptions): Promise<boolean> {
  if ((o.allowedTestOrigins ?? []).includes(url.origin)) return true;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: string[];
  try {
    addresses = ipaddr.isValid(host)
      ? [host]
      : (await lookup(host, { all: true, verbatim: true })).map((a) => a.address);
  } catch {
    // A host that does not resolve is unreachable; the request says so.
    return true;
  }
  return addresses.every((a) => ipaddr.isValid(a) && ipaddr.process(a).range() === 'unicast');
}

/** Keeps one request per host every `paceMs`: `wait(host)` resolves at that host's next free slot. */
class HostPace {
  private next = new Map<string, number>();
  constructor(private readonly paceMs: number) {}
  async wait(host: string): Promise<void> {
    const at = performance.now();
    const slot = Math.max(at, this.next.get(host) ?? 0);
    this.next.set(host, slot + this.paceMs);
    if (slot > at) await sleep(slot - at);
  }
}

async function request(address: string, method: 'HEAD' | 'GET', o: ExternalOptions): Promise<number | LinkFailure> {
  const timeout = AbortSignal.timeout(o.timeoutMs);
  const signal = o.signal ? AbortSignal.any([o.signal, timeout]) : timeout;
  try {
    let url = new URL(address);
    for (let hop = 0; ; hop++) {
      if (!(await publicHost(url, o))) return 'private';
      const res = await fetch(url, {
        method,
        redirect: 'manual',
        headers: { 'User-Agent': o.userAgent, Accept: '*/*' },
        signal,
      });
      // The body is not read: the status is the answer.
      await res.body?.cancel().catch(() => undefined);
      const next = res.headers.get('location');
      if (res.status < 300 || res.status >= 400 || !next || hop >= MAX_REDIRECTS) return res.status;
      url = new URL(next, url);
      if (url.protocol !== 'http:' && url.protocol !== 'https:') return res.status;
    }
  } catch (err) {
    const name = (err as { name?: string }).name;
    return name === 'TimeoutError' || name === 'AbortError' ? 'timeout' : 'unreachable';
  }
}

async function checkOnce(url: string, pace: HostPace, o: ExternalOptions): Promise<ExternalAnswer> {
  const host = new URL(url).host;
  await pace.wait(host);
  let answer = await request(url, 'HEAD', o);
  if (answer === 'unreachable' || (typeof answer === 'number' && HEAD_REFUSED.has(answer))) {
    await pace.wait(host);
    answer = await request(url, 'GET', o);
  }
  if (typeof answer === 'number' && answer < 400) return { ok: true };
  return { ok: false, status: String(answer) };
}

/** Checks every address (absolute http(s) URLs) and answers each one's outcome after its re-check. */
export async function checkExternal(urls: readonly string[], o: ExternalOptions): Promise<Map<string, ExternalAnswer>> {
  const pace = new HostPace(o.hostPaceMs);
  const answers = new Map<string, ExternalAnswer>();
  const pool = async (list: readonly string[], run: (url: string) => Promise<void>) => {
    let i = 0;
    const worker = async () => {
      while (i < list.length) {
        o.signal?.throwIfAborted();
        await run(list[i++]);
      }
    };
    await Promise.all(Array.from({ length: Math.max(1, Math.min(o.concurrency, list.length)) }, worker));
  };
  await pool(urls, async (url) => {
    answers.set(url, await checkOnce(url, pace, o));
  });
  const failed = urls.filter((u) => !answers.get(u)!.ok);
  if (failed.length) {
    await sleep(o.recheckDelayMs, undefined, { signal: o.signal });
    await pool(failed, async (url) => {
      answers.set(url, await checkOnce(url, pace, o));
    });
  }
  return answers;
}
