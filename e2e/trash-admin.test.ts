// 휴지통 in the browser: a staff member deletes a notice from its edit screen, finds it in 휴지통 with the purge
// date, restores it, and sees it back on the public board; on a phone the same screen shows the row and its buttons.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { adminPage } from './admin-screens.js';
import { adminToken, call, makeUser, testNow } from '../server/test/support.js';
import { DESKTOP, PHONE, expectCount, loginInPage, screenshot, startE2E, type E2E } from './support.js';
import { formatDate } from '../domain/time.js';

let e2e: E2E;
let postId: number;
before(async () => {
  e2e = await startE2E();
  const token = await adminToken(e2e.app);
  const made = await call(e2e.app, 'POST', '/api/posts', {
    token,
    body: { boardEnName: 'notice', title: '실수로 지울 학위논문 제출 안내', content: '<p>제출 기한: 12월 5일</p>' },
  });
  postId = made.body.id as number;
});
after(() => e2e.close());

const editorPage = (viewport = DESKTOP) => adminPage(e2e, viewport, 'content');

test('delete a notice, open 휴지통, restore it, and it is back on the board', async () => {
  const { page, consoleErrors } = await editorPage();
  const title = '실수로 지울 학위논문 제출 안내';
  await page.goto(`/admin/boards/content/${postId}`);
  await page.getByRole('heading', { name: '수정 이력' }).waitFor();
  await page.getByRole('button', { name: '삭제', exact: true }).click();
  await page.getByText('휴지통으로 옮기시겠습니까?').waitFor();
  await page.getByRole('button', { name: '확인' }).click();
  await page.waitForURL(/\/admin\/boards\/content\?boardEnName=notice$/);
  await page.goto('/board/notice');
  await expectCount(page.getByText(title), 0);

  await page.goto('/admin');
  await page.getByRole('link', { name: '휴지통' }).click();
  await page.waitForURL(/\/admin\/trash/);
  const row = page.locator('tr', { hasText: title });
  await row.waitFor();
  const purge = formatDate(new Date(testNow().getTime() + 30 * 86_400_000));
  assert.match(await row.innerText(), new RegExp(purge.replaceAll('.', '\\.')), 'purge day in Seoul');
  assert.match(await row.innerText(), /테스트사용자/);
  assert.equal(await row.getByRole('button', { name: /영구 삭제/ }).count(), 0, '홍보·콘텐츠 담당 cannot purge');
  await screenshot(page, 'admin-trash-1440');
  // Keyboard: the restore button is reachable and works with Enter.
  await row.getByRole('button', { name: `게시글 '${title}' 복원` }).focus();
  await page.keyboard.press('Enter');
  await page.getByText(`게시글 '${title}'을(를) 복원했습니다.`).waitFor();
  await expectCount(page.locator('tr', { hasText: title }), 0);

  await page.goto('/board/notice');
  await page.getByRole('link', { name: title }).first().waitFor();
  await page.getByRole('link', { name: title }).first().click();
  await page.getByText('제출 기한: 12월 5일').waitFor();
  assert.deepEqual(
    consoleErrors.filter((e) => !/404/.test(e)),
    [],
  );
});

test('휴지통 on a phone: the row reads whole and 최고관리자 also sees 영구 삭제', async () => {
  const token = await adminToken(e2e.app);
  const made = await call(e2e.app, 'POST', '/api/posts', {
    token,
    body: { boardEnName: 'notice', title: '휴대폰에서 볼 삭제된 공지' },
  });
  await call(e2e.app, 'DELETE', `/api/posts/${String(made.body.id)}`, { token });
  const admin = await makeUser({ role: 'superadmin' });
  const { page } = await e2e.newPage(PHONE);
  await page.goto('/');
  await loginInPage(page, admin.loginId, admin.password, admin.otpSecret);
  await page.goto('/admin/trash');
  await page.getByText('휴대폰에서 볼 삭제된 공지').waitFor();
  await page.getByRole('button', { name: "게시글 '휴대폰에서 볼 삭제된 공지' 영구 삭제" }).waitFor();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  assert.ok(overflow <= 0, `no sideways scroll (${overflow}px)`);
  await screenshot(page, 'admin-trash-375');
});
