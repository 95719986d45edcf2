// 통합검색: the answers a query names come first. Pages in force, the menu's entries for the pages the code draws,
// boards, professors and FAQ entries are matched in memory (sources.ts); posts by one indexed query (posts.ts).
// Every result is ranked by domain/search-rank.ts: its title and names above its body. The best three that name the
// query, of any kind, lead the page (`best`); below them each kind has its own group. Results are kept per query
// until the site changes or the publish clock ticks (a scheduled post or page came out), and at most 60 seconds.
import type { Sequelize } from 'sequelize';
import { nowMs } from '../../domain/clock.js';
import type { PageLang } from '../../domain/pages.js';
import { closeness, rankDoc, rankMatch, termAlternatives, type Match, type RankDoc } from '../../domain/search-rank.js';
import { snippet, type ParsedQuery, type SearchKind, type SnippetPart } from '../../domain/search.js';
import type { SiteChanges } from '../cache/site-events.js';
import { htmlToText } from '../html/sanitize.js';
import { faqEntries } from '../questions/faq-view.js';
import { FAQ_PATHS } from '../../domain/faqs.js';
import { PostSearch } from './posts.js';
import { loadSearchDocs, type SearchDoc } from './sources.js';

export interface SearchHit {
  title: string;
  url: string;
  /** Where it lives: the menu group, the board's name, the professor's field. */
  where: string;
  date: Date | null;
  snippet: SnippetPart[];
}

export interface SearchGroup {
  kind: SearchKind;
  total: number;
  hits: SearchHit[];
}

export interface SearchAnswer {
  /** At most three results, of any kind, whose title or name holds the query (only on the first page of all kinds). */
  best: SearchHit[];
  groups: SearchGroup[];
}

interface Ranked {
  hit: SearchHit;
  score: number;
  named: boolean;
  date: number;
}

const TTL = 60_000;
const MAX_CACHED = 300;
const BEST = 3;
/** Among results that match alike, the kinds a visitor looks for first. */
const KIND_BONUS: Record<SearchKind, number> = {
  pages: 6,
  departments: 6,
  boards: 6,
  faqs: 4,
  professors: 4,
  posts: 0,
};

type Opts = { only?: SearchKind; perGroup: number; offset: number };

export class SearchEngine {
  private docs: Promise<SearchDoc[]> | null = null;
  private readonly postSearch: PostSearch;
  private cache = new Map<string, { at: number; answer: Promise<SearchAnswer> }>();

  constructor(
    private readonly sequelize: Sequelize,
    events: SiteChanges,
  ) {
    this.postSearch = new PostSearch(sequelize);
    events.subscribe(() => {
      this.docs = null;
      this.cache.clear();
    });
  }

  /** The best answers and the groups of results, `perGroup` hits each from `offset` (one kind when `only` is set). */
  search(q: ParsedQuery, lang: PageLang, opts: Opts): Promise<SearchAnswer> {
    const key = JSON.stringify([q.terms, lang, opts]);
    const hit = this.cache.get(key);
    if (hit && nowMs() - hit.at < TTL) return hit.answer;
    const answer = this.run(q, lang, opts);
    answer.catch(() => this.cache.delete(key));
    if (this.cache.size >= MAX_CACHED) this.cache.delete(this.cache.keys().next().value as string);
    this.cache.set(key, { at: nowMs(), answer });
    return answer;
  }

  private async run(q: ParsedQuery, lang: PageLang, opts: Opts): Promise<SearchAnswer> {
    const kinds: SearchKind[] =
      lang === 'zh-Hans' ? ['pages', 'faqs'] : ['pages', 'departments', 'boards', 'professors', 'posts', 'faqs'];
    const docs = (await this.searchDocs()).filter((d) => d.lang === lang);
    const groups: SearchGroup[] = [];
    const candidates: Ranked[] = [];
    for (const kind of kinds.filter((k) => !opts.only || opts.only === k)) {
      const ranked =
        kind === 'posts'
          ? await this.posts(q, opts.perGroup, opts.offset)
          : kind === 'faqs'
            ? await this.faqs(q, lang)
            : rankAll(
                docs.filter((d) => d.kind === kind),
                q.terms,
                kind,
              );
      const total = kind === 'posts' ? ranked.total : ranked.list.length;
      const list = kind === 'posts' ? ranked.list : ranked.list.slice(opts.offset, opts.offset + opts.perGroup);
      groups.push({ kind, total, hits: list.map((r) => r.hit) });
      candidates.push(...ranked.list.filter((r) => r.named));
    }
    const best: SearchHit[] = [];
    if (!opts.only && opts.offset === 0)
      for (const r of candidates.sort((a, b) => b.score - a.score || b.date - a.date)) {
        if (best.length >= BEST) break;
        if (!best.some((h) => h.url === r.hit.url)) best.push(r.hit);
      }
    return { best, groups };
  }

  private searchDocs(): Promise<SearchDoc[]> {
    this.docs ??= loadSearchDocs(this.sequelize).catch((err: unknown) => {
      this.docs = null;
      throw err;
    });
    return this.docs;
  }

  /** 자주 묻는 질문: few rows, matched in memory (the Chinese texts for /china/search), linked to their entry. */
  private async faqs(q: ParsedQuery, lang: PageLang): Promise<{ list: Ranked[]; total: number }> {
    const entries = await faqEntries(this.sequelize, lang === 'zh-Hans' ? 'zh-Hans' : 'ko');
    const path = lang === 'zh-Hans' ? FAQ_PATHS.zh : FAQ_PATHS.ko;
    const docs: SearchDoc[] = entries.map((e) => {
      const answer = htmlToText(e.answer);
      return {
        kind: 'faqs',
        lang,
        title: e.question,
        url: `${path}#faq-${e.id}`,
        where: e.category,
        date: null,
        text: `${e.question} ${answer}`,
        rank: rankDoc(e.question, [e.category], answer),
      };
    });
    const list = rankAll(docs, q.terms, 'faqs').list;
    return { list, total: list.length };
  }

  private async posts(q: ParsedQuery, limit: number, offset: number): Promise<{ list: Ranked[]; total: number }> {
    const alts = termAlternatives(q.terms);
    const rows = await this.postSearch.find(alts, limit, offset);
    const total = rows.length
      ? Number(rows[0].total)
      : offset > 0
        ? Number((await this.postSearch.find(alts, 1, 0))[0]?.total ?? 0)
        : 0;
    const marks = alts.flat();
    const list = rows.map((r) => {
      const m = rankMatch(rankDoc(r.title, [r.board], r.body), q.terms) ?? { score: 0, named: false };
      return ranked(
        {
          title: r.title,
          url: `/board/${r.en_name}/${r.id}`,
          where: r.board,
          date: r.published_at,
          snippet: snippet(r.body, marks),
        },
        m,
        'posts',
        rankDoc(r.title, [], ''),
        q.terms,
      );
    });
    return { list, total };
  }
}

function ranked(hit: SearchHit, m: Match, kind: SearchKind, d: RankDoc, terms: string[]): Ranked {
  return {
    hit,
    score: m.score + KIND_BONUS[kind] + (m.named ? closeness(d, terms) : 0),
    named: m.named,
    date: hit.date?.getTime() ?? 0,
  };
}

/** The documents that match, best first (then the newest). */
function rankAll(docs: SearchDoc[], terms: string[], kind: SearchKind): { list: Ranked[]; total: number } {
  const marks = termAlternatives(terms).flat();
  const list: Ranked[] = [];
  for (const d of docs) {
    const m = rankMatch(d.rank, terms);
    if (!m) continue;
    const hit = { title: d.title, url: d.url, where: d.where, date: d.date, snippet: snippet(d.text, marks) };
    list.push(ranked(hit, m, kind, d.rank, terms));
  }
  list.sort((a, b) => b.score - a.score || b.date - a.date);
  return { list, total: list.length };
}
