// The menus as the code drew them before they moved into the menu document (layout/nav.ts, the Chinese labels of
// locale/zh-Hans.ts, the footer's links and the home page's quick links). Kept only so menu-seed.test.ts can show
// that the seeded document (db/seed/menu-2026.ts) draws the same chrome; nothing at run time reads it.
import type { SiteSettings } from '../../../domain/settings.js';

export interface LegacyLink {
  label: string;
  href: string;
  external?: boolean;
}
export interface LegacyGroup {
  id: string;
  label: string;
  links: LegacyLink[];
}

const applicationHref = (settings: SiteSettings): string => settings.applicationUrl || '/receipt';

export const legacyZh = {
  groups: {
    introduce: '研究生院介绍',
    entrance: '招生指南',
    department: '专业介绍',
    academic: '学务指南',
    square: '信息广场',
    venture: '创业研究所',
    china: '中国MBA',
  } as Record<string, string>,
  links: {
    '/introduce/education': '教育理念',
    '/introduce/history': '沿革',
    '/introduce/greeting': '院长致辞',
    '/introduce/contact': '交通指南',
    '/introduce/professor': '教授阵容',
    '/entrance/recruit': '招生简章',
    '/entrance/document': '提交材料',
    '/department/roadmap': '课程路线图',
    '/department/startup_business': '创业经营学科',
    '/department/small_business': '中小企业经营学科',
    '/department/continuty': '企业可持续经营学科',
    '/department/succession': '家业传承学科',
    '/department/missionary': '宣教经营学科',
    '/department/global_business': '全球商务学科',
    '/department/ai_business': 'AI商务学科',
    '/bachelor_degree/regist': '注册·休学·复学·再入学',
    '/board/calendar': '学事日程',
    '/board/notice': '公告',
    '/board/special_notice': '资料室',
    '/board/special_gallery': '相册',
    '/board/form_data': '表格资料',
    '/venture/info': '研究所介绍',
    '/board/major_board': '研究所公告栏',
    '/china/info_1': '课程介绍',
    '/china/info_2': '教学课程',
    '/china/info_4': '入学指南',
  } as Record<string, string>,
  apply: { entrance: '在线报名', china: '入学申请' } as Record<string, string>,
};

/** The seven groups as layout/nav.ts drew them, in the page's language. */
export function legacyNavGroups(settings: SiteSettings, lang: 'ko' | 'zh-Hans'): LegacyGroup[] {
  const groups = koreanGroups(settings);
  if (lang === 'ko') return groups;
  const t = legacyZh;
  return groups.map((g) => ({
    ...g,
    label: t.groups[g.id] ?? g.label,
    links: g.links.map((l) => ({ ...l, label: (l.external ? t.apply[g.id] : t.links[l.href]) ?? l.label })),
  }));
}

function koreanGroups(settings: SiteSettings): LegacyGroup[] {
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

/** The footer's links (layout/Footer.tsx): privacy (emphasized), e-mail refusal, the brochure (a download), directions. */
export const legacyFooter = [
  { label: '개인정보처리방침', labelZh: '个人信息处理方针', href: '/policy/privacy' },
  { label: '이메일무단수집거부', labelZh: '拒绝擅自收集电子邮箱', href: '/policy/email' },
  { label: '2025 입학 안내 책자 (PDF)', labelZh: '2025 招生简章 (PDF)', href: '/brochure.pdf', download: true },
  { label: '오시는 길', labelZh: '交通指南', href: '/introduce/contact' },
];

/** The home page's quick links (content/home.ts). */
export const legacyQuick = [
  { label: '모집요강', href: '/entrance/recruit', icon: 'doc' },
  { label: '제출서류', href: '/entrance/document', icon: 'folder' },
  { label: '학사일정', href: '/board/calendar', icon: 'calendar' },
  { label: '공지사항', href: '/board/notice', icon: 'bell' },
  { label: '교수진', href: '/introduce/professor', icon: 'people' },
  { label: '오시는 길', href: '/introduce/contact', icon: 'pin' },
] as const;
