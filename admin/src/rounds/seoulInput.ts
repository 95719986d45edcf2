// The rounds form's date-times: ISO instants in the record, "YYYY-MM-DDTHH:mm:ss" in a datetime-local input meant
// in Seoul whatever the browser's zone, sent back as ISO with +09:00 (Seoul keeps no daylight saving time). Seconds
// are kept: a window may end at 23:59:59. The Seoul arithmetic itself is domain/time's.
import { formatDateTime, parseSeoulLocalInput, toSeoulLocalInput } from '../../../domain/time';

const pad = (n: number) => String(n).padStart(2, '0');

/** ISO instant → "2027-01-08T23:59:59" in Seoul, for the input. */
export function toSeoulInput(value: unknown): string {
  if (typeof value !== 'string' || !value) return '';
  const t = Date.parse(value);
  if (Number.isNaN(t)) return value;
  return `${toSeoulLocalInput(t)}:${pad(new Date(t).getUTCSeconds())}`;
}

/** "2027-01-08T23:59" or "…:59" typed in Seoul → "2027-01-08T23:59:59+09:00"; anything else goes to the server as is. */
export function fromSeoulInput(value: string): string | null {
  if (!value) return null;
  const m = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2})(?::(\d{2}))?$/.exec(value);
  if (!m || !parseSeoulLocalInput(m[1]) || Number(m[2] ?? 0) > 59) return value;
  return `${m[1]}:${m[2] ?? '00'}+09:00`;
}

/** "2027.01.08 23:59" in Seoul, or '' for no value. */
export function formatSeoul(value: unknown): string {
  return typeof value === 'string' && value && !Number.isNaN(Date.parse(value)) ? formatDateTime(value) : '';
}
