// What /api/pages answers: a list row (which version is live, whether a draft or a scheduled publish waits, and
// whether a zh page needs its translation checked) and one page with its published, draft and scheduled versions.
import { PAGE_GROUPS } from '../../../domain/pages.js';
import type { PageCheck } from '../../html/page-checks.js';
import type { PageRow, RevisionRow } from '../../stored-pages/rows.js';
import type { KoreanRevision, TranslationState } from '../../stored-pages/translation-store.js';

export function presentListRow(row: PageRow) {
  return {
    id: row.id,
    path: row.path,
    group: row.menu_group,
    groupLabel: PAGE_GROUPS[row.menu_group] ?? row.menu_group,
    lang: row.lang,
    title: row.title,
    publishedAt: row.published_at,
    hasDraft: row.draft !== null,
    draftSavedAt: row.draft_saved_at,
    scheduledAt: row.scheduled_at,
    retiredAt: row.retired_at,
    redirectTo: row.redirect_to,
    counterpartPath: row.counterpart_path,
    translationStale: Boolean(row.translation_stale),
  };
}

export function presentPage(row: PageRow, warnings?: PageCheck[]) {
  return {
    ...presentListRow(row),
    summary: row.summary,
    description: row.description,
    content: row.content,
    publishedBy: row.published_by,
    draft: row.draft,
    draftSavedBy: row.draft_saved_by,
    scheduled: row.scheduled,
    scheduledBy: row.scheduled_by,
    counterpartId: row.counterpart_id,
    updatedAt: row.updated_at,
    version: row.version,
    ...(warnings ? { warnings } : {}),
  };
}

const korean = (r: KoreanRevision | null) =>
  r && {
    revisionId: r.id,
    createdAt: r.createdAt,
    staffName: r.staffName,
    title: r.title,
    summary: r.summary,
    description: r.description,
    content: r.content,
  };

/**
 * 번역 확인 of a zh page paired with a Korean one (null for any other page): the Korean revision it was checked
 * against (`since`) and the Korean page's newest one (`korean`), for the editor's diff, and who checked it last.
 */
export function presentTranslationCheck(s: TranslationState | null) {
  if (!s) return null;
  return {
    stale: s.stale,
    since: korean(s.base),
    korean: korean(s.current),
    checkedAt: s.checkedAt,
    checkedByName: s.checkedByName,
    note: s.note,
  };
}

export function presentRevision(r: RevisionRow) {
  return {
    id: r.id,
    pageId: r.page_id,
    kind: r.kind,
    title: r.title,
    summary: r.summary,
    description: r.description,
    content: r.content,
    note: r.note,
    staffId: r.staff_id,
    staffName: r.staff_name,
    createdAt: r.created_at,
  };
}
