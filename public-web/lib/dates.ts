// Dates as a Korean reader expects them: ko-KR, Asia/Seoul, whatever the server's own zone is.
// Weeks start on Sunday wherever a week is shown (WEEKDAYS starts with 일).
const TZ = 'Asia/Seoul';

export const WEEKDAYS = ['일', '월', '화', '수', '목', '금', '토'] as const;

const dateFmt = new Intl.DateTimeFormat('ko-KR', { timeZone: TZ, year: 'numeric', month: 'long', day: 'numeric' });
const shortFmt = new Intl.DateTimeFormat('ko-KR', { timeZone: TZ, year: 'numeric', month: '2-digit', day: '2-digit' });
const weekdayFmt = new Intl.DateTimeFormat('ko-KR', { timeZone: TZ, weekday: 'short' });
const yearFmt = new Intl.DateTimeFormat('ko-KR', { timeZone: TZ, year: 'numeric' });

/** A calendar date given as YYYY-MM-DD means that day in Seoul. */
function toDate(d: Date | string): Date {
  return typeof d === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(d) ? new Date(`${d}T12:00:00+09:00`) : new Date(d);
}

/** 2025년 10월 13일 */
export function formatDate(d: Date | string): string {
  return dateFmt.format(toDate(d));
}

/** 2025. 10. 13.(월) */
export function formatDay(d: Date | string): string {
  const date = toDate(d);
  return `${shortFmt.format(date)}(${weekdayFmt.format(date)})`;
}

/** A range of days: 2025. 10. 13.(월) ~ 2025. 10. 24.(금) */
export function formatRange(from: string, to?: string): string {
  return to && to !== from ? `${formatDay(from)} ~ ${formatDay(to)}` : formatDay(from);
}

export function seoulYear(d: Date = new Date()): string {
  return yearFmt.format(d).replace(/\D/g, '');
}
