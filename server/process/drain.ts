// SIGTERM's drain for one serving process. Sockets are not the unit: a handler outlives a socket closed under it and
// can still write, so every request is tracked from its arrival until its answer has gone (or, when its client is
// gone, until it holds no database work), and the pool closes only after the last one settled.
//
// At SHUTDOWN_GRACE_MS a request that has committed nothing yet is abandoned: its statement in a transaction is
// cancelled, every further query of it (a COMMIT too) is refused, so its transaction rolls back, and it is answered
// 503. A request that has committed (a COMMIT or a write outside a transaction was sent before the deadline) keeps
// running, for at most SETTLE_MS more, so that the row it saved gets its answer.
import { AsyncLocalStorage } from 'node:async_hooks';
import type http from 'node:http';
import pg from 'pg';
import { QueryTypes, type Sequelize } from 'sequelize';
import { pgConnection } from '../../db/connect.js';
import { HttpError } from '../http/errors.js';
import { logger } from './logger.js';

/** After the grace: how long requests that committed (and the abandoned ones' rollbacks) may take to answer. */
export const SETTLE_MS = 2_000;
/** After the last request settled: how long answered sockets get to close by themselves. */
const SOCKETS_MS = 500;

export const DRAIN_MESSAGE =
  '서버가 다시 시작하는 중이라 요청을 마치지 못했습니다. 저장된 내용은 없습니다. 잠시 후 다시 시도해주세요.';

type Phase = 'serving' | 'draining' | 'deadline' | 'closed';

class InFlight {
  answered = false;
  closed = false;
  committed = false;
  abandoned = false;
  queries = 0;
  readonly transactions = new Set<TrackedTransaction>();
  constructor(
    readonly req: http.IncomingMessage,
    readonly res: http.ServerResponse,
  ) {}

  /** Whether it can still touch the database: a query running or a transaction open. */
  get busy(): boolean {
    return this.queries > 0 || this.transactions.size > 0;
  }

  get settled(): boolean {
    return this.answered || (this.closed && !this.busy);
  }
}

const current = new AsyncLocalStorage<InFlight>();

/** Whether the request being handled was abandoned by the drain: whatever failed in it is answered as drainError(). */
export function abandonedByDrain(): boolean {
  return current.getStore()?.abandoned ?? false;
}

export function drainError(): HttpError {
  return new HttpError(503, DRAIN_MESSAGE, { headers: { 'Retry-After': '5', Connection: 'close' } });
}

/** Queries that leave nothing behind when they run outside a transaction. */
const READS = new Set<string>([QueryTypes.SELECT, QueryTypes.SHOWTABLES, QueryTypes.DESCRIBE, QueryTypes.VERSION]);

/** What Sequelize keeps on a transaction that its typings leave out (set when a COMMIT or ROLLBACK is sent). */
interface TrackedTransaction {
  finished?: 'commit' | 'rollback';
  connection?: { processID?: number } | null;
}

interface QueryOptions {
  transaction?: TrackedTransaction | null;
  completesTransaction?: boolean;
  type?: string;
}

/** Sends pg_cancel_backend for these server processes on a connection of its own (the pool may be exhausted). */
async function cancelBackends(url: string, pids: number[]): Promise<void> {
  const { connectionString, ssl } = pgConnection(url);
  const client = new pg.Client({ connectionString, ssl: ssl || undefined, connectionTimeoutMillis: 2_000 });
  await client.connect();
  try {
    await client.query('SELECT pg_cancel_backend(pid) FROM unnest($1::int[]) AS pid', [pids]);
  } finally {
    await client.end();
  }
}

export class RequestDrain {
  private phase: Phase = 'serving';
  private readonly inFlight = new Set<InFlight>();
  private readonly counted = new WeakSet<object>();
  private idle: (() => void) | null = null;

  constructor(
    sequelize: Sequelize,
    private readonly url: string,
  ) {
    sequelize.addHook('beforePoolAcquire', () => {
      const r = current.getStore();
      if (r && this.refuses(r, false)) throw drainError();
    });
    sequelize.addHook('beforeQuery', (options) => this.beforeQuery(options as QueryOptions));
    sequelize.addHook('afterQuery', (options) => this.afterQuery(options as QueryOptions));
  }

  /** The request listener, with every request tracked (and run in its own context, for the database hooks). */
  track(listener: http.RequestListener): http.RequestListener {
    return (req, res) => {
      const r = new InFlight(req, res);
      // Past the deadline nothing new begins (a kept-alive connection can still bring a request in).
      if (this.phase === 'deadline' || this.phase === 'closed') return this.refuseNow(r);
      this.inFlight.add(r);
      // While draining, each answer ends its connection: a kept-alive one would bring the next request in.
      if (this.phase !== 'serving') res.setHeader('Connection', 'close');
      res.once('finish', () => {
        r.answered = true;
        this.check(r);
      });
      res.once('close', () => {
        r.closed = true;
        this.check(r);
      });
      current.run(r, () => listener(req, res));
    };
  }

  /**
   * Stops accepting, waits for the requests in flight for up to `graceMs`, abandons those that committed nothing,
   * waits SETTLE_MS more for the rest, then closes the connections. True when every request settled; false when some
   * handler still runs (the caller must not close the pool under it).
   */
  async stop(server: http.Server, graceMs: number): Promise<boolean> {
    this.phase = 'draining';
    for (const r of this.inFlight) if (!r.res.headersSent) r.res.setHeader('Connection', 'close');
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    let settled = await this.settledWithin(graceMs);
    if (!settled) {
      this.phase = 'deadline';
      await this.abandonUncommitted();
      settled = await this.settledWithin(SETTLE_MS);
    }
    this.phase = 'closed';
    if (!settled) {
      logger.error(
        { requests: this.inFlight.size },
        '유예 시간 안에 끝나지 않은 요청이 있어 연결을 끊습니다. 데이터베이스 연결은 프로세스 종료로 닫힙니다.',
      );
      server.closeAllConnections();
      return false;
    }
    // Every answer has gone with Connection: close; what remains is idle or a request that never began.
    server.closeIdleConnections();
    const timer = setTimeout(() => server.closeAllConnections(), SOCKETS_MS);
    await closed;
    clearTimeout(timer);
    return true;
  }

  private settledWithin(ms: number): Promise<boolean> {
    if (!this.inFlight.size) return Promise.resolve(true);
    return new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => {
        this.idle = null;
        resolve(false);
      }, ms);
      this.idle = () => {
        clearTimeout(timer);
        this.idle = null;
        resolve(true);
      };
    });
  }

  private check(r: InFlight): void {
    if (!r.settled) return;
    this.inFlight.delete(r);
    if (this.phase !== 'serving' && !this.inFlight.size) this.idle?.();
  }

  /**
   * Whether a query (or a connection for one) of this request is refused. A ROLLBACK never is. Once draining, a
   * request whose client has gone writes nothing more; past the deadline, an abandoned one neither.
   */
  private refuses(r: InFlight, rollback: boolean): boolean {
    if (rollback || r.answered || this.phase === 'serving') return false;
    if (r.closed || this.phase === 'closed') r.abandoned = true;
    return r.abandoned;
  }

  private beforeQuery(options: QueryOptions): void {
    const r = current.getStore();
    if (!r) return;
    const tx = options.transaction ?? null;
    const ending = options.completesTransaction === true && tx !== null;
    if (this.refuses(r, ending && tx.finished === 'rollback')) throw drainError();
    this.counted.add(options);
    r.queries += 1;
    this.inFlight.add(r);
    if (tx && !ending) r.transactions.add(tx);
    // The point of no return: from here the request has saved something, and is owed its answer.
    if (ending ? tx.finished === 'commit' : !tx && !READS.has(options.type ?? QueryTypes.RAW)) r.committed = true;
  }

  private afterQuery(options: QueryOptions): void {
    const r = current.getStore();
    if (!r) return;
    if (options.completesTransaction && options.transaction) r.transactions.delete(options.transaction);
    if (!this.counted.has(options)) return;
    this.counted.delete(options);
    r.queries -= 1;
    this.check(r);
  }

  /** At the deadline: abandon every request that committed nothing, and cancel what its transactions are running. */
  private async abandonUncommitted(): Promise<void> {
    const pids: number[] = [];
    let abandoned = 0;
    for (const r of this.inFlight) {
      if (r.answered || r.committed) continue;
      r.abandoned = true;
      abandoned += 1;
      for (const tx of r.transactions) {
        const pid = tx.connection?.processID;
        if (pid) pids.push(pid);
      }
      // Still receiving its body: no handler has started; the answer is ours to give.
      if (!r.req.complete && !r.res.headersSent) this.refuseNow(r);
    }
    logger.warn(
      { abandoned, committed: this.inFlight.size - abandoned },
      '종료 유예 시간이 지났습니다. 저장 전인 요청은 취소하고, 저장을 마친 요청은 응답을 보냅니다.',
    );
    if (pids.length)
      await cancelBackends(this.url, pids).catch((err) =>
        logger.error({ err }, '진행 중인 쿼리를 취소하지 못했습니다.'),
      );
  }

  private refuseNow(r: InFlight): void {
    const api = r.req.url?.startsWith('/api') ?? false;
    const body = api ? JSON.stringify({ errorMessage: DRAIN_MESSAGE }) : DRAIN_MESSAGE;
    r.res.writeHead(503, {
      'Content-Type': api ? 'application/json; charset=utf-8' : 'text/plain; charset=utf-8',
      'Content-Length': Buffer.byteLength(body),
      'Cache-Control': 'no-store',
      'Retry-After': '5',
      Connection: 'close',
    });
    r.res.end(body);
  }
}
