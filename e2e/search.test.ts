// 통합검색 in Chromium: on a phone the header's search button opens /search, the visitor types a word and opens a
// result; on a wide screen the header field searches by keyboard alone; a query that names a board or a professor
// brings it first, under 바로 가기, with the 게시판 and 교수진 kinds (axe at 375 px). Screenshots at 375 and 1440 px.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { adminToken, call, makeUser } from '../server/test/support.js';
import { axe } from './axe-run.js';
import { DESKTOP, loginInPage, PHONE, screenshot, startE2E, type E2E } from './support.js';

let e2e: E2E;
before(async () => {
  e2e = await startE2E();
  const token = await adminToken(e2e.app);
  const res = await call(e2e.app, 'POST', '/api/posts', {
    token,
    body: {
      boardEnName: 'notice',
      title: '2027학년도 성적우수장학금 선발 결과',
      content: '<p>장학 대상자를 알립니다.</p>',
    },
  });
  assert.equal(res.status, 201);
  const prof = await call(e2e.app, 'POST', '/api/posts', {
    token,
    body: { boardEnName: 'professor', title: '김하늘', extra: { position: '교수', major: '가업승계, 기업재무' } },
  });
  assert.equal(prof.status, 201);
});
after(() => e2e.close());

test('phone: the header search button opens 통합검색; a word finds the notice and the page; a result opens', async () => {
  const { page, consoleErrors } = await e2e.newPage(PHONE);
  await page.goto('/');
  await page.locator('.header-search-btn').click();
  await page.waitForURL(/\/search/);
  await page.locator('#search-q').fill('장학');
  await page.locator('#search-q').press('Enter');
  await page.waitForURL(/q=%EC%9E%A5%ED%95%99/);
  const titles = await page.locator('.search-title').allTextContents();
  assert.ok(titles.includes('2027학년도 성적우수장학금 선발 결과'), titles.join());
  assert.ok(await page.locator('mark', { hasText: '장학' }).first().isVisible());
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(width <= 375, `scrollWidth ${width}`);
  await screenshot(page, 'search-phone');
  await page.locator('.search-title', { hasText: '성적우수장학금' }).first().click();
  await page.waitForURL(/\/board\/notice\/\d+$/);
  assert.match(await page.locator('h1, h2').first().innerText(), /성적우수장학금|공지사항/);
  assert.deepEqual(consoleErrors, []);
});

test('wide screen: the header field searches by keyboard alone and the results are grouped with counts', async () => {
  const { page } = await e2e.newPage(DESKTOP);
  await page.goto('/introduce/greeting');
  await page.locator('#header-q').focus();
  await page.keyboard.type('모집요강');
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/search\?q=/);
  assert.match(await page.locator('.search-status').innerText(), /‘모집요강’ 검색 결과 \d+건/);
  assert.ok((await page.locator('.search-group h2').allInnerTexts()).some((t) => /페이지\s*\d+건/.test(t)));
  await screenshot(page, 'search-desktop');
});

test('phone: 교수진 names the board and the professors: 바로 가기 first, then the 게시판 and 교수진 kinds; axe finds nothing', async () => {
  const { page, consoleErrors } = await e2e.newPage(PHONE);
  await page.goto(`/search?q=${encodeURIComponent('교수진')}`);
  const best = page.locator('.search-best');
  assert.equal(await best.locator('h2').innerText(), '바로 가기');
  assert.equal(await best.locator('.search-title').first().innerText(), '교수진');
  assert.equal(await best.locator('.search-title').first().getAttribute('href'), '/introduce/professor');
  const heads = await page.locator('.search-group h2').allInnerTexts();
  assert.ok(
    heads.some((t) => /게시판\s*1건/.test(t)),
    heads.join(),
  );
  await page.goto(`/search?q=${encodeURIComponent('가업승계')}`);
  assert.equal(await page.locator('.search-best .search-title').first().innerText(), '가업승계학과');
  const profs = page.locator('section[aria-labelledby="search-professors"]');
  assert.equal(await profs.locator('.search-title').first().innerText(), '김하늘');
  assert.match(await profs.locator('.search-meta').first().innerText(), /교수 · 가업승계, 기업재무/);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(width <= 375, `scrollWidth ${width}`);
  assert.deepEqual(await axe(page), []);
  await screenshot(page, 'search-phone-best');
  assert.deepEqual(consoleErrors, []);
});

test('the dashboard shows the week’s search queries and those that found nothing', async () => {
  await fetch(`${e2e.app.baseUrl}/search?q=${encodeURIComponent('장학')}`);
  await fetch(`${e2e.app.baseUrl}/search?q=${encodeURIComponent('없는검색어보기')}`);
  const staff = await makeUser({ role: 'admissions', otp: true });
  const { page, consoleErrors } = await e2e.newPage(DESKTOP);
  await page.goto('/');
  await loginInPage(page, staff.loginId, staff.password, staff.otpSecret);
  await page.goto('/admin/');
  const top = page.getByRole('table', { name: '많이 찾은 검색어' });
  await top.getByRole('cell', { name: '장학', exact: true }).waitFor();
  const zero = page.getByRole('table', { name: '결과가 없던 검색어' });
  await zero.getByRole('cell', { name: '없는검색어보기' }).waitFor();
  assert.equal(await zero.getByRole('cell', { name: '장학', exact: true }).count(), 0);
  await screenshot(page, 'admin-dashboard-search-stats');
  assert.deepEqual(consoleErrors, []);
});
