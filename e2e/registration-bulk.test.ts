// 등록 in bulk in a browser: 입학 담당 opens 등록 현황, uploads the bank statement of 등록금, reads a proposal per
// deposit (the near name unticked, a bad row named), pairs the two deposits under one shared name (2× 이도윤) with
// the two applicants by hand and confirms once; then registers the last one by ticking them with the round's
// amount. Screenshots under test-results/screenshots; the screen passes axe.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { AdmissionRound, Application } from '../db/models/index.js';
import { defaultFiles, submitForm, validFields } from '../server/api/applications/fixtures.js';
import { makeRound } from '../server/test/rounds.js';
import { makeUser, testNowMs } from '../server/test/support.js';
import { axe } from './axe-run.js';
import { DESKTOP, loginInPage, screenshot, startE2E, type E2E } from './support.js';

const HOUR = 3_600_000;
let e2e: E2E;
let roundId: number;
const receipts: Record<string, string> = {};

before(async () => {
  e2e = await startE2E({ seed: false });
  const round = await makeRound({ name: '2027학년도 전기 일괄 등록 모집', applyEndAt: 1, announceAt: 2 });
  roundId = round.id;
  for (const [k, name] of [
    ['ga', '가등록'],
    ['lee1', '이도윤'],
    ['lee2', '이도윤'],
    ['park', '박서준'],
    ['choi', '최선택'],
  ] as const) {
    const res = await submitForm(
      e2e.app,
      validFields({ roundId: String(roundId), name, email: `${k}@example.com` }),
      await defaultFiles(),
    );
    assert.equal(res.status, 201, JSON.stringify(res.body));
    receipts[k] = res.body.receiptNo;
  }
  await Application.update({ status: 'accepted' }, { where: { roundId } });
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
          place: { ko: '본관 2층', zh: '主楼2层' },
          note: { ko: '', zh: '' },
          amounts: [{ track: 'master', department: null, amount: 4_850_000 }],
          account: { ko: '신한은행 100-035-654321', zh: '新韩银行 100-035-654321' },
          submit: { ko: '', zh: '' },
        },
      },
    },
    { where: { id: roundId } },
  );
  e2e.app.events.changedHere('rounds');
});
after(() => e2e.close());

test('등록 from a bank statement with a shared name paired by hand, then a selection with the round’s amount', async () => {
  const staff = await makeUser({ role: 'admissions' });
  const { page, consoleErrors } = await e2e.newPage(DESKTOP);
  await page.goto('/');
  await loginInPage(page, staff.loginId, staff.password, staff.otpSecret);
  await page.goto(`/admin/rounds/${roundId}/registration`);
  await page.getByText('등록 처리: 등록을 기다리는 합격자 5명').waitFor();

  const csv = [
    '거래일시,입금자명,입금액',
    '2027-01-05 10:00,가등록,4850000',
    '2027-01-05 10:05,이도윤,4850000',
    '2027-01-05 10:06,이도윤,4850000',
    '2027-01-05 10:10,박서중,4850000',
    '2027-01-05 11:30,최선택,사백팔십오만',
  ];
  await page.setInputFiles('[data-testid="registration-statement-file"]', {
    name: '등록금_거래내역.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`\uFEFF${csv.join('\r\n')}`),
  });
  await page.getByTestId('proposal-2').waitFor();
  assert.ok(await page.getByLabel('2행 가등록 → 가등록').isChecked());
  assert.ok(!(await page.getByLabel('5행 박서중 → 박서준').isChecked()), 'the near name is left for staff');
  assert.match(await page.getByTestId('registration-problems').innerText(), /6행: 입금액 '사백팔십오만'/);
  const leftover = page.getByTestId('registration-unmatched');
  assert.match(await leftover.innerText(), /같은 이름의 미입금 지원자가 2명입니다/);
  await page.getByLabel('3행 짝지을 지원자').click();
  await page.getByRole('option', { name: new RegExp(`^${receipts.lee1} 이도윤`) }).click();
  await page.getByLabel('4행 짝지을 지원자').click();
  assert.ok(
    await page.getByRole('option', { name: new RegExp(`^${receipts.lee1} 이도윤`) }).isDisabled(),
    'one applicant is paired once',
  );
  await page.getByRole('option', { name: new RegExp(`^${receipts.lee2} 이도윤`) }).click();
  await page.getByLabel('5행 박서중 → 박서준').check();
  assert.deepEqual(await axe(page), []);
  await screenshot(page, 'registration-bulk-statement-1440');
  await page.getByRole('button', { name: '선택한 4건 등록 확정' }).click();
  await page.getByText('4명의 등록을 기록하고 등록 확인 메일을 보냈습니다.').waitFor();
  await page.getByText('등록 처리: 등록을 기다리는 합격자 1명').waitFor();
  assert.equal(await Application.count({ where: { roundId, status: 'registered' } }), 4);

  await page.getByLabel(`${receipts.choi} 최선택 등록`).check();
  await page.getByLabel('납부일').fill('2027-01-06');
  await screenshot(page, 'registration-bulk-selection-1440');
  await page.getByRole('button', { name: '선택한 1명 등록 (모집의 등록금)' }).click();
  await page.getByText('1명의 등록을 기록하고 등록 확인 메일을 보냈습니다.').waitFor();
  const choi = (await Application.findOne({ where: { receiptNo: receipts.choi } }))!;
  assert.deepEqual(
    [choi.status, choi.registrationAmount, choi.registrationPaidAt],
    ['registered', 4_850_000, '2027-01-06'],
  );
  assert.deepEqual(consoleErrors, []);
});
