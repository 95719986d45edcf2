// What the old addresses' answers count, gathered in memory and written every 15 seconds in two statements, so a
// redirect or a 404 never waits on a write: each redirect's hits and last hit, and the 404 기록's misses. One per
// process (server/app.ts); the admin's lists flush it first, so they show what was just asked for.
import type { Sequelize } from 'sequelize';
import { now } from '../../domain/clock.js';
import { logger } from '../process/logger.js';
import { addHits } from './store.js';
import { recordMisses, type Miss } from './not-found.js';

const FLUSH_MS = 15_000;
/** Distinct paths held between two writes; more (a scanner's flood) are not counted until the next write. */
const MAX_PENDING = 2_000;

export class OldAddressCounters {
  private hits = new Map<number, { count: number; at: Date }>();
  private misses = new Map<string, Miss>();
  private timer: NodeJS.Timeout | null = null;

  constructor(private readonly sequelize: Sequelize) {}

  /** A redirect answered. */
  hit(id: number): void {
    const at = now();
    const row = this.hits.get(id);
    if (row) {
      row.count++;
      row.at = at;
    } else if (this.hits.size < MAX_PENDING) this.hits.set(id, { count: 1, at });
    this.schedule();
  }

  /** An address found nothing (the caller leaves out bots). */
  missed(path: string, referrerHost: string | null): void {
    const at = now();
    const row = this.misses.get(path);
    if (row) {
      row.count++;
      row.at = at;
      row.referrerHost = referrerHost ?? row.referrerHost;
    } else if (this.misses.size < MAX_PENDING) this.misses.set(path, { path, count: 1, at, referrerHost });
    this.schedule();
  }

  private schedule(): void {
    this.timer ??= setTimeout(() => void this.flush(), FLUSH_MS).unref();
  }

  /** Writes what gathered (the admin's lists and tests call it instead of waiting). */
  async flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const hits = this.hits;
    const misses = [...this.misses.values()];
    this.hits = new Map();
    this.misses.clear();
    try {
      await addHits(this.sequelize, hits);
      await recordMisses(this.sequelize, misses);
    } catch (err) {
      logger.warn({ err }, '옛 주소 방문 수를 저장하지 못했습니다.');
    }
  }
}
