// The test files as JavaScript: one esbuild run (about 2 s for every file) bundles each *.test.ts with the
// project's modules it imports, sharing them in chunks; node_modules stay imports. Each test file runs in its own
// process, and loading the app's few hundred modules through tsx's loader costs that process about 1 CPU-second
// more than loading the bundle (measured in /work/notes/ci-speed.md), times some 180 test processes per CI run.
// The bundles are written under node_modules/.cache, so `import.meta.url` and createRequire still resolve the
// project's node_modules, and the working directory stays the project's: tests read and spawn files by their paths.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';

/** This project's folder, given to domain/app-root.ts: a bundle under a linked node_modules would find another's. */
const PROJECT = fileURLToPath(new URL('..', import.meta.url)).replace(/[\\/]$/, '');

export interface TestBundle {
  /** The bundled file of each test file, in the same order. */
  files: string[];
  remove(): void;
}

/**
 * Bundles `files` in the order given. Node's test runner starts the files it is given sorted by path, so each bundle
 * goes under a folder named by its place (`007/server/x.test.mjs`): the runner then starts them in this order.
 */
export async function bundleTests(files: string[]): Promise<TestBundle> {
  const outdir = path.join('node_modules', '.cache', `test-bundle-${process.pid}`);
  rmSync(outdir, { recursive: true, force: true });
  const width = String(files.length).length;
  const names = files.map((f, i) => `${String(i).padStart(width, '0')}/${f.replace(/\.ts$/, '')}`);
  await esbuild.build({
    entryPoints: Object.fromEntries(files.map((f, i) => [names[i], f])),
    outdir,
    outExtension: { '.js': '.mjs' },
    chunkNames: 'chunks/[name]-[hash]',
    bundle: true,
    splitting: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    target: 'node20',
    // What tsx and scripts/build.mjs do with the sources (tsconfig.json's settings are read as well).
    jsx: 'automatic',
    jsxImportSource: 'preact',
    define: { __APP_ROOT__: JSON.stringify(PROJECT) },
    sourcemap: true,
    logLevel: 'warning',
  });
  return {
    files: names.map((n) => path.join(outdir, `${n}.mjs`)),
    remove: () => rmSync(outdir, { recursive: true, force: true }),
  };
}
