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
    publishedAt: due && row.scheduled_at ? row.scheduled_at : row.published_at,
  };
}

export class PageStore {
  private paths: Promise<Set<string>> | null = null;

  constructor(
    private readonly sequelize: Sequelize,
    events: SiteChanges,
  ) {
    events.subscribe((what) => {
      if (what === 'pages' || what === 'reconnect') this.paths = null;
    });
  }

  /** The paths of the pages not in the trash. */
  allPaths(): Promise<Set<string>> {
    this.paths ??= publicPaths(this.sequelize).then(
      (paths) => new Set(paths),
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
    if (!row) return null;
    const at = now();
    return {
      page: versionInForce(row, at),
      changesAt: row.scheduled_at && row.scheduled_at > at ? row.scheduled_at : null,
    };
  }
}
