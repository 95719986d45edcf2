// Pages are served from memory with gzip/brotli and ETags, and a write heard through NOTIFY from another
// process empties this process's caches.
import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, test } from 'node:test';
import { gunzipSync } from 'node:zlib';
import { Setting } from '../../db/models/index.js';
import { createApp } from '../app.js';
import { withFastPath } from '../fast-path.js';
import { startTestApp, TEST_JWT_SECRET, type TestApp } from '../test/support.js';
import { PageCache } from './page-cache.js';
import { createSiteEvents, type SiteEvents } from './site-events.js';

let app: TestApp;
let otherProcess: SiteEvents;
before(async () => {
  app = await startTestApp();
  otherProcess = createSiteEvents(app.sequelize, app.databaseUrl);
});
after(async () => {
  await otherProcess.close();
  await app.close();
});

async function schoolNameOnHome(): Promise<string> {
  const html = await (await fetch(`${app.baseUrl}/`)).text();
  return /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
}

test('the home page comes compressed with an ETag, and a matching If-None-Match gets 304', async () => {
  const br = await fetch(`${app.baseUrl}/`, { headers: { 'accept-encoding': 'br' } });
  assert.equal(br.headers.get('content-encoding'), 'br');
  const etag = br.headers.get('etag');
  assert.ok(etag);
  assert.equal(br.headers.get('vary'), 'Accept-Encoding');
  const raw = await new Promise<Buffer>((resolve) => {
    http.get(`${app.baseUrl}/`, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve(Buffer.concat(chunks)));
    });
  });
  assert.match(gunzipSync(raw).toString(), /<!doctype html>/);
  const again = await fetch(`${app.baseUrl}/`, { headers: { 'if-none-match': etag! } });
  assert.equal(again.status, 304);
});

test('a change announced by another process reaches this one and the page is rendered anew', async () => {
  const before = await schoolNameOnHome();
  const row = await Setting.findByPk(1);
  await row!.update({ data: { ...row!.data, schoolName: '새이름대학원' } });
  // Written behind the cache's back: still the old page.
  assert.equal(await schoolNameOnHome(), before);
  await otherProcess.changed('settings');
  let now = '';
  for (let i = 0; i < 50 && !now.includes('새이름대학원'); i++) {
    await new Promise((r) => setTimeout(r, 20));
    now = await schoolNameOnHome();
  }
  assert.match(now, /새이름대학원/);
});

test('a cached page is answered before Express with the same security headers; a query string is not the same page', async () => {
  // The process's composition (server/app.ts createRequestListener), with a count of what reaches Express.
  const pages = new PageCache(app.events);
  const express: http.RequestListener = createApp(
    {
      sequelize: app.sequelize,
      events: app.events,
      config: { jwtSecret: TEST_JWT_SECRET, distDir: 'dist', trustProxy: 0 },
    },
    pages,
  );
  const expressSaw: string[] = [];
  const server = http.createServer(
    withFastPath((req, res) => {
      expressSaw.push(`${req.method} ${req.url}`);
      express(req, res);
    }, pages),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    const first = await fetch(`${base}/introduce/greeting`);
    assert.deepEqual(expressSaw, ['GET /introduce/greeting'], 'the first request renders the page in Express');
    const fast = await fetch(`${base}/introduce/greeting`);
    const head = await fetch(`${base}/introduce/greeting`, { method: 'HEAD' });
    assert.deepEqual(expressSaw, ['GET /introduce/greeting'], 'the cached page (GET and HEAD) never reached Express');
    assert.equal(fast.status, 200);
    assert.equal(head.status, 200);
    for (const h of [
      'content-security-policy',
      'strict-transport-security',
      'x-content-type-options',
      'referrer-policy',
      'x-frame-options',
    ]) {
      assert.equal(fast.headers.get(h), first.headers.get(h), h);
      assert.ok(fast.headers.get(h), h);
    }
    assert.equal(await fast.text(), await first.text());
    // Another query string is another URL: Express answers it.
    assert.equal((await fetch(`${base}/introduce/greeting?x=1`)).status, 200);
    assert.equal(expressSaw.at(-1), 'GET /introduce/greeting?x=1');
    // POST is never served from the cache.
    assert.equal((await fetch(`${base}/introduce/greeting`, { method: 'POST' })).status, 404);
    assert.equal(expressSaw.at(-1), 'POST /introduce/greeting');
  } finally {
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
  }
});

test('free-text searches live in their own small pool, compressed quickly on demand; site pages are stored apart', async () => {
  const { PageCache } = await import('./page-cache.js');
  const cache = new PageCache({ subscribe: () => () => undefined });
  const fakeRes = () => {
    const headers: Record<string, string> = {};
    return {
      headers,
      statusCode: 0,
      ended: false,
      writeHead(status: number, head: string[]) {
        this.statusCode = status;
        for (let i = 0; i < head.length; i += 2) headers[head[i].toLowerCase()] = head[i + 1];
      },
      end() {
        this.ended = true;
      },
    };
  };
  const req = { method: 'GET', headers: { 'accept-encoding': 'gzip, br' } };
  let renders = 0;
  const render = async () => ({ status: 200, html: `<p>${'검색 결과 '.repeat(200)}${++renders}</p>` });
  for (let i = 0; i < 400; i++) {
    const res = fakeRes();
    await cache.serve(req as never, res as never, `/board/notice?q=word${i}`, render, { transient: true });
    assert.equal(res.statusCode, 200);
    assert.equal(res.headers['content-encoding'], 'br');
  }
  assert.equal(cache.size, 0);
  assert.equal(cache.transientSize, 300, 'the pool is bounded');
  await cache.serve(req as never, fakeRes() as never, '/board/notice?q=word399', render, { transient: true });
  assert.equal(renders, 400, 'a repeated search is served from the pool');
  for (let i = 0; i < 2; i++) await cache.serve(req as never, fakeRes() as never, '/board/notice', render);
  assert.equal(cache.size, 1);
  assert.equal(renders, 401);
});
