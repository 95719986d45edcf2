// What /metrics reports (Prometheus text, prom-client), one registry per app: requests by route class and status with
// their latency, the page cache's hits and misses, the mail outbox's pending and failed mails, each scheduled job's
// last run and result (server/process/job-runs.ts), the database pool's use, the age of the newest backup, and
// Node's own process figures. The gauges that read the database are read at the scrape, never on a request.
// In a cluster every worker keeps its own and the primary adds them up (cluster.ts); the figures read from the
// database are the same in every worker and are taken once (aggregator 'max'), not summed.
import client from 'prom-client';
import { QueryTypes, type Sequelize } from 'sequelize';
import { nowMs } from '../../domain/clock.js';
import { jobRuns } from '../process/job-runs.js';
import { RequestHistogram } from './request-histogram.js';

export type RouteClass = 'page_cached' | 'page' | 'api' | 'admin' | 'asset' | 'file' | 'ops';

/** What the page cache has counted since the process started (server/cache/page-cache.ts). */
export interface PageCacheStats {
  readonly cacheHits: number;
  readonly cacheMisses: number;
}

export interface MetricsDeps {
  sequelize: Sequelize;
  pages: PageCacheStats;
  /** The newest good backup's time, or null for none (server/backups/). */
  newestBackupAt?: () => Promise<Date | null>;
}

export interface Metrics {
  registry: client.Registry;
  /** A request has been answered. */
  observe(route: RouteClass, status: number, seconds: number): void;
}

/** Latency buckets in seconds: a cached page takes microseconds, an export seconds. */
const BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

interface Pool {
  size: number;
  available: number;
  using: number;
  waiting: number;
  maxSize: number;
}

export function createMetrics({ sequelize, pages, newestBackupAt }: MetricsDeps): Metrics {
  const registry = new client.Registry();
  client.collectDefaultMetrics({ register: registry });
  const requests = new RequestHistogram(
    'http_request_duration_seconds',
    'Requests answered, by route class and status, with the time to answer (its _count is the number of requests)',
    BUCKETS,
  );
  registry.registerMetric(requests as unknown as client.Metric);

  new client.Counter({
    name: 'page_cache_hits_total',
    help: 'Page requests answered from the page cache',
    registers: [registry],
    collect() {
      this.reset();
      this.inc(pages.cacheHits);
    },
  });
  new client.Counter({
    name: 'page_cache_misses_total',
    help: 'Pages rendered because the cache did not hold them',
    registers: [registry],
    collect() {
      this.reset();
      this.inc(pages.cacheMisses);
    },
  });

  new client.Gauge({
    name: 'mail_outbox_mails',
    help: 'Mails in the outbox by status: pending (waiting or being sent) and failed (given up, until 다시 보내기)',
    labelNames: ['status'] as const,
    aggregator: 'max',
    registers: [registry],
    async collect() {
      const [row] = await sequelize.query<{ pending: number; failed: number }>(
        `SELECT count(*) FILTER (WHERE status IN ('pending', 'sending'))::int AS pending,
                count(*) FILTER (WHERE status = 'failed')::int AS failed
           FROM mail_outbox`,
        { type: QueryTypes.SELECT },
      );
      this.set({ status: 'pending' }, row?.pending ?? 0);
      this.set({ status: 'failed' }, row?.failed ?? 0);
    },
  });

  const jobGauge = (name: string, help: string, value: (r: { at: number; ok: boolean; seconds: number }) => number) =>
    new client.Gauge({
      name,
      help,
      labelNames: ['job'] as const,
      aggregator: 'max',
      registers: [registry],
      collect() {
        for (const [job, run] of jobRuns()) this.set({ job }, value(run));
      },
    });
  jobGauge(
    'scheduled_job_last_run_timestamp_seconds',
    'When each scheduled job last ended (Unix time)',
    (r) => r.at / 1000,
  );
  jobGauge('scheduled_job_last_success', 'Whether its last run succeeded (1) or failed (0)', (r) => (r.ok ? 1 : 0));
  jobGauge('scheduled_job_last_duration_seconds', 'How long its last run took', (r) => r.seconds);

  new client.Gauge({
    name: 'db_pool_connections',
    help: "The database pool's connections: in use, idle, open, the most it may open, and requests waiting for one",
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const pool = (sequelize.connectionManager as unknown as { pool?: Pool }).pool;
      if (!pool) return;
      this.set({ state: 'used' }, pool.using);
      this.set({ state: 'idle' }, pool.available);
      this.set({ state: 'open' }, pool.size);
      this.set({ state: 'max' }, pool.maxSize);
      this.set({ state: 'waiting' }, pool.waiting);
    },
  });

  if (newestBackupAt)
    new client.Gauge({
      name: 'backup_newest_age_seconds',
      help: 'How old the newest good backup is (-1: there is none)',
      aggregator: 'max',
      registers: [registry],
      async collect() {
        const at = await newestBackupAt();
        this.set(at ? Math.max(0, (nowMs() - at.getTime()) / 1000) : -1);
      },
    });

  return {
    registry,
    observe(route, status, seconds) {
      requests.observe(route, status, seconds);
    },
  };
}
