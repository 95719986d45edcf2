// The coded answers of the application form (degree, industry, role, gender) with their labels in both languages,
// and the documents an application carries.
import type { TrackCode } from './programs.js';

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

/**
 * The application's text fields in the form's order, by part: the programme, person, contact and education fields
 * (before the optional career part), the career part, the essays. The browser's submit and the server's columns
 * are both built from these lists.
 */
export const PERSON_FIELDS = [
  'roundId',
  'department',
  'name',
  'nameEn',
  'birthDate',
  'gender',
  'nationality',
  'topikLevel',
  'mobile',
  'email',
  'postalCode',
  'address',
  'addressDetail',
  'school',
  'major',
  'degree',
  'degreeStatus',
  'eduStart',
  'eduEnd',
] as const;
export const CAREER_FIELDS = ['company', 'companyDept', 'position', 'careerYears', 'industry', 'careerRole'] as const;
export const ESSAY_FIELDS = ['essayIntro', 'essayPlan'] as const;

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
