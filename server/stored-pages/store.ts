// The one home of the pages and page_revisions tables' SQL: every read and write of 페이지 관리's rows, the public
// side's reads, the scheduled publish, the 휴지통's, the menu's and the sitemap's. The rules (what may be saved or
// published, the version in force) are in write.ts, in-force.ts and schedule.ts, which call these. Every write that
// takes a transaction runs in the caller's (the publish step's); arguments are (sequelize, transaction, …).
import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import { now } from '../../domain/clock.js';
import { PAGE_GROUP_KEYS, type PageVersion } from '../../domain/pages.js';
import { containing, underPathsSql } from '../../db/like.js';
import type { PageListFilter, PageRow, PublicPageRow, RevisionKind, RevisionRow } from './rows.js';
import { CHECKED_ON_SAVE, TRANSLATION_JOINS, TRANSLATION_STALE } from './translation-store.js';

/** API field → SQL expression over `p` (the allow-list of sortable fields). */
export const pageSortable: Record<string, string> = {
  id: 'p.id',
  path: 'p.path',
  title: 'p.title',
  group: `array_position(ARRAY[${PAGE_GROUP_KEYS.map((g) => `'${g}'`).join(',')}]::text[], p.menu_group::text)`,
  publishedAt: 'p.published_at',
  scheduledAt: 'p.scheduled_at',
};

/** Each page with its counterpart and, for a zh page, the Korean revisions 번역 확인 필요 compares. */
const FROM = `FROM pages p LEFT JOIN pages c ON c.id = p.counterpart_id ${TRANSLATION_JOINS}`;
const COLUMNS = `p.*, c.path AS counterpart_path, ${TRANSLATION_STALE} AS translation_stale`;
const PUBLIC_COLUMNS =
  'id, path, lang, menu_group, title, summary, description, content, published_at, scheduled, scheduled_at, retired_at, redirect_to';
/** A page visitors may see: not retired, and published (or its first scheduled version come due). */
const LIVE = `retired_at IS NULL AND (published_at IS NOT NULL OR scheduled_at <= $now)`;

function select<T extends object>(
  sequelize: Sequelize,
  sql: string,
  bind: Record<string, unknown> = {},
  transaction?: Transaction,
): Promise<T[]> {
  return sequelize.query<T>(sql, { type: QueryTypes.SELECT, bind, transaction });
}

// --- 페이지 관리 ---------------------------------------------------------------------------------------------------

/** The page (not in the trash); with a transaction, its row locked and a due scheduled version made permanent first. */
export async function findPage(sequelize: Sequelize, id: number, t?: Transaction): Promise<PageRow | null> {
  if (t) {
    await select(sequelize, `SELECT id FROM pages WHERE id = $id AND deleted_at IS NULL FOR UPDATE`, { id }, t);
    await promoteDue(sequelize, t, id);
  }
  const [row] = await select<PageRow>(
    sequelize,
    `SELECT ${COLUMNS} ${FROM} WHERE p.id = $id AND p.deleted_at IS NULL`,
    { id },
    t,
  );
  return row ?? null;
}

/** A page's path, in the trash or not (the 담당 범위 gate asks it), or null. */
export async function pagePathOf(sequelize: Sequelize, id: number): Promise<string | null> {
  const [row] = await select<{ path: string }>(sequelize, `SELECT path FROM pages WHERE id = $id`, { id });
  return row?.path ?? null;
}

export async function listPages(
  sequelize: Sequelize,
  f: PageListFilter,
  q: { sortColumn: string; sortOrder: 'ASC' | 'DESC'; offset: number; limit: number },
  within: readonly string[] | null = null,
): Promise<{ rows: PageRow[]; total: number }> {
  const where = ['p.deleted_at IS NULL'];
  const bind: Record<string, unknown> = {};
  // A scoped editor's list: only the pages under its prefixes (domain/scope.ts).
  if (within) where.push(underPathsSql('p.path', within, bind, 'within'));
  if (f.id) {
    where.push('p.id = ANY($ids::int[])');
    bind.ids = f.id;
  }
  if (f.group) {
    where.push('p.menu_group = $group');
    bind.group = f.group;
  }
  if (f.q) {
    where.push('(p.title ILIKE $q OR p.path ILIKE $q)');
    bind.q = containing(f.q);
  }
  if (f.translationStale !== undefined) where.push(f.translationStale ? TRANSLATION_STALE : `NOT ${TRANSLATION_STALE}`);
  const whereSql = where.join(' AND ');
  const rows = await select<PageRow>(
    sequelize,
    `SELECT ${COLUMNS} ${FROM} WHERE ${whereSql}
      ORDER BY ${q.sortColumn} ${q.sortOrder}, p.path ASC OFFSET $offset LIMIT $limit`,
    { ...bind, offset: q.offset, limit: q.limit },
  );
  const [{ total }] = await select<{ total: number }>(
    sequelize,
    `SELECT count(*)::int AS total ${FROM} WHERE ${whereSql}`,
    bind,
  );
  return { rows, total };
}

/** Sets (or, with null, clears) the draft. */
export async function updateDraft(
  sequelize: Sequelize,
  t: Transaction,
  id: number,
  v: PageVersion | null,
  staffId: number,
): Promise<void> {
  await sequelize.query(
    `UPDATE pages SET draft = $draft::jsonb, draft_saved_at = $at, draft_saved_by = $by, updated_at = $now WHERE id = $id`,
    {
      bind: { id, draft: v ? JSON.stringify(v) : null, at: v ? now() : null, by: v ? staffId : null, now: now() },
      transaction: t,
    },
  );
}

/** Makes `v` the published version now; the draft is gone. */
export async function publishVersion(
  sequelize: Sequelize,
  t: Transaction,
  id: number,
  v: PageVersion,
  staffId: number,
) {
  await sequelize.query(
    `UPDATE pages SET title = $title, summary = $summary, description = $description, content = $content,
            published_at = $now, published_by = $by, draft = NULL, draft_saved_at = NULL, draft_saved_by = NULL,
            updated_at = $now
      WHERE id = $id`,
    {
      bind: {
        id,
        title: v.title,
        summary: v.summary,
        description: v.description,
        content: v.content,
        by: staffId,
        now: now(),
      },
      transaction: t,
    },
  );
}

/** Schedules `v` for `at`; the draft is gone. */
export async function scheduleVersion(
  sequelize: Sequelize,
  t: Transaction,
  id: number,
  v: PageVersion,
  at: Date,
  staffId: number,
) {
  await sequelize.query(
    `UPDATE pages SET scheduled = $v::jsonb, scheduled_at = $at, scheduled_by = $by,
            draft = NULL, draft_saved_at = NULL, draft_saved_by = NULL, updated_at = $now
      WHERE id = $id`,
    { bind: { id, v: JSON.stringify(v), at, by: staffId, now: now() }, transaction: t },
  );
}

/** Changes the scheduled version's words; its time stays. */
export async function updateScheduled(
  sequelize: Sequelize,
  t: Transaction,
  id: number,
  v: PageVersion,
  staffId: number,
) {
  await sequelize.query(
    `UPDATE pages SET scheduled = $v::jsonb, scheduled_by = $by, updated_at = $now WHERE id = $id`,
    { bind: { id, v: JSON.stringify(v), by: staffId, now: now() }, transaction: t },
  );
}

/**
 * A save of staff: the page's version goes up by one, with who saved and when (edit conflicts); a zh page is checked
 * against its Korean counterpart's newest revision from now on (번역 확인 필요 goes).
 */
export async function markSaved(sequelize: Sequelize, t: Transaction, id: number, staffId: number): Promise<void> {
  await sequelize.query(
    `UPDATE pages SET version = version + 1, saved_by = $by, saved_at = $now, ${CHECKED_ON_SAVE} WHERE id = $id`,
    { bind: { id, by: staffId, now: now() }, transaction: t },
  );
}

export async function clearSchedule(sequelize: Sequelize, t: Transaction, id: number) {
  await sequelize.query(
    `UPDATE pages SET scheduled = NULL, scheduled_at = NULL, scheduled_by = NULL, updated_at = $now WHERE id = $id`,
    { bind: { id, now: now() }, transaction: t },
  );
}

export async function addRevision(
  sequelize: Sequelize,
  t: Transaction,
  pageId: number,
  kind: RevisionKind,
  v: PageVersion,
  staff: { id: number; name: string | null },
  note: string | null,
): Promise<void> {
  await sequelize.query(
    `INSERT INTO page_revisions (page_id, kind, title, summary, description, content, note, staff_id, staff_name, created_at)
     VALUES ($pageId, $kind, $title, $summary, $description, $content, $note, $staffId, $staffName, $now)`,
    {
      bind: {
        pageId,
        kind,
        title: v.title,
        summary: v.summary,
        description: v.description,
        content: v.content,
        note,
        staffId: staff.id,
        staffName: staff.name,
        now: now(),
      },
      transaction: t,
    },
  );
}

export function listRevisions(sequelize: Sequelize, pageId: number): Promise<RevisionRow[]> {
  return select<RevisionRow>(
    sequelize,
    `SELECT * FROM page_revisions WHERE page_id = $pageId ORDER BY created_at DESC, id DESC`,
    { pageId },
  );
}

export async function findRevision(sequelize: Sequelize, t: Transaction, pageId: number, id: number) {
  const [row] = await select<RevisionRow>(
    sequelize,
    `SELECT * FROM page_revisions WHERE page_id = $pageId AND id = $id`,
    { pageId, id },
    t,
  );
  return row ?? null;
}

// --- The scheduled publish ----------------------------------------------------------------------------------------

/**
 * Copies every scheduled version whose time has come (of one page, or all) into the published columns, with a
 * 'published' revision in the name of who scheduled it, at the scheduled second. The UPDATE … WHERE scheduled_at <=
 * $now takes each row once, so a second run (here or in another process) finds nothing. Returns how many turned over.
 */
export async function promoteDue(sequelize: Sequelize, t: Transaction, pageId?: number): Promise<number> {
  const rows = await select(
    sequelize,
    `WITH due AS (
       UPDATE pages SET title = scheduled->>'title', summary = scheduled->>'summary',
              description = scheduled->>'description', content = scheduled->>'content',
              published_at = scheduled_at, published_by = scheduled_by,
              scheduled = NULL, scheduled_at = NULL, scheduled_by = NULL, updated_at = $now
        WHERE scheduled_at <= $now AND deleted_at IS NULL ${pageId ? 'AND id = $pageId' : ''}
        RETURNING id, title, summary, description, content, published_at, published_by
     )
     INSERT INTO page_revisions (page_id, kind, title, summary, description, content, note, staff_id, staff_name, created_at)
     SELECT due.id, 'published', due.title, due.summary, due.description, due.content, '예약 게시',
            due.published_by, u.name, due.published_at
       FROM due LEFT JOIN users u ON u.id = due.published_by
     RETURNING page_id`,
    { now: now(), ...(pageId ? { pageId } : {}) },
    t,
  );
  return rows.length;
}

/** Whether a scheduled version has come due and is not yet permanent. */
export async function anyPageDue(sequelize: Sequelize): Promise<boolean> {
  const rows = await select(
    sequelize,
    `SELECT 1 FROM pages WHERE scheduled_at <= $now AND deleted_at IS NULL LIMIT 1`,
    { now: now() },
  );
  return rows.length > 0;
}

/** The next instant a page's version in force changes by itself; one already due and not yet permanent: in 5 s. */
export async function nextPageTurnover(sequelize: Sequelize): Promise<Date | null> {
  const [row] = await select<{ next: Date | null }>(
    sequelize,
    `SELECT min(CASE WHEN scheduled_at > $now THEN scheduled_at ELSE $now::timestamptz + interval '5 seconds' END) AS next
       FROM pages WHERE deleted_at IS NULL AND scheduled_at IS NOT NULL`,
    { now: now() },
  );
  return row?.next ?? null;
}

// --- The public side ----------------------------------------------------------------------------------------------

/** Every page visitors may see (통합검색 reads them all), or the one at `path` (retired or not yet due included). */
export function publicRows(sequelize: Sequelize, path?: string): Promise<PublicPageRow[]> {
  return select<PublicPageRow>(
    sequelize,
    `SELECT ${PUBLIC_COLUMNS},
            (SELECT c.path FROM pages c WHERE c.id = pages.counterpart_id AND c.deleted_at IS NULL
                AND c.retired_at IS NULL AND c.published_at IS NOT NULL) AS counterpart_path
       FROM pages WHERE deleted_at IS NULL ${path === undefined ? `AND ${LIVE}` : 'AND path = $path'}`,
    path === undefined ? { now: now() } : { path },
  );
}

/** The paths the public side answers for: pages published or scheduled, and retired pages (301 or 404). */
export function publicPaths(sequelize: Sequelize) {
  return select<{ path: string; retired: boolean; redirect_to: string | null }>(
    sequelize,
    `SELECT path, retired_at IS NOT NULL AS retired, redirect_to FROM pages
      WHERE deleted_at IS NULL AND (published_at IS NOT NULL OR scheduled_at IS NOT NULL OR retired_at IS NOT NULL)`,
  );
}

/** What a preview link draws: the page with its draft. */
export async function previewRow(sequelize: Sequelize, id: number) {
  const [row] = await select<PageRow>(sequelize, `SELECT * FROM pages WHERE id = $id AND deleted_at IS NULL`, { id });
  return row ?? null;
}

/** What 메뉴 관리 may point an item to. */
export function menuTargets(sequelize: Sequelize) {
  return select<{ path: string; title: string; lang: string }>(
    sequelize,
    `SELECT path, title, lang FROM pages WHERE deleted_at IS NULL AND retired_at IS NULL ORDER BY path`,
  );
}

/** The sitemap's lastmod of each page: when its version in force was published (a scheduled one at its time). */
export function pageLastmods(sequelize: Sequelize) {
  return select<{ path: string; at: Date }>(
    sequelize,
    `SELECT path, CASE WHEN scheduled_at <= $now THEN scheduled_at ELSE published_at END AS at
       FROM pages WHERE deleted_at IS NULL AND ${LIVE} ORDER BY menu_group, path`,
    { now: now() },
  );
}

// --- The 휴지통 ------------------------------------------------------------------------------------------------------

/** The trashed pages in the 휴지통 list's shape (kind, recordId, title, place, link, deletedAt, deletedByName). */
export const TRASHED_PAGES_SQL = `
  SELECT 'page' AS kind, g.id AS "recordId", g.title, g.path AS place, g.path AS link, g.deleted_at AS "deletedAt",
         u.name AS "deletedByName"
    FROM pages g LEFT JOIN users u ON u.id = g.deleted_by
   WHERE g.deleted_at IS NOT NULL`;

export async function trashPage(sequelize: Sequelize, t: Transaction, id: number, staffId: number) {
  const [row] = await select<{ id: number; path: string; title: string; deletedAt: Date }>(
    sequelize,
    `UPDATE pages SET deleted_at = $now, deleted_by = $by, updated_at = $now
      WHERE id = $id AND deleted_at IS NULL
      RETURNING id, path, title, deleted_at AS "deletedAt"`,
    { id, by: staffId, now: now() },
    t,
  );
  return row ?? null;
}

/** Restores a trashed page: null when it is not in the trash, `taken` when a live page has its path now. */
export async function restorePage(
  sequelize: Sequelize,
  t: Transaction,
  id: number,
): Promise<{ id: number; title: string; path: string } | { taken: { path: string; title: string } } | null> {
  const [page] = await select<{ path: string }>(
    sequelize,
    'SELECT path FROM pages WHERE id = $id AND deleted_at IS NOT NULL FOR UPDATE',
    { id },
    t,
  );
  if (!page) return null;
  const [taken] = await select<{ title: string }>(
    sequelize,
    'SELECT title FROM pages WHERE path = $path AND deleted_at IS NULL',
    { path: page.path },
    t,
  );
  if (taken) return { taken: { path: page.path, title: taken.title } };
  const [row] = await select<{ id: number; title: string; path: string }>(
    sequelize,
    `UPDATE pages SET deleted_at = NULL, deleted_by = NULL, updated_at = $now WHERE id = $id RETURNING id, title, path`,
    { id, now: now() },
    t,
  );
  return row;
}

/** Deletes for good the trashed pages matching `where` (over alias-free columns), as a CTE's first statement. */
export const deleteTrashedPagesSql = (where: string) =>
  `DELETE FROM pages WHERE deleted_at IS NOT NULL AND ${where} RETURNING id`;

/** The dashboard's 예약: pages (not retired, not in the trash) with a version scheduled for later. */
export async function countScheduledPages(sequelize: Sequelize, at: Date): Promise<number> {
  const [row] = await select<{ n: number }>(
    sequelize,
    `SELECT count(*)::int AS n FROM pages
      WHERE scheduled_at > $at AND deleted_at IS NULL AND retired_at IS NULL`,
    { at },
  );
  return row.n;
}
