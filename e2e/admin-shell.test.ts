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
  await page.getByText('창업지원 관리자').first().waitFor();
  for (const label of ['게시판 관리', '원서접수 관리', '팝업 관리', '교수진 관리']) {
    await expectCount(page.locator(`[data-nav="${label}"]`), (n) => n > 0, label);
  }
  await screenshot(page, 'admin-dashboard-1440');
  assert.deepEqual(consoleErrors, []);
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
