// The site menu (메뉴 관리): one document for the header, the slide-out menu, the section banners, the footer links
// and the home page's quick links. Staff edit it at /admin/menu through GET/PUT /api/menu; the public chrome reads
// nothing else. Groups come in menu order with their Korean and Chinese labels; each item is a page, a board or
// an external link (new tab), visible or hidden. Removing an item never deletes the page it points to.
import { z } from 'zod';
import { singleLine } from './single-line.js';

/** Icons a quick link on the home page may show (public-web/views/home.tsx draws them). */
export const QUICK_ICONS = ['doc', 'folder', 'calendar', 'bell', 'people', 'pin'] as const;
export type QuickIcon = (typeof QUICK_ICONS)[number];

/** An item that follows a site setting instead of its own href: the online application (settings.applicationUrl). */
export const MENU_FOLLOWS = ['applicationUrl'] as const;

const HREF_MESSAGE = '주소가 올바르지 않습니다 (/로 시작하는 사이트 주소 또는 https:// 주소)';

/** A site path ("/board/notice", "/brochure.pdf") or an https URL; nothing else (no javascript:, no //host). */
export function isMenuHref(href: string): boolean {
  if (/\s/.test(href)) return false;
  if (href.startsWith('/')) return !href.startsWith('//') && !href.startsWith('/\\');
  try {
    const u = new URL(href);
    return u.protocol === 'https:' && u.hostname.length > 0 && !u.username && !u.password;
  } catch {
    return false;
  }
}

const label = (what: string) =>
  z
    .string({ error: `${what}을 입력해주세요` })
    .trim()
    .check(singleLine)
    .min(1, `${what}을 입력해주세요`)
    .max(60, `${what}은 60자 이내로 입력해주세요`);
const labelZh = z
  .string({ error: '중국어 이름은 글자로 입력해주세요' })
  .trim()
  .check(singleLine)
  .max(60, '중국어 이름은 60자 이내로 입력해주세요');

/** A link to the Chinese side of the site (the China MBA pages and its application). */
export const isChineseHref = (href: string): boolean =>
  /^\/china(?:[/?#]|$)/.test(href) || /^\/receipt\/china-mba(?:[/?#]|$)/.test(href);

/** A Chinese menu group: the China MBA group, or any group holding a Chinese page. */
export const isChineseGroup = (g: { key?: string; items: { href: string }[] }): boolean =>
  g.key === 'china' || g.items.some((i) => isChineseHref(i.href));

export const ZH_LABEL_REQUIRED = '중국어 메뉴 이름을 입력해주세요. 중국어 페이지의 메뉴에 보이는 이름입니다';

/**
 * The places of a menu whose Chinese name may not be left empty: a Chinese group's own name and its every item, and
 * any item pointing to a Chinese page. Left empty, the Chinese menu would show the Korean words.
 */
export function missingChineseLabels(m: {
  groups: { key?: string; labelZh?: string; items: { href: string; labelZh?: string }[] }[];
  footer?: { href: string; labelZh?: string }[];
  quick?: { href: string; labelZh?: string }[];
}): (string | number)[][] {
  const empty = (s: string | undefined) => !s?.trim();
  const out: (string | number)[][] = [];
  m.groups.forEach((g, i) => {
    const chinese = isChineseGroup(g);
    if (chinese && empty(g.labelZh)) out.push(['groups', i, 'labelZh']);
    g.items.forEach((item, j) => {
      if ((chinese || isChineseHref(item.href)) && empty(item.labelZh)) out.push(['groups', i, 'items', j, 'labelZh']);
    });
  });
  for (const list of ['footer', 'quick'] as const)
    (m[list] ?? []).forEach((item, j) => {
      if (isChineseHref(item.href) && empty(item.labelZh)) out.push([list, j, 'labelZh']);
    });
  return out;
}

/** How a menu document treats a key it does not know: refused (what staff send) or dropped (what was stored). */
type UnknownKeys = 'refuse' | 'drop';

function menuSchemas(unknownKeys: UnknownKeys) {
  // z.strictObject refuses a key the menu does not know (onclick, dangerouslySetInnerHTML …) instead of keeping it.
  const object = unknownKeys === 'refuse' ? z.strictObject : z.object;
  const item = object({
    label: label('이름'),
    labelZh: labelZh.optional(),
    href: z
      .string({ error: HREF_MESSAGE })
      .trim()
      .max(500, '주소는 500자 이내로 입력해주세요')
      .refine(isMenuHref, HREF_MESSAGE),
    newTab: z.boolean({ error: '새 창 열기는 예/아니오로 보내주세요' }),
    visible: z.boolean({ error: '보이기는 예/아니오로 보내주세요' }),
    /** Follows a site setting (the application address) instead of href; href stays as the fallback. */
    follows: z.enum(MENU_FOLLOWS, { error: '따르는 설정 값이 올바르지 않습니다' }).optional(),
    /** The link downloads a file (the brochure). */
    download: z.boolean({ error: '내려받기는 예/아니오로 보내주세요' }).optional(),
    /** A quick link's icon. */
    icon: z.enum(QUICK_ICONS, { error: '아이콘이 올바르지 않습니다' }).optional(),
  });
  const group = object({
    /** A stable name for the group (used in element ids); new groups may leave it out. */
    key: z
      .string({ error: '묶음 키는 글자로 입력해주세요' })
      .regex(/^[a-z][a-z0-9_-]{0,30}$/, '묶음 키는 영문 소문자로 시작하는 31자 이내의 영문·숫자·-·_입니다')
      .optional(),
    label: label('묶음 이름'),
    labelZh: labelZh.default(''),
    items: z.array(item, { error: '항목 목록이 없습니다' }).max(30, '한 묶음의 항목은 30개까지입니다'),
  });
  const menu = object({
    groups: z
      .array(group, { error: '메뉴 묶음 목록(groups)이 없습니다' })
      .min(1, '메뉴 묶음이 하나는 있어야 합니다')
      .max(12, '메뉴 묶음은 12개까지입니다'),
    footer: z.array(item, { error: '바닥글 링크 목록이 올바르지 않습니다' }).max(12).optional(),
    quick: z.array(item, { error: '바로가기 목록이 올바르지 않습니다' }).max(12).optional(),
  }).superRefine((m, ctx) => {
    const seen = new Set<string>();
    m.groups.forEach((g, i) => {
      if (!g.key) return;
      if (seen.has(g.key))
        ctx.addIssue({ code: 'custom', path: ['groups', i, 'key'], message: '같은 키의 묶음이 이미 있습니다' });
      seen.add(g.key);
    });
    // What staff send names every Chinese menu item in Chinese; a menu stored before this rule still reads.
    if (unknownKeys === 'refuse')
      for (const path of missingChineseLabels(m)) ctx.addIssue({ code: 'custom', path, message: ZH_LABEL_REQUIRED });
  });
  return { item, group, menu };
}

const sent = menuSchemas('refuse');
export const menuItemSchema = sent.item;
export const menuGroupSchema = sent.group;
/** A menu as staff send it: every level strict. */
export const siteMenuSchema = sent.menu;
/** A menu as stored: keys an earlier, looser version kept are dropped on reading, never drawn. */
export const storedMenuSchema = menuSchemas('drop').menu;

export type MenuItem = z.infer<typeof menuItemSchema>;
export type MenuGroup = z.infer<typeof menuGroupSchema>;
export interface SiteMenu {
  groups: MenuGroup[];
  footer: MenuItem[];
  quick: MenuItem[];
}

/** "2번째 메뉴 묶음의 3번째 항목" for a zod issue path, so an error names the place in Korean. */
export function menuPlace(path: readonly PropertyKey[]): string {
  const [list, i, sub, j] = path;
  const n = (x: PropertyKey) => (typeof x === 'number' ? x + 1 : Number(x) + 1);
  if (list === 'groups' && typeof i === 'number') {
    if (sub === 'items' && j !== undefined) return `${n(i)}번째 메뉴 묶음의 ${n(j)}번째 항목`;
    return `${n(i)}번째 메뉴 묶음`;
  }
  if (list === 'footer' && i !== undefined) return `바닥글 ${n(i)}번째 링크`;
  if (list === 'quick' && i !== undefined) return `바로가기 ${n(i)}번째 항목`;
  return '메뉴';
}

export type MenuParse = { ok: true; menu: z.infer<typeof siteMenuSchema> } | { ok: false; errors: [string, string][] };

/** Validates a menu document; every problem comes back as [field path, "place: message"]; an unknown key is named. */
export function parseMenu(input: unknown): MenuParse {
  const r = siteMenuSchema.safeParse(input);
  if (r.success) return { ok: true, menu: r.data };
  return {
    ok: false,
    errors: r.error.issues.flatMap((issue): [string, string][] =>
      issue.code === 'unrecognized_keys'
        ? issue.keys.map((key) => [
            [...issue.path, key].join('.'),
            `${menuPlace(issue.path)}: 알 수 없는 항목(${key})은 저장할 수 없습니다`,
          ])
        : [[issue.path.join('.') || '(본문)', `${menuPlace(issue.path)}: ${issue.message}`]],
    ),
  };
}

/** The label in the page's language: the Chinese one when the page is Chinese and it has one. */
export const menuLabel = (x: { label: string; labelZh?: string }, lang: string): string =>
  lang === 'zh-Hans' && x.labelZh ? x.labelZh : x.label;
