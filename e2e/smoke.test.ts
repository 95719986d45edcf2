import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { PHONE, screenshot, startE2E, type E2E } from './support.js';

let e2e: E2E;
before(async () => {
  e2e = await startE2E();
});
after(() => e2e.close());

test('the home page renders Korean with the school name in the title, at phone width', async () => {
  const { page, consoleErrors } = await e2e.newPage(PHONE);
  const res = await page.goto('/');
  assert.equal(res?.status(), 200);
  assert.match(await page.title(), /중소기업대학원/);
  assert.equal(await page.getAttribute('html', 'lang'), 'ko');
  await screenshot(page, 'smoke-home-375');
  assert.deepEqual(consoleErrors, []);
});

test('an unknown path is a 404 page', async () => {
  const { page } = await e2e.newPage();
  const res = await page.goto('/no/such/page');
  assert.equal(res?.status(), 404);
  assert.match((await page.textContent('h1')) ?? '', /찾을 수 없습니다/);
});
