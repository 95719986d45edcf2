// Counts and page anchors kept until the next site change: lists never COUNT(*) everything per request.
// Every write goes through the publish step, which every process hears (LISTEN/NOTIFY), so a kept value is never stale for long.
import type { SiteChanges } from '../../cache/site-events.js';

const MAX_ENTRIES = 1_000;

export class Memo {
  private entries = new Map<string, Promise<unknown>>();
  private generation = 0;

  constructor(events?: SiteChanges) {
    events?.subscribe(() => this.clear());
  }

  private clear(): void {
    this.generation += 1;
    this.entries.clear();
  }

  /** The value for key, computing it once; a failure is not kept. */
  get<T>(key: string, compute: () => Promise<T>): Promise<T> {
    const hit = this.entries.get(key);
    if (hit) return hit as Promise<T>;
    const gen = this.generation;
    const p = compute().catch((err) => {
      if (this.entries.get(key) === p) this.entries.delete(key);
      throw err;
    });
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(key, p);
    // A write that landed while we computed: keep the answer for this caller only.
    void p.then(
      () => {
        if (gen !== this.generation && this.entries.get(key) === p) this.entries.delete(key);
      },
      () => undefined,
    );
    return p;
  }
}
