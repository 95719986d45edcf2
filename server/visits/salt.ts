// The daily salt of the unique-visitor hash. It is made at random for each Seoul day, held in memory only and never
// written anywhere, so once it is gone a stored hash leads back to no one; it is kept for the day and the one
// before (a flush just after midnight still hashes the last visits of the evening), then dropped.
// In a cluster every worker must hash with the same salt, or one visitor served by two workers would count twice:
// the primary holds the salts (answerSaltRequests) and a worker asks it over the cluster's IPC channel. Two
// machines on one database (or a restart during the day) each make their own salt: a visitor seen by both counts
// once on each, which OPERATIONS.md and README say.
import cluster, { type Worker } from 'node:cluster';
import { randomBytes } from 'node:crypto';

const SALT_REQUEST = 'visits:salt?';
const SALT_ANSWER = 'visits:salt';

export interface SaltSource {
  saltFor(day: string): Promise<Buffer>;
}

/** The salts of this process (a single process, or a cluster's primary). */
export class LocalSalts implements SaltSource {
  private salts = new Map<string, Buffer>();

  saltNow(day: string): Buffer {
    let salt = this.salts.get(day);
    if (!salt) {
      salt = randomBytes(32);
      this.salts.set(day, salt);
      // Only the newest two days stay (Seoul days as YYYY-MM-DD sort as text).
      const keep = [...this.salts.keys()].sort().slice(-2);
      for (const d of this.salts.keys()) if (!keep.includes(d)) this.salts.delete(d);
    }
    return salt;
  }

  saltFor(day: string): Promise<Buffer> {
    return Promise.resolve(this.saltNow(day));
  }
}

interface SaltMessage {
  type: typeof SALT_ANSWER | typeof SALT_REQUEST;
  day: string;
  salt?: string;
}

const isSaltMessage = (m: unknown): m is SaltMessage =>
  typeof m === 'object' && m !== null && typeof (m as SaltMessage).day === 'string';

/** A cluster worker's salts: asked of the primary, once per day. */
export class PrimarySalts implements SaltSource {
  private asked = new Map<string, Promise<Buffer>>();

  saltFor(day: string): Promise<Buffer> {
    let salt = this.asked.get(day);
    if (!salt) {
      salt = new Promise<Buffer>((resolve, reject) => {
        const timer = setTimeout(() => {
          process.off('message', onMessage);
          this.asked.delete(day);
          reject(new Error('visits: no salt from the primary'));
        }, 5_000);
        const onMessage = (m: unknown) => {
          if (!isSaltMessage(m) || m.type !== SALT_ANSWER || m.day !== day || !m.salt) return;
          clearTimeout(timer);
          process.off('message', onMessage);
          resolve(Buffer.from(m.salt, 'base64'));
        };
        process.on('message', onMessage);
        process.send?.({ type: SALT_REQUEST, day } satisfies SaltMessage);
      });
      this.asked.set(day, salt);
      for (const d of [...this.asked.keys()].sort().slice(0, -2)) this.asked.delete(d);
    }
    return salt;
  }
}

/** The salt source of this process: the primary's in a cluster worker, else its own. */
export function saltSource(): SaltSource {
  return cluster.isWorker ? new PrimarySalts() : new LocalSalts();
}

/** In the cluster's primary: answers the workers' requests for a day's salt. */
export function answerSaltRequests(): void {
  const salts = new LocalSalts();
  cluster.on('message', (worker: Worker, m: unknown) => {
    if (!isSaltMessage(m) || m.type !== SALT_REQUEST) return;
    // A day is asked for only around its own time: refuse anything not of today or yesterday's shape.
    if (!/^\d{4}-\d{2}-\d{2}$/.test(m.day)) return;
    worker.send({ type: SALT_ANSWER, day: m.day, salt: salts.saltNow(m.day).toString('base64') } satisfies SaltMessage);
  });
}
