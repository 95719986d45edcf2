// Consents that stand out, in Korean and Chinese: on the application, 입학상담, a sign-up form, /subscribe and the
// join page, every consent fact (purpose, items, retention, the right to refuse) is drawn at least 20 % larger than
// the body text and the consent's own labels, and highlighted; required and optional consents sit in separate
// groups, and no optional box or answer is ticked before the visitor does it.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Page } from 'playwright-core';
import { call, login, makeUser } from '../server/test/support.js';
import { PHONE, screenshot, startE2E, type E2E } from './support.js';

let e2e: E2E;
before(async () => {
  e2e = await startE2E();
  const { token } = await login(e2e.app, await makeUser({ role: 'admissions' }));
  for (const [slug, lang, title, fields] of [
    ['mba-info', 'ko', '2027학년도 MBA 입학설명회', ['성명', '이메일']],
    ['mba-info-zh', 'zh-Hans', '2027学年中国MBA招生说明会', ['姓名', '电子邮箱']],
  ] as const) {
    const res = await call(e2e.app, 'POST', '/api/forms', {
      token,
      body: {
        title,
        slug,
        lang,
        description: '',
        fields: [
          { key: 'name', label: fields[0], type: 'text', required: true },
          { key: 'email', label: fields[1], type: 'email', required: true },
        ],
        capacity: null,
        consentText: lang === 'ko' ? '설명회 당일 사진 촬영이 있을 수 있습니다.' : '说明会当天可能会拍照。',
        retentionDays: 90,
        askMarketing: true,
        published: true,
      },
    });
    assert.equal(res.status, 201, JSON.stringify(res.body));
  }
});
after(() => e2e.close());

interface Sizes {
  keys: number;
  smallestKey: number;
  largestOther: number;
  unhighlighted: number;
}

/** The consent facts' smallest font size against the body's and the labels' around them, in CSS pixels. */
const measure = (page: Page): Promise<Sizes> =>
  page.evaluate(() => {
    const px = (el: Element) => parseFloat(getComputedStyle(el).fontSize);
    const keys = [...document.querySelectorAll('.consent-key')];
    const others = [
      document.body,
      ...document.querySelectorAll('.consent-fact dt, .consent-group label, .consent label, fieldset label, .check'),
    ];
    return {
      keys: keys.length,
      smallestKey: Math.min(...keys.map(px)),
      largestOther: Math.max(...others.filter((e) => !e.closest('.consent-key')).map(px)),
      unhighlighted: keys.filter((k) => {
        const s = getComputedStyle(k);
        return s.backgroundColor === 'rgba(0, 0, 0, 0)' || Number(s.fontWeight) < 600;
      }).length,
    };
  });

async function expectStandOut(page: Page, path: string, facts: number) {
  const s = await measure(page);
  assert.ok(s.keys >= facts, `${path}: ${s.keys} facts`);
  assert.ok(s.smallestKey >= 1.2 * s.largestOther, `${path}: ${s.smallestKey}px against ${s.largestOther}px`);
  assert.equal(s.unhighlighted, 0, `${path}: every fact highlighted`);
}

test('every consent fact is 20 % larger and highlighted; optional consents apart and never ticked', async () => {
  const { page, consoleErrors } = await e2e.newPage(PHONE);

  for (const [path, title] of [
    ['/receipt', '[선택] 입학설명회·행사 안내 수신 동의'],
    ['/receipt/china-mba', '［可选］招生说明会·活动信息接收同意'],
  ] as const) {
    await page.goto(path);
    await page.locator('.consent-key').first().waitFor();
    await expectStandOut(page, path, 16);
    // Two groups, required then optional; the marketing item is in the second; no answer is chosen in advance.
    const groups = page.locator('.consent-group');
    assert.equal(await groups.count(), 2, path);
    assert.equal(await groups.nth(1).locator('[data-field="consentMarketing"]').count(), 1, path);
    assert.equal(await groups.nth(0).locator('[data-field="consentMarketing"]').count(), 0, path);
    assert.equal(await page.locator('.consent-group input:checked').count(), 0, `${path}: nothing ticked`);
    assert.ok(await page.getByText(title).isVisible(), path);
  }
  await screenshot(page, 'consent-receipt-zh-375');

  for (const path of ['/forms/mba-info', '/china/forms/mba-info-zh']) {
    await page.goto(path);
    await expectStandOut(page, path, 8);
    const optional = page.locator('.consent-group--optional');
    assert.equal(await optional.locator('input[name="consentMarketing"]').count(), 1, path);
    assert.equal(await optional.locator('input[name="consent"]').count(), 0, path);
    assert.equal(await page.locator('input[name="consentMarketing"]').isChecked(), false, path);
    assert.equal(await page.locator('input[name="consent"]').isChecked(), false, path);
  }
  // The facts come from the form: its own fields and retention.
  assert.match(await page.locator('.consent-key').nth(1).innerText(), /姓名、电子邮箱/);
  assert.match(await page.locator('.consent-key').nth(2).innerText(), /90天/);
  await screenshot(page, 'consent-form-zh-375');

  for (const path of ['/subscribe', '/china/subscribe', '/board/qna/write', '/auth/join']) {
    await page.goto(path);
    await expectStandOut(page, path, 4);
    assert.equal(await page.locator('input[type="checkbox"]:checked').count(), 0, `${path}: nothing ticked`);
  }
  await screenshot(page, 'consent-join-375');
  assert.deepEqual(consoleErrors, []);
});
