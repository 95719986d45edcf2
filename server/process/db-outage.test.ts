// Fault test: PostgreSQL goes away under load (every connection to it cut, new ones refused, through a TCP proxy in
// front of the test server) and comes back. The API and uncached pages answer 503 in Korean with Retry-After, the
// outage is logged once, cached pages keep being served, and everything recovers by itself. /healthz logs the
// outage once when it starts and once when it ends, however often it is probed.
import assert from 'node:assert/strict';
import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { after, before, describe, mock, test } from 'node:test';
import { createSequelize } from '../../db/connect.js';
import { initModels } from '../../db/models/index.js';
import { ensureBoards } from '../../db/seed/boards.js';
import { ensureSettings } from '../../db/settings.js';
import { createRequestListener } from '../app.js';
import { createSiteEvents, type SiteEvents } from '../cache/site-events.js';
import { logger } from './logger.js';
import { createTestDatabase, TEST_JWT_SECRET } from '../test/support.js';
import type { Sequelize } from 'sequelize';

/** A TCP proxy to PostgreSQL that can drop the database off the network and put it back on the same port. */
class DatabaseSwitch {
  private server: net.Server | null = null;
  private sockets = new Set<net.Socket>();
  port = 0;
  constructor(
    private host: string,
    private target: number,
  ) {}
  async up(): Promise<void> {
    this.server = net.createServer((client) => {
      const upstream = net.connect(this.target, this.host);
      for (const s of [client, upstream]) {
        this.sockets.add(s);
        s.on('close', () => this.sockets.delete(s));
        s.on('error', () => s.destroy());
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => this.server!.listen(this.port, '127.0.0.1', resolve));
    this.port = (this.server.address() as AddressInfo).port;
  }
  async down(): Promise<void> {
    const closed = new Promise((r) => this.server?.close(r));
    for (const s of this.sockets) s.destroy();
    await closed;
  }
}

let db: DatabaseSwitch;
let sequelize: Sequelize;
let events: SiteEvents;
let server: http.Server;
let base: string;

before(async () => {
  const direct = new URL(await createTestDatabase());
  db = new DatabaseSwitch(direct.hostname, Number(direct.port || 5432));
  await db.up();
  const viaSwitch = new URL(direct);
  viaSwitch.hostname = '127.0.0.1';
  viaSwitch.port = String(db.port);
  sequelize = createSequelize(viaSwitch.toString(), { poolMax: 5 });
  initModels(sequelize);
  await ensureBoards();
  await ensureSettings();
  events = createSiteEvents(sequelize, viaSwitch.toString());
  const listener = createRequestListener({
    sequelize,
    events,
    config: { jwtSecret: TEST_JWT_SECRET, distDir: 'dist', trustProxy: 0 },
  });
  server = http.createServer(listener);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
after(async () => {
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
  await events.close().catch(() => undefined);
  await sequelize.close();
  await db.down();
});

const MESSAGE = '일시적으로 서비스를 이용할 수 없습니다. 잠시 후 다시 시도해주세요.';
const login = () =>
  fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ loginId: 'nobody1', password: 'wrong-pass-1' }),
  });
// A search no one made before: never in the page cache.
let searches = 0;
const search = () => fetch(`${base}/board/notice?q=${encodeURIComponent(`장학${(searches += 1)}`)}`);

describe('a database outage under load', () => {
  test('503 in Korean with Retry-After, logged once; cached pages still served; recovers by itself', async () => {
    assert.equal((await fetch(`${base}/board/notice`)).status, 200); // now cached
    assert.equal((await login()).status, 401);
    assert.equal((await search()).status, 200);

    const errors = mock.method(logger, 'error');
    await db.down();
    // 200 requests, 20 at a time: the login API (throttle + users) and an uncached search page.
    const statuses: number[] = [];
    const apiBodies: unknown[] = [];
    let page = '';
    let retryAfter: string | null = null;
    for (let round = 0; round < 10; round++) {
      await Promise.all(
        Array.from({ length: 20 }, async (_, i) => {
          const res = await (i % 2 ? login() : search());
          statuses.push(res.status);
          retryAfter ??= res.headers.get('retry-after');
          if (i % 2) apiBodies.push(await res.json());
          else page = await res.text();
        }),
      );
    }
    assert.deepEqual([...new Set(statuses)], [503]);
    assert.ok(apiBodies.every((b) => JSON.stringify(b) === JSON.stringify({ errorMessage: MESSAGE })));
    assert.match(page, /<html lang="ko"/);
    assert.ok(page.includes(MESSAGE));
    assert.ok(Number(retryAfter) >= 1);
    assert.equal(errors.mock.callCount(), 1, 'the outage is logged once, not per request');
    // The cached page does not need the database.
    const cached = await fetch(`${base}/board/notice`);
    assert.equal(cached.status, 200);
    errors.mock.restore();

    await db.up();
    let back = 0;
    for (let i = 0; i < 50 && back !== 401; i++) {
      back = (await login()).status;
      if (back !== 401) await new Promise((r) => setTimeout(r, 100));
    }
    assert.equal(back, 401, 'the API answers again without a restart');
    assert.equal((await search()).status, 200);
  });
});

describe('/healthz during an outage', () => {
  const healthMessages = (calls: { arguments: unknown[] }[]) =>
    calls.map((c) => c.arguments.find((a) => typeof a === 'string') as string).filter((m) => m.includes('헬스 체크'));

  test('one error line when the database goes, with why; one info line when it is back; none per probe', async () => {
    const probe = () => fetch(`${base}/healthz`).then((res) => res.status);
    assert.equal(await probe(), 200);
    const errors = mock.method(logger, 'error');
    const infos = mock.method(logger, 'info');
    try {
      await db.down();
      // 60 probes: 20 at once, then 40 one after another.
      const statuses = await Promise.all(Array.from({ length: 20 }, probe));
      for (let i = 0; i < 40; i++) statuses.push(await probe());
      assert.deepEqual([...new Set(statuses)], [503]);
      const down = healthMessages(errors.mock.calls);
      assert.equal(down.length, 1, down.join('\n'));
      assert.match(down[0], /헬스 체크 실패/);
      const [fields] = errors.mock.calls.find((c) => c.arguments.includes(down[0]))!.arguments as unknown as [
        { err: Error },
      ];
      assert.ok(fields.err instanceof Error, 'the line says why');
      assert.deepEqual(healthMessages(infos.mock.calls), []);

      await db.up();
      let status = 0;
      for (let i = 0; i < 50 && status !== 200; i++) {
        status = await probe();
        if (status !== 200) await new Promise((r) => setTimeout(r, 100));
      }
      assert.equal(status, 200);
      for (let i = 0; i < 20; i++) assert.equal(await probe(), 200);
      assert.deepEqual(healthMessages(infos.mock.calls), ['헬스 체크 복구: 데이터베이스가 다시 응답합니다.']);
      assert.equal(healthMessages(errors.mock.calls).length, 1);
    } finally {
      errors.mock.restore();
      infos.mock.restore();
    }
  });
});
