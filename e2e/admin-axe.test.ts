// axe (WCAG 2.0/2.1 A and AA, WCAG 2.2 AA) on every admin screen at desktop and phone width: 0 violations.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { after, before, test } from 'node:test';
import type { Page } from 'playwright-core';
import { DESKTOP, PHONE, screenshot, startE2E, type E2E } from './support.js';
import { adminPage, adminScreens, openScreen, type AdminScreen } from './admin-screens.js';

// Evaluated through the DevTools protocol, which the admin's CSP (script-src 'self') does not block, as a script tag would be.
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

interface Violation {
  id: string;
  nodes: { target: unknown[]; html: string; failureSummary?: string }[];
}

async function axe(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async (tags) => {
    const run = (window as unknown as { axe: { run(ctx: Document, o: object): Promise<{ violations: unknown[] }> } })
      .axe.run;
    // resultTypes: only the violations get their full node details (axe's advice for big pages; the same rules run).
    return (await run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] })).violations;
  }, TAGS);
  // One line per rule: how many nodes, the first one's markup and axe's reason, so a failure says what to fix.
  return (violations as Violation[]).map((v) => {
    const n = v.nodes[0]!;
    const why = (n.failureSummary ?? '').split('\n')[1]?.trim() ?? '';
    return `${v.id} ×${v.nodes.length}: ${n.html.slice(0, 160)} — ${why}`;
  });
}

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
