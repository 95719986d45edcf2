// A calendar day written 'YYYY-MM-DD' (a Seoul day: 환불일, 입금일, 생년월일, a report's from/to): the one rule every
// schema takes it by. The format is checked first and, when it fails, nothing after it runs (abort), so a later check
// never sees "A" or "2026-13-45"; the calendar check itself never throws (no toISOString of an Invalid Date).
import { z } from 'zod';

const DAY_TEXT = /^\d{4}-\d{2}-\d{2}$/;

/** The years a day of this site can fall in (PostgreSQL has no year 0; Date.UTC reads 0-99 as 1900-1999). */
const FIRST_YEAR = 1900;
const LAST_YEAR = 2999;

/** A real calendar day written 'YYYY-MM-DD' between 1900 and 2999 (2026-02-29 and 2026-13-45 are not); never throws. */
export function isCalendarDay(day: unknown): day is string {
  if (typeof day !== 'string' || !DAY_TEXT.test(day)) return false;
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  if (y < FIRST_YEAR || y > LAST_YEAR || m < 1 || m > 12 || d < 1) return false;
  // Day 0 of the next month is the last day of this one.
  return d <= new Date(Date.UTC(y, m, 0)).getUTCDate();
}

export interface CalendarDayMessages {
  /** Not a string at all (missing, a number, an array); the format message when left out. */
  required?: string;
  /** Not written YYYY-MM-DD. */
  format: string;
  /** Written YYYY-MM-DD but no such day (2026-02-30, 0000-01-01); the format message when left out. */
  invalid?: string;
}

/**
 * A zod rule for a 'YYYY-MM-DD' calendar day with the route's Korean messages. Checks chained after it (a day not
 * later than today, an age) run only on a real day.
 */
export function calendarDay(messages: CalendarDayMessages) {
  return z
    .string({ error: messages.required ?? messages.format })
    .max(10, { error: messages.format, abort: true })
    .regex(DAY_TEXT, { error: messages.format, abort: true })
    .refine(isCalendarDay, { error: messages.invalid ?? messages.format, abort: true });
}
