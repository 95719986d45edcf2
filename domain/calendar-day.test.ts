// The one rule for a 'YYYY-MM-DD' day: malformed or impossible days are refused with the route's words, nothing
// chained after it runs on them, and nothing throws.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { calendarDay, isCalendarDay } from './calendar-day.js';

test('isCalendarDay: real days between 1900 and 2999 only, and it never throws', () => {
  for (const d of ['2026-12-01', '2024-02-29', '2000-02-29', '1900-01-01', '2999-12-31'])
    assert.equal(isCalendarDay(d), true, d);
  for (const d of [
    '2026-02-29',
    '1900-02-29',
    '2026-13-45',
    '2026-04-31',
    '2026-00-10',
    '2026-01-00',
    '0000-01-01',
    '3000-01-01',
  ])
    assert.equal(isCalendarDay(d), false, d);
  for (const v of ['A', '', ' 2026-12-01', '2026-12-01T00:00:00Z', '２０２６-01-01', 20261201, null, undefined, [], {}])
    assert.equal(isCalendarDay(v), false, String(v));
});

test('calendarDay: the format, then the day, each with its message; a later check sees only real days', () => {
  let later = 0;
  const rule = calendarDay({
    required: '입력해주세요.',
    format: 'YYYY-MM-DD로 입력해주세요.',
    invalid: '없는 날짜입니다.',
  }).refine(
    (s) => {
      later++;
      return new Date(`${s}T00:00:00Z`).toISOString() <= '2026-12-01';
    },
    { error: '오늘 이전이어야 합니다.' },
  );
  const messages = (v: unknown) => rule.safeParse(v).error?.issues.map((i) => i.message) ?? [];
  assert.deepEqual(messages('A'), ['YYYY-MM-DD로 입력해주세요.']);
  assert.deepEqual(messages('x'.repeat(100_000)), ['YYYY-MM-DD로 입력해주세요.']);
  assert.deepEqual(messages('2026-13-45'), ['없는 날짜입니다.']);
  assert.deepEqual(messages(5), ['입력해주세요.']);
  assert.deepEqual(messages(['2026-01-01']), ['입력해주세요.']);
  assert.equal(later, 0, 'the check after it never ran on those');
  assert.deepEqual(messages('2026-12-02'), ['오늘 이전이어야 합니다.']);
  assert.deepEqual(messages('2026-11-30'), []);
});
