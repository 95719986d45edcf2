// Who may do what (개인정보의 안전성 확보조치 기준 제5조: the least access the job needs). A site member is `user`;
// staff have one of three roles. The server enforces `can()` on every admin route (server/auth/staff-gate.ts) and
// the admin hides what a role cannot open, from the same table.
export const STAFF_ROLES = ['superadmin', 'admissions', 'content'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
export const ROLES = ['user', ...STAFF_ROLES] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  user: '회원',
  superadmin: '최고관리자',
  admissions: '입학 담당',
  content: '홍보·콘텐츠 담당',
};

export function isStaffRole(role: string | null | undefined): role is StaffRole {
  return (STAFF_ROLES as readonly string[]).includes(role ?? '');
}

/** What a screen or route touches. One row each; new resources add theirs. */
export const AREAS = [
  'dashboard',
  'boards',
  'files',
  'popups',
  'pages',
  'menu',
  'trash',
  'trashPurge',
  'applications',
  'accessLog',
  'rounds',
  'mail',
  'settings',
  'staff',
  'members',
  'memberGroups',
  'audit',
  'accessReview',
  'backups',
  'destruction',
  'forms',
  'questions',
  'questionAnswers',
  'faqs',
  'redirects',
  'privacyRequests',
  'imports',
  'approvals',
  'linkChecks',
] as const;
export type Area = (typeof AREAS)[number];
export type Access = 'read' | 'write';

const ALL: readonly StaffRole[] = STAFF_ROLES;
const ADMISSIONS: readonly StaffRole[] = ['superadmin', 'admissions'];
const CONTENT: readonly StaffRole[] = ['superadmin', 'content'];
const SUPER: readonly StaffRole[] = ['superadmin'];

/** Area → the roles that may read it and the roles that may change it. */
export const GRANTS: Record<Area, Record<Access, readonly StaffRole[]>> = {
  // Everyone's home screen; what it shows depends on the role (counts only without applicant access).
  dashboard: { read: ALL, write: SUPER },
  // 입학 담당 reads the boards (notices about admissions) but does not write them.
  boards: { read: ALL, write: CONTENT },
  files: { read: ALL, write: CONTENT },
  popups: { read: CONTENT, write: CONTENT },
  pages: { read: CONTENT, write: CONTENT },
  menu: { read: CONTENT, write: CONTENT },
  // 휴지통: deleted posts and pages, restored by those who write them; purging before the 30 days is 최고관리자's.
  trash: { read: CONTENT, write: CONTENT },
  trashPurge: { read: SUPER, write: SUPER },
  applications: { read: ADMISSIONS, write: ADMISSIONS },
  accessLog: { read: ADMISSIONS, write: SUPER },
  rounds: { read: ADMISSIONS, write: ADMISSIONS },
  mail: { read: ADMISSIONS, write: ADMISSIONS },
  settings: { read: SUPER, write: SUPER },
  staff: { read: SUPER, write: SUPER },
  members: { read: SUPER, write: SUPER },
  // 회원 그룹: every role reads the names (a board's 읽기 권한 picks one); who belongs is the 최고관리자's.
  memberGroups: { read: ALL, write: SUPER },
  audit: { read: SUPER, write: SUPER },
  accessReview: { read: SUPER, write: SUPER },
  // The backups' list and warning, and the 파기 대장 with its monthly sign-off (개인정보 보호책임자).
  backups: { read: SUPER, write: SUPER },
  destruction: { read: SUPER, write: SUPER },
  // Sign-up forms (설명회, 상담 예약) and their responses: 입학 담당 (and 최고관리자).
  forms: { read: ADMISSIONS, write: ADMISSIONS },
  // 입학상담: 입학 담당 owns the questions (the askers' personal data, make public, delete);
  // 홍보·콘텐츠 담당 reads them and may answer (questionAnswer). The FAQ is kept by both: admissions writes most
  // of its answers, and the content staff keep its wording.
  questions: { read: [...ADMISSIONS, 'content'], write: ADMISSIONS },
  questionAnswers: { read: [...ADMISSIONS, 'content'], write: [...ADMISSIONS, 'content'] },
  faqs: { read: ALL, write: ALL },
  // 리디렉션 관리 (old addresses that answer with a new one) and the 404 기록 they are made from.
  redirects: { read: CONTENT, write: CONTENT },
  // 개인정보 요청 (열람·정정·삭제·처리정지·동의 철회): 최고관리자 (개인정보 보호책임자) sees all; 입학 담당 only those
  // about an application (server/privacy-requests/store.ts narrows the list).
  privacyRequests: { read: ADMISSIONS, write: ADMISSIONS },
  // 가져오기 기록: the reports of the old site's imports (its boards' managers, secret counts): 최고관리자 only.
  imports: { read: SUPER, write: SUPER },
  // 게시 전 승인: the 승인 요청 queue. Who may decide is narrower (domain/approvals.ts isApprover): a 최고관리자 or
  // a 홍보·콘텐츠 담당 over the whole site; an editor who must ask sees their own requests.
  approvals: { read: CONTENT, write: CONTENT },
  // 깨진 링크: the content staff read the report (and mend it through 리디렉션 관리); 지금 검사 is 최고관리자's.
  linkChecks: { read: CONTENT, write: SUPER },
};

export function can(role: string | null | undefined, area: Area, access: Access = 'read'): boolean {
  return isStaffRole(role) && GRANTS[area][access].includes(role);
}

/** Roles that reach applicants' personal data: they must sign in with a second factor (기준 제6조). */
export const OTP_REQUIRED_ROLES: readonly StaffRole[] = ADMISSIONS;

export function requiresOtp(role: string | null | undefined): boolean {
  return isStaffRole(role) && OTP_REQUIRED_ROLES.includes(role);
}
