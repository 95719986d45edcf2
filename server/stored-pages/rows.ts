// The shapes of the pages and page_revisions rows as server/stored-pages/store.ts reads them.
import type { PageGroup, PageLang, PageVersion } from '../../domain/pages.js';

/** The columns the public side reads: enough to tell the version in force (in-force.ts). */
export interface PublicPageRow extends PageVersion {
  id: number;
  path: string;
  lang: PageLang;
  menu_group: PageGroup;
  published_at: Date;
  scheduled: PageVersion | null;
  scheduled_at: Date | null;
}

export interface PageRow extends PublicPageRow {
  published_by: number | null;
  draft: PageVersion | null;
  draft_saved_at: Date | null;
  draft_saved_by: number | null;
  scheduled_by: number | null;
  counterpart_id: number | null;
  updated_at: Date;
  /** Raised by one on every save of staff (edit conflicts: server/edit-conflicts/check.ts), with who and when. */
  version: number;
  saved_by: number | null;
  saved_at: Date | null;
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
