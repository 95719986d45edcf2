// A small iCalendar (RFC 5545) writer for the site's one feed, /calendar.ics: events that are all-day (DATE
// values, the end exclusive) or timed in Asia/Seoul (TZID with the VTIMEZONE below: Korea keeps no daylight
// saving, +0900 all year). Text is escaped (\ ; , and newlines) and every content line is folded at 75 octets
// without splitting a UTF-8 character, so a Korean title reaches a phone's calendar intact.
import { SEOUL_TZ, addSeoulDays, seoulParts } from './time.js';

export interface CalendarEvent {
  /** Globally unique and stable across fetches (e.g. post-12@www.example.ac.kr). */
  uid: string;
  /** When the event's source last changed (DTSTAMP). */
  stamp: Date;
  summary: string;
  /** All-day: the Seoul days of start and end (inclusive). Timed: instants. */
  allDay: boolean;
  start: Date;
  /** Omitted: a timed event is a point in time, an all-day one lasts one day. */
  end?: Date | null;
  description?: string;
  location?: string;
  url?: string;
  categories?: string[];
}

export interface CalendarFeed {
  name: string;
  description?: string;
  /** How often a subscriber should fetch again, in minutes (REFRESH-INTERVAL, X-PUBLISHED-TTL). */
  refreshMinutes: number;
  events: CalendarEvent[];
}

const CRLF = '\r\n';

/** TEXT value escaping (RFC 5545 3.3.11); control characters other than newline are dropped. */
export function escapeText(s: string): string {
  return s
    .replace(/\r\n?/g, '\n')
    .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '')
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\n/g, '\\n');
}

const utf8Octets = (cp: number) => (cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4);

/** Folds a content line into lines of at most 75 octets (continuations start with one space), never inside a character. */
export function foldLine(line: string): string {
  const out: string[] = [];
  let current = '';
  let octets = 0;
  for (const ch of line) {
    const size = utf8Octets(ch.codePointAt(0) as number);
    if (octets + size > 75) {
      out.push(current);
      current = ' ';
      octets = 1;
    }
    current += ch;
    octets += size;
  }
  out.push(current);
  return out.join(CRLF);
}

const pad = (n: number, w = 2) => String(n).padStart(w, '0');

/** 20261125T093000Z */
export function utcStamp(d: Date): string {
  return (
    `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}` +
    `T${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}${pad(d.getUTCSeconds())}Z`
  );
}

/** The Seoul wall-clock time of an instant: 20261125T183000 (with TZID=Asia/Seoul; whole-hour offset, so the seconds are UTC's). */
export function seoulLocal(d: Date): string {
  const p = seoulParts(d);
  return `${p.y}${pad(p.m)}${pad(p.d)}T${pad(p.h)}${pad(p.min)}${pad(d.getUTCSeconds())}`;
}

/** The Seoul day of an instant as a DATE value: 20261125. */
export function seoulDate(d: Date): string {
  const p = seoulParts(d);
  return `${p.y}${pad(p.m)}${pad(p.d)}`;
}

export const SEOUL_VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${SEOUL_TZ}`,
  `X-LIC-LOCATION:${SEOUL_TZ}`,
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0900',
  'TZOFFSETTO:+0900',
  'TZNAME:KST',
  'DTSTART:19700101T000000',
  'END:STANDARD',
  'END:VTIMEZONE',
];

function eventLines(e: CalendarEvent): string[] {
  const lines = ['BEGIN:VEVENT', `UID:${e.uid}`, `DTSTAMP:${utcStamp(e.stamp)}`];
  if (e.allDay) {
    const last = e.end && e.end > e.start ? e.end : e.start;
    lines.push(`DTSTART;VALUE=DATE:${seoulDate(e.start)}`);
    // DTEND of a DATE event is the day after the last (exclusive).
    lines.push(`DTEND;VALUE=DATE:${seoulDate(addSeoulDays(last, 1))}`);
  } else {
    lines.push(`DTSTART;TZID=${SEOUL_TZ}:${seoulLocal(e.start)}`);
    if (e.end && e.end > e.start) lines.push(`DTEND;TZID=${SEOUL_TZ}:${seoulLocal(e.end)}`);
  }
  lines.push(`SUMMARY:${escapeText(e.summary)}`);
  if (e.description) lines.push(`DESCRIPTION:${escapeText(e.description)}`);
  if (e.location) lines.push(`LOCATION:${escapeText(e.location)}`);
  if (e.categories?.length) lines.push(`CATEGORIES:${e.categories.map(escapeText).join(',')}`);
  if (e.url) lines.push(`URL:${e.url}`);
  lines.push('TRANSP:TRANSPARENT', 'END:VEVENT');
  return lines;
}

/** The whole VCALENDAR, CRLF line ends, folded. */
export function renderCalendar(feed: CalendarFeed, prodId: string): string {
  const ttl = `PT${Math.max(1, Math.round(feed.refreshMinutes))}M`;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${prodId}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(feed.name)}`,
    `NAME:${escapeText(feed.name)}`,
    ...(feed.description
      ? [`X-WR-CALDESC:${escapeText(feed.description)}`, `DESCRIPTION:${escapeText(feed.description)}`]
      : []),
    `X-WR-TIMEZONE:${SEOUL_TZ}`,
    `REFRESH-INTERVAL;VALUE=DURATION:${ttl}`,
    `X-PUBLISHED-TTL:${ttl}`,
    ...SEOUL_VTIMEZONE,
    ...feed.events.flatMap(eventLines),
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}
