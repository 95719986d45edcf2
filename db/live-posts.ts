// When a post is on the public site: not deleted, not a draft, published by now and not yet past its 게시 종료.
// One rule for every public read (board lists and views, search, RSS, the home page, professors, the calendar feed,
// view counts, file downloads); "now" is the process clock bound as $now (domain/clock.ts), never the database's.
import type { Post } from './models/index.js';

/** The SQL condition for table alias `a`; the query binds $now. */
export function livePostSql(a = 'p'): string {
  return `${a}.deleted_at IS NULL AND NOT ${a}.is_draft AND ${a}.published_at <= $now AND (${a}.unpublish_at IS NULL OR ${a}.unpublish_at > $now)`;
}

/** The same rule for a loaded post. */
export function isLivePost(
  p: Pick<Post, 'deletedAt' | 'isDraft' | 'publishedAt' | 'unpublishAt'>,
  atMs: number,
): boolean {
  return (
    !p.deletedAt &&
    !p.isDraft &&
    p.publishedAt.getTime() <= atMs &&
    (p.unpublishAt === null || p.unpublishAt === undefined || p.unpublishAt.getTime() > atMs)
  );
}
