// RequestDrain on a real pool, in this process, with nothing that knows which request a query belongs to. At the
// deadline an open transaction that has not sent its COMMIT rolls back (its running statement cancelled, or its next
// query refused) and its request is answered 503 through onerror; a COMMIT under way, a transaction kept through the
// drain, a transaction begun after the deadline and a write outside any transaction complete; a body still arriving
// is answered 503 by the drain. stop() resolves once every request settled, and a request whose client left first
// holds it until its transaction ended.
import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import express from 'express';
import pg from 'pg';
import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import { createSequelize } from '../../db/connect.js';
import { apiErrorHandler } from '../middleware/onerror.js';
import { createTestDatabase } from '../test/support.js';
import { DRAIN_MESSAGE, keptThroughDrain, RequestDrain } from './drain.js';

/** The advisory lock a COMMIT of a row named 'slow-commit' waits for (a deferred trigger takes it). */
const COMMIT_LOCK = 4242;

let url: string;
const pools: Sequelize[] = [];
before(async () => {
  url = await createTestDatabase();
  const db = createSequelize(url);
  await db.query('CREATE TABLE drain_probe (name text NOT NULL)');
  await db.query(`CREATE FUNCTION drain_probe_commit() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN IF NEW.name = 'slow-commit' THEN PERFORM pg_advisory_xact_lock(${COMMIT_LOCK}); END IF; RETURN NULL; END $$`);
  await db.query(`CREATE CONSTRAINT TRIGGER drain_probe_commit AFTER INSERT ON drain_probe
    DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION drain_probe_commit()`);
  await db.close();
});
after(async () => {
  for (const db of pools) await db.close();
});

/** A pool, a drain on it and an Express app behind the drain, as serve.ts assembles them. */
async function serving(routes: (app: express.Express, db: Sequelize) => void) {
  const db = createSequelize(url, { poolMax: 10 });
  pools.push(db);
  const drain = new RequestDrain(db, url);
  const app = express();
  routes(app, db);
  app.use(apiErrorHandler);
  const server = http.createServer(drain.track(app));
  // When each answer has gone, as the server sees it (a client may read it a moment later).
  const answered: number[] = [];
  server.on('request', (_req, res: http.ServerResponse) => res.once('finish', () => answered.push(Date.now())));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { db, drain, server, answered, port: (server.address() as AddressInfo).port };
}

const insert = (db: Sequelize, name: string, transaction?: Transaction) =>
  db.query('INSERT INTO drain_probe (name) VALUES (:name)', { replacements: { name }, transaction });

async function rows(db: Sequelize, name: string): Promise<number> {
  const [row] = await db.query<{ n: string }>('SELECT count(*) AS n FROM drain_probe WHERE name = :name', {
    replacements: { name },
    type: QueryTypes.SELECT,
  });
  return Number(row.n);
}

interface Answer {
  status: number;
  retryAfter?: string;
  body: string;
  at: number;
}

/** A POST whose body is sent whole, or (`holdBody`) all but its last byte, which never comes. */
function post(port: number, path: string, opts: { holdBody?: boolean } = {}): Promise<Answer> {
  const body = '{"a":1}';
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        agent: false,
        headers: { 'content-type': 'application/json', 'content-length': body.length },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (text += c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            retryAfter: res.headers['retry-after'] as string | undefined,
            body: text,
            at: Date.now(),
          }),
        );
      },
    );
    req.on('error', reject);
    if (opts.holdBody) req.write(body.slice(0, -1));
    else req.end(body);
  });
}

function gate(): { wait: Promise<void>; open: () => void } {
  let open!: () => void;
  const wait = new Promise<void>((resolve) => (open = resolve));
  return { wait, open };
}

describe('the drain tracks transactions, not requests', () => {
  test('at the deadline: uncommitted transactions roll back and answer 503; the rest complete', async () => {
    const GRACE = 600;
    const pastDeadline = gate();
    const ready = new Map<string, () => void>();
    const readyAll = ['running', 'idle', 'kept', 'after', 'outside'].map(
      (name) => new Promise<void>((resolve) => ready.set(name, resolve)),
    );
    const { db, drain, server, answered, port } = await serving((app, db) => {
      const created = (res: express.Response) => res.status(201).json({ ok: true });
      app.post('/api/running', async (_req, res) => {
        await db.transaction(async (t) => {
          await insert(db, 'running', t);
          ready.get('running')!();
          await db.query('SELECT pg_sleep(30)', { transaction: t });
        });
        created(res);
      });
      app.post('/api/idle', async (_req, res) => {
        await db.transaction(async (t) => {
          await insert(db, 'idle', t);
          ready.get('idle')!();
          await pastDeadline.wait;
          await insert(db, 'idle-again', t);
        });
        created(res);
      });
      app.post('/api/slow-commit', async (_req, res) => {
        await db.transaction((t) => insert(db, 'slow-commit', t));
        created(res);
      });
      app.post('/api/kept', async (_req, res) => {
        await db.transaction(keptThroughDrain(), async (t) => {
          ready.get('kept')!();
          await pastDeadline.wait;
          await insert(db, 'kept', t);
        });
        created(res);
      });
      app.post('/api/after', async (_req, res) => {
        ready.get('after')!();
        await pastDeadline.wait;
        await db.transaction((t) => insert(db, 'after', t));
        created(res);
      });
      app.post('/api/outside', async (_req, res) => {
        ready.get('outside')!();
        await pastDeadline.wait;
        await insert(db, 'outside');
        created(res);
      });
      app.post('/api/body', express.json(), (_req, res) => created(res));
    });
    // The COMMIT of 'slow-commit' waits for this lock until after the deadline.
    const holder = new pg.Client({ connectionString: url });
    await holder.connect();
    await holder.query('SELECT pg_advisory_lock($1)', [COMMIT_LOCK]);
    try {
      const names = ['running', 'idle', 'slow-commit', 'kept', 'after', 'outside'];
      const answers = names.map((name) => post(port, `/api/${name}`));
      const body = post(port, '/api/body', { holdBody: true });
      await Promise.all(readyAll);
      // The COMMIT has been sent when its backend waits for the lock.
      for (let i = 0; ; i += 1) {
        const { rows: waiting } = await holder.query(
          `SELECT count(*)::int AS n FROM pg_stat_activity
            WHERE datname = current_database() AND wait_event_type = 'Lock' AND wait_event = 'advisory'`,
        );
        if (waiting[0].n > 0) break;
        assert.ok(i < 200, 'the COMMIT never reached its lock');
        await new Promise((r) => setTimeout(r, 25));
      }
      await new Promise((r) => setTimeout(r, 100));
      const stopped = drain.stop(server, GRACE);
      const deadline = Date.now() + GRACE;
      setTimeout(() => {
        pastDeadline.open();
        void holder.query('SELECT pg_advisory_unlock($1)', [COMMIT_LOCK]);
      }, GRACE + 200);
      const drained = await stopped;
      const stoppedAt = Date.now();
      const got = Object.fromEntries(names.map((name, i) => [name, answers[i]]));
      assert.equal(drained, true);

      for (const name of ['running', 'idle']) {
        const a = await got[name];
        assert.equal(a.status, 503, `${name}: ${a.body}`);
        assert.equal(JSON.parse(a.body).errorMessage, DRAIN_MESSAGE);
        assert.equal(a.retryAfter, '5');
        assert.ok(a.at >= deadline - 50, `${name} was answered at the deadline, not before`);
        assert.equal(await rows(db, name), 0, `${name} rolled back`);
      }
      assert.equal(await rows(db, 'idle-again'), 0);
      for (const name of ['slow-commit', 'kept', 'after', 'outside']) {
        const a = await got[name];
        assert.equal(a.status, 201, `${name}: ${a.body}`);
        assert.equal(await rows(db, name), 1, `${name} saved`);
      }
      const refused = await body;
      assert.equal(refused.status, 503);
      assert.equal(JSON.parse(refused.body).errorMessage, DRAIN_MESSAGE);
      assert.equal(answered.length, names.length + 1);
      assert.ok(Math.max(...answered) <= stoppedAt, 'stop() resolved after the last answer had gone');
    } finally {
      await holder.end();
    }
  });

  test('a request whose client has gone holds the drain until its transaction has ended', async () => {
    const release = gate();
    const begun = gate();
    const { drain, server, port } = await serving((app, db) => {
      app.post('/api/left', async (_req, res) => {
        await db.transaction(async (t) => {
          await insert(db, 'left', t);
          begun.open();
          await release.wait;
        });
        res.status(201).json({ ok: true });
      });
    });
    const req = http.request({ host: '127.0.0.1', port, path: '/api/left', method: 'POST', agent: false });
    req.on('error', () => undefined);
    req.end();
    await begun.wait;
    req.destroy();
    await new Promise((r) => setTimeout(r, 100));
    const stopped = drain.stop(server, 10_000);
    let resolved = false;
    void stopped.then(() => (resolved = true));
    await new Promise((r) => setTimeout(r, 300));
    // Released either way, so that a failure does not leave the pool waiting for the transaction.
    release.open();
    const releasedAt = Date.now();
    assert.equal(resolved, false, 'the pool must not close under the transaction');
    assert.equal(await stopped, true);
    assert.ok(Date.now() - releasedAt < 2_000, 'and settled once it had');
  });
});
