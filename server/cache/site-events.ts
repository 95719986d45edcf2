// "The site changed": the publish step (publish.ts) calls changed() after a committed write; every process hears
// it through PostgreSQL LISTEN/NOTIFY and empties its caches, so none serves a stale page.
import pg from 'pg';
import type { Sequelize } from 'sequelize';
import { sslOptionFor } from '../../db/connect.js';
import { logger } from '../logger.js';

const CHANNEL = 'site_changed';

/** The listening side, all that a cache or a reader is given. */
export interface SiteChanges {
  /** Runs fn on every change, local or from another process. */
  subscribe(fn: (what: string) => void): void;
}

export interface SiteEvents extends SiteChanges {
  /** Tells this process and every other one; only the publish step (publish.ts) calls it, after a commit. */
  changed(what?: string): Promise<void>;
  /** Tells this process only. */
  changedHere(what: string): void;
  close(): Promise<void>;
}

export function createSiteEvents(sequelize: Sequelize, databaseUrl: string): SiteEvents {
  const listeners: ((what: string) => void)[] = [];
  const emit = (what: string) => {
    for (const fn of listeners) fn(what);
  };
  let client: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | null = null;
  let deaf = false;
  let failures = 0;

  const connect = async () => {
    if (closed) return;
    const c = new pg.Client({ connectionString: databaseUrl, ssl: sslOptionFor(databaseUrl) || undefined });
    c.on('notification', (msg) => emit(msg.payload ?? ''));
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
      if (deaf) emit('reconnect');
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
      emit(what);
      await sequelize.query('SELECT pg_notify(:channel, :what)', { replacements: { channel: CHANNEL, what } });
    },
    changedHere: emit,
    subscribe(fn) {
      listeners.push(fn);
    },
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      await ready;
      await client?.end().catch(() => undefined);
    },
  };
}
