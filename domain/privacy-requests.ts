// The data subject's requests (개인정보 보호법 제35조 열람, 제36조 정정·삭제, 제37조 처리정지·동의 철회): their kinds,
// whom they are about, their states and the 10-day limit (시행령 제41조 ④, 제43조 ③, 제44조 ②), read by the server,
// the public form and the admin alike.
import { addSeoulDays, seoulDay, startOfSeoulDay, type Moment } from './time.js';

export const PRIVACY_KINDS = ['access', 'correct', 'delete', 'suspend', 'withdraw'] as const;
export type PrivacyKind = (typeof PRIVACY_KINDS)[number];

export const KIND_LABELS: Record<'ko' | 'zh', Record<PrivacyKind, string>> = {
  ko: { access: '열람', correct: '정정', delete: '삭제', suspend: '처리정지', withdraw: '동의 철회' },
  zh: { access: '查阅', correct: '更正', delete: '删除', suspend: '停止处理', withdraw: '撤回同意' },
};

/** Whose data it is, by the way they prove who they are. */
export const PRIVACY_SUBJECTS = ['application', 'member', 'question', 'email'] as const;
export type PrivacySubject = (typeof PRIVACY_SUBJECTS)[number];

export const SUBJECT_LABELS: Record<PrivacySubject, string> = {
  application: '지원자(접수번호·조회 비밀번호)',
  member: '회원(로그인)',
  question: '입학상담 질문자(질문 비밀번호)',
  email: '설명회 신청자·입학 소식 구독자(이메일 인증 코드)',
};

/** The kinds of answer that hold an address back from every sender and export (privacy_holds.kind). */
export const PRIVACY_HOLD_KINDS = ['suspend', 'withdraw'] as const;

export const PRIVACY_STATUSES = ['received', 'delayed', 'done', 'refused'] as const;
export type PrivacyStatus = (typeof PRIVACY_STATUSES)[number];
export const STATUS_LABELS: Record<PrivacyStatus, string> = {
  received: '접수',
  delayed: '연기',
  done: '처리 완료',
  refused: '거절',
};

/** The reasons the law allows for refusing or putting off (제35조 ④ for 열람, 제37조 ② for 처리정지), as staff pick them. */
export const REFUSAL_REASONS = {
  law: '법률에 따라 열람·처리가 금지되거나 제한되는 경우(제35조 ④ 1호, 제37조 ② 1호)',
  others:
    '다른 사람의 생명·신체를 해할 우려가 있거나 재산과 그 밖의 이익을 부당하게 침해할 우려가 있는 경우(제35조 ④ 2호, 제37조 ② 2호)',
  grading: '성적 평가 또는 사람의 선발에 관한 업무를 수행할 때 중대한 지장을 초래하는 경우(제35조 ④ 3호 마목)',
  duty: '개인정보를 처리하지 않으면 정보주체와 약정한 서비스를 제공하지 못하는 등 계약의 이행이 곤란한 경우(제37조 ② 4호)',
  retention: '다른 법령에서 그 개인정보가 수집 대상으로 명시되어 있어 삭제할 수 없는 경우(제36조 ① 단서)',
  unverified: '요청하신 분이 정보주체 본인임을 확인할 수 없는 경우(시행령 제41조 ⑤ 등)',
} as const;
export type RefusalReason = keyof typeof REFUSAL_REASONS;
export const REFUSAL_REASON_CODES = Object.keys(REFUSAL_REASONS) as RefusalReason[];

export const DUE_DAYS = 10;
/** The dashboard warns this many days before a due date. */
export const WARN_DAYS = 3;

/**
 * When a request made at `at` must be answered: the end of the 10th day after the request's day in Seoul (the day
 * of the request is not counted, 민법 제157조), i.e. the Seoul midnight that starts the 11th day.
 */
export function dueAtFor(at: Moment): Date {
  return addSeoulDays(at, DUE_DAYS + 1);
}

/** Whole Seoul days from today to the due date's last day (0: due today; negative: overdue). */
export function daysLeft(dueAt: Moment, at: Moment): number {
  const lastDay = startOfSeoulDay(new Date(new Date(dueAt).getTime() - 1));
  const today = startOfSeoulDay(at);
  return Math.round((lastDay.getTime() - today.getTime()) / 86_400_000);
}

/** The due date's last day, YYYY-MM-DD in Seoul. */
export const dueDay = (dueAt: Moment): string => seoulDay(new Date(new Date(dueAt).getTime() - 1));

/**
 * A law that requires keeping an enrolled student's admission record (the application that founds the 학적): the
 * 삭제 answer names it and until when.
 */
export const KEEP_ENROLLED = {
  law: '고등교육법 제25조(학교생활기록) 및 같은 법 시행령 제73조(학적부의 보존)',
  until: '학적부와 함께 준영구 보존(졸업·제적 후에도 보존)',
};

/** What 정정 may change, per whom the request is about. */
export const CORRECTABLE: Record<PrivacySubject, readonly string[]> = {
  application: ['name', 'nameEn', 'mobile', 'email', 'postalCode', 'address', 'addressDetail'],
  member: ['name', 'email', 'phone'],
  question: ['name', 'email'],
  email: ['name'],
};

export const FIELD_LABELS: Record<string, string> = {
  name: '성명',
  nameEn: '영문 성명',
  mobile: '휴대전화',
  phone: '전화번호',
  email: '이메일',
  postalCode: '우편번호',
  address: '주소',
  addressDetail: '상세 주소',
};
