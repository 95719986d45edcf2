// Builds what the one process serves: the server bundle, the public islands, and the admin app.
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

// Every path below is the project's: run from anywhere (`node /srv/site/scripts/build.mjs`), it builds this project.
process.chdir(fileURLToPath(new URL('..', import.meta.url)));

// The Node programs production runs, each one bundle, so no TypeScript is compiled at run time: the web process,
// the migrate CLI of the Procfile's release phase, `npm run privacy:purge` and `npm run audit:verify`. The output names are what the Procfile
// and package.json call; when a source file moves, only its line here changes.
const NODE_PROGRAMS = {
  'server/main': 'server/main.ts',
  'cli/migrate': 'server/cli/migrate.ts',
  'cli/privacy-purge': 'server/cli/privacy-purge.ts',
  'cli/audit-verify': 'server/cli/audit-verify.ts',
  'cli/backup': 'server/cli/backup.ts',
  'cli/restore': 'server/cli/restore.ts',
  'cli/import': 'server/cli/import.ts',
};
// `--node`: only the Node programs (what `npm run db:migrate` and `privacy:purge` need, under a second).
const nodeOnly = process.argv.includes('--node');

let esbuild;
try {
  esbuild = await import('esbuild');
} catch (err) {
  // A production install (Heroku prunes devDependencies after its build): `heroku run npm run privacy:purge`
  // runs the bundles built at deploy time, which is what we want there.
  const built = Object.keys(NODE_PROGRAMS).every((name) => existsSync(`dist/${name}.js`));
  if (nodeOnly && built) process.exit(0);
  throw err;
}

const t0 = Date.now();
await esbuild.build({
  entryPoints: NODE_PROGRAMS,
  bundle: true,
  platform: 'node',
  format: 'esm',
  packages: 'external',
  target: 'node20',
  outdir: 'dist',
  jsx: 'automatic',
  jsxImportSource: 'preact',
  sourcemap: true,
  logLevel: 'warning',
});
if (nodeOnly) process.exit(0);

// Every island entry in one build, so preact and the shared helpers are one cached chunk.
// Pages link to an entry as /static/islands/<name>.js?v=<content hash> (public-web/assets.ts islandUrl).
await esbuild.build({
  entryPoints: {
    client: 'public-web/islands/client.tsx',
    receipt: 'public-web/receipt/client.tsx',
    popups: 'public-web/popups/client.tsx',
  },
  bundle: true,
  format: 'esm',
  splitting: true,
  outdir: 'dist/public/islands',
  entryNames: '[name]',
  chunkNames: 'chunk-[hash]',
  jsx: 'automatic',
  jsxImportSource: 'preact',
  minify: true,
  target: 'es2020',
  logLevel: 'warning',
});

if (existsSync('admin/index.html') && process.env.SKIP_ADMIN_BUILD !== '1') {
  const r = spawnSync(
    process.execPath,
    ['node_modules/vite/bin/vite.js', 'build', '--config', 'admin/vite.config.ts', '--logLevel', 'warn'],
    { stdio: 'inherit' },
  );
  if (r.status !== 0) process.exit(r.status ?? 1);
}
// Brotli and gzip twins beside every text asset the process serves as files (server/http/precompressed.ts
// picks one by Accept-Encoding): compressed once here at the best ratio, never per request.
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|map)$/i;
const MIN_BYTES = 1024;
const br = promisify(brotliCompress);
const gz = promisify(gzip);

function* textFiles(dir) {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* textFiles(file);
    else if (COMPRESSIBLE.test(entry.name) && statSync(file).size >= MIN_BYTES) yield file;
  }
}

const fresh = (file, twin) => existsSync(twin) && statSync(twin).mtimeMs >= statSync(file).mtimeMs;
const stale = [...textFiles('dist/public'), ...textFiles('dist/admin')].filter(
  (file) => !fresh(file, `${file}.br`) || !fresh(file, `${file}.gz`),
);
const jobs = stale.map(async (file) => {
  const body = readFileSync(file);
  const params = { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length };
  const [b, g] = await Promise.all([br(body, { params }), gz(body, { level: 9 })]);
  writeFileSync(`${file}.br`, b);
  writeFileSync(`${file}.gz`, g);
  return [body.length, b.length];
});
const sizes = await Promise.all(jobs);
const kb = (n) => `${Math.round(n / 1024).toLocaleString()} KB`;
const [raw, packed] = sizes.reduce(([a, b], [x, y]) => [a + x, b + y], [0, 0]);
console.log(`정적 파일 ${sizes.length}개 미리 압축: ${kb(raw)} → brotli ${kb(packed)}`);
console.log(`빌드 완료 (${((Date.now() - t0) / 1000).toFixed(1)}초)`);
