// Browser: an admin creates a popup that starts now in /admin/popups; it shows on the home page at 1440 px
// and 375 px as an accessible dialog; "오늘 하루 보지 않기" hides it on reload but not another popup; Escape closes.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { adminToken, call, makeUser, testNowMs } from '../server/test/support.js';
import { seoulDay } from '../domain/time.js';
import { DESKTOP, loginInPage, PHONE, screenshot, startE2E, syncClock, type E2E, expectCount } from './support.js';

let e2e: E2E;
let token: string;
before(async () => {
  e2e = await startE2E();
  token = await adminToken(e2e.app);
});
after(() => e2e.close());

const TITLE = '2027학년도 신입생 모집 팝업';
const OTHER = '학위수여식 안내';

test('an admin creates a popup that starts now, through the admin form (from a browser in another time zone)', async () => {
  const admin = await makeUser({ role: 'superadmin' });
  // The form means Seoul time whatever the browser's zone: "지금부터" from New York is still now.
  const context = await e2e.browser.newContext({
    viewport: DESKTOP,
    locale: 'ko-KR',
    timezoneId: 'America/New_York',
    baseURL: e2e.app.baseUrl,
  });
  await syncClock(context);
  const page = await context.newPage();
  const consoleErrors: string[] = [];
  page.on('console', (m) => void (m.type() === 'error' && consoleErrors.push(m.text())));
  await page.goto('/');
  await loginInPage(page, admin.loginId, admin.password, admin.otpSecret);
  await page.goto('/admin/popups');
  await page.getByRole('link', { name: '팝업 만들기' }).click();
  await page.waitForURL(/\/admin\/popups\/create$/);
  // The form has replaced the list (whose search field, "제목 검색", would also match the title's label).
  await page.locator('.ProseMirror').waitFor();
  await page.getByRole('textbox', { name: /^제목/ }).fill(TITLE);
  await page.locator('.ProseMirror').click();
  await page.keyboard.type('원서 접수는 12월 20일까지입니다.');
  await page.getByLabel('링크 주소').fill('/entrance/recruit');
  // A popup for today only: one press sets both ends, the end at 23:59 Seoul today.
  await page.getByRole('button', { name: '오늘 하루만' }).click();
  assert.equal(await page.getByLabel('종료 일시').inputValue(), `${seoulDay(testNowMs())}T23:59`);
  await page.getByText('미리보기').first().waitFor();
  await screenshot(page, 'popups-admin-create-1440');
  await page.getByRole('button', { name: '저장' }).click();
  await page.waitForURL(/\/admin\/popups$/);
  await page.getByRole('cell', { name: TITLE }).waitFor();
  await page.getByText('게시중').first().waitFor();
  await screenshot(page, 'popups-admin-list-1440');
  // Edit: the record loads from /api/popups/<id> (the resource's name is the API's path) and saves.
  await page.getByRole('cell', { name: TITLE }).click();
  await page.waitForURL(/\/admin\/popups\/\d+$/);
  const order = page.getByRole('spinbutton', { name: '표시 순서' });
  await order.waitFor();
  assert.equal(await page.getByRole('textbox', { name: /^제목/ }).inputValue(), TITLE);
  await order.fill('1');
  await page.getByRole('button', { name: '저장' }).click();
  await page.waitForURL(/\/admin\/popups$/);
  await page.getByRole('cell', { name: TITLE }).waitFor();
  assert.deepEqual(consoleErrors, []);
  await context.close();

  const other = await call(e2e.app, 'POST', '/api/popups', {
    token,
    body: {
      title: OTHER,
      body: '<p>2월 20일 오후 2시, 대강당</p>',
      startAt: new Date(testNowMs() - 60_000).toISOString(),
      endAt: new Date(testNowMs() + 86_400_000).toISOString(),
      sortOrder: 5,
      dismissMode: 'hours',
      dismissHours: 12,
    },
  });
  assert.equal(other.status, 201);
});

test('at 1440 px the popups are dialogs first in the page, focus moves in; 오늘 하루 보지 않기 hides only that one', async () => {
  const { page, consoleErrors } = await e2e.newPage(DESKTOP);
  await page.goto('/');
  const dialog = page.getByRole('dialog', { name: TITLE });
  await dialog.waitFor();
  await page.getByRole('dialog', { name: OTHER }).waitFor();
  assert.equal(await dialog.getAttribute('aria-modal'), 'true');
  // Focus moved into the first popup (the one with the smaller order).
  assert.equal(
    await page.evaluate(() => document.activeElement?.closest('[role=dialog]')?.getAttribute('aria-labelledby')),
    await dialog.getAttribute('aria-labelledby'),
  );
  // The page behind is inert while the popups are open.
  assert.equal(
    await page.evaluate(
      () => (document.querySelector('h1') as HTMLElement | null)?.closest<HTMLElement>('[inert]') !== null,
    ),
    true,
  );
  await screenshot(page, 'popups-home-1440');
  await dialog.getByRole('button', { name: '오늘 하루 보지 않기' }).click();
  await dialog.waitFor({ state: 'hidden' });
  // Focus goes on to the popup still open.
  assert.equal(await page.evaluate(() => document.activeElement?.closest('[role=dialog]') !== null), true);
  await page.reload();
  await page.getByRole('dialog', { name: OTHER }).waitFor();
  await expectCount(page.getByRole('dialog', { name: TITLE }), 0);
  assert.ok(await page.evaluate(() => Object.keys(localStorage).some((k) => k.startsWith('popup-hidden-until:'))));
  // Escape closes the other one; focus returns to the page and the page is usable again.
  await page.keyboard.press('Escape');
  await page.getByRole('dialog', { name: OTHER }).waitFor({ state: 'hidden' });
  // (The closed slide-out menu is inert of its own accord.)
  assert.equal(await page.evaluate(() => document.querySelectorAll('[inert]:not(#site-menu)').length), 0);
  assert.equal(await page.evaluate(() => document.activeElement?.id), 'main');
  // 닫기 is for this view only: the other popup is back on the next load.
  await page.reload();
  await page.getByRole('dialog', { name: OTHER }).waitFor();
  await page.getByRole('dialog', { name: OTHER }).getByRole('button', { name: '닫기' }).click();
  await page.getByRole('dialog', { name: OTHER }).waitFor({ state: 'hidden' });
  assert.deepEqual(consoleErrors, []);
});

test('at 375 px the popup is a full-width sheet, one at a time; closing shows the next', async () => {
  const { page, consoleErrors } = await e2e.newPage(PHONE);
  await page.goto('/');
  const first = page.getByRole('dialog', { name: TITLE });
  await first.waitFor();
  assert.equal(await page.getByRole('dialog', { name: OTHER }).isVisible(), false);
  // Measured once its slide-in animation has finished (mid-animation it sits up to 12 px lower).
  await first.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
  const box = await first.boundingBox();
  assert.ok(box && box.width === PHONE.width && Math.round(box.y + box.height) === PHONE.height, JSON.stringify(box));
  await screenshot(page, 'popups-home-375');
  await first.getByRole('button', { name: '닫기' }).click();
  await page.getByRole('dialog', { name: OTHER }).waitFor();
  assert.deepEqual(consoleErrors, []);
});

test('without JavaScript the popups read as notices at the top of the page', async () => {
  const context = await e2e.browser.newContext({
    viewport: DESKTOP,
    javaScriptEnabled: false,
    baseURL: e2e.app.baseUrl,
  });
  const page = await context.newPage();
  await page.goto('/');
  const region = page.getByRole('region', { name: TITLE });
  assert.equal(await region.isVisible(), true);
  assert.equal(await page.getByRole('button', { name: '닫기' }).first().isVisible(), false);
  await screenshot(page, 'popups-home-nojs-1440');
  await context.close();
});
