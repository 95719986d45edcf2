// WEB_CONCURRENCY=2 on the built server: one primary, two workers on the shared port. A write answered by one
// worker empties the other's cached pages; only one worker runs the scheduled jobs; a killed worker is replaced;
// SIGTERM to the primary lets a request in flight finish, and every process is gone well inside 30 s, exit 0.
import assert from 'node:assert/strict';
import http from 'node:http';
import net from 'node:net';
import { after, before, describe, test } from 'node:test';
import { adminToken, startTestApp, TEST_JWT_SECRET, testNow, type TestApp } from '../test/support.js';
import {
  alive,
  ensureBuilt,
  killStarted,
  startServer,
  within,
  type LogLine,
  type ServerProcess,
} from '../test/processes.js';

const LISTENING = '워커가 요청을 받기 시작했습니다.';
const NO_SMTP = 'SMTP_URL이 설정되지 않아 메일을 보내지 않습니다. 메일은 발송 대기 상태로 남습니다.';

let app: TestApp;
before(async () => {
  ensureBuilt();
  // The in-process app makes the database (boards, settings, an open round) and the staff user.
  app = await startTestApp();
});
after(async () => {
  killStarted();
  await app.close();
});

/** A GET on a connection of its own, so the primary hands each to the next worker in turn. */
function getFresh(port: number, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, agent: false }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (body += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      })
      .on('error', reject);
  });
}

/** A login whose body arrives in two parts, the second `afterMs` after SIGTERM went to the primary. */
function slowLoginAcrossSigterm(server: ServerProcess, afterMs: number): Promise<number> {
  const body = JSON.stringify({ loginId: 'nobody1', password: 'whatever123' });
  return new Promise<number>((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: server.port,
        path: '/api/auth/login',
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
        agent: false,
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.write(body.slice(0, 10));
    setTimeout(() => {
      server.child.kill('SIGTERM');
      setTimeout(() => req.end(body.slice(10)), afterMs);
    }, 200);
  });
}

const listeningOf = (slot: number) => (l: LogLine) => l.msg === LISTENING && l.worker === slot;

describe('WEB_CONCURRENCY=2', () => {
  test('two workers share the port and each hears the other’s writes; a killed one is replaced, with backoff; SIGTERM drains all', async () => {
    const server = await startServer({
      WEB_CONCURRENCY: '2',
      DATABASE_URL: app.databaseUrl,
      JWT_SECRET: TEST_JWT_SECRET,
      AUDIT_KEY: 'k'.repeat(40),
      TEST_NOW: testNow().toISOString(),
      LOG_LEVEL: 'info',
    });
    const up = await server.waitForLine((l) => l.workers === 2);
    assert.match(up.msg!, /워커 프로세스 2개/);
    const pids = [
      (await server.waitForLine(listeningOf(0))).pid,
      (await server.waitForLine(listeningOf(1))).pid,
    ] as number[];
    assert.equal(new Set([server.child.pid, ...pids]).size, 3, 'a primary and two workers, three processes');
    assert.equal(
      server.lines().filter((l) => l.msg === NO_SMTP).length,
      1,
      'only one worker runs the scheduled jobs (the mail outbox among them)',
    );

    // Both workers cache the notice list; a post written through one of them must leave neither serving it stale.
    for (let i = 0; i < 4; i += 1) assert.equal((await getFresh(server.port, '/board/notice')).status, 200);
    const title = `클러스터 공지 ${Date.now()}`;
    const token = await adminToken(app);
    const created = await fetch(`http://127.0.0.1:${server.port}/api/posts`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ boardEnName: 'notice', title, content: '<p>두 워커 모두에 보입니다.</p>' }),
    });
    assert.equal(created.status, 201, await created.clone().text());
    // The other worker hears of it through NOTIFY, a moment later on a busy machine; one that did not listen
    // would serve its cached list for ever.
    let shown = 0;
    for (let i = 0; i < 50 && shown < 4; i += 1) {
      if (i) await new Promise((r) => setTimeout(r, 100));
      shown = 0;
      for (let j = 0; j < 4; j += 1)
        if ((await getFresh(server.port, '/board/notice')).body.includes(title)) shown += 1;
    }
    assert.equal(shown, 4, 'every worker shows the new post');

    // A worker killed outright is replaced in its slot, and the service answers throughout.
    const from = server.lines().length;
    process.kill(pids[1]!, 'SIGKILL');
    const died = await server.waitForLine((l) => l.pid === pids[1] && l.signal === 'SIGKILL', { from });
    assert.equal(died.worker, 1);
    assert.equal(typeof died.restartInMs, 'number');
    const first = await server.waitForLine(listeningOf(1), { from });
    // Killed again soon after its start, the slot waits longer before the next one (no spinning crash loop).
    const again = server.lines().length;
    process.kill(first.pid as number, 'SIGKILL');
    const diedAgain = await server.waitForLine((l) => l.pid === first.pid && l.signal === 'SIGKILL', { from: again });
    assert.ok((diedAgain.restartInMs as number) > (died.restartInMs as number), JSON.stringify([died, diedAgain]));
    const replaced = await server.waitForLine(listeningOf(1), { from: again });
    assert.notEqual(replaced.pid, pids[1]);
    assert.notEqual(replaced.pid, first.pid);
    assert.ok(alive(replaced.pid as number));
    assert.equal(server.lines().filter((l) => l.msg === NO_SMTP).length, 1, 'the replacement of slot 1 runs no jobs');
    for (let i = 0; i < 4; i += 1) assert.equal((await getFresh(server.port, '/healthz')).status, 200);

    // SIGTERM to the primary: the request in flight is answered, then everything exits 0.
    const t0 = Date.now();
    const workers = [pids[0]!, replaced.pid as number];
    assert.equal(await slowLoginAcrossSigterm(server, 500), 401, server.output());
    assert.equal(await within(30_000, server.exited), 0, server.output());
    const took = Date.now() - t0;
    assert.ok(took < 15_000, `all exited in ${took} ms`);
    for (const pid of workers) assert.equal(alive(pid), false, `worker ${pid} is gone`);
    await assert.rejects(getFresh(server.port, '/healthz'));
  });

  test('when no worker can start (the port is taken) the primary does not retry for ever: it exits 1', async () => {
    const taken = net.createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    try {
      const server = await startServer({
        WEB_CONCURRENCY: '2',
        PORT: String((taken.address() as net.AddressInfo).port),
        DATABASE_URL: app.databaseUrl,
        JWT_SECRET: TEST_JWT_SECRET,
        AUDIT_KEY: 'k'.repeat(40),
        LOG_LEVEL: 'info',
      });
      assert.equal(await within(60_000, server.exited), 1, server.output());
      assert.match(server.output(), /EADDRINUSE/);
      assert.ok(server.lines().some((l) => l.msg === '워커가 시작하지 못했습니다. 서버를 종료합니다.'));
    } finally {
      taken.close();
    }
  });
});
