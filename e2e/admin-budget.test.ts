// What the admin loads before any screen is opened, from the build's Vite manifest: the entry chunk and every chunk
// it imports statically (dynamic imports, the screens of admin/src/lazy-screen.tsx, load when opened). Its gzip size
// stays ≤ 250 KB, so a screen's code and the rich-text editor never join the first load.
// Here beside the browser tests because only their run builds the admin (`npm test -- --api` skips it).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { gzipSync } from 'node:zlib';

const BUDGET = 250 * 1024;
const ADMIN_DIR = path.resolve(process.env.DIST_DIR ?? 'dist', 'admin');

type Chunk = { file: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[] };

function initialChunks(manifest: Record<string, Chunk>): string[] {
  const seen = new Set<string>();
  const visit = (key: string): void => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const next of manifest[key]?.imports ?? []) visit(next);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
  return [...seen].map((key) => manifest[key]!.file);
}

const gzipBytes = (file: string) => gzipSync(readFileSync(path.join(ADMIN_DIR, file)), { level: 9 }).length;

test('the admin’s initial JavaScript (entry + static imports) is at most 250 KB gzip', () => {
  const manifest = JSON.parse(readFileSync(path.join(ADMIN_DIR, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    Chunk
  >;
  const files = initialChunks(manifest).filter((f) => f.endsWith('.js'));
  assert.ok(files.length > 0, 'the manifest names no entry');
  const sizes = files.map((f) => [f, gzipBytes(f)] as const);
  const total = sizes.reduce((sum, [, n]) => sum + n, 0);
  console.log(`admin initial JS: ${(total / 1024).toFixed(1)} KB gzip in ${files.length} files`);
  assert.ok(total <= BUDGET, `${total} B > ${BUDGET} B: ${sizes.map(([f, n]) => `${f} ${n}`).join(', ')}`);
});

test('every screen and the rich-text editor load when opened, not with the admin', () => {
  const manifest = JSON.parse(readFileSync(path.join(ADMIN_DIR, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    Chunk
  >;
  const initial = new Set(initialChunks(manifest));
  // A screen imported lazily is a manifest entry of its own, keyed by its source file.
  const screens = Object.keys(manifest).filter((key) => key.startsWith('src/'));
  for (const screen of [
    'src/dashboard/Dashboard.tsx',
    'src/applications/ApplicationList.tsx',
    'src/posts/PostEditors.tsx',
  ])
    assert.ok(screens.includes(screen), `${screen} is not loaded lazily`);
  for (const key of screens) assert.ok(!initial.has(manifest[key]!.file), `${key} is loaded with the admin`);
  const editor = Object.values(manifest).filter((c) => /RichTextEditor/.test(c.file));
  assert.equal(editor.length, 1, 'the rich-text editor is one chunk');
  assert.ok(!initial.has(editor[0]!.file), 'the rich-text editor is loaded with the admin');
});
