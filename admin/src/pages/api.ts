// The calls of 페이지 관리 beyond react-admin's CRUD: save a draft (with its warnings), preview, publish now or at a
// time, cancel a schedule, the revisions and restore. Errors come back as the server's Korean errorMessage.
import type { PageVersion } from '../../../domain/pages';
import { httpClient } from '../httpClient';

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
  publishedAt: string;
  hasDraft: boolean;
  draft: PageVersion | null;
  draftSavedAt: string | null;
  scheduled: PageVersion | null;
  scheduledAt: string | null;
  needsTranslationCheck: boolean;
  /** Raised by every save; a save names the one it started from (a newer one stored: 409, EditConflictDialog). */
  version: number;
  warnings?: PageCheck[];
  /** After 예약 취소: whether the scheduled words became the draft (false: a newer draft stayed). */
  keptAsDraft?: boolean;
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

export const pagesApi = {
  get: (id: number) => json<PageRecord>(`/api/pages/${id}`, 'GET'),
  save: (id: number, v: Partial<PageVersion> & { note?: string | null; version: number }) =>
    json<PageRecord>(`/api/pages/${id}`, 'PUT', v),
  preview: (id: number) => json<{ url: string }>(`/api/pages/${id}/preview`, 'POST', {}),
  /** `acknowledge`: a 최고관리자 publishes over the authoring warnings (the server answers 409 with them otherwise). */
  publish: (id: number, at?: string, acknowledge = false) =>
    json<PageRecord>(`/api/pages/${id}/publish`, 'POST', {
      ...(at ? { at } : {}),
      ...(acknowledge ? { acknowledgeWarnings: true } : {}),
    }),
  cancel: (id: number) => json<PageRecord>(`/api/pages/${id}/schedule`, 'DELETE'),
  revisions: (id: number) => json<Revision[]>(`/api/pages/${id}/revisions`, 'GET'),
  restore: (id: number, revisionId: number) =>
    json<PageRecord>(`/api/pages/${id}/revisions/${revisionId}/restore`, 'POST', {}),
};
