// Editable pages (페이지 관리): the menu groups a page belongs to, the generated parts ("widgets") a page body may
// hold, and the shapes the API, the admin and the public renderer share. A page is known by its route (`path`);
// its body is sanitized HTML (server/html/page-policy.ts) in which a widget is an empty element
// `<div data-widget="…"></div>` (or a <span> inside a line) that the server fills in when it renders the page.

/** The languages a page is written in (pages.lang). */
export const PAGE_LANGS = ['ko', 'zh-Hans'] as const;
export type PageLang = (typeof PAGE_LANGS)[number];

/** What a row of a page's history records (page_revisions.kind). */
export const PAGE_REVISION_KINDS = ['published', 'draft', 'scheduled', 'restored'] as const;

/** The menu groups of spec §2, in menu order, with their Korean labels (페이지 관리 groups its list by these). */
export const PAGE_GROUPS = {
  introduce: '대학원 소개',
  entrance: '입학 안내',
  department: '학과 소개',
  academic: '학사 안내',
  venture: '벤처연구소',
  china: '中国MBA',
  policy: '이용 안내',
} as const;
export type PageGroup = keyof typeof PAGE_GROUPS;
export const PAGE_GROUP_KEYS = Object.keys(PAGE_GROUPS) as PageGroup[];

/**
 * The generated parts a page may hold, with what staff read about them in the editor. They are filled from the
 * site settings (`setting`, with `data-key`), the admission rounds (schedules and the current round's name) and the
 * director's drawn portrait (`portrait`, with `data-name`). The China MBA pages always end with the office's
 * contact block, which the renderer adds.
 */
export const PAGE_WIDGETS = {
  setting: '사이트 설정 값',
  'contact-card': '주소·연락처 카드 (사이트 설정)',
  portrait: '원장 초상 (사진이 없을 때)',
  'admission-schedule': '전형 일정 (모집 일정에서 자동)',
  'round-label': '현재 모집 이름 (자동)',
  'round-term-row': '모집 학기 행 (자동)',
  'china-admission-schedule': '招生日程 (모집 일정에서 자동)',
  'china-round-label': '현재 모집 이름, 중국어 (자동)',
} as const;
export type PageWidget = keyof typeof PAGE_WIDGETS;
export const isPageWidget = (name: string): name is PageWidget => Object.hasOwn(PAGE_WIDGETS, name);

/** Site-settings keys a `setting` widget may show. */
export const SETTING_WIDGET_KEYS = ['schoolName', 'universityName', 'phone', 'email', 'address', 'fax'] as const;
export type SettingWidgetKey = (typeof SETTING_WIDGET_KEYS)[number];

/** The words of one version of a page: what a draft, a scheduled version and a revision each hold. */
export interface PageVersion {
  title: string;
  /** The lead under the title (plain text), or null. */
  summary: string | null;
  /** The meta description (plain text), or null: then the summary or the first sentence serves. */
  description: string | null;
  /** Sanitized HTML. */
  content: string;
}

/** A page as the public renderer reads it: the version in force now. */
export interface PublicPage extends PageVersion {
  id: number;
  path: string;
  lang: PageLang;
  group: PageGroup;
  /** When the version in force was published. */
  publishedAt: Date;
  /** The published page in the other language (ko ↔ zh-Hans), if staff set one: the language switch and hreflang. */
  counterpartPath?: string | null;
}

/** A route a page may live at: lower-case path segments of letters, digits, `_` and `-`. */
export const PAGE_PATH = /^(\/[a-z0-9][a-z0-9_-]{0,60}){1,4}$/;
