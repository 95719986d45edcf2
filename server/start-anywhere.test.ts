// The built server started from another directory (a process manager's, a cron job's, `node /srv/site/dist/…` from
// home) answers exactly as when started from the project: every file it serves or reads (CSS, islands, the admin
// build, the share card's fonts, the brochure) is found from the app's own location, never from the working directory.
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { appRoot } from '../domain/app-root.js';
import { loadConfig } from './process/config.js';
import { ensureBuilt, killStarted, startServer, type ServerProcess } from './test/processes.js';
import {
  startTestApp,
  TEST_AUDIT_KEY,
  TEST_JWT_SECRET,
  TEST_PUBLIC_URL,
  testNow,
  type TestApp,
} from './test/support.js';

let app: TestApp;
let elsewhere: string;
let noFonts: string;
let fromRoot: ServerProcess;
let fromElsewhere: ServerProcess;

async function start(cwd: string): Promise<ServerProcess> {
  const server = await startServer(
    {
      DATABASE_URL: app.databaseUrl,
      JWT_SECRET: TEST_JWT_SECRET,
      AUDIT_KEY: TEST_AUDIT_KEY,
      TEST_NOW: testNow().toISOString(),
      LOG_LEVEL: 'info',
      WEB_CONCURRENCY: '1',
      // One address for both, so their canonical links agree.
      PUBLIC_URL: TEST_PUBLIC_URL,
      // A fontconfig that knows no font: the share card's words can only come from the bundled NanumSquare, so a
      // font file not found draws a different card even on a machine with fonts-nanum.
      FONTCONFIG_FILE: path.join(noFonts, 'fonts.conf'),
    },
    { cwd },
  );
  await server.waitForLine((l) => typeof l.workers === 'number' && typeof l.port === 'number');
  return server;
}

before(async () => {
  ensureBuilt();
  app = await startTestApp();
  // An empty directory with nothing of the project in it.
  elsewhere = mkdtempSync(path.join(os.tmpdir(), 'school-elsewhere-'));
  noFonts = mkdtempSync(path.join(os.tmpdir(), 'school-nofonts-'));
  writeFileSync(
    path.join(noFonts, 'fonts.conf'),
    `<?xml version="1.0"?><!DOCTYPE fontconfig SYSTEM "fonts.dtd"><fontconfig><cachedir>${noFonts}/cache</cachedir></fontconfig>`,
  );
  [fromRoot, fromElsewhere] = await Promise.all([start(appRoot()), start(elsewhere)]);
});
after(async () => {
  killStarted();
  rmSync(elsewhere, { recursive: true, force: true });
  rmSync(noFonts, { recursive: true, force: true });
  await app.close();
});

async function get(server: ServerProcess, url: string): Promise<{ status: number; type: string; bytes: Buffer }> {
  // identity: the bytes as stored, so the two answers compare byte for byte.
  const res = await fetch(`http://127.0.0.1:${server.port}${url}`, { headers: { 'Accept-Encoding': 'identity' } });
  return {
    status: res.status,
    type: res.headers.get('content-type') ?? '',
    bytes: Buffer.from(await res.arrayBuffer()),
  };
}

async function sameFromBoth(url: string): Promise<void> {
  const [root, other] = await Promise.all([get(fromRoot, url), get(fromElsewhere, url)]);
  assert.equal(root.status, 200, `${url} from the project root: ${root.status}`);
  assert.equal(
    other.status,
    200,
    `${url} started from ${elsewhere}: ${other.status}\n${other.bytes.toString('utf8', 0, 400)}`,
  );
  assert.equal(other.type, root.type, `${url}: content type`);
  if (!other.bytes.equals(root.bytes)) {
    // Where they part (and, for text, the words around it), to tell a missing file from another difference.
    let i = 0;
    while (i < root.bytes.length && root.bytes[i] === other.bytes[i]) i++;
    const around = (b: Buffer) => b.toString('utf8', Math.max(0, i - 80), i + 80);
    const text = /^text\/|javascript|svg/.test(root.type) ? `:\n${around(root.bytes)}\n≠\n${around(other.bytes)}` : '';
    assert.fail(`${url}: the bytes differ from the project root's answer at byte ${i}${text}`);
  }
}

test('pages, their CSS and scripts, the share card and the brochure are the same started from anywhere', async () => {
  for (const url of ['/', '/introduce/greeting', '/china/info_1', '/share/card.png', '/share/logo.png']) {
    await sameFromBoth(url);
  }
  // Every stylesheet, script and font the pages link to, at the address they link to.
  const html = (await get(fromRoot, '/')).bytes.toString('utf8') + (await get(fromRoot, '/china/info_1')).bytes;
  const linked = [...html.matchAll(/(?:href|src)="(\/static\/[^"]+)"/g)].map((m) => m[1].replaceAll('&amp;', '&'));
  assert.ok(
    linked.some((u) => u.startsWith('/static/site-home.css')),
    'the home page links its stylesheet',
  );
  assert.ok(
    linked.some((u) => u.startsWith('/static/islands/')),
    'the home page links its script',
  );
  for (const url of new Set([
    ...linked,
    '/static/site.css',
    '/static/favicon.svg',
    '/static/fonts/zh-hans-0.woff2',
    '/brochure.pdf',
  ])) {
    await sameFromBoth(url);
  }
});

test(
  'the admin app is the same started from anywhere',
  { skip: !existsSync(path.join(appRoot(), 'dist/admin/index.html')) && 'the admin is not built (npm run build)' },
  async () => {
    await sameFromBoth('/admin');
    const index = (await get(fromRoot, '/admin')).bytes.toString('utf8');
    const script = /src="(\/admin\/assets\/[^"]+\.js)"/.exec(index);
    assert.ok(script, 'the admin page names its script');
    await sameFromBoth(script[1]);
  },
);

test('the data, the build and relative paths in the environment are taken from the app’s folder', () => {
  const was = process.cwd();
  process.chdir(elsewhere);
  try {
    // With DATABASE_URL nothing is written to the data folder, so this reads the paths only.
    const env = { DATABASE_URL: 'postgres://127.0.0.1/none', JWT_SECRET: TEST_JWT_SECRET, AUDIT_KEY: TEST_AUDIT_KEY };
    const config = loadConfig(env);
    assert.equal(config.dataDir, path.join(appRoot(), '.data'));
    assert.equal(config.distDir, path.join(appRoot(), 'dist'));
    const relative = loadConfig({ ...env, DATA_DIR: 'var/data', AUDIT_CHECKPOINT_FILE: 'var/checkpoints.jsonl' });
    assert.equal(relative.dataDir, path.join(appRoot(), 'var/data'));
    assert.equal(relative.auditCheckpointFile, path.join(appRoot(), 'var/checkpoints.jsonl'));
    assert.equal(loadConfig({ ...env, DATA_DIR: elsewhere }).dataDir, elsewhere, 'an absolute path stays');
  } finally {
    process.chdir(was);
  }
});
