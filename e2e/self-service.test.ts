// The applicant's own steps in a browser at 375 px: a 보완 요청 shown in the look-up takes the replacement
// from the phone's file input (a wrong type refused in Korean first), 지원 취소 goes through the site's confirm
// dialog, and the look-up password is reset with the mailed code. axe finds nothing; screenshots under
// test-results/screenshots.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { Application, ApplicationDocument, MailOutbox } from '../db/models/index.js';
import { defaultFiles, PDF, submitForm, validFields } from '../server/api/applications/fixtures.js';
import { makeRound } from '../server/test/rounds.js';
import { makeUser, testNowMs } from '../server/test/support.js';
import { axe } from './axe-run.js';
import { PHONE, loginInPage, screenshot, startE2E, type E2E } from './support.js';

const PASS = 'self-e2e-2027';
let e2e: E2E;
const receipts: Record<string, string> = {};
const ids: Record<string, number> = {};

before(async () => {
  e2e = await startE2E({ seed: false });
  const round = await makeRound({ name: '2027학년도 전기 보완 시험 모집', applyEndAt: 48, announceAt: 96 });
  for (const k of ['sup', 'wd', 'reset']) {
    const res = await submitForm(
      e2e.app,
      validFields({
        roundId: String(round.id),
        name: `김${k}`,
        email: `${k}@example.com`,
        password: PASS,
        passwordConfirm: PASS,
      }),
      await defaultFiles(),
    );
    assert.equal(res.status, 201, JSON.stringify(res.body));
    receipts[k] = res.body.receiptNo;
    ids[k] = (await Application.findOne({ where: { receiptNo: res.body.receiptNo } }))!.id;
  }
  // Staff asked for a better transcript until tomorrow (the admin's 보완 요청; its API has its own test).
  await ApplicationDocument.update(
    {
      state: 'requested',
      requestNote: '직인이 보이지 않습니다. 원본을 다시 스캔해 올려주세요.',
      dueAt: new Date(testNowMs() + 24 * 3_600_000),
    },
    { where: { applicationId: ids.sup, kind: 'transcript' } },
  );
});
after(() => e2e.close());

async function lookUp(k: string, password = PASS) {
  const { page, consoleErrors } = await e2e.newPage(PHONE);
  await page.goto('/receipt/lookup?by=receipt');
  await page.fill('#f-receiptNo', receipts[k]!);
  await page.fill('#f-password', password);
  await page.getByRole('button', { name: '조회하기' }).click();
  await page.getByTestId('lookup-result').waitFor();
  return { page, consoleErrors };
}

test('보완: the request shows in the look-up, and the replacement is uploaded from the phone', async () => {
  const { page, consoleErrors } = await lookUp('sup');
  const block = page.getByTestId('supplements');
  await block.scrollIntoViewIfNeeded();
  assert.match(await block.innerText(), /성적증명서[\s\S]*직인이 보이지 않습니다[\s\S]*보완 기한/);
  await screenshot(page, 'supplement-lookup-375');
  assert.deepEqual(await axe(page), []);

  await block
    .getByLabel('새 파일')
    .setInputFiles({ name: 'memo.txt', mimeType: 'text/plain', buffer: Buffer.from('x') });
  await block.getByLabel('조회 비밀번호 (확인을 위해 다시 입력)').fill(PASS);
  await block.getByRole('button', { name: '보완 서류 올리기' }).click();
  await block.getByText('허용되지 않는 파일 형식입니다. (PDF·JPG·PNG만 가능)').waitFor();
  await screenshot(page, 'supplement-refused-375');

  await block
    .getByLabel('새 파일')
    .setInputFiles({ name: '성적증명서-재발급.pdf', mimeType: 'application/pdf', buffer: PDF });
  await block.getByRole('button', { name: '보완 서류 올리기' }).click();
  await page.getByTestId('supplemented').waitFor();
  assert.equal(await page.getByTestId('supplements').count(), 0);
  await screenshot(page, 'supplement-done-375');
  const docs = await ApplicationDocument.findAll({ where: { applicationId: ids.sup, kind: 'transcript' } });
  assert.deepEqual(docs.map((d) => d.state).sort(), ['requested', 'resubmitted']);
  // The one refusal the browser logs is the wrong type's 400.
  assert.deepEqual(consoleErrors, ['Failed to load resource: the server responded with a status of 400 (Bad Request)']);
});

test('staff at 375 px see the 보완 waiting, both files kept, and mark the new one 확인', async () => {
  const staff = await makeUser({ role: 'admissions' });
  const { page, consoleErrors } = await e2e.newPage(PHONE);
  await page.goto('/');
  await loginInPage(page, staff.loginId, staff.password, staff.otpSecret);
  await page.goto('/admin');
  await page.getByTestId('supplements-alert').waitFor();
  await page.getByTestId('supplements-alert').getByRole('link', { name: '확인하기' }).click();
  await page.waitForURL('**/admin/applications**');
  await page.getByText('김sup').first().click();
  await page.waitForURL(`**/admin/applications/${ids.sup}/show`);
  const docs = page.locator('[data-doc="transcript"]');
  await docs.first().waitFor();
  assert.equal(await docs.count(), 2, 'the old file and the replacement');
  assert.match(await docs.nth(0).innerText(), /새 파일로 교체됨 \(보관\)/);
  assert.match(await docs.nth(1).innerText(), /보완 제출한 새 파일[\s\S]*보완 제출/);
  await docs.nth(1).scrollIntoViewIfNeeded();
  await screenshot(page, 'supplement-admin-375');
  assert.deepEqual(await axe(page), []);
  await docs.nth(1).getByRole('button', { name: '확인' }).click();
  await page.getByText('서류를 확인으로 표시했습니다.').waitFor();
  await docs.nth(1).getByTestId('doc-state').getByText('확인').waitFor();
  assert.deepEqual(consoleErrors, []);
});

test('지원 취소: a reason, the confirm dialog, then 지원 취소 in place', async () => {
  const { page, consoleErrors } = await lookUp('wd');
  const form = page.getByTestId('withdraw');
  await form.scrollIntoViewIfNeeded();
  await screenshot(page, 'withdraw-lookup-375');
  assert.deepEqual(await axe(page), []);
  await form.getByLabel('조회 비밀번호 (확인을 위해 다시 입력)').fill(PASS);
  await form.getByRole('button', { name: '지원 취소하기' }).click();
  await form.getByText('조회 비밀번호와 취소 사유를 입력하고 확인란을 선택해주세요.').waitFor();
  await form.getByLabel('취소 사유').fill('회사 일정으로 이번 학기 입학이 어렵습니다.');
  await form.getByLabel('지원을 취소하며, 취소한 뒤에는 되돌릴 수 없음을 확인합니다.').check();
  await form.getByRole('button', { name: '지원 취소하기' }).click();
  const dialog = page.getByRole('dialog', { name: '지원을 취소하시겠습니까?' });
  await dialog.waitFor();
  await screenshot(page, 'withdraw-dialog-375');
  await dialog.getByRole('button', { name: '지원 취소' }).click();
  await page.getByTestId('withdrawn').waitFor();
  assert.match(await page.getByTestId('lookup-result').innerText(), /지원 취소/);
  assert.equal(await page.getByTestId('withdraw').count(), 0);
  const a = (await Application.findByPk(ids.wd))!;
  assert.deepEqual([a.status, a.withdrawReason], ['withdrawn', '회사 일정으로 이번 학기 입학이 어렵습니다.']);
  await screenshot(page, 'withdrawn-375');
  assert.deepEqual(consoleErrors, []);
});

test('비밀번호를 잊으셨나요? → a mailed code → a new look-up password', async () => {
  const { page, consoleErrors } = await e2e.newPage(PHONE);
  await page.goto('/receipt/lookup');
  await page.getByRole('link', { name: '비밀번호를 잊으셨나요?' }).click();
  await page.waitForURL('**/receipt/lookup/reset');
  assert.deepEqual(await axe(page), []);
  await page.getByLabel('접수번호 또는 성명').fill(receipts.reset!);
  await page.getByLabel('원서에 적은 이메일').fill('reset@example.com');
  await page.getByRole('button', { name: '인증 코드 받기' }).click();
  await page.getByTestId('reset-sent').waitFor();
  const mail = (await MailOutbox.findOne({ where: { kind: 'lookup.reset-code' }, order: [['id', 'DESC']] }))!;
  const code = /코드는 (\d{6}) 입니다/.exec(mail.textBody)![1];
  await page.getByLabel('인증 코드 (6자리 숫자)').fill(code);
  await page.getByLabel('새 조회 비밀번호 (8자 이상)').fill('brand-new-pass');
  await page.getByLabel('새 조회 비밀번호 확인').fill('brand-new-pass');
  await screenshot(page, 'reset-code-375');
  assert.deepEqual(await axe(page), []);
  await page.getByRole('button', { name: '비밀번호 바꾸기' }).click();
  await page.getByTestId('reset-done').waitFor();
  await screenshot(page, 'reset-done-375');
  await page.getByRole('link', { name: '조회 화면으로' }).click();
  await page.fill('#f-receiptNo', receipts.reset!);
  await page.fill('#f-password', 'brand-new-pass');
  await page.getByRole('button', { name: '조회하기' }).click();
  await page.getByTestId('lookup-result').waitFor();
  assert.deepEqual(consoleErrors, []);
});
