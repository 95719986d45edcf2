// Every admin screen a browser test visits (phone layout, axe), with the text that says it has loaded.
// The records they show come from the sample content plus one popup made here through the API.
import type { Page } from 'playwright-core';
import { QueryTypes } from 'sequelize';
import { enqueueMail } from '../server/mail/outbox.js';
import { formStartedAt } from '../server/test/forms.js';
import { claimRun, finishRun } from '../server/link-check/store.js';
import { adminToken, advanceClock, call, makeUser } from '../server/test/support.js';
import { loginInPage, type E2E } from './support.js';
import type { StaffRole } from '../domain/roles.js';

export interface AdminScreen {
  name: string;
  path: string;
  /** Text visible once the screen has its data. */
  ready: string;
}

export async function adminScreens(e2e: E2E): Promise<AdminScreen[]> {
  const token = await adminToken(e2e.app);
  const now = Date.now();
  const popup = await call(e2e.app, 'POST', '/api/popups', {
    token,
    body: {
      title: '2027학년도 전기 신입생 모집 안내',
      body: '<p>2차 원서접수: 2026년 11월 30일(월) ~ 2027년 1월 8일(금) 17:00</p>',
      startAt: new Date(now - 86_400_000).toISOString(),
      endAt: new Date(now + 30 * 86_400_000).toISOString(),
    },
  });
  if (popup.status !== 201) throw new Error(`popup ${popup.status} ${JSON.stringify(popup.body)}`);
  const posts = await call<{ id: number; title: string }[]>(
    e2e.app,
    'GET',
    `/api/posts?filter=${encodeURIComponent('{"boardEnName":"notice"}')}&range=[0,0]`,
    { token },
  );
  const apps = await call<{ id: number; name: string }[]>(
    e2e.app,
    'GET',
    `/api/applications?filter=${encodeURIComponent('{"q":"王丽"}')}&range=[0,0]`,
    { token },
  );
  const rounds = await call<{ id: number; name: string }[]>(e2e.app, 'GET', '/api/rounds?range=[0,0]', { token });
  // One post in the 휴지통, so the trash screen shows a row.
  const binned = await call(e2e.app, 'POST', '/api/posts', {
    token,
    body: { boardEnName: 'notice', title: '휴지통에 있는 지난 행사 안내', content: '<p>지난 행사</p>' },
  });
  await call(e2e.app, 'DELETE', `/api/posts/${String(binned.body.id)}`, { token });
  const greeting = await call<{ id: number }[]>(
    e2e.app,
    'GET',
    `/api/pages?filter=${encodeURIComponent('{"q":"/introduce/greeting"}')}`,
    { token },
  );
  const form = await call(e2e.app, 'POST', '/api/forms', {
    token,
    body: {
      title: '2027학년도 MBA 입학설명회',
      slug: 'mba-info-admin',
      fields: [
        { key: 'name', label: '성명', type: 'text', required: true },
        { key: 'email', label: '이메일', type: 'email', required: true },
        { key: 'session', label: '참석 회차', type: 'radio', required: true, options: ['1부', '2부'] },
      ],
      capacity: 30,
      consentText:
        '수집 항목: 성명, 이메일. 목적: 설명회 안내. 보유기간: 90일. 거부할 수 있으며, 거부하면 신청할 수 없습니다.',
      retentionDays: 90,
    },
  });
  if (form.status !== 201) throw new Error(`form ${form.status} ${JSON.stringify(form.body)}`);
  const signUp = await call(e2e.app, 'POST', '/api/forms/mba-info-admin/responses', {
    body: { name: '김서연', email: 'seoyeon@example.com', session: '2부', consent: 'yes', startedAt: formStartedAt() },
  });
  if (signUp.status !== 201) throw new Error(`sign-up ${signUp.status} ${JSON.stringify(signUp.body)}`);
  // 입학상담: a visitor's question (its form token aged past the minimum fill time) and an FAQ entry.
  const formToken = (await call(e2e.app, 'GET', '/api/questions/form-token')).body.formToken as string;
  advanceClock(4000);
  const question = await call(e2e.app, 'POST', '/api/questions', {
    body: {
      boardEnName: 'qna',
      name: '정하린',
      email: 'harin@example.com',
      password: 'harin-2027',
      title: '면접은 온라인으로도 볼 수 있나요?',
      body: '지방에 살고 있어서 온라인 면접이 가능한지 궁금합니다.',
      consentPrivacy: true,
      secret: true,
      formToken,
    },
  });
  if (question.status !== 201) throw new Error(`question ${question.status} ${JSON.stringify(question.body)}`);
  const faq = await call(e2e.app, 'POST', '/api/faqs', {
    token,
    body: {
      question: '장학금은 어떤 것이 있나요?',
      answer: '<p>성적 장학금과 재직자 장학금이 있습니다.</p>',
      category: '장학',
    },
  });
  if (faq.status !== 201) throw new Error(`faq ${faq.status} ${JSON.stringify(faq.body)}`);
  const post = posts.body[0];
  const applicant = apps.body[0];
  const round = rounds.body[0];
  if (!post || !applicant || !round || !greeting.body[0]) throw new Error('sample content missing');
  const mail = await e2e.app.sequelize.transaction((transaction) =>
    enqueueMail(
      {
        kind: 'application.received',
        to: 'wang.li@example.com',
        lang: 'zh-Hans',
        subject: '[中小企业研究生院] 报名已受理',
        text: '王丽 您好，您的报名已受理。',
      },
      { transaction },
    ),
  );
  const campaign = await call(e2e.app, 'POST', '/api/campaigns', {
    token,
    body: { subject: '2027 후기 입학설명회 안내', body: '3월 20일에 뵙겠습니다.', audiences: ['subscribers'] },
  });
  if (campaign.status !== 201) throw new Error(`campaign ${campaign.status} ${JSON.stringify(campaign.body)}`);
  // 리디렉션 관리: one redirect, and one old address a visitor asked for in vain (the 404 기록).
  const redirect = await call(e2e.app, 'POST', '/api/redirects', {
    token,
    body: { from: '/bbs/board.php?bo_table=notice&wr_id=31', to: `/board/notice/${post.id}` },
  });
  if (redirect.status !== 201) throw new Error(`redirect ${redirect.status} ${JSON.stringify(redirect.body)}`);
  await fetch(`${e2e.app.baseUrl}/data/file/notice/2041553261_a1b2c3.jpg`, {
    headers: {
      'user-agent': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36',
    },
  });
  // 깨진 링크: one run's finding, a post's link to a page that moved, with its redirect offered (no network here).
  const linkRun = await claimRun(e2e.app.sequelize, { by: null });
  await finishRun(e2e.app.sequelize, linkRun!.id, 1, [
    {
      url: '/introduce/old-map',
      status: '404',
      internal: true,
      foundIn: { kind: 'post', id: post.id, title: post.title, path: `/board/notice/${post.id}`, board: 'notice' },
      redirect: { from: '/introduce/old-map', to: '/introduce/map' },
    },
  ]);
  // One 개인정보 요청, as a subscriber's proved request leaves it (server/privacy-requests/store.ts).
  const [privacy] = await e2e.app.sequelize.query<{ id: number }>(
    `INSERT INTO privacy_requests (kind, subject, email, name, lang, about, text, due_at, created_at)
     VALUES ('access', 'email', 'reader@example.com', '김열람', 'ko', '설명회 신청·입학 소식 구독 (이메일)',
             '보유한 제 정보를 보고 싶습니다.', now() + interval '2 days', now()) RETURNING id`,
    { type: QueryTypes.SELECT },
  );
  return [
    { name: 'dashboard', path: '/admin', ready: '최근 게시글' },
    { name: 'boards', path: '/admin/boards', ready: '학사일정' },
    { name: 'board-edit', path: '/admin/boards/1', ready: '게시판 수정' },
    { name: 'posts', path: '/admin/boards/content?boardEnName=notice', ready: post.title },
    { name: 'post-create', path: '/admin/boards/content/create?boardEnName=notice', ready: '새 글' },
    { name: 'post-edit', path: `/admin/boards/content/${post.id}`, ready: '수정 이력' },
    { name: 'trash', path: '/admin/trash', ready: '휴지통에 있는 지난 행사 안내' },
    { name: 'applications', path: '/admin/applications', ready: '王丽' },
    { name: 'application-show', path: `/admin/applications/${applicant.id}/show`, ready: '상태 변경 이력' },
    { name: 'access-log', path: '/admin/applications/access-logs', ready: '목록 조회' },
    { name: 'proxy-intake', path: '/admin/applications/proxy', ready: '서면 원서 입력' },
    { name: 'mail', path: '/admin/mail-outbox', ready: '报名已受理' },
    { name: 'mail-show', path: `/admin/mail-outbox/${mail.id}/show`, ready: '중국어(간체)' },
    { name: 'rounds', path: '/admin/rounds', ready: round.name },
    { name: 'round-create', path: '/admin/rounds/create', ready: '접수 기간과 발표' },
    { name: 'round-edit', path: `/admin/rounds/${round.id}`, ready: '모집 과정과 인원' },
    { name: 'round-results', path: `/admin/rounds/${round.id}/results`, ready: '결과 파일 선택' },
    { name: 'round-fees', path: `/admin/rounds/${round.id}/fees`, ready: '전형료 대조' },
    { name: 'forms', path: '/admin/forms', ready: '2027학년도 MBA 입학설명회' },
    { name: 'form-create', path: '/admin/forms/create', ready: '입력 항목' },
    { name: 'form-edit', path: `/admin/forms/${String(form.body.id)}`, ready: '공개 주소: /forms/mba-info-admin' },
    { name: 'form-responses', path: `/admin/forms/${String(form.body.id)}/responses`, ready: '김*연' },
    { name: 'mail-templates', path: '/admin/mail-templates', ready: '합격자 발표 안내' },
    {
      name: 'mail-template-edit',
      path: '/admin/mail-templates/application.result%3Ako',
      ready: '쓸 수 있는 자리표시자',
    },
    { name: 'result-letters', path: '/admin/result-letters', ready: '예비합격 통지서' },
    { name: 'result-letter-edit', path: '/admin/result-letters/waitlisted%3Ako', ready: '{{waitlistRank}}' },
    { name: 'campaigns', path: '/admin/campaigns', ready: '2027 후기 입학설명회 안내' },
    { name: 'campaign-create', path: '/admin/campaigns/create', ready: '명이 받습니다' },
    { name: 'campaign-show', path: `/admin/campaigns/${String(campaign.body.id)}/show`, ready: '지금 보내기' },
    { name: 'subscribers', path: '/admin/subscribers', ready: '아직 구독자가 없습니다.' },
    { name: 'popups', path: '/admin/popups', ready: '2027학년도 전기 신입생 모집 안내' },
    { name: 'popup-create', path: '/admin/popups/create', ready: '미리보기' },
    { name: 'popup-edit', path: `/admin/popups/${String(popup.body.id)}`, ready: '미리보기' },
    { name: 'questions', path: '/admin/questions', ready: '정*린' },
    {
      name: 'question-show',
      path: `/admin/questions/${String(question.body.id)}/show`,
      ready: '지방에 살고 있어서',
    },
    { name: 'faqs', path: '/admin/faqs', ready: '장학금은 어떤 것이 있나요?' },
    { name: 'faq-edit', path: `/admin/faqs/${String(faq.body.id)}`, ready: '자주 묻는 질문 수정' },
    { name: 'redirects', path: '/admin/redirects', ready: '/bbs/board.php?bo_table=notice&wr_id=31' },
    { name: 'redirect-edit', path: `/admin/redirects/${String(redirect.body.id)}`, ready: '리디렉션 수정' },
    { name: 'not-found', path: '/admin/not-found', ready: '/data/file/notice/2041553261_a1b2c3.jpg' },
    { name: 'link-checks', path: '/admin/link-checks', ready: '/introduce/old-map' },
    { name: 'pages', path: '/admin/pages', ready: '원장 인사말' },
    { name: 'page-edit', path: `/admin/pages/${greeting.body[0].id}`, ready: '변경 이력' },
    { name: 'settings', path: '/admin/etc/settings', ready: '연락처 (홈페이지 아래쪽)' },
    { name: 'menu', path: '/admin/menu', ready: '홈 화면 바로가기' },
    { name: 'privacy-versions', path: '/admin/privacy-versions', ready: '제2판' },
    { name: 'staff', path: '/admin/staff', ready: '최고관리자' },
    { name: 'staff-create', path: '/admin/staff/create', ready: '처음 로그인하면' },
    { name: 'members', path: '/admin/members', ready: '아직 가입한 회원이 없습니다.' },
    { name: 'access-review', path: '/admin/access-review', ready: '지난 점검 기록' },
    { name: 'privacy-requests', path: '/admin/privacy-requests', ready: '설명회 신청·입학 소식 구독 (이메일)' },
    { name: 'privacy-request-show', path: `/admin/privacy-requests/${privacy.id}/show`, ready: '답변 보내기' },
    { name: 'backups', path: '/admin/backups', ready: '매일 03:00(한국시간)' },
    { name: 'destruction-records', path: '/admin/destruction-records', ready: '개인정보 보호책임자 검토·서명' },
    // The popup made above is in the audit log.
    { name: 'audit', path: '/admin/audit-logs', ready: '팝업 등록' },
  ];
}

/** A new staff account of `role` (최고관리자 by default) logged in on a fresh page at this viewport. */
export async function adminPage(e2e: E2E, viewport: { width: number; height: number }, role: StaffRole = 'superadmin') {
  const admin = await makeUser({ role });
  const opened = await e2e.newPage(viewport);
  await opened.page.goto('/');
  await loginInPage(opened.page, admin.loginId, admin.password, admin.otpSecret);
  return opened;
}

/** Opens a screen and waits for its data and for the spinner to go. */
export async function openScreen(page: Page, screen: AdminScreen): Promise<void> {
  await page.goto(screen.path);
  await page.getByText(screen.ready, { exact: false }).first().waitFor();
  await page.waitForFunction(() => !document.querySelector('.MuiLinearProgress-root, [role="progressbar"]'));
}
