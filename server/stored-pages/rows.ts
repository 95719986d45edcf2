// The shapes of the pages and page_revisions rows as server/stored-pages/store.ts reads them.
import type { PageGroup, PageLang, PageVersion } from '../../domain/pages.js';

/** The columns the public side reads: enough to tell the version in force (in-force.ts). */
export interface PublicPageRow extends PageVersion {
  id: number;
  path: string;
  lang: PageLang;
  menu_group: PageGroup;
  /** Null until a page staff created is first published. */
  published_at: Date | null;
  scheduled: PageVersion | null;
  scheduled_at: Date | null;
  /** A retired page answers 301 to redirect_to, or 404 (the not-found page) without one. */
  retired_at: Date | null;
  redirect_to: string | null;
  /** The page in the other language (ko ↔ zh-Hans): the language switch and hreflang point to it. */
  counterpart_path: string | null;
}

export interface PageRow extends PublicPageRow {
  published_by: number | null;
  draft: PageVersion | null;
  draft_saved_at: Date | null;
  draft_saved_by: number | null;
  scheduled_by: number | null;
  counterpart_id: number | null;
  retired_by: number | null;
  updated_at: Date;
  /** Raised by one on every save of staff (edit conflicts: server/edit-conflicts/check.ts), with who and when. */
  version: number;
  saved_by: number | null;
  saved_at: Date | null;
  /** A zh page whose Korean counterpart changed since it was last checked (translation-store.ts). */
  translation_stale: boolean;
  translation_base_id: number | null;
  translation_checked_at: Date | null;
  translation_checked_by: number | null;
  translation_check_note: string | null;
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
  translationStale?: boolean;
}
