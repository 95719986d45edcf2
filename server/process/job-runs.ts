// The last run of each scheduled job in this process, for /metrics (server/metrics/): when it ended, whether it
// succeeded and how long it took. A job wraps its work in trackJob; the job's own error handling stays as it was
// (trackJob records and passes the outcome on). In a cluster only the worker that runs the jobs has entries.
import { nowMs } from '../../domain/clock.js';

export interface JobRun {
  /** When the run ended (ms since the epoch, the process clock). */
  at: number;
  ok: boolean;
  seconds: number;
}

const runs = new Map<string, JobRun>();

/**
 * Runs `work` and records its outcome under `job` (a metric label: lower case and underscores): a failure when it
 * throws, or when `succeeded` says so of what it answered (a job that reports its failure instead of throwing).
 */
export async function trackJob<T>(
  job: string,
  work: () => Promise<T> | T,
  succeeded: (result: T) => boolean = () => true,
): Promise<T> {
  const start = performance.now();
  try {
    const result = await work();
    runs.set(job, { at: nowMs(), ok: succeeded(result), seconds: (performance.now() - start) / 1000 });
    return result;
  } catch (err) {
    runs.set(job, { at: nowMs(), ok: false, seconds: (performance.now() - start) / 1000 });
    throw err;
  }
}

export function jobRuns(): ReadonlyMap<string, JobRun> {
  return runs;
}
