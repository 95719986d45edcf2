// The fee told and matched in the browser: an applicant on a 375 px phone applies with a refund
// account and reads the fee (amount, account, deadline) on the receipt page and in the look-up, changes the refund
// account there; 입학 담당 uploads the bank statement on 전형료 대조, ticks the proposal and confirms it; the look-up
// then says the fee arrived. Each page passes axe; the screenshots are kept and looked at.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { Application } from '../db/models/index.js';
import { PDF, defaultFiles, png, submitForm, validFields } from '../server/api/applications/fixtures.js';
import { makeUser } from '../server/test/support.js';
import { axe } from './axe-run.js';
import { agree, fillForm } from './receipt-form.js';
import { DESKTOP, PHONE, loginInPage, screenshot, startE2E, type E2E } from './support.js';

let e2e: E2E;
const HOW_TO_PAY = '신한은행 100-035-123456 (예금주 중소기업대학원)';

before(async () => {
  e2e = await startE2E();
  // Every round open now asks the same fee, so whichever the form offers tells it.
  await e2e.app.sequelize.query(`UPDATE admission_rounds SET details = jsonb_set(details, '{fee}', :fee::jsonb)`, {
    replacements: {
      fee: JSON.stringify({
        amount: 60_000,
        howToPay: { ko: HOW_TO_PAY, zh: '新韩银行 100-035-123456' },
        deadline: null,
      }),
    },
  });
  await e2e.app.events.changed('rounds');
});
after(() => e2e.close());

test('the receipt page and the look-up at 375 px tell the fee; the refund account is given and changed', async () => {
  const { page, consoleErrors } = await e2e.newPage(PHONE);
  await page.goto('/receipt');
  await page.getByLabel('전체 동의 (필수·선택 항목 모두)').check();
  await agree(page, 'consentMarketing', 'no');
  await page.getByRole('button', { name: '동의하고 원서 작성하기' }).click();
  await fillForm(page);
  await page.setInputFiles('#f-photo', { name: '사진.png', mimeType: 'image/png', buffer: await png(360, 480) });
  await page.setInputFiles('#f-diploma', { name: '졸업증명서.pdf', mimeType: 'application/pdf', buffer: PDF });
  await page.setInputFiles('#f-transcript', { name: '성적증명서.pdf', mimeType: 'application/pdf', buffer: PDF });
  await page.fill('#f-refundBank', '국민은행');
  await page.fill('#f-refundAccount', '123-45-678901');
  await page.fill('#f-refundHolder', '정하늘');
  await page.fill('#f-password', 'haneul-2027');
  await page.fill('#f-passwordConfirm', 'haneul-2027');
  await page.getByTestId('submit').click();
  await page.getByRole('dialog', { name: '원서를 제출할까요?' }).getByRole('button', { name: '제출하기' }).click();
  await page.waitForURL('**/receipt/complete');
  const receiptNo = await page.getByTestId('receipt-no').innerText();
  const notice = page.getByTestId('fee-notice');
  const text = await notice.innerText();
  for (const want of ['전형료 납부 안내', '60,000원', HOW_TO_PAY, '입금자명은 지원자 성명으로'])
    assert.ok(text.includes(want), `the receipt tells ${want}: ${text}`);
  await screenshot(page, 'fee-receipt-375');
  assert.deepEqual(await axe(page), []);
  const a = (await Application.findOne({ where: { receiptNo } }))!;
  assert.deepEqual([a.refundBank, a.refundAccount, a.refundHolder], ['국민은행', '123-45-678901', '정하늘']);

  await page.goto('/receipt/lookup?by=receipt');
  await page.fill('#f-receiptNo', receiptNo);
  await page.fill('#f-password', 'haneul-2027');
  await page.getByRole('button', { name: '조회하기' }).click();
  const result = page.getByTestId('lookup-result');
  await result.getByTestId('fee-notice').waitFor();
  assert.equal(await result.getByTestId('fee-amount').innerText(), '60,000원');
  assert.equal(
    await result.getByTestId('refund-account').innerText(),
    '등록된 환불 계좌: 국민은행 *******8901 (정*늘)',
  );
  assert.ok((await result.getByTestId('refund').innerText()).includes('4월 30일'));
  await page.getByText('환불 계좌 등록·변경').click();
  await page.fill('#refund-refundBank', '우리은행');
  await page.fill('#refund-refundAccount', '1002-333-444555');
  await page.fill('#refund-refundHolder', '정하늘');
  await page.fill('#refund-password', 'haneul-2027');
  await page.getByRole('button', { name: '환불 계좌 저장' }).click();
  await result.getByTestId('refund-saved').waitFor();
  assert.equal(
    await result.getByTestId('refund-account').innerText(),
    '등록된 환불 계좌: 우리은행 ********4555 (정*늘)',
  );
  await screenshot(page, 'fee-lookup-375');
  assert.deepEqual(await axe(page), []);
  assert.deepEqual(consoleErrors, []);

  // 입학 담당 matches the bank statement on 전형료 대조.
  const staff = await makeUser({ role: 'admissions', otp: true });
  const admin = await e2e.newPage(PHONE);
  await admin.page.goto('/');
  await loginInPage(admin.page, staff.loginId, staff.password, staff.otpSecret);
  await admin.page.goto(`/admin/rounds/${a.roundId}/fees`);
  await admin.page.getByRole('button', { name: '거래내역 파일 선택' }).waitFor();
  const csv = [
    '거래내역 조회',
    '거래일시,적요,입금액,출금액',
    '2026.11.20 14:35,정하늘,"60,000",',
    '2026.11.20 15:00,모르는분,"60,000",',
  ];
  await admin.page.setInputFiles('[data-testid="statement-file"]', {
    name: '거래내역.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`\uFEFF${csv.join('\r\n')}`),
  });
  const row = admin.page.getByRole('row').filter({ hasText: receiptNo });
  await row.waitFor();
  assert.ok((await row.innerText()).includes('이름·금액'));
  await admin.page.getByTestId('fee-unmatched').getByText('모르는분', { exact: false }).waitFor();
  await screenshot(admin.page, 'fee-match-375');
  assert.deepEqual(await axe(admin.page), []);
  await admin.page.setViewportSize(DESKTOP);
  await screenshot(admin.page, 'fee-match-1440');
  await admin.page.getByRole('button', { name: /^선택한 \d+건 입금 확인$/ }).click();
  await admin.page.getByText(/건의 입금을 확인했습니다\./).waitFor();
  await a.reload();
  assert.ok(a.feePaidAt);
  assert.deepEqual([a.feeAmount, a.feeDepositor, a.feePaidOn], [60_000, '정하늘', '2026-11-20']);

  await page.fill('#f-receiptNo', receiptNo);
  await page.fill('#f-password', 'haneul-2027');
  await page.getByRole('button', { name: '조회하기' }).click();
  await result.getByTestId('fee-paid').waitFor();
  await screenshot(page, 'fee-lookup-paid-375');
});

test('the China MBA look-up at 375 px tells the fee and the refund rule in Chinese', async () => {
  const fields = validFields({
    locale: 'zh-Hans',
    track: 'china_mba',
    department: undefined,
    name: '张伟',
    nameEn: 'ZHANG WEI',
    nationality: '中国',
    mobile: '+86 138 0013 8000',
    email: 'zhang.wei@example.cn',
    topikLevel: '4',
    password: 'zhang-2027',
    passwordConfirm: 'zhang-2027',
  });
  // The fixtures apply to the test app's round, open for every track (its fee set above).
  const sent = await submitForm(e2e.app, fields, await defaultFiles('china_mba'));
  assert.equal(sent.status, 201, JSON.stringify(sent.body));
  const { page, consoleErrors } = await e2e.newPage(PHONE);
  await page.goto('/receipt/china-mba/lookup?by=receipt');
  await page.fill('#f-receiptNo', sent.body.receiptNo);
  await page.fill('#f-password', 'zhang-2027');
  await page.getByRole('button', { name: '查询' }).click();
  const result = page.getByTestId('lookup-result');
  await result.getByTestId('fee-notice').waitFor();
  assert.equal(await result.getByTestId('fee-amount').innerText(), '60,000韩元');
  assert.ok((await result.getByTestId('refund').innerText()).includes('高等教育法'));
  assert.equal(await result.getByTestId('refund-account').innerText(), '尚未登记退款账户。');
  await screenshot(page, 'fee-lookup-zh-375');
  assert.deepEqual(await axe(page), []);
  assert.deepEqual(consoleErrors, []);
});
