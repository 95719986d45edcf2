// The role table: every /api route, the area it touches and whether it reads or writes there. The
// roles that may call it come from domain/roles.ts GRANTS; role-table.test.ts calls each row as every role, as a site
// member and without a token. A new admin route joins by adding a row here (the test fails until it has one); a route
// anyone may call goes to PUBLIC_ROUTES with the reason.
import type { Access, Area } from '../../domain/roles.js';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RoleRow {
  method: Method;
  /** As registered (server/test/routes.ts lists them): '/api/posts/:id'. */
  path: string;
  /** The area of domain/roles.ts the route is guarded by; null: any staff account (auth.allow(null)). */
  area: Area | null;
  access: Access;
  /**
   * What a role with the grant gets for the call below. A dummy id or an empty body may rightly answer 400 or 404;
   * it is never 401 or 403.
   */
  ok: number;
  /** The URL called; by default the path with every :param as 999999 and optional {…} parts left out. */
  url?: string;
  body?: unknown;
  /**
   * What the scoped editor of role-table.test.ts (홍보·콘텐츠 담당 with a 담당 범위) gets, where it differs from `ok`
   * in an area a scope reaches (domain/scope.ts SCOPED_AREAS); in every other area it gets 403.
   */
  scoped?: number;
}

const row = (
  method: Method,
  path: string,
  area: Area | null,
  access: Access,
  ok: number,
  more: Pick<RoleRow, 'url' | 'body' | 'scoped'> = {},
): RoleRow => ({ method, path, area, access, ok, ...more });

export const ROLE_TABLE: RoleRow[] = [
  // The admin's own check: any staff account.
  row('GET', '/api/auth/admin', null, 'read', 200),
  row('GET', '/api/dashboard', 'dashboard', 'read', 200),
  row('GET', '/api/search-stats', 'dashboard', 'read', 200),
  // Visitor figures (counts only, no visitor named): everyone's home screen.
  row('GET', '/api/visits', 'dashboard', 'read', 200),
  row('GET', '/api/visits/export', 'dashboard', 'read', 200),

  // Boards and their content: every role reads, 홍보·콘텐츠 담당 (and 최고관리자) write.
  row('GET', '/api/boards', 'boards', 'read', 200),
  // The scoped editor's board is not board 1, and making or deleting a board is beyond any 담당 범위.
  row('GET', '/api/boards/:id', 'boards', 'read', 200, { url: '/api/boards/1', scoped: 403 }),
  row('POST', '/api/boards', 'boards', 'write', 400, { body: {}, scoped: 403 }),
  row('PUT', '/api/boards/:id', 'boards', 'write', 404, { body: {} }),
  row('DELETE', '/api/boards/:id', 'boards', 'write', 404, { scoped: 403 }),
  row('GET', '/api/posts', 'boards', 'read', 200),
  row('GET', '/api/posts/:id', 'boards', 'read', 404),
  row('POST', '/api/posts', 'boards', 'write', 400, { body: {} }),
  row('PUT', '/api/posts/:id', 'boards', 'write', 404, { body: {} }),
  row('DELETE', '/api/posts/:id', 'boards', 'write', 404),
  row('GET', '/api/posts/:id/revisions', 'boards', 'read', 404),
  row('GET', '/api/posts/:id/comments', 'boards', 'read', 404),
  row('POST', '/api/posts/:id/revisions/:revisionId/restore', 'boards', 'write', 404),
  // 휴지통: deleted posts and pages; 홍보·콘텐츠 담당 restore, only 최고관리자 purges before the 30 days.
  row('GET', '/api/trash', 'trash', 'read', 200),
  row('POST', '/api/trash/:kind/:id/restore', 'trash', 'write', 404, { url: '/api/trash/post/999999/restore' }),
  row('DELETE', '/api/trash/:kind/:id', 'trashPurge', 'write', 404, { url: '/api/trash/page/999999' }),
  row('DELETE', '/api/pages/:id', 'pages', 'write', 404),
  row('POST', '/api/files', 'files', 'write', 400, { body: {} }),
  row('POST', '/api/files/import', 'files', 'write', 400, { body: {} }),

  // Sign-up forms (설명회, 상담 예약) and their responses: 입학 담당 (and 최고관리자).
  row('GET', '/api/forms', 'forms', 'read', 200),
  row('GET', '/api/forms/:id', 'forms', 'read', 404),
  row('POST', '/api/forms', 'forms', 'write', 400, { body: {} }),
  row('PUT', '/api/forms/:id', 'forms', 'write', 400, { body: {} }),
  row('DELETE', '/api/forms/:id', 'forms', 'write', 404),
  row('GET', '/api/forms/:id/responses', 'forms', 'read', 404),
  row('POST', '/api/forms/:id/export', 'forms', 'read', 400, { body: {} }),

  row('GET', '/api/popups', 'popups', 'read', 200),
  row('GET', '/api/popups/:id', 'popups', 'read', 404),
  row('POST', '/api/popups', 'popups', 'write', 400, { body: {} }),
  row('PUT', '/api/popups/:id', 'popups', 'write', 400, { body: {} }),
  row('DELETE', '/api/popups/:id', 'popups', 'write', 404),

  // 페이지 관리: 홍보·콘텐츠 담당 (and 최고관리자).
  row('GET', '/api/pages', 'pages', 'read', 200),
  row('POST', '/api/pages', 'pages', 'write', 400, { body: {} }),
  row('GET', '/api/pages/:id', 'pages', 'read', 404),
  row('POST', '/api/pages/:id/retire', 'pages', 'write', 404, { body: { redirectTo: null } }),
  row('PUT', '/api/pages/:id/counterpart', 'pages', 'write', 404, { body: { counterpartPath: null } }),
  row('POST', '/api/pages/:id/translation-check', 'pages', 'write', 404, {
    body: { reason: '한국어 변경은 번역과 무관' },
  }),
  row('PUT', '/api/pages/:id', 'pages', 'write', 404, { body: {} }),
  row('POST', '/api/pages/:id/preview', 'pages', 'write', 404),
  row('POST', '/api/pages/:id/publish', 'pages', 'write', 404, { body: {} }),
  row('DELETE', '/api/pages/:id/schedule', 'pages', 'write', 404),
  row('GET', '/api/pages/:id/revisions', 'pages', 'read', 404),
  // 게시 전 승인: the queue of 승인 요청; deciding is narrowed further to approvers (domain/approvals.ts).
  row('GET', '/api/approvals', 'approvals', 'read', 200),
  row('GET', '/api/approvals/:id', 'approvals', 'read', 404),
  row('POST', '/api/approvals/:id/approve', 'approvals', 'write', 404),
  row('POST', '/api/approvals/:id/reject', 'approvals', 'write', 400, { body: {} }),
  row('POST', '/api/pages/:id/revisions/:revisionId/restore', 'pages', 'write', 404, { body: {} }),

  // Admission rounds (모집 일정): 입학 담당 (and 최고관리자).
  row('GET', '/api/rounds', 'rounds', 'read', 200),
  row('GET', '/api/rounds/:id', 'rounds', 'read', 404),
  row('POST', '/api/rounds', 'rounds', 'write', 400, { body: {} }),
  row('PUT', '/api/rounds/:id', 'rounds', 'write', 404, { body: {} }),
  row('DELETE', '/api/rounds/:id', 'rounds', 'write', 404),
  // Before a round's save: the dates it would change and how many applicants it touches (writes nothing).
  row('POST', '/api/rounds/:id/changes-preview', 'rounds', 'read', 404, { body: {} }),
  // 결과 가져오기 (changes applications) and 결과 확정: 입학 담당 (and 최고관리자).
  row('GET', '/api/rounds/:id/results', 'rounds', 'read', 404),
  row('POST', '/api/rounds/:id/results/import', 'applications', 'write', 400, { body: {} }),
  row('POST', '/api/rounds/:id/results/confirm', 'rounds', 'write', 404, { body: {} }),
  // 전형료 대조: reads applicants' names and marks their fee paid: 입학 담당 (and 최고관리자).
  row('GET', '/api/rounds/:id/fee-matches', 'applications', 'read', 404),
  row('POST', '/api/rounds/:id/fee-matches', 'applications', 'write', 400, { body: {} }),
  row('POST', '/api/rounds/:id/fee-matches/confirm', 'applications', 'write', 400, { body: {} }),

  // Applicants' personal data: 입학 담당 (and 최고관리자) only. Exporting is reading.
  row('GET', '/api/applications', 'applications', 'read', 200),
  row('GET', '/api/applications/access-logs', 'accessLog', 'read', 200),
  row('GET', '/api/applications/rounds', 'applications', 'read', 200),
  row('POST', '/api/applications/export', 'applications', 'read', 400, { body: {} }),
  row('POST', '/api/applications/bulk-status', 'applications', 'write', 400, { body: {} }),
  row('POST', '/api/applications/bulk-interview', 'applications', 'write', 400, { body: {} }),
  row('POST', '/api/applications/bulk-registration', 'applications', 'write', 400, { body: {} }),
  row('GET', '/api/applications/:id', 'applications', 'read', 404),
  row('GET', '/api/applications/:id/applicant-view', 'applications', 'read', 404),
  row('PUT', '/api/applications/:id', 'applications', 'write', 404, { body: {} }),
  row('DELETE', '/api/applications/:id', 'applications', 'write', 404),
  row('POST', '/api/applications/:id/status', 'applications', 'write', 400, { body: {} }),
  row('POST', '/api/applications/:id/incomplete', 'applications', 'write', 400, { body: {} }),
  row('PUT', '/api/applications/:id/fee', 'applications', 'write', 400, { body: {} }),
  row('POST', '/api/applications/bulk-fee', 'applications', 'write', 400, { body: {} }),
  // 대리 접수: a paper application keyed by staff, the public submit's form and checks.
  row('POST', '/api/applications/proxy', 'applications', 'write', 400, { body: {} }),
  // The refund account in full and the refunds: 입학 담당 (and 최고관리자).
  row('GET', '/api/applications/:id/refunds', 'applications', 'read', 404),
  row('POST', '/api/applications/:id/refunds', 'applications', 'write', 400, { body: {} }),
  row('GET', '/api/applications/:id/documents/:docId', 'applications', 'read', 404),
  // 보완 online: staff set one document's state (확인, 보완 요청 with a note and a deadline, 제출).
  row('PUT', '/api/applications/:id/documents/:docId/state', 'applications', 'write', 400, { body: {} }),
  // 등록 and 등록포기: staff record them; 등록 현황, 추가합격 and the hand-off export of a round.
  row('PUT', '/api/applications/:id/registration', 'applications', 'write', 400, { body: {} }),
  row('POST', '/api/applications/:id/decline', 'applications', 'write', 400, { body: {} }),
  row('GET', '/api/rounds/:id/registration', 'applications', 'read', 404),
  row('POST', '/api/rounds/:id/offers', 'applications', 'write', 400, { body: {} }),
  row('POST', '/api/rounds/:id/registration/export', 'applications', 'read', 400, { body: {} }),
  // 등록 in bulk: 등록금 matched from a bank statement (preview, confirmation) and 등록 of a selection.
  row('POST', '/api/rounds/:id/registration/matches', 'applications', 'write', 400, { body: {} }),
  row('POST', '/api/rounds/:id/registration/matches/confirm', 'applications', 'write', 400, { body: {} }),
  row('POST', '/api/rounds/:id/registration/bulk', 'applications', 'write', 400, { body: {} }),
  // 면접 시간표: the timetable and its printouts, a new one, one applicant moved or two swapped.
  row('GET', '/api/rounds/:id/interview-schedule', 'applications', 'read', 404),
  row('POST', '/api/rounds/:id/interview-schedule', 'applications', 'write', 400, { body: {} }),
  row('POST', '/api/rounds/:id/interview-schedule/move', 'applications', 'write', 400, { body: {} }),
  row('POST', '/api/rounds/:id/interview-schedule/swap', 'applications', 'write', 400, { body: {} }),

  // The menu document (메뉴 관리): 홍보·콘텐츠 담당 (and 최고관리자). The PUT's body is refused (no groups).
  row('GET', '/api/menu', 'menu', 'read', 200),
  row('GET', '/api/menu/targets', 'menu', 'read', 200),
  row('PUT', '/api/menu', 'menu', 'write', 400, { body: {} }),

  // The privacy policy's versions (part of 페이지 관리): 홍보·콘텐츠 담당 (and 최고관리자).
  row('GET', '/api/privacy-versions', 'pages', 'read', 200),
  row('GET', '/api/privacy-versions/draft', 'pages', 'write', 200),
  row('GET', '/api/privacy-versions/:id', 'pages', 'read', 404),
  row('POST', '/api/privacy-versions', 'pages', 'write', 400, { body: {} }),
  row('PUT', '/api/privacy-versions/:id', 'pages', 'write', 404, { body: {} }),
  row('DELETE', '/api/privacy-versions/:id', 'pages', 'write', 404),

  // Site settings: 최고관리자 only.
  row('GET', '/api/settings{/:id}', 'settings', 'read', 200),
  row('PUT', '/api/settings{/:id}', 'settings', 'write', 400, { body: { contactPhone: 1 } }),
  row('POST', '/api/settings/brochure', 'settings', 'write', 400, { body: {} }),
  row('DELETE', '/api/settings/brochure', 'settings', 'write', 200),
  row('POST', '/api/settings/seal', 'settings', 'write', 400, { body: {} }),
  row('DELETE', '/api/settings/seal', 'settings', 'write', 200),
  row('GET', '/api/settings/sample', 'settings', 'read', 200),
  row('POST', '/api/settings/sample/clear', 'settings', 'write', 400, { body: {} }),

  // Staff actions and the monthly review of the access records: 최고관리자 only.
  row('GET', '/api/audit-logs', 'audit', 'read', 200),
  row('GET', '/api/audit-logs/export', 'audit', 'read', 200),
  row('GET', '/api/audit-logs/verify', 'audit', 'read', 200),
  row('POST', '/api/audit-logs/verify', 'audit', 'read', 400),
  row('POST', '/api/audit-logs/strays/:id/acknowledge', 'audit', 'read', 400),
  row('GET', '/api/access-reviews', 'accessReview', 'read', 200),
  row('GET', '/api/access-reviews/:month', 'accessReview', 'read', 200, { url: '/api/access-reviews/2026-10' }),
  row('POST', '/api/access-reviews/:month/sign-off', 'accessReview', 'write', 400, {
    url: '/api/access-reviews/2026-10/sign-off',
    body: {},
  }),
  // Backups and the 파기 대장 (destruction register) with its monthly sign-off: 최고관리자 only.
  row('GET', '/api/backups', 'backups', 'read', 200),
  row('GET', '/api/backups/status', 'backups', 'read', 200),
  row('GET', '/api/destruction-records', 'destruction', 'read', 200),
  // 가져오기 기록: the importers' runs and their reports, 최고관리자 only.
  row('GET', '/api/import-runs', 'imports', 'read', 200),
  row('GET', '/api/import-runs/:id', 'imports', 'read', 404),
  row('GET', '/api/destruction-records/months', 'destruction', 'read', 200),
  row('POST', '/api/destruction-records/months/:month/sign-off', 'destruction', 'write', 400, {
    url: '/api/destruction-records/months/2026-10/sign-off',
    body: {},
  }),
  row('POST', '/api/destruction-records/export', 'destruction', 'read', 400, { body: {} }),

  // Applicant mail (the outbox): 입학 담당 and 최고관리자.
  row('GET', '/api/mail-outbox', 'mail', 'read', 200),
  row('GET', '/api/mail-outbox/status', 'mail', 'read', 200),
  row('GET', '/api/mail-outbox/:id', 'mail', 'read', 404),
  row('POST', '/api/mail-outbox/:id/retry', 'mail', 'write', 404),
  // 메일 양식: the applicant mails' texts.
  row('GET', '/api/mail-templates', 'mail', 'read', 200),
  row('GET', '/api/mail-templates/:id', 'mail', 'read', 404),
  row('PUT', '/api/mail-templates/:id', 'mail', 'write', 404, { body: {} }),
  row('DELETE', '/api/mail-templates/:id', 'mail', 'write', 404),
  row('POST', '/api/mail-templates/:id/preview', 'mail', 'read', 404, { body: {} }),
  // 결과 통지서: the letters of each outcome the look-up shows, edited by 입학 담당.
  row('GET', '/api/result-letters', 'mail', 'read', 200),
  row('GET', '/api/result-letters/:id', 'mail', 'read', 404),
  row('PUT', '/api/result-letters/:id', 'mail', 'write', 404, { body: {} }),
  row('DELETE', '/api/result-letters/:id', 'mail', 'write', 404),
  row('POST', '/api/result-letters/:id/preview', 'mail', 'read', 404, { body: {} }),
  // 홍보 메일 and 입학 소식 구독자: 입학 담당 and 최고관리자.
  row('GET', '/api/campaigns', 'mail', 'read', 200),
  row('POST', '/api/campaigns/audience-count', 'mail', 'read', 200, { body: { audiences: [] } }),
  row('POST', '/api/campaigns/preview', 'mail', 'read', 400, { body: {} }),
  row('GET', '/api/campaigns/:id', 'mail', 'read', 404),
  row('POST', '/api/campaigns', 'mail', 'write', 400, { body: {} }),
  row('PUT', '/api/campaigns/:id', 'mail', 'write', 400, { body: {} }),
  row('DELETE', '/api/campaigns/:id', 'mail', 'write', 404),
  row('POST', '/api/campaigns/:id/send', 'mail', 'write', 404),
  row('POST', '/api/campaigns/:id/cancel', 'mail', 'write', 404),
  row('GET', '/api/subscribers', 'mail', 'read', 200),
  row('DELETE', '/api/subscribers/:id', 'mail', 'write', 404),

  // 입학상담: 입학 담당 owns the questions; 홍보·콘텐츠 담당 reads them and answers.
  row('GET', '/api/questions', 'questions', 'read', 200),
  row('GET', '/api/questions/:id', 'questions', 'read', 404),
  row('PUT', '/api/questions/:id/answer', 'questionAnswers', 'write', 400, { body: {} }),
  row('POST', '/api/questions/:id/publish', 'questions', 'write', 400, { body: {} }),
  row('DELETE', '/api/questions/:id', 'questions', 'write', 404),
  // 자주 묻는 질문: 홍보·콘텐츠 담당 (and 최고관리자).
  row('GET', '/api/faqs', 'faqs', 'read', 200),
  row('GET', '/api/faqs/:id', 'faqs', 'read', 404),
  row('POST', '/api/faqs', 'faqs', 'write', 400, { body: {} }),
  row('PUT', '/api/faqs/:id', 'faqs', 'write', 400, { body: {} }),
  row('DELETE', '/api/faqs/:id', 'faqs', 'write', 404),
  // 리디렉션 관리 and the 404 기록: 홍보·콘텐츠 담당 (and 최고관리자).
  row('GET', '/api/redirects', 'redirects', 'read', 200),
  row('GET', '/api/redirects/export', 'redirects', 'read', 200),
  row('GET', '/api/redirects/:id', 'redirects', 'read', 404),
  row('POST', '/api/redirects', 'redirects', 'write', 400, { body: {} }),
  row('PUT', '/api/redirects/:id', 'redirects', 'write', 400, { body: {} }),
  row('DELETE', '/api/redirects/:id', 'redirects', 'write', 404),
  row('POST', '/api/redirects/import', 'redirects', 'write', 400, { body: {} }),
  row('GET', '/api/not-found', 'redirects', 'read', 200),
  // 깨진 링크: the content staff read the report; 지금 검사 is 최고관리자's (a body it does not know is a 400 here,
  // so the table never starts a run).
  row('GET', '/api/link-checks', 'linkChecks', 'read', 200),
  row('GET', '/api/link-checks/run', 'linkChecks', 'read', 200),
  row('POST', '/api/link-checks/run', 'linkChecks', 'write', 400, { body: { unknown: 1 } }),

  // Staff accounts, their role register and 2FA reset, and site members: 최고관리자 only.
  row('GET', '/api/staff', 'staff', 'read', 200),
  row('GET', '/api/staff/:id', 'staff', 'read', 404),
  row('GET', '/api/staff/:id/grants', 'staff', 'read', 404),
  row('POST', '/api/staff', 'staff', 'write', 400, { body: {} }),
  row('PUT', '/api/staff/:id', 'staff', 'write', 404, { body: {} }),
  row('POST', '/api/staff/:id/password', 'staff', 'write', 400, { body: {} }),
  row('DELETE', '/api/staff/:id/otp', 'staff', 'write', 404),
  row('GET', '/api/members', 'members', 'read', 200),
  row('GET', '/api/members/:id', 'members', 'read', 404),
  row('PUT', '/api/members/:id', 'members', 'write', 404, { body: { active: false } }),
  row('DELETE', '/api/members/:id', 'members', 'write', 404),
  // 회원 그룹: every role reads the names (the board form picks one), 최고관리자 keeps who belongs.
  row('GET', '/api/member-groups', 'memberGroups', 'read', 200),
  row('GET', '/api/member-groups/:id', 'memberGroups', 'read', 404),
  row('POST', '/api/member-groups', 'memberGroups', 'write', 400, { body: {} }),
  row('PUT', '/api/member-groups/:id', 'memberGroups', 'write', 404, { body: {} }),
  row('DELETE', '/api/member-groups/:id', 'memberGroups', 'write', 404),
  // 개인정보 요청: 최고관리자 sees all, 입학 담당 applicants' requests.
  row('GET', '/api/privacy-requests', 'privacyRequests', 'read', 200),
  row('GET', '/api/privacy-requests/:id', 'privacyRequests', 'read', 404),
  row('POST', '/api/privacy-requests/:id/answer', 'privacyRequests', 'write', 404, { body: { decision: 'done' } }),
];

export interface PublicRoute {
  method: Method;
  path: string;
  why: string;
  /** A route of one's own account: 401 without a token (any logged-in account may call it). */
  ownAccount?: true;
}

const open = (method: Method, path: string, why: string, more: Pick<PublicRoute, 'ownAccount'> = {}) => ({
  method,
  path,
  why,
  ...more,
});
const own = { ownAccount: true } as const;

export const PUBLIC_ROUTES: PublicRoute[] = [
  open('POST', '/api/auth/login', 'logging in'),
  open('POST', '/api/auth/login-form', 'logging in by the login page without JavaScript (a form post)'),
  open('POST', '/api/auth/join', 'joining the site'),
  open('POST', '/api/auth/logout', 'logging out (the refresh cookie)'),
  open('GET', '/api/auth/refresh', 'a new access token from the refresh cookie'),
  open('GET', '/api/auth/my/info', "one's own account", own),
  open('PUT', '/api/auth/my/info', "one's own account", own),
  open('PUT', '/api/auth/my/info/password', "one's own password (also the way out of a first-login change)", own),
  open('DELETE', '/api/auth/my/withdrawal', 'leaving the site', own),
  open('POST', '/api/auth/my/otp', "starting one's own 2FA enrolment (staff only: a member gets 403)", own),
  open('PUT', '/api/auth/my/otp', "confirming one's own 2FA enrolment", own),
  open('POST', '/api/auth/my/otp/recovery-codes', "a new set of one's own recovery codes", own),
  open('POST', '/api/auth/my/session/extend', "extending one's own idle staff login (연장)", own),
  open('POST', '/api/applications/submit', "an applicant's submit"),
  open('POST', '/api/applications/lookup', "an applicant's look-up with the receipt number"),
  open('POST', '/api/applications/lookup/decline', "an applicant's 등록포기 with the look-up's credentials"),
  open(
    'POST',
    '/api/applications/lookup/refund-account',
    "an applicant's refund account with the look-up's credentials",
  ),
  open('GET', '/api/questions/form-token', "입학상담's ask form: the signed time it was drawn (the minimum fill time)"),
  open('POST', '/api/questions', 'a visitor asks 입학상담 without an account (spam guards in server/questions/ask.ts)'),
  open(
    'POST',
    '/api/questions/:id/open',
    'the asker opens their question with its password (throttled per question and address)',
  ),
  open('POST', '/api/applications/lookup/documents', "an applicant's 보완 file with the look-up's credentials"),
  open('POST', '/api/applications/lookup/withdraw', "an applicant's 지원 취소 with the look-up's credentials"),
  open('POST', '/api/applications/lookup/reset-code', 'a look-up password reset code mailed to the application'),
  open('POST', '/api/applications/lookup/reset', 'a new look-up password with the mailed code'),
  open('GET', '/api/popups/active', 'the popups the home page shows now'),
  open(
    'POST',
    '/api/privacy-requests',
    "the data subject's privacy request, proved as they prove it today (identity.ts)",
  ),
  open(
    'POST',
    '/api/privacy-requests/code',
    "a 6-digit code mailed to a sign-up's or subscriber's address (throttled)",
  ),
  open('POST', '/api/forms/:slug/responses', "a visitor's sign-up to a form (설명회, 상담 예약)"),
  open(
    'POST',
    '/api/visits/started',
    "the application form's beacon: its consent step was passed (a count, no visitor)",
  ),
];

/** The URL a row calls. */
export const urlOf = (r: RoleRow): string => r.url ?? r.path.replace(/\{[^}]*\}/g, '').replace(/:\w+/g, '999999');
