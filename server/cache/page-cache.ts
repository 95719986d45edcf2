// Rendered public pages kept as they go on the wire (page-entry.ts: bytes and response head per coding, an ETag),
// served from memory until a published change (publish.ts) that alters what they were rendered from: each page says
// what it read (topics.ts), so a post on one board drops that board's pages and the home page, not the intro pages.
// Every visitor gets the same HTML (per-user bits are client-side).
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

export class PageCache {
  private entries = new Map<string, Entry>();
  private transient = new Map<string, Entry>();
  /** Renders under way: a burst of requests for a page that was just invalidated renders it once. */
  private pending = new Map<string, Promise<Entry>>();
  private generation = 0;

  constructor(events: SiteChanges) {
    events.subscribe((what) => this.changed(what));
  }

  /** Drops every page that read what the change altered (everything, for a change that does not say). */
  private changed(what: string): void {
    // A render under way may have read the old content: it is served once and kept not.
    this.generation += 1;
    this.pending.clear();
    const topics = changedTopics(what);
    for (const pool of [this.entries, this.transient]) {
      if (!topics) pool.clear();
      else for (const [key, entry] of pool) if (isStale(entry.reads, topics)) pool.delete(key);
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
    if (entry && entry.expiresAt !== Infinity && entry.expiresAt <= nowMs()) {
      pool.delete(key);
      return undefined;
    }
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
  }

  private fill(key: string, render: () => Promise<RenderedPage>, transient: boolean, reads: Reads): Promise<Entry> {
    const inFlight = this.pending.get(key);
    if (inFlight) return inFlight;
    const gen = this.generation;
    const job = render()
      .then((page) => {
        const entry = buildEntry(page, { reads });
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
