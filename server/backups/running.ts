// The CLIs beside a running site on the embedded database: starting a second embedded server on .data/pg would
// stop the running one (db/embedded.ts treats a live postmaster.pid as an orphan's), so `npm run backup` connects
// to the running server instead (its port is in postmaster.pid, its password in secrets.json), and `npm run
// restore` refuses until the site is stopped.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** The superuser URL of the embedded server running on `dataDir`'s database, or null when none runs. */
export function runningEmbeddedUrl(dataDir: string, password: string, database = 'school'): string | null {
  const pidFile = path.join(dataDir, 'pg', 'postmaster.pid');
  if (!existsSync(pidFile)) return null;
  const lines = readFileSync(pidFile, 'utf8').split('\n');
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (!Number.isInteger(pid) || pid <= 0 || !isRunning(pid) || !Number.isInteger(port) || port <= 0) return null;
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;
}
