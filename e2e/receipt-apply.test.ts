import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Page } from 'playwright-core';
import { PDF, png } from '../server/api/applications/fixtures.js';
import { agree, essay, fillForm } from './receipt-form.js';
import { PHONE, DESKTOP, screenshot, startE2E, type E2E, expectCount } from './support.js';

let e2e: E2E;
before(async () => {
  e2e = await startE2E();
});
after(() => e2e.close());

test('an applicant on a phone consents, fills the whole form, keeps the draft over a reload, submits and prints the receipt', async () => {
  const { page, consoleErrors } = await e2e.newPage(PHONE);
  await page.goto('/receipt');
  await expectCount(page.locator('header, footer'), 0, 'bare layout');
  await page.getByText('[필수] 개인정보 수집·이용 동의').waitFor();
  await expectCount(page.getByText('동의 거부 권리 및 불이익'), (n) => n > 0);
  await screenshot(page, 'receipt-consent-375');
  await page.getByRole('button', { name: '동의하고 원서 작성하기' }).click();
  assert.ok(await page.getByText('필수 동의 항목에 동의해야 원서를 작성할 수 있습니다.').first().isVisible());
  assert.equal(await page.evaluate(() => document.activeElement?.id), 'f-consentPrivacy', 'focus on the first missing');
  await page.getByLabel('전체 동의 (필수·선택 항목 모두)').check();
  for (const name of ['consentPrivacy', 'consentVerify', 'consentCareer', 'consentMarketing'])
    assert.ok(await page.locator(`input[name="${name}"][value="yes"]`).isChecked(), `전체 동의 ticks ${name}`);
  await agree(page, 'consentMarketing', 'no');
  assert.equal(await page.getByLabel('전체 동의 (필수·선택 항목 모두)').isChecked(), false);
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
  const nativeDialogs: string[] = [];
  page.on('dialog', (d) => {
    nativeDialogs.push(d.message());
    void d.dismiss();
  });
  const submits: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/applications/submit')) submits.push(r.method());
  });
  await page.getByTestId('submit').click();
  await page.locator('#err-passwordConfirm').waitFor();
  assert.equal(await page.locator('#err-passwordConfirm').innerText(), '비밀번호 확인이 일치하지 않습니다.');
  assert.equal(
    await page.getByTestId('error-summary').getByRole('link').innerText(),
    '비밀번호 확인: 비밀번호 확인이 일치하지 않습니다.',
  );
  assert.deepEqual(submits, [], 'checked on the device: nothing (no file) was sent');
  await screenshot(page, 'receipt-form-error-375');
  await page.fill('#f-password', 'haneul-2027');
  await page.fill('#f-passwordConfirm', 'haneul-2027');
  await page.getByTestId('submit').click();
  const dialog = page.getByRole('dialog', { name: '원서를 제출할까요?' });
  await dialog.waitFor();
  assert.deepEqual(submits, [], 'nothing is sent before the applicant confirms');
  await dialog.getByRole('button', { name: '제출하기' }).click();

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
  await expectCount(again.page.locator('#f-name'), 0, 'a fresh browser has no draft: the submitted one was cleared');
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
  assert.deepEqual(submits, ['POST'], 'one submit, once complete and confirmed');
  assert.deepEqual(nativeDialogs, [], "the site's own dialog, never the browser's confirm()");
  assert.deepEqual(consoleErrors, []);
});

/** The page's visible text without what is marked lang="ko": the 한국어 link back names its language in Korean, as
 * language switches do. */
function visibleTextButKorean(page: Page): Promise<string> {
  return page.evaluate(() => {
    const ko = Array.from(document.querySelectorAll<HTMLElement>('body [lang="ko"]'));
    for (const el of ko) el.style.setProperty('display', 'none');
    const seen = document.body.innerText;
    for (const el of ko) el.style.removeProperty('display');
    return seen;
  });
}

test('the China MBA form is entirely in Simplified Chinese, consent included', async () => {
  const { page, consoleErrors } = await e2e.newPage(PHONE);
  await page.goto('/receipt/china-mba');
  assert.equal(await page.locator('html').getAttribute('lang'), 'zh-Hans');
  await page.getByText('［必选］个人信息收集·使用同意').waitFor();
  await screenshot(page, 'receipt-china-consent-375');
  assert.doesNotMatch(
    (await visibleTextButKorean(page)).replace(/\d{4}-\d/g, ''),
    /[가-힣]/,
    'no Korean on the Chinese form',
  );
  await page.getByLabel('全部同意（包括必选和可选项目）').check();
  await page.getByRole('button', { name: '同意并填写申请表' }).click();
  await page.locator('#f-topikLevel').waitFor();
  assert.ok(await page.getByText('学信网（CHSI）学历认证报告').isVisible());
  assert.ok(await page.getByText('护照姓名（与护照一致）').isVisible());
  assert.doesNotMatch(await visibleTextButKorean(page), /[가-힣]/, 'no Korean on the Chinese form');
  await screenshot(page, 'receipt-china-form-375');
  assert.deepEqual(consoleErrors, []);
});
