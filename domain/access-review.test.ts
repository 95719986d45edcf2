// The rules of the monthly review: the Seoul working-hours window at its edges, the daily threshold, months.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  exceedsDailyViews,
  isExportOrDownload,
  isMonthOver,
  isOutsideWorkHours,
  monthRange,
  monthsBetween,
  outsideNeed,
  parseReviewMonth,
  reviewMonthOf,
} from './access-review.js';

test('08:00:00 to 19:59:59 Seoul time is inside the window, 07:59:59 and 20:00:00 are outside', () => {
  assert.equal(isOutsideWorkHours('2026-10-14T07:59:59+09:00'), true);
  assert.equal(isOutsideWorkHours('2026-10-14T08:00:00+09:00'), false);
  assert.equal(isOutsideWorkHours('2026-10-14T19:59:59+09:00'), false);
  assert.equal(isOutsideWorkHours('2026-10-14T20:00:00+09:00'), true);
  // 10:00 UTC is 19:00 in Seoul: the hour is Seoul's, not the server's.
  assert.equal(isOutsideWorkHours('2026-10-14T10:00:00Z'), false);
  assert.equal(isOutsideWorkHours('2026-10-14T11:00:00Z'), true);
});

test('more than 50 distinct applications a day is a finding, 50 is not', () => {
  assert.equal(exceedsDailyViews(50), false);
  assert.equal(exceedsDailyViews(51), true);
});

test('exports and downloads are findings; a document opened on screen is not', () => {
  assert.equal(isExportOrDownload('export', {}), true);
  assert.equal(isExportOrDownload('download', { inline: false, reason: '심사 자료' }), true);
  assert.equal(isExportOrDownload('download', { inline: true }), false);
  assert.equal(isExportOrDownload('view', {}), false);
});

test('a month is YYYY-MM, covers Seoul midnights to midnights, and is over at the next month', () => {
  assert.deepEqual(parseReviewMonth('2026-12'), { y: 2026, m: 12 });
  for (const bad of ['2026-13', '2026-00', '2026-1', '26-10', '2026-10-01']) assert.equal(parseReviewMonth(bad), null);
  const { start, end } = monthRange({ y: 2026, m: 12 });
  assert.equal(start.toISOString(), '2026-11-30T15:00:00.000Z');
  assert.equal(end.toISOString(), '2026-12-31T15:00:00.000Z');
  assert.equal(isMonthOver({ y: 2026, m: 12 }, new Date('2026-12-31T14:59:59Z')), false);
  assert.equal(isMonthOver({ y: 2026, m: 12 }, new Date('2026-12-31T15:00:00Z')), true);
  assert.deepEqual(reviewMonthOf('2026-11-30T15:00:00Z'), { y: 2026, m: 12 });
  assert.deepEqual(
    monthsBetween({ y: 2026, m: 11 }, { y: 2027, m: 2 }).map((m) => `${m.y}-${m.m}`),
    ['2027-2', '2027-1', '2026-12', '2026-11'],
  );
});

test('outside the need: no account, not staff (disabled, withdrawn, a member), a role that cannot read applications', () => {
  assert.equal(outsideNeed(null), 'noAccount');
  assert.equal(outsideNeed({ role: 'admissions', active: false }), 'notStaff');
  assert.equal(outsideNeed({ role: 'user', active: true }), 'notStaff');
  assert.equal(outsideNeed({ role: 'content', active: true }), 'roleCannotRead');
  assert.equal(outsideNeed({ role: 'admissions', active: true }), null);
  assert.equal(outsideNeed({ role: 'superadmin', active: true }), null);
});
