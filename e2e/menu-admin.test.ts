// Browser: a communications officer reorders 메뉴 관리's tree at /admin/menu — renames an item in the side panel,
// moves it up with the keyboard, drags another to a different group with the mouse, moves a third to another group
// from its 더 보기 menu by keyboard, hides a fourth (marked 숨김, not faded) — and the next page shows it all in the
// header at 1440 px and in the slide-out menu at 375 px; 메뉴 관리 (its edit sheet open too) and 개인정보처리방침 pass
// axe at both widths; the privacy policy reads with its version history on a phone.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Locator, Page } from 'playwright-core';
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

const group = (page: Page, name: string) => page.getByRole('region', { name: `${name} 묶음`, exact: true });
const row = (where: Locator, label: string) => where.getByTestId('menu-item').filter({ hasText: label });
const labels = (where: Locator) => where.getByTestId('menu-item').locator('.MuiListItemText-primary').allInnerTexts();

/** Presses the handle of `from` and lets go over the upper part of `onto`, in small steps as a hand would. */
async function drag(page: Page, from: Locator, onto: Locator) {
  const a = await from.getByTestId('drag-handle').boundingBox();
  const b = await onto.boundingBox();
  assert.ok(a && b);
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 4, { steps: 12 });
  await page.mouse.up();
}

test('at 1440 px: edit in the panel, move by keyboard and by dragging, hide; the header shows it on the next page', async () => {
  const { page, consoleErrors } = await officer(DESKTOP);
  await page.goto('/admin/menu');
  await page.getByRole('heading', { name: '홈 화면 바로가기' }).waitFor();
  assert.deepEqual(await axe(page), []);
  const intro = group(page, '대학원 소개');
  const admission = group(page, '입학안내');
  const academic = group(page, '학사안내');

  // One item at a time in the side panel.
  await row(intro, '연혁').getByRole('button', { name: /^연혁/ }).click();
  const panel = page.getByRole('complementary');
  await panel.getByRole('heading', { name: '항목 고치기: 연혁' }).waitFor();
  await panel.getByRole('textbox', { name: '이름', exact: true }).fill('걸어온 길');
  // Moved up with the keyboard: focus the button, press Enter.
  await page.getByRole('button', { name: '대학원 소개 묶음: 걸어온 길 위로 옮기기' }).focus();
  await page.keyboard.press('Enter');
  assert.deepEqual((await labels(intro)).slice(0, 2), ['걸어온 길', '교육이념']);

  // Dragged by its handle to the top of another group.
  await drag(page, row(intro, '원장 인사말'), row(admission, '모집요강'));
  assert.equal((await labels(admission))[0], '원장 인사말');
  assert.ok(!(await labels(intro)).includes('원장 인사말'));

  // To another group from the item's menu, by keyboard only.
  await page.getByRole('button', { name: '대학원 소개 묶음: 교수진 더 보기 (다른 묶음으로 옮기기, 빼기)' }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('menuitem', { name: '학사안내 묶음으로 옮기기' }).focus();
  await page.keyboard.press('Enter');
  assert.equal((await labels(academic)).at(-1), '교수진');
  await page.getByRole('status').filter({ hasText: '교수진: 학사안내 묶음' }).waitFor({ state: 'attached' });

  // Hidden: marked by an icon and the word, and still readable (axe judges its contrast).
  await row(intro, '오시는 길')
    .getByRole('button', { name: /^오시는 길/ })
    .click();
  await panel.getByRole('switch', { name: '메뉴에 보이기' }).uncheck();
  await expectCount(row(intro, '오시는 길').getByText('숨김', { exact: true }), 1);
  assert.deepEqual(await axe(page), []);
  await screenshot(page, 'menu-admin-1440');
  await page.getByRole('button', { name: '저장', exact: true }).click();
  await page.getByText('메뉴를 저장했습니다').waitFor();

  await page.goto('/board/notice');
  const gnb = page.locator('.gnb-item');
  await gnb.first().hover();
  assert.deepEqual(await gnb.first().locator('.gnb-sub a').allInnerTexts(), ['걸어온 길', '교육이념']);
  assert.equal(await gnb.first().locator('.gnb-top').getAttribute('href'), '/introduce/history');
  // The other groups' lists are closed: their text is read without hovering.
  assert.equal((await gnb.nth(1).locator('.gnb-sub a').allTextContents())[0]?.trim(), '원장 인사말');
  assert.equal((await gnb.nth(3).locator('.gnb-sub a').allTextContents()).at(-1)?.trim(), '교수진');
  await expectCount(page.locator('.gnb-sub a', { hasText: '오시는 길' }), 0);
  assert.equal(await page.locator('.footer-links a').first().innerText(), '개인정보처리방침');
  await screenshot(page, 'menu-header-1440');
  assert.deepEqual(consoleErrors, []);
});

test('at 375 px: the slide-out menu shows the renamed item; 메뉴 관리 and 개인정보처리방침 pass axe', async () => {
  const { page, consoleErrors } = await officer(PHONE);
  // 교육이념 sits in 대학원 소개, so the drawer opens with that group unfolded.
  await page.goto('/introduce/education');
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
    if (path !== '/admin/menu') continue;
    // At a phone's width the item opens in a sheet over the tree; the hidden item still says 숨김.
    const intro = group(page, '대학원 소개');
    await expectCount(row(intro, '오시는 길').getByText('숨김', { exact: true }), 1);
    await row(intro, '걸어온 길')
      .getByRole('button', { name: /^걸어온 길/ })
      .click();
    const sheet = page.getByRole('dialog', { name: '항목 고치기: 걸어온 길' });
    await sheet.getByRole('textbox', { name: '이름', exact: true }).waitFor();
    assert.deepEqual(await axe(page), [], 'menu sheet');
    await screenshot(page, 'menu-sheet-375');
    await sheet.getByRole('button', { name: '닫기' }).click();
    await sheet.waitFor({ state: 'hidden' });
  }
  await page.goto('/policy/privacy');
  await page.getByText('개인정보처리방침 변경 이력').waitFor();
  await screenshot(page, 'privacy-policy-375');
  assert.deepEqual(await axe(page), []);
  assert.deepEqual(consoleErrors, []);
});
