// launchBrowser's --disable-features replaces playwright-core's (Chromium heeds the last one), so it must still carry
// every feature playwright turns off; and it must keep the address bar's pop-up from loading in every context.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { test } from 'node:test';
import { launchBrowser, PLAYWRIGHT_DISABLED_FEATURES } from './support.js';

test("the browser's --disable-features repeats every feature playwright-core turns off", () => {
  // playwright-core ships its server as one bundle; the list is its chromiumSwitches.ts's `disabledFeatures`.
  const bundle = readFileSync(createRequire(import.meta.url).resolve('playwright-core/lib/coreBundle'), 'utf8');
  const list = /\bdisabledFeatures = \[([^\]]*)\]/.exec(bundle);
  assert.ok(list, "playwright-core's disabledFeatures list was not found: read its chromiumSwitches.ts again");
  const theirs = [...list[1].matchAll(/^\s*"([^"]+)"/gm)].map((m) => m[1]);
  assert.ok(theirs.length > 5, `only ${theirs.length} features read from playwright-core`);
  assert.deepEqual(
    theirs.filter((f) => !PLAYWRIGHT_DISABLED_FEATURES.includes(f)),
    [],
    'add these to PLAYWRIGHT_DISABLED_FEATURES in e2e/support.ts',
  );
});

test('a new context opens no browser UI page beside its own', async () => {
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto('data:text/html,<p>hi</p>');
    const cdp = await browser.newBrowserCDPSession();
    const { targetInfos } = (await cdp.send('Target.getTargets')) as { targetInfos: { type: string; url: string }[] };
    assert.deepEqual(
      targetInfos.filter((t) => t.type !== 'page' && t.type !== 'tab').map((t) => `${t.type} ${t.url}`),
      [],
    );
  } finally {
    await browser.close();
  }
});
