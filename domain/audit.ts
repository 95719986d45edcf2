// The words of the audit log (감사 기록): what a resource and an action are called in Korean. An action is
// `<resource>[.<sub-path>].<verb>` (server/audit/middleware.ts) or an explicit name such as 'role.grant'.

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
  rounds: '모집 일정',
  mail: '메일',
  campaigns: '홍보 메일',
  subscribers: '입학 소식 구독자',
  auth: '로그인·계정',
  role: '권한',
  otp: '2단계 인증',
  'audit-logs': '감사 기록',
  'access-reviews': '접속기록 점검',
};

/** Whole actions with a name of their own. */
const NAMED: Record<string, string> = {
  'auth.login': '로그인',
  'auth.login.failed': '로그인 실패',
  'auth.login.otp-required': '비밀번호 확인(인증 코드 대기)',
  'auth.logout': '로그아웃',
  'auth.my.info.update': '내 정보 수정',
  'auth.my.info.password.update': '비밀번호 변경',
  'role.grant': '권한 부여·변경',
  'otp.reset': '2단계 인증 초기화',
  'audit.seal': '감사 기록 서명 키 적용(이전 기록 봉인)',
  'applications.status': '상태 변경',
  'applications.bulk-status': '상태 일괄 변경',
  'applications.documents.download': '제출 서류 열람·내려받기',
  'pages.update': '페이지 초안 저장',
  'pages.preview': '페이지 미리보기 링크 발급',
  'pages.publish': '페이지 게시·예약',
  'pages.schedule.delete': '페이지 예약 취소',
  'pages.revisions.restore': '페이지 이전 판 되살리기',
  'campaigns.send': '홍보 메일 발송·예약',
};

const VERBS: Record<string, string> = {
  create: '등록',
  update: '수정',
  delete: '삭제',
  download: '내려받기',
  export: '목록 내려받기',
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

/** '게시글 수정', '로그인 실패', '원서접수 목록 내려받기'; an unknown action reads as itself. */
export function auditActionLabel(action: string): string {
  if (NAMED[action]) return NAMED[action];
  const parts = action.split('.');
  const verb = parts[parts.length - 1];
  if (parts.length >= 2 && VERBS[verb]) {
    const middle = parts.slice(1, -1).join('.');
    return [auditResourceLabel(parts[0]), middle, VERBS[verb]].filter(Boolean).join(' ');
  }
  return action;
}
