// Every public route in a real browser at phone and desktop widths: 200 (404 for the unknown one),
// no console error, one h1, the school name in the title, no horizontal scroll; a screenshot of each.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { publicPagePaths } from '../server/web/routes.js';
import { adminToken, call } from '../server/test/support.js';
import { DESKTOP, PHONE, screenshot, startE2E, type E2E, expectCount } from './support.js';

let e2e: E2E;
before(async () => {
  e2e = await startE2E();
});
after(() => e2e.close());

const paths = publicPagePaths;
const shotName = (p: string) => (p === '/' ? 'home' : p.slice(1).replace(/[/]/g, '_'));

for (const [label, viewport] of [
  ['375', PHONE],
  ['1440', DESKTOP],
] as const) {
  test(`every public route answers 200 with one h1 and no console error at ${label} px`, async () => {
    const { page, consoleErrors } = await e2e.newPage(viewport);
    for (const path of paths) {
      const res = await page.goto(path);
      assert.equal(res?.status(), 200, path);
      assert.match(await page.title(), /중소기업대학원$/, path);
      await expectCount(page.locator('h1'), 1, `${path}: exactly one h1`);
      // Islands hydrate (the drawer becomes a drawer) before we measure and shoot.
      await page.waitForSelector('#site-menu.drawer--js', { state: 'attached' });
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      assert.ok(overflow <= 0, `${path}: horizontal scroll of ${overflow}px at ${label}`);
      await screenshot(page, `public-${shotName(path)}-${label}`);
    }
    assert.deepEqual(consoleErrors, []);
  });
}

test('the home page shows the latest notices, photos and events; a notice written through the API shows on the next load', async () => {
  const { page, consoleErrors } = await e2e.newPage(PHONE);
  await page.goto('/');
  const notices = page.getByTestId('home-notices');
  const items = notices.locator('li');
  await expectCount(items, 5);
  // The sample board's pinned notices lead; the newest one is among them.
  assert.match((await items.first().innerText()) ?? '', /^공지/);
  assert.ok(await notices.getByText('대학원 행정실 동계 방학 근무 시간 변경 안내').isVisible());
  // Every photo of the strip loaded and is named by its post's title.
  const photos = page.getByTestId('home-gallery').locator('img');
  await expectCount(photos, 4);
  for (let i = 0; i < 4; i++) {
    await photos.nth(i).scrollIntoViewIfNeeded();
    await photos.nth(i).evaluate((img: HTMLImageElement) => img.decode());
    assert.ok(((await photos.nth(i).getAttribute('alt')) ?? '').length > 0);
    assert.ok(await photos.nth(i).evaluate((img: HTMLImageElement) => img.naturalWidth > 0));
  }

  const token = await adminToken(e2e.app);
  const created = await call(e2e.app, 'POST', '/api/posts', {
    token,
    body: {
      boardEnName: 'notice',
      title: '2027학년도 2차 원서접수 마감 연장 안내',
      category: '입학',
      content: '<p>마감을 1월 15일까지 연장합니다.</p>',
    },
  });
  assert.equal(created.status, 201);
  await page.reload();
  const fresh = notices.getByRole('link', { name: /2027학년도 2차 원서접수 마감 연장 안내/ });
  assert.ok(await fresh.isVisible());
  assert.match((await fresh.innerText()) ?? '', /새 글/);
  await fresh.click();
  await page.waitForURL(`**/board/notice/${created.body.id}`);
  assert.match((await page.textContent('h1')) ?? '', /공지사항|2차 원서접수/);
  assert.deepEqual(consoleErrors, []);
});

test('the China MBA pages are Simplified Chinese and there is no info_3', async () => {
  const { page } = await e2e.newPage();
  for (const p of ['/china/info_1', '/china/info_2', '/china/info_4']) {
    await page.goto(p);
    assert.equal(await page.getAttribute('html', 'lang'), 'zh-Hans', p);
    assert.match((await page.textContent('h1')) ?? '', /[\u4e00-\u9fff]/);
  }
  const res = await page.goto('/china/info_3');
  assert.equal(res?.status(), 404);
});

test('an unknown path is a 404 page in the public layout', async () => {
  const { page, consoleErrors } = await e2e.newPage(PHONE);
  const res = await page.goto('/no/such/page');
  assert.equal(res?.status(), 404);
  assert.match((await page.textContent('h1')) ?? '', /페이지를 찾을 수 없습니다/);
  await expectCount(page.locator('footer .family-site'), 1);
  await screenshot(page, 'public-404-375');
  // Chromium logs the document's own 404 status; nothing else may appear.
  assert.deepEqual(
    consoleErrors.filter((e) => !/status of 404/.test(e)),
    [],
  );
});

test('external menu links open a new tab with rel=noopener and a screen-reader notice', async () => {
  const { page } = await e2e.newPage();
  await page.goto('/entrance/recruit');
  const links = page.locator('a[target="_blank"]');
  const n = await expectCount(links, (c) => c >= 4, 'the application links and the social links');
  for (let i = 0; i < n; i++) {
    assert.match((await links.nth(i).getAttribute('rel')) ?? '', /noopener/);
    assert.match((await links.nth(i).textContent()) ?? '', /새 창/);
  }
  const apply = page.locator('.gnb a', { hasText: '온라인 원서접수' });
  assert.equal(await apply.getAttribute('href'), '/receipt');
});

test('the skip link moves to the main content', async () => {
  const { page } = await e2e.newPage();
  await page.goto('/introduce/greeting');
  await page.keyboard.press('Tab');
  assert.equal(await page.evaluate(() => document.activeElement?.textContent), '본문 바로가기');
  await page.keyboard.press('Enter');
  assert.equal(await page.evaluate(() => document.activeElement?.id), 'main');
});
