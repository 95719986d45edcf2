// The idle warning's count-down (IdleWarning.tsx draws it): quiet until two minutes before the login ends for
// idleness, then the warning with the time left, then the end.
export const WARN_BEFORE_MS = 2 * 60_000;

export type IdlePhase = 'unknown' | 'quiet' | 'warn' | 'ended';

/** `left`: ms until the idle deadline, or null while the limit is not known. */
export function idlePhase(left: number | null): IdlePhase {
  if (left === null) return 'unknown';
  if (left <= 0) return 'ended';
  return left > WARN_BEFORE_MS ? 'quiet' : 'warn';
}

/** "1분 5초", "59초": the time left, whole seconds rounded up. */
export function remainingText(ms: number): string {
  const s = Math.max(0, Math.ceil(ms / 1000));
  const m = Math.floor(s / 60);
  return m > 0 ? `${m}분 ${s % 60}초` : `${s}초`;
}
