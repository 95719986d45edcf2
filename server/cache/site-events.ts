// "The site changed": the publish step (publish.ts) calls changed() after a committed write; every process hears
// it through PostgreSQL LISTEN/NOTIFY and empties its caches, so none serves a stale page.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { Sequelize } from 'sequelize';
import { sslOptionFor } from '../../db/connect.js';
import { logger } from '../process/logger.js';

const CHANNEL = 'site_changed';

/** The listening side, all that a cache or a reader is given. */
export interface SiteChanges {
  /**
   * Runs fn on every change, local or from another process; what it returns, changed() waits for here. The function
   * returned ends that (a job that stops).
   */
  subscribe(fn: (what: string) => unknown): () => void;
}

export interface SiteEvents extends SiteChanges {
  /**
   * Tells this process and every other one; only the publish step (publish.ts) calls it, after a commit. Resolves
   * once this process's caches have caught up (the pages being read are rendered anew: page-cache.ts).
   */
  changed(what?: string): Promise<void>;
  /** Tells this process only. */
  changedHere(what: string): void;
  close(): Promise<void>;
}

export function createSiteEvents(sequelize: Sequelize, databaseUrl: string): SiteEvents {
  const listeners: ((what: string) => unknown)[] = [];
  /** Who announced a change (NOTIFY's payload is `origin|what`; a payload without one is from outside the app). */
  const origin = randomUUID();
  /** Every listener hears the change before any of them goes on asynchronously. */
  const emit = (what: string): Promise<unknown> => Promise.all(listeners.map((fn) => fn(what)));
  let client: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | null = null;
  let deaf = false;
  let failures = 0;

  const connect = async () => {
    if (closed) return;
    const c = new pg.Client({ connectionString: databaseUrl, ssl: sslOptionFor(databaseUrl) || undefined });
    c.on('notification', (msg) => {
      const payload = msg.payload ?? '';
      const bar = payload.indexOf('|');
      // This process heard its own changes when it announced them.
      if (bar > 0 && payload.slice(0, bar) === origin) return;
      void emit(bar > 0 ? payload.slice(bar + 1) : payload);
    });
    c.on('error', (err) => {
      logger.warn({ err: err.message }, 'LISTEN 연결이 끊어졌습니다. 다시 연결합니다.');
      client = null;
      c.end().catch(() => undefined);
      deaf = true;
      if (!closed) retry = setTimeout(() => void connect(), 1_000);
    });
    try {
      await c.connect();
      await c.query(`LISTEN ${CHANNEL}`);
      client = c;
      failures = 0;
      // Whatever happened while we were deaf may have changed pages: start clean, but only now that the database
      // is back. During an outage the cached pages are what visitors can still get.
      if (deaf) void emit('reconnect');
      deaf = false;
    } catch (err) {
      c.end().catch(() => undefined);
      if (!closed) retry = setTimeout(() => void connect(), 2_000);
      // Once per outage, not every 2 seconds.
      if (failures++ === 0) logger.warn({ err: (err as Error).message }, 'LISTEN 연결에 실패했습니다.');
    }
  };
  const ready = connect();

  return {
    async changed(what = 'content') {
      const caughtUp = emit(what);
      await sequelize.query('SELECT pg_notify(:channel, :payload)', {
        replacements: { channel: CHANNEL, payload: `${origin}|${what}` },
      });
      await caughtUp;
    },
    changedHere(what) {
      void emit(what);
    },
    subscribe(fn) {
      listeners.push(fn);
      return () => {
        const i = listeners.indexOf(fn);
        if (i >= 0) listeners.splice(i, 1);
      };
    },
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      await ready;
      await client?.end().catch(() => undefined);
    },
  };
}
