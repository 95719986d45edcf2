// What /api/pages answers: a list row (which version is live, whether a draft or a scheduled publish waits, and
// whether a zh page needs its translation checked) and one page with its published, draft and scheduled versions.
import { PAGE_GROUPS } from '../../../domain/pages.js';
import type { PageCheck } from '../../html/page-checks.js';
import type { PageRow, RevisionRow } from '../../stored-pages/rows.js';

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
    needsTranslationCheck: Boolean(row.needs_translation_check),
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
