// 개인정보처리방침 in the browser: 홍보·콘텐츠 담당 adds a new version, which starts as a copy of the one in force,
// dates it 6 days ahead and reads it back on its read-only screen; the public page at 375 px then shows the change
// notice with the date and a tab to the upcoming text beside the one in force. Each screen passes axe.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { addSeoulDays, formatLongDate, seoulDay } from '../domain/time.js';
import { makeUser, testNow } from '../server/test/support.js';
import { axe } from './axe-run.js';
import { DESKTOP, PHONE, loginInPage, screenshot, startE2E, type E2E } from './support.js';

let e2e: E2E;
before(async () => {
  e2e = await startE2E({ seed: false });
});
after(() => e2e.close());

test('a new version starts from the current text, opens read-only, and is announced on the public page', async () => {
  const staff = await makeUser({ role: 'content' });
  const { page, consoleErrors } = await e2e.newPage(DESKTOP);
  await page.goto('/');
  await loginInPage(page, staff.loginId, staff.password, staff.otpSecret);

  // The version in force opens read-only, drawn as the public page draws it.
  await page.goto('/admin/privacy-versions');
  await page.getByRole('cell', { name: '제2판' }).click();
  await page.getByRole('heading', { name: '제2판' }).waitFor();
  await page.getByText('시행일이 지난 판은 게시된 그대로 보관되며 고칠 수 없습니다.').waitFor();
  await page.getByRole('heading', { name: '제2조 개인정보의 처리 및 보유 기간' }).waitFor();
  assert.equal(await page.getByRole('link', { name: '고치기' }).count(), 0);
  await screenshot(page, 'privacy-version-show-1440');
  assert.deepEqual(await axe(page), []);

  // A new version: the current text is already there; dated 6 days ahead.
  await page.goto('/admin/privacy-versions/create');
  await page.getByText('현행 제2판(2025년 3월 1일 시행)의 본문을 복사해 두었습니다.', { exact: false }).waitFor();
  await page.getByText('제1조 개인정보의 처리 목적').first().waitFor();
  const on = seoulDay(addSeoulDays(testNow(), 6));
  await page.getByRole('textbox', { name: '시행일', exact: true }).fill(on);
  await page.getByRole('textbox', { name: '주요 변경 사항', exact: true }).fill('보유 기간 표 정리');
  await page.getByRole('button', { name: '저장' }).click();
  await page.getByRole('heading', { name: '제3판' }).waitFor();
  await page.getByText('시행 예정', { exact: true }).waitFor();
  await page.getByRole('heading', { name: '제1조 개인정보의 처리 목적' }).waitFor();

  // The public page, 6 days before: the notice with its date, the tabs, the text in force below.
  const phone = await e2e.newPage(PHONE);
  await phone.page.goto('/policy/privacy');
  const day = formatLongDate(on);
  await phone.page.getByText(`개인정보처리방침이 ${day}부터 바뀝니다`).waitFor();
  const tab = phone.page.getByRole('link', { name: `${day}부터 바뀌는 방침` });
  await phone.page.getByRole('link', { name: '현행 방침 (2025년 3월 1일부터)' }).waitFor();
  await screenshot(phone.page, 'privacy-notice-375');
  assert.deepEqual(await axe(phone.page), []);
  await tab.click();
  await phone.page.getByText(`시행 예정인 개인정보처리방침입니다 (${day}부터 시행)`).waitFor();
  assert.deepEqual(await axe(phone.page), []);
  assert.deepEqual([...consoleErrors, ...phone.consoleErrors], []);
});
