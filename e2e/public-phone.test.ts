// In Chromium: the section tabs show the current tab at 375 px, the curriculum table fits
// a phone, gallery columns are equal, professor e-mails never break inside a word and photo-less professors get a
// drawn card; the desktop menu opened by keyboard closes on Escape and only one drop-down is open at a time; the
// join page's terms boxes are reachable by keyboard.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Page } from 'playwright-core';
import { adminToken, call } from '../server/test/support.js';
import { DESKTOP, PHONE, screenshot, startE2E, type E2E } from './support.js';

let e2e: E2E;
before(async () => {
  e2e = await startE2E();
  // A professor without a photograph, with a long address.
  const res = await call(e2e.app, 'POST', '/api/posts', {
    token: await adminToken(e2e.app),
    body: {
      boardEnName: 'professor',
      title: '남궁민수',
      content: '',
      extra: { position: '초빙교수', major: '벤처금융', email: 'namgung.minsu.venture@hanbit.ac.kr', order: 1 },
    },
  });
  assert.equal(res.status, 201);
});
after(() => e2e.close());

/** Whether the element's box lies horizontally inside the viewport. */
const onScreen = (page: Page, selector: string) =>
  page.locator(selector).evaluate((el) => {
    const r = el.getBoundingClientRect();
    return r.left >= 0 && r.right <= window.innerWidth;
  });

test('at 375 px the section tabs show the current tab (AI비즈니스학과, 교수진)', async () => {
  const { page, consoleErrors } = await e2e.newPage(PHONE);
  for (const [path, label] of [
    ['/department/ai_business', 'AI비즈니스학과'],
    ['/introduce/professor', '교수진'],
    ['/department/global_business', '글로벌비즈니스학과'],
  ]) {
    await page.goto(path);
    await page.waitForSelector('#site-menu.drawer--js', { state: 'attached' });
    assert.equal((await page.innerText('.lnb-list .is-current')).trim(), label);
    assert.ok(await onScreen(page, '.lnb-list .is-current'), `${path}: ${label} is on screen`);
  }
  await screenshot(page, 'phone-lnb-global-375');
  assert.deepEqual(consoleErrors, []);
});

test('at 375 px a department curriculum table shows 학점 and 권장 학기 without sideways scrolling', async () => {
  const { page } = await e2e.newPage(PHONE);
  await page.goto('/department/startup_business');
  const wrap = page.locator('.table-wrap').first();
  assert.ok(await wrap.evaluate((w) => w.scrollWidth <= w.clientWidth), 'the table fits its box');
  for (const head of ['학점', '권장 학기']) {
    assert.ok(await onScreen(page, `.table-wrap >> nth=0 >> th:has-text("${head}")`), head);
  }
  await wrap.scrollIntoViewIfNeeded();
  await screenshot(page, 'phone-curriculum-375');
  // The department with the longest course names: still fits, and 학점 is not split over two lines.
  await page.goto('/department/ai_business');
  assert.ok(
    await page
      .locator('.table-wrap')
      .first()
      .evaluate((w) => w.scrollWidth <= w.clientWidth),
  );
  const credits = await page.locator('.table-wrap >> nth=0 >> th:has-text("학점")').evaluate((th) => {
    const range = document.createRange();
    range.selectNodeContents(th);
    return range.getClientRects().length;
  });
  assert.equal(credits, 1, '학점 on one line');
  // The roadmap's wide table still scrolls, and says so.
  await page.goto('/department/roadmap');
  assert.ok(await page.locator('.table-hint').first().isVisible());
});

test('gallery columns are equal at 375 and 1440 px', async () => {
  for (const viewport of [PHONE, DESKTOP]) {
    const { page } = await e2e.newPage(viewport);
    await page.goto('/board/special_gallery');
    const widths = await page
      .locator('.bd-gallery > li')
      .evaluateAll((lis) => lis.map((li) => li.getBoundingClientRect().width));
    assert.ok(widths.length >= 2);
    assert.ok(Math.max(...widths) - Math.min(...widths) < 1, `columns ${widths.join(', ')}`);
    await screenshot(page, `gallery-${viewport.width}`);
  }
});

test('professor cards: e-mails on one line, photo-less professors get a drawn card (375 and 1440 px)', async () => {
  for (const viewport of [PHONE, { width: 700, height: 900 }, DESKTOP]) {
    const { page } = await e2e.newPage(viewport);
    await page.goto('/introduce/professor');
    const emails = page.locator('.prof-info a[href^="mailto:"]');
    assert.ok((await emails.count()) > 0);
    const lines = await emails.evaluateAll((as) =>
      as.map((a) => {
        const card = a.closest('.prof-card')!.getBoundingClientRect();
        const r = a.getBoundingClientRect();
        return { text: a.textContent, lines: a.getClientRects().length, inside: r.right <= card.right + 0.5 };
      }),
    );
    for (const l of lines) {
      assert.equal(l.lines, 1, `${l.text} broke over ${l.lines} lines at ${viewport.width} px`);
      assert.ok(l.inside, `${l.text} sticks out of its card at ${viewport.width} px`);
    }
    const card = page.locator('.prof-card', { hasText: '남궁민수' });
    const drawn = card.locator('svg.prof-photo--initial');
    const box = await drawn.boundingBox();
    assert.ok(box && box.width >= 72 && box.height >= 90, 'a card the size of a photo');
    assert.equal(await drawn.locator('path').count(), 1, 'a silhouette');
    assert.equal((await drawn.locator('text').textContent())?.trim(), '남');
    await card.scrollIntoViewIfNeeded();
    await screenshot(page, `professors-${viewport.width}`);
  }
});

test('at 1440 px a drop-down opened by its button closes on Escape; the pointer on another leaves one open', async () => {
  const { page, consoleErrors } = await e2e.newPage(DESKTOP);
  await page.goto('/introduce/history');
  await page.waitForSelector('#site-menu.drawer--js', { state: 'attached' });
  await page.waitForSelector('.gnb.is-enhanced');
  const openMenus = () =>
    page
      .locator('.gnb-sub')
      .evaluateAll((subs) => subs.filter((s) => getComputedStyle(s).visibility === 'visible').length);
  const first = page.locator('.gnb-top').first();
  await first.focus();
  // The disclosure pattern: after the top link comes its button; focus alone opens nothing.
  await page.keyboard.press('Tab');
  assert.equal(await page.evaluate(() => document.activeElement?.classList.contains('gnb-toggle')), true);
  await page.waitForTimeout(300);
  assert.equal(await openMenus(), 0, 'focus alone opens no drop-down');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  assert.match(await page.evaluate(() => document.activeElement?.textContent ?? ''), /교육이념/);
  await page.waitForTimeout(300);
  assert.equal(await openMenus(), 1, 'the first group opened by its button');
  await page.keyboard.press('Escape');
  await page.waitForTimeout(300);
  assert.equal(await openMenus(), 0, 'Escape closes it');
  assert.equal(await page.evaluate(() => document.activeElement?.classList.contains('gnb-toggle')), true);
  // Open by keyboard again, then point at another group.
  await page.keyboard.press('Enter');
  await page.locator('.gnb-top', { hasText: '정보광장' }).hover();
  await page.waitForTimeout(300);
  assert.equal(await openMenus(), 1, 'one drop-down at a time');
  await screenshot(page, 'gnb-one-open-1440');
  assert.deepEqual(consoleErrors, []);
});

test('the join page: the terms box is a keyboard-reachable labelled region, the privacy facts are shown whole', async () => {
  const { page } = await e2e.newPage(PHONE);
  await page.goto('/auth/join');
  const box = page.locator('#terms-text');
  assert.equal(await box.getAttribute('tabindex'), '0');
  assert.equal(await box.getAttribute('role'), 'region');
  assert.ok(await box.getAttribute('aria-labelledby'));
  // The collection notice's facts are never hidden in a scroll box: nothing of them is clipped.
  const clipped = await page
    .locator('#privacy-consent-text')
    .evaluate((el) => el.scrollHeight > el.clientHeight + 1 || getComputedStyle(el).overflowY !== 'visible');
  assert.equal(clipped, false);
  assert.equal(await page.locator('#privacy-consent-text .consent-key').count(), 4);
});
