// The Simplified-Chinese font subset is fetched only by pages written in Chinese,
// never by the Korean home page whose China MBA banner has one Chinese line.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Page } from 'playwright-core';
import { DESKTOP, PHONE, startE2E, type E2E } from './support.js';

let e2e: E2E;
before(async () => {
  e2e = await startE2E();
});
after(() => e2e.close());

async function fontRequests(page: Page, path: string): Promise<{ fonts: string[]; bytes: number }> {
  const fonts: string[] = [];
  let bytes = 0;
  page.on('requestfinished', (req) => {
    if (req.url().includes('/static/fonts/')) fonts.push(new URL(req.url()).pathname);
    void req.sizes().then((s) => (bytes += s.responseBodySize));
  });
  await page.goto(path, { waitUntil: 'networkidle' });
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  return { fonts, bytes };
}

for (const viewport of [PHONE, DESKTOP]) {
  test(`the Korean home page loads no Chinese font, a China MBA page does (${viewport.width} px)`, async () => {
    const home = await e2e.newPage(viewport);
    const onHome = await fontRequests(home.page, '/');
    assert.ok(await home.page.locator('.home-china').isVisible(), 'the China MBA banner is on the home page');
    assert.deepEqual(onHome.fonts, [], 'no zh font on the Korean home page');
    console.log(`home page at ${viewport.width} px: ${Math.round(onHome.bytes / 1024)} KB over the network`);

    const china = await e2e.newPage(viewport);
    const onChina = await fontRequests(china.page, '/china/info_1');
    assert.equal(await china.page.locator('html').getAttribute('lang'), 'zh-Hans');
    assert.ok(
      onChina.fonts.some((f) => f.startsWith('/static/fonts/zh-hans-')),
      `the China MBA page uses the subset (got ${onChina.fonts.join(', ') || 'nothing'})`,
    );
    assert.deepEqual(home.consoleErrors, []);
    assert.deepEqual(china.consoleErrors, []);
  });
}
