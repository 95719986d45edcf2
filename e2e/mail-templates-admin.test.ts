// 메일 양식 in the browser: 입학 담당 opens the templates from the menu, writes a subject with a misspelt
// placeholder (the preview says which one), fixes it, previews the mail filled with a sample applicant and saves;
// the list shows it changed. On a phone the editor and the list stack. 서류 보완 요청 from the application page.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { Application, MailOutbox, MailTemplate } from '../db/models/index.js';
import { defaultFiles, submitForm, validFields } from '../server/api/applications/fixtures.js';
import { makeUser } from '../server/test/support.js';
import { TEMPLATE_KEYS } from '../domain/mail-templates.js';
import { DESKTOP, PHONE, loginInPage, screenshot, startE2E, type E2E } from './support.js';

let e2e: E2E;
before(async () => {
  e2e = await startE2E({ seed: false });
});
after(() => e2e.close());

test('staff edit the 접수 확인 subject, preview it with a sample applicant and save it', async () => {
  const staff = await makeUser({ role: 'admissions' });
  const { page, consoleErrors } = await e2e.newPage(DESKTOP);
  await page.goto('/');
  await loginInPage(page, staff.loginId, staff.password, staff.otpSecret);
  await page.goto('/admin');
  await page.getByRole('link', { name: '메일 양식' }).click();
  await page.waitForURL(/\/admin\/mail-templates$/);
  const row = page.locator('tbody tr', { hasText: '원서 접수 확인' }).filter({ hasText: '한국어' });
  await row.waitFor();
  // Every applicant mail kind in both languages (domain/mail-templates.ts).
  assert.equal(await page.locator('tbody tr').count(), TEMPLATE_KEYS.length);
  assert.equal(await page.getByRole('link', { name: '메일 양식' }).getAttribute('aria-current'), 'page');
  assert.equal(await page.getByRole('link', { name: '발송 내역' }).getAttribute('aria-current'), null);
  await row.click();
  await page.waitForURL(/\/admin\/mail-templates\/application\.received%3Ako$/);
  await page.getByText('쓸 수 있는 자리표시자').waitFor();
  assert.ok((await page.locator('aside').innerText()).includes('{{receiptNo}}'));

  const subject = page.getByLabel('제목');
  await subject.fill('[{{schoolName}}] {{nmae}}님 원서 접수 완료 ({{receiptNo}})');
  await page.getByRole('button', { name: '미리보기' }).click();
  await page.getByText('알 수 없는 자리표시자입니다: {{nmae}}').waitFor();

  await subject.fill('[{{schoolName}}] {{name}}님 원서 접수 완료 ({{receiptNo}})');
  await page.getByRole('button', { name: '미리보기' }).click();
  const preview = page.getByTestId('mail-preview');
  await preview.getByText('[한빛대학교 중소기업대학원] 홍길동님 원서 접수 완료 (2027-0001)').waitFor();
  assert.match(await preview.innerText(), /홍길동님, 2027학년도 전기 일반 모집 입학원서가 접수되었습니다\./);
  await screenshot(page, 'admin-mail-template-edit-1440');

  await page.getByRole('button', { name: '저장' }).click();
  await page.getByText('수정됨', { exact: false }).first().waitFor();
  const saved = await MailTemplate.findOne({ where: { kind: 'application.received', lang: 'ko' } });
  assert.equal(saved?.subject, '[{{schoolName}}] {{name}}님 원서 접수 완료 ({{receiptNo}})');
  assert.equal(saved?.updatedByName, '테스트사용자');
  // The one console line is the refused preview above (the browser logs every 4xx answer).
  assert.deepEqual(consoleErrors, ['Failed to load resource: the server responded with a status of 400 (Bad Request)']);
});

test('on a phone the editor, the preview and the placeholder list stack without sideways scrolling', async () => {
  const staff = await makeUser({ role: 'admissions' });
  const { page, consoleErrors } = await e2e.newPage({ ...PHONE, width: 390 });
  await page.goto('/');
  await loginInPage(page, staff.loginId, staff.password, staff.otpSecret);
  await page.goto('/admin/mail-templates/application.incomplete%3Azh-Hans');
  await page.getByText('쓸 수 있는 자리표시자').waitFor();
  await page.getByRole('button', { name: '미리보기' }).click();
  await page.getByTestId('mail-preview').getByText('请补充提交最终学历证明原件扫描件。').waitFor();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  assert.ok(overflow <= 0, `no sideways scrolling (${overflow}px)`);
  await screenshot(page, 'admin-mail-template-edit-390');
  await page.goto('/admin/mail-templates');
  await page.getByText('서류 보완 요청 (중국어(간체))').waitFor();
  await screenshot(page, 'admin-mail-templates-390');
  assert.deepEqual(consoleErrors, []);
});

test('서류 보완 요청 from the application page: a dialog for the note, the status moves to 서류확인, the mail waits', async () => {
  const res = await submitForm(
    e2e.app,
    validFields({ name: '정보완', email: 'bowan.jung@example.com' }),
    await defaultFiles(),
  );
  assert.equal(res.status, 201);
  const a = (await Application.findOne({ where: { receiptNo: res.body.receiptNo } }))!;
  const staff = await makeUser({ role: 'admissions' });
  const { page, consoleErrors } = await e2e.newPage({ ...PHONE, width: 390 });
  await page.goto('/');
  await loginInPage(page, staff.loginId, staff.password, staff.otpSecret);
  await page.goto(`/admin/applications/${a.id}/show`);
  await page.getByText('상태 변경 이력').waitFor();
  await page.getByRole('button', { name: '서류 보완 요청' }).click();
  const dialog = page.getByRole('dialog', { name: '서류 보완 요청' });
  await dialog.getByLabel('보완할 내용').fill('졸업증명서 발급일이 3개월을 넘었습니다. 최근 발급본을 보내주세요.');
  await screenshot(page, 'admin-incomplete-dialog-390');
  await dialog.getByRole('button', { name: '요청 메일 보내기' }).click();
  await page.getByText('서류 보완을 요청했습니다.').waitFor();
  await page.getByTestId('status-chip').getByText('서류확인').waitFor();
  const mail = await MailOutbox.findOne({
    where: { kind: 'application.incomplete', toAddress: 'bowan.jung@example.com' },
  });
  assert.ok(mail?.textBody.includes('최근 발급본을 보내주세요.'));
  assert.deepEqual(consoleErrors, []);
});
