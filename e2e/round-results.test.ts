// 결과 가져오기 and 결과 확정 in the browser: the dashboard warns about a round announced in
// 12 hours whose results are not confirmed; 입학 담당 A opens it, previews a bad file (each problem by its row, the
// apply button off), then the committee's xlsx (the preview table) and applies it with one button; A may not
// confirm; 입학 담당 B confirms at phone width. Desktop and phone screenshots are kept and looked at.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import ExcelJS from 'exceljs';
import { AdmissionRound, Application } from '../db/models/index.js';
import { makeUser } from '../server/test/support.js';
import { makeRound } from '../server/test/rounds.js';
import { DESKTOP, PHONE, loginInPage, screenshot, startE2E, type E2E } from './support.js';

let e2e: E2E;
let roundId: number;
let moved: Application[];
const NAME = '2026학년도 후기 결과 시험 모집';

before(async () => {
  e2e = await startE2E();
  const round = await makeRound({
    name: NAME,
    term: '2026-2',
    applyStartAt: -24 * 30,
    applyEndAt: -48,
    announceAt: 12,
  });
  roundId = round.id;
  // Five of the sample's applications belong to this round.
  moved = await Application.findAll({ order: [['id', 'ASC']], limit: 5 });
  await Application.update({ roundId, status: 'interview' }, { where: { id: moved.map((a) => a.id) } });
  await e2e.app.events.changed('rounds');
});
after(() => e2e.close());

async function sheet(rows: (string | number)[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const ws = book.addWorksheet('사정');
  ws.addRow(['접수번호', '성명', '결과', '예비순위', '비고']);
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await book.xlsx.writeBuffer());
}
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

test('import with a preview, refused confirmation by the importer, confirmed by a second 입학 담당', async () => {
  const a = await makeUser({ role: 'admissions', otp: true });
  const { page, consoleErrors } = await e2e.newPage(DESKTOP);
  await page.goto('/');
  await loginInPage(page, a.loginId, a.password, a.otpSecret);
  await page.goto('/admin/');
  const warning = page.getByTestId('results-confirm-warning').filter({ hasText: NAME });
  await warning.waitFor();
  await warning.getByRole('link', { name: '결과 확정하기' }).click();
  await page.waitForURL(new RegExp(`/admin/rounds/${roundId}/results$`));
  await page.getByRole('heading', { name: `${NAME} 결과` }).waitFor();

  const no = moved.map((m) => m.receiptNo);
  await page.setInputFiles('[data-testid="results-file"]', {
    name: '사정결과-오류.xlsx',
    mimeType: XLSX,
    buffer: await sheet([
      [no[0]!, '', '합격', '', ''],
      [no[1]!, '', '합겨', '', ''],
      [no[2]!, '', '예비', '', ''],
    ]),
  });
  const problems = page.getByTestId('import-problems');
  await problems.getByText("3행: 결과 '합겨'은(는) 알 수 없는 값입니다.", { exact: false }).waitFor();
  await problems.getByText('4행: 예비에는 예비순위가 필요합니다.').waitFor();
  assert.equal(await page.getByRole('button', { name: /결과 반영/ }).isDisabled(), true);

  await page.setInputFiles('[data-testid="results-file"]', {
    name: '사정결과.xlsx',
    mimeType: XLSX,
    buffer: await sheet([
      [no[0]!, moved[0]!.name, '합격', '', ''],
      [no[1]!, moved[1]!.name, '합격', '', ''],
      [no[2]!, moved[2]!.name, '불합격', '', ''],
      [no[3]!, moved[3]!.name, '예비', 1, '면접 동점'],
      [no[4]!, moved[4]!.name, '예비', 2, ''],
    ]),
  });
  await page.getByTestId('import-summary').getByText('합격 2').waitFor();
  const table = page.getByRole('table', { name: '가져올 결과 미리 보기' });
  await table.getByRole('row').filter({ hasText: no[3]! }).getByText('반영 예정').waitFor();
  await screenshot(page, 'admin-round-results-preview-1440');
  await page.getByRole('button', { name: '결과 반영 (5건)' }).click();
  await page.getByText('5건의 결과를 반영했습니다.').waitFor();
  await page.getByText('지난 확정 뒤 결과를 바꾼 분은 확정할 수 없습니다.', { exact: false }).waitFor();
  const statuses = await Application.findAll({ where: { id: moved.map((m) => m.id) }, order: [['id', 'ASC']] });
  assert.deepEqual(
    statuses.map((s) => [s.status, s.waitlistRank]),
    [
      ['accepted', null],
      ['accepted', null],
      ['rejected', null],
      ['waitlisted', 1],
      ['waitlisted', 2],
    ],
  );
  assert.deepEqual(consoleErrors, []);

  const b = await makeUser({ role: 'admissions', otp: true });
  const phone = await e2e.newPage(PHONE);
  await phone.page.goto('/');
  await loginInPage(phone.page, b.loginId, b.password, b.otpSecret);
  await phone.page.goto(`/admin/rounds/${roundId}/results`);
  await phone.page.getByRole('heading', { name: `${NAME} 결과` }).waitFor();
  await phone.page.getByTestId('result-counts').getByText('합격 2명').waitFor();
  await phone.page.getByRole('button', { name: '결과 확정' }).click();
  const dialog = phone.page.getByRole('dialog', { name: '결과를 확정할까요?' });
  await dialog.getByText('합격 2명, 불합격 1명, 예비 2명의 결과를 확정합니다.', { exact: false }).waitFor();
  await dialog.getByRole('button', { name: '확정', exact: true }).click();
  await phone.page.getByTestId('confirmed').waitFor();
  await screenshot(phone.page, 'admin-round-results-confirmed-375');
  assert.ok((await AdmissionRound.findByPk(roundId))!.resultsConfirmedAt);
  assert.deepEqual(phone.consoleErrors, []);
});
