// Published-only reads for the public board pages. A plain list page finds the key its page starts at by stepping
// through the list index alone (an index-only scan: the index carries the live rule's columns), then reads its rows
// from that key. Its total comes from post_counts (kept exact by triggers) less the few posts the clock keeps off
// the site, so the first render after a write costs a short index walk, not a pass over every row of the board;
// keys and totals are kept until a write to that board (they say what they read: server/cache/topics.ts).
import { QueryTypes, type Sequelize } from 'sequelize';
import type { ImageRef } from '../../../domain/image-variants.js';
import { containing } from '../../../db/like.js';
import { Board } from '../../../db/models/index.js';
import type { Memo } from '../../cache/memo.js';
import type { ListParams } from '../../../public-web/boards/params.js';
import type { PublicPost } from '../../../domain/board-views.js';
import { now } from '../../../domain/clock.js';
import { postsOf } from '../../cache/topics.js';
import { livePostSql } from '../../../db/live-posts.js';

const COLUMNS = `p.id, p.title, p.category, p.author_name AS "authorName", p.is_notice AS "isNotice", p.published_at AS "publishedAt",
  p.view_count AS "viewCount", p.start_at AS "startAt", p.end_at AS "endAt", p.all_day AS "allDay",
  (SELECT count(*)::int FROM files f WHERE f.owner_type = 'post' AND f.owner_id = p.id AND f.sort_order >= 0) AS "fileCount"`;
// Published by the process's clock (domain/clock), not the database's: tests may run at another date.
const LIVE = livePostSql('p');

const SEARCH_SQL: Record<ListParams['field'], string> = {
  title: 'p.title ILIKE $q',
  content: 'p.content_text ILIKE $q',
  title_content: '(p.title ILIKE $q OR p.content_text ILIKE $q)',
  author: 'p.author_name ILIKE $q',
};

export interface ListPage {
  pinned: PublicPost[];
  rows: PublicPost[];
  total: number;
  pages: number;
  /** A search found more than SEARCH_COUNT_CAP posts: total is the cap, and the list says "이상". */
  more?: boolean;
}

/**
 * A search counts its matches up to this many. Counting every match of a common word on 100,000 posts reads a
 * quarter of the table (200 ms), again after every write and for every new wording a visitor (or a script) tries;
 * a hundred pages of results is more than anyone reads, and a narrower word finds the rest.
 */
export const SEARCH_COUNT_CAP = 1_000;

interface Key {
  at: string;
  id: number;
}

export class BoardQueries {
  constructor(
    private sequelize: Sequelize,
    private memo: Memo,
  ) {}

  private select<T extends object>(sql: string, bind: Record<string, unknown>): Promise<T[]> {
    return this.sequelize.query<T>(sql, {
      type: QueryTypes.SELECT,
      bind: sql.includes('$now') ? { ...bind, now: now() } : bind,
    });
  }

  board(enName: string): Promise<Board | null> {
    // A board row changes only by a board write, which every cache hears as a change to everything.
    return this.memo.get(`board:${enName}`, () => Board.findOne({ where: { enName } }), []);
  }

  /**
   * The unpinned published posts of a board (in a category): the kept count of its posts that are neither deleted,
   * drafts nor pinned (post_counts, exact by trigger), less the few of them the clock keeps off the site now
   * (published later, or past 게시 종료).
   */
  private total(board: Board, category: string): Promise<number> {
    const cat = category ? 'AND p.category = $category' : '';
    return this.memo.get(
      `total:${board.enName}:${category}`,
      async () =>
        (
          await this.select<{ n: number }>(
            `SELECT (SELECT coalesce(sum(n), 0) FROM post_counts WHERE board_id = $board ${category ? 'AND category = $category' : ''})::int
                  - (SELECT count(*) FROM posts p
                      WHERE p.board_id = $board AND NOT p.is_notice AND p.deleted_at IS NULL AND NOT p.is_draft ${cat}
                        AND p.published_at > $now)::int
                  - (SELECT count(*) FROM posts p
                      WHERE p.board_id = $board AND NOT p.is_notice AND p.deleted_at IS NULL AND NOT p.is_draft ${cat}
                        AND p.published_at <= $now AND p.unpublish_at <= $now)::int AS n`,
            { board: board.id, ...(category ? { category } : {}) },
          )
        )[0].n,
      [postsOf(board.enName)],
    );
  }

  /** The key (published_at as text, id) that starts a page of the unpinned list; null past the end. */
  private pageKey(board: Board, category: string, page: number): Promise<Key | null> {
    return this.memo.get(
      `key:${board.enName}:${category}:${page}`,
      async () => {
        const [key] = await this.select<Key>(
          `SELECT p.published_at::text AS at, p.id FROM posts p
            WHERE p.board_id = $board AND NOT p.is_notice AND ${LIVE} ${category ? 'AND p.category = $category' : ''}
            ORDER BY p.published_at DESC, p.id DESC OFFSET $skip LIMIT 1`,
          { board: board.id, skip: (page - 1) * board.rowsPerPage, ...(category ? { category } : {}) },
        );
        return key ?? null;
      },
      [postsOf(board.enName)],
    );
  }

  async listPage(board: Board, p: ListParams): Promise<ListPage> {
    const rows = board.rowsPerPage;
    const cat = p.category ? 'AND p.category = $category' : '';
    const catBind = p.category ? { category: p.category } : {};
    if (p.q) {
      const where = `p.board_id = $board AND ${LIVE} ${cat} AND ${SEARCH_SQL[p.field]}`;
      const bind = { board: board.id, q: containing(p.q), ...catBind };
      const counted = await this.memo.get(
        `search-count:${board.enName}:${p.category}:${p.field}:${p.q}`,
        async () =>
          (
            await this.select<{ n: number }>(
              `SELECT count(*)::int AS n FROM (SELECT 1 FROM posts p WHERE ${where} LIMIT $cap) found`,
              { ...bind, cap: SEARCH_COUNT_CAP + 1 },
            )
          )[0].n,
        [postsOf(board.enName)],
      );
      const more = counted > SEARCH_COUNT_CAP;
      const total = Math.min(counted, SEARCH_COUNT_CAP);
      const found = await this.select<PublicPost>(
        `SELECT ${COLUMNS} FROM posts p WHERE ${where} ORDER BY p.published_at DESC, p.id DESC LIMIT $limit OFFSET $offset`,
        { ...bind, limit: rows, offset: (p.page - 1) * rows },
      );
      return { pinned: [], rows: found, total, more, pages: Math.max(1, Math.ceil(total / rows)) };
    }
    const [total, page] = await Promise.all([this.total(board, p.category), this.pageRows(board, p.category, p.page)]);
    return { ...page, total, pages: Math.max(1, Math.ceil(total / rows)) };
  }

  /** One page of the unpinned list, with the pinned posts on page 1, without counting the board (the home page). */
  async pageRows(board: Board, category: string, page: number): Promise<Pick<ListPage, 'pinned' | 'rows'>> {
    const cat = category ? 'AND p.category = $category' : '';
    const catBind = category ? { category } : {};
    const key = await this.pageKey(board, category, page);
    const [pinned, rows] = await Promise.all([
      page === 1
        ? this.select<PublicPost>(
            `SELECT ${COLUMNS} FROM posts p WHERE p.board_id = $board AND p.is_notice AND ${LIVE} ${cat} ORDER BY p.published_at DESC, p.id DESC LIMIT 20`,
            { board: board.id, ...catBind },
          )
        : [],
      key
        ? this.select<PublicPost>(
            `SELECT ${COLUMNS} FROM posts p
              WHERE p.board_id = $board AND NOT p.is_notice AND ${LIVE} ${cat} AND (p.published_at, p.id) <= ($at::timestamptz, $id)
              ORDER BY p.published_at DESC, p.id DESC LIMIT $limit`,
            { board: board.id, at: key.at, id: key.id, limit: board.rowsPerPage, ...catBind },
          )
        : [],
    ]);
    return { pinned, rows };
  }

  async post(board: Board, id: number) {
    const [row] = await this.select<
      PublicPost & {
        content: string;
        extra: Record<string, unknown>;
        publishedKey: string;
        summary: string;
        updatedAt: Date;
      }
    >(
      `SELECT ${COLUMNS}, p.content, p.extra, p.published_at::text AS "publishedKey", left(p.content_text, 400) AS summary,
         p.updated_at AS "updatedAt" FROM posts p WHERE p.id = $id AND p.board_id = $board AND ${LIVE}`,
      { id, board: board.id },
    );
    return row ?? null;
  }

  /** The neighbours on the board's timeline: older (이전글) and newer (다음글). */
  async neighbours(board: Board, post: { id: number; publishedKey: string }) {
    const near = (cmp: '<' | '>', dir: 'DESC' | 'ASC') =>
      this.select<{ id: number; title: string; publishedAt: Date }>(
        `SELECT p.id, p.title, p.published_at AS "publishedAt" FROM posts p
          WHERE p.board_id = $board AND ${LIVE} AND (p.published_at, p.id) ${cmp} ($at::timestamptz, $id)
          ORDER BY p.published_at ${dir}, p.id ${dir} LIMIT 1`,
        { board: board.id, at: post.publishedKey, id: post.id },
      );
    const [older, newer] = await Promise.all([near('<', 'DESC'), near('>', 'ASC')]);
    return { older: older[0] ?? null, newer: newer[0] ?? null };
  }

  /** Events of a calendar board that touch [from, to). */
  events(board: Board, from: Date, to: Date): Promise<PublicPost[]> {
    return this.select<PublicPost>(
      `SELECT ${COLUMNS} FROM posts p
        WHERE p.board_id = $board AND ${LIVE} AND p.start_at IS NOT NULL AND p.start_at < $to AND coalesce(p.end_at, p.start_at) >= $from
        ORDER BY p.start_at, p.id`,
      { board: board.id, from: from.toISOString(), to: to.toISOString() },
    );
  }

  /** The picture of each post: its first image attachment, else the first image of its text. */
  async thumbnails(postIds: number[]): Promise<Map<number, ImageRef>> {
    if (!postIds.length) return new Map();
    const rows = await this.select<ImageRef & { post: number }>(
      `SELECT DISTINCT ON (owner_id) owner_id AS post, id, width, height FROM files
        WHERE owner_type = 'post' AND owner_id = ANY($ids::int[]) AND mime LIKE 'image/%' AND sort_order >= -1
        ORDER BY owner_id, (sort_order < 0), sort_order, id`,
      { ids: postIds },
    );
    return new Map(rows.map(({ post, ...image }) => [post, image]));
  }

  /** Width and height of the stored images with these ids (the pictures a post's text shows). */
  async images(ids: number[]): Promise<Map<number, ImageRef>> {
    if (!ids.length) return new Map();
    const rows = await this.select<ImageRef>(
      `SELECT id, width, height FROM files WHERE id = ANY($ids::int[]) AND mime LIKE 'image/%'`,
      { ids },
    );
    return new Map(rows.map((r) => [r.id, r]));
  }

  attachments(postId: number) {
    return this.select<{ id: number; name: string; size: number; mime: string; downloadCount: number }>(
      `SELECT id, name, size, mime, download_count AS "downloadCount" FROM files
        WHERE owner_type = 'post' AND owner_id = $id AND sort_order >= 0 ORDER BY sort_order, id`,
      { id: postId },
    );
  }

  recent(board: Board, limit: number) {
    return this.select<PublicPost & { contentText: string }>(
      `SELECT ${COLUMNS}, left(p.content_text, 300) AS "contentText" FROM posts p WHERE p.board_id = $board AND ${LIVE}
        ORDER BY p.published_at DESC, p.id DESC LIMIT $limit`,
      { board: board.id, limit },
    );
  }
}
