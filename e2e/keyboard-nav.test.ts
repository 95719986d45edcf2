// The header by keyboard and by eye: on desktop the main menu is a set of disclosures (a button with aria-expanded
// per top item; Tab goes from one top item to the next, not through every sub-link), so 입학상담's form is a few
// Tabs from the top; Escape in the phone's slide-out menu gives focus back to its button; the home page's search
// icon has at least 3:1 on the dark header; the desktop home popup leaves the main menu in sight.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Page } from 'playwright-core';
import { adminToken, call, testNowMs } from '../server/test/support.js';
import { DESKTOP, PHONE, screenshot, startE2E, type E2E } from './support.js';

let e2e: E2E;
before(async () => {
  e2e = await startE2E();
});
after(() => e2e.close());

const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return { tag: el?.tagName ?? '', id: el?.id ?? '', cls: el?.className ?? '', text: el?.textContent?.trim() ?? '' };
  });

test('desktop: each top item has a disclosure button, Tab skips closed sub-menus, Escape closes', async () => {
  const { page, consoleErrors } = await e2e.newPage(DESKTOP);
  await page.goto('/board/qna/write');
  const toggles = page.locator('.gnb .gnb-toggle');
  assert.ok((await toggles.count()) >= 6, 'a button per top item');
  assert.equal(await toggles.first().getAttribute('aria-expanded'), 'false');

  let presses = 0;
  while ((await focused(page)).id !== 'qna-name' && presses < 80) {
    await page.keyboard.press('Tab');
    presses += 1;
  }
  assert.equal((await focused(page)).id, 'qna-name');
  assert.ok(presses <= 30, `the form's first field after ${presses} Tabs`);

  // The second top item's button opens its sub-menu; Tab goes into it; Escape closes and returns to the button.
  const second = page.locator('.gnb-item').nth(1);
  await second.locator('.gnb-toggle').focus();
  const sub = second.locator('.gnb-sub');
  assert.equal(await sub.isVisible(), false, 'focus alone does not open it');
  await page.keyboard.press('Enter');
  assert.equal(await second.locator('.gnb-toggle').getAttribute('aria-expanded'), 'true');
  await sub.locator('a').first().waitFor({ state: 'visible' });
  await page.keyboard.press('Tab');
  assert.equal(
    await sub
      .locator('a')
      .first()
      .evaluate((a) => a === document.activeElement),
    true,
  );
  await screenshot(page, 'keyboard-gnb-open-1440');
  await page.keyboard.press('Escape');
  assert.equal(await second.locator('.gnb-toggle').getAttribute('aria-expanded'), 'false');
  assert.match((await focused(page)).cls, /gnb-toggle/);
  await sub.waitFor({ state: 'hidden' });
  assert.deepEqual(consoleErrors, []);
});

test('phone: Escape in the slide-out menu gives focus back to the menu button', async () => {
  const { page } = await e2e.newPage(PHONE);
  await page.goto('/board/qna');
  await page.locator('[data-menu-open]').first().click();
  await page.locator('#site-menu.is-open .drawer-close').waitFor();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Escape');
  await page.waitForFunction(() => document.activeElement?.matches('[data-menu-open]') === true);
  assert.equal(await page.locator('[data-menu-open]').first().getAttribute('aria-expanded'), 'false');
});

/** WCAG's contrast ratio of two rgb() colours. */
function contrast(a: string, b: string): number {
  const lum = (c: string) => {
    const [r, g, bl] = (c.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((v) => {
      const s = Number(v) / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [x, y] = [lum(a), lum(b)].sort((m, n) => n - m);
  return (x + 0.05) / (y + 0.05);
}

test("the home page's search icon stands out from the dark header (at least 3:1)", async () => {
  const { page } = await e2e.newPage(DESKTOP);
  await page.goto('/');
  const icon = await page
    .locator('.site-header--home .header-search-btn svg')
    .evaluate((el) => getComputedStyle(el).color);
  const ground = await page.locator('.site-header--home').evaluate((el) => getComputedStyle(el).backgroundColor);
  const ratio = contrast(icon, ground);
  assert.ok(ratio >= 3, `search icon ${icon} on ${ground}: ${ratio.toFixed(2)}:1`);
});

test('the desktop home popup leaves the main menu in sight', async () => {
  const token = await adminToken(e2e.app);
  const made = await call(e2e.app, 'POST', '/api/popups', {
    token,
    body: {
      title: '메뉴를 가리지 않는 팝업',
      body: '<p>원서접수 안내</p>',
      startAt: new Date(testNowMs() - 60_000).toISOString(),
      endAt: new Date(testNowMs() + 86_400_000).toISOString(),
      positionTop: 0,
      positionLeft: 400,
    },
  });
  assert.equal(made.status, 201, JSON.stringify(made.body));
  const { page } = await e2e.newPage(DESKTOP);
  await page.goto('/');
  const popup = page.getByRole('dialog', { name: '메뉴를 가리지 않는 팝업' });
  await popup.waitFor();
  const header = (await page.locator('.site-header').boundingBox())!;
  const menu = (await page.locator('.gnb').boundingBox())!;
  const box = (await popup.boundingBox())!;
  const layer = (await page.locator('.popup-layer__dim').boundingBox())!;
  assert.ok(box.y >= header.y + header.height - 1, `popup top ${box.y} below the header's ${header.y + header.height}`);
  assert.ok(layer.y >= menu.y + menu.height - 1, 'the dimmed layer starts below the menu');
  await screenshot(page, 'keyboard-home-popup-1440');
});
