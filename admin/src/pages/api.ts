// The calls of 페이지 관리 beyond react-admin's CRUD: save a draft (with its warnings), preview, publish now or at a
// time, cancel a schedule, the revisions and restore; create a page, retire it, pair it with its translation, and
// dismiss its 번역 확인 필요 with a reason. Errors come back as the server's Korean errorMessage.
import type { PageVersion } from '../../../domain/pages';
import { httpClient } from '../httpClient';
import type { ApprovalMarkRecord, PendingApproval } from '../approvals/ApprovalMark';

export interface PageCheck {
  code: string;
  item: string;
  message: string;
}

export interface PageRecord extends PageVersion {
  id: number;
  path: string;
  group: string;
  groupLabel: string;
  lang: 'ko' | 'zh-Hans';
  /** Null until a new page is first published. */
  publishedAt: string | null;
  hasDraft: boolean;
  retiredAt: string | null;
  redirectTo: string | null;
  counterpartPath: string | null;
  draft: PageVersion | null;
  draftSavedAt: string | null;
  scheduled: PageVersion | null;
  scheduledAt: string | null;
  /** A Chinese page whose Korean counterpart changed since it was last checked. */
  translationStale: boolean;
  translationCheck?: TranslationCheckState | null;
  /** Raised by every save; a save names the one it started from (a newer one stored: 409, EditConflictDialog). */
  version: number;
  warnings?: PageCheck[];
  /** After 예약 취소: whether the scheduled words became the draft (false: a newer draft stayed). */
  keptAsDraft?: boolean;
  /** The newest 승인 요청 (게시 전 승인), on GET of one page. */
  approval?: ApprovalMarkRecord | null;
}

/** A Korean revision the 번역 확인 compares. */
export interface KoreanRevision extends PageVersion {
  revisionId: number;
  createdAt: string;
  staffName: string | null;
}

/** 번역 확인 of a Chinese page paired with a Korean one: the Korean words it was checked against, and now. */
export interface TranslationCheckState {
  stale: boolean;
  since: KoreanRevision | null;
  korean: KoreanRevision | null;
  checkedAt: string | null;
  checkedByName: string | null;
  note: string | null;
}

export interface Revision extends PageVersion {
  id: number;
  kind: 'published' | 'draft' | 'scheduled' | 'restored';
  note: string | null;
  staffName: string | null;
  createdAt: string;
}

export const REVISION_KINDS: Record<Revision['kind'], string> = {
  published: '게시',
  draft: '초안 저장',
  scheduled: '예약',
  restored: '되살림',
};

const json = async <T>(url: string, method: string, body?: unknown): Promise<T> => {
  const res = await httpClient(url, {
    method,
    body: body === undefined ? undefined : JSON.stringify(body),
    headers: new Headers({ Accept: 'application/json', 'Content-Type': 'application/json' }),
  });
  return res.json as T;
};

/** What 새 페이지 sends (POST /api/pages). */
export interface NewPage {
  group: string;
  path: string;
  title: string;
  content: string;
  layout: string;
}

export const pagesApi = {
  create: (p: NewPage) => json<PageRecord>('/api/pages', 'POST', p),
  retire: (id: number, redirectTo: string | null) =>
    json<PageRecord>(`/api/pages/${id}/retire`, 'POST', { redirectTo }),
  /** 확인 완료: the Korean change read, the Chinese page stands as it is, for `reason`. */
  translationCheck: (id: number, reason: string) =>
    json<PageRecord>(`/api/pages/${id}/translation-check`, 'POST', { reason }),
  counterpart: (id: number, counterpartPath: string | null) =>
    json<PageRecord>(`/api/pages/${id}/counterpart`, 'PUT', { counterpartPath }),
  get: (id: number) => json<PageRecord>(`/api/pages/${id}`, 'GET'),
  save: (id: number, v: Partial<PageVersion> & { note?: string | null; version: number }) =>
    json<PageRecord>(`/api/pages/${id}`, 'PUT', v),
  preview: (id: number) => json<{ url: string }>(`/api/pages/${id}/preview`, 'POST', {}),
  /**
   * `acknowledge`: a 최고관리자 publishes over the authoring warnings (the server answers 409 with them otherwise).
   * An editor who must ask gets a 승인 요청 back (202) instead of the page.
   */
  publish: (id: number, at?: string, acknowledge = false) =>
    json<PageRecord | PendingApproval>(`/api/pages/${id}/publish`, 'POST', {
      ...(at ? { at } : {}),
      ...(acknowledge ? { acknowledgeWarnings: true } : {}),
    }),
  cancel: (id: number) => json<PageRecord>(`/api/pages/${id}/schedule`, 'DELETE'),
  revisions: (id: number) => json<Revision[]>(`/api/pages/${id}/revisions`, 'GET'),
  restore: (id: number, revisionId: number) =>
    json<PageRecord>(`/api/pages/${id}/revisions/${revisionId}/restore`, 'POST', {}),
};
