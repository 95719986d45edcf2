// 페이지 관리 in a browser, as 홍보·콘텐츠 담당: the greeting gets an uploaded image with alt text, is previewed at
// phone width, scheduled a few seconds ahead and appears on the public page at that second; a department's
// curriculum table cell is changed in the visual editor and published without losing anything else of the page.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import sharp from 'sharp';
import { QueryTypes } from 'sequelize';
import { toSeoulLocalInput } from '../domain/time.js';
import { advanceClock, makeUser, testNowMs } from '../server/test/support.js';
import { DESKTOP, PHONE, loginInPage, screenshot, startE2E, type E2E } from './support.js';

let e2e: E2E;
before(async () => {
  e2e = await startE2E({ seed: false });
});
after(() => e2e.close());

async function pageRow(path: string) {
  const [row] = await e2e.app.sequelize.query<{ id: number; content: string }>(
    `SELECT id, content FROM pages WHERE path = $path`,
    { type: QueryTypes.SELECT, bind: { path } },
  );
  return row;
}

async function staffPage(viewport = DESKTOP) {
  const staff = await makeUser({ role: 'content' });
  const opened = await e2e.newPage(viewport);
  await opened.page.goto('/');
  await loginInPage(opened.page, staff.loginId, staff.password);
  return opened;
}

test('the greeting gets an image with alt text, previewed at 375 px, scheduled, and appears at its second', async () => {
  const { page, context, consoleErrors } = await staffPage();
  await page.goto('/admin/pages');
  await page.getByRole('heading', { name: '대학원 소개' }).waitFor();
  await page.getByRole('heading', { name: '中国MBA' }).waitFor();
  await screenshot(page, 'admin-pages-list-1440');
  await page.getByRole('link', { name: '원장 인사말' }).click();
  const body = page.getByRole('textbox', { name: '본문' });
  await body.locator('p', { hasText: '반갑습니다.' }).waitFor();
  // The portrait and the school name are generated parts: chips, not editable text.
  assert.equal(await body.locator('[data-widget="portrait"]').getAttribute('contenteditable'), 'false');
  await screenshot(page, 'admin-page-edit-1440');

  await body.locator('p', { hasText: '반갑습니다.' }).click();
  const png = await sharp({ create: { width: 480, height: 320, channels: 3, background: { r: 18, g: 53, b: 91 } } })
    .png()
    .toBuffer();
  await page.setInputFiles('[data-testid="editor-image-input"]', {
    name: '졸업식.png',
    mimeType: 'image/png',
    buffer: png,
  });
  await page.getByLabel('이미지 대체 텍스트 (필수)').fill('2026년 학위수여식에서 졸업생과 함께한 원장');
  await page.getByRole('button', { name: '이미지 넣기 확인' }).click();
  await body.locator('img[alt="2026년 학위수여식에서 졸업생과 함께한 원장"]').waitFor();
  await page.getByRole('button', { name: '초안 저장' }).click();
  await page.getByText('초안을 저장했습니다').waitFor();
  const { id, content } = await pageRow('/introduce/greeting');
  assert.doesNotMatch(content, /학위수여식/, 'the public version is untouched by the draft');

  const [preview] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('button', { name: /미리보기/ }).click(),
  ]);
  await preview.setViewportSize(PHONE);
  await preview.waitForLoadState();
  await preview.getByText('미리보기', { exact: true }).waitFor();
  await preview.locator('main img[alt="2026년 학위수여식에서 졸업생과 함께한 원장"]').waitFor();
  assert.equal(
    await preview.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    true,
    'no sideways scroll at 375 px',
  );
  await screenshot(preview, 'page-preview-greeting-375');
  await preview.close();

  // Five seconds ahead, Seoul time as staff type it.
  const at = Math.ceil(testNowMs() / 1000) * 1000 + 5000;
  const local = `${toSeoulLocalInput(at)}:${String(new Date(at).getUTCSeconds()).padStart(2, '0')}`;
  await page.getByLabel('예약 게시 시각 (한국 시간)').fill(local);
  await page.getByRole('button', { name: '예약 게시' }).click();
  await page.getByText('게시를 예약했습니다').waitFor();
  await page.getByText(/에 게시 예약됨/).waitFor();

  const pub = await e2e.newPage(PHONE);
  await pub.page.goto('/introduce/greeting');
  assert.equal(await pub.page.locator('main img[alt*="학위수여식"]').count(), 0, 'not yet');
  advanceClock(at - testNowMs());
  await pub.context.clock.setSystemTime(at);
  await pub.page.reload();
  await pub.page.locator('main img[alt="2026년 학위수여식에서 졸업생과 함께한 원장"]').waitFor();
  await screenshot(pub.page, 'page-greeting-scheduled-375');
  assert.ok(id > 0);
  assert.deepEqual(consoleErrors, []);
});

test('a department curriculum cell is changed in the visual editor and published; the rest of the page stays', async () => {
  const before = await pageRow('/department/startup_business');
  const { page, consoleErrors } = await staffPage(PHONE);
  await page.goto('/admin/pages');
  await page.getByRole('heading', { name: '학과 소개' }).waitFor();
  await screenshot(page, 'admin-pages-list-375');
  await page.goto(`/admin/pages/${before.id}`);
  const body = page.getByRole('textbox', { name: '본문' });
  const cell = body.locator('th', { hasText: '비즈니스 모델 설계' });
  await cell.click();
  // The caret is in the cell before typing (the editor takes the click as a selection a moment later).
  await page.waitForFunction(() =>
    window.getSelection()?.anchorNode?.parentElement?.closest('th')?.textContent?.includes('비즈니스 모델 설계'),
  );
  await page.keyboard.press('End');
  await page.keyboard.type('와 검증');
  await screenshot(page, 'admin-page-edit-375');
  await page.getByRole('button', { name: '초안 저장' }).click();
  await page.getByText('초안을 저장했습니다').waitFor();
  await page.getByRole('button', { name: '지금 게시' }).click();
  await page.getByText('게시했습니다.').waitFor();
  const after = await pageRow('/department/startup_business');
  assert.equal(
    after.content,
    before.content.replace('>비즈니스 모델 설계</th>', '>비즈니스 모델 설계와 검증</th>'),
    'only the cell changed: sections, classes, caption, header cells all kept',
  );
  await page.goto('/department/startup_business');
  await page.locator('main th', { hasText: '비즈니스 모델 설계와 검증' }).waitFor();
  assert.deepEqual(consoleErrors, []);
});
