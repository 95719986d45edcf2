// Time in Seoul without a time-zone database: Korea keeps UTC+9 all year (no daylight saving since 1988).
// Shared by the server (popup periods) and the popup island ("오늘 하루 보지 않기" until midnight in Seoul).

export const SEOUL_OFFSET_MS = 9 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The first midnight in Seoul strictly after `ms` (epoch milliseconds). */
export function nextSeoulMidnight(ms: number): number {
  const seoulDay = Math.floor((ms + SEOUL_OFFSET_MS) / DAY_MS);
  return (seoulDay + 1) * DAY_MS - SEOUL_OFFSET_MS;
}

/** "2026-12-01T09:30" in Seoul for an instant: the value of a datetime-local input meant in Seoul time. */
export function toSeoulLocalInput(date: Date): string {
  return new Date(date.getTime() + SEOUL_OFFSET_MS).toISOString().slice(0, 16);
}

/** "2026.12.01 09:30" in Seoul. */
export function formatSeoul(date: Date): string {
  const s = new Date(date.getTime() + SEOUL_OFFSET_MS).toISOString();
  return `${s.slice(0, 4)}.${s.slice(5, 7)}.${s.slice(8, 10)} ${s.slice(11, 16)}`;
}
