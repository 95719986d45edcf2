// Asia/Seoul arithmetic and the agreed date forms, checked at day, month and year edges in UTC and in Seoul.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { clockFromSetting, clockStartingAt, systemClock } from './clock.js';
import {
  addSeoulDays,
  formatDate,
  formatDateTime,
  formatDayRange,
  formatLongDate,
  formatLongDay,
  nextSeoulMidnight,
  parseSeoulLocalInput,
  seoulDay,
  seoulMidnight,
  seoulParts,
  startOfSeoulDay,
  toSeoulLocalInput,
} from './time.js';

test('an instant reads as its Seoul day, which is not its UTC day between 15:00 and 24:00 UTC', () => {
  assert.deepEqual(seoulParts('2026-12-31T15:00:00Z'), { y: 2027, m: 1, d: 1, h: 0, min: 0, dow: 5 });
  assert.equal(seoulDay('2026-12-31T14:59:59Z'), '2026-12-31');
  assert.equal(seoulDay('2026-12-31T15:00:00Z'), '2027-01-01');
  // A bare calendar day is that day in Seoul.
  assert.equal(seoulDay('2027-03-01'), '2027-03-01');
});

test('midnights: start of the day, the next one, days later, and rolling over month ends', () => {
  assert.equal(seoulMidnight(2027, 3, 1).toISOString(), '2027-02-28T15:00:00.000Z');
  assert.equal(seoulMidnight(2027, 2, 29).toISOString(), '2027-02-28T15:00:00.000Z');
  assert.equal(startOfSeoulDay('2027-03-01T14:59:00Z').toISOString(), '2027-02-28T15:00:00.000Z');
  assert.equal(nextSeoulMidnight('2027-02-28T15:00:00Z').toISOString(), '2027-03-01T15:00:00.000Z');
  assert.equal(addSeoulDays('2027-09-01T10:00:00+09:00', -1).toISOString(), '2027-08-30T15:00:00.000Z');
});

test('datetime-local values mean Seoul time; impossible ones are refused, not rolled over', () => {
  assert.equal(toSeoulLocalInput(new Date('2026-11-30T15:00:00Z')), '2026-12-01T00:00');
  assert.equal(parseSeoulLocalInput('2026-12-01T09:30')?.toISOString(), '2026-12-01T00:30:00.000Z');
  assert.equal(parseSeoulLocalInput('2026-12-01')?.toISOString(), '2026-11-30T15:00:00.000Z');
  assert.equal(parseSeoulLocalInput('2027-02-29T10:00'), null);
  assert.equal(parseSeoulLocalInput('2026-12-01T24:00'), null);
  assert.equal(parseSeoulLocalInput('12/01/2026'), null);
});

test('the two forms: dotted in lists and tables, long Korean in prose and calendars', () => {
  const at = new Date('2025-10-13T00:30:00Z');
  assert.equal(formatDate(at), '2025.10.13');
  assert.equal(formatDateTime(at), '2025.10.13 09:30');
  assert.equal(formatLongDate(at), '2025년 10월 13일');
  assert.equal(formatLongDay(at), '2025년 10월 13일 (월)');
  assert.equal(formatDayRange('2025-10-13', '2025-10-24'), '2025년 10월 13일 (월) ~ 2025년 10월 24일 (금)');
  assert.equal(formatDayRange('2025-10-13', '2025-10-13'), '2025년 10월 13일 (월)');
});

test('a test clock starts at its instant and runs on in real time; a bad setting is refused', async () => {
  const clock = clockStartingAt(new Date('2027-03-01T10:00:00+09:00'));
  const first = clock.now().getTime();
  assert.ok(Math.abs(first - Date.parse('2027-03-01T01:00:00Z')) < 1000);
  await new Promise((r) => setTimeout(r, 20));
  assert.ok(clock.now().getTime() > first);
  assert.equal(clockFromSetting(undefined), systemClock);
  assert.throws(() => clockFromSetting('next tuesday'), /TEST_NOW/);
});
