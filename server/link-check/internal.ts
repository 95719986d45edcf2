// Whether a path of this site answers, decided in the process (no HTTP to ourselves): a page of 페이지 관리 (a
// retired one by its own 301, or else as a 404 would), a route the code draws (the composition passes their paths and
// prefixes), a board, a live post, a stored file, and else the redirects table (리디렉션 관리) as the 404 answer
// reads it. A broken path may be mended by a redirect: to a live path with the same last part (a page that moved),
// or else to its nearest live parent (a board for its deleted post, a department for its retired sub-page).
import { QueryTypes, type Sequelize } from 'sequelize';
import { redirectKey } from '../../domain/redirect-key.js';
import { findRedirect } from '../redirects/store.js';
import { targetGone } from '../redirects/targets.js';
import { publicPaths } from '../stored-pages/store.js';

/** The paths the code answers for, beside the database's: exact paths and prefixes ("/static/"). */
export interface SiteRoutes {
  paths: readonly string[];
  prefixes: readonly string[];
}

export interface SiteMap {
  /** Pages of 페이지 관리: live, or retired with their 301 target (null: 404). */
  pages: Map<string, { retired: boolean; redirectTo: string | null }>;
  routes: Set<string>;
  prefixes: readonly string[];
  boards: Set<string>;
}

export type InternalAnswer = { ok: true } | { ok: false; status: string };

const POST = /^\/board\/([a-z][a-z0-9_]*)\/(\d{1,9})$/;
const BOARD = /^\/board\/([a-z][a-z0-9_]*)(?:\/rss\.xml|\/write)?$/;
const FILE = /^\/files\/\d{1,9}(?:\/|$)/;

/** Read once per run: the pages' paths, the boards and the code's routes. */
export async function loadSiteMap(sequelize: Sequelize, routes: SiteRoutes): Promise<SiteMap> {
  const rows = await publicPaths(sequelize);
  const boards = await sequelize.query<{ name: string }>(`SELECT en_name AS name FROM boards`, {
    type: QueryTypes.SELECT,
  });
  return {
    pages: new Map(rows.map((r) => [r.path, { retired: r.retired, redirectTo: r.redirect_to }])),
    routes: new Set(routes.paths),
    prefixes: routes.prefixes,
    boards: new Set(boards.map((b) => b.name)),
  };
}

/** The path part of a site address, decoded and without its trailing slash ("/intro/", "/intro?x" → "/intro"). */
export function sitePath(address: string): string {
  let path = address.split(/[?#]/)[0] || '/';
  try {
    path = decodeURI(path);
  } catch {
    // a broken escape stays as it came
  }
  path = path.normalize('NFC').replace(/\/{2,}/g, '/');
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

/** Whether the site answers this path by itself, without the redirects table. */
function liveHere(site: SiteMap, path: string): boolean {
  const page = site.pages.get(path);
  if (page) return !page.retired;
  if (site.routes.has(path) || site.prefixes.some((p) => path.startsWith(p))) return true;
  const board = BOARD.exec(path);
  return !!board && site.boards.has(board[1]);
}

/** Whether `address` (a path with its query, as a link holds it) answers on this site. */
export async function resolveInternal(
  sequelize: Sequelize,
  site: SiteMap,
  address: string,
  depth = 0,
): Promise<InternalAnswer> {
  if (depth > 5) return { ok: false, status: '508' };
  const path = sitePath(address);
  const page = site.pages.get(path);
  // A retired page answers its own 301; without one its 404 goes on to the redirects table, as below.
  if (page?.retired && page.redirectTo) return resolveInternal(sequelize, site, page.redirectTo, depth + 1);
  if (liveHere(site, path)) return { ok: true };
  const post = POST.exec(path);
  if ((post && site.boards.has(post[1])) || FILE.test(path)) {
    if (!(await targetGone(sequelize, path))) return { ok: true };
  }
  // The old addresses: what the site's 404 answer looks up (server/web/old-addresses.ts).
  const row = await findRedirect(sequelize, redirectKey(address).key);
  if (!row) return { ok: false, status: '404' };
  if (row.status === 404 || row.status === 410) return { ok: false, status: String(row.status) };
  return resolveInternal(sequelize, site, row.to, depth + 1);
}

/** A live path a redirect from `address` could send visitors to, or null. */
export function suggestTarget(site: SiteMap, address: string): string | null {
  const path = sitePath(address);
  const last = path.split('/').pop();
  if (last) {
    const live = [...site.pages.keys(), ...site.routes].filter(
      (p) => p !== path && p.split('/').pop() === last && liveHere(site, p),
    );
    if (live.length) return live.sort((a, b) => a.length - b.length || a.localeCompare(b))[0];
  }
  for (let parent = path.replace(/\/[^/]*$/, ''); parent; parent = parent.replace(/\/[^/]*$/, ''))
    if (liveHere(site, parent)) return parent;
  return null;
}
