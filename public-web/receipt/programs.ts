// The programmes an applicant can choose and the labels of every coded value of an application.
// Dependency-free on purpose (but for domain/time): the public site, the server and the admin all import it.
import { seoulParts } from '../../domain/time.js';

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

export const STATUSES = [
  { code: 'received', ko: '접수', zh: '已提交' },
  { code: 'doc_check', ko: '서류확인', zh: '材料确认中' },
  { code: 'doc_review', ko: '서류심사', zh: '材料审查中' },
  { code: 'interview', ko: '면접', zh: '面试' },
  { code: 'accepted', ko: '합격', zh: '录取' },
  { code: 'rejected', ko: '불합격', zh: '未录取' },
  { code: 'waitlisted', ko: '예비', zh: '候补' },
] as const;
export type StatusCode = (typeof STATUSES)[number]['code'];
export const statusLabel = (code: string, lang: 'ko' | 'zh' = 'ko'): string =>
  STATUSES.find((s) => s.code === code)?.[lang] ?? code;

export const DEGREES = [
  { code: 'bachelor', ko: '학사', zh: '学士' },
  { code: 'master', ko: '석사', zh: '硕士' },
  { code: 'doctor', ko: '박사', zh: '博士' },
  { code: 'associate', ko: '전문학사', zh: '专科' },
] as const;

export const DEGREE_STATUSES = [
  { code: 'graduated', ko: '졸업', zh: '已毕业' },
  { code: 'expected', ko: '졸업예정', zh: '应届毕业' },
] as const;

export const INDUSTRIES = [
  { code: 'manufacturing', ko: '제조업', zh: '制造业' },
  { code: 'wholesale', ko: '도소매업', zh: '批发零售业' },
  { code: 'ict', ko: '정보통신업', zh: '信息通信业' },
  { code: 'construction', ko: '건설업', zh: '建筑业' },
  { code: 'finance', ko: '금융·보험업', zh: '金融保险业' },
  { code: 'service', ko: '서비스업', zh: '服务业' },
  { code: 'education', ko: '교육서비스업', zh: '教育服务业' },
  { code: 'health', ko: '보건·복지', zh: '医疗福利' },
  { code: 'public', ko: '공공기관·비영리', zh: '公共机构·非营利' },
  { code: 'other', ko: '기타', zh: '其他' },
] as const;

export const CAREER_ROLES = [
  { code: 'owner', ko: '대표자', zh: '企业代表' },
  { code: 'executive', ko: '임원', zh: '高管' },
  { code: 'employee', ko: '직원', zh: '职员' },
] as const;

export const GENDERS = [
  { code: 'M', ko: '남', zh: '男' },
  { code: 'F', ko: '여', zh: '女' },
] as const;

export const labelOf = (
  list: readonly { code: string; ko: string; zh: string }[],
  code: string | null | undefined,
  lang: 'ko' | 'zh' = 'ko',
): string => list.find((x) => x.code === code)?.[lang] ?? '';

/** The documents an application carries: which field, how many, which types, how large. */
export interface DocumentKind {
  kind: string;
  ko: string;
  zh: string;
  required: boolean;
  max: number;
  maxMb: number;
  extensions: string[];
  tracks: TrackCode[];
}

export const DOCUMENT_KINDS: DocumentKind[] = [
  {
    kind: 'photo',
    ko: '증명사진 (3×4cm, JPG·PNG)',
    zh: '证件照（3×4cm，JPG·PNG）',
    required: true,
    max: 1,
    maxMb: 5,
    extensions: ['jpg', 'jpeg', 'png'],
    tracks: ['master', 'china_mba'],
  },
  {
    kind: 'diploma',
    ko: '졸업(예정)증명서',
    zh: '毕业（预计）证明',
    required: true,
    max: 1,
    maxMb: 10,
    extensions: ['pdf', 'jpg', 'jpeg', 'png'],
    tracks: ['master', 'china_mba'],
  },
  {
    kind: 'transcript',
    ko: '성적증명서',
    zh: '成绩证明',
    required: true,
    max: 1,
    maxMb: 10,
    extensions: ['pdf', 'jpg', 'jpeg', 'png'],
    tracks: ['master', 'china_mba'],
  },
  {
    kind: 'chsi',
    ko: '학신망(CHSI) 학력인증보고서',
    zh: '学信网（CHSI）学历认证报告',
    required: true,
    max: 1,
    maxMb: 10,
    extensions: ['pdf', 'jpg', 'jpeg', 'png'],
    tracks: ['china_mba'],
  },
  {
    kind: 'employment',
    ko: '재직·경력증명서',
    zh: '在职·工作经历证明',
    required: false,
    max: 1,
    maxMb: 10,
    extensions: ['pdf', 'jpg', 'jpeg', 'png'],
    tracks: ['master', 'china_mba'],
  },
  {
    kind: 'topik',
    ko: 'TOPIK 성적표',
    zh: 'TOPIK 成绩单',
    required: false,
    max: 1,
    maxMb: 10,
    extensions: ['pdf', 'jpg', 'jpeg', 'png'],
    tracks: ['china_mba'],
  },
  {
    kind: 'certificate',
    ko: '자격증·수상 등 기타 증빙',
    zh: '资格证书·获奖等其他证明',
    required: false,
    max: 3,
    maxMb: 10,
    extensions: ['pdf', 'jpg', 'jpeg', 'png'],
    tracks: ['master', 'china_mba'],
  },
];

export const documentKindsFor = (track: TrackCode): DocumentKind[] =>
  DOCUMENT_KINDS.filter((d) => d.tracks.includes(track));

export const ESSAY_MIN = 100;
export const ESSAY_MAX = 2000;

/** The term(s) open for application on a date (Asia/Seoul): autumn recruits in spring, spring recruits from September. */
export function openTerms(at: Date): string[] {
  const { y, m } = seoulParts(at);
  if (m >= 9) return [`${y + 1}-1`];
  if (m <= 2) return [`${y}-1`];
  return [`${y}-2`];
}

export function termLabel(term: string, lang: 'ko' | 'zh' = 'ko'): string {
  const [y, s] = term.split('-');
  return lang === 'zh'
    ? `${y}年 第${s}学期（${s === '1' ? '春季' : '秋季'}入学）`
    : `${y}학년도 ${s}학기 (${s === '1' ? '봄' : '가을'} 입학)`;
}
