// Multi-day events are one bar per week row that starts and ends on the event's real days
// (1차 원서접수 runs 10/12 ~ 11/13 and its bar ends under 11/13), and every event is a target of 24 × 24 px or more.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { academicEvents } from '../server/sample/board-content.js';
import { seoulParts as seoul } from '../domain/time.js';
import { testNow } from '../server/test/support.js';
import { DESKTOP, screenshot, startE2E, type E2E } from './support.js';

let e2e: E2E;
before(async () => {
  e2e = await startE2E();
});
after(() => e2e.close());

const iso = (y: number, m: number, d: number) => {
  const t = new Date(Date.UTC(y, m - 1, d));
  return `${t.getUTCFullYear()}-${String(t.getUTCMonth() + 1).padStart(2, '0')}-${String(t.getUTCDate()).padStart(2, '0')}`;
};

test('at 1440 px every multi-day event of the month is one bar per week row, from its first to its last day', async () => {
  const { page, consoleErrors } = await e2e.newPage(DESKTOP);
  const now = seoul(testNow());
  const spans = academicEvents(now).filter((e) => e.days > 1);
  const months = [...new Set(spans.map((e) => `${e.y}-${String(e.m).padStart(2, '0')}`))];
  let checked = 0;
  for (const month of months) {
    await page.goto(`/board/calendar?month=${month}`);
    for (const e of spans) {
      const first = iso(e.y, e.m, e.d);
      const last = iso(e.y, e.m, e.d + e.days - 1);
      const bars = page.locator('.bd-cal-lane a', { hasText: e.title });
      const n = await bars.count();
      for (let i = 0; i < n; i++) {
        const bar = bars.nth(i);
        const td = bar.locator('xpath=..');
        const [start, end] = [await td.getAttribute('data-start'), await td.getAttribute('data-end')];
        assert.ok(start && end);
        // The bar lies within the event's days, and in its week row it reaches the first and the last day it can.
        assert.ok(start >= first && end <= last, `${e.title}: ${start}..${end} outside ${first}..${last}`);
        const week = bar.locator('xpath=ancestor::tbody[1]');
        const days = await week
          .locator('td[data-date]')
          .evaluateAll((tds) => tds.map((t) => t.getAttribute('data-date')!));
        assert.equal(
          start,
          first > days[0] ? first : days[0],
          `${e.title} starts on its day in the week of ${days[0]}`,
        );
        assert.equal(end, last < days[6] ? last : days[6], `${e.title} ends on its day in the week of ${days[0]}`);
        // Drawn under those days: the bar's edges are within the start and end days' cells.
        const from = await week.locator(`td[data-date="${start}"]`).boundingBox();
        const to = await week.locator(`td[data-date="${end}"]`).boundingBox();
        const box = await bar.boundingBox();
        assert.ok(from && to && box);
        assert.ok(box.x >= from.x - 1 && box.x < from.x + from.width / 2, `${e.title}: left edge under ${start}`);
        const right = box.x + box.width;
        assert.ok(right > to.x + to.width / 2 && right <= to.x + to.width + 1, `${e.title}: right edge under ${end}`);
        checked++;
      }
    }
    await screenshot(page, `calendar-${month}-1440`);
  }
  assert.ok(checked >= 4, `${checked} bars checked`);
  assert.deepEqual(consoleErrors, []);
});

test('1차 원서접수 (10/12 ~ 11/13) ends under 11/13 in November, and every event link is at least 24 × 24 px', async (t) => {
  const { page } = await e2e.newPage(DESKTOP);
  const now = seoul(testNow());
  const round = academicEvents(now).find((e) => e.title.includes('1차 원서접수'));
  // The sample semester around the test clock has no autumn round from February to July: say so, never pass silently.
  if (!round) return t.skip('the sample semester around this date has no autumn round');
  const m = round.m + 1;
  await page.goto(`/board/calendar?month=${round.y}-${String(m).padStart(2, '0')}`);
  const bars = page.locator('.bd-cal-lane a', { hasText: round.title });
  const lastBar = bars.last();
  assert.equal(
    await lastBar.locator('xpath=..').getAttribute('data-end'),
    iso(round.y, round.m, round.d + round.days - 1),
  );
  assert.equal(await page.locator(`td[data-end="${iso(round.y, m, 14)}"] a`, { hasText: round.title }).count(), 0);
  assert.match(await page.innerText('.bd-cal-list'), /2026\.10\.12 ~ 2026\.11\.13|~ \d{4}\.11\.13/);
  const sizes = await page
    .locator('.bd-cal-grid a')
    .evaluateAll((as) => as.map((a) => [a.getBoundingClientRect().width, a.getBoundingClientRect().height]));
  assert.ok(sizes.length > 0);
  for (const [w, h] of sizes) assert.ok(w >= 24 && h >= 24, `an event target of ${w} × ${h} px`);
});
