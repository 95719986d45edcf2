// What the sitemap lists: every public page of the route table (the FAQ's too) and of 페이지 관리, the application forms, the
// subscription forms, the board pages (입학상담's list too; its questions are private), and every
// published, not deleted post of a public board (the professor board's posts are cards on /introduce/professor).
// Each page's lastmod is the latest change of what it shows: the settings (every page's header and footer), plus its
// board's posts, the admission rounds, or, for the home page, all of them. Read by the process's clock ($now).
import { QueryTypes, type Sequelize } from 'sequelize';
import { now } from '../../../domain/clock.js';
import { livePostSql } from '../../../db/live-posts.js';
import { pageLastmods } from '../../stored-pages/store.js';
import { openForms } from '../../forms/store.js';
import { formPath } from '../../../domain/forms.js';
import { routes } from '../routes.js';
import { MAX_URLS, type SitemapUrl } from './sitemap-xml.js';

/** Pages that read the admission rounds. */
const ROUND_PAGES = new Set(['/', '/entrance/recruit', '/china/info_4', '/receipt', '/receipt/china-mba']);
/** The FAQ's pages: changed with their entries. */
const FAQ_PAGES = new Set(['/entrance/faq', '/china/faq']);
/** Pages that are nobody's search result (login, join, my info). */
const unlisted = (path: string) => path.startsWith('/auth/');

// A members-only board and its posts are no one's search result.
const LIVE_POSTS = `${livePostSql('p')} AND b.kind <> 'professor' AND b.read_access = 'public'`;

interface BoardRow {
  enName: string;
  kind: string;
  boardAt: Date;
  postsAt: Date | null;
}

const latest = (...dates: (Date | null | undefined)[]): Date | null =>
  dates.reduce<Date | null>((max, d) => (d && (!max || d > max) ? d : max), null);

export class SitemapSource {
  constructor(
    private sequelize: Sequelize,
    private origin: string,
  ) {}

  private select<T extends object>(sql: string, bind: Record<string, unknown> = {}): Promise<T[]> {
    return this.sequelize.query<T>(sql, { type: QueryTypes.SELECT, bind: { ...bind, now: now() } });
  }

  /** The pages that are not posts, with their lastmod. */
  async pages(): Promise<SitemapUrl[]> {
    const [[times], boards, stored, forms] = await Promise.all([
      this.select<{ settingsAt: Date | null; roundsAt: Date | null; faqsAt: Date | null }>(
        `SELECT (SELECT updated_at FROM settings WHERE id = 1) AS "settingsAt",
                (SELECT max(updated_at) FROM admission_rounds) AS "roundsAt",
                (SELECT max(updated_at) FROM faqs) AS "faqsAt"`,
      ),
      this.select<BoardRow>(
        `SELECT b.en_name AS "enName", b.kind, b.updated_at AS "boardAt",
                (SELECT max(greatest(p.published_at, p.updated_at)) FROM posts p
                  WHERE p.board_id = b.id AND ${livePostSql('p')}) AS "postsAt"
           FROM boards b WHERE b.read_access = 'public' ORDER BY b.sort_order, b.id`,
      ),
      // The pages of 페이지 관리: changed when their version in force was published (a scheduled one at its time).
      pageLastmods(this.sequelize),
      // The sign-up forms open now (설명회, 상담 예약).
      openForms(this.sequelize, now()),
    ]);
    const pageAt = new Map(stored.map((p) => [p.path, p.at]));
    const { settingsAt, roundsAt, faqsAt } = times;
    const allPosts = latest(...boards.map((b) => latest(b.boardAt, b.postsAt)));
    const professors = boards.find((b) => b.kind === 'professor');
    const lastmod = (path: string) =>
      latest(
        settingsAt,
        ROUND_PAGES.has(path) ? roundsAt : null,
        path === '/' ? allPosts : null,
        path === '/introduce/professor' ? latest(professors?.boardAt, professors?.postsAt) : null,
        FAQ_PAGES.has(path) ? faqsAt : null,
        pageAt.get(path),
      );
    const paths = [
      ...Object.keys(routes).filter((p) => !unlisted(p)),
      ...stored.map((p) => p.path).filter((p) => !(p in routes)),
      '/receipt',
      '/receipt/china-mba',
      // 입학 소식 구독 (server/web/subscribe.tsx), Korean and Chinese.
      '/subscribe',
      '/china/subscribe',
    ];
    return [
      ...paths.map((path) => ({ loc: `${this.origin}${path}`, lastmod: lastmod(path) })),
      ...boards
        .filter((b) => b.kind !== 'professor')
        .map((b) => ({
          loc: `${this.origin}/board/${b.enName}`,
          lastmod: latest(settingsAt, b.boardAt, b.postsAt),
        })),
      ...forms.map((f) => ({
        loc: `${this.origin}${formPath(f.slug, f.lang)}`,
        lastmod: latest(settingsAt, f.updatedAt),
      })),
    ];
  }

  /** When the next scheduled post comes out: the sitemap holds until then (the publish clock also empties it). */
  async nextPublish(): Promise<Date | null> {
    const [row] = await this.select<{ at: Date | null }>(
      `SELECT min(t) AS at FROM (
         SELECT t FROM posts p, unnest(ARRAY[p.published_at, p.unpublish_at]) AS t
          WHERE p.deleted_at IS NULL AND NOT p.is_draft AND t > $now
         UNION ALL
         -- A sign-up form opening or closing joins or leaves the list.
         SELECT t FROM forms f, unnest(ARRAY[f.opens_at, f.closes_at]) AS t WHERE f.published AND t > $now
       ) due`,
    );
    return row.at;
  }

  async postCount(): Promise<number> {
    const [row] = await this.select<{ n: number }>(
      `SELECT count(*)::int AS n FROM posts p JOIN boards b ON b.id = p.board_id WHERE ${LIVE_POSTS}`,
    );
    return row.n;
  }

  /** Posts in id order, `limit` from `offset`. */
  async posts(offset: number, limit: number): Promise<SitemapUrl[]> {
    if (limit <= 0) return [];
    const rows = await this.select<{ id: number; board: string; lastmod: Date }>(
      `SELECT p.id, b.en_name AS board, greatest(p.published_at, p.updated_at) AS lastmod
         FROM posts p JOIN boards b ON b.id = p.board_id WHERE ${LIVE_POSTS}
        ORDER BY p.id LIMIT $limit OFFSET $offset`,
      { limit, offset },
    );
    return rows.map((r) => ({ loc: `${this.origin}/board/${r.board}/${r.id}`, lastmod: r.lastmod }));
  }

  /** The latest lastmod of each part of the whole list (pages first, then posts), when it needs parts. */
  async partDates(pages: SitemapUrl[]): Promise<(Date | null)[]> {
    const rows = await this.select<{ part: number; lastmod: Date }>(
      `SELECT part, max(lastmod) AS lastmod FROM (
         SELECT (($pages + row_number() OVER (ORDER BY p.id) - 1) / $max)::int AS part,
                greatest(p.published_at, p.updated_at) AS lastmod
           FROM posts p JOIN boards b ON b.id = p.board_id WHERE ${LIVE_POSTS}
       ) t GROUP BY part`,
      { pages: pages.length, max: MAX_URLS },
    );
    const dates: (Date | null)[] = [];
    pages.forEach((u, i) => {
      const part = Math.floor(i / MAX_URLS);
      dates[part] = latest(dates[part], u.lastmod);
    });
    for (const r of rows) dates[r.part] = latest(dates[r.part], r.lastmod);
    return dates;
  }
}
