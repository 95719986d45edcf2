// What a published change can alter, so a cache drops only what read it. A cached page (and a kept count) says what
// it read, as topics: `posts:<board>` (the published posts of one board, with their files), `post:<board>:…` (a
// post's page: the span of the timeline it shows), `popups`, `rounds`, `pages` (페이지 관리 and the privacy
// policy's versions), `faqs` (자주 묻는 질문).
// A change is announced as a string (it travels by NOTIFY): `posts:<board>` alters that board's topic only,
// `popups`, `rounds` and `pages` their own; every other kind — settings, boards, the clock, a reconnect, and any kind added
// later — may alter anything and empties everything, as does a cached value that did not say what it read.

/** A cached value's reads; undefined: unknown, so every change drops it. */
export type Reads = readonly string[] | undefined;

const SCOPED = new Set(['popups', 'rounds', 'pages', 'faqs']);

/**
 * The topics a change announced as `what` alters, or null when it may alter anything. A write to some posts of a
 * board may say where they sit in its timeline (`posts:<board>@<ms>,<ms>`: their 게시일 before and after, epoch
 * milliseconds): it alters `posts:<board>` and, of the posts' pages, only those whose span holds one of those times.
 */
export function changedTopics(what: string): readonly string[] | null {
  if (SCOPED.has(what)) return [what];
  const m = /^(posts:[a-z][a-z0-9_]{1,39})(?:@(\d{1,15}(?:,\d{1,15}){0,7}))?$/.exec(what);
  if (m) return [m[1], ...(m[2] ? m[2].split(',').map((k) => `${m[1]}@${k}`) : [])];
  return null;
}

/** Whether something that read `reads` is stale after a change that altered `changed` (null: anything). */
export function isStale(reads: Reads, changed: readonly string[] | null): boolean {
  if (!changed || !reads) return true;
  return reads.some((r) => (r.startsWith('post:') ? spanTouched(r, changed) : changed.includes(r)));
}

/**
 * A post's page shows the post and its older and newer neighbours: it reads the span of the board's timeline
 * between those two (postSpan). A change to the board that says which times it touched alters it only when one of
 * them lies in that span (the post itself, a neighbour, or a post that comes between); one that does not say, always.
 */
function spanTouched(read: string, changed: readonly string[]): boolean {
  const [, board, lo, hi] = read.split(':');
  const whole = `posts:${board}`;
  if (!changed.includes(whole)) return false;
  const at = changed.filter((c) => c.startsWith(`${whole}@`)).map((c) => Number(c.slice(whole.length + 1)));
  if (!at.length) return true;
  return at.some((t) => (lo === '' || t >= Number(lo)) && (hi === '' || t <= Number(hi)));
}

/** What a post's page reads: its board's timeline from its older neighbour's 게시일 to its newer one's (null: open). */
export const postSpan = (board: string, older: Date | null, newer: Date | null): string =>
  `post:${board}:${older?.getTime() ?? ''}:${newer?.getTime() ?? ''}`;

/** The topic of one board's published posts. */
export const postsOf = (board: string): string => `posts:${board}`;

/** The kind of a change without its scope (`posts:notice` → `posts`), for listeners that care about kinds. */
export const kindOf = (what: string): string => what.split(':', 1)[0];
