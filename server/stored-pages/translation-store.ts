// The SQL of 번역 확인 필요 (beside store.ts, which joins these fragments into its page reads): a Chinese page keeps the
// Korean revision it was last checked against (translation_base_id); it needs a check while its Korean counterpart's
// newest revision (a draft saved, a version scheduled or published, an old one restored) reads otherwise than that
// one. A save of the Chinese page, or a check dismissed with a reason, moves the base to the newest Korean revision.
import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import { now } from '../../domain/clock.js';
import type { PageVersion } from '../../domain/pages.js';

/** The joins the stale test reads, after `FROM pages p LEFT JOIN pages c ON c.id = p.counterpart_id`. */
export const TRANSLATION_JOINS = `
  LEFT JOIN LATERAL (SELECT r.id, r.title, r.summary, r.description, r.content FROM page_revisions r
                      WHERE r.page_id = c.id ORDER BY r.id DESC LIMIT 1) ko_now ON p.lang = 'zh-Hans'
  LEFT JOIN page_revisions ko_base ON ko_base.id = p.translation_base_id`;

/** A zh page whose live Korean counterpart now reads otherwise than the revision it was checked against. */
export const TRANSLATION_STALE = `(p.lang = 'zh-Hans' AND c.id IS NOT NULL AND c.deleted_at IS NULL
  AND c.retired_at IS NULL AND ko_now.id IS NOT NULL AND ko_now.id > COALESCE(p.translation_base_id, 0)
  AND (ko_base.id IS NULL OR (ko_now.title, ko_now.summary, ko_now.description, ko_now.content)
       IS DISTINCT FROM (ko_base.title, ko_base.summary, ko_base.description, ko_base.content)))`;

/**
 * The SET part of a staff save of `pages` (its alias-free columns): a Chinese page with a counterpart is checked
 * against the Korean page's newest revision from now on.
 */
export const CHECKED_ON_SAVE = `
  translation_base_id = CASE WHEN lang = 'zh-Hans' AND counterpart_id IS NOT NULL
    THEN (SELECT max(r.id) FROM page_revisions r WHERE r.page_id = pages.counterpart_id) ELSE translation_base_id END,
  translation_checked_at = CASE WHEN lang = 'zh-Hans' AND counterpart_id IS NOT NULL
    THEN $now ELSE translation_checked_at END,
  translation_checked_by = CASE WHEN lang = 'zh-Hans' AND counterpart_id IS NOT NULL
    THEN $by ELSE translation_checked_by END,
  translation_check_note = CASE WHEN lang = 'zh-Hans' AND counterpart_id IS NOT NULL
    THEN NULL ELSE translation_check_note END`;

/** A Korean revision as the comparison reads it. */
export interface KoreanRevision extends PageVersion {
  id: number;
  createdAt: Date;
  staffName: string | null;
}

export interface TranslationState {
  stale: boolean;
  /** The Korean revision the page was last checked against (null: never checked). */
  base: KoreanRevision | null;
  /** The Korean page's newest revision. */
  current: KoreanRevision | null;
  checkedAt: Date | null;
  checkedByName: string | null;
  /** The reason given when the check was dismissed without a save (null after a save). */
  note: string | null;
}

const REVISION = `id, title, summary, description, content, created_at AS "createdAt", staff_name AS "staffName"`;

/** The check of one zh page with a Korean counterpart (null for any other page). */
export async function translationState(
  sequelize: Sequelize,
  id: number,
  t?: Transaction,
): Promise<TranslationState | null> {
  const [row] = await sequelize.query<{
    stale: boolean;
    counterpart_id: number | null;
    lang: string;
    base_id: number | null;
    checked_at: Date | null;
    checked_by_name: string | null;
    note: string | null;
  }>(
    `SELECT ${TRANSLATION_STALE} AS stale, p.counterpart_id, p.lang, p.translation_base_id AS base_id,
            p.translation_checked_at AS checked_at, u.name AS checked_by_name, p.translation_check_note AS note
       FROM pages p LEFT JOIN pages c ON c.id = p.counterpart_id ${TRANSLATION_JOINS}
       LEFT JOIN users u ON u.id = p.translation_checked_by
      WHERE p.id = $id AND p.deleted_at IS NULL`,
    { type: QueryTypes.SELECT, bind: { id }, transaction: t },
  );
  if (!row || row.lang !== 'zh-Hans' || row.counterpart_id === null) return null;
  const revision = async (where: string, bind: Record<string, unknown>) => {
    const [r] = await sequelize.query<KoreanRevision>(
      `SELECT ${REVISION} FROM page_revisions WHERE ${where} ORDER BY id DESC LIMIT 1`,
      { type: QueryTypes.SELECT, bind, transaction: t },
    );
    return r ?? null;
  };
  return {
    stale: Boolean(row.stale),
    base: row.base_id === null ? null : await revision('id = $id', { id: row.base_id }),
    current: await revision('page_id = $page', { page: row.counterpart_id }),
    checkedAt: row.checked_at,
    checkedByName: row.checked_by_name,
    note: row.note,
  };
}

/** Marks the zh page checked against its Korean counterpart's newest revision, with who did it and why. */
export async function markTranslationChecked(
  sequelize: Sequelize,
  t: Transaction,
  id: number,
  staffId: number,
  note: string,
): Promise<void> {
  await sequelize.query(
    `UPDATE pages SET translation_base_id = (SELECT max(r.id) FROM page_revisions r WHERE r.page_id = pages.counterpart_id),
            translation_checked_at = $now, translation_checked_by = $by, translation_check_note = $note
      WHERE id = $id`,
    { bind: { id, by: staffId, note, now: now() }, transaction: t },
  );
}

/** The dashboard's 번역 확인 필요: the Chinese pages (not retired, not in the trash) whose Korean side changed. */
export async function countStaleTranslations(sequelize: Sequelize): Promise<number> {
  const [row] = await sequelize.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM pages p LEFT JOIN pages c ON c.id = p.counterpart_id ${TRANSLATION_JOINS}
      WHERE p.deleted_at IS NULL AND p.retired_at IS NULL AND ${TRANSLATION_STALE}`,
    { type: QueryTypes.SELECT },
  );
  return row.n;
}
