// External links, checked politely: HEAD first, then GET when HEAD is refused (405, 501, or a HEAD the server drops
// or forbids), each with a timeout and the checker's own User-Agent; at most `concurrency` requests at once and
// one request per host every `hostPaceMs`. A link that fails is asked once more after `recheckDelayMs` before it is
// called broken, so a moment's outage is not reported.
import { setTimeout as sleep } from 'node:timers/promises';
import type { LinkFailure } from '../../domain/link-checks.js';

export interface ExternalOptions {
  timeoutMs: number;
  concurrency: number;
  hostPaceMs: number;
  recheckDelayMs: number;
  userAgent: string;
  /** Ends the check early (the process is stopping): the run fails instead of holding the shutdown. */
  signal?: AbortSignal;
}

/** The HTTP status as digits, or why none came. */
export type ExternalAnswer = { ok: true } | { ok: false; status: string };

/** HEAD answers that mean "ask with GET": not allowed, not implemented, or refused to a HEAD only. */
const HEAD_REFUSED = new Set([400, 403, 405, 406, 501]);

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

async function request(url: string, method: 'HEAD' | 'GET', o: ExternalOptions): Promise<number | LinkFailure> {
  try {
    const res = await fetch(url, {
      method,
      redirect: 'follow',
      headers: { 'User-Agent': o.userAgent, Accept: '*/*' },
      signal: o.signal
        ? AbortSignal.any([o.signal, AbortSignal.timeout(o.timeoutMs)])
        : AbortSignal.timeout(o.timeoutMs),
    });
    // The body is not read: the status is the answer.
    await res.body?.cancel().catch(() => undefined);
    return res.status;
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
