// 통합검색's one query over posts (published, not deleted; every board but the professors', whose cards are matched
// in memory): each typed term or one of its alternatives (spaced, synonyms: domain/search-rank.ts) must occur. The
// two-character index narrows (one GIN lookup per alternative, OR-ed), LIKE confirms.
import { QueryTypes, type Sequelize } from 'sequelize';
import { containing } from '../../db/like.js';
import { livePostSql } from '../../db/live-posts.js';
import { now, nowMs } from '../../domain/clock.js';
import type { Alternatives } from '../../domain/search-rank.js';
import { bigrams, MAX_MATCHES } from '../../domain/search.js';

export interface PostRow {
  id: number;
  title: string;
  body: string;
  published_at: Date;
  en_name: string;
  board: string;
  total: string;
}

/** A piece in at least this share of posts is common. */
const COMMON = 0.02;

export class PostSearch {
  private freq: { at: number; map: Map<string, number> } | null = null;

  constructor(private readonly sequelize: Sequelize) {}

  /**
   * How often each common two-character piece occurs in posts (the planner's statistics of search_grams), read at
   * most every ten minutes. A word made of common pieces is found fastest by walking the newest posts; a rarer one
   * through the piece index.
   */
  private async pieceFrequencies(): Promise<Map<string, number>> {
    if (this.freq && nowMs() - this.freq.at < 600_000) return this.freq.map;
    const [row] = await this.sequelize.query<{ elems: string[] | null; freqs: number[] | null }>(
      `SELECT most_common_elems::text::text[] AS elems, most_common_elem_freqs AS freqs
         FROM pg_stats WHERE tablename = 'posts' AND attname = 'search_grams' LIMIT 1`,
      { type: QueryTypes.SELECT },
    );
    const map = new Map<string, number>();
    (row?.elems ?? []).forEach((e, i) => map.set(e, row?.freqs?.[i] ?? 0));
    this.freq = { at: nowMs(), map };
    return map;
  }

  /** The newest matches (at most MAX_MATCHES), those with every term in the title first; `limit` from `offset`. */
  async find(alts: Alternatives, limit: number, offset: number): Promise<PostRow[]> {
    const bind: Record<string, unknown> = { now: now(), limit, offset };
    const all: string[] = [];
    const inBody: string[] = [];
    const inTitle: string[] = [];
    // An alternative holding another of the same term finds nothing more (장학금 beside 장학): left out of the query.
    const needed = alts.map((term) => term.filter((a) => !term.some((b) => b !== a && a.includes(b))));
    needed.forEach((term, i) => {
      const body: string[] = [];
      const title: string[] = [];
      term.forEach((alt, j) => {
        const grams = bigrams(alt);
        all.push(...grams);
        bind[`g${i}_${j}`] = grams;
        bind[`l${i}_${j}`] = containing(alt);
        body.push(`(p.search_grams @> $g${i}_${j}::text[] AND p.search_text LIKE $l${i}_${j})`);
        title.push(`lower(p.title) LIKE $l${i}_${j}`);
      });
      inBody.push(`(${body.join(' OR ')})`);
      inTitle.push(`(${title.join(' OR ')})`);
    });
    const freq = await this.pieceFrequencies();
    // Common pieces: walk the date index (the planner would gather every match through the piece index first, then
    // sort them).
    const walk = all.every((g) => (freq.get(g) ?? 0) >= COMMON);
    const sql = `WITH m AS (
         SELECT p.id, p.title, p.published_at, b.en_name, b.name AS board,
                left(p.content_text, 2000) || ' ' || p.author_name || ' ' || p.attachment_names AS body,
                ${inTitle.join(' AND ')} AS in_title
           FROM posts p JOIN boards b ON b.id = p.board_id
          WHERE ${livePostSql('p')} AND b.kind <> 'professor' AND b.read_access = 'public' AND ${inBody.join(' AND ')}
          ORDER BY p.published_at DESC, p.id DESC
          LIMIT ${MAX_MATCHES}
       )
       SELECT m.*, (SELECT count(*) FROM m) AS total FROM m
        ORDER BY in_title DESC, published_at DESC, id DESC LIMIT $limit OFFSET $offset`;
    if (!walk) return this.sequelize.query<PostRow>(sql, { type: QueryTypes.SELECT, bind });
    return this.sequelize.transaction(async (transaction) => {
      await this.sequelize.query('SET LOCAL enable_bitmapscan = off; SET LOCAL enable_seqscan = off', {
        transaction,
      });
      return this.sequelize.query<PostRow>(sql, { type: QueryTypes.SELECT, bind, transaction });
    });
  }
}
