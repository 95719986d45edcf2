// 발송 내역 in the browser: the notice that SMTP is not configured, masked recipients, statuses and errors in
// Korean, the detail, and 다시 보내기 of a failed mail; on a desktop and on a phone.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { MailOutbox } from '../db/models/index.js';
import { enqueueMail } from '../server/mail/outbox.js';
import { makeUser, testNowMs } from '../server/test/support.js';
import { DESKTOP, PHONE, loginInPage, screenshot, startE2E, type E2E } from './support.js';

let e2e: E2E;
let failedId: number;

before(async () => {
  e2e = await startE2E({ seed: false });
  const enqueue = (kind: string, to: string, subject: string) =>
    e2e.app.sequelize.transaction((transaction) =>
      enqueueMail({ kind, to, lang: 'ko', subject, text: `${subject}\n중소기업대학원 입학처` }, { transaction }),
    );
  await enqueue('application.received', 'hong.gildong@example.com', '[중소기업대학원] 원서가 접수되었습니다');
  const sent = await enqueue('application.received', 'kim.minji@naver.com', '[중소기업대학원] 원서 접수 확인');
  failedId = (await enqueue('lockout', 'lee.staff@school.ac.kr', '[중소기업대학원] 관리자 계정이 잠겼습니다')).id;
  await MailOutbox.update({ status: 'sent', attempts: 1, sentAt: new Date(testNowMs()) }, { where: { id: sent.id } });
  await MailOutbox.update(
    { status: 'failed', attempts: 8, lastError: '451 4.3.0 Try again later' },
    { where: { id: failedId } },
  );
});
after(() => e2e.close());

test('staff see the outbox with masked recipients and the SMTP notice, open a mail and send a failed one again', async () => {
  const admin = await makeUser({ role: 'superadmin' });
  const { page, consoleErrors } = await e2e.newPage(DESKTOP);
  await page.goto('/');
  await loginInPage(page, admin.loginId, admin.password, admin.otpSecret);
  await page.goto('/admin');
  await page.getByRole('link', { name: '발송 내역' }).click();
  await page.waitForURL(/\/admin\/mail-outbox$/);
  const notice = page.getByTestId('smtp-notice');
  await notice.waitFor();
  assert.match(await notice.innerText(), /메일 서버가 연결되지 않아 메일을 보내지 않고 있습니다/);
  assert.match(
    await notice.innerText(),
    /전산 담당자에게 이 두 가지 설정을 요청해주세요/,
    'what to ask the IT person for',
  );
  assert.doesNotMatch(await notice.innerText(), /SMTP_URL|MAIL_FROM/);
  await page.getByRole('cell', { name: 'ho***@ex*****.com' }).waitFor();
  assert.equal(await page.getByRole('link', { name: '발송 내역' }).getAttribute('aria-current'), 'page');
  const body = await page.locator('main').innerText();
  for (const address of ['hong.gildong', 'kim.minji', 'lee.staff']) assert.ok(!body.includes(address), address);
  for (const text of ['ki***@na***.com', 'le***@sc****.ac.kr', '발송 완료', '발송 실패', '대기', '계정 잠금 알림'])
    assert.ok(body.includes(text), text);
  assert.ok(body.includes('451 4.3.0 Try again later'));
  await screenshot(page, 'admin-mail-list-1440');

  const failedRow = page.locator('tbody tr', { hasText: '관리자 계정이 잠겼습니다' });
  await failedRow.getByRole('button', { name: '다시 보내기' }).click();
  await page.getByText('다시 보내도록 발송 대기열에 넣었습니다.').waitFor();
  await failedRow.getByText('대기', { exact: true }).waitFor();
  assert.equal((await MailOutbox.findByPk(failedId))!.status, 'pending');

  await page.getByRole('cell', { name: '[중소기업대학원] 원서 접수 확인' }).click();
  await page.waitForURL(/\/admin\/mail-outbox\/\d+\/show$/);
  // The list's column headers also say (한국시간) and can stay on screen while the detail's screen loads, so the
  // detail is known by its own fact list: its 요청 일시 row, read through a locator that waits for it again.
  const requested = page.locator('main dl dd', { hasText: '(한국시간)' }).first();
  await requested.waitFor();
  assert.match(await requested.innerText(), /^\d{4}\.\d{2}\.\d{2} \d{2}:\d{2} \(한국시간\)$/);
  assert.match(await page.locator('main dl').innerText(), /ki\*\*\*@na\*\*\*\.com/);
  await screenshot(page, 'admin-mail-show-1440');
  assert.deepEqual(consoleErrors, []);
});

test('on a phone 입학 담당 sees the outbox as a list of mails with status, kind and masked recipient', async () => {
  const admin = await makeUser({ role: 'admissions' });
  const { page, consoleErrors } = await e2e.newPage(PHONE);
  await page.goto('/');
  await loginInPage(page, admin.loginId, admin.password, admin.otpSecret);
  await page.goto('/admin/mail-outbox');
  await page.getByTestId('smtp-notice').waitFor();
  await page.getByText(/발송 완료 · 원서 접수 확인 · ki\*\*\*@na\*\*\*\.com/).waitFor();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  assert.ok(overflow <= 0, `no sideways scrolling (${overflow}px)`);
  await screenshot(page, 'admin-mail-list-375');
  assert.deepEqual(consoleErrors, []);
});
