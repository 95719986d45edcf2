// 입학 소식 구독 in Chromium at 375 px (and with JavaScript off): the form with its consent (axe clean), a missing consent
// answered on the same page, the request answered with "확인 메일을 보냈습니다", the confirmation link's button, the
// Chinese form under the China section, and the unsubscribe page. Screenshots under test-results/screenshots.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { QueryTypes } from 'sequelize';
import { axe } from './axe-run.js';
import { PHONE, screenshot, startE2E, type E2E } from './support.js';

let e2e: E2E;
before(async () => {
  e2e = await startE2E({ seed: false });
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

const fitsPhone = async (page: import('playwright-core').Page) => {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(width <= PHONE.width, `scrollWidth ${width}`);
};

test('at 375 px: subscribe, confirm by the link’s button; every page passes axe', async () => {
  const { context, page, consoleErrors } = await e2e.newPage(PHONE);
  await page.goto('/subscribe');
  assert.equal(await page.locator('h1').innerText(), '입학 소식 받기');
  for (const term of ['목적', '항목', '보유 기간', '거부할 권리']) {
    assert.ok(await page.locator('dt', { hasText: term }).isVisible(), term);
  }
  assert.deepEqual(await axe(page), []);
  await fitsPhone(page);
  await screenshot(page, 'subscribe-375');

  // The browser's own check stops an empty consent; a post without it (as a script would send) is answered in place.
  await page.fill('#sub-name', '김하늘');
  await page.fill('#sub-email', 'sky.kim@example.com');
  await page.evaluate(() => document.querySelector('form.auth-form')?.setAttribute('novalidate', ''));
  await page.getByRole('button', { name: '구독 신청' }).click();
  assert.match(await page.locator('.form-error').innerText(), /동의 여부를 확인해주세요/);
  assert.equal(await page.inputValue('#sub-email'), 'sky.kim@example.com', 'what was typed stays');
  assert.deepEqual(await axe(page), []);
  await screenshot(page, 'subscribe-error-375');

  await page.getByLabel(/입학 소식\(광고성 정보\)을 이메일로 받는 데 동의합니다/).check();
  await page.getByRole('button', { name: '구독 신청' }).click();
  assert.match(
    await page.locator('[role="status"]').innerText(),
    /sky\.kim@example\.com\(으\)로 확인 메일을 보냈습니다/,
  );
  assert.deepEqual(await axe(page), []);
  await screenshot(page, 'subscribe-sent-375');

  const [row] = await e2e.app.sequelize.query<{ token: string; status: string }>(
    "SELECT token, status FROM subscribers WHERE email = 'sky.kim@example.com'",
    { type: QueryTypes.SELECT },
  );
  assert.equal(row.status, 'pending');
  await page.goto(`/subscribe/confirm/${row.token}`);
  assert.deepEqual(await axe(page), []);
  await screenshot(page, 'subscribe-confirm-375');
  await page.getByRole('button', { name: '구독 확인' }).click();
  assert.match(await page.locator('[role="status"]').innerText(), /구독이 확인되었습니다/);
  await fitsPhone(page);
  // The post without consent is answered 400 (the form again, with the message): the browser logs that status.
  assert.deepEqual(
    consoleErrors.filter((e) => !/status of 400/.test(e)),
    [],
  );
  await context.close();
});

test('without JavaScript the form posts and the answer says the confirmation mail went', async () => {
  const { context, page } = await noScriptPage();
  await page.goto('/subscribe');
  await page.fill('#sub-name', '이가람');
  await page.fill('#sub-email', 'garam@example.com');
  await page.getByLabel(/입학 소식\(광고성 정보\)을 이메일로 받는 데 동의합니다/).check();
  await page.getByRole('button', { name: '구독 신청' }).click();
  assert.match(await page.locator('[role="status"]').innerText(), /확인 메일을 보냈습니다/);
  await context.close();
});

test('the Chinese form lives in the China section; the unsubscribe page has one button', async () => {
  const { context, page } = await e2e.newPage(PHONE);
  await page.goto('/china/subscribe');
  assert.equal(await page.locator('html').getAttribute('lang'), 'zh-Hans');
  assert.equal(await page.locator('h1').innerText(), '订阅招生信息');
  assert.deepEqual(await axe(page), []);
  await fitsPhone(page);
  await screenshot(page, 'subscribe-zh-375');

  const [c] = await e2e.app.sequelize.query<{ id: number }>(
    `INSERT INTO campaigns (subject, body, audiences, status, created_at, updated_at, sent_at)
     VALUES ('설명회', '본문', '{subscribers}', 'sent', now(), now(), now()) RETURNING id`,
    { type: QueryTypes.SELECT },
  );
  const token = 'e2e-unsubscribe-token-0123456789';
  await e2e.app.sequelize.query(
    `INSERT INTO campaign_recipients (campaign_id, email, token) VALUES (${c.id}, 'sky.kim@example.com', '${token}')`,
  );
  await page.goto(`/unsubscribe/${token}`);
  assert.deepEqual(await axe(page), []);
  await screenshot(page, 'unsubscribe-375');
  await page.getByRole('button', { name: '수신 거부' }).click();
  assert.match(await page.locator('[role="status"]').innerText(), /수신 거부가 처리되었습니다/);
  const gone = await e2e.app.sequelize.query("SELECT 1 FROM subscribers WHERE email = 'sky.kim@example.com'", {
    type: QueryTypes.SELECT,
  });
  assert.equal(gone.length, 0);
  await context.close();
});
