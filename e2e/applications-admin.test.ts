import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, test } from 'node:test';
import { defaultFiles, submitForm, validFields } from '../server/api/applications/fixtures.js';
import { makeUser } from '../server/test/support.js';
import { DESKTOP, PHONE, loginInPage, screenshot, startE2E, type E2E } from './support.js';

let e2e: E2E;
before(async () => {
  e2e = await startE2E();
});
after(() => e2e.close());

test('an admin finds the application, opens its documents, moves it to 서류심사 with a note, and the applicant sees 심사 중 and the note', async () => {
  const submitted = await submitForm(
    e2e.app,
    validFields({ name: '한결', password: 'hangyeol-2027', passwordConfirm: 'hangyeol-2027' }),
    await defaultFiles(),
  );
  assert.equal(submitted.status, 201);
  const receiptNo: string = submitted.body.receiptNo;

  const admin = await makeUser({ role: 'superadmin' });
  const { page, consoleErrors } = await e2e.newPage(DESKTOP);
  await page.goto('/');
  await loginInPage(page, admin.loginId, admin.password, admin.otpSecret);
  await page.goto('/admin/applications');
  await page.getByRole('tab', { name: '서류심사' }).waitFor();
  await page.getByText('김도윤').waitFor();
  await screenshot(page, 'admin-application-list-1440');

  await page.getByPlaceholder('성명·접수번호 검색').fill(receiptNo);
  await page.getByRole('cell', { name: receiptNo }).waitFor();
  await page.waitForFunction(() => document.querySelectorAll('tbody tr').length === 1);
  await page.getByRole('cell', { name: '한결' }).click();
  await page.waitForURL(/\/admin\/applications\/\d+\/show$/);
  await page.getByText(`${receiptNo} · 한결`).waitFor();

  await page.locator('[data-doc="photo"]').getByRole('button', { name: '보기' }).click();
  const preview = page.getByTestId('document-preview');
  await preview.waitFor();
  assert.equal(await preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), true);
  await screenshot(page, 'admin-application-document-1440');
  await page.getByRole('button', { name: '닫기' }).click();
  await page.locator('[data-doc="diploma"]').getByRole('button', { name: '내려받기' }).click();
  await page.getByRole('dialog').getByLabel('내려받는 사유').fill('서류심사 위원 검토용 사본');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('dialog').getByRole('button', { name: '내려받기' }).click(),
  ]);
  assert.equal(download.suggestedFilename(), '졸업증명서.pdf');
  assert.match(readFileSync((await download.path())!, 'latin1'), /^%PDF/);

  await page.getByRole('combobox', { name: '상태' }).click();
  await page.getByRole('option', { name: '서류심사' }).click();
  await page.getByLabel('변경 사유 (내부 기록)').fill('서류 보완 완료');
  await page
    .getByLabel('지원자 안내 (접수 조회 화면에 보입니다)')
    .fill('서류심사가 진행 중입니다. 결과는 이 화면에서 알려드립니다.');
  await page.getByRole('button', { name: '상태 저장' }).click();
  await page.getByTestId('status-chip').getByText('서류심사').waitFor();
  await page.getByRole('cell', { name: '서류 보완 완료' }).waitFor();
  await page.getByLabel('내부 메모 (지원자에게 보이지 않습니다)').fill('면접 1조 배정 예정');
  await page.getByRole('button', { name: '메모 저장' }).click();
  await page.getByText('내부 메모를 저장했습니다.').waitFor();
  await screenshot(page, 'admin-application-detail-1440');

  await page.goto('/admin/applications');
  await page.getByRole('button', { name: '내려받기' }).first().click();
  await page.getByLabel('내려받는 사유').fill('입학전형위원회 서류심사 회의 자료');
  const [xlsx] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('dialog').getByRole('button', { name: '내려받기' }).click(),
  ]);
  assert.match(xlsx.suggestedFilename(), /^원서접수_지원자목록_\d{4}-\d{2}-\d{2}\.xlsx$/);

  await page.goto('/admin/applications/access-logs');
  await page.getByText('입학전형위원회 서류심사 회의 자료', { exact: false }).waitFor();
  assert.ok(await page.getByText('서류 열람·내려받기').first().isVisible());
  await screenshot(page, 'admin-application-access-log-1440');
  assert.deepEqual(consoleErrors, []);

  const applicant = await e2e.newPage(PHONE);
  await applicant.page.goto('/receipt/lookup');
  await applicant.page.fill('#f-name', '한결');
  await applicant.page.fill('#f-birthDate', '1985-03-14');
  await applicant.page.fill('#f-password', 'hangyeol-2027');
  await applicant.page.getByRole('button', { name: '조회하기' }).click();
  const result = applicant.page.getByTestId('lookup-result');
  await result.waitFor();
  // A step of the judgement reads 심사 중 before the announcement (domain/applicant-status.ts); the note is the staff's.
  assert.match(await result.innerText(), /심사 중/);
  assert.match(await result.innerText(), /서류심사가 진행 중입니다\. 결과는 이 화면에서 알려드립니다\./);
  assert.doesNotMatch(await result.innerText(), /면접 1조/, 'the internal memo stays internal');
  await screenshot(applicant.page, 'receipt-lookup-status-375');
});

test('at phone width the admin list still works', async () => {
  const admin = await makeUser({ role: 'superadmin' });
  const { page, consoleErrors } = await e2e.newPage(PHONE);
  await page.goto('/');
  await loginInPage(page, admin.loginId, admin.password, admin.otpSecret);
  await page.goto('/admin/applications');
  await page.getByRole('tab', { name: '전체' }).waitFor();
  await screenshot(page, 'admin-application-list-375');
  assert.deepEqual(consoleErrors, []);
});
