// The built server (dist/server/main.js) as a child process, for the tests of the cluster: its output kept for the
// assertions, its JSON log lines readable, and a wait for a line to appear.
import os from 'node:os';
import path from 'node:path';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fromAppRoot } from '../../domain/app-root.js';
import { freePort } from '../../db/embedded.js';

export const MAIN = fromAppRoot('dist/server/main.js');

/** Builds the server bundle when a run narrowed with --only finds none. */
export function ensureBuilt(): void {
  if (!existsSync(MAIN))
    spawnSync(process.execPath, [fromAppRoot('scripts/build.mjs')], {
      stdio: 'inherit',
      env: { ...process.env, SKIP_ADMIN_BUILD: '1' },
    });
}

export interface LogLine {
  msg?: string;
  [key: string]: unknown;
}

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  output(): string;
  /** The structured (pino) lines so far. */
  lines(): LogLine[];
  exited: Promise<number | null>;
  /** Resolves with the first log line (from `from` on) that `match` accepts; rejects on exit or timeout. */
  waitForLine(match: (l: LogLine) => boolean, opts?: { from?: number; timeoutMs?: number }): Promise<LogLine>;
}

const started: ServerProcess[] = [];

/** Ends the servers this file started that still run: a failed assertion leaves its server up (the primary's workers
 * follow it), and the test file would never end. For an after() hook. */
export function killStarted(): void {
  for (const s of started) if (s.child.exitCode === null) s.child.kill('SIGKILL');
}

/** `cwd`: the directory the process starts in (the test's own by default). */
export async function startServer(env: NodeJS.ProcessEnv, opts: { cwd?: string } = {}): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, [MAIN], {
    cwd: opts.cwd,
    // The daily backup job of a server left running past its first look writes into a temporary folder, never the
    // project's .data/backups.
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      PORT: String(port),
      HOST: '127.0.0.1',
      BACKUP_DIR: path.join(os.tmpdir(), 'site-test-backups'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  // Whole lines only: the last piece may still be arriving.
  const lines = () =>
    out
      .split('\n')
      .slice(0, -1)
      .flatMap((l) => {
        try {
          return l.startsWith('{') ? [JSON.parse(l) as LogLine] : [];
        } catch {
          return [];
        }
      });
  const server: ServerProcess = {
    child,
    port,
    output: () => out,
    lines,
    exited,
    async waitForLine(match, { from = 0, timeoutMs = 60_000 } = {}) {
      const until = Date.now() + timeoutMs;
      while (Date.now() < until) {
        const found = lines().slice(from).find(match);
        if (found) return found;
        if (child.exitCode !== null) break;
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error(`no such log line (exit ${child.exitCode}):\n${out}`);
    },
  };
  started.push(server);
  return server;
}

export function within<T>(ms: number, promise: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    promise.finally(() => clearTimeout(timer)),
    new Promise<T>((_, reject) => (timer = setTimeout(() => reject(new Error(`not within ${ms} ms`)), ms))),
  ]);
}

/** Whether a process of that id is still running. */
export function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
