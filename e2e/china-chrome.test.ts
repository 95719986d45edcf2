// The China MBA section is Chinese in its chrome too (header, menus, footer, skip link, the 404,
// the zh application and its look-up), with a 한국어 link back to the Korean site; the Korean pages stay Korean.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { DESKTOP, PHONE, screenshot, startE2E, type E2E } from './support.js';

let e2e: E2E;
before(async () => {
  e2e = await startE2E();
});
after(() => e2e.close());

const HANGUL = /[가-힣]/;

test('at 1440 px /china/info_2 has a Chinese header, drop-down menus, breadcrumb and footer, and a 한국어 link', async () => {
  const { page, consoleErrors } = await e2e.newPage(DESKTOP);
  await page.goto('/china/info_2');
  assert.equal(await page.getAttribute('html', 'lang'), 'zh-Hans');
  assert.equal((await page.textContent('.skip-link'))?.trim(), '跳到正文');
  const gnb = (await page.innerText('.gnb')).trim();
  assert.match(gnb, /中国MBA/);
  assert.match(gnb, /研究生院介绍/);
  assert.doesNotMatch(gnb, HANGUL, `the main menu has Korean left: ${gnb}`);
  assert.equal(await page.getAttribute('.gnb', 'aria-label'), '主菜单');
  const lnb = await page.innerText('.lnb');
  assert.match(lnb, /教学课程/);
  assert.doesNotMatch(lnb, HANGUL);
  assert.match(await page.innerText('.breadcrumb'), /首页/);
  const footerLinks = await page.innerText('.footer-links');
  assert.match(footerLinks, /个人信息处理方针/);
  assert.doesNotMatch(footerLinks, HANGUL);
  assert.doesNotMatch(await page.innerText('.footer-contact .label >> nth=0'), HANGUL);
  assert.doesNotMatch(await page.innerText('.auth-links'), HANGUL);
  const back = page.locator('.lang-link');
  assert.ok(await back.isVisible());
  assert.equal(await back.getAttribute('href'), '/');
  assert.equal(await back.getAttribute('lang'), 'ko');
  assert.match(await back.innerText(), /^한국어/);
  await screenshot(page, 'china-chrome-1440');
  await back.click();
  await page.waitForURL((u) => u.pathname === '/');
  assert.equal(await page.getAttribute('html', 'lang'), 'ko');
  assert.match(await page.innerText('.gnb'), /대학원 소개/);
  assert.equal(await page.locator('.lang-link').count(), 0, 'the Korean pages have no 한국어 link');
  assert.deepEqual(consoleErrors, []);
});

test('at 375 px the slide-out menu of /china/info_1 is Chinese and ends with 登录; 한국어 is one tap away', async () => {
  const { page, consoleErrors } = await e2e.newPage(PHONE);
  await page.goto('/china/info_1');
  await page.waitForSelector('#site-menu.drawer--js', { state: 'attached' });
  assert.ok(await page.locator('.lang-link').isVisible());
  await page.click('.menu-btn');
  await page.waitForSelector('#site-menu.is-open');
  const menu = await page.innerText('#site-menu');
  assert.match(menu, /全部菜单/);
  assert.match(menu, /入学指南/);
  assert.doesNotMatch(menu, HANGUL, `the menu has Korean left: ${menu}`);
  assert.equal((await page.locator('[data-testid="menu-last"]').innerText()).trim(), '登录');
  await screenshot(page, 'china-menu-375');
  await page.keyboard.press('Escape');
  await page.waitForSelector('#site-menu:not(.is-open)', { state: 'attached' });
  await screenshot(page, 'china-chrome-375');
  assert.deepEqual(consoleErrors, []);
});

test('a missing page under /china is a Chinese 404 leading back into the section', async () => {
  for (const viewport of [PHONE, DESKTOP]) {
    const { page } = await e2e.newPage(viewport);
    const res = await page.goto('/china/info_3');
    assert.equal(res?.status(), 404);
    assert.equal(await page.getAttribute('html', 'lang'), 'zh-Hans');
    assert.equal((await page.innerText('h1')).trim(), '找不到页面');
    assert.equal(await page.getAttribute('.error-actions a >> nth=0', 'href'), '/china/info_1');
    assert.doesNotMatch(await page.innerText('.error-actions'), HANGUL);
    await screenshot(page, `china-404-${viewport.width}`);
  }
  const { page } = await e2e.newPage(PHONE);
  assert.equal((await page.goto('/nope'))?.status(), 404);
  assert.equal((await page.innerText('h1')).trim(), '페이지를 찾을 수 없습니다');
});

test('the Chinese application and its look-up have a Chinese skip link and a 한국어 link', async () => {
  for (const path of ['/receipt/china-mba', '/receipt/china-mba/lookup']) {
    const { page } = await e2e.newPage(PHONE);
    await page.goto(path);
    assert.equal(await page.getAttribute('html', 'lang'), 'zh-Hans', path);
    assert.equal((await page.textContent('.skip-link'))?.trim(), '跳到正文', path);
    const back = page.locator('.bare-lang .lang-link');
    assert.ok(await back.isVisible(), path);
    assert.equal(await back.getAttribute('href'), '/');
    await screenshot(page, `china-receipt${path.endsWith('lookup') ? '-lookup' : ''}-375`);
  }
});

test('from 1100 to 1440 px the school name stays on one line and the header fits, in the China section too', async () => {
  for (const path of ['/china/info_1', '/introduce/greeting']) {
    for (const width of [1100, 1180, 1280, 1366, 1440]) {
      const { page } = await e2e.newPage({ width, height: 900 });
      await page.goto(path);
      const box = await page.evaluate(() => {
        const name = document.querySelector('.brand-name')!;
        const lineHeight = parseFloat(getComputedStyle(name).lineHeight);
        const rights = [...document.querySelectorAll('.site-header a, .site-header button, .site-header input')]
          .filter((e) => e.getClientRects().length)
          .map((e) => e.getBoundingClientRect().right);
        return { nameHeight: name.getBoundingClientRect().height, lineHeight, right: Math.max(...rights) };
      });
      // "중소기업대학 / 원" wrapped at 1280 px on /china/*.
      assert.ok(box.nameHeight < box.lineHeight * 1.5, `${path} at ${width}: the name takes ${box.nameHeight} px`);
      assert.ok(box.right <= width, `${path} at ${width}: the header reaches ${box.right} px`);
      if (width === 1280 && path.startsWith('/china')) await screenshot(page, 'china-header-1280');
      await page.close();
    }
  }
});
