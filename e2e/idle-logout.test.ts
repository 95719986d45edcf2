// The idle-logout warning in the admin (KWCAG 2.2.1, 기준 제6조): two minutes before a staff login ends for idleness
// an alert dialog counts down with 연장 focused; 연장 keeps the login; an admin call resets the time; at the limit
// the admin goes to the login page, which says why. The page's clock is playwright's (syncClock), moved forward
// together with the server's (advanceClock).
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Page } from 'playwright-core';
import { advanceClock, call, makeUser } from '../server/test/support.js';
import { DESKTOP, loginInPage, PHONE, screenshot, startE2E, type E2E } from './support.js';

let e2e: E2E;
before(async () => {
  e2e = await startE2E();
});
after(() => e2e.close());

const MIN = 60_000;

/** Moves the page's and the server's clocks on together. */
async function pass(page: Page, ms: number) {
  advanceClock(ms);
  await page.clock.fastForward(ms);
}

async function staffInAdmin(viewport: { width: number; height: number }) {
  const staff = await makeUser({ role: 'content' });
  const opened = await e2e.newPage(viewport);
  await opened.page.goto('/');
  await loginInPage(opened.page, staff.loginId, staff.password);
  await opened.page.goto('/admin/boards');
  // The board list has loaded: the admin's calls (which start the idle time) have landed.
  await opened.page.getByText('학사일정').first().waitFor();
  await opened.page.waitForLoadState('networkidle');
  return opened;
}

for (const [width, viewport] of [
  [1440, DESKTOP],
  [375, PHONE],
] as const) {
  test(`${width}px: the warning comes two minutes before the limit, 연장 keeps the login`, async () => {
    const { page, consoleErrors } = await staffInAdmin(viewport);
    const dialog = page.getByRole('alertdialog');

    // An admin call after 20 minutes starts the time again: 9 minutes later there is no warning.
    await pass(page, 20 * MIN);
    await page.goto('/admin/popups');
    // The list's own answer has landed (the menu's 팝업 관리 shows before it): a call still in flight when the
    // clocks jump would count as activity after the jump.
    await page.getByText('아직 만든 팝업이 없습니다').waitFor();
    await page.waitForLoadState('networkidle');
    await pass(page, 9 * MIN);
    await page.waitForTimeout(1500);
    assert.equal(await dialog.count(), 0, 'no warning 9 minutes after the last call');

    // 28 idle minutes: the warning, counting down, with 연장 focused.
    await pass(page, 19 * MIN);
    await dialog.waitFor();
    assert.match(await dialog.innerText(), /곧 자동으로 로그아웃됩니다/);
    assert.match(await dialog.innerText(), /30분 동안 사용하지 않으면/);
    const countdown = async () => /(\d)분 (\d+)초 뒤에 로그아웃됩니다/.exec(await dialog.innerText());
    const first = await countdown();
    assert.ok(first, await dialog.innerText());
    assert.equal(await page.evaluate(() => document.activeElement?.textContent), '연장');
    await page.clock.fastForward(3000);
    const later = await countdown();
    assert.ok(later && Number(later[1]) * 60 + Number(later[2]) < Number(first[1]) * 60 + Number(first[2]));
    await screenshot(page, `admin-idle-warning-${width}`);

    await dialog.getByRole('button', { name: '연장' }).click();
    await dialog.waitFor({ state: 'detached' });
    // The server counted it: 25 more minutes on, the login still works and no warning shows.
    await pass(page, 25 * MIN);
    await page.waitForTimeout(1500);
    assert.equal(await dialog.count(), 0);
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const check = await call(e2e.app, 'GET', '/api/auth/admin', { token: token ?? '' });
    assert.equal(check.status, 200, JSON.stringify(check.body));
    assert.deepEqual(consoleErrors, []);
  });
}

test('375px: at the limit the admin goes to the login page, which says why', async () => {
  const { page } = await staffInAdmin(PHONE);
  await pass(page, 28 * MIN);
  await page.getByRole('alertdialog').waitFor();
  await pass(page, 2 * MIN);
  await page.waitForURL(/\/auth\/login\?/);
  const url = new URL(page.url());
  assert.equal(url.searchParams.get('prevUrl'), '/admin/boards');
  await page.getByText('30분 동안 사용하지 않아 로그아웃되었습니다. 다시 로그인해주세요.').waitFor();
  assert.equal(await page.evaluate(() => localStorage.getItem('token')), null);
  await screenshot(page, 'admin-idle-ended-375');
});
