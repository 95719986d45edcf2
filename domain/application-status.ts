// The pipeline of an application (접수 → 서류확인 → 서류심사 → 면접 → 합격/불합격/예비, then for 합격 등록 or 등록포기)
// and the one label table of its statuses, read by the applicant's receipt, the export and the admin alike.

export const STATUSES = [
  { code: 'received', ko: '접수', zh: '已提交' },
  { code: 'doc_check', ko: '서류확인', zh: '材料确认中' },
  { code: 'doc_review', ko: '서류심사', zh: '材料审查中' },
  { code: 'interview', ko: '면접', zh: '面试' },
  { code: 'accepted', ko: '합격', zh: '录取' },
  { code: 'rejected', ko: '불합격', zh: '未录取' },
  { code: 'waitlisted', ko: '예비', zh: '候补' },
  { code: 'registered', ko: '등록', zh: '已注册' },
  { code: 'declined', ko: '등록포기', zh: '放弃注册' },
  // The applicant's own 지원 취소 in the look-up, before the window closes.
  { code: 'withdrawn', ko: '지원 취소', zh: '已撤回申请' },
] as const;
export type StatusCode = (typeof STATUSES)[number]['code'];
export const STATUS_CODES = STATUSES.map((s) => s.code) as readonly StatusCode[];
export const statusLabel = (code: string, lang: 'ko' | 'zh' = 'ko'): string =>
  STATUSES.find((s) => s.code === code)?.[lang] ?? code;

/** Every application's first history row: the applicant's own online submit (the sample data writes the same). */
export const SUBMITTED_ENTRY = {
  fromStatus: null,
  toStatus: 'received',
  note: '온라인 원서 접수',
  changedBy: null,
  changedByName: '지원자',
} as const;

/** Who ended an admission: the applicant in the look-up, staff (told by phone or paper), or an offer's deadline. */
export const DECLINE_KINDS = [
  { code: 'applicant', ko: '지원자 포기', zh: '本人放弃' },
  { code: 'staff', ko: '담당자 처리', zh: '工作人员处理' },
  { code: 'lapsed', ko: '미응답', zh: '逾期未答复' },
] as const;
export type DeclineKind = (typeof DECLINE_KINDS)[number]['code'];

/** The committee's outcomes (사정 결과): what the results import sets and the confirmation covers. */
export const OUTCOMES = ['accepted', 'rejected', 'waitlisted'] as const satisfies readonly StatusCode[];
export type Outcome = (typeof OUTCOMES)[number];

/** After the announcement: 등록 and 등록포기 follow from 합격 (and 추가합격). */
export const AFTER_RESULT = ['registered', 'declined'] as const satisfies readonly StatusCode[];
