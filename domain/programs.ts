// The programmes an applicant can choose: departments, tracks, the language of an application, and the terms.
// Dependency-free on purpose: the public site, the server, the seeds and the admin all import it.
import { seoulParts } from './time.js';

export interface Department {
  slug: string;
  name: string;
  short: string;
  summary: string;
}

/** The seven admitting departments of spec §2 (/department/<slug>; the roadmap page is not a department). */
export const DEPARTMENTS: Department[] = [
  {
    slug: 'startup_business',
    name: '창업경영학과',
    short: '창업경영',
    summary: '창업 준비부터 투자 유치·성장 전략까지 창업 전 과정을 다룹니다.',
  },
  {
    slug: 'small_business',
    name: '중소기업경영학과',
    short: '중소기업경영',
    summary: '중소기업의 경영 전략, 재무, 인사·조직 운영을 실무 중심으로 배웁니다.',
  },
  {
    slug: 'continuty',
    name: '기업지속경영학과',
    short: '기업지속경영',
    summary: '위기 기업의 회생과 지속 가능한 경영 체계를 연구합니다.',
  },
  {
    slug: 'succession',
    name: '가업승계학과',
    short: '가업승계',
    summary: '가업 승계의 법·세무·조직 문제와 차세대 경영자 육성을 다룹니다.',
  },
  {
    slug: 'missionary',
    name: '선교경영학과',
    short: '선교경영',
    summary: '비영리·선교 단체의 경영과 사회적 가치 창출을 배웁니다.',
  },
  {
    slug: 'global_business',
    name: '글로벌비즈니스학과',
    short: '글로벌비즈니스',
    summary: '해외 진출, 무역, 글로벌 마케팅 역량을 기릅니다.',
  },
  {
    slug: 'ai_business',
    name: 'AI비즈니스학과',
    short: 'AI비즈니스',
    summary: '인공지능과 데이터를 활용한 비즈니스 혁신을 다룹니다.',
  },
];

export const departmentName = (slug: string | null | undefined): string =>
  DEPARTMENTS.find((d) => d.slug === slug)?.name ?? '';

export const TRACKS = {
  master: { ko: '석사과정', zh: '硕士课程' },
  china_mba: { ko: '중국 MBA', zh: '中国 MBA（工商管理硕士）' },
} as const;
export type TrackCode = keyof typeof TRACKS;
/** The tracks as the database's CHECK constraint lists them (db/constraints.test.ts compares the two). */
export const TRACK_CODES = Object.keys(TRACKS) as TrackCode[];

/** The language an application was written in: Korean, or Simplified Chinese for the China MBA. */
export const APPLICATION_LOCALES = ['ko', 'zh-Hans'] as const;
export type ApplicationLocale = (typeof APPLICATION_LOCALES)[number];

/**
 * The term a round held on a date usually recruits for (Asia/Seoul): autumn entry is recruited in spring, spring
 * entry from September. Only a default (the sample rounds, a new round in the admin): rounds say their own term.
 */
export function recruitingTerm(at: Date): string {
  const { y, m } = seoulParts(at);
  if (m >= 9) return `${y + 1}-1`;
  if (m <= 2) return `${y}-1`;
  return `${y}-2`;
}

export function termLabel(term: string, lang: 'ko' | 'zh' = 'ko'): string {
  const [y, s] = term.split('-');
  return lang === 'zh'
    ? `${y}年 第${s}学期（${s === '1' ? '春季' : '秋季'}入学）`
    : `${y}학년도 ${s}학기 (${s === '1' ? '봄' : '가을'} 입학)`;
}
