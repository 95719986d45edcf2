// The public side follows the rounds in a browser: the home page's D-day at phone width, a window that closes
// while someone is typing (the message at the top, the draft kept), and the closed page in Korean and Chinese.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { AdmissionRound } from '../db/models/index.js';
import { PDF, png } from '../server/api/applications/fixtures.js';
import { makeRound } from '../server/test/rounds.js';
import { testNow } from '../server/test/support.js';
import { agree, fillForm } from './receipt-form.js';
import { PHONE, expectCount, screenshot, startE2E, type E2E } from './support.js';

let e2e: E2E;
before(async () => {
  e2e = await startE2E();
});
after(() => e2e.close());

/** Ends every window now (as staff would by shortening the round), announced as the publish step does. */
async function closeAllRounds(): Promise<void> {
  await AdmissionRound.update({ applyEndAt: new Date(testNow().getTime() - 1000) }, { where: {} });
  await e2e.app.events.changed('rounds');
}

test('the home page shows the open round with its D-day and a way to apply at phone width', async () => {
  const { page, consoleErrors } = await e2e.newPage(PHONE);
  await page.goto('/');
  const banner = page.getByTestId('home-round');
  await banner.waitFor();
  assert.ok(await banner.isVisible());
  assert.match(await banner.locator('.home-round-dday').innerText(), /^D-(\d+|day)$/);
  assert.match(await banner.innerText(), /원서접수 중/);
  assert.match(await banner.innerText(), /마감 \d{4}년 \d{1,2}월 \d{1,2}일 \([일월화수목금토]\) \d{2}:\d{2}까지/);
  const box = (await banner.boundingBox())!;
  assert.ok(box.width <= PHONE.width, 'no sideways scroll');
  await banner.getByRole('link', { name: '원서접수 하기' }).click();
  await page.waitForURL('**/receipt');
  await page.goto('/');
  await screenshot(page, 'home-round-375');
  assert.deepEqual(consoleErrors, []);
});

test('a window that closes while the applicant types: the message at the top, the draft kept and said so', async () => {
  const { page, consoleErrors } = await e2e.newPage(PHONE);
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

  await closeAllRounds();
  await page.getByTestId('submit').click();
  await page.getByRole('dialog', { name: '원서를 제출할까요?' }).getByRole('button', { name: '제출하기' }).click();

  const notice = page.getByTestId('round-closed');
  await notice.waitFor();
  assert.equal(
    await notice.getByRole('heading').innerText(),
    '지금은 원서 접수 기간이 아닙니다. 작성하신 내용은 이 기기에 임시 저장되어 있습니다.',
  );
  assert.match(
    await notice.innerText(),
    /다음 모집의 원서접수가 시작되면 이 기기에서 원서접수 화면을 다시 열어 이어서/,
  );
  assert.equal(await page.evaluate(() => document.activeElement?.id), 'round-closed', 'focus moves to the message');
  const top = (await notice.boundingBox())!;
  const form = (await page.locator('form').boundingBox())!;
  assert.ok(top.y < form.y, 'above the form');
  await expectCount(page.getByTestId('error-summary'), 0, 'not a field error');
  await page.getByText(/임시 저장됨/).waitFor();
  const draft = await page.evaluate(() => localStorage.getItem('receipt-draft:ko') ?? '');
  assert.match(draft, /정하늘/, 'the draft holds what was typed');
  assert.equal(await page.inputValue('#f-name'), '정하늘', 'the form keeps its values');
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: 'test-results/screenshots/receipt-window-closed-375.png' });

  // Reloaded, the page is the closed page; the draft waits in this browser for the next round.
  await page.reload();
  await page.getByTestId('receipt-closed').waitFor();
  assert.match(await page.evaluate(() => localStorage.getItem('receipt-draft:ko') ?? ''), /정하늘/);
  assert.deepEqual(
    consoleErrors.filter((e) => !/400/.test(e)),
    [],
  );
});

test('the closed page at phone width, in Korean and Chinese, without and with a next round', async () => {
  await closeAllRounds();
  const { page } = await e2e.newPage(PHONE);
  await page.goto('/receipt');
  const closed = page.getByTestId('receipt-closed');
  await closed.waitFor();
  assert.match(await closed.innerText(), /다음 모집 일정이 정해지면/);

  const next = await makeRound({
    name: '다음 해 전기 모집',
    nameZh: '下一年春季招生',
    applyStartAt: 72,
    applyEndAt: 24 * 30,
    announceAt: 24 * 40,
  });
  await e2e.app.events.changed('rounds');
  await page.reload();
  const text = await page.getByTestId('receipt-closed').innerText();
  assert.match(text, /다음 모집은 다음 해 전기 모집입니다\. 원서 접수 기간: \d{4}\.\d{2}\.\d{2} \d{2}:\d{2} ~/);
  assert.equal(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), true);
  await screenshot(page, 'receipt-closed-ko-375');
  await page.getByRole('link', { name: '모집요강 보기' }).click();
  await page.waitForURL('**/entrance/recruit');
  await page.getByText('다음 해 전기 모집 (접수 예정)').waitFor();
  await screenshot(page, 'recruit-rounds-375');

  await page.goto('/receipt/china-mba');
  const zh = await page.getByTestId('receipt-closed').innerText();
  assert.match(zh, /下一次招生：下一年春季招生。报名时间：/);
  assert.equal(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), true);
  await screenshot(page, 'receipt-closed-zh-375');
  await page.getByRole('link', { name: '查看招生简章' }).click();
  await page.waitForURL('**/china/info_4');
  await page.getByText('下一年春季招生（即将开始）').waitFor();
  await screenshot(page, 'china-rounds-375');
  await AdmissionRound.destroy({ where: { id: next.id } });
});
