import assert from 'node:assert/strict';
import { test } from 'node:test';
import { scheduledMark } from './scheduled.js';

test('the mark names the Seoul day and time, with the year only when it is not this one', () => {
  const today = '2026-11-28T03:00:00Z';
  assert.equal(scheduledMark('2026-12-01T00:00:00Z', today), '예약됨: 12월 1일 09:00 게시');
  assert.equal(scheduledMark('2026-11-30T15:30:00Z', today), '예약됨: 12월 1일 00:30 게시');
  assert.equal(scheduledMark('2027-01-04T01:00:00Z', today), '예약됨: 2027년 1월 4일 10:00 게시');
});
