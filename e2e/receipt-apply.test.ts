import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Page } from 'playwright-core';
import { PDF, png } from '../server/api/applications/fixtures.js';
import { PHONE, DESKTOP, screenshot, startE2E, type E2E } from './support.js';

let e2e: E2E;
before(async () => {
  e2e = await startE2E();
});
after(() => e2e.close());

const essay =
  '대학 졸업 후 부모님이 세운 금형 회사에 입사해 생산관리, 품질, 영업을 두루 맡아 왔습니다. 회사를 이어받을 준비를 하면서 재무와 조직 운영을 체계적으로 배울 필요를 느꼈고, 같은 고민을 가진 경영자들과 함께 공부하고 싶어 지원합니다.';

async function agree(page: Page, name: string, value: 'yes' | 'no') {
  await page.locator(`input[name="${name}"][value="${value}"]`).check();
}

async function fillForm(page: Page) {
  await page.selectOption('#f-department', 'succession');
  await page.fill('#f-name', '정하늘');
  await page.fill('#f-nameEn', 'Jung Haneul');
  await page.fill('#f-birthDate', '1988-05-20');
  await page.locator('input[name="gender"][value="F"]').check();
  await page.fill('#f-mobile', '010-9876-5432');
  await page.fill('#f-email', 'haneul@example.com');
  await page.fill('#f-postalCode', '06978');
  await page.fill('#f-address', '서울특별시 동작구 상도로 369');
  await page.fill('#f-school', '한빛대학교');
  await page.fill('#f-major', '산업공학');
  await page.selectOption('#f-degree', 'bachelor');
  await page.locator('input[name="degreeStatus"][value="graduated"]').check();
  await page.fill('#f-eduStart', '2007-03');
  await page.fill('#f-eduEnd', '2011-02');
  await page.fill('#f-company', '하늘금형(주)');
  await page.fill('#f-position', '상무');
  await page.fill('#f-careerYears', '13');
  await page.selectOption('#f-industry', 'manufacturing');
  await page.locator('input[name="careerRole"][value="executive"]').check();
  await page.fill('#f-essayIntro', essay);
  await page.fill('#f-essayPlan', essay);
}

test('an applicant on a phone consents, fills the whole form, keeps the draft over a reload, submits and prints the receipt', async () => {
  const { page, consoleErrors } = await e2e.newPage(PHONE);
  await page.goto('/receipt');
  assert.equal(await page.locator('header, footer').count(), 0, 'bare layout');
  await page.getByText('[필수] 개인정보 수집·이용 동의').waitFor();
  assert.ok(await page.getByText('동의 거부 권리 및 불이익').count());
  await screenshot(page, 'receipt-consent-375');
  await page.getByRole('button', { name: '동의하고 원서 작성하기' }).click();
  assert.ok(await page.getByText('필수 동의 항목에 동의해야 원서를 작성할 수 있습니다.').first().isVisible());
  await agree(page, 'consentPrivacy', 'yes');
  await agree(page, 'consentVerify', 'yes');
  await agree(page, 'consentCareer', 'yes');
  await agree(page, 'consentMarketing', 'no');
  await page.getByRole('button', { name: '동의하고 원서 작성하기' }).click();
  await fillForm(page);
  assert.match(await page.locator('#count-essayIntro').innerText(), /^\d+ \/ 2,000자 \(최소 100자\)$/);

  // The draft is saved a moment after typing stops: wait until it holds the last field typed.
  await page.waitForFunction(
    (essayText) => localStorage.getItem('receipt-draft:ko')?.includes(essayText.slice(0, 20)),
    essay,
  );
  await page.reload();
  await page.locator('#f-name').waitFor();
  assert.equal(await page.inputValue('#f-name'), '정하늘', 'the draft survived a reload');
  assert.equal(await page.inputValue('#f-essayPlan'), essay);
  await page.getByText(/임시 저장된 내용을 불러왔습니다/).waitFor();

  await page.setInputFiles('#f-photo', { name: '사진.png', mimeType: 'image/png', buffer: await png(360, 480) });
  await page.setInputFiles('#f-diploma', { name: '졸업증명서.pdf', mimeType: 'application/pdf', buffer: PDF });
  await page.setInputFiles('#f-transcript', { name: '성적증명서.pdf', mimeType: 'application/pdf', buffer: PDF });
  await page.fill('#f-password', 'haneul-2027');
  await page.fill('#f-passwordConfirm', 'haneul-2026');
  page.on('dialog', (d) => void d.accept());
  await page.getByTestId('submit').click();
  await page.locator('#err-passwordConfirm').waitFor();
  assert.equal(await page.locator('#err-passwordConfirm').innerText(), '비밀번호 확인이 일치하지 않습니다.');
  await screenshot(page, 'receipt-form-error-375');
  await page.fill('#f-password', 'haneul-2027');
  await page.fill('#f-passwordConfirm', 'haneul-2027');
  await page.getByTestId('submit').click();

  await page.waitForURL('**/receipt/complete');
  const receiptNo = await page.getByTestId('receipt-no').innerText();
  assert.match(receiptNo, /^\d{4}-[12]-\d{4}$/);
  assert.ok(await page.getByText('정하늘').first().isVisible());
  assert.ok(await page.getByText('가업승계학과').isVisible());
  assert.match(await page.locator('.receipt').innerText(), /한국시간/);
  assert.equal(await page.locator('img.photo').evaluate((img: HTMLImageElement) => img.naturalWidth > 0), true);
  assert.ok(!page.url().includes('정하늘') && !page.url().includes(receiptNo), 'no personal data in the URL');
  await screenshot(page, 'receipt-complete-375');
  await page.emulateMedia({ media: 'print' });
  assert.equal(await page.getByRole('button', { name: '인쇄하기' }).isVisible(), false);
  await screenshot(page, 'receipt-print-375');
  await page.setViewportSize(DESKTOP);
  await screenshot(page, 'receipt-print-1440');

  const again = await e2e.newPage(PHONE);
  await again.page.goto('/receipt');
  assert.equal(
    await again.page.locator('#f-name').count(),
    0,
    'a fresh browser has no draft: the submitted one was cleared',
  );
  const reopened = await page.evaluate(() => localStorage.getItem('receipt-draft:ko'));
  assert.equal(reopened, null);

  const look = await e2e.newPage(PHONE);
  await look.page.goto('/receipt/lookup');
  await look.page.getByRole('tab', { name: '접수번호로 조회' }).click();
  await look.page.fill('#f-receiptNo', receiptNo);
  await look.page.fill('#f-password', 'haneul-2027');
  await look.page.getByRole('button', { name: '조회하기' }).click();
  await look.page.getByTestId('lookup-result').waitFor();
  assert.ok(await look.page.getByText('접수', { exact: true }).isVisible());
  await screenshot(look.page, 'receipt-lookup-375');
  // The one 400 is the submit with mismatching passwords, answered beside the field.
  assert.deepEqual(
    consoleErrors.filter((e) => !e.includes('400 (Bad Request)')),
    [],
  );
});

test('the China MBA form is entirely in Simplified Chinese, consent included', async () => {
  const { page, consoleErrors } = await e2e.newPage(PHONE);
  await page.goto('/receipt/china-mba');
  assert.equal(await page.locator('html').getAttribute('lang'), 'zh-Hans');
  await page.getByText('［必选］个人信息收集·使用同意').waitFor();
  await screenshot(page, 'receipt-china-consent-375');
  const text = await page.locator('body').innerText();
  assert.doesNotMatch(text.replace(/\d{4}-\d/g, ''), /[가-힣]/, 'no Korean on the Chinese form');
  await agree(page, 'consentPrivacy', 'yes');
  await agree(page, 'consentVerify', 'yes');
  await page.getByRole('button', { name: '同意并填写申请表' }).click();
  await page.locator('#f-topikLevel').waitFor();
  assert.ok(await page.getByText('学信网（CHSI）学历认证报告').isVisible());
  assert.ok(await page.getByText('护照姓名（与护照一致）').isVisible());
  assert.doesNotMatch(await page.locator('body').innerText(), /[가-힣]/);
  await screenshot(page, 'receipt-china-form-375');
  assert.deepEqual(consoleErrors, []);
});
