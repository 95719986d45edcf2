// The rows of 페이지 관리 in SQL: one page with its draft and scheduled version, the list, and the revisions. Every
// write locks the page's row and first copies a scheduled version that has come due into the published columns, so
// the version the public sees (server/pages/in-force.ts versionInForce) and the columns never disagree.
import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import { now } from '../../domain/clock.js';
import type { PageGroup, PageLang, PageVersion } from '../../domain/pages.js';
import { containing } from '../../db/like.js';
import { PAGE_GROUP_KEYS } from '../../domain/pages.js';
import { promoteDue } from './schedule.js';

export interface PageRow extends PageVersion {
  id: number;
  path: string;
  menu_group: PageGroup;
  lang: PageLang;
  published_at: Date;
  published_by: number | null;
  draft: PageVersion | null;
  draft_saved_at: Date | null;
  draft_saved_by: number | null;
  scheduled: PageVersion | null;
  scheduled_at: Date | null;
  scheduled_by: number | null;
  counterpart_id: number | null;
  updated_at: Date;
  needs_translation_check: boolean;
}

export interface RevisionRow extends PageVersion {
  id: number;
  page_id: number;
  kind: 'published' | 'draft' | 'scheduled' | 'restored';
  note: string | null;
  staff_id: number | null;
  staff_name: string | null;
  created_at: Date;
}

export type RevisionKind = RevisionRow['kind'];

/** What the list may be narrowed by (server/api/pages/schema.ts checks it). */
export interface PageListFilter {
  id?: number[];
  group?: string;
  q?: string;
}

/** API field → SQL expression over `p` (the allow-list of sortable fields). */
export const pageSortable: Record<string, string> = {
  id: 'p.id',
  path: 'p.path',
  title: 'p.title',
  group: `array_position(ARRAY[${PAGE_GROUP_KEYS.map((g) => `'${g}'`).join(',')}]::text[], p.menu_group::text)`,
  publishedAt: 'p.published_at',
  scheduledAt: 'p.scheduled_at',
};

/** A zh page whose Korean counterpart was published after it: its words may be out of date. */
const NEEDS_CHECK = `(p.lang = 'zh-Hans' AND c.id IS NOT NULL AND c.deleted_at IS NULL AND c.published_at > p.published_at)`;
const FROM = `FROM pages p LEFT JOIN pages c ON c.id = p.counterpart_id`;

/** The page (not in the trash), its row locked for the transaction when one is given. */
export async function findPage(sequelize: Sequelize, id: number, t?: Transaction): Promise<PageRow | null> {
  if (t) {
    await sequelize.query(`SELECT id FROM pages WHERE id = $id AND deleted_at IS NULL FOR UPDATE`, {
      bind: { id },
      transaction: t,
    });
    await promoteDue(t, sequelize, id);
  }
  const [row] = await sequelize.query<PageRow>(
    `SELECT p.*, ${NEEDS_CHECK} AS needs_translation_check ${FROM} WHERE p.id = $id AND p.deleted_at IS NULL`,
    { type: QueryTypes.SELECT, bind: { id }, transaction: t },
  );
  return row ?? null;
}

export async function listPages(
  sequelize: Sequelize,
  f: PageListFilter,
  q: { sortColumn: string; sortOrder: 'ASC' | 'DESC'; offset: number; limit: number },
): Promise<{ rows: PageRow[]; total: number }> {
  const where = ['p.deleted_at IS NULL'];
  const bind: Record<string, unknown> = { offset: q.offset, limit: q.limit };
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
  const whereSql = where.join(' AND ');
  const rows = await sequelize.query<PageRow>(
    `SELECT p.*, ${NEEDS_CHECK} AS needs_translation_check ${FROM} WHERE ${whereSql}
      ORDER BY ${q.sortColumn} ${q.sortOrder}, p.path ASC OFFSET $offset LIMIT $limit`,
    { type: QueryTypes.SELECT, bind },
  );
  const [{ total }] = await sequelize.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM pages p WHERE ${whereSql}`,
    {
      type: QueryTypes.SELECT,
      bind: Object.fromEntries(Object.entries(bind).filter(([k]) => !['offset', 'limit'].includes(k))),
    },
  );
  return { rows, total };
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

export async function listRevisions(sequelize: Sequelize, pageId: number): Promise<RevisionRow[]> {
  return sequelize.query<RevisionRow>(
    `SELECT * FROM page_revisions WHERE page_id = $pageId ORDER BY created_at DESC, id DESC`,
    { type: QueryTypes.SELECT, bind: { pageId } },
  );
}

export async function findRevision(
  sequelize: Sequelize,
  pageId: number,
  id: number,
  t: Transaction,
): Promise<RevisionRow | null> {
  const [row] = await sequelize.query<RevisionRow>(
    `SELECT * FROM page_revisions WHERE page_id = $pageId AND id = $id`,
    { type: QueryTypes.SELECT, bind: { pageId, id }, transaction: t },
  );
  return row ?? null;
}
