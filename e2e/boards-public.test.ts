import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { academicEvents } from '../server/sample/board-content.js';
import { seoulParts } from '../domain/time.js';
import { testNow } from '../server/test/support.js';
import { DESKTOP, PHONE, screenshot, startE2E, type E2E, expectCount } from './support.js';

let e2e: E2E;
before(async () => {
  e2e = await startE2E();
});
after(() => e2e.close());

test('the calendar shows an event in the right Sunday-first grid cell', async () => {
  const { page, consoleErrors } = await e2e.newPage(DESKTOP);
  await page.goto('/board/calendar');
  const headers = await page.locator('.bd-cal-grid thead th').allInnerTexts();
  assert.deepEqual(headers, ['일', '월', '화', '수', '목', '금', '토']);
  // A sample event that starts this month (Seoul): its cell must sit in that weekday's column.
  const now = seoulParts(testNow());
  const event = academicEvents(now).find((e) => e.y === now.y && e.m === now.m)!;
  const day = `${event.y}-${String(event.m).padStart(2, '0')}-${String(event.d).padStart(2, '0')}`;
  const cell = page.locator(`td[data-date="${day}"]`);
  // Its bar starts under that day: same left edge as the day's cell.
  const bar = page.locator(`td[data-start="${day}"] a`, { hasText: event.title });
  assert.equal(await bar.count(), 1, event.title);
  const [cellBox, barBox] = [await cell.boundingBox(), await bar.boundingBox()];
  assert.ok(cellBox && barBox && Math.abs(barBox.x - cellBox.x) <= 6, event.title);
  const column = await cell.evaluate((td) => (td as HTMLTableCellElement).cellIndex);
  // Day-of-week of the calendar date itself, computed without any time zone.
  const dow = new Date(Date.UTC(event.y, event.m - 1, event.d)).getUTCDay();
  assert.equal(column, dow);
  await screenshot(page, 'board-calendar-1440');
  await page.getByRole('link', { name: '다음 달 ›' }).click();
  await page.waitForURL(/month=/);
  assert.deepEqual(consoleErrors, []);
});

test('board pages read without JavaScript at 375 and 1440 px', async () => {
  for (const [viewport, suffix] of [
    [PHONE, '375'],
    [DESKTOP, '1440'],
  ] as const) {
    const context = await e2e.browser.newContext({
      viewport,
      javaScriptEnabled: false,
      locale: 'ko-KR',
      timezoneId: 'Asia/Seoul',
      baseURL: e2e.app.baseUrl,
    });
    const page = await context.newPage();
    await page.goto('/board/notice');
    await expectCount(page.locator('.bd-table tbody tr'), (n) => n >= 10);
    await screenshot(page, `board-notice-${suffix}`);
    await page.fill('#bd-q', '장학');
    await page.click('.bd-search button');
    await page.waitForURL(/q=/);
    await expectCount(page.getByText('성적우수 장학생'), (n) => n > 0);
    await page.goto('/board/special_gallery');
    await expectCount(page.locator('.bd-gallery img'), (n) => n >= 6);
    await screenshot(page, `board-gallery-${suffix}`);
    await page.goto('/board/calendar');
    await screenshot(page, `board-calendar-nojs-${suffix}`);
    await page.goto('/board/form_data');
    await page.locator('.bd-subject a').first().click();
    await expectCount(page.locator('.bd-files a'), (n) => n > 0);
    await screenshot(page, `board-form-detail-${suffix}`);
    await context.close();
  }
});
