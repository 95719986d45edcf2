// axe (WCAG 2.0/2.1 A and AA, WCAG 2.2 AA) on every admin screen at desktop and phone width: 0 violations.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
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

for (const viewport of [DESKTOP, PHONE]) {
  test(`axe finds nothing on any admin screen at ${viewport.width} px`, async () => {
    const { page } = await adminPage(e2e, viewport);
    const found: string[] = [];
    for (const s of screens) {
      await openScreen(page, s);
      // The phone layout has its own screenshots (admin-phone.test.ts); these are the desktop ones.
      if (viewport === DESKTOP) await screenshot(page, `admin-desktop-${s.name}-1440`);
      for (const v of await axe(page)) found.push(`${s.name}: ${v}`);
    }
    assert.deepEqual(found, []);
  });
}
