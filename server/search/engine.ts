// 통합검색's queries: pages of 페이지 관리 (the version in force now; few rows, read once per change and matched in
// memory), 자주 묻는 질문 (matched in memory too), department pages, professors (the professor board) and the posts of every board (published, not deleted;
// the two-character index narrows, ILIKE confirms). Results are kept per query until the site changes or the
// publish clock ticks (a scheduled post or page came out), and at most 30 seconds.
import { QueryTypes, type Sequelize } from 'sequelize';
import { containing } from '../../db/like.js';
import { livePostSql } from '../../db/live-posts.js';
import { now, nowMs } from '../../domain/clock.js';
import { PAGE_GROUPS, type PageLang, type PublicPage } from '../../domain/pages.js';
import {
  bigrams,
  MAX_MATCHES,
  matchesAll,
  relevance,
  snippet,
  type ParsedQuery,
  type SearchKind,
  type SnippetPart,
} from '../../domain/search.js';
import type { SiteChanges } from '../cache/site-events.js';
import { htmlToText } from '../html/sanitize.js';
import { pagesInForce } from '../stored-pages/in-force.js';
import { faqEntries } from '../questions/faq-view.js';
import { FAQ_PATHS } from '../../domain/faqs.js';

export interface SearchHit {
  title: string;
  url: string;
  /** Where it lives: the menu group or the board's name. */
  where: string;
  date: Date | null;
  snippet: SnippetPart[];
}

export interface SearchGroup {
  kind: SearchKind;
  total: number;
  hits: SearchHit[];
}

interface PageText {
  page: PublicPage;
  text: string;
}

interface PostRow {
  id: number;
  title: string;
  body: string;
  published_at: Date;
  en_name: string;
  board: string;
  total: string;
}

const TTL = 60_000;
/** A piece in at least this share of posts is common. */
const COMMON = 0.02;
const MAX_CACHED = 300;

export class SearchEngine {
  private pages: Promise<PageText[]> | null = null;
  private freq: { at: number; map: Map<string, number> } | null = null;
  private profBoard: Promise<number> | null = null;
  private cache = new Map<string, { at: number; groups: Promise<SearchGroup[]> }>();

  constructor(
    private readonly sequelize: Sequelize,
    events: SiteChanges,
  ) {
    events.subscribe(() => {
      this.pages = null;
      this.cache.clear();
    });
  }

  /** The groups of results for a query, `perGroup` hits each from `offset` (one kind only when `only` is set). */
  search(q: ParsedQuery, lang: PageLang, opts: { only?: SearchKind; perGroup: number; offset: number }) {
    const key = JSON.stringify([q.terms, lang, opts]);
    const hit = this.cache.get(key);
    if (hit && nowMs() - hit.at < TTL) return hit.groups;
    const groups = this.run(q, lang, opts);
    groups.catch(() => this.cache.delete(key));
    if (this.cache.size >= MAX_CACHED) this.cache.delete(this.cache.keys().next().value as string);
    this.cache.set(key, { at: nowMs(), groups });
    return groups;
  }

  private async run(
    q: ParsedQuery,
    lang: PageLang,
    opts: { only?: SearchKind; perGroup: number; offset: number },
  ): Promise<SearchGroup[]> {
    const want = (k: SearchKind) => !opts.only || opts.only === k;
    const kinds: SearchKind[] =
      lang === 'zh-Hans' ? ['pages', 'faqs'] : ['pages', 'departments', 'professors', 'posts', 'faqs'];
    const out: SearchGroup[] = [];
    const pages = kinds.includes('pages') || kinds.includes('departments') ? await this.pageTexts() : [];
    for (const kind of kinds.filter(want)) {
      if (kind === 'pages' || kind === 'departments') {
        const found = pages
          .filter((p) => p.page.lang === lang && (p.page.group === 'department') === (kind === 'departments'))
          .filter((p) => matchesAll(p.text, q.terms))
          .map((p) => ({ p, score: relevance(p.page.title, p.text, q.terms) }))
          .sort((a, b) => b.score - a.score || b.p.page.publishedAt.getTime() - a.p.page.publishedAt.getTime());
        out.push({
          kind,
          total: found.length,
          hits: found.slice(opts.offset, opts.offset + opts.perGroup).map(({ p }) => ({
            title: p.page.title,
            url: p.page.path,
            where: PAGE_GROUPS[p.page.group],
            date: p.page.publishedAt,
            snippet: snippet(p.text, q.terms),
          })),
        });
      } else if (kind === 'faqs') {
        out.push(await this.faqs(q, lang, opts.perGroup, opts.offset));
      } else {
        out.push(await this.posts(kind, q, opts.perGroup, opts.offset));
      }
    }
    return out;
  }

  /** 자주 묻는 질문: few rows, matched in memory (the Chinese texts for /china/search), linked to their entry. */
  private async faqs(q: ParsedQuery, lang: PageLang, limit: number, offset: number): Promise<SearchGroup> {
    const entries = await faqEntries(this.sequelize, lang === 'zh-Hans' ? 'zh-Hans' : 'ko');
    const found = entries
      .map((e) => ({ e, text: `${e.question} ${htmlToText(e.answer)}` }))
      .filter(({ text }) => matchesAll(text, q.terms))
      .map((f) => ({ ...f, score: relevance(f.e.question, f.text, q.terms) }))
      .sort((a, b) => b.score - a.score);
    const path = lang === 'zh-Hans' ? FAQ_PATHS.zh : FAQ_PATHS.ko;
    return {
      kind: 'faqs',
      total: found.length,
      hits: found.slice(offset, offset + limit).map(({ e, text }) => ({
        title: e.question,
        url: `${path}#faq-${e.id}`,
        where: e.category,
        date: null,
        snippet: snippet(text, q.terms),
      })),
    };
  }

  private pageTexts(): Promise<PageText[]> {
    this.pages ??= pagesInForce(this.sequelize).then(
      (pages) =>
        pages.map((page) => ({ page, text: [page.title, page.summary ?? '', htmlToText(page.content)].join(' ') })),
      (err) => {
        this.pages = null;
        throw err;
      },
    );
    return this.pages;
  }

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

  private async professorBoard(): Promise<number> {
    this.profBoard ??= this.sequelize
      .query<{ id: number }>(`SELECT id FROM boards WHERE en_name = 'professor'`, { type: QueryTypes.SELECT })
      .then((rows) => rows[0]?.id ?? 0);
    return this.profBoard;
  }

  private async posts(kind: SearchKind, q: ParsedQuery, limit: number, offset: number): Promise<SearchGroup> {
    const grams = [...new Set(q.terms.flatMap(bigrams))];
    const freq = await this.pieceFrequencies();
    // Common pieces: walk the date index (the planner would gather every match through the piece index first, then
    // sort them). The professor board is small: walk its own index.
    const walk = kind === 'professors' || grams.every((g) => (freq.get(g) ?? 0) >= COMMON);
    // The newest matches, at most MAX_MATCHES, then titles that match first among them.
    const sql = `WITH m AS (
         SELECT p.id, p.title, p.published_at, b.en_name, b.name AS board,
                left(p.content_text, 2000) || ' ' || p.author_name || ' ' || p.attachment_names AS body,
                lower(p.title) LIKE ALL ($patterns::text[]) AS in_title
           FROM posts p JOIN boards b ON b.id = p.board_id
          WHERE ${livePostSql('p')}
            AND p.board_id ${kind === 'professors' ? '=' : '<>'} $professorBoard
            AND p.search_grams @> $grams::text[] AND p.search_text LIKE ALL ($patterns::text[])
          ORDER BY p.published_at DESC, p.id DESC
          LIMIT ${MAX_MATCHES}
       )
       SELECT m.*, (SELECT count(*) FROM m) AS total FROM m
        ORDER BY in_title DESC, published_at DESC, id DESC LIMIT $limit OFFSET $offset`;
    const professorBoard = await this.professorBoard();
    const bind = { now: now(), grams, patterns: q.terms.map(containing), limit, offset, professorBoard };
    const rows = walk
      ? await this.sequelize.transaction(async (transaction) => {
          await this.sequelize.query('SET LOCAL enable_bitmapscan = off; SET LOCAL enable_seqscan = off', {
            transaction,
          });
          return this.sequelize.query<PostRow>(sql, { type: QueryTypes.SELECT, bind, transaction });
        })
      : await this.sequelize.query<PostRow>(sql, { type: QueryTypes.SELECT, bind });
    return {
      kind,
      total: rows.length ? Number(rows[0].total) : offset > 0 ? await this.countPosts(kind, q) : 0,
      hits: rows.map((r) => ({
        title: r.title,
        url: kind === 'professors' ? '/introduce/professor' : `/board/${r.en_name}/${r.id}`,
        where: r.board,
        date: r.published_at,
        snippet: snippet(r.body, q.terms),
      })),
    };
  }

  private async countPosts(kind: SearchKind, q: ParsedQuery): Promise<number> {
    return (await this.posts(kind, q, 1, 0)).total;
  }
}
