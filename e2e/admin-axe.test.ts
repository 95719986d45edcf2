// Every admin screen at desktop and phone width, in one walk each: axe (WCAG 2.0/2.1 A and AA, WCAG 2.2 AA) finds
// nothing, no console error, and at 375 px no screen scrolls sideways. One walk per width serves
// both checks: opening the ~40 screens is most of the time a walk takes.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Page } from 'playwright-core';
import { DESKTOP, PHONE, screenshot, startE2E, type E2E } from './support.js';
import { adminPage, adminScreens, openScreen, type AdminScreen } from './admin-screens.js';
import { axe } from './axe-run.js';

let e2e: E2E;
let screens: AdminScreen[];
before(async () => {
  e2e = await startE2E();
  screens = await adminScreens(e2e);
});
after(() => e2e.close());

/** The page's width past the phone's, with the innermost elements that stick out (so a failure says what to fix). */
async function sideways(page: Page): Promise<string | null> {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  if (width <= PHONE.width) return null;
  // (No named helper inside: the test's compiler would wrap it in a __name() call the page does not have.)
  const culprits = await page.evaluate(
    (w) =>
      [...document.querySelectorAll('body *')]
        .filter(
          (el) =>
            el.getBoundingClientRect().right > w + 1 &&
            ![...el.children].some((c) => c.getBoundingClientRect().right > w + 1),
        )
        .slice(0, 3)
        .map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].slice(0, 2).join('.')}`),
    PHONE.width,
  );
  return `${width}px (${culprits.join(', ')})`;
}

test('at 1440 px axe finds nothing on any admin screen, and none logs an error', async () => {
  const { page, consoleErrors } = await adminPage(e2e, DESKTOP);
  const found: string[] = [];
  for (const s of screens) {
    await openScreen(page, s);
    await screenshot(page, `admin-desktop-${s.name}-1440`);
    for (const v of await axe(page)) found.push(`${s.name}: ${v}`);
  }
  assert.deepEqual(found, []);
  assert.deepEqual(consoleErrors, []);
});

test('at 375 px every admin screen fits the phone (no page-wide sideways scroll) and axe finds nothing', async () => {
  const { page, consoleErrors } = await adminPage(e2e, PHONE);
  const wide: string[] = [];
  const found: string[] = [];
  for (const s of screens) {
    await openScreen(page, s);
    const over = await sideways(page);
    if (over) wide.push(`${s.name}: ${over}`);
    await screenshot(page, `admin-phone-${s.name}-375`);
    for (const v of await axe(page)) found.push(`${s.name}: ${v}`);
  }
  assert.deepEqual(wide, []);
  assert.deepEqual(found, []);
  assert.deepEqual(consoleErrors, []);
});
