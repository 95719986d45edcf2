// A prebuilt head goes on the wire exactly as writeHead would send it: the same bytes (Date aside) for a page, a HEAD,
// a 304 and an HTTP/1.0 request, several responses on one kept-alive connection, and bad headers refused up front.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import net from 'node:net';
import { prebuildHead, writePrebuiltHead } from './prebuilt-head.js';

const body = Buffer.from('<!doctype html><title>공지사항</title><p>대학원 소식</p>');
const pairs = ['Content-Type', 'text/html; charset=utf-8', 'ETag', '"abc"', 'Vary', 'Accept-Encoding'];
const page = prebuildHead(200, pairs, body.length);
const notModified = prebuildHead(304, pairs, null);

function serve(prebuilt: boolean): Promise<{ port: number; server: http.Server }> {
  const server = http.createServer((req, res) => {
    const head = req.headers['if-none-match'] === '"abc"' ? notModified : page;
    if (prebuilt) writePrebuiltHead(res, head);
    else res.writeHead(head.status, head.pairs);
    res.end(head === page && req.method !== 'HEAD' ? body : undefined);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({ port: (server.address() as net.AddressInfo).port, server })),
  );
}

/** Sends raw requests on one connection and reads until the server closes it or `quiet` ms pass without bytes. */
function exchange(port: number, raw: string, quiet = 300): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(raw));
    let out = '';
    let timer = setTimeout(() => socket.destroy(), quiet);
    socket.on('data', (c) => {
      out += c.toString('latin1');
      clearTimeout(timer);
      timer = setTimeout(() => socket.destroy(), quiet);
    });
    socket.on('close', () => {
      clearTimeout(timer);
      resolve(out.replace(/^Date: .*\r\n/gm, 'Date: -\r\n'));
    });
    socket.on('error', reject);
  });
}

const requests: Record<string, string> = {
  'a page': 'GET / HTTP/1.1\r\nHost: x\r\n\r\n',
  'a HEAD': 'HEAD / HTTP/1.1\r\nHost: x\r\n\r\n',
  'a 304': 'GET / HTTP/1.1\r\nHost: x\r\nIf-None-Match: "abc"\r\n\r\n',
  'HTTP/1.0': 'GET / HTTP/1.0\r\nHost: x\r\n\r\n',
  'three on one connection, the last closing it':
    'GET / HTTP/1.1\r\nHost: x\r\n\r\nGET / HTTP/1.1\r\nHost: x\r\nIf-None-Match: "abc"\r\n\r\n' +
    'GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
};

test('a prebuilt head sends the bytes writeHead sends', async () => {
  const plain = await serve(false);
  const fast = await serve(true);
  try {
    for (const [name, raw] of Object.entries(requests)) {
      const want = await exchange(plain.port, raw);
      const got = await exchange(fast.port, raw);
      assert.equal(got, want, name);
      assert.match(got, /^HTTP\/1\.[01] (200 OK|304 Not Modified)\r\n/, name);
    }
    const one = await exchange(fast.port, requests['a page']);
    assert.match(one, /\r\nContent-Length: \d+\r\n/);
    assert.match(one, /\r\nConnection: keep-alive\r\n/);
    assert.ok(one.endsWith(body.toString('latin1')), 'the body follows the head');
    const three = await exchange(fast.port, requests['three on one connection, the last closing it']);
    assert.equal(three.match(/HTTP\/1\.1 \d{3} /g)?.length, 3);
    assert.match(three, /HTTP\/1\.1 304 Not Modified\r\n(?:(?!Content-Length)[^\r]*\r\n)*\r\nHTTP/);
    assert.match(three, /Connection: close\r\n\r\n[^]*$/);
  } finally {
    for (const s of [plain, fast]) {
      s.server.closeAllConnections();
      await new Promise((r) => s.server.close(r));
    }
  }
});

test('a head is checked when it is built, not sent', () => {
  assert.throws(() => prebuildHead(200, ['Bad Name', 'x'], 1));
  assert.throws(() => prebuildHead(200, ['X-Ok', 'line\r\nInjected: 1'], 1));
  assert.throws(() => prebuildHead(200, ['Content-Length', '5'], 5), /apart/);
  const head = prebuildHead(404, ['Content-Type', 'text/plain'], 3);
  assert.equal(head.lines, 'HTTP/1.1 404 Not Found\r\nContent-Type: text/plain\r\n');
  assert.deepEqual(head.pairs, ['Content-Type', 'text/plain', 'Content-Length', '3']);
});
