// A request Node's parser refuses (a 64 KB header) is answered in the error contract, not with Node's bare 431.
import assert from 'node:assert/strict';
import http from 'node:http';
import { after, before, describe, test } from 'node:test';
import { startTestApp, type TestApp } from './test/support.js';

let app: TestApp;
before(async () => {
  app = await startTestApp();
});
after(() => app.close());

function bigHeader(path: string): Promise<{ status: number; type: string; body: string }> {
  const url = new URL(app.baseUrl);
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: url.hostname, port: url.port, path, headers: { cookie: `junk=${'a'.repeat(64 * 1024)}` } },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (body += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, type: res.headers['content-type'] ?? '', body }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

describe('a 64 KB request header', () => {
  test('under /api: 431 with a Korean JSON errorMessage', async () => {
    const res = await bigHeader('/api/posts');
    assert.equal(res.status, 431);
    assert.match(res.type, /^application\/json/);
    assert.deepEqual(JSON.parse(res.body), {
      errorMessage: '요청 헤더가 너무 큽니다. 이 사이트의 쿠키를 삭제한 뒤 다시 시도해주세요.',
    });
  });

  test('on a page: 431 with a Korean page', async () => {
    const res = await bigHeader('/board/notice');
    assert.equal(res.status, 431);
    assert.match(res.type, /^text\/html/);
    assert.match(res.body, /<html lang="ko">/);
    assert.match(res.body, /요청 헤더가 너무 큽니다/);
  });

  test('the server keeps serving afterwards', async () => {
    assert.equal((await fetch(`${app.baseUrl}/healthz`)).status, 200);
  });
});
