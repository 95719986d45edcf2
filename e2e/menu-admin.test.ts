// Browser: a communications officer renames a menu item and moves it at /admin/menu (keyboard), and the next page
// shows it in the header at 1440 px and in the slide-out menu at 375 px; 메뉴 관리 and 개인정보처리방침 pass axe at
// both widths; the privacy policy reads with its version history on a phone.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { makeUser } from '../server/test/support.js';
import { axe } from './axe-run.js';
import { DESKTOP, expectCount, loginInPage, PHONE, screenshot, startE2E, type E2E } from './support.js';

let e2e: E2E;
before(async () => {
  e2e = await startE2E();
});
after(() => e2e.close());

async function officer(viewport: { width: number; height: number }) {
  const u = await makeUser({ role: 'content' });
  const opened = await e2e.newPage(viewport);
  await opened.page.goto('/');
  await loginInPage(opened.page, u.loginId, u.password, u.otpSecret);
  return opened;
}

test('at 1440 px: rename and move an item in 메뉴 관리, and the header shows it on the next page', async () => {
  const { page, consoleErrors } = await officer(DESKTOP);
  await page.goto('/admin/menu');
  await page.getByRole('heading', { name: '홈 화면 바로가기' }).waitFor();
  assert.deepEqual(await axe(page), []);
  const history = page.getByRole('textbox', { name: '이름', exact: true }).nth(1);
  assert.equal(await history.inputValue(), '연혁');
  await history.fill('걸어온 길');
  // Moved up with the keyboard: focus the button, press Enter.
  await page.getByRole('button', { name: '대학원 소개 묶음: 걸어온 길 위로 옮기기' }).focus();
  await page.keyboard.press('Enter');
  assert.equal(await page.getByRole('textbox', { name: '이름', exact: true }).nth(0).inputValue(), '걸어온 길');
  await screenshot(page, 'menu-admin-1440');
  await page.getByRole('button', { name: '저장', exact: true }).click();
  await page.getByText('메뉴를 저장했습니다').waitFor();

  await page.goto('/board/notice');
  const gnb = page.locator('.gnb-item').first();
  await gnb.hover();
  await expectCount(gnb.locator('.gnb-sub a', { hasText: '걸어온 길' }), 1);
  assert.equal(await gnb.locator('.gnb-top').getAttribute('href'), '/introduce/history');
  assert.equal(await gnb.locator('.gnb-sub a').first().innerText(), '걸어온 길');
  assert.equal(await page.locator('.footer-links a').first().innerText(), '개인정보처리방침');
  await screenshot(page, 'menu-header-1440');
  assert.deepEqual(consoleErrors, []);
});

test('at 375 px: the slide-out menu shows the renamed item; 메뉴 관리 and 개인정보처리방침 pass axe', async () => {
  const { page, consoleErrors } = await officer(PHONE);
  await page.goto('/introduce/greeting');
  await page.locator('[data-menu-open]').click();
  const drawer = page.locator('#site-menu');
  await drawer.locator('.drawer-close').waitFor();
  await expectCount(drawer.getByRole('link', { name: '걸어온 길' }), 1);
  await screenshot(page, 'menu-drawer-375');
  await page.keyboard.press('Escape');

  for (const [path, ready] of [
    ['/admin/menu', '홈 화면 바로가기'],
    ['/admin/privacy-versions', '제2판'],
  ] as const) {
    await page.goto(path);
    await page.getByText(ready).first().waitFor();
    await page.waitForFunction(() => !document.querySelector('.MuiLinearProgress-root, [role="progressbar"]'));
    assert.deepEqual(await axe(page), [], path);
    await screenshot(page, `${path.slice(7)}-375`);
  }
  await page.goto('/policy/privacy');
  await page.getByText('개인정보처리방침 변경 이력').waitFor();
  await screenshot(page, 'privacy-policy-375');
  assert.deepEqual(await axe(page), []);
  assert.deepEqual(consoleErrors, []);
});
