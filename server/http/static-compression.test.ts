// Static files, cached pages and the /receipt pages come compressed by Accept-Encoding
// negotiation (q-values honoured, Vary sent). Raw node:http requests: fetch would add and undo its own coding.
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { request } from 'node:http';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { islandUrl } from '../../public-web/assets.js';
import { startTestApp, type TestApp } from '../test/support.js';

let app: TestApp;
before(async () => {
  app = await startTestApp();
});
after(() => app.close());

interface Raw {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

function raw(url: string, acceptEncoding: string | null, method = 'GET'): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = {};
    if (acceptEncoding !== null) headers['accept-encoding'] = acceptEncoding;
    const req = request(`${app.baseUrl}${url}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

function decoded(r: Raw): Buffer {
  const coding = r.headers['content-encoding'];
  if (coding === 'br') return brotliDecompressSync(r.body);
  if (coding === 'gzip') return gunzipSync(r.body);
  assert.equal(coding, undefined, `unexpected coding ${String(coding)}`);
  return r.body;
}

const varies = (r: Raw) => assert.match(String(r.headers.vary ?? ''), /accept-encoding/i, 'Vary: Accept-Encoding');

/** Each Accept-Encoding header with the coding it must get. */
const CASES: [string | null, string | undefined][] = [
  ['gzip, deflate, br', 'br'],
  ['gzip, br', 'br'],
  ['br;q=0, gzip', 'gzip'],
  ['gzip;q=0.5, br;q=0.4', 'gzip'],
  ['gzip', 'gzip'],
  ['br;q=0, gzip;q=0', undefined],
  ['identity', undefined],
  [null, undefined],
];

async function expectNegotiated(url: string, contentType: RegExp): Promise<Buffer> {
  const plain = await raw(url, null);
  assert.equal(plain.status, 200, url);
  for (const [accept, coding] of CASES) {
    const r = await raw(url, accept);
    assert.equal(r.status, 200, `${url} ${accept}`);
    assert.equal(r.headers['content-encoding'], coding, `${url} with Accept-Encoding: ${accept}`);
    assert.match(String(r.headers['content-type']), contentType);
    varies(r);
    assert.deepEqual(decoded(r), plain.body, `${url} ${accept}: the same bytes once decoded`);
  }
  return plain.body;
}

test('/static/site.css is negotiated: brotli, gzip or plain as the client asks, q=0 honoured', async () => {
  const css = await expectNegotiated(`/static/site.css`, /^text\/css/);
  const br = await raw('/static/site.css', 'br');
  console.log(`site.css: ${css.length} B plain, ${br.body.length} B brotli`);
  assert.ok(br.body.length < css.length / 3, 'brotli takes most of the CSS off');
});

test('the islands are served from the build’s precompressed twins, with their script type', async () => {
  const url = islandUrl('client');
  assert.ok(url, 'the islands are built');
  const js = await expectNegotiated(url, /javascript/);
  assert.deepEqual(js, readFileSync(path.resolve('dist/public/islands/client.js')));
  const head = await raw(url, 'br', 'HEAD');
  assert.equal(head.headers['content-encoding'], 'br');
  assert.equal(head.body.length, 0);
  const chunk = readdirSync('dist/public/islands').find(
    (f) => /^chunk-.*\.js$/.test(f) && existsSync(`dist/public/islands/${f}.br`),
  );
  assert.ok(chunk);
  const r = await raw(`/static/islands/${chunk}`, 'br');
  assert.equal(r.headers['content-encoding'], 'br');
  assert.match(String(r.headers['cache-control']), /immutable/, 'a hashed chunk keeps its year-long cache');
});

const adminDir = path.resolve('dist/admin/assets');
test(
  'the admin’s JavaScript comes compressed',
  { skip: !existsSync(adminDir) && 'the admin is not built (npm run build)' },
  async () => {
    const biggest = readdirSync(adminDir)
      .filter((f) => f.endsWith('.js'))
      .sort((a, b) => statSync(path.join(adminDir, b)).size - statSync(path.join(adminDir, a)).size)[0];
    const js = await expectNegotiated(`/admin/assets/${biggest}`, /javascript/);
    const br = await raw(`/admin/assets/${biggest}`, 'gzip, deflate, br');
    const gz = await raw(`/admin/assets/${biggest}`, 'gzip');
    console.log(`admin ${biggest}: ${js.length} B plain, ${gz.body.length} B gzip, ${br.body.length} B brotli`);
    assert.ok(br.body.length < js.length / 3);
  },
);

test('a cached page honours q=0 on both the Express path and the fast path', async () => {
  // The first request renders through Express, the next ones come from the fast path's memory.
  for (let i = 0; i < 2; i++) {
    const r = await raw('/', 'br;q=0, gzip');
    assert.equal(r.headers['content-encoding'], 'gzip', `request ${i + 1}`);
    varies(r);
    assert.match(decoded(r).toString(), /<!doctype html>/);
  }
  await expectNegotiated('/', /^text\/html/);
});

test('the /receipt pages’ HTML is compressed too, and stays uncacheable', async () => {
  for (const url of ['/receipt', '/receipt/lookup']) {
    const html = await expectNegotiated(url, /^text\/html/);
    assert.match(html.toString(), /<!doctype html>/);
    const r = await raw(url, 'gzip, deflate, br');
    assert.equal(r.headers['cache-control'], 'no-store');
  }
});
