// The words of the audit log (감사 기록): what a resource and an action are called in Korean. An action is
// `<resource>[.<sub-path>].<verb>` (server/audit/middleware.ts) or an explicit name such as 'role.grant'.

import { VERSION_LABEL } from './edit-conflict.js';

export const AUDIT_RESOURCES: Record<string, string> = {
  applications: '원서접수',
  posts: '게시글',
  boards: '게시판',
  popups: '팝업',
  pages: '페이지',
  settings: '사이트 설정',
  files: '파일',
  staff: '직원 계정',
  members: '회원',
  'member-groups': '회원 그룹',
  rounds: '모집 일정',
  mail: '메일',
  campaigns: '홍보 메일',
  subscribers: '입학 소식 구독자',
  auth: '로그인·계정',
  role: '권한',
  otp: '2단계 인증',
  'audit-logs': '감사 기록',
  'access-reviews': '접속기록 점검',
  trash: '휴지통',
  menu: '메뉴',
  'privacy-versions': '개인정보처리방침',
  'mail-outbox': '발송 내역',
  'mail-templates': '메일 양식',
  'result-letters': '결과 통지서',
  'destruction-records': '파기 대장',
  backups: '백업',
  visits: '방문 통계',
  dashboard: '대시보드',
  'search-stats': '검색 통계',
  questions: '입학상담',
  faqs: '자주 묻는 질문',
  forms: '신청 양식',
  redirects: '리디렉션',
  'not-found': '404 기록',
  approvals: '승인 요청',
  'link-checks': '깨진 링크',
};

/** Whole actions with a name of their own. */
const NAMED: Record<string, string> = {
  'auth.login': '로그인',
  'auth.login.failed': '로그인 실패',
  'auth.login-form': '로그인(스크립트 없는 로그인 양식)',
  'auth.login.otp-required': '비밀번호 확인(인증 코드 대기)',
  'auth.logout': '로그아웃',
  'auth.my.info.update': '회원정보 수정',
  'auth.my.info.password.update': '비밀번호 변경',
  'auth.my.password.update': '비밀번호 변경',
  'auth.my.otp': '2단계 인증 등록 시작',
  'auth.my.otp.update': '2단계 인증 등록',
  'auth.my.otp.recovery-codes': '2단계 인증 복구 코드 새로 받기',
  'auth.my.session.extend': '로그인 연장',
  'auth.my.withdrawal.delete': '회원 탈퇴',
  'auth.join': '회원 가입',
  'staff.otp.delete': '2단계 인증 초기화',
  'staff.password': '직원 비밀번호 초기화',
  'files.import': '외부 이미지 가져오기',
  'settings.brochure': '안내 책자 올리기',
  'settings.seal': '직인 이미지 올리기',
  'visits.started': '원서 작성 시작',
  'applications.submit': '원서 제출',
  'applications.proxy': '대리 접수',
  'applications.lookup': '지원 내역 조회',
  'applications.lookup.decline': '지원자 등록포기(조회 화면)',
  'applications.lookup.documents': '보완 서류 제출(조회 화면)',
  'applications.lookup.withdraw': '지원 취소(조회 화면)',
  'applications.lookup.reset-code': '조회 비밀번호 재설정 코드 요청',
  'applications.lookup.reset': '조회 비밀번호 재설정',
  'applications.documents.state.update': '제출 서류 상태 변경',
  'applications.decline': '등록포기 처리',
  'applications.incomplete': '서류 보완 요청',
  'applications.bulk-interview': '면접 일괄 안내',
  'applications.bulk-fee': '입금 확인 일괄 처리',
  'rounds.offers': '추가합격 통보',
  'rounds.results.confirm': '결과 확정',
  'rounds.results.withdraw': '결과 확정 철회',
  'rounds.changes-preview': '모집 일정 변경 미리보기',
  'rounds.interview-schedule': '면접 시간표 만들기',
  'rounds.interview-schedule.move': '면접 시간 옮기기',
  'rounds.interview-schedule.swap': '면접 시간 맞바꾸기',
  'role.grant': '권한 부여·변경',
  'otp.reset': '2단계 인증 초기화',
  'audit.seal': '감사 기록 서명 키 적용(이전 기록 봉인)',
  'audit.stray.acknowledge': '서명 없는 감사 기록 검토',
  'applications.status': '상태 변경',
  'applications.bulk-status': '상태 일괄 변경',
  'applications.documents.download': '제출 서류 열람·내려받기',
  'pages.create': '새 페이지 만들기',
  'pages.update': '페이지 초안 저장',
  'pages.retire': '페이지 폐지',
  'pages.counterpart.update': '페이지 번역 대응 지정',
  'pages.translation-check': '번역 확인 완료 요청',
  'pages.translation.dismiss': '번역 확인 완료 (사유를 남기고 표시 해제)',
  'pages.preview': '페이지 미리보기 링크 발급',
  'pages.publish': '페이지 게시·예약',
  'pages.schedule.delete': '페이지 예약 취소',
  'pages.revisions.restore': '페이지 이전 판 되살리기',
  'pages.warnings.acknowledge': '접근성 경고를 무시하고 페이지 게시',
  'posts.warnings.acknowledge': '접근성 경고를 무시하고 게시글 게시',
  'popups.warnings.acknowledge': '접근성 경고를 무시하고 팝업 게시',
  'privacy-versions.warnings.acknowledge': '접근성 경고를 무시하고 개인정보처리방침 게시',
  'rounds.interviews.schedule': '면접 시간표 확정',
  'rounds.interviews.move': '면접 시간 옮기기',
  'rounds.interviews.swap': '면접 시간 맞바꾸기',
  'rounds.interviews.shift': '면접 기간 변경으로 면접 시간 옮기기',
  'rounds.registration.matches.confirm': '등록금 대조로 등록 확정',
  'rounds.registration.bulk': '선택한 합격자 일괄 등록',
  'rounds.registration.matches': '등록금 입금 내역 대조 미리보기',
  'applications.bulk-registration': '선택한 지원자 일괄 등록',
  'rounds.dates.change': '모집 일정 변경 (지원자 안내 여부 포함)',
  'settings.sample.clear': '샘플 내용 지우기',
  'campaigns.send': '홍보 메일 발송·예약',
  'campaigns.audience-count': '홍보 메일 받는 사람 수 확인',
  'campaigns.cancel': '홍보 메일 예약 취소',
  'questions.create': '입학상담 질문 등록',
  'questions.open': '입학상담 질문 열기(비밀번호)',
  'questions.answer.update': '입학상담 답변',
  'questions.publish': '입학상담 질문 공개',
  'forms.responses': '신청서 제출',
  'rounds.fee-matches': '전형료 입금 내역 대조',
  'rounds.fee-matches.confirm': '전형료 입금 대조 확정',
  'applications.refunds': '전형료 환불 기록',
  'applications.lookup.refund-account': '환불 계좌 등록(조회 화면)',
  'audit-logs.verify': '감사 기록 무결성 확인 (받은 체크포인트와 대조)',
  'audit-logs.strays.acknowledge': '서명 없는 감사 기록 검토 요청',
  'privacy-requests.answer': '개인정보 요청 답변',
  'privacy-requests.create': '개인정보 요청 접수(직원 계정으로)',
  'privacy-requests.code': '개인정보 요청 확인 코드 요청(직원 계정으로)',
  'approvals.request': '게시 승인 요청',
  'approvals.approve': '게시 승인',
  'approvals.reject': '게시 승인 반려',
  'link-checks.run': '링크 검사 시작',
};

const VERBS: Record<string, string> = {
  create: '등록',
  update: '수정',
  delete: '삭제',
  download: '내려받기',
  export: '목록 내려받기',
  restore: '되살리기',
  import: '가져오기',
  confirm: '확정',
  preview: '미리보기',
  'sign-off': '서명',
  retry: '다시 보내기',
};

/** The words of an action's middle part ('rounds.results.import' → 결과). */
const WORDS: Record<string, string> = {
  revisions: '이전 판',
  results: '결과',
  fee: '입금 확인',
  registration: '등록',
  brochure: '안내 책자',
  seal: '직인',
  months: '월',
  documents: '제출 서류',
  post: '게시글',
  page: '페이지',
  schedule: '예약',
  info: '정보',
  password: '비밀번호',
};

/** The filter choices of the admin screen: a resource's every action, or one named action. */
export const AUDIT_ACTION_CHOICES: { id: string; name: string }[] = [
  ...Object.entries(NAMED).map(([id, name]) => ({ id, name })),
  ...['create', 'update', 'delete'].flatMap((verb) =>
    ['posts', 'boards', 'popups', 'staff'].map((r) => ({
      id: `${r}.${verb}`,
      name: `${AUDIT_RESOURCES[r]} ${VERBS[verb]}`,
    })),
  ),
];

export function auditResourceLabel(resource: string): string {
  return AUDIT_RESOURCES[resource] ?? resource;
}

/**
 * '게시글 수정', '로그인 실패', '모집 일정 결과 가져오기', '원서접수 목록 내려받기'. An action with a part that has no
 * Korean word reads as itself (server/audit/labels.test.ts holds every admin route's action to Korean words).
 */
export function auditActionLabel(action: string): string {
  if (Object.hasOwn(NAMED, action)) return NAMED[action];
  const parts = action.split('.');
  const verb = parts[parts.length - 1];
  const middle = parts.slice(1, -1);
  if (parts.length < 2 || !Object.hasOwn(VERBS, verb) || !Object.hasOwn(AUDIT_RESOURCES, parts[0])) return action;
  if (!middle.every((w) => Object.hasOwn(WORDS, w))) return action;
  return [AUDIT_RESOURCES[parts[0]], ...middle.map((w) => WORDS[w]), VERBS[verb]].join(' ');
}

/** Field names outside the JSON body guards (uploads, the look-up's credentials) in Korean. */
export const AUDIT_FIELDS: Record<string, string> = {
  file: '파일',
  files: '파일',
  receiptNo: '접수번호',
  password: '비밀번호',
  // Taken out of the body before its guard (server/audit/authoring-override.ts): no route's labels name it.
  acknowledgeWarnings: '접근성 경고를 무시하고 게시',
  // What the admin sends back with a record it read (react-admin's edit form, 메뉴 관리's document).
  id: '번호',
  createdAt: '만든 시각',
  updatedAt: '저장 시각',
  version: VERSION_LABEL,
  groups: '메뉴 묶음',
  footer: '바닥글 링크',
};

/** A field no table names is shown as this, never as its code name (the record keeps the name itself). */
export const AUDIT_OTHER_FIELD = '기타 항목';
