// A timer that wakes at the next instant something falls due, as a query tells it (capped at an hour), runs the work,
// and looks again; a change of the kinds it watches (from this process or another) makes it look again at once.
// serve.ts starts each one and stops it on shutdown: stop() clears the timer and waits for a run in progress.
import { nowMs } from '../../domain/clock.js';
import type { SiteChanges } from '../cache/site-events.js';
import { kindOf } from '../cache/topics.js';
import { logger } from './logger.js';

const HOUR = 3_600_000;

export interface DueTimer {
  stop(): Promise<void>;
}

export function startDueTimer(opts: {
  /** The next instant the work falls due, or null for none known (then an hour). */
  nextAt: () => Promise<Date | null>;
  work: () => Promise<unknown> | void;
  events: SiteChanges;
  /** The change kinds (topics.ts kindOf) after which the next instant may have moved. */
  wakesOn: readonly string[];
  /** What the log says when the next instant cannot be read or the work fails. */
  what: string;
  firstMs?: number;
}): DueTimer {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  const plan = async () => {
    if (stopped) return;
    let wait = HOUR;
    try {
      const next = await opts.nextAt();
      if (next) wait = Math.min(wait, Math.max(0, next.getTime() - nowMs()) + 200);
    } catch (err) {
      if (!stopped) logger.warn({ err }, `${opts.what}: 다음 시각을 읽지 못했습니다. 한 시간 뒤에 다시 봅니다.`);
    }
    if (stopped) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => {
      running = Promise.resolve()
        .then(opts.work)
        .catch((err: unknown) => logger.warn({ err }, `${opts.what}: 실패했습니다. 다음 시각에 다시 합니다.`))
        .then(plan);
    }, wait);
    timer.unref();
  };
  const unsubscribe = opts.events.subscribe((what) => {
    const kind = kindOf(what);
    if (kind === 'reconnect' || opts.wakesOn.includes(kind)) void plan();
  });
  // The first look waits until the process is up (and its tables exist).
  timer = setTimeout(() => void plan(), opts.firstMs ?? 1_000);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      unsubscribe();
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
