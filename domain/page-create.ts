// Pages staff create in 페이지 관리: where a new page's path may sit (under its menu group's
// prefix, never on a path the code draws or reserves), the starting layouts with their first body, and where a
// retired page may send its visitors. Pure: the API checks input with it, the admin shows its words.
import { PAGE_GROUPS, PAGE_PATH, type PageGroup, type PageLang } from './pages.js';

/** The path prefixes of each menu group: a new page of the group lives under one of them. */
export const PAGE_GROUP_PREFIXES: Record<PageGroup, readonly string[]> = {
  introduce: ['/introduce'],
  entrance: ['/entrance'],
  department: ['/department'],
  academic: ['/academic', '/bachelor_degree'],
  venture: ['/venture'],
  china: ['/china'],
  policy: ['/policy'],
};

/** The menu group whose prefix `path` sits under, if any. */
export const groupOfPath = (path: string): PageGroup | null =>
  (Object.keys(PAGE_GROUP_PREFIXES) as PageGroup[]).find((g) =>
    PAGE_GROUP_PREFIXES[g].some((p) => path.startsWith(`${p}/`)),
  ) ?? null;

/** The language of a group's pages: the China MBA section is Simplified Chinese. */
export const groupLang = (group: PageGroup): PageLang => (group === 'china' ? 'zh-Hans' : 'ko');

/**
 * Paths the code draws or keeps for itself (server/app.ts mounts them before the pages of 페이지 관리, so a page
 * there would never be seen): a path equal to one of these or under it is refused. server/web's test holds every
 * generated route against this list.
 */
export const RESERVED_PAGE_PATHS = [
  '/admin',
  '/api',
  '/auth',
  '/board',
  '/files',
  '/static',
  '/preview',
  '/receipt',
  '/search',
  '/forms',
  '/subscribe',
  '/unsubscribe',
  '/share',
  '/healthz',
  '/metrics',
  '/family-site',
  '/introduce/professor',
  '/entrance/faq',
  '/policy/privacy',
  '/china/search',
  '/china/forms',
  '/china/subscribe',
  '/china/faq',
  '/china/receipt',
] as const;

const under = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

/** Why `path` cannot hold any page (its form, or a path the code keeps), or null. */
export function pathShapeProblem(path: string): string | null {
  if (!PAGE_PATH.test(path))
    return '주소는 /로 시작하고 영문 소문자, 숫자, -, _ 로 된 부분을 /로 이어 써 주세요 (예: /introduce/campus).';
  if (RESERVED_PAGE_PATHS.some((r) => under(path, r)))
    return `${path} 는 사이트가 쓰는 주소라 페이지를 만들 수 없습니다.`;
  return null;
}

/** Why `path` cannot hold a new page of `group` (a Korean sentence), or null when it can. */
export function newPagePathProblem(path: string, group: PageGroup): string | null {
  const shape = pathShapeProblem(path);
  if (shape) return shape;
  const prefixes = PAGE_GROUP_PREFIXES[group];
  if (!prefixes.some((p) => path.startsWith(`${p}/`)))
    return `${PAGE_GROUPS[group]} 메뉴의 페이지는 ${prefixes.map((p) => `${p}/…`).join(' 또는 ')} 주소에 만들어 주세요.`;
  return null;
}

/** Where a retired page may send its visitors: a path of this site (no other host, no scheme). */
export const REDIRECT_TARGET = /^\/(?!\/)[A-Za-z0-9_\-./~%?=&]*$/;

/** The starting layouts of a new page, with what staff read in the create form. */
export const PAGE_LAYOUTS = {
  text: '글 (기본)',
  'side-image': '글과 옆 사진',
  table: '표 페이지',
  contact: '연락처 안내',
} as const;
export type PageLayout = keyof typeof PAGE_LAYOUTS;
export const PAGE_LAYOUT_KEYS = Object.keys(PAGE_LAYOUTS) as PageLayout[];

const WORDS = {
  ko: {
    heading: '개요',
    text: '이 페이지에서 안내할 내용을 적어 주세요.',
    photo: '사진 설명을 적어 주세요.',
    photoSlot: '편집기의 이미지 넣기로 이 자리에 사진을 넣어 주세요.',
    lead: '한 문장으로 이 페이지를 소개해 주세요.',
    table: '안내 표',
    cols: ['구분', '내용', '비고'],
    row: ['항목', '내용을 적어 주세요.', '-'],
    contact: '문의처',
    contactText: '궁금한 점은 아래 연락처로 문의해 주세요.',
  },
  'zh-Hans': {
    heading: '概述',
    text: '请在此填写本页面的介绍内容。',
    photo: '请填写图片说明。',
    photoSlot: '请用编辑器的插入图片功能在此处放置图片。',
    lead: '请用一句话介绍本页面。',
    table: '说明表',
    cols: ['类别', '内容', '备注'],
    row: ['项目', '请填写内容。', '-'],
    contact: '联系方式',
    contactText: '如有疑问，请通过以下方式联系我们。',
  },
} as const;

/** The first body of a new page in `layout` (HTML the page policy keeps as it is). */
export function starterBody(layout: PageLayout, lang: PageLang): string {
  const w = WORDS[lang];
  const section = (inner: string) => `<section class="content-section">${inner}</section>`;
  switch (layout) {
    case 'text':
      return section(`<h2>${w.heading}</h2><p>${w.text}</p>`);
    case 'side-image':
      return section(
        `<h2>${w.heading}</h2><div class="greeting"><figure class="greeting-photo"><div class="callout"><p>${w.photoSlot}</p></div>` +
          `<figcaption>${w.photo}</figcaption></figure>` +
          `<div class="greeting-text"><p class="greeting-lead">${w.lead}</p><p>${w.text}</p></div></div>`,
      );
    case 'table': {
      const head = w.cols.map((c) => `<th scope="col">${c}</th>`).join('');
      const row = w.row.map((c, i) => (i ? `<td>${c}</td>` : `<th scope="row">${c}</th>`)).join('');
      return section(
        `<h2>${w.heading}</h2><p>${w.text}</p><div class="table-wrap" tabindex="0" role="region" aria-label="${w.table}">` +
          `<table class="data-table"><caption>${w.table}</caption><thead><tr>${head}</tr></thead><tbody><tr>${row}</tr></tbody></table></div>`,
      );
    }
    case 'contact':
      return (
        section(`<h2>${w.heading}</h2><p>${w.text}</p>`) +
        (lang === 'ko'
          ? section(`<h2>${w.contact}</h2><p>${w.contactText}</p><div data-widget="contact-card"></div>`)
          : section(`<h2>${w.contact}</h2><p>${w.contactText}</p>`))
      );
  }
}
