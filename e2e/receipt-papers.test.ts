// After the announcement: a 합격 applicant looks up on a phone (375 px), reads the 합격 letter, opens the
// 합격증 (with the seal from the settings) and the 등록금 고지서 and prints each on one A4 page; a China MBA
// applicant does the same in Chinese at 1440 px; a 예비 reads the rank and how offers are made, and gets neither
// paper. Every page axe-clean, screenshots under test-results/screenshots/papers-*.png.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Page } from 'playwright-core';
import { AdmissionRound, Application } from '../db/models/index.js';
import { defaultFiles, submitForm, validFields } from '../server/api/applications/fixtures.js';
import { makeRound } from '../server/test/rounds.js';
import { call, login, makeUser, testNowMs } from '../server/test/support.js';
import { axe } from './axe-run.js';
import { DESKTOP, PHONE, expectCount, screenshot, startE2E, type E2E } from './support.js';

const HOUR = 3_600_000;
const PASSWORD = 'lookup-pass-1';
let e2e: E2E;
const no: Record<string, string> = {};

/** A red circle with a ring: a seal-like PNG. */
async function sealPng(): Promise<Buffer> {
  const sharp = (await import('sharp')).default;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160"><circle cx="80" cy="80" r="72" fill="none" stroke="#c0392b" stroke-width="10"/><text x="80" y="98" font-size="52" text-anchor="middle" fill="#c0392b">印</text></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

before(async () => {
  e2e = await startE2E();
  const app = e2e.app;
  const round = await makeRound({
    name: '2027학년도 전기 일반 모집',
    nameZh: '2027年春季入学 中国MBA招生',
    registration: {
      startAt: new Date(testNowMs() + 3 * 24 * HOUR).toISOString(),
      endAt: new Date(testNowMs() + 7 * 24 * HOUR).toISOString(),
      place: { ko: '', zh: '' },
      note: { ko: '', zh: '' },
      amounts: [
        { track: 'master', department: null, amount: 4_850_000 },
        { track: 'china_mba', department: null, amount: 6_200_000 },
      ],
      account: {
        ko: '신한은행 100-035-654321 (예금주 한빛대학교)',
        zh: '新韩银行 100-035-654321（户名：韩光大学）\nSWIFT: SHBKKRSE',
      },
      submit: {
        ko: '등록금 납부 영수증 사본, 최종학교 졸업증명서 원본 1부',
        zh: '学费缴费凭证复印件、最终学历毕业证明原件1份',
      },
    },
  });
  app.events.changedHere('rounds');
  const people = [
    { key: 'accepted', name: '정하늘', set: { status: 'accepted', examNo: 'M-1001' } },
    { key: 'waitlisted', name: '한예비', set: { status: 'waitlisted', waitlistRank: 2, examNo: 'M-1002' } },
    {
      key: 'zh',
      name: '王明',
      set: { status: 'accepted', examNo: 'C-2001', locale: 'zh-Hans', track: 'china_mba', department: null },
    },
  ] as const;
  for (const p of people) {
    const res = await submitForm(
      app,
      validFields({ roundId: String(round.id), name: p.name, email: `${p.key}@example.com` }),
      await defaultFiles(),
    );
    assert.equal(res.status, 201, JSON.stringify(res.body));
    await Application.update(p.set as Partial<Application>, { where: { receiptNo: res.body.receiptNo } });
    no[p.key] = res.body.receiptNo as string;
  }
  // Announced an hour ago and confirmed.
  await (await AdmissionRound.findByPk(round.id))!.update({
    applyEndAt: new Date(testNowMs() - 2 * HOUR),
    announceAt: new Date(testNowMs() - HOUR),
    resultsConfirmedAt: new Date(testNowMs() - 2 * HOUR),
  });
  app.events.changedHere('rounds');

  const admin = await login(app, await makeUser({ role: 'superadmin' }));
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(await sealPng())], { type: 'image/png' }), '직인.png');
  const up = await fetch(`${app.baseUrl}/api/settings/seal`, {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${admin.token}` },
  });
  assert.equal(up.status, 201);
  assert.equal((await call(app, 'GET', '/api/settings', { token: admin.token })).body.seal.name, '직인.png');
});
after(() => e2e.close());

const pdfPages = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).length;

async function lookUp(page: Page, path: string, receiptNo: string, submit: string): Promise<void> {
  await page.goto(`${path}?by=receipt`);
  await page.locator('input[name="receiptNo"]').fill(receiptNo);
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.getByRole('button', { name: submit }).click();
  await page.getByTestId('result-letter').waitFor();
}

/** The paper on screen and in print: no site chrome, no buttons, exactly one A4 page. */
async function printsOnOneA4(page: Page, name: string): Promise<void> {
  await page.emulateMedia({ media: 'print' });
  await expectCount(page.locator('.rc-top:visible'), 0, 'no site chrome in print');
  await expectCount(page.locator('[data-print]:visible'), 0, 'no print button in print');
  const viewport = page.viewportSize()!;
  await page.setViewportSize({ width: 794, height: 1123 }); // an A4 sheet at 96 dpi
  await screenshot(page, `${name}-print-a4`);
  assert.equal(pdfPages(await page.pdf({ format: 'A4' })), 1, `${name}: one A4 page`);
  await page.setViewportSize(viewport);
  await page.emulateMedia({ media: 'screen' });
}

/** Nothing wider than the viewport (no sideways scrolling on a phone). */
const overflows = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

test('a 합격 applicant on a phone reads the letter and prints the 합격증 and the 고지서 (375 px)', async () => {
  const { page, consoleErrors } = await e2e.newPage(PHONE);
  await lookUp(page, '/receipt/lookup', no.accepted, '조회하기');
  const letter = await page.getByTestId('result-letter').innerText();
  assert.ok(letter.includes('합격 통지서') && letter.includes('정하늘님') && letter.includes('등록 방법'));
  assert.equal(await overflows(page), false);
  await screenshot(page, 'papers-lookup-accepted-375');
  assert.deepEqual(await axe(page), []);

  await page.getByTestId('open-certificate').click();
  await page.waitForURL('**/receipt/certificate');
  const cert = page.getByTestId('certificate');
  const certText = await cert.innerText();
  for (const want of ['합격증', 'M-1001', '정하늘', '석사과정', '2027학년도 전기 일반 모집', '중소기업대학원장'])
    assert.ok(certText.includes(want), `the 합격증 shows ${want}`);
  assert.equal(await cert.locator('img.seal').evaluate((img: HTMLImageElement) => img.naturalWidth > 0), true);
  assert.equal(await overflows(page), false);
  await screenshot(page, 'papers-certificate-375');
  assert.deepEqual(await axe(page), []);
  await printsOnOneA4(page, 'papers-certificate');

  await page.goBack();
  await page.goto('/receipt/bill');
  const bill = page.getByTestId('bill');
  const billText = await bill.innerText();
  for (const want of ['등록금 고지서', 'M-1001', '4,850,000원', '신한은행 100-035-654321', '졸업증명서 원본'])
    assert.ok(billText.includes(want), `the 고지서 shows ${want}`);
  assert.equal(await overflows(page), false);
  await screenshot(page, 'papers-bill-375');
  assert.deepEqual(await axe(page), []);
  await printsOnOneA4(page, 'papers-bill');
  assert.deepEqual(consoleErrors, []);
});

test('a China MBA applicant reads and prints them in Chinese (1440 px)', async () => {
  const { page, consoleErrors } = await e2e.newPage(DESKTOP);
  await lookUp(page, '/receipt/china-mba/lookup', no.zh, '查询');
  assert.ok((await page.getByTestId('result-letter').innerText()).includes('录取通知书'));
  await screenshot(page, 'papers-lookup-zh-1440');
  assert.deepEqual(await axe(page), []);

  await page.getByTestId('open-certificate').click();
  await page.waitForURL('**/receipt/certificate');
  assert.equal(await page.locator('html').getAttribute('lang'), 'zh-Hans');
  const cert = await page.getByTestId('certificate').innerText();
  assert.ok(cert.includes('录取证明书') && cert.includes('王明') && cert.includes('C-2001'));
  await screenshot(page, 'papers-certificate-zh-1440');
  assert.deepEqual(await axe(page), []);
  await printsOnOneA4(page, 'papers-certificate-zh');

  await page.goto('/receipt/bill');
  const bill = await page.getByTestId('bill').innerText();
  assert.ok(bill.includes('学费缴费通知单') && bill.includes('6,200,000韩元') && bill.includes('SWIFT: SHBKKRSE'));
  await screenshot(page, 'papers-bill-zh-1440');
  assert.deepEqual(await axe(page), []);
  await printsOnOneA4(page, 'papers-bill-zh');

  await page.goto('/receipt/letter');
  await page.getByTestId('letter-paper').waitFor();
  await screenshot(page, 'papers-letter-zh-1440');
  assert.deepEqual(consoleErrors, []);
});

test('a 예비 reads the rank and how offers are made, and has no 합격증 or 고지서', async () => {
  const { page, consoleErrors } = await e2e.newPage(PHONE);
  await lookUp(page, '/receipt/lookup', no.waitlisted, '조회하기');
  const letter = await page.getByTestId('result-letter').innerText();
  assert.ok(letter.includes('예비합격 2번') && letter.includes('예비 순위대로'));
  await expectCount(page.getByTestId('open-certificate'), 0, 'no 합격증 link');
  await expectCount(page.getByTestId('open-bill'), 0, 'no 고지서 link');
  await screenshot(page, 'papers-lookup-waitlisted-375');
  await page.goto('/receipt/certificate');
  await page.getByTestId('paper-missing').waitFor();
  assert.deepEqual(
    consoleErrors.filter((e) => !e.includes('404')),
    [],
  );
});
