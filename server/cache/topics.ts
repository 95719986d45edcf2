// What a published change can alter, so a cache drops only what read it. A cached page (and a kept count) says what
// it read, as topics: `posts:<board>` (the published posts of one board, with their files), `popups`, `rounds`,
// `pages` (페이지 관리 and the privacy policy's versions).
// A change is announced as a string (it travels by NOTIFY): `posts:<board>` alters that board's topic only,
// `popups`, `rounds` and `pages` their own; every other kind — settings, boards, the clock, a reconnect, and any kind added
// later — may alter anything and empties everything, as does a cached value that did not say what it read.

/** A cached value's reads; undefined: unknown, so every change drops it. */
export type Reads = readonly string[] | undefined;

const SCOPED = new Set(['popups', 'rounds', 'pages']);

/** The topics a change announced as `what` alters, or null when it may alter anything. */
export function changedTopics(what: string): readonly string[] | null {
  if (SCOPED.has(what)) return [what];
  if (/^posts:[a-z][a-z0-9_]{1,39}$/.test(what)) return [what];
  return null;
}

/** Whether something that read `reads` is stale after a change that altered `changed` (null: anything). */
export function isStale(reads: Reads, changed: readonly string[] | null): boolean {
  if (!changed || !reads) return true;
  return reads.some((r) => changed.includes(r));
}

/** The topic of one board's published posts. */
export const postsOf = (board: string): string => `posts:${board}`;

/** The kind of a change without its scope (`posts:notice` → `posts`), for listeners that care about kinds. */
export const kindOf = (what: string): string => what.split(':', 1)[0];
