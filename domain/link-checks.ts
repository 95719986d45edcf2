// 깨진 링크 (the weekly link check): where a link was found, what a failed check is called when no HTTP status came
// back, and the words the admin and the API share.

/** Where a link was found: a page of 페이지 관리, a post, the menu, a popup, an FAQ answer. */
export const LINK_FOUND_KINDS = ['page', 'post', 'menu', 'popup', 'faq'] as const;
export type LinkFoundKind = (typeof LINK_FOUND_KINDS)[number];

export const LINK_FOUND_KIND_LABELS: Record<LinkFoundKind, string> = {
  page: '페이지',
  post: '게시글',
  menu: '메뉴',
  popup: '팝업',
  faq: '자주 묻는 질문',
};

/**
 * A check that got no HTTP answer: it took longer than the timeout, the host could not be reached, or it is an
 * address inside a network (loopback, private, link-local…) the checker does not ask.
 */
export const LINK_FAILURES = ['timeout', 'unreachable', 'private'] as const;
export type LinkFailure = (typeof LINK_FAILURES)[number];

export const LINK_FAILURE_LABELS: Record<LinkFailure, string> = {
  timeout: '응답 시간 초과',
  unreachable: '연결할 수 없음',
  private: '내부망 주소',
};

/** A broken link's status: the HTTP status as digits ('404', '500') or one of LINK_FAILURES. */
export function linkStatusLabel(status: string): string {
  if ((LINK_FAILURES as readonly string[]).includes(status)) return LINK_FAILURE_LABELS[status as LinkFailure];
  return status === '404' ? '404 없음' : status === '410' ? '410 삭제됨' : `HTTP ${status}`;
}

/** A run of the check. */
export const LINK_RUN_STATUSES = ['running', 'done', 'failed'] as const;
export type LinkRunStatus = (typeof LINK_RUN_STATUSES)[number];

export const LINK_RUN_STATUS_LABELS: Record<LinkRunStatus, string> = {
  running: '검사 중',
  done: '완료',
  failed: '실패',
};

/** One row of GET /api/link-checks. */
export interface BrokenLinkView {
  id: number;
  url: string;
  status: string;
  internal: boolean;
  foundIn: { kind: LinkFoundKind; id: number | null; title: string; editUrl: string };
  firstSeenAt: string;
  lastCheckedAt: string;
  /** A redirect that would mend an internal link (리디렉션 만들기), or null. */
  redirectSuggestion: { from: string; to: string } | null;
}

/** What GET/POST /api/link-checks/run answers: a run of the check. */
export interface LinkRunView {
  id: number;
  status: LinkRunStatus;
  startedAt: string;
  finishedAt: string | null;
  links: number;
  broken: number;
}

/** What a scoped editor may see: pages under these path prefixes and posts of these boards (null: everything). */
export interface LinkScope {
  pages: string[];
  boards: string[];
}

/** The admin screen that edits what a link was found in. */
export function linkEditUrl(kind: LinkFoundKind, id: number | null): string {
  if (kind === 'menu' || id === null) return '/admin/menu';
  const resource = { page: 'pages', post: 'posts', popup: 'popups', faq: 'faqs' }[kind];
  return `/admin/${resource}/${id}`;
}
