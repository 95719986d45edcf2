import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, test } from 'node:test';
import ExcelJS from 'exceljs';
import { writeCheckpoint } from '../server/audit/checkpoints.js';
import { recordAudit } from '../server/audit/log.js';
import { call, login, makeUser, testNow } from '../server/test/support.js';
import { DESKTOP, PHONE, expectCount, loginInPage, screenshot, startE2E, type E2E } from './support.js';

let e2e: E2E;
before(async () => {
  e2e = await startE2E({ seed: false });
});
after(() => e2e.close());

test('a 최고관리자 opens 보안 › 감사 기록, filters it, checks the chain and downloads it; other staff never see it', async () => {
  const admin = await makeUser({ role: 'superadmin' });
  const { token } = await login(e2e.app, admin);
  const at = (h: number) => new Date(testNow().getTime() + h * 3600_000).toISOString();
  const popup = await call(e2e.app, 'POST', '/api/popups', {
    token,
    headers: { 'user-agent': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/131.0' },
    body: { title: '감사 기록 화면 확인용 팝업', body: '<p>안내</p>', startAt: at(-1), endAt: at(24) },
  });
  assert.equal(popup.status, 201);
  await recordAudit({
    actorLogin: 'leeboss',
    actorName: '이총괄',
    actorRole: 'superadmin',
    ip: '203.0.113.9',
    action: 'role.grant',
    resource: 'staff',
    recordId: 7,
    changedFields: ['role'],
    detail: { from: 'content', to: 'admissions' },
  });

  const { page, consoleErrors } = await e2e.newPage(DESKTOP);
  await page.goto('/');
  await loginInPage(page, admin.loginId, admin.password, admin.otpSecret);
  await page.goto('/admin');
  await page.locator('[data-nav="감사 기록"]').click();
  await page.waitForURL(/\/admin\/audit-logs/);
  await page.getByRole('cell', { name: '권한 부여·변경' }).waitFor();
  await page.getByRole('cell', { name: '팝업 등록' }).waitFor();
  await page.getByRole('cell', { name: `팝업 #${String(popup.body.id)}` }).waitFor();
  await page.getByRole('cell', { name: '제목, 본문, 시작 일시, 종료 일시' }).waitFor();
  assert.equal(await page.getByText('감사 기록 화면 확인용 팝업').count(), 0, 'a value shows in the audit log');
  // The table fits the screen (it was 1,485 px wide at 1440).
  const table = await page.locator('table').first().boundingBox();
  assert.ok(
    table && table.x + table.width <= DESKTOP.width,
    `the table ends at ${String(table && table.x + table.width)} px`,
  );
  await screenshot(page, 'admin-audit-1440');

  await page.getByLabel('관리자(아이디·이름)').fill('이총괄');
  await expectCount(page.locator('tbody tr'), 1, 'rows after the actor filter');
  await page.getByRole('cell', { name: '직원 계정 #7' }).waitFor();

  // No checkpoint yet: the links hold, but the answer does not call the chain intact, and says what it compared.
  await page.getByRole('button', { name: '무결성 확인', exact: true }).click();
  await page
    .getByTestId('chain-check')
    .getByText(/대조한 체크포인트: 없음/)
    .waitFor();
  // That check anchored the head: the next one is held to it.
  await page.getByRole('button', { name: '무결성 확인', exact: true }).click();
  await page
    .getByTestId('chain-check')
    .getByText(/감사 기록 \d+건의 연결이 모두 온전합니다\. 대조한 체크포인트: 1개/)
    .waitFor();
  // The officer's mail pasted back: held to it as well.
  const mail = `개인정보 보호책임자님께,\n${JSON.stringify(await writeCheckpoint(e2e.app.sequelize))}\n`;
  await page.getByRole('button', { name: '받은 체크포인트로 확인' }).click();
  await page.getByLabel('메일 본문').fill(mail);
  await page.getByRole('button', { name: '대조하기' }).click();
  await page
    .getByTestId('chain-check')
    .getByText(/붙여 넣은 체크포인트 1개/)
    .waitFor();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: '엑셀로 내려받기' }).click(),
  ]);
  assert.match(download.suggestedFilename(), /^감사기록_\d{4}-\d{2}-\d{2}\.xlsx$/);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(readFileSync((await download.path())!) as unknown as ArrayBuffer);
  const sheet = book.getWorksheet('감사 기록')!;
  assert.equal(sheet.rowCount, 2, 'the filtered rows only, under the header');
  assert.equal(sheet.getRow(2).getCell(4).value, '이총괄');
  assert.deepEqual(consoleErrors, []);

  const phone = await e2e.newPage(PHONE);
  await phone.page.goto('/');
  await loginInPage(phone.page, admin.loginId, admin.password, admin.otpSecret);
  await phone.page.goto('/admin/audit-logs');
  await phone.page.getByText('권한 부여·변경 · 직원 계정 #7').waitFor();
  await screenshot(phone.page, 'admin-audit-375');

  const content = await makeUser({ role: 'content' });
  const other = await e2e.newPage(DESKTOP);
  await other.page.goto('/');
  await loginInPage(other.page, content.loginId, content.password);
  await other.page.goto('/admin');
  await other.page.locator('[data-nav="팝업 관리"]').waitFor();
  assert.equal(await other.page.locator('[data-nav="감사 기록"]').count(), 0);
});
