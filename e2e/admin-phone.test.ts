// The admin on a phone: lists become cards, an edit link opens by itself, Chinese names have a
// font, and the app bar is readable (navy under white). That every screen fits 375 px is admin-axe.test.ts's phone walk.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { DESKTOP, PHONE, screenshot, startE2E, type E2E } from './support.js';
import { adminPage, adminScreens, openScreen, type AdminScreen } from './admin-screens.js';

let e2e: E2E;
let screens: AdminScreen[];
before(async () => {
  e2e = await startE2E();
  screens = await adminScreens(e2e);
});
after(() => e2e.close());

const screen = (name: string) => screens.find((s) => s.name === name)!;

test('at 375 px the lists are cards without table columns, and a card opens its record', async () => {
  const { page } = await adminPage(e2e, PHONE);
  for (const name of ['boards', 'posts', 'applications', 'access-log', 'popups']) {
    await openScreen(page, screen(name));
    assert.equal(await page.locator('main table').count(), 0, `${name} shows a table`);
  }
  await openScreen(page, screen('applications'));
  await page.getByText('王丽').click();
  await page.waitForURL(/\/admin\/applications\/\d+\/show$/);
  await page.getByText('상태 변경 이력').first().waitFor();

  await openScreen(page, screen('boards'));
  const calendar = page.locator('[data-board="calendar"]');
  await calendar.getByRole('link', { name: '게시글 관리' }).click();
  await page.waitForURL(/boardEnName=calendar/);
  await openScreen(page, screen('boards'));
  await calendar.getByRole('link', { name: '설정' }).click();
  await page.getByLabel('게시판 이름').first().waitFor();
});

test('a post edit link without ?boardEnName= loads the post and finds its board', async () => {
  for (const viewport of [DESKTOP, PHONE]) {
    const { page, consoleErrors } = await adminPage(e2e, viewport);
    await openScreen(page, screen('post-edit'));
    assert.equal(await page.getByText('게시판을 찾을 수 없습니다').count(), 0);
    assert.ok((await page.getByLabel('제목').first().inputValue()).length > 0, 'the title is loaded');
    await page.getByRole('link', { name: '← 목록으로' }).click();
    await page.waitForURL(/\/admin\/boards\/content\?boardEnName=notice$/);
    await screenshot(page, `admin-post-edit-bare-link-${viewport.width}`);
    assert.deepEqual(consoleErrors, []);
  }
});

test('a Chinese applicant name is set in a font stack that covers Simplified Chinese after the Korean fonts', async () => {
  const { page } = await adminPage(e2e, DESKTOP);
  await openScreen(page, screen('applications'));
  const family = await page
    .getByText('王丽')
    .first()
    .evaluate((el) => getComputedStyle(el).fontFamily);
  const order = ['Malgun Gothic', 'NanumGothic', 'PingFang SC', 'Microsoft YaHei', 'Noto Sans CJK SC'].map((f) =>
    family.indexOf(f),
  );
  assert.ok(
    order.every((i, k) => i >= 0 && (k === 0 || i > order[k - 1]!)),
    family,
  );
});

test('the app bar is navy under white text (contrast at least 4.5:1)', async () => {
  const { page } = await adminPage(e2e, DESKTOP);
  await openScreen(page, screen('dashboard'));
  const colors = await page
    .locator('header.MuiAppBar-root')
    .evaluate((el) => [getComputedStyle(el).backgroundColor, getComputedStyle(el).color]);
  const lum = (rgb: string) => {
    const [r, g, b] = rgb
      .match(/\d+/g)!
      .slice(0, 3)
      .map((v) => Number(v) / 255);
    const lin = (c: number) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
    return 0.2126 * lin(r!) + 0.7152 * lin(g!) + 0.0722 * lin(b!);
  };
  const [bg, fg] = colors.map(lum) as [number, number];
  const ratio = (Math.max(bg, fg) + 0.05) / (Math.min(bg, fg) + 0.05);
  assert.ok(ratio >= 4.5, `${colors.join(' / ')}: ${ratio.toFixed(2)}:1`);
});
