// What the link check reads: every link of the published pages (the version in force), the live posts, the menu,
// the popups not yet ended and the visible FAQ answers, each with where it was found. Pages, the menu and the FAQ
// come from their owners' modules; posts and popups are read here, their bodies only, with the public side's rules.
import { QueryTypes, type Sequelize } from 'sequelize';
import { livePostSql } from '../../db/live-posts.js';
import { loadMenu } from '../../db/site-documents.js';
import { now } from '../../domain/clock.js';
import type { LinkFoundKind } from '../../domain/link-checks.js';
import type { MenuItem } from '../../domain/menu.js';
import { visibleFaqs } from '../questions/faq-store.js';
import { pagesInForce } from '../stored-pages/in-force.js';
import { linksOf } from './extract.js';

/** Where a link was found: what the report names and what a scoped editor's filter reads. */
export interface FoundIn {
  kind: LinkFoundKind;
  /** 0 for the menu. */
  id: number;
  title: string;
  /** The page's path, or the post's own address: relative links are resolved against it. */
  path: string;
  board: string | null;
}

export interface FoundLink {
  /** The address as written. */
  url: string;
  foundIn: FoundIn;
}

function menuItems(items: MenuItem[], out: FoundLink[]): void {
  for (const item of items)
    if (item.visible && !item.follows)
      out.push({ url: item.href, foundIn: { kind: 'menu', id: 0, title: item.label, path: '/', board: null } });
}

/** Every link to check, in a stable order (pages, posts, menu, popups, FAQ). */
export async function collectLinks(sequelize: Sequelize): Promise<FoundLink[]> {
  const out: FoundLink[] = [];
  const push = (html: string, foundIn: FoundIn) => {
    for (const url of linksOf(html)) out.push({ url, foundIn });
  };
  for (const p of await pagesInForce(sequelize))
    push(p.content, { kind: 'page', id: p.id, title: p.title, path: p.path, board: null });

  const posts = await sequelize.query<{ id: number; title: string; content: string; board: string }>(
    `SELECT p.id, p.title, p.content, b.en_name AS board FROM posts p JOIN boards b ON b.id = p.board_id
      WHERE ${livePostSql('p')} ORDER BY p.id`,
    { type: QueryTypes.SELECT, bind: { now: now() } },
  );
  for (const p of posts)
    push(p.content, { kind: 'post', id: p.id, title: p.title, path: `/board/${p.board}/${p.id}`, board: p.board });

  const { menu } = await loadMenu(sequelize);
  for (const g of menu.groups) menuItems(g.items, out);
  menuItems(menu.footer, out);
  menuItems(menu.quick, out);

  const popups = await sequelize.query<{ id: number; title: string; body: string; link: string }>(
    `SELECT id, title, body, link_url AS link FROM popups WHERE active AND end_at > $now ORDER BY id`,
    { type: QueryTypes.SELECT, bind: { now: now() } },
  );
  for (const p of popups) {
    const foundIn: FoundIn = { kind: 'popup', id: p.id, title: p.title, path: '/', board: null };
    push(p.body, foundIn);
    if (p.link.trim()) out.push({ url: p.link.trim(), foundIn });
  }

  for (const f of await visibleFaqs(sequelize)) {
    const foundIn: FoundIn = { kind: 'faq', id: f.id, title: f.question, path: '/entrance/faq', board: null };
    push(f.answer, foundIn);
    push(f.answerZh, foundIn);
  }
  return out;
}
