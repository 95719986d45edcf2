// A post's 수정 이력 in the browser: the draft shows its 임시저장 chip and the filter finds it; on the edit screen the
// older version is compared with the post (removed words struck through, added ones underlined) and restored.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { adminPage } from './admin-screens.js';
import { adminToken, call } from '../server/test/support.js';
import { DESKTOP, PHONE, expectCount, screenshot, startE2E, type E2E } from './support.js';

let e2e: E2E;
let postId: number;
before(async () => {
  e2e = await startE2E();
  const token = await adminToken(e2e.app);
  const made = await call(e2e.app, 'POST', '/api/posts', {
    token,
    body: {
      boardEnName: 'notice',
      title: '겨울 특강 신청 안내',
      content: '<p>신청 기간은 12월 1일부터 12월 10일까지입니다.</p>',
      isDraft: true,
    },
  });
  postId = made.body.id as number;
  await call(e2e.app, 'PUT', `/api/posts/${postId}`, {
    token,
    body: { content: '<p>신청 기간은 12월 3일부터 12월 17일까지입니다.</p>', revisionNote: '기간 연장', version: 1 },
  });
});
after(() => e2e.close());

const editorPage = (viewport = DESKTOP) => adminPage(e2e, viewport, 'content');

test('a draft is marked and filtered; an older version is compared and restored', async () => {
  const { page, consoleErrors } = await editorPage();
  await page.goto('/admin/boards/content?boardEnName=notice');
  const row = page.locator('tr', { hasText: '겨울 특강 신청 안내' });
  await row.getByText('임시저장', { exact: true }).waitFor();
  await page.getByRole('combobox', { name: '임시저장' }).click();
  await page.getByRole('option', { name: '임시저장만' }).click();
  await page.waitForFunction(() => document.querySelectorAll('tbody tr').length === 1);
  await screenshot(page, 'admin-post-drafts-1440');

  await page.goto(`/admin/boards/content/${postId}`);
  await page.getByRole('heading', { name: '수정 이력' }).waitFor();
  const versions = page.locator('section[aria-labelledby="post-revisions-title"] li');
  assert.equal(await expectCount(versions, 2), 2);
  assert.match(await versions.nth(0).innerText(), /기간 연장/);
  await versions.nth(1).getByRole('button', { name: '지금 글과 비교' }).click();
  const diff = page.getByLabel('이 판과 지금 글의 차이');
  await diff.waitFor();
  // jsdiff splits Hangul from digits: only the numbers changed.
  assert.deepEqual(await diff.locator('del').allInnerTexts(), ['1', '10']);
  assert.deepEqual(await diff.locator('ins').allInnerTexts(), ['3', '17']);
  await screenshot(page, 'admin-post-revisions-1440');

  await versions.nth(1).getByRole('button', { name: '이 판으로 되돌리기' }).click();
  await page.getByRole('button', { name: '되돌리기', exact: true }).click();
  await page.getByText('판으로 되돌렸습니다.').waitFor();
  await page.waitForFunction(
    () => document.querySelectorAll('section[aria-labelledby="post-revisions-title"] li').length === 3,
  );
  await page.getByText('12월 1일부터 12월 10일까지').first().waitFor();
  assert.deepEqual(consoleErrors, []);
});

test('수정 이력 on a phone', async () => {
  const { page } = await editorPage(PHONE);
  await page.goto(`/admin/boards/content/${postId}`);
  await page.getByRole('heading', { name: '수정 이력' }).waitFor();
  // The version before the restore (the newest is the post as it is, the oldest was restored).
  await page.getByRole('button', { name: '지금 글과 비교' }).nth(1).click();
  await page.getByLabel('이 판과 지금 글의 차이').waitFor();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  assert.ok(overflow <= 0, `no sideways scroll (${overflow}px)`);
  await screenshot(page, 'admin-post-revisions-375');
});
