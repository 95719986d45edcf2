// POST /api/files/import against a server this test runs on 127.0.0.1 (the app's config allows that one origin
// over http; nothing else in the test reaches out), and the refusals that never connect anywhere.
import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { StoredFile } from '../../db/models/index.js';
import { adminToken, call, startTestApp, type TestApp } from '../test/support.js';
import { pngBytes } from '../test/upload.js';

const BIG = 10 * 1024 * 1024 + 1;
let app: TestApp;
let admin: string;
let remote: http.Server;
let origin: string;
let png: Buffer;

function remoteServer(): http.Server {
  return http.createServer((req, res) => {
    const path = req.url ?? '/';
    if (path === '/%EC%82%AC%EC%A7%84.png') res.writeHead(200, { 'content-type': 'image/png' }).end(png);
    // The content decides, not the address's extension or the content-type the other side claims.
    else if (path === '/photo.png')
      res.writeHead(200, { 'content-type': 'image/png' }).end('<html>not an image</html>');
    else if (path === '/moved') res.writeHead(302, { location: '/%EC%82%AC%EC%A7%84.png' }).end();
    else if (path === '/to-loopback') res.writeHead(302, { location: 'https://127.0.0.1/a.png' }).end();
    else if (path === '/to-localhost') res.writeHead(301, { location: 'https://localhost/a.png' }).end();
    else if (path === '/to-http') res.writeHead(302, { location: 'http://127.0.0.1:9/a.png' }).end();
    else if (path.startsWith('/loop')) res.writeHead(302, { location: `/loop${path.length}` }).end();
    else if (path === '/declared-big') res.writeHead(200, { 'content-length': String(BIG) }).end();
    else if (path === '/streamed-big') {
      // No content-length: the cap is counted as the bytes arrive.
      res.writeHead(200, { 'content-type': 'image/png' });
      const chunk = Buffer.alloc(1024 * 1024, 1);
      for (let i = 0; i < 11; i++) res.write(chunk);
      res.end();
    } else if (path === '/slow') {
      // Never answers; the fetch's deadline ends it.
    } else res.writeHead(404).end();
  });
}

before(async () => {
  png = await pngBytes(64, 48);
  remote = remoteServer();
  await new Promise<void>((r) => remote.listen(0, '127.0.0.1', r));
  origin = `http://127.0.0.1:${(remote.address() as AddressInfo).port}`;
  app = await startTestApp({ imageImport: { allowedTestOrigins: [origin], timeoutMs: 1500 } });
  admin = await adminToken(app);
});
after(async () => {
  remote.closeAllConnections();
  await new Promise((r) => remote.close(r));
  await app.close();
});

const importUrl = (url: string) => call(app, 'POST', '/api/files/import', { token: admin, body: { url } });

describe('POST /api/files/import', () => {
  test('fetches the image once, stores it as our file (named from the address) and answers its /files/ URL', async () => {
    const res = await importUrl(`${origin}/moved`);
    assert.equal(res.status, 201, JSON.stringify(res.body));
    assert.match(res.body.url, /^\/files\/\d+\/%EC%82%AC%EC%A7%84\.png$/);
    assert.equal(res.body.name, '사진.png');
    assert.equal(res.body.width, 64);
    const row = await StoredFile.scope('withData').findByPk(res.body.id);
    assert.equal(row?.ownerId, null);
    assert.ok(row?.data.equals(png));
    const served = await fetch(app.baseUrl + res.body.url);
    assert.equal(served.status, 200);
    assert.equal(served.headers.get('content-type'), 'image/png');
  });

  test('refuses, with a Korean 4xx and nothing stored, what is not a public https image', async () => {
    const count = await StoredFile.count();
    const cases: [string, RegExp, number?][] = [
      ['http://example.com/a.png', /https:\/\/로 시작하는 주소만/],
      ['ftp://example.com/a.png', /https:\/\/로 시작하는 주소만/],
      ['이미지', /주소 형식이 올바르지 않습니다/],
      ['https://10.0.0.1/a.png', /내부망/],
      ['https://192.168.0.10/a.png', /내부망/],
      ['https://169.254.169.254/latest/meta-data', /내부망/],
      ['https://100.64.0.1/a.png', /내부망/],
      ['https://224.0.0.1/a.png', /내부망/],
      ['https://0.0.0.0/a.png', /내부망/],
      ['https://[::1]/a.png', /내부망/],
      ['https://[::ffff:127.0.0.1]/a.png', /내부망/],
      ['https://[fd00::1]/a.png', /내부망/],
      ['https://2130706433/a.png', /내부망/],
      ['https://localhost/a.png', /내부망/],
      ['https://example.com:8443/a.png', /기본 포트/],
      ['https://user:pw@example.com/a.png', /아이디나 비밀번호/],
      // The allowed test origin is an exact origin: the same host on another port is loopback over http.
      ['http://127.0.0.1:9/a.png', /https:\/\/로 시작하는 주소만/],
      [`${origin}/photo.png`, /이미지\(JPG, PNG, GIF, WebP\)가 아닙니다/],
      [`${origin}/missing.png`, /응답 404/],
      [`${origin}/to-loopback`, /127\.0\.0\.1: 내부망/],
      [`${origin}/to-localhost`, /localhost: 내부망/],
      [`${origin}/to-http`, /https:\/\/로 시작하는 주소만/],
      [`${origin}/loop`, /3번 넘게/],
      [`${origin}/declared-big`, /너무 큽니다/, 413],
      [`${origin}/streamed-big`, /너무 큽니다/, 413],
      [`${origin}/slow`, /초 안에 이미지를 보내지 않았습니다/],
    ];
    for (const [url, message, status = 400] of cases) {
      const res = await importUrl(url);
      assert.equal(res.status, status, `${url}: ${JSON.stringify(res.body)}`);
      assert.match(res.body.errorMessage, /^이미지 주소: /, url);
      assert.match(res.body.errorMessage, message, url);
    }
    assert.equal(await StoredFile.count(), count);
  });

  test('an empty or missing url is a 400 naming the field', async () => {
    const res = await call(app, 'POST', '/api/files/import', { token: admin, body: { url: ' ' } });
    assert.equal(res.status, 400);
    assert.equal(res.body.errors.url, '이미지 주소를 넣어주세요.');
  });
});
