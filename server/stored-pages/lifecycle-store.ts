// The SQL of a page's beginning and end in 페이지 관리 (beside store.ts, which holds the rest of the pages table's):
// a new page made by staff (unpublished, its words in the draft), the path check, a retirement with its 301 target,
// and the ko ↔ zh counterpart pair. Every write runs in the caller's transaction (the publish step's).
import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import { now } from '../../domain/clock.js';
import type { PageGroup, PageLang, PageVersion } from '../../domain/pages.js';

function select<T extends object>(sequelize: Sequelize, sql: string, bind: Record<string, unknown>, t?: Transaction) {
  return sequelize.query<T>(sql, { type: QueryTypes.SELECT, bind, transaction: t });
}

/** The page (retired or not, not in the trash) holding `path`, if any. */
export async function pageAtPath(sequelize: Sequelize, path: string, t?: Transaction) {
  const [row] = await select<{ id: number; title: string; lang: PageLang; retired: boolean; published: boolean }>(
    sequelize,
    `SELECT id, title, lang, retired_at IS NOT NULL AS retired, published_at IS NOT NULL AS published
       FROM pages WHERE path = $path AND deleted_at IS NULL`,
    { path },
    t,
  );
  return row ?? null;
}

/** Inserts an unpublished page whose draft is `v`; its published columns hold the same words until the first publish. */
export async function insertPage(
  sequelize: Sequelize,
  t: Transaction,
  p: { path: string; group: PageGroup; lang: PageLang; v: PageVersion; staffId: number },
): Promise<number> {
  const [row] = await select<{ id: number }>(
    sequelize,
    `INSERT INTO pages (path, menu_group, lang, title, content, published_at, draft, draft_saved_at, draft_saved_by,
                        created_at, updated_at)
     VALUES ($path, $group, $lang, $title, $content, NULL, $draft::jsonb, $now, $by, $now, $now) RETURNING id`,
    {
      path: p.path,
      group: p.group,
      lang: p.lang,
      title: p.v.title,
      content: p.v.content,
      draft: JSON.stringify(p.v),
      by: p.staffId,
      now: now(),
    },
    t,
  );
  return row.id;
}

/** Retires a page: it keeps its path and answers 301 to `redirectTo`, or 404 (the not-found page) without one. */
export async function retirePageRow(
  sequelize: Sequelize,
  t: Transaction,
  id: number,
  redirectTo: string | null,
  staffId: number,
) {
  await sequelize.query(
    `UPDATE pages SET retired_at = $now, retired_by = $by, redirect_to = $to, scheduled = NULL, scheduled_at = NULL,
            scheduled_by = NULL, updated_at = $now
      WHERE id = $id`,
    { bind: { id, to: redirectTo, by: staffId, now: now() }, transaction: t },
  );
}

/**
 * Pairs two pages (or, with null, unpairs `id`): each points to the other, and no third page points to either. The
 * Chinese one of a new pair counts as checked against the Korean one's newest revision (번역 확인 필요 starts there).
 */
export async function pairCounterparts(sequelize: Sequelize, t: Transaction, id: number, other: number | null) {
  const ids = other ? [id, other] : [id];
  await sequelize.query(
    `UPDATE pages SET counterpart_id = NULL, updated_at = $now
      WHERE counterpart_id = ANY($ids::int[]) OR id = ANY($ids::int[])`,
    { bind: { ids, now: now() }, transaction: t },
  );
  if (other)
    await sequelize.query(
      `UPDATE pages SET counterpart_id = CASE id WHEN $id THEN $other ELSE $id END, updated_at = $now,
              translation_base_id = CASE WHEN lang = 'zh-Hans' THEN (SELECT max(r.id) FROM page_revisions r
                WHERE r.page_id = CASE pages.id WHEN $id THEN $other ELSE $id END) END
        WHERE id IN ($id, $other)`,
      { bind: { id, other, now: now() }, transaction: t },
    );
}
