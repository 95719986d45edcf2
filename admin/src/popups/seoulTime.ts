// The popup form's adapters between react-admin values (ISO instants) and datetime-local inputs meant in Seoul
// time, whatever the browser's zone; the Seoul arithmetic itself is domain/time's.
import { addSeoulDays, formatDateTime, parseSeoulLocalInput, toSeoulLocalInput } from '../../../domain/time';

/** ISO instant → "YYYY-MM-DDTHH:mm" for a datetime-local input, in Seoul. */
export function toSeoulInput(value: unknown): string {
  if (typeof value !== 'string' || !value) return '';
  const t = Date.parse(value);
  return Number.isNaN(t) ? '' : toSeoulLocalInput(t);
}

/** "YYYY-MM-DDTHH:mm" typed in Seoul → the ISO instant the API expects (anything else goes to the server as is). */
export function fromSeoulInput(value: string): string | null {
  return parseSeoulLocalInput(value)?.toISOString() ?? (value || null);
}

/** "2026.12.01 09:30" in Seoul. */
export function formatSeoul(value: unknown): string {
  return typeof value === 'string' && value && !Number.isNaN(Date.parse(value)) ? formatDateTime(value) : '';
}

/** This minute in Seoul, as an API value. */
export function seoulNow(): string {
  return fromSeoulInput(toSeoulLocalInput(Date.now())) ?? '';
}

/** 23:59 in Seoul, `days` days from today. */
export function seoulEndOfDayIn(days: number): string {
  return new Date(addSeoulDays(Date.now(), days + 1).getTime() - 60_000).toISOString();
}
