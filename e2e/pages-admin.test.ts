// 페이지 관리 in a browser, as 홍보·콘텐츠 담당: the greeting gets an uploaded image with alt text, is previewed at
// phone width, scheduled a few seconds ahead and appears on the public page at that second; a department's
// curriculum table cell is changed in the visual editor and published without losing anything else of the page; a
// scheduled change reopens marked and is edited again, cancelled into the draft, and compared as text.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import sharp from 'sharp';
import { QueryTypes } from 'sequelize';
import { toSeoulLocalInput } from '../domain/time.js';
import { advanceClock, makeUser, testNowMs } from '../server/test/support.js';
import { scheduledMark } from '../domain/scheduled.js';
import { axe } from './axe-run.js';
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
  await page.getByRole('heading', { name: '중국 MBA' }).waitFor();
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
  await page.getByRole('heading', { name: '학과소개' }).waitFor();
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

test('a change scheduled without a separate 초안 저장 reopens marked, is edited again, cancelled into the draft, and compared as marked text', async () => {
  const { page, consoleErrors } = await staffPage(PHONE);
  const { id } = await pageRow('/department/succession');
  await page.goto(`/admin/pages/${id}`);
  const lead = page.getByRole('textbox', { name: '요약 (제목 아래 한두 문장)' });
  await lead.fill('가업 승계를 준비하는 2세 경영인을 위한 첫 학과입니다.');
  // 예약 게시 needs no 초안 저장 first: the unsaved words are saved as the draft, then scheduled.
  await page.getByText('게시하면(지금 또는 예약) 먼저 초안으로 저장합니다').waitFor();
  const at = Math.ceil(testNowMs() / 60_000) * 60_000 + 3 * 3_600_000;
  await page.getByLabel('예약 게시 시각 (한국 시간)').fill(`${toSeoulLocalInput(at)}:00`);
  await page.getByRole('button', { name: '예약 게시' }).click();
  await page.getByText('게시를 예약했습니다').waitFor();

  // Opened again: the scheduled version, marked with its Seoul time; a save changes it.
  await page.reload();
  const mark = page.locator('#scheduled-mark');
  await mark.getByText(scheduledMark(at, testNowMs())).waitFor();
  assert.equal(await lead.inputValue(), '가업 승계를 준비하는 2세 경영인을 위한 첫 학과입니다.');
  await lead.fill('가업 승계를 준비하는 2세 경영인을 위한 대표 학과입니다.');
  await page.getByRole('button', { name: '예약 내용 저장' }).click();
  await page.getByText('예약된 내용을 저장했습니다').waitFor();
  const [row] = await e2e.app.sequelize.query<{ draft: unknown; summary: string | null }>(
    `SELECT draft, scheduled->>'summary' AS summary FROM pages WHERE id = $id`,
    { type: QueryTypes.SELECT, bind: { id } },
  );
  assert.deepEqual(row, { draft: null, summary: '가업 승계를 준비하는 2세 경영인을 위한 대표 학과입니다.' });
  await screenshot(page, 'admin-page-scheduled-375');
  assert.deepEqual(await axe(page), []);

  await page.getByRole('button', { name: '예약 취소' }).click();
  await page.getByText('예약했던 내용은 초안으로 남습니다').waitFor();
  await mark.waitFor({ state: 'detached' });
  assert.equal(await lead.inputValue(), '가업 승계를 준비하는 2세 경영인을 위한 대표 학과입니다.');
  assert.equal(await page.getByRole('button', { name: '초안 저장' }).count(), 1);

  // The first draft against what is edited now: words struck and inserted, no HTML.
  const history = page.locator('section[aria-labelledby="revisions-title"] li');
  // Newest first: the cancel, the second edit, the scheduled first words.
  // 비교 first shows what a version changed against the one before it (the newest equals what is edited now).
  await history.nth(1).getByRole('button', { name: '비교', exact: true }).click();
  const own = page.getByLabel('바로 앞 판과 이 판의 차이');
  await own.waitFor();
  assert.ok((await own.locator('del, ins').count()) > 0, "the second edit's own change is shown");
  await page.getByRole('button', { name: '닫기' }).click();
  await history.nth(2).getByRole('button', { name: '비교', exact: true }).click();
  await page.getByRole('button', { name: '이 판 → 지금 편집 중인 내용' }).click();
  const diff = page.getByLabel('이 판과 지금 편집 중인 내용의 차이');
  await diff.waitFor();
  assert.deepEqual(await diff.locator('del').allInnerTexts(), ['첫']);
  assert.deepEqual(await diff.locator('ins').allInnerTexts(), ['대표']);
  assert.doesNotMatch(await diff.innerText(), /<|data-widget/);
  await screenshot(page, 'admin-page-compare-375');
  assert.deepEqual(await axe(page), []);
  assert.deepEqual(consoleErrors, []);
});
