// The list's state words: the scheduled time in Seoul whatever the machine's zone (the editors' mark, the year only
// when it differs), and where a retired page sends visitors.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { scheduledMark } from '../../../domain/scheduled';
import { retiredLabel } from './scheduled-label';

test('a scheduled publish reads in Seoul time, the year only when another', () => {
  const now = new Date('2026-11-28T00:00:00Z');
  assert.equal(scheduledMark('2026-12-01T00:00:00Z', now), '예약됨: 12월 1일 09:00 게시');
  assert.equal(scheduledMark('2026-12-31T15:30:00Z', now), '예약됨: 2027년 1월 1일 00:30 게시');
});

test('a retired page says where it sends visitors', () => {
  assert.equal(retiredLabel('/introduce/greeting'), '폐지됨 → /introduce/greeting 로 이동');
  assert.equal(retiredLabel(null), '폐지됨 (없는 페이지로 안내)');
});
