// The 수험표: an applicant on a phone applies in the open round and opens and prints the ticket (its 수험번호 given
// at this first use, no interview yet); staff assign an interview from the admin list (면접 배정); the same ticket
// then shows the interview. Printing is one page on A4 and on B5.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { after, before, test } from 'node:test';
import type { Page } from 'playwright-core';
import { PDF, png } from '../server/api/applications/fixtures.js';
import { addSeoulDays, seoulDay } from '../domain/time.js';
import { makeUser, testNow } from '../server/test/support.js';
import { agree, fillForm } from './receipt-form.js';
import { DESKTOP, expectCount, loginInPage, screenshot, startE2E, type E2E } from './support.js';

const PHONE_390 = { width: 390, height: 844 };
let e2e: E2E;
before(async () => {
  e2e = await startE2E();
});
after(() => e2e.close());

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** axe's WCAG 2.2 AA violations of the page (as e2e/axe.test.ts runs it). */
async function axeViolations(page: Page): Promise<string[]> {
  await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    type Axe = { run: (c: unknown, o: unknown) => Promise<{ violations: { id: string; nodes: unknown[] }[] }> };
    const axe = (window as unknown as { axe: Axe }).axe;
    const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
    const r = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return r.violations.map((v) => `${v.id} (${v.nodes.length})`);
  });
}

const pdfPages = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).length;

test('an applicant prints the 수험표; after staff assign the interview it shows the number, time and place', async () => {
  const { page, consoleErrors } = await e2e.newPage(PHONE_390);
  await page.goto('/receipt');
  await page.getByLabel('전체 동의 (필수·선택 항목 모두)').check();
  await agree(page, 'consentMarketing', 'no');
  await page.getByRole('button', { name: '동의하고 원서 작성하기' }).click();
  await fillForm(page);
  await page.setInputFiles('#f-photo', { name: '사진.png', mimeType: 'image/png', buffer: await png(360, 480) });
  await page.setInputFiles('#f-diploma', { name: '졸업증명서.pdf', mimeType: 'application/pdf', buffer: PDF });
  await page.setInputFiles('#f-transcript', { name: '성적증명서.pdf', mimeType: 'application/pdf', buffer: PDF });
  await page.fill('#f-password', 'haneul-2027');
  await page.fill('#f-passwordConfirm', 'haneul-2027');
  await page.getByTestId('submit').click();
  await page.getByRole('dialog', { name: '원서를 제출할까요?' }).getByRole('button', { name: '제출하기' }).click();
  await page.waitForURL('**/receipt/complete');
  const receiptNo = await page.getByTestId('receipt-no').innerText();
  assert.match(await page.locator('.receipt').innerText(), /모집/);

  await page.getByRole('link', { name: '수험표 보기·인쇄' }).click();
  await page.waitForURL('**/receipt/ticket');
  const ticket = page.getByTestId('ticket');
  await ticket.waitFor();
  const text = await ticket.innerText();
  for (const want of ['수험표', receiptNo, '정하늘', '석사과정', '가업승계학과'])
    assert.ok(text.includes(want), `the ticket shows ${want}`);
  // The ticket is the 수험번호's first use: it is given then, before any interview is assigned.
  assert.match(text, /\d{4}-[12]-M-0001/);
  assert.ok(!text.includes('배정 전'), 'no ticket reads 배정 전 for its number');
  assert.match(text, /jung haneul/i);
  assert.ok(text.includes('면접 일정은 배정 후 안내합니다'));
  assert.equal(await ticket.locator('img.photo').evaluate((img: HTMLImageElement) => img.naturalWidth > 0), true);
  assert.ok(!page.url().includes(receiptNo), 'nothing personal in the URL');
  await screenshot(page, 'ticket-pending-390');
  assert.deepEqual(await axeViolations(page), []);

  await page.emulateMedia({ media: 'print' });
  assert.equal(await page.getByRole('button', { name: '수험표 인쇄하기' }).isVisible(), false);
  await expectCount(page.locator('.rc-top:visible'), 0, 'no site chrome in print');
  await screenshot(page, 'ticket-print-390');
  assert.equal(pdfPages(await page.pdf({ format: 'A4' })), 1, 'one A4 page');
  assert.equal(pdfPages(await page.pdf({ width: '176mm', height: '250mm' })), 1, 'one B5 page');
  await page.emulateMedia({ media: 'screen' });

  // Staff assign the interview from the list.
  const admin = await makeUser({ role: 'superadmin' });
  const staff = await e2e.newPage(DESKTOP);
  await staff.page.goto('/');
  await loginInPage(staff.page, admin.loginId, admin.password, admin.otpSecret);
  await staff.page.goto('/admin/applications');
  await staff.page.getByPlaceholder('성명·접수번호 검색').fill(receiptNo);
  await staff.page.getByRole('cell', { name: receiptNo }).waitFor();
  await staff.page.waitForFunction(() => document.querySelectorAll('tbody tr').length === 1);
  await staff.page.locator('tbody tr').first().getByRole('checkbox').check();
  await staff.page.getByRole('button', { name: '면접 배정' }).click();
  const dialog = staff.page.getByRole('dialog');
  await dialog.waitFor();
  const day = seoulDay(addSeoulDays(testNow(), 3));
  await dialog.getByLabel('면접 일시 (한국시간)').fill(`${day}T14:00`);
  await dialog.getByLabel('면접 장소').fill('본관 301호');
  await screenshot(staff.page, 'admin-interview-dialog-1440');
  await dialog.getByRole('button', { name: '배정' }).click();
  await staff.page.getByText('1건에 면접을 배정하고 안내 메일을 보냈습니다.').waitFor();

  // The show page's preview: what the applicant sees now and after the announcement.
  await staff.page.getByRole('cell', { name: receiptNo }).click();
  await staff.page.waitForURL(/\/admin\/applications\/\d+\/show$/);
  await staff.page.getByRole('button', { name: '지원자 화면 미리보기' }).click();
  const preview = staff.page.getByRole('dialog', { name: '지원자 화면 미리보기' });
  await preview.getByText('지금 지원자가 보는 화면').waitFor();
  const previewText = await preview.innerText();
  assert.ok(previewText.includes('발표 시각 이후') && previewText.includes('본관 301호'));
  assert.match(previewText, /\d{4}-[12]-M-0001/);
  await screenshot(staff.page, 'admin-applicant-preview-1440');

  await page.reload();
  await ticket.waitFor();
  const after = await ticket.innerText();
  assert.match(after, /\d{4}-[12]-M-0001/);
  assert.ok(after.includes('본관 301호'));
  assert.ok(after.includes(`${Number(day.slice(5, 7))}월 ${Number(day.slice(8, 10))}일`) && after.includes('14:00'));
  assert.ok(!after.includes('면접 일정은 배정 후 안내합니다'));
  await screenshot(page, 'ticket-assigned-390');
  assert.deepEqual(await axeViolations(page), []);
  await page.emulateMedia({ media: 'print' });
  await screenshot(page, 'ticket-assigned-print-390');
  await page.setViewportSize({ width: 794, height: 1123 }); // an A4 sheet at 96 dpi
  await screenshot(page, 'ticket-assigned-print-a4');
  assert.equal(pdfPages(await page.pdf({ format: 'A4' })), 1);
  assert.deepEqual(consoleErrors, []);
  assert.deepEqual(staff.consoleErrors, []);
});
