// The first view of every public page is light: the gzip bytes of its HTML and of the stylesheets it links,
// as a browser asking for gzip receives them (a file too small to compress counts as sent), stay ≤ 14 KB (one TCP initial window, 10 × 1460 B, is about that much).
// On the sample content of `npm start` (posts, gallery, professors, popups), so the pages are as full as a visitor sees.
// Also: the stylesheet of a kind of page (public-web/assets.ts CSS_BUNDLES) styles every class its pages use.
// And the whole first view of every China MBA page, the Chinese web font counted as a visitor without one downloads
// it, stays ≤ 150 KiB (scripts/make-zh-font.ts slices the font by page).
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { request } from 'node:http';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { after, before, test } from 'node:test';
import { Board, Post } from '../../db/models/index.js';
import { ASSET_DIR } from '../../public-web/assets.js';
import { seedBoards } from '../sample/boards.js';
import { seedPopups } from '../sample/popups.js';
import { startTestApp, type TestApp } from '../test/support.js';
import { INLINE_STYLES } from '../../public-web/inline-styles.js';
import { publicPagePaths } from './routes.js';
import { chinaPagePaths, moduleScripts, staticImports, zhCharsOf, zhCharsOfScript } from './china-pages.js';
import { facesFor, fontFaces } from '../../public-web/zh-font.js';

const BUDGET = 14 * 1024;

let app: TestApp;
let pages: string[];
before(async () => {
  app = await startTestApp();
  await seedBoards();
  await seedPopups();
  // The professor board has no page of its own: it sends visitors to /introduce/professor (in `publicPagePaths`).
  const boards = (await Board.findAll({ order: [['id', 'ASC']] })).filter((b) => b.kind !== 'professor');
  const details: string[] = [];
  for (const b of boards) {
    const post = await Post.findOne({ where: { boardId: b.id }, order: [['id', 'DESC']] });
    if (post) details.push(`/board/${b.enName}/${post.id}`);
  }
  pages = [
    ...publicPagePaths,
    `/search?q=${encodeURIComponent('장학')}`,
    ...boards.map((b) => `/board/${b.enName}`),
    ...details,
    '/receipt',
    '/receipt/china-mba',
    '/no-such-page',
    ...chinaPagePaths.filter((p) => !publicPagePaths.includes(p)),
  ];
});
after(() => app.close());

function wire(url: string): Promise<{ status: number; body: Buffer; coding: string | undefined }> {
  return new Promise((resolve, reject) => {
    const req = request(`${app.baseUrl}${url}`, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks), coding: res.headers['content-encoding'] }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

const stylesheets = (html: string) => [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1]!);
const decode = (r: { body: Buffer; coding: string | undefined }) =>
  (r.coding === 'gzip' ? gunzipSync(r.body) : r.body).toString('utf8');

interface Weighed {
  page: string;
  html: string;
  css: string;
  htmlBytes: number;
  cssBytes: number;
}

async function weigh(page: string): Promise<Weighed> {
  const html = await wire(page);
  assert.ok(html.status === 200 || page.endsWith('/no-such-page'), `${page}: ${html.status}`);
  const text = decode(html);
  let css = '';
  let cssBytes = 0;
  for (const href of stylesheets(text)) {
    const r = await wire(href);
    assert.equal(r.status, 200, href);
    cssBytes += r.body.length;
    css += decode(r);
  }
  return { page, html: text, css, htmlBytes: html.body.length, cssBytes };
}

test('every public page’s HTML and the CSS it links weigh at most 14 KB gzip', async () => {
  assert.ok(pages.length > 30, `${pages.length} pages`);
  const over: string[] = [];
  for (const page of pages) {
    const w = await weigh(page);
    const total = w.htmlBytes + w.cssBytes;
    console.log(`${String(total).padStart(6)} B = HTML ${w.htmlBytes} + CSS ${w.cssBytes}  ${page}`);
    if (total > BUDGET) over.push(`${page}: ${total} B`);
  }
  assert.deepEqual(over, [], `over ${BUDGET} B`);
});

// The class names a stylesheet gives rules to (comments and url()s left out).
const classesIn = (css: string) =>
  new Set(
    [
      ...css
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .replace(/url\([^)]*\)/g, '')
        .matchAll(/\.(-?[A-Za-z_][\w-]*)/g),
    ].map((m) => m[1]!),
  );

test('each page’s stylesheet styles every class of the page that any of the site’s CSS styles', async () => {
  const cssDir = path.join(ASSET_DIR, 'css');
  const all = classesIn(
    [...readdirSync(cssDir).map((f) => readFileSync(path.join(cssDir, f), 'utf8')), ...INLINE_STYLES].join('\n'),
  );
  const missing: string[] = [];
  for (const page of pages) {
    const w = await weigh(page);
    const inline = [...w.html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('\n');
    const styled = classesIn(w.css + inline);
    const used = new Set([...w.html.matchAll(/\bclass="([^"]*)"/g)].flatMap((m) => m[1]!.split(/\s+/)));
    const lost = [...used].filter((c) => c && all.has(c) && !styled.has(c));
    if (lost.length) missing.push(`${page}: ${lost.join(' ')}`);
  }
  assert.deepEqual(missing, []);
});

const FIRST_VIEW_BUDGET = 150 * 1024;

/** A module script and every module it imports statically (the chunks the browser fetches before running it): their
 * bytes, and the Chinese characters they may draw. */
async function modules(url: string, seen: Set<string>, chars: Set<string>): Promise<number> {
  if (seen.has(url)) return 0;
  seen.add(url);
  const r = await wire(url);
  assert.equal(r.status, 200, url);
  const js = decode(r);
  for (const c of zhCharsOfScript(js)) chars.add(c);
  let bytes = r.body.length;
  for (const next of staticImports(js, url)) bytes += await modules(next, seen, chars);
  return bytes;
}

test('every China MBA page’s first view, Chinese font included, weighs at most 150 KiB', async () => {
  assert.ok(chinaPagePaths.length >= 9, chinaPagePaths.join(' '));
  const over: string[] = [];
  for (const page of chinaPagePaths) {
    const w = await weigh(page);
    assert.equal(new RegExp('<html lang="zh-Hans"').test(w.html), true, `${page} is in Chinese`);
    const seen = new Set<string>();
    const shownChars = zhCharsOf(w.html);
    let scripts = 0;
    for (const url of moduleScripts(w.html)) scripts += await modules(url, seen, shownChars);
    assert.ok(seen.size > 0, `${page} loads its islands (npm test builds them)`);
    let images = 0;
    for (const m of w.html.matchAll(/<img\b(?![^>]*loading="lazy")[^>]*\bsrc="(\/[^"]+)"/g))
      images += (await wire(m[1]!.replaceAll('&amp;', '&'))).body.length;
    // A browser downloads a font file when a character the page draws (its HTML's or its islands') falls in its
    // unicode-range (the last declared face that holds it).
    const faces = facesFor(fontFaces(w.css), shownChars);
    // The page preloads the slices its HTML needs, so its text is laid out once, in its font.
    const preloaded = [...w.html.matchAll(/<link rel="preload" href="([^"]+)" as="font"/g)].map((m) => m[1]!);
    assert.deepEqual(
      preloaded,
      facesFor(fontFaces(w.css), zhCharsOf(w.html)).map((f) => f.url),
      `${page} preloads its slices`,
    );
    assert.ok(faces.length > 0, `${page} draws its Chinese in the site’s font`);
    let fonts = 0;
    for (const f of faces) {
      const r = await wire(f.url);
      assert.equal(r.status, 200, f.url);
      fonts += r.body.length;
    }
    const total = w.htmlBytes + w.cssBytes + scripts + images + fonts;
    console.log(
      `${String(total).padStart(7)} B = HTML ${w.htmlBytes} + CSS ${w.cssBytes} + JS ${scripts} + images ${images} + fonts ${fonts} (${faces.length})  ${page}`,
    );
    if (total > FIRST_VIEW_BUDGET) over.push(`${page}: ${total} B`);
  }
  assert.deepEqual(over, [], `over ${FIRST_VIEW_BUDGET} B`);
});
