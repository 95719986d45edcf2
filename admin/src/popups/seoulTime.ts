// Date-times typed in the admin mean Seoul time, whatever the browser's time zone (Korea: UTC+9, no DST).
const OFFSET = 9 * 60 * 60 * 1000;

/** ISO instant → "YYYY-MM-DDTHH:mm" for a datetime-local input, in Seoul. */
export function toSeoulInput(value: unknown): string {
  if (typeof value !== 'string' || !value) return '';
  const t = Date.parse(value);
  return Number.isNaN(t) ? '' : new Date(t + OFFSET).toISOString().slice(0, 16);
}

/** "YYYY-MM-DDTHH:mm" typed in Seoul → ISO with the +09:00 offset the API expects. */
export function fromSeoulInput(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return value || null;
  return `${value}:00+09:00`;
}

/** "2026.12.01 09:30" in Seoul. */
export function formatSeoul(value: unknown): string {
  const s = toSeoulInput(value);
  return s ? `${s.slice(0, 4)}.${s.slice(5, 7)}.${s.slice(8, 10)} ${s.slice(11, 16)}` : '';
}

/** This minute in Seoul, as an API value. */
export function seoulNow(): string {
  return fromSeoulInput(toSeoulInput(new Date().toISOString())) ?? '';
}

/** 23:59 in Seoul, `days` days from today. */
export function seoulEndOfDayIn(days: number): string {
  const day = toSeoulInput(new Date(Date.now() + days * 86_400_000).toISOString()).slice(0, 10);
  return `${day}T23:59:00+09:00`;
}
