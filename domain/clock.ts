// "Now" for every time-dependent rule (popup periods, "new" badges, calendar events, cache expiry, retention,
// rate limits). The process has one clock: the system's, or in tests one that starts at a chosen instant
// (TEST_NOW, read by the server's start-up and the test support) and then runs in real time, so durations
// still pass while the date is whatever the test says.

export interface Clock {
  now(): Date;
  /** Now in epoch milliseconds without making a Date (the page cache asks on every hit of an expiring page). */
  nowMs?(): number;
}

export const systemClock: Clock = { now: () => new Date(), nowMs: Date.now };

/** A clock that reads `start` now and advances from it in real time. */
export function clockStartingAt(start: Date): Clock {
  if (Number.isNaN(start.getTime())) throw new Error('시계의 시작 시각이 올바르지 않습니다.');
  const offset = start.getTime() - Date.now();
  return { now: () => new Date(Date.now() + offset), nowMs: () => Date.now() + offset };
}

/** The clock an ISO instant asks for (e.g. TEST_NOW=2027-03-01T10:00:00+09:00), or the system's when unset. */
export function clockFromSetting(value: string | undefined): Clock {
  if (!value) return systemClock;
  const start = new Date(value);
  if (Number.isNaN(start.getTime())) throw new Error(`TEST_NOW is not an ISO instant: ${value}`);
  return clockStartingAt(start);
}

let current: Clock = systemClock;

/** Makes `clock` the process's clock (the composition root and the test support call this). */
export function useClock(clock: Clock): void {
  current = clock;
}

/** Now, by the process's clock. */
export function now(): Date {
  return current.now();
}

/** Now in epoch milliseconds, by the process's clock. */
export function nowMs(): number {
  return current.nowMs ? current.nowMs() : current.now().getTime();
}
