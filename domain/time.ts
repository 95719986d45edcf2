// Time in Asia/Seoul, the one place that knows it: the server (popup periods, "new" badges, calendars, file
// names), the public pages and islands, and the admin all read dates through these names. Built on Intl (the
// platform's own time-zone database, in Node and every browser), so no offset is written by hand here.
//
// How a date reads (README "Dates"): lists, tables and the admin use the dotted form ("2025.10.13",
// "2025.10.13 09:30"); prose and calendars use the long Korean form ("2025년 10월 13일", with "(월)" where the
// weekday helps: schedules, calendar days).

export const SEOUL_TZ = 'Asia/Seoul';
export const WEEKDAYS = ['일', '월', '화', '수', '목', '금', '토'] as const;

/** A moment: a Date, epoch milliseconds, an ISO instant, or a calendar day "YYYY-MM-DD" (noon of that day in Seoul). */
export type Moment = Date | number | string;

export interface SeoulParts {
  y: number;
  /** 1-based */
  m: number;
  d: number;
  h: number;
  min: number;
  /** 0 = Sunday */
  dow: number;
}

// Made on first use, not when the module loads: building a formatter with a time zone loads the zone data
// (40-110 ms on a phone-class CPU), and the home page's popup island imports this module only for the
// "오늘 하루 보지 않기" button, which most visits never press.
let partsFmt: Intl.DateTimeFormat | null = null;
function seoulFormatter(): Intl.DateTimeFormat {
  partsFmt ??= new Intl.DateTimeFormat('en-US', {
    timeZone: SEOUL_TZ,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
    weekday: 'short',
  });
  return partsFmt;
}
const DOW: Record<string, number> = { Sun: 0, Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6 };
const DAY_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The instant a Moment names (a bare calendar day means noon of that day in Seoul, so it is that day anywhere). */
export function toInstant(at: Moment): Date {
  if (typeof at === 'string') {
    const day = DAY_RE.exec(at);
    if (day) return seoulMidnight(Number(day[1]), Number(day[2]), Number(day[3]), 12);
  }
  return at instanceof Date ? at : new Date(at);
}

function fields(at: Date): SeoulParts & { s: number } {
  const p: Record<string, string> = {};
  for (const { type, value } of seoulFormatter().formatToParts(at)) p[type] = value;
  return {
    y: Number(p.year),
    m: Number(p.month),
    d: Number(p.day),
    h: Number(p.hour),
    min: Number(p.minute),
    s: Number(p.second),
    dow: DOW[p.weekday] ?? 0,
  };
}

/** Calendar fields of an instant as seen in Seoul. */
export function seoulParts(at: Moment): SeoulParts {
  const { s: _s, ...rest } = fields(toInstant(at));
  return rest;
}

/** Seoul's offset from UTC at an instant, in milliseconds. */
function offsetAt(at: Date): number {
  const f = fields(at);
  const wall = Date.UTC(f.y, f.m - 1, f.d, f.h, f.min, f.s);
  return wall - Math.floor(at.getTime() / 1000) * 1000;
}

/** The instant of a wall-clock time in Seoul (m is 1-based; overflowing days, hours roll over). */
export function seoulMidnight(y: number, m: number, d: number, h = 0, min = 0): Date {
  const wall = Date.UTC(y, m - 1, d, h, min);
  // The offset at the guess is the offset at the answer unless a change of offset lies between them.
  const guess = wall - offsetAt(new Date(wall));
  return new Date(wall - offsetAt(new Date(guess)));
}

/** Midnight in Seoul at the start of the day of `at`. */
export function startOfSeoulDay(at: Moment): Date {
  const p = seoulParts(at);
  return seoulMidnight(p.y, p.m, p.d);
}

/** The first midnight in Seoul strictly after `at`. */
export function nextSeoulMidnight(at: Moment): Date {
  const p = seoulParts(at);
  return seoulMidnight(p.y, p.m, p.d + 1);
}

/** Midnight in Seoul `days` days after the start of the day of `at` (negative: before). */
export function addSeoulDays(at: Moment, days: number): Date {
  const p = seoulParts(at);
  return seoulMidnight(p.y, p.m, p.d + days);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** "2025-10-13": the day in Seoul, for <time datetime>, file names and day keys. */
export function seoulDay(at: Moment): string {
  const p = seoulParts(at);
  return `${p.y}-${pad(p.m)}-${pad(p.d)}`;
}

/** "2026-12-01T09:30": the value of a datetime-local input meant in Seoul time. */
export function toSeoulLocalInput(at: Moment): string {
  const p = seoulParts(at);
  return `${seoulDay(at)}T${pad(p.h)}:${pad(p.min)}`;
}

/** "2026-12-01T09:30" (or "2026-12-01") typed in Seoul → the instant; null when it is not such a value. */
export function parseSeoulLocalInput(value: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}))?$/.exec(value);
  if (!m) return null;
  const [y, mo, d, h, min] = [m[1], m[2], m[3], m[4] ?? '0', m[5] ?? '0'].map(Number);
  const at = seoulMidnight(y, mo, d, h, min);
  // Reject 2026-02-30 and 25:00 instead of rolling them over.
  return toSeoulLocalInput(at) === `${m[1]}-${m[2]}-${m[3]}T${pad(h)}:${pad(min)}` ? at : null;
}

/** "2025.10.13": lists, tables, the admin. */
export function formatDate(at: Moment): string {
  const p = seoulParts(at);
  return `${p.y}.${pad(p.m)}.${pad(p.d)}`;
}

/** "2025.10.13 09:30" */
export function formatDateTime(at: Moment): string {
  const p = seoulParts(at);
  return `${formatDate(at)} ${pad(p.h)}:${pad(p.min)}`;
}

/** "09:30" */
export function formatTime(at: Moment): string {
  const p = seoulParts(at);
  return `${pad(p.h)}:${pad(p.min)}`;
}

/** "2025년 10월 13일": prose. */
export function formatLongDate(at: Moment): string {
  const p = seoulParts(at);
  return `${p.y}년 ${p.m}월 ${p.d}일`;
}

/** "2025년 10월 13일 (월)": calendars and schedules. */
export function formatLongDay(at: Moment): string {
  return `${formatLongDate(at)} (${WEEKDAYS[seoulParts(at).dow]})`;
}

/** A range of days in the long form: "2025년 10월 13일 (월) ~ 2025년 10월 24일 (금)". */
export function formatDayRange(from: Moment, to?: Moment): string {
  return to !== undefined && seoulDay(to) !== seoulDay(from)
    ? `${formatLongDay(from)} ~ ${formatLongDay(to)}`
    : formatLongDay(from);
}

/** "2026": the year in Seoul. */
export function seoulYear(at: Moment): string {
  return String(seoulParts(at).y);
}
