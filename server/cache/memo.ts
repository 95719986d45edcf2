// Counts and page anchors kept until a site change alters what they were computed from: lists never COUNT(*)
// everything per request. Every write goes through the publish step, which every process hears (LISTEN/NOTIFY),
// so a kept value is never stale for long. A value that says what it read (server/cache/topics.ts) outlives the
// changes that do not touch it; one that does not goes with every change.
import type { SiteChanges } from './site-events.js';
import { changedTopics, isStale, type Reads } from './topics.js';

const MAX_ENTRIES = 1_000;

interface Kept {
  value: Promise<unknown>;
  reads: Reads;
}

export class Memo {
  private entries = new Map<string, Kept>();

  constructor(events?: SiteChanges) {
    events?.subscribe((what) => this.changed(what));
  }

  private changed(what: string): void {
    const topics = changedTopics(what);
    if (!topics) this.entries.clear();
    else for (const [key, kept] of this.entries) if (isStale(kept.reads, topics)) this.entries.delete(key);
  }

  /** The value for key, computing it once; a failure is not kept. reads: what it is computed from (topics.ts). */
  get<T>(key: string, compute: () => Promise<T>, reads?: Reads): Promise<T> {
    const hit = this.entries.get(key);
    if (hit) return hit.value as Promise<T>;
    const p = compute().catch((err) => {
      if (this.entries.get(key)?.value === p) this.entries.delete(key);
      throw err;
    });
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(key, { value: p, reads });
    // Stored before it is computed: a change that lands meanwhile and touches what it read removes it, so the
    // answer goes to this caller only.
    return p;
  }
}
