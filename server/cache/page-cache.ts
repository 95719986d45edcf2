// Rendered public pages kept as they go on the wire (page-entry.ts: bytes and response head per coding, an ETag),
// served from memory until a published change (publish.ts) that alters what they were rendered from: each page says
// what it read (topics.ts), so a post on one board drops that board's pages and the home page, not the intro pages.
// Every visitor gets the same HTML (per-user bits are client-side).
// Writes do not stall reads: a change that names what it altered (a board's posts, popups, rounds, pages) renders
// again, off the request path, each page it makes stale that was read since its last render, and swaps the new one
// in when it is ready; until then visitors get the page as it was a moment before the write. The process that took
// the write waits for those renders before it answers, so staff see their change on the next click. Pages nobody
// read since their last render, and every page on a change that does not say what it altered, are dropped.
import type { Request, Response } from 'express';
import { buildEntry, sendEntry, upgradeEntry, type Entry, type RenderedPage } from './page-entry.js';
import type { SiteChanges } from './site-events.js';
import { changedTopics, isStale, type Reads } from './topics.js';
import { nowMs } from '../../domain/clock.js';

export { sendEntry, type Entry, type RenderedPage };

const MAX_ENTRIES = 2_000;
const MAX_TRANSIENT = 300;
/** A site page still cached this long after its render gets its best-ratio compression. */
export const UPGRADE_AFTER_MS = 3_000;
/** How long a change waits for its pages to be rendered again; those still waiting then are dropped instead. */
export const REFRESH_WAIT_MS = 2_000;
/** How long a queued render again waits for the renders visitors are waiting for. */
export const ON_DEMAND_FIRST_MS = 250;
/** A render again that takes longer than this is given up (the page is dropped and rendered on demand). */
const REFRESH_RENDER_MS = 10_000;

/** Resolves when `work` does or after `ms`, whichever comes first; the timer goes either way. */
async function atMost(work: Promise<unknown>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([work, new Promise((r) => (timer = setTimeout(r, ms)))]);
  clearTimeout(timer);
}

export class PageCache {
  private entries = new Map<string, Entry>();
  private transient = new Map<string, Entry>();
  /** Renders under way: a burst of requests for a page that was just invalidated renders it once. */
  private pending = new Map<string, Promise<Entry>>();
  private generation = 0;
  /** The refresh under way of each key; one a later change made stale is thrown away when it finishes. */
  private refreshing = new Map<string, symbol>();
  /** The pages to render again, one at a time, and the entry each replaces. */
  private queue = new Map<string, [Map<string, Entry>, Entry]>();
  private draining: Promise<void> | null = null;
  /** Requests answered from the cache, and pages rendered because it did not hold them (for /metrics). */
  cacheHits = 0;
  cacheMisses = 0;
  /** Told of each page serve() has written (the composition counts visits there: server/request-watch.ts). */
  sent?: (req: Request, res: Response, entry: Entry) => void;

  constructor(events: SiteChanges) {
    events.subscribe((what) => this.changed(what));
  }

  /** Renders again, or drops, every page that read what the change altered (drops all, for one that does not say). */
  private changed(what: string): Promise<void> {
    // A render under way may have read the old content: it is served once and kept not.
    this.generation += 1;
    this.pending.clear();
    const topics = changedTopics(what);
    if (!topics) {
      this.entries.clear();
      this.transient.clear();
      this.queue.clear();
      this.refreshing.clear();
      return Promise.resolve();
    }
    const mine: [Map<string, Entry>, string, Entry][] = [];
    for (const pool of [this.entries, this.transient])
      for (const [key, entry] of pool) {
        if (!isStale(entry.reads, topics)) continue;
        this.refreshing.delete(key);
        if (entry.hits > 0 && entry.render) {
          this.queue.set(key, [pool, entry]);
          mine.push([pool, key, entry]);
        } else pool.delete(key);
      }
    if (!mine.length) return Promise.resolve();
    // Bounded: under a burst of writes the queue may not empty soon; what this change made stale and is not rendered
    // again within REFRESH_WAIT_MS goes, so no page is served stale for longer, and the writer never waits longer.
    return atMost(this.drain(), REFRESH_WAIT_MS).then(() => {
      for (const [pool, key, entry] of mine)
        if (pool.get(key) === entry) {
          pool.delete(key);
          this.queue.delete(key);
          this.refreshing.delete(key);
        }
    });
  }

  /**
   * Renders the queued pages one after another, letting the requests waiting meanwhile go first after each (a
   * burst of renders would hold them all), and a page a visitor waits for (rendered on demand) before the next one:
   * the queued pages are served as they were meanwhile. Resolves when the queue is empty.
   */
  private drain(): Promise<void> {
    this.draining ??= (async () => {
      // After every other listener of this change has run (the counts and settings kept elsewhere drop first).
      await new Promise((r) => setImmediate(r));
      for (;;) {
        // Pages visitors wait for (rendered on demand) first, ON_DEMAND_FIRST_MS at most before each queued page.
        if (this.pending.size) await atMost(Promise.allSettled([...this.pending.values()]), ON_DEMAND_FIRST_MS);
        const next = this.queue.entries().next();
        if (next.done) {
          this.draining = null;
          return;
        }
        const [key, [pool, old]] = next.value;
        this.queue.delete(key);
        await this.refresh(pool, key, old);
        await new Promise((r) => setImmediate(r));
      }
    })();
    return this.draining;
  }

  private async refresh(pool: Map<string, Entry>, key: string, old: Entry): Promise<void> {
    if (pool.get(key) !== old) return;
    const token = Symbol(key);
    this.refreshing.set(key, token);
    const current = () => this.refreshing.get(key) === token && pool.get(key) === old;
    try {
      let timer: NodeJS.Timeout | undefined;
      const page = await Promise.race([
        old.render!(),
        new Promise<never>(
          (_, reject) => (timer = setTimeout(() => reject(new Error('slow')), REFRESH_RENDER_MS).unref()),
        ),
      ]).finally(() => clearTimeout(timer));
      if (!current()) return;
      if (page.status !== 200) pool.delete(key);
      else {
        const entry = buildEntry(page, { reads: page.reads ?? old.reads, render: old.render });
        pool.set(key, entry);
        if (pool === this.entries) this.upgradeLater(pool, key, entry);
      }
    } catch {
      // Gone since (a deleted post's page): the next request renders it, or answers 404, on its own.
      if (current()) pool.delete(key);
    } finally {
      if (this.refreshing.get(key) === token) this.refreshing.delete(key);
    }
  }

  /** Site pages held (transient search pages are counted apart). */
  get size(): number {
    return this.entries.size;
  }

  get transientSize(): number {
    return this.transient.size;
  }

  /** The fresh entry stored under exactly this key, if any (the fast path looks up the request URL). */
  lookup(key: string): Entry | undefined {
    let pool = this.entries;
    let entry = pool.get(key);
    if (!entry) {
      pool = this.transient;
      entry = pool.get(key);
    }
    // Most pages never expire by themselves: they skip reading the clock (a Date per call).
    if (!entry) return undefined;
    if (entry.expiresAt !== Infinity && entry.expiresAt <= nowMs()) {
      pool.delete(key);
      return undefined;
    }
    entry.hits += 1;
    this.cacheHits += 1;
    return entry;
  }

  /** Best-ratio compression for a page that outlives UPGRADE_AFTER_MS: not for one a write replaces at once. */
  private upgradeLater(pool: Map<string, Entry>, key: string, entry: Entry): void {
    setTimeout(() => {
      if (pool.get(key) === entry) upgradeEntry(entry);
    }, UPGRADE_AFTER_MS).unref();
  }

  /**
   * Serves key from the cache, rendering on a miss (its best compression follows off the request's path).
   * reads: what the page is rendered from (topics.ts); left out, every change drops it.
   * transient: a visitor's free-text search — endless keys, a few asked often. Those pages live in a small
   * pool of their own and are compressed quickly on first demand, so a flood of random searches neither
   * evicts the site's pages nor ties the process up in maximum-strength compression.
   */
  async serve(
    req: Request,
    res: Response,
    key: string,
    render: () => Promise<RenderedPage>,
    opts: { transient?: boolean; reads?: Reads } = {},
  ): Promise<void> {
    const entry = this.lookup(key) ?? (await this.fill(key, render, opts.transient === true, opts.reads));
    sendEntry(req, res, entry);
    this.sent?.(req, res, entry);
  }

  private fill(key: string, render: () => Promise<RenderedPage>, transient: boolean, reads: Reads): Promise<Entry> {
    const inFlight = this.pending.get(key);
    if (inFlight) return inFlight;
    this.cacheMisses += 1;
    const gen = this.generation;
    const job = render()
      .then((page) => {
        const entry = buildEntry(page, { reads: page.reads ?? reads, render });
        // A write that landed while we rendered makes this page stale: serve it once, keep it not.
        if (gen === this.generation && page.status === 200) {
          const pool = transient ? this.transient : this.entries;
          if (pool.size >= (transient ? MAX_TRANSIENT : MAX_ENTRIES)) pool.delete(pool.keys().next().value as string);
          pool.set(key, entry);
          if (!transient) this.upgradeLater(pool, key, entry);
        }
        return entry;
      })
      .finally(() => {
        if (this.pending.get(key) === job) this.pending.delete(key);
      });
    this.pending.set(key, job);
    return job;
  }
}
