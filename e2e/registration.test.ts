// After the announcement in a browser: a 합격자 declines 등록 in the look-up on a phone, through the
// site's confirm dialog, and reads 등록포기 in place; 입학 담당 opens 등록 현황 (desktop and phone), offers 추가합격
// to the next 예비 by rank and takes the hand-off file with a reason. Screenshots under test-results/screenshots.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { AdmissionRound, Application } from '../db/models/index.js';
import { HANDOFF_COLUMNS } from '../domain/registration.js';
import { defaultFiles, submitForm, validFields } from '../server/api/applications/fixtures.js';
import { makeRound } from '../server/test/rounds.js';
import { makeUser, testNowMs } from '../server/test/support.js';
import { axe } from './axe-run.js';
import { DESKTOP, PHONE, loginInPage, screenshot, startE2E, type E2E } from './support.js';

const HOUR = 3_600_000;
const PASS = 'reg-e2e-2027';
let e2e: E2E;
let roundId: number;
const receipts: Record<string, string> = {};

before(async () => {
  e2e = await startE2E({ seed: false });
  const round = await makeRound({
    name: '2027학년도 전기 등록 시험 모집',
    applyEndAt: 1,
    announceAt: 2,
    tracks: [{ track: 'master', departments: [{ slug: 'small_business', quota: 3 }], quota: null }],
  });
  roundId = round.id;
  for (const [k, name, status, rank] of [
    ['accepted', '한다솜', 'accepted', null],
    ['registered', '김등록', 'registered', null],
    ['w1', '이예비', 'waitlisted', 1],
    ['w2', '박예비', 'waitlisted', 2],
  ] as const) {
    const res = await submitForm(
      e2e.app,
      validFields({ roundId: String(roundId), name, email: `${k}@example.com`, password: PASS, passwordConfirm: PASS }),
      await defaultFiles(),
    );
    assert.equal(res.status, 201, JSON.stringify(res.body));
    receipts[k] = res.body.receiptNo;
    await Application.update(
      {
        status,
        waitlistRank: rank,
        examNo: `2027-1-M-00${Object.keys(receipts).length}`,
        ...(status === 'registered'
          ? { registeredAt: new Date(), registrationAmount: 4_250_000, registrationPaidAt: '2027-01-05' }
          : {}),
      },
      { where: { receiptNo: res.body.receiptNo } },
    );
  }
  // The window closed an hour ago and the confirmed results came out a minute ago, with 등록 until next week.
  const at = testNowMs();
  await AdmissionRound.update(
    {
      applyEndAt: new Date(at - HOUR),
      announceAt: new Date(at - 60_000),
      resultsConfirmedAt: new Date(at - 2 * HOUR),
      details: {
        tracks: round.tracks,
        registration: {
          startAt: new Date(at).toISOString(),
          endAt: new Date(at + 7 * 24 * HOUR).toISOString(),
          place: { ko: '본관 2층 학사지원팀', zh: '' },
          note: { ko: '', zh: '' },
        },
      },
    },
    { where: { id: roundId } },
  );
  e2e.app.events.changedHere('rounds');
});
after(() => e2e.close());

test('a 합격자 declines 등록 in the look-up on a phone, after the confirm dialog', async () => {
  const { page, consoleErrors } = await e2e.newPage(PHONE);
  await page.goto('/receipt/lookup?by=receipt');
  await page.fill('#f-receiptNo', receipts.accepted!);
  await page.fill('#f-password', PASS);
  await page.getByRole('button', { name: '조회하기' }).click();
  const result = page.getByTestId('lookup-result');
  await result.waitFor();
  assert.match(await result.innerText(), /합격/);
  const decline = page.getByTestId('decline');
  await decline.scrollIntoViewIfNeeded();
  await screenshot(page, 'registration-lookup-decline-375');
  assert.deepEqual(await axe(page), []);

  // Without the tick nothing is sent.
  await decline.getByLabel('조회 비밀번호 (확인을 위해 다시 입력)').fill(PASS);
  await decline.getByRole('button', { name: '등록 포기하기' }).click();
  await decline.getByText('조회 비밀번호를 입력하고 확인란을 선택해주세요.').waitFor();
  await decline.getByLabel('포기 사유 (선택)').fill('회사 사정으로 입학이 어렵습니다.');
  await decline.getByLabel('등록을 포기하며, 포기한 뒤에는 되돌릴 수 없음을 확인합니다.').check();
  await decline.getByRole('button', { name: '등록 포기하기' }).click();
  const dialog = page.getByRole('dialog', { name: '등록을 포기하시겠습니까?' });
  await dialog.waitFor();
  await screenshot(page, 'registration-lookup-decline-dialog-375');
  // 닫기 changes nothing; the second time 등록 포기 does.
  await dialog.getByRole('button', { name: '닫기' }).click();
  assert.equal((await Application.findOne({ where: { receiptNo: receipts.accepted } }))!.status, 'accepted');
  await decline.getByRole('button', { name: '등록 포기하기' }).click();
  await page
    .getByRole('dialog', { name: '등록을 포기하시겠습니까?' })
    .getByRole('button', { name: '등록 포기' })
    .click();
  await page.getByTestId('declined').waitFor();
  assert.match(await result.innerText(), /등록포기/);
  assert.equal(await page.getByTestId('decline').count(), 0);
  const a = (await Application.findOne({ where: { receiptNo: receipts.accepted } }))!;
  assert.deepEqual(
    [a.status, a.declineKind, a.declineReason],
    ['declined', 'applicant', '회사 사정으로 입학이 어렵습니다.'],
  );
  await screenshot(page, 'registration-lookup-declined-375');
  assert.deepEqual(consoleErrors, []);
});

test('등록 현황: the seats add up, 추가합격 goes to the next 예비 by rank, the hand-off file comes with a reason', async () => {
  const staff = await makeUser({ role: 'admissions' });
  const { page, consoleErrors } = await e2e.newPage(DESKTOP);
  await page.goto('/');
  await loginInPage(page, staff.loginId, staff.password, staff.otpSecret);
  await page.goto('/admin/rounds');
  await page.getByText('2027학년도 전기 등록 시험 모집').waitFor();
  await page
    .getByRole('row', { name: /2027학년도 전기 등록 시험 모집/ })
    .getByRole('link', { name: '등록 현황' })
    .click();
  await page.waitForURL(`**/admin/rounds/${roundId}/registration`);
  const table = page.getByTestId('seat-table');
  await table.waitFor();
  // 모집 3 · 합격 2 (한다솜 declined, 김등록 registered) · 등록 1 · 등록포기 1 · 제안 0 · 미등록 0 · 남은 자리 2.
  const totals = await page.getByTestId('seat-totals').innerText();
  assert.deepEqual(totals.split(/\s+/).slice(1), ['3', '2', '1', '1', '0', '0', '2']);
  await page.getByText('남은 예비 2명 (다음 1순위)').waitFor();

  await page.getByLabel('제안 인원').fill('1');
  await page.getByLabel('등록 기한 (한국시간)').fill('2099-01-29T17:00');
  await page.getByRole('button', { name: '추가합격 제안' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '제안하고 메일 보내기' }).click();
  await page.getByText('추가합격을 제안했습니다: 1순위 이예비').waitFor();
  await page.getByText(/응답을 기다리는 추가합격 1명/).waitFor();
  await page.getByText(/이예비 · 예비 1순위 · 석사과정 중소기업경영학과 · 등록 기한 2099\.01\.29 17:00/).waitFor();
  assert.equal((await page.getByTestId('seat-totals').innerText()).split(/\s+/).at(-1), '1', 'one seat left');
  const w1 = (await Application.findOne({ where: { receiptNo: receipts.w1 } }))!;
  assert.deepEqual([w1.status, w1.additional], ['accepted', true]);
  await screenshot(page, 'registration-admin-status-1440');
  assert.deepEqual(await axe(page), []);

  await page.getByRole('button', { name: '학적 연계 파일 내려받기' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('내려받는 사유').fill('학적 시스템 신입생 등록');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: '내려받기' }).click(),
  ]);
  assert.match(download.suggestedFilename(), /^학적연계_등록자_.+\.xlsx$/);
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(await download.path());
  const sheet = book.worksheets[0]!;
  assert.deepEqual((sheet.getRow(1).values as unknown[]).slice(1), [...HANDOFF_COLUMNS]);
  assert.equal(sheet.getRow(2).getCell(2).value, '김등록');

  // The offered 예비 registers: recorded on the application's page (the 등록 확인 mail goes out).
  await page.getByRole('link', { name: receipts.w1! }).click();
  await page.waitForURL(/\/admin\/applications\/\d+\/show$/);
  const panel = page.getByTestId('registration-panel');
  await panel.getByLabel('납부 금액 (원)').fill('4250000');
  await panel.getByRole('button', { name: '등록 처리' }).click();
  await panel.getByTestId('registered').waitFor();
  assert.match(await panel.getByTestId('registered').innerText(), /등록 4,250,000원 · 납부일 \d{4}-\d{2}-\d{2}/);
  await screenshot(page, 'registration-admin-application-1440');

  await page.setViewportSize(PHONE);
  await page.goto(`/admin/rounds/${roundId}/registration`);
  await page.getByTestId('seat-list').waitFor();
  assert.match(await page.getByTestId('seat-totals').innerText(), /합계 · 남은 자리 1/);
  await screenshot(page, 'registration-admin-status-375');
  assert.equal(
    await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    true,
    'the page itself does not scroll sideways on a phone',
  );
  assert.deepEqual(consoleErrors, []);
});
