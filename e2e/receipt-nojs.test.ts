// With JavaScript off: the application page says what to do (phone, email, the look-up) instead of a dead
// form, and the look-up works as a plain form post whose answer is the result page itself.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { defaultFiles, submitForm, validFields } from '../server/api/applications/fixtures.js';
import { PHONE, screenshot, startE2E, type E2E } from './support.js';

let e2e: E2E;
let receiptNo: string;
before(async () => {
  e2e = await startE2E();
  const res = await submitForm(
    e2e.app,
    validFields({
      name: '윤다온',
      birthDate: '1989-11-23',
      password: 'daon-nojs-2027',
      passwordConfirm: 'daon-nojs-2027',
    }),
    await defaultFiles(),
  );
  assert.equal(res.status, 201);
  receiptNo = res.body.receiptNo;
});
after(() => e2e.close());

async function noScriptPage() {
  const context = await e2e.browser.newContext({
    viewport: PHONE,
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
    baseURL: e2e.app.baseUrl,
    javaScriptEnabled: false,
  });
  return { context, page: await context.newPage() };
}

test('without JavaScript the application page gives the phone, the email and the look-up instead of the form', async () => {
  const { context, page } = await noScriptPage();
  await page.goto('/receipt');
  const notice = page.locator('.rc-noscript');
  assert.ok(await notice.isVisible());
  assert.match(await notice.innerText(), /자바스크립트가 필요합니다/);
  assert.equal(await notice.getByRole('link', { name: '02-820-0990' }).getAttribute('href'), 'tel:028200990');
  assert.equal(
    await notice.getByRole('link', { name: 'gsb@hanbit.ac.kr' }).getAttribute('href'),
    'mailto:gsb@hanbit.ac.kr',
  );
  assert.equal(await page.locator('[data-island="receipt-form"]').isVisible(), false, 'no dead form under the notice');
  await screenshot(page, 'receipt-nojs-form-375');
  await notice.getByRole('link', { name: '접수 확인·결과 조회' }).click();
  await page.waitForURL('**/receipt/lookup');
  await context.close();
});

test('without JavaScript the look-up posts the form and shows the status on the answer page, with no personal data in the URL', async () => {
  const { context, page } = await noScriptPage();
  await page.goto('/receipt/lookup');
  await page.fill('#f-name', '윤다온');
  await page.fill('#f-birthDate', '1989-11-23');
  await page.fill('#f-password', 'wrong-password');
  await page.getByRole('button', { name: '조회하기' }).click();
  await page.getByText('입력하신 정보와 일치하는 지원서가 없습니다. 입력 내용을 다시 확인해주세요.').waitFor();
  assert.equal(await page.inputValue('#f-name'), '윤다온', 'what was typed stays');
  assert.equal(await page.inputValue('#f-password'), '', 'the password does not come back');

  await page.fill('#f-password', 'daon-nojs-2027');
  await page.getByRole('button', { name: '조회하기' }).click();
  const result = page.getByTestId('lookup-result');
  await result.waitFor();
  assert.match(await result.innerText(), new RegExp(`${receiptNo} · 윤다온`));
  assert.match(await result.innerText(), /현재 상태\s*접수/);
  assert.equal(new URL(page.url()).pathname + new URL(page.url()).search, '/receipt/lookup');
  await screenshot(page, 'receipt-nojs-lookup-375');

  await result.getByRole('link', { name: '접수증 보기·인쇄' }).click();
  assert.equal(await page.getByTestId('receipt-no').innerText(), receiptNo);

  // The other tab is a link, so it works without JavaScript too.
  await page.goto('/receipt/lookup');
  await page.getByRole('tab', { name: '접수번호로 조회' }).click();
  await page.waitForURL('**/receipt/lookup?by=receipt');
  await page.fill('#f-receiptNo', receiptNo);
  await page.fill('#f-password', 'daon-nojs-2027');
  await page.getByRole('button', { name: '조회하기' }).click();
  await page.getByTestId('lookup-result').waitFor();
  await context.close();
});
