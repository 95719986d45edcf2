// What 통합검색 matches in memory: the pages in force, the menu's entries for the pages the code draws (교수진,
// 원서접수, 자주 묻는 질문…), the boards by their names and the professors' cards. Few rows: read once per site
// change (the engine forgets them on every change, a publish clock tick included).
import { QueryTypes, type Sequelize } from 'sequelize';
import { livePostSql } from '../../db/live-posts.js';
import { loadMenu } from '../../db/site-documents.js';
import { now } from '../../domain/clock.js';
import type { MenuItem } from '../../domain/menu.js';
import { PAGE_GROUPS, type PageLang } from '../../domain/pages.js';
import { rankDoc, type RankDoc } from '../../domain/search-rank.js';
import type { SearchKind } from '../../domain/search.js';
import { htmlToText } from '../html/sanitize.js';
import { pagesInForce } from '../stored-pages/in-force.js';

export interface SearchDoc {
  kind: SearchKind;
  lang: PageLang;
  title: string;
  url: string;
  where: string;
  date: Date | null;
  /** The text the snippet is cut from. */
  text: string;
  rank: RankDoc;
}

const doc = (d: Omit<SearchDoc, 'rank'>, names: string[], body: string): SearchDoc => ({
  ...d,
  rank: rankDoc(d.title, names, body),
});

/** The board's public address: the professor board is the 교수진 page. */
export const boardUrl = (b: { enName: string; kind: string }) =>
  b.kind === 'professor' ? '/introduce/professor' : `/board/${b.enName}`;

export async function loadSearchDocs(sequelize: Sequelize): Promise<SearchDoc[]> {
  const [pages, menu, boards, professors] = await Promise.all([
    pagesInForce(sequelize),
    loadMenu(sequelize).then((m) => m.menu),
    sequelize.query<{ en_name: string; name: string; kind: string }>(
      `SELECT en_name, name, kind FROM boards WHERE read_access = 'public' ORDER BY sort_order, id`,
      { type: QueryTypes.SELECT },
    ),
    sequelize.query<{ id: number; title: string; extra: Record<string, unknown>; body: string; published_at: Date }>(
      `SELECT p.id, p.title, p.extra, left(p.content_text, 2000) AS body, p.published_at
         FROM posts p JOIN boards b ON b.id = p.board_id
        WHERE b.kind = 'professor' AND b.read_access = 'public' AND ${livePostSql('p')}
        ORDER BY p.published_at DESC, p.id DESC LIMIT 500`,
      { type: QueryTypes.SELECT, bind: { now: now() } },
    ),
  ]);
  const out: SearchDoc[] = [];
  const stored = new Set<string>();
  for (const page of pages) {
    stored.add(`${page.lang} ${page.path}`);
    const where = PAGE_GROUPS[page.group];
    const text = [page.title, page.summary ?? '', htmlToText(page.content)].join(' ');
    out.push(
      doc(
        {
          kind: page.group === 'department' ? 'departments' : 'pages',
          lang: page.lang,
          title: page.title,
          url: page.path,
          where,
          date: page.publishedAt,
          text,
        },
        [where],
        text,
      ),
    );
  }
  const boardUrls = new Set(boards.map((b) => boardUrl({ enName: b.en_name, kind: b.kind })));
  for (const b of boards) {
    const url = boardUrl({ enName: b.en_name, kind: b.kind });
    out.push(
      doc({ kind: 'boards', lang: 'ko', title: b.name, url, where: '게시판', date: null, text: b.name }, [], ''),
    );
  }
  // The menu names the pages the code draws; an entry for a stored page or a board would only repeat it.
  const seen = new Set<string>();
  const entry = (item: MenuItem, where: string, whereZh: string) => {
    if (!item.visible || !item.href.startsWith('/') || boardUrls.has(item.href)) return;
    for (const [lang, title, place] of [
      ['ko', item.label, where],
      ['zh-Hans', item.href.startsWith('/china/') ? (item.labelZh ?? '') : '', whereZh],
    ] as const) {
      const key = `${lang} ${item.href}`;
      if (!title || stored.has(key) || seen.has(key)) continue;
      seen.add(key);
      const text = `${place} › ${title}`;
      out.push(doc({ kind: 'pages', lang, title, url: item.href, where: place, date: null, text }, [place], ''));
    }
  };
  for (const g of menu.groups) for (const item of g.items) entry(item, g.label, g.labelZh || g.label);
  for (const item of [...(menu.footer ?? []), ...(menu.quick ?? [])]) entry(item, '바로가기', '快捷链接');
  for (const p of professors) {
    const field = (k: string) => (typeof p.extra?.[k] === 'string' ? (p.extra[k] as string) : '');
    const names = [field('position'), field('major')].filter(Boolean);
    out.push(
      doc(
        {
          kind: 'professors',
          lang: 'ko',
          title: p.title,
          url: `/introduce/professor#professor-${p.id}`,
          where: names.join(' · ') || '교수진',
          date: null,
          text: [names.join(' · '), p.body].join(' '),
        },
        names,
        p.body,
      ),
    );
  }
  return out;
}
