// An incomplete application is checked on the device (nothing sent, no file uploaded), the
// problems listed at the top (focused, announced, each a link to its field) and beside each field; the server's
// own field errors land in the same summary; the site's dialog confirms a complete form; and the taps of a
// complete application at 375 px are counted.
import assert from 'node:assert/strict';
import path from 'node:path';
import { after, before, test } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { PDF, png } from '../server/api/applications/fixtures.js';
import { essay } from './receipt-form.js';
import { DESKTOP, PHONE, SCREENSHOT_DIR, screenshot, startE2E, type E2E } from './support.js';

let e2e: E2E;
before(async () => {
  e2e = await startE2E();
});
after(() => e2e.close());

/** Watches the page: submits sent, native dialogs opened (there must be none). */
function watch(page: Page) {
  const seen = { submits: 0, native: [] as string[] };
  page.on('request', (r) => {
    if (r.url().endsWith('/api/applications/submit')) seen.submits += 1;
  });
  page.on('dialog', (d) => {
    seen.native.push(d.message());
    void d.dismiss();
  });
  return seen;
}

const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '');

async function openForm(page: Page) {
  await page.goto('/receipt');
  await page.getByLabel('전체 동의 (필수·선택 항목 모두)').check();
  await page.getByRole('button', { name: '동의하고 원서 작성하기' }).click();
  await page.locator('#f-name').waitFor();
}

test('an incomplete application is checked on the phone: nothing is sent, the summary is focused and links each field', async () => {
  const { page, consoleErrors } = await e2e.newPage(PHONE);
  const seen = watch(page);
  await openForm(page);
  await page.fill('#f-name', '정하늘');
  await page.fill('#f-email', 'haneul@');
  await page.setInputFiles('#f-photo', { name: '사진.png', mimeType: 'image/png', buffer: await png(360, 480) });
  await page.getByTestId('submit').click();

  const summary = page.getByTestId('error-summary');
  await summary.waitFor();
  assert.equal(await summary.getAttribute('role'), 'alert', 'announced');
  assert.equal(await focusedId(page), 'form-summary', 'focused');
  assert.ok(await summary.isVisible());
  assert.match(
    await summary.getByRole('heading').innerText(),
    /^입력 내용을 확인해주세요\. 고칠 항목이 \d+개 있습니다\.$/,
  );
  const links = summary.getByRole('link');
  const texts = await links.allInnerTexts();
  assert.equal(texts[0], '지원학과: 항목을 선택해주세요.', 'in the order of the form');
  assert.ok(texts.includes('이메일: 이메일 형식이 올바르지 않습니다.'));
  assert.ok(texts.includes('졸업(예정)증명서: 필수 제출 서류입니다. 파일을 첨부해주세요.'), 'files checked too');
  assert.ok(!texts.some((x) => x.startsWith('성명')) && !texts.some((x) => x.startsWith('증명사진')));
  assert.equal(texts.length, await page.locator('[aria-invalid="true"][id^="f-"]').count(), 'one entry per field');
  assert.deepEqual(seen, { submits: 0, native: [] }, 'nothing sent, no confirm before the form is complete');
  assert.equal(await page.getByRole('dialog').count(), 0);
  await screenshot(page, 'receipt-summary-375');

  // Beside the field: the same message, tied to it.
  const birth = page.locator('#f-birthDate');
  assert.equal(await birth.getAttribute('aria-invalid'), 'true');
  assert.match((await birth.getAttribute('aria-describedby')) ?? '', /\berr-birthDate\b/);
  assert.equal(await page.locator('#err-birthDate').innerText(), '필수 항목입니다.');

  // A link brings its field, label included, into view and focuses it.
  await links.filter({ hasText: '생년월일' }).click();
  assert.equal(await focusedId(page), 'f-birthDate');
  const label = await page.locator('label[for="f-birthDate"]').boundingBox();
  assert.ok(label && label.y >= 0 && label.y < PHONE.height, `the label is on screen (y=${label?.y})`);
  await links.filter({ hasText: '성별' }).click();
  assert.equal(await focusedId(page), 'f-gender', 'a radio group gets its first option focused');
  await links.filter({ hasText: '졸업(예정)증명서' }).click();
  assert.equal(await focusedId(page), 'f-diploma');

  // A field put right leaves the summary at once.
  await page.selectOption('#f-department', 'succession');
  assert.ok(!(await links.allInnerTexts()).some((x) => x.startsWith('지원학과')));
  assert.equal(await page.locator('#f-department').getAttribute('aria-invalid'), null);
  await page.setViewportSize(DESKTOP);
  await summary.scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'receipt-summary-1440.png') });
  assert.deepEqual(consoleErrors, []);
});

async function fillRequired(page: Page, count: Counter) {
  await count.select('#f-department', 'succession');
  await count.fill('#f-name', '정하늘');
  await count.fill('#f-nameEn', 'Jung Haneul');
  await count.fill('#f-birthDate', '1988-05-20');
  await count.tap(page.locator('input[name="gender"][value="F"]'));
  await count.fill('#f-mobile', '010-9876-5432');
  await count.fill('#f-email', 'haneul@example.com');
  await count.fill('#f-address', '서울특별시 동작구 상도로 369');
  await count.fill('#f-school', '한빛대학교');
  await count.fill('#f-major', '산업공학');
  await count.select('#f-degree', 'bachelor');
  await count.fill('#f-eduStart', '2007-03');
  await count.fill('#f-eduEnd', '2011-02');
  await count.fill('#f-essayIntro', essay);
  await count.fill('#f-essayPlan', essay);
  await count.files('#f-photo', '사진.png', 'image/png', await png(360, 480));
}

/** Counts what a thumb does: a tap per button, box or field focused, a pick per select and file. */
class Counter {
  taps = 0;
  constructor(private page: Page) {}
  async tap(target: Locator) {
    this.taps += 1;
    await target.click();
  }
  async fill(selector: string, text: string) {
    await this.tap(this.page.locator(selector));
    await this.page.fill(selector, text);
  }
  async select(selector: string, value: string) {
    this.taps += 1;
    await this.page.selectOption(selector, value);
  }
  async files(selector: string, name: string, mimeType: string, buffer: Buffer) {
    this.taps += 1;
    await this.page.setInputFiles(selector, { name, mimeType, buffer });
  }
}

test('a complete application at 375 px: the taps counted, 졸업 inferred from the dates, confirmed in the site dialog', async () => {
  const { page, consoleErrors } = await e2e.newPage(PHONE);
  const seen = watch(page);
  const count = new Counter(page);
  await page.goto('/receipt');
  await count.tap(page.getByLabel('전체 동의 (필수·선택 항목 모두)'));
  await count.tap(page.getByRole('button', { name: '동의하고 원서 작성하기' }));
  await fillRequired(page, count);
  assert.ok(await page.locator('input[name="degreeStatus"][value="graduated"]').isChecked(), 'ended in 2011: 졸업');
  await count.files('#f-diploma', '졸업증명서.pdf', 'application/pdf', PDF);
  await count.files('#f-transcript', '성적증명서.pdf', 'application/pdf', PDF);
  await count.fill('#f-password', 'haneul-2027');
  await count.fill('#f-passwordConfirm', 'haneul-2027');
  await count.tap(page.getByTestId('submit'));
  const dialog = page.getByRole('dialog', { name: '원서를 제출할까요?' });
  await dialog.waitFor();
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'receipt-confirm-375.png') });
  await count.tap(dialog.getByRole('button', { name: '제출하기' }));
  await page.waitForURL('**/receipt/complete');
  console.log(`taps for a complete application at 375 px: 36 before, ${count.taps} now`);
  assert.ok(count.taps <= 26, `${count.taps} taps`);
  assert.deepEqual(seen, { submits: 1, native: [] });
  assert.deepEqual(consoleErrors, []);
});

test("the server's field errors land in the same summary, linked to their fields", async () => {
  const { page, consoleErrors } = await e2e.newPage(PHONE);
  const seen = watch(page);
  const count = new Counter(page);
  await openForm(page);
  await fillRequired(page, count);
  // A PDF by its name that is not one inside: only the server reads the bytes.
  await count.files('#f-diploma', '졸업증명서.pdf', 'application/pdf', Buffer.from('not a pdf at all'));
  await count.files('#f-transcript', '성적증명서.pdf', 'application/pdf', PDF);
  await count.fill('#f-password', 'haneul-2027');
  await count.fill('#f-passwordConfirm', 'haneul-2027');
  await page.getByTestId('submit').click();
  await page.getByRole('dialog', { name: '원서를 제출할까요?' }).getByRole('button', { name: '제출하기' }).click();

  const summary = page.getByTestId('error-summary');
  await summary.waitFor();
  assert.equal(await focusedId(page), 'form-summary');
  assert.deepEqual(await summary.getByRole('link').allInnerTexts(), [
    '졸업(예정)증명서: 파일 내용이 형식과 맞지 않거나 손상된 파일입니다.',
  ]);
  assert.equal(await page.locator('#f-diploma').getAttribute('aria-invalid'), 'true');
  assert.equal(
    await page.locator('#err-diploma').innerText(),
    '파일 내용이 형식과 맞지 않거나 손상된 파일입니다.',
    'beside the field too',
  );
  await summary.getByRole('link').click();
  assert.equal(await focusedId(page), 'f-diploma');
  await screenshot(page, 'receipt-server-error-375');
  assert.equal(seen.submits, 1);
  assert.deepEqual(
    consoleErrors.filter((e) => !e.includes('400 (Bad Request)')),
    [],
    'the one 400 is the refused diploma',
  );
});
