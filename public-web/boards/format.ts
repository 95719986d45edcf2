// Dates as a Korean visitor reads them, in Asia/Seoul (UTC+9 all year: Korea keeps no summer time).
const SEOUL_OFFSET_MS = 9 * 3_600_000;
export const WEEKDAYS = ['일', '월', '화', '수', '목', '금', '토'];

/** Calendar fields of an instant as seen in Seoul. */
export function seoul(d: Date): { y: number; m: number; d: number; h: number; min: number; dow: number } {
  const s = new Date(d.getTime() + SEOUL_OFFSET_MS);
  return {
    y: s.getUTCFullYear(),
    m: s.getUTCMonth() + 1,
    d: s.getUTCDate(),
    h: s.getUTCHours(),
    min: s.getUTCMinutes(),
    dow: s.getUTCDay(),
  };
}

/** The instant of midnight in Seoul on y-m-d (m is 1-based; overflowing days roll over). */
export function seoulMidnight(y: number, m: number, d: number): Date {
  return new Date(Date.UTC(y, m - 1, d) - SEOUL_OFFSET_MS);
}

const pad = (n: number) => String(n).padStart(2, '0');

export function formatDate(d: Date): string {
  const s = seoul(d);
  return `${s.y}.${pad(s.m)}.${pad(s.d)}`;
}

export function formatDateTime(d: Date): string {
  const s = seoul(d);
  return `${formatDate(d)} ${pad(s.h)}:${pad(s.min)}`;
}

export function formatTime(d: Date): string {
  const s = seoul(d);
  return `${pad(s.h)}:${pad(s.min)}`;
}

/** "2026년 11월 3일 (화)" */
export function formatLongDate(d: Date): string {
  const s = seoul(d);
  return `${s.y}년 ${s.m}월 ${s.d}일 (${WEEKDAYS[s.dow]})`;
}

/** An ISO date (YYYY-MM-DD) in Seoul, for <time datetime>. */
export function isoDay(d: Date): string {
  const s = seoul(d);
  return `${s.y}-${pad(s.m)}-${pad(s.d)}`;
}

export function formatBytes(n: number): string {
  if (n < 1024) return `${n}B`;
  if (n < 1024 * 1024) return `${(n / 1024).toFixed(n < 10 * 1024 ? 1 : 0)}KB`;
  return `${(n / 1024 / 1024).toFixed(1)}MB`;
}
