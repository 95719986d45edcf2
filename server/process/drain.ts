// SIGTERM's drain for one serving process. Sockets are not the unit: a handler outlives a socket closed under it and
// can still write, so every request is tracked from its arrival until its answer has gone (or, when its client is
// gone, until the process holds no database work), and the pool closes only after the last one settled.
//
// The database side is tracked by transaction, not by request, so nothing here needs to know which request a query
// belongs to: no per-request async context (an AsyncLocalStorage turns async_hooks on for the whole process on
// Node 20, and every cached page paid for it: README, bench). At SHUTDOWN_GRACE_MS every open transaction that has
// not sent its COMMIT is abandoned: the statement it runs is cancelled, and that statement and every further query
// of it (its COMMIT too) fail with DrainError, so it rolls back and its request is answered 503
// (middleware/onerror.ts). A transaction whose COMMIT was sent keeps running, and so does a request that holds no
// transaction at the deadline: both get SETTLE_MS more to answer.
import type http from 'node:http';
import pg from 'pg';
import type { TransactionOptions, Sequelize } from 'sequelize';
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

/**
 * What a statement of a transaction abandoned at the deadline throws (the cancelled one, and every one refused
 * after it): its transaction rolls back, and the request that ran it is answered drainError().
 */
export class DrainError extends Error {
  constructor() {
    super(DRAIN_MESSAGE);
    this.name = 'DrainError';
  }
}

export function drainError(): HttpError {
  return new HttpError(503, DRAIN_MESSAGE, { headers: { 'Retry-After': '5', Connection: 'close' } });
}

/** The answers the drain gave itself (a body still arriving at the deadline): whatever fails in them later is moot. */
const answeredHere = new WeakSet<http.ServerResponse>();

/** Whether the drain answered this response itself: its handler's failure has nothing left to say. */
export function answeredByDrain(res: http.ServerResponse | undefined): boolean {
  return res !== undefined && answeredHere.has(res);
}

const KEPT = Symbol('kept through the drain');

/**
 * Options for a transaction that the deadline must not abandon: work owed to a request already answered (its audit
 * entry), short and never waiting on a client.
 */
export function keptThroughDrain(options: TransactionOptions = {}): TransactionOptions {
  return Object.assign({}, options, { [KEPT]: true });
}

/** What Sequelize keeps on a transaction that its typings leave out (`finished` is set when a COMMIT or ROLLBACK is sent). */
interface TrackedTransaction {
  finished?: 'commit' | 'rollback';
  connection?: { processID?: number } | null;
  parent?: TrackedTransaction | null;
  options?: { [KEPT]?: true };
}

interface QueryOptions {
  transaction?: TrackedTransaction | null;
  completesTransaction?: boolean;
}

/**
 * Cancels what these server processes run, on a connection of its own (the pool may be exhausted): only a statement
 * in a transaction begun before the deadline, so a connection its abandoned transaction has since handed back to
 * the pool (and another query took) is left alone. The deadline is told as "so long ago": no two clocks compared.
 */
async function cancelStatements(url: string, pids: number[], deadlineAt: number): Promise<void> {
  const { connectionString, ssl } = pgConnection(url);
  const client = new pg.Client({ connectionString, ssl: ssl || undefined, connectionTimeoutMillis: 2_000 });
  await client.connect();
  try {
    await client.query(
      `SELECT pg_cancel_backend(pid) FROM pg_stat_activity
        WHERE pid = ANY($1::int[]) AND state = 'active' AND xact_start < now() - make_interval(secs => $2)`,
      [pids, (Date.now() - deadlineAt) / 1000],
    );
  } finally {
    await client.end();
  }
}

export class RequestDrain {
  private phase: Phase = 'serving';
  private deadlineAt = 0;
  /** Requests neither answered nor closed. */
  private readonly inFlight = new Set<http.ServerResponse>();
  /** Requests whose client left before their answer while the database was busy: they may hold some of that work. */
  private left = 0;
  /** Queries running (the process's: jobs' and answered requests' too). */
  private running = 0;
  private readonly counted = new WeakSet<object>();
  /** Transactions from their first statement to their COMMIT or ROLLBACK. */
  private readonly open = new Set<TrackedTransaction>();
  private readonly abandoned = new WeakSet<TrackedTransaction>();
  private idle: (() => void) | null = null;

  constructor(
    sequelize: Sequelize,
    private readonly url: string,
  ) {
    sequelize.addHook('beforeQuery', (options) => this.beforeQuery(options as QueryOptions));
    sequelize.addHook('afterQuery', (options) => this.afterQuery(options as QueryOptions));
  }

  /** The request listener, with every request tracked until its answer has gone or its client has. */
  track(listener: http.RequestListener): http.RequestListener {
    return (req, res) => {
      if (this.phase === 'serving') {
        listener(req, res);
        // A page the cache answered has ended already (fast-path.ts): nothing of it is left to wait for but its bytes,
        // which keep its connection busy, so server.close() waits for them. The rest is tracked until it ends.
        if (!res.writableEnded) this.follow(res);
        return;
      }
      // Past the deadline nothing new begins (a kept-alive connection can still bring a request in).
      if (this.phase === 'deadline' || this.phase === 'closed') return refuseNow(res);
      this.follow(res);
      // While draining, each answer ends its connection: a kept-alive one would bring the next request in.
      res.setHeader('Connection', 'close');
      listener(req, res);
    };
  }

  private follow(res: http.ServerResponse): void {
    this.inFlight.add(res);
    // 'close' follows 'finish' once the answer has gone, or comes alone when the client has gone first.
    res.once('close', () => this.ended(res));
  }

  /**
   * Stops accepting, waits for the requests in flight for up to `graceMs`, abandons the transactions that have not
   * committed, waits SETTLE_MS more for the rest, then closes the connections. True when every request settled;
   * false when some handler still runs (the caller must not close the pool under it).
   */
  async stop(server: http.Server, graceMs: number): Promise<boolean> {
    this.phase = 'draining';
    for (const res of this.inFlight) if (!res.headersSent) res.setHeader('Connection', 'close');
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    let settled = await this.settledWithin(graceMs);
    if (!settled) {
      this.phase = 'deadline';
      this.deadlineAt = Date.now();
      await this.abandonUncommitted();
      settled = await this.settledWithin(SETTLE_MS);
    }
    this.phase = 'closed';
    if (!settled) {
      logger.error(
        { requests: this.inFlight.size, transactions: this.open.size },
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

  private get busy(): boolean {
    return this.running > 0 || this.open.size > 0;
  }

  /** No request unanswered, and none left by its client while database work was open (until that work ended). */
  private get settled(): boolean {
    return this.inFlight.size === 0 && this.left === 0;
  }

  private settledWithin(ms: number): Promise<boolean> {
    if (this.settled) return Promise.resolve(true);
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

  private ended(res: http.ServerResponse): void {
    this.inFlight.delete(res);
    if (!res.writableFinished && this.busy) this.left += 1;
    if (this.idle && this.settled) this.idle();
  }

  private beforeQuery(options: QueryOptions): void {
    const tx = rootOf(options.transaction);
    if (tx) {
      // A ROLLBACK (of the transaction or to a savepoint) always goes; a COMMIT or any other statement does not.
      if (this.abandoned.has(tx) && !(options.completesTransaction && tx.finished !== 'commit')) throw new DrainError();
      if (!options.completesTransaction) this.open.add(tx);
    }
    this.counted.add(options);
    this.running += 1;
  }

  /** Runs after every query, also one that failed or that beforeQuery refused (Sequelize calls it in a finally). */
  private afterQuery(options: QueryOptions): void {
    const tx = rootOf(options.transaction);
    // Its COMMIT or ROLLBACK, sent or refused: a refused COMMIT makes Sequelize destroy the connection (a rollback).
    if (tx && options.completesTransaction && tx.finished) this.open.delete(tx);
    const ran = this.counted.delete(options);
    if (ran) this.running -= 1;
    if (!this.busy) this.left = 0;
    if (this.idle && this.settled) this.idle();
    // A statement of an abandoned transaction that was running at the deadline (cancelled, or done in the meantime):
    // its caller learns why, whatever the database said.
    if (ran && tx && !options.completesTransaction && this.abandoned.has(tx)) throw new DrainError();
  }

  /** At the deadline: abandon every open transaction that has not sent its COMMIT, and cancel what it runs. */
  private async abandonUncommitted(): Promise<void> {
    const pids: number[] = [];
    let abandoned = 0;
    for (const tx of this.open) {
      if (tx.finished === 'commit' || tx.options?.[KEPT]) continue;
      this.abandoned.add(tx);
      abandoned += 1;
      const pid = tx.connection?.processID;
      if (pid) pids.push(pid);
    }
    const kept = this.open.size - abandoned;
    for (const res of this.inFlight) {
      // Still receiving its body: no handler has started; the answer is ours to give.
      if (!res.req.complete && !res.headersSent) refuseNow(res);
    }
    logger.warn(
      { requests: this.inFlight.size, abandoned, committingOrKept: kept },
      '종료 유예 시간이 지났습니다. 커밋 전인 트랜잭션은 취소하고(그 요청은 503), 나머지 요청은 응답을 보냅니다.',
    );
    if (pids.length)
      await cancelStatements(this.url, pids, this.deadlineAt).catch((err) =>
        logger.error({ err }, '진행 중인 쿼리를 취소하지 못했습니다.'),
      );
  }
}

/** A savepoint's queries name the transaction it is in. */
function rootOf(tx: TrackedTransaction | null | undefined): TrackedTransaction | null {
  return tx ? (tx.parent ?? tx) : null;
}

function refuseNow(res: http.ServerResponse): void {
  answeredHere.add(res);
  const api = res.req.url?.startsWith('/api') ?? false;
  const body = api ? JSON.stringify({ errorMessage: DRAIN_MESSAGE }) : DRAIN_MESSAGE;
  res.writeHead(503, {
    'Content-Type': api ? 'application/json; charset=utf-8' : 'text/plain; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'no-store',
    'Retry-After': '5',
    Connection: 'close',
  });
  res.end(body);
}
