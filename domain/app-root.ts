// The folder the app ships in (the one holding package.json), found from this module's own file, never from the
// working directory: a process started elsewhere (`node /srv/site/dist/server/main.js` from a process manager or a
// cron job) must read the same CSS, scripts, fonts and admin build as one started in the project. The sources
// (domain/app-root.ts under tsx) and the bundles (dist/server/main.js, dist/cli/*.js) sit at different depths, so
// the folder is looked up, not counted. Node-only; the browser code never imports it.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// Set by the test bundler (scripts/test-bundle.ts), whose bundles live under node_modules/.cache: node_modules may
// be a link into another checkout, and the tests must read the files of the project they were built from.
declare const __APP_ROOT__: string | undefined;

let root: string | undefined;

function lookUp(): string {
  if (typeof __APP_ROOT__ === 'string') return __APP_ROOT__;
  const here = path.dirname(fileURLToPath(import.meta.url));
  for (let dir = here; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`앱 폴더(package.json이 있는 폴더)를 찾을 수 없습니다: ${here}`);
  }
}

/** The app's folder, absolute; looked up once per process. */
export function appRoot(): string {
  return (root ??= lookUp());
}

/** `p` from the app's folder (an absolute `p` stays as it is). */
export function fromAppRoot(...p: string[]): string {
  return path.resolve(appRoot(), ...p);
}
