// Lays a month's events out as bars per week row: each bar starts on its event's first day (or the week's
// Sunday) and ends on its last day (or Saturday); bars that overlap go to separate lanes, so every event
// keeps one line across the week instead of a piece per day that shifts up and down from cell to cell.
import { seoulParts as seoul } from '../../domain/time.js';

/** What the layout needs of an event (the board's post as the page gets it). */
export interface Timed {
  startAt: Date | null;
  endAt: Date | null;
  allDay: boolean;
}

/** yyyymmdd of an instant in Seoul: days compare as numbers. */
export const dayKey = (d: Date): number => {
  const s = seoul(d);
  return s.y * 10_000 + s.m * 100 + s.d;
};

/**
 * The first and last day an event covers, in Seoul. An all-day event's end is its last day (inclusive, as the
 * admin enters it). A timed event that ends exactly at midnight ends on the day before: 18:00 ~ 00:00 is one evening.
 */
export function eventDays(e: Timed): { from: number; to: number } {
  const start = e.startAt as Date;
  const end = e.endAt && e.endAt > start ? e.endAt : start;
  const s = seoul(end);
  const atMidnight = s.h === 0 && s.min === 0 && end.getTime() % 60_000 === 0;
  const last = !e.allDay && end > start && atMidnight ? new Date(end.getTime() - 1) : end;
  return { from: dayKey(start), to: Math.max(dayKey(start), dayKey(last)) };
}

export interface Bar<E> {
  event: E;
  /** Columns (0 = Sunday) where the bar starts and ends in this week. */
  start: number;
  end: number;
  /** The event began before this week / goes on after it (the bar's edge is flat there). */
  continuesFrom: boolean;
  continuesTo: boolean;
}

/** The lanes of one week (7 day keys): each lane a list of bars that do not overlap, left to right. */
export function weekLanes<E extends Timed>(week: number[], events: E[]): Bar<E>[][] {
  const first = week[0];
  const last = week[6];
  const bars: Bar<E>[] = [];
  for (const event of events) {
    const { from, to } = eventDays(event);
    if (to < first || from > last) continue;
    const start = from < first ? 0 : week.indexOf(from);
    const end = to > last ? 6 : week.indexOf(to);
    bars.push({ event, start, end, continuesFrom: from < first, continuesTo: to > last });
  }
  // Earlier starts first, longer bars first among equals: the usual calendar packing.
  bars.sort((a, b) => a.start - b.start || b.end - b.start - (a.end - a.start));
  const lanes: Bar<E>[][] = [];
  for (const bar of bars) {
    const lane = lanes.find((l) => l[l.length - 1].end < bar.start);
    if (lane) lane.push(bar);
    else lanes.push([bar]);
  }
  return lanes;
}
