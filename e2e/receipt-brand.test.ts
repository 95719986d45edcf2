// The bare /receipt pages carry the school's mark, name and colours and a way home
// (still no site header or footer, spec §2), and the look-up names the department 지원학과.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { defaultFiles, submitForm, validFields } from '../server/api/applications/fixtures.js';
import { DESKTOP, PHONE, screenshot, startE2E, type E2E } from './support.js';

let e2e: E2E;
let receiptNo: string;
before(async () => {
  e2e = await startE2E();
  const res = await submitForm(
    e2e.app,
    validFields({
      department: 'succession',
      password: 'brand-check-1',
      passwordConfirm: 'brand-check-1',
    }),
    await defaultFiles(),
  );
  receiptNo = String(res.body.receiptNo);
});
after(() => e2e.close());

const NAVY = 'rgb(18, 53, 91)';

for (const viewport of [PHONE, DESKTOP]) {
  test(`the application and look-up pages are branded, bare and lead home (${viewport.width} px)`, async () => {
    const { page, consoleErrors } = await e2e.newPage(viewport);
    await page.goto('/receipt');
    assert.equal(await page.locator('header, footer, .site-header, .site-footer').count(), 0, 'bare layout');
    // The mark links home under its visible name (axe: label-content-name-mismatch), beside a plain 홈페이지 link.
    const brand = page.locator('a.rc-brand');
    assert.equal(await brand.getAttribute('aria-label'), null);
    assert.equal(await brand.getAttribute('href'), '/');
    assert.ok(await brand.locator('svg.brand-mark').isVisible(), 'the school mark');
    assert.match(await brand.innerText(), /중소기업대학원/);
    assert.equal(await page.getByRole('link', { name: '홈페이지', exact: true }).getAttribute('href'), '/');
    const button = page.getByRole('button', { name: '동의하고 원서 작성하기' });
    assert.equal(await button.evaluate((b) => getComputedStyle(b).backgroundColor), NAVY, 'the site navy');
    const noSideways = await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    assert.ok(noSideways, 'no sideways scroll');
    await screenshot(page, `receipt-brand-form-${viewport.width}`);

    await page.goto('/receipt/lookup?by=receipt');
    await page.fill('#f-receiptNo', receiptNo);
    await page.fill('#f-password', 'brand-check-1');
    await page.getByRole('button', { name: '조회하기' }).click();
    const result = page.getByTestId('lookup-result');
    await result.waitFor();
    const facts = await result.locator('dt').allInnerTexts();
    assert.ok(facts.includes('지원학과'), `the department is 지원학과 (got ${facts.join(', ')})`);
    assert.equal(await result.locator('dt:text-is("지원학과") + dd').innerText(), '가업승계학과');
    assert.equal(await result.locator('dt:text-is("과정") + dd').innerText(), '석사과정');
    await screenshot(page, `receipt-brand-lookup-${viewport.width}`);

    await page.goto('/receipt/china-mba');
    const zhHome = page.locator('a.rc-brand');
    assert.equal(await zhHome.getAttribute('href'), '/china/info_1');
    assert.match(await zhHome.innerText(), /中小企业研究生院/);
    await screenshot(page, `receipt-brand-china-${viewport.width}`);
    assert.deepEqual(consoleErrors, []);
  });
}
