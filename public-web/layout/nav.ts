// The site map of spec §2: the seven header groups, used by the header, the slide-out menu,
// the section banners and the local navigation. One list, so every menu agrees.
import type { SiteSettings } from '../../domain/settings.js';
import type { Lang } from '../locale/types.js';
import { zhHans } from '../locale/zh-Hans.js';

export interface NavLink {
  label: string;
  href: string;
  /** Opens in a new tab (rel="noopener", announced to screen readers). */
  external?: boolean;
}

export interface NavGroup {
  id: string;
  label: string;
  links: NavLink[];
}

/** Where "online application" goes: the external receipt service when set, else our own /receipt. */
export function applicationHref(settings: SiteSettings): string {
  return settings.applicationUrl || '/receipt';
}

/** The seven groups, labelled in the page's language (the Chinese labels live in locale/zh-Hans.ts). */
export function navGroups(settings: SiteSettings, lang: Lang = 'ko'): NavGroup[] {
  const groups = koreanGroups(settings);
  if (lang === 'ko') return groups;
  const t = zhHans.nav;
  return groups.map((g) => ({
    ...g,
    label: t.groups[g.id] ?? g.label,
    links: g.links.map((l) => ({ ...l, label: (l.external ? t.apply[g.id] : t.links[l.href]) ?? l.label })),
  }));
}

function koreanGroups(settings: SiteSettings): NavGroup[] {
  const apply = applicationHref(settings);
  return [
    {
      id: 'introduce',
      label: '대학원 소개',
      links: [
        { label: '교육이념', href: '/introduce/education' },
        { label: '연혁', href: '/introduce/history' },
        { label: '원장 인사말', href: '/introduce/greeting' },
        { label: '오시는 길', href: '/introduce/contact' },
        { label: '교수진', href: '/introduce/professor' },
      ],
    },
    {
      id: 'entrance',
      label: '입학안내',
      links: [
        { label: '모집요강', href: '/entrance/recruit' },
        { label: '제출서류', href: '/entrance/document' },
        { label: '온라인 원서접수', href: apply, external: true },
      ],
    },
    {
      id: 'department',
      label: '학과소개',
      links: [
        { label: '교육과정 로드맵', href: '/department/roadmap' },
        { label: '창업경영학과', href: '/department/startup_business' },
        { label: '중소기업경영학과', href: '/department/small_business' },
        { label: '기업지속경영학과', href: '/department/continuty' },
        { label: '가업승계학과', href: '/department/succession' },
        { label: '선교경영학과', href: '/department/missionary' },
        { label: '글로벌비즈니스학과', href: '/department/global_business' },
        { label: 'AI비즈니스학과', href: '/department/ai_business' },
      ],
    },
    {
      id: 'academic',
      label: '학사안내',
      links: [
        { label: '등록·휴학·복학·재입학', href: '/bachelor_degree/regist' },
        { label: '학사일정', href: '/board/calendar' },
      ],
    },
    {
      id: 'square',
      label: '정보광장',
      links: [
        { label: '공지사항', href: '/board/notice' },
        { label: '자료실', href: '/board/special_notice' },
        { label: '갤러리', href: '/board/special_gallery' },
        { label: '서식자료', href: '/board/form_data' },
      ],
    },
    {
      id: 'venture',
      label: '벤처연구소',
      links: [
        { label: '연구소 소개', href: '/venture/info' },
        { label: '연구소 게시판', href: '/board/major_board' },
      ],
    },
    {
      id: 'china',
      label: '중국 MBA',
      links: [
        { label: '과정 소개', href: '/china/info_1' },
        { label: '교육과정', href: '/china/info_2' },
        { label: '입학 안내', href: '/china/info_4' },
        { label: '입학 지원', href: apply, external: true },
      ],
    },
  ];
}

/** The group a path belongs to (for the section banner and the local navigation), if any. */
export function groupFor(path: string, groups: NavGroup[]): NavGroup | undefined {
  return groups.find((g) => g.links.some((l) => !l.external && (path === l.href || path.startsWith(`${l.href}/`))));
}
