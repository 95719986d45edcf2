// The client behaviour of spec §4/§8 in Chromium: the mobile menu and its login/admin switch,
// login with prevUrl, an expired token on my-info, the dialogs, the family-site select, the brochure.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, test } from 'node:test';
import jwt from 'jsonwebtoken';
import { makeUser, TEST_JWT_SECRET } from '../server/test/support.js';
import { DESKTOP, loginInPage, PHONE, screenshot, startE2E, type E2E, expectCount } from './support.js';

let e2e: E2E;
before(async () => {
  e2e = await startE2E();
});
after(() => e2e.close());

test('mobile menu at 375 px: opens, groups collapse, last item is 로그인 then 관리자 for an admin', async () => {
  const { page, consoleErrors } = await e2e.newPage(PHONE);
  // Every transition the menu runs, from the page's first frame.
  await page.addInitScript(() => {
    const runs: string[] = [];
    (window as unknown as { menuTransitions: string[] }).menuTransitions = runs;
    document.addEventListener('transitionrun', (e) => {
      if ((e.target as Element).id === 'site-menu') runs.push(e.propertyName);
    });
  });
  const transitions = () => page.evaluate(() => (window as unknown as { menuTransitions: string[] }).menuTransitions);
  await page.goto('/introduce/history');
  await page.waitForSelector('#site-menu.drawer--js', { state: 'attached' });
  // Becoming a drawer hides the plain list at once: it does not slide off the page as it loads.
  assert.equal(await page.isVisible('#site-menu'), false, 'closed at first');
  await page.waitForTimeout(400); // longer than the slide
  assert.deepEqual(await transitions(), []);
  await page.click('.menu-btn');
  await page.waitForSelector('#site-menu.is-open');
  await page.waitForFunction(
    () => (window as unknown as { menuTransitions: string[] }).menuTransitions.includes('transform'),
    undefined,
    { timeout: 2_000 },
  );
  assert.equal(await page.getAttribute('.menu-btn', 'aria-expanded'), 'true');
  // The current group starts open; the others are collapsed.
  const intro = page.locator('.drawer-group-toggle', { hasText: '대학원 소개' });
  const dept = page.locator('.drawer-group-toggle', { hasText: '학과소개' });
  assert.equal(await intro.getAttribute('aria-expanded'), 'true');
  assert.equal(await dept.getAttribute('aria-expanded'), 'false');
  assert.equal(await page.isVisible('#drawer-department'), false);
  await dept.click();
  assert.equal(await page.isVisible('#drawer-department a >> text=AI비즈니스학과'), true);
  assert.equal(await intro.getAttribute('aria-expanded'), 'false', 'opening one group collapses the other');
  await dept.click();
  assert.equal(await page.isVisible('#drawer-department'), false, 'a group collapses again');
  const last = page.locator('[data-testid="menu-last"]');
  assert.equal((await last.textContent())?.trim(), '로그인');
  assert.equal(await last.getAttribute('href'), '/auth/login?prevUrl=%2Fintroduce%2Fhistory');
  await screenshot(page, 'menu-open-logged-out-375');
  await page.keyboard.press('Escape');
  await page.waitForSelector('#site-menu:not(.is-open)', { state: 'attached' });

  const admin = await makeUser({ role: 'superadmin' });
  await loginInPage(page, admin.loginId, admin.password, admin.otpSecret);
  await page.reload();
  await page.click('.menu-btn');
  await page.waitForSelector('#site-menu.is-open');
  await page.waitForFunction(
    () => document.querySelector('[data-testid="menu-last"]')?.textContent?.trim() === '관리자',
  );
  assert.equal(await last.getAttribute('href'), '/admin');
  // Spec §2: the admin link is the menu's last item; 로그아웃 comes before it.
  const items = page.locator('#site-menu a, #site-menu button');
  assert.equal((await items.last().textContent())?.trim(), '관리자');
  assert.equal((await items.nth((await items.count()) - 2).textContent())?.trim(), '로그아웃');
  await screenshot(page, 'menu-open-admin-375');
  assert.deepEqual(consoleErrors, []);
});

test('without JavaScript the menu is a plain list ending with 로그인', async () => {
  const context = await e2e.browser.newContext({ viewport: PHONE, javaScriptEnabled: false, baseURL: e2e.app.baseUrl });
  const page = await context.newPage();
  await page.goto('/department/roadmap');
  assert.equal(await page.isVisible('#site-menu a >> text=AI비즈니스학과'), true);
  assert.equal((await page.locator('#site-menu a').last().textContent())?.trim(), '로그인');
  assert.equal(await page.getAttribute('.menu-btn', 'href'), '#site-menu');
  await context.close();
});

test('login with prevUrl lands on that path; a foreign prevUrl goes home', async () => {
  const user = await makeUser();
  const { page } = await e2e.newPage(PHONE);
  await page.goto('/auth/login?prevUrl=%2Fentrance%2Fdocument');
  await page.fill('#loginId', user.loginId);
  await page.fill('#password', user.password);
  await Promise.all([page.waitForURL('**/entrance/document'), page.click('main button[type=submit]')]);
  assert.ok(await page.evaluate(() => localStorage.getItem('token')));
  assert.equal(await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null')?.loginId), user.loginId);

  const other = await e2e.newPage(PHONE);
  await other.page.goto('/auth/login?prevUrl=%2F%2Fevil.example%2Fx');
  await other.page.fill('#loginId', user.loginId);
  await other.page.fill('#password', user.password);
  await Promise.all([other.page.waitForURL((u) => u.pathname === '/'), other.page.click('main button[type=submit]')]);
  assert.equal(new URL(other.page.url()).host, new URL(e2e.app.baseUrl).host);
});

test('a wrong password is said on the login page itself, without the login alert', async () => {
  const user = await makeUser();
  const { page } = await e2e.newPage();
  await page.goto('/auth/login');
  await page.fill('#loginId', user.loginId);
  await page.fill('#password', 'wrong-password-1');
  await page.click('main button[type=submit]');
  await page.waitForSelector('.form-error');
  assert.match((await page.textContent('.form-error')) ?? '', /아이디 또는 비밀번호가 올바르지 않습니다/);
  await expectCount(page.locator('[role=alertdialog]'), 0);
});

test('an expired token on my-info: alert 로그인 후 이용해주세요, then the login page with prevUrl', async () => {
  const user = await makeUser();
  const { page } = await e2e.newPage(PHONE);
  await page.goto('/');
  const expired = jwt.sign({ sub: String(user.user.id) }, TEST_JWT_SECRET, { expiresIn: -60 });
  await page.evaluate(
    ([t, u]) => {
      localStorage.setItem('token', t);
      localStorage.setItem('user', u);
    },
    [
      expired,
      JSON.stringify({
        id: user.user.id,
        loginId: user.loginId,
        name: '테스트',
        email: 'a@b.kr',
        phone: '010-1234-5678',
        role: 'user',
      }),
    ],
  );
  await page.goto('/auth/my-info');
  const dialog = page.locator('[role=alertdialog]');
  await dialog.waitFor();
  assert.match((await dialog.textContent()) ?? '', /로그인 후 이용해주세요/);
  assert.equal(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user')].join('|')), '|');
  // Focus is inside the dialog; its one button is 닫기.
  assert.equal(await page.evaluate(() => document.activeElement?.textContent), '닫기');
  await screenshot(page, 'myinfo-expired-375');
  await Promise.all([
    page.waitForURL('**/auth/login?prevUrl=*'),
    dialog.locator('button', { hasText: '닫기' }).click(),
  ]);
  assert.equal(new URL(page.url()).searchParams.get('prevUrl'), '/auth/my-info');
});

test('my-info: edit the profile, and withdrawal asks first (닫기 keeps the account)', async () => {
  const user = await makeUser();
  const { page, consoleErrors } = await e2e.newPage(DESKTOP);
  await page.goto('/');
  await loginInPage(page, user.loginId, user.password);
  await page.goto('/auth/my-info');
  await page.waitForSelector('#my-name');
  await page.fill('#my-name', '김수정');
  await page.click('button:has-text("회원정보 저장")');
  await page.locator('[role=alertdialog]').waitFor();
  assert.match((await page.textContent('[role=alertdialog]')) ?? '', /회원정보가 수정되었습니다/);
  // Shown means focused: the key goes to the dialog.
  assert.equal(await page.evaluate(() => Boolean(document.activeElement?.closest('[role=alertdialog]'))), true);
  await page.keyboard.press('Escape');
  await expectCount(page.locator('[role=alertdialog]'), 0);
  assert.equal(await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}').name), '김수정');
  await page.fill('#withdraw-password', user.password);
  await page.click('button:has-text("회원 탈퇴")');
  const confirm = page.locator('[role=dialog]');
  await confirm.waitFor();
  assert.deepEqual(await confirm.locator('button').allTextContents(), ['닫기', '탈퇴']);
  await screenshot(page, 'myinfo-confirm-1440');
  await confirm.locator('button', { hasText: '닫기' }).click();
  await expectCount(page.locator('[role=dialog]'), 0);
  // Focus comes back once the dialog has gone (a frame later): wait for it, then say what had focus if it did not.
  await page
    .waitForFunction(() => document.activeElement?.textContent === '회원 탈퇴', null, { timeout: 5_000 })
    .catch(() => undefined);
  assert.equal(
    await page.evaluate(() => document.activeElement?.textContent),
    '회원 탈퇴',
    'focus returns to the button',
  );
  assert.ok(await page.evaluate(() => localStorage.getItem('token')), 'still logged in');
  assert.deepEqual(consoleErrors, []);
});

test('join: inline validation, then a new member is logged in', async () => {
  const { page } = await e2e.newPage(PHONE);
  await page.goto('/auth/join');
  await page.click('main button[type=submit]');
  await expectCount(page.locator('.field-error'), (n) => n >= 6);
  assert.match((await page.textContent('.consents')) ?? '', /이용약관에 동의해주세요/);
  await page.fill('#loginId', 'AB');
  await page.locator('#loginId').blur();
  await page.waitForSelector('#loginId-error');
  await page.check('.check--all input');
  await page.fill('#loginId', `new${Date.now() % 1e8}`);
  await page.fill('#password', 'abcd1234');
  await page.fill('#passwordConfirm', 'abcd1234');
  await page.fill('#name', '홍길동');
  await page.fill('#email', 'hong@example.com');
  await page.fill('#phone', '01012345678');
  assert.equal(await page.inputValue('#phone'), '010-1234-5678');
  await page.click('main button[type=submit]');
  await page.locator('[role=alertdialog]').waitFor();
  assert.match((await page.textContent('[role=alertdialog]')) ?? '', /회원가입이 완료되었습니다/);
  await Promise.all([page.waitForURL((u) => u.pathname === '/'), page.click('[role=alertdialog] button')]);
  assert.equal(await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}').name), '홍길동');
});

test('the family-site select goes to the chosen site through the checked redirect', async () => {
  const { page, context } = await e2e.newPage(DESKTOP);
  await page.goto('/introduce/contact');
  await context.route('https://www.mss.go.kr/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>ok</title>' }),
  );
  await page.selectOption('#family-site-select', { label: '중소벤처기업부' });
  const [popup] = await Promise.all([page.waitForEvent('popup'), page.click('.family-site button')]);
  await popup.waitForLoadState();
  assert.equal(popup.url(), 'https://www.mss.go.kr/');
});

test('without JavaScript the family-site form goes through the checked page to the site', async () => {
  const context = await e2e.browser.newContext({ viewport: PHONE, javaScriptEnabled: false, baseURL: e2e.app.baseUrl });
  await context.route('https://www.kised.or.kr/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>ok</title>' }),
  );
  const page = await context.newPage();
  await page.goto('/');
  await page.selectOption('#family-site-select', { label: '창업진흥원' });
  const [popup] = await Promise.all([page.waitForEvent('popup'), page.click('.family-site button')]);
  await popup.waitForURL('https://www.kised.or.kr/');
  await context.close();
});

test('the brochure downloads as a PDF with its Korean name', async () => {
  const { page } = await e2e.newPage(DESKTOP);
  await page.goto('/');
  const [download] = await Promise.all([page.waitForEvent('download'), page.click('.footer-brochure')]);
  assert.equal(download.suggestedFilename(), '2025학년도 중소기업대학원 입학 안내.pdf');
  const file = await download.path();
  assert.equal(readFileSync(file).subarray(0, 5).toString(), '%PDF-');
});
