import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { makeUser } from '../server/test/support.js';
import { DESKTOP, loginInPage, screenshot, startE2E, type E2E, expectCount } from './support.js';

let e2e: E2E;
before(async () => {
  e2e = await startE2E();
});
after(() => e2e.close());

test('not logged in: /admin/boards sends the visitor to the login page with prevUrl', async () => {
  const { page } = await e2e.newPage(DESKTOP);
  await page.goto('/admin/boards');
  await page.waitForURL(/\/auth\/login\?prevUrl=/);
  assert.equal(new URL(page.url()).searchParams.get('prevUrl'), '/admin/boards');
});

test('an admin sees the admin title and the three navigation groups in Korean', async () => {
  const admin = await makeUser({ role: 'superadmin' });
  const { page, consoleErrors } = await e2e.newPage(DESKTOP);
  await page.goto('/');
  await loginInPage(page, admin.loginId, admin.password, admin.otpSecret);
  await page.goto('/admin');
  await page.getByText('중소기업대학원 관리자').first().waitFor();
  for (const label of ['게시판 관리', '원서접수 관리', '팝업 관리', '교수진 관리']) {
    await expectCount(page.locator(`[data-nav="${label}"]`), (n) => n > 0, label);
  }
  await screenshot(page, 'admin-dashboard-1440');
  assert.deepEqual(consoleErrors, []);
});

test('a list that is still loading names its spinner (axe: aria-progressbar-name)', async () => {
  const admin = await makeUser({ role: 'superadmin' });
  const { page } = await e2e.newPage(DESKTOP);
  await page.goto('/');
  await loginInPage(page, admin.loginId, admin.password, admin.otpSecret);
  // The boards' list answers late: its loading state stays on screen to be read.
  let release: () => void = () => undefined;
  const held = new Promise<void>((r) => (release = r));
  await page.route(/\/api\/boards(\?|$)/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/admin/boards');
  await expectCount(page.locator('[role="progressbar"]'), (n) => n > 0, 'spinners while the list loads');
  const unnamed = await page
    .locator('[role="progressbar"]')
    .evaluateAll(
      (els) => els.filter((e) => !e.getAttribute('aria-label') && !e.getAttribute('aria-labelledby')).length,
    );
  release();
  assert.equal(unnamed, 0);
  assert.equal(await page.locator('[role="progressbar"]').first().getAttribute('aria-label'), '불러오는 중');
});

test('a logged-in user who is not an admin is sent to the login page, which says why, and stays logged in', async () => {
  const user = await makeUser();
  const { page } = await e2e.newPage(DESKTOP);
  await page.goto('/');
  await loginInPage(page, user.loginId, user.password);
  await page.goto('/admin/boards');
  await page.waitForURL(/\/auth\/login\?prevUrl=/);
  assert.equal(new URL(page.url()).searchParams.get('prevUrl'), '/admin/boards');
  await page.getByText('관리자 권한이 없는 계정입니다. 관리자 계정으로 로그인해주세요.').waitFor();
  await screenshot(page, 'admin-forbidden-1440');
  assert.ok(await page.evaluate(() => localStorage.getItem('token')));
});

test('an old bookmarked address opens its screen at the address it has now; an unknown one is not found', async () => {
  const admin = await makeUser({ role: 'superadmin' });
  const { page, consoleErrors } = await e2e.newPage(DESKTOP);
  await page.goto('/');
  await loginInPage(page, admin.loginId, admin.password, admin.otpSecret);
  const title = page.locator('#react-admin-title');
  const moved: [old: string, now: string, screenTitle: string][] = [
    ['/admin/board', '/admin/boards', '게시판 관리'],
    ['/admin/board/content?boardEnName=notice', '/admin/boards/content?boardEnName=notice', '게시판 관리 · 공지사항'],
    ['/admin/application-access-log', '/admin/applications/access-logs', '개인정보 접근 기록'],
    ['/admin/application?filter=%7B%7D', '/admin/applications?filter=%7B%7D', '원서접수 관리'],
    ['/admin/etc/popup/', '/admin/popups/', '팝업 관리'],
    ['/admin/etc/popup/create', '/admin/popups/create', '팝업 만들기'],
    ['/admin/mail', '/admin/mail-outbox', '발송 내역'],
    ['/admin/audit', '/admin/audit-logs', '감사 기록'],
  ];
  for (const [old, now, screenTitle] of moved) {
    await page.goto(old);
    await page.waitForURL((url) => url.pathname + url.search === now);
    await title.getByText(screenTitle, { exact: true }).waitFor();
  }
  await page.goto('/admin/boardroom');
  await page.getByText('주소가 잘못되었거나 없는 페이지입니다.').waitFor();
  assert.equal(new URL(page.url()).pathname, '/admin/boardroom');
  assert.deepEqual(consoleErrors, []);
});
