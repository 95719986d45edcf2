// The pages of 페이지 관리 as the public site reads them: which paths are pages (kept in memory until the site
// changes, so an unknown path costs no query) and, for one path, the version in force now: the scheduled version
// once its time has come (every process decides that from the injectable clock, before any job has copied it
// over), else the published one.
import type { Sequelize } from 'sequelize';
import { now } from '../../domain/clock.js';
import type { PageVersion, PublicPage } from '../../domain/pages.js';
import type { SiteChanges } from '../cache/site-events.js';
import type { PublicPageRow } from './rows.js';
import { publicPaths, publicRows } from './store.js';

/** Every page not in the trash, each in the version in force now (통합검색 reads them all). */
export async function pagesInForce(sequelize: Sequelize): Promise<PublicPage[]> {
  const rows = await publicRows(sequelize);
  const at = now();
  return rows.map((r) => versionInForce(r, at));
}

/** The version of a row in force at `at`. */
export function versionInForce(row: PublicPageRow, at: Date): PublicPage {
  const due = row.scheduled && row.scheduled_at && row.scheduled_at <= at;
  const v: PageVersion = due && row.scheduled ? row.scheduled : row;
  return {
    id: row.id,
    path: row.path,
    lang: row.lang,
    group: row.menu_group,
    title: v.title,
    summary: v.summary ?? null,
    description: v.description ?? null,
    content: v.content,
    // publicRows gives only pages in force: a published one, or one whose first scheduled version is due.
    publishedAt: (due ? row.scheduled_at : row.published_at) ?? at,
    counterpartPath: row.counterpart_path,
  };
}

/** What the public side answers at a path of 페이지 관리: the page, or a retired page's 301 target (null: the not-found page). */
export type PathAnswer = { kind: 'page' } | { kind: 'retired'; redirectTo: string | null };

export class PageStore {
  private paths: Promise<Map<string, PathAnswer>> | null = null;

  constructor(
    private readonly sequelize: Sequelize,
    events: SiteChanges,
  ) {
    events.subscribe((what) => {
      if (what === 'pages' || what === 'reconnect') this.paths = null;
    });
  }

  /** The paths the public side answers for: published or scheduled pages, and retired ones. */
  allPaths(): Promise<Map<string, PathAnswer>> {
    this.paths ??= publicPaths(this.sequelize).then(
      (rows) =>
        new Map(
          rows.map((r): [string, PathAnswer] => [
            r.path,
            r.retired ? { kind: 'retired', redirectTo: r.redirect_to } : { kind: 'page' },
          ]),
        ),
      (err) => {
        this.paths = null;
        throw err;
      },
    );
    return this.paths;
  }

  /** The page at `path` as the public sees it now, and when that changes by itself (a scheduled version), or null. */
  async get(path: string): Promise<{ page: PublicPage; changesAt: Date | null } | null> {
    const [row] = await publicRows(this.sequelize, path);
    const at = now();
    if (!row || row.retired_at || !(row.published_at || (row.scheduled_at && row.scheduled_at <= at))) return null;
    return {
      page: versionInForce(row, at),
      changesAt: row.scheduled_at && row.scheduled_at > at ? row.scheduled_at : null,
    };
  }
}
