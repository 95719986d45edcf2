// Spec §4/§8: every island, the application's included, talks to the server through the one API client
// (public-web/islands/api.ts), so the spinner, the dialogs and the 401/403 rule hold on every page.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';

const CLIENT = path.join('public-web', 'islands', 'api.ts');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return sources(p);
    return /\.tsx?$/.test(e.name) && !e.name.endsWith('.test.ts') ? [p] : [];
  });
}

test('no island calls the server but through the one API client', () => {
  const files = sources('public-web');
  assert.ok(files.includes(CLIENT));
  assert.ok(files.some((f) => f.includes(`receipt${path.sep}application-form.tsx`)));
  const callers = files.filter(
    (f) => f !== CLIENT && /\bfetch\(|XMLHttpRequest|navigator\.sendBeacon/.test(readFileSync(f, 'utf8')),
  );
  assert.deepEqual(callers, []);
});
