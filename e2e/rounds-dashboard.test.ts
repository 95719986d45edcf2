// 입학 담당 sees the open round on the dashboard (by status, departments against quota, 입금 확인, 서류), filters the
// application list by 모집, and marks 입금 확인 on an application; the calendar page offers the iCal subscription.
// Desktop and phone (390) screenshots are kept and looked at.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { AdmissionRound, Application } from '../db/models/index.js';
import { makeUser } from '../server/test/support.js';
import { makeRound } from '../server/test/rounds.js';
import { DESKTOP, expectCount, loginInPage, screenshot, startE2E, type E2E } from './support.js';

const PHONE_390 = { width: 390, height: 844 };

let e2e: E2E;
let openName: string;
let total: number;
before(async () => {
  e2e = await startE2E();
  const open = (await AdmissionRound.findOne({ order: [['id', 'ASC']] }))!;
  openName = open.name;
  total = await Application.count({ where: { roundId: open.id } });
  assert.ok(total > 0, 'the sample applies in the open round');
  // A round that closed two days ago, results not out yet: shown on the dashboard, and a second choice of the filter.
  await makeRound({
    name: '2026학년도 후기 추가 모집',
    term: '2026-2',
    applyStartAt: -24 * 30,
    applyEndAt: -48,
    announceAt: 24 * 5,
  });
  await e2e.app.events.changed('rounds');
});
after(() => e2e.close());

for (const viewport of [DESKTOP, PHONE_390]) {
  test(`dashboard round card and the 모집 filter at ${viewport.width}px`, async () => {
    const staff = await makeUser({ role: 'admissions', otp: true });
    const { page, consoleErrors } = await e2e.newPage(viewport);
    await page.goto('/');
    await loginInPage(page, staff.loginId, staff.password, staff.otpSecret);
    await page.goto('/admin/');
    const card = page.locator('[data-round]').filter({ hasText: openName });
    await card.getByRole('heading', { name: openName }).waitFor();
    await card.getByText('접수 중').waitFor();
    assert.equal(await card.locator('[data-figure="지원"]').textContent(), `${total.toLocaleString('ko-KR')}건`);
    await card.getByRole('table', { name: '학과별 지원 현황' }).waitFor();
    await card.getByText('서류 완비').waitFor();
    const closed = page.locator('[data-round]').filter({ hasText: '2026학년도 후기 추가 모집' });
    await closed.getByText('마감 · 발표 전').waitFor();
    await screenshot(page, `admin-dashboard-rounds-${viewport.width}`);

    await card.getByRole('link', { name: '이 모집의 지원서 보기' }).click();
    await page.waitForURL(/\/admin\/applications/);
    const filter = page.getByRole('combobox', { name: '모집', exact: true });
    // The link opens the list filtered by the round: the filter shows its name (once the choices are in).
    await filter.filter({ hasText: openName }).waitFor();
    await screenshot(page, `admin-application-round-filter-${viewport.width}`);

    await filter.click();
    await page.getByRole('option', { name: '2026학년도 후기 추가 모집 (0건)' }).click();
    await page.getByText('현재 조건에 맞는', { exact: false }).waitFor();
    await filter.click();
    await page.getByRole('option', { name: `${openName} (${total}건)` }).click();
    if (viewport === DESKTOP) {
      await expectCount(page.locator('tbody tr'), (n) => n > 0);
      const cells = await page.locator('tbody tr td.column-term').allTextContents();
      assert.ok(cells.length > 0 && cells.every((c) => c === openName), cells.join('|'));
    }
    assert.deepEqual(consoleErrors, []);
  });
}

test('입금 확인 on the application page, and the calendar page subscribe link at phone width', async () => {
  const staff = await makeUser({ role: 'admissions', otp: true });
  const { page } = await e2e.newPage(PHONE_390);
  await page.goto('/');
  await loginInPage(page, staff.loginId, staff.password, staff.otpSecret);
  const one = (await Application.findOne({ where: { feePaidAt: null }, order: [['id', 'ASC']] }))!;
  await page.goto(`/admin/applications/${one.id}/show`);
  await page.getByText(`${one.receiptNo} · ${one.name}`).waitFor();
  await page.getByText(`모집: ${openName}`).waitFor();
  await page.getByRole('button', { name: '입금 확인', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: '입금 확인' });
  await dialog.getByLabel('입금액 (원)').fill('60000');
  await dialog.getByRole('button', { name: '입금 확인' }).click();
  await page.getByTestId('fee-paid').waitFor();
  assert.match(
    (await page.getByTestId('fee-paid').textContent()) ?? '',
    new RegExp(`^60,000원 · ${one.name} · \\d{4}-\\d{2}-\\d{2} · \\d{4}\\.\\d{2}\\.\\d{2} \\d{2}:\\d{2} · `),
  );
  await screenshot(page, 'admin-application-fee-390');
  await one.reload();
  assert.ok(one.feePaidAt);

  await page.goto('/board/calendar');
  const link = page.getByRole('link', { name: '휴대폰 달력에 구독' });
  assert.match((await link.getAttribute('href')) ?? '', /^webcal:\/\/.+\/calendar\.ics$/);
  const ics = await page.request.get('/calendar.ics');
  assert.equal(ics.headers()['content-type'], 'text/calendar; charset=utf-8');
  assert.match((await ics.text()).replace(/\r\n /g, ''), new RegExp(`SUMMARY:\\[${openName}\\] 원서접수 마감`));
  await link.scrollIntoViewIfNeeded();
  await screenshot(page, 'calendar-subscribe-390');
});
