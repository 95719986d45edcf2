// The active window, judged in absolute time: edges of a period, midnight in Seoul, devices, languages, order.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { choosePopups, isShowing, nextChange, popupStatus, type PopupWindow } from './active.js';
import { formatDateTime, nextSeoulMidnight, toSeoulLocalInput } from '../../domain/time.js';
import { hiddenUntil, isDismissed, dismiss, fitsDevice } from '../../public-web/popups/dismiss.js';

const seoul = (local: string) => new Date(`${local}+09:00`);
let seq = 0;
const popup = (over: Partial<PopupWindow> = {}): PopupWindow => ({
  id: ++seq,
  active: true,
  startAt: seoul('2026-12-01T00:00:00'),
  endAt: seoul('2026-12-08T00:00:00'),
  device: 'all',
  lang: 'ko',
  sortOrder: 0,
  ...over,
});

describe('a period starting at midnight in Seoul (15:00 UTC the day before)', () => {
  const p = popup();
  test('not yet at 23:59:59.999 in Seoul, shown from 00:00:00 exactly', () => {
    assert.equal(isShowing(p, new Date('2026-11-30T14:59:59.999Z')), false);
    assert.equal(isShowing(p, new Date('2026-11-30T15:00:00.000Z')), true);
    assert.equal(popupStatus(p, new Date('2026-11-30T14:59:59.999Z')), 'scheduled');
    assert.equal(popupStatus(p, new Date('2026-11-30T15:00:00.000Z')), 'live');
  });
  test('the end is exclusive: shown at 23:59:59.999 on the last day, gone at midnight', () => {
    assert.equal(isShowing(p, seoul('2026-12-07T23:59:59.999')), true);
    assert.equal(isShowing(p, seoul('2026-12-08T00:00:00')), false);
    assert.equal(popupStatus(p, seoul('2026-12-08T00:00:00')), 'ended');
  });
  test('a switched-off popup never shows, and is "off" until it ends', () => {
    const off = popup({ active: false });
    assert.equal(isShowing(off, seoul('2026-12-03T12:00:00')), false);
    assert.equal(popupStatus(off, seoul('2026-12-03T12:00:00')), 'off');
    assert.equal(popupStatus(off, seoul('2026-12-09T00:00:00')), 'ended');
  });
});

describe('choosePopups', () => {
  const now = seoul('2026-12-03T09:00:00');
  test('keeps only those showing now, for the language and device, ordered by sortOrder then newest start', () => {
    const a = popup({ sortOrder: 2 });
    const b = popup({ sortOrder: 1 });
    const c = popup({ sortOrder: 1, startAt: seoul('2026-12-02T00:00:00') });
    const zh = popup({ lang: 'zh' });
    const both = popup({ lang: 'all', sortOrder: 5 });
    const pcOnly = popup({ device: 'pc', sortOrder: 3 });
    const later = popup({ startAt: seoul('2026-12-03T09:00:01') });
    const all = [a, b, c, zh, both, pcOnly, later];
    assert.deepEqual(
      choosePopups(all, now, { lang: 'ko' }).map((p) => p.id),
      [c.id, b.id, a.id, pcOnly.id, both.id],
    );
    assert.deepEqual(
      choosePopups(all, now, { lang: 'ko', device: 'mobile' }).map((p) => p.id),
      [c.id, b.id, a.id, both.id],
    );
    assert.deepEqual(
      choosePopups(all, now, { lang: 'zh' }).map((p) => p.id),
      [zh.id, both.id],
    );
  });
});

describe('nextChange: when a cached page must be rendered again', () => {
  test('the nearest future start or end of a switched-on popup for the audience', () => {
    const now = seoul('2026-12-03T09:00:00');
    const showing = popup({ endAt: seoul('2026-12-05T18:00:00') });
    const upcoming = popup({ startAt: seoul('2026-12-04T00:00:00'), endAt: seoul('2026-12-10T00:00:00') });
    const offSooner = popup({ active: false, startAt: seoul('2026-12-03T10:00:00') });
    const zhSooner = popup({ lang: 'zh', startAt: seoul('2026-12-03T09:30:00') });
    assert.deepEqual(
      nextChange([showing, upcoming, offSooner, zhSooner], now, { lang: 'ko' }),
      seoul('2026-12-04T00:00:00'),
    );
    assert.deepEqual(nextChange([showing, upcoming, zhSooner], now, { lang: 'zh' }), seoul('2026-12-03T09:30:00'));
    assert.equal(nextChange([popup({ active: false })], now, { lang: 'ko' }), null);
  });
  test('an edge exactly now is not "next"', () => {
    const p = popup({ startAt: seoul('2026-12-03T09:00:00'), endAt: seoul('2026-12-03T10:00:00') });
    assert.deepEqual(nextChange([p], seoul('2026-12-03T09:00:00'), { lang: 'ko' }), seoul('2026-12-03T10:00:00'));
  });
});

describe('"오늘 하루 보지 않기": until the next midnight in Seoul', () => {
  test('at 23:59 in Seoul it lasts one minute; at 00:00 a whole day', () => {
    assert.equal(nextSeoulMidnight(seoul('2026-12-03T23:59:00')).getTime(), seoul('2026-12-04T00:00:00').getTime());
    assert.equal(nextSeoulMidnight(seoul('2026-12-04T00:00:00')).getTime(), seoul('2026-12-05T00:00:00').getTime());
    // 08:59 UTC and 15:00 UTC are different days in Seoul even though they are the same UTC day.
    assert.equal(nextSeoulMidnight(Date.parse('2026-12-03T14:59:59Z')).getTime(), Date.parse('2026-12-03T15:00:00Z'));
    assert.equal(nextSeoulMidnight(Date.parse('2026-12-03T15:00:00Z')).getTime(), Date.parse('2026-12-04T15:00:00Z'));
  });
  test('N hours mode counts hours from now', () => {
    const now = seoul('2026-12-03T22:00:00').getTime();
    assert.equal(hiddenUntil({ dismissMode: 'hours', dismissHours: 24 }, now), now + 24 * 3600_000);
    assert.equal(hiddenUntil({ dismissMode: 'today', dismissHours: 24 }, now), seoul('2026-12-04T00:00:00').getTime());
  });
  test('per popup in storage: one dismissed, the other not; expired dismissals show again', () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
    };
    const now = seoul('2026-12-03T23:00:00').getTime();
    dismiss(storage, { id: 7, dismissMode: 'today', dismissHours: 24 }, now);
    assert.equal(isDismissed(storage, 7, now), true);
    assert.equal(isDismissed(storage, 8, now), false);
    assert.equal(isDismissed(storage, 7, seoul('2026-12-03T23:59:59').getTime()), true);
    assert.equal(isDismissed(storage, 7, seoul('2026-12-04T00:00:00').getTime()), false);
    assert.equal(isDismissed(null, 7, now), false);
  });
  test('device fit and Seoul formatting', () => {
    assert.equal(fitsDevice('all', true), true);
    assert.equal(fitsDevice('pc', true), false);
    assert.equal(fitsDevice('mobile', true), true);
    assert.equal(fitsDevice('mobile', false), false);
    assert.equal(toSeoulLocalInput(new Date('2026-11-30T15:00:00Z')), '2026-12-01T00:00');
    assert.equal(formatDateTime(new Date('2026-11-30T15:30:00Z')), '2026.12.01 00:30');
  });
});
