// Rendered public pages (and the sitemap and robots.txt) kept with their gzip and brotli bytes and an ETag, served from memory
// until a published change (publish.ts) empties the cache. Every visitor gets the same HTML (per-user bits are client-side).
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Request, Response } from 'express';
import { chooseCoding, compressBest, compressQuick } from '../http/encoding.js';
import type { SiteChanges } from './site-events.js';
import { nowMs } from '../../domain/clock.js';

export interface RenderedPage {
  status: number;
  html: string;
  /** The page changes by itself at this instant (a popup starts or ends): serve it from the cache until then only. */
  expiresAt?: Date | null;
  /** Content-Type when it is not an HTML page (the sitemap, robots.txt). */
  type?: string;
}

export interface Entry {
  status: number;
  etag: string;
  identity: Buffer;
  gzip?: Buffer;
  br?: Buffer;
  expiresAt: number;
  type: string;
}

const MAX_ENTRIES = 2_000;
const MAX_TRANSIENT = 300;

export class PageCache {
  private entries = new Map<string, Entry>();
  private transient = new Map<string, Entry>();
  /** Renders under way: a burst of requests for a page that was just invalidated renders it once. */
  private pending = new Map<string, Promise<Entry>>();
  private generation = 0;

  constructor(events: SiteChanges) {
    events.subscribe(() => this.clear());
  }

  private clear(): void {
    this.generation += 1;
    this.entries.clear();
    this.transient.clear();
    this.pending.clear();
  }

  /** Site pages held (transient search pages are counted apart). */
  get size(): number {
    return this.entries.size;
  }

  get transientSize(): number {
    return this.transient.size;
  }

  /** The fresh entry stored under exactly this key, if any (the fast path looks up the request URL). */
  lookup(key: string): Entry | undefined {
    const pool = this.entries.has(key) ? this.entries : this.transient;
    const entry = pool.get(key);
    if (entry && entry.expiresAt <= nowMs()) {
      pool.delete(key);
      return undefined;
    }
    return entry;
  }

  /**
   * Serves key from the cache, rendering (and compressing once, at the best ratio) on a miss.
   * transient: a visitor's free-text search — endless keys, a few asked often. Those pages live in a small
   * pool of their own and are compressed quickly on first demand, so a flood of random searches neither
   * evicts the site's pages nor ties the process up in maximum-strength compression.
   */
  async serve(
    req: Request,
    res: Response,
    key: string,
    render: () => Promise<RenderedPage>,
    opts: { transient?: boolean } = {},
  ): Promise<void> {
    const entry = this.lookup(key) ?? (await this.fill(key, render, opts.transient === true));
    sendEntry(req, res, entry);
  }

  private fill(key: string, render: () => Promise<RenderedPage>, transient: boolean): Promise<Entry> {
    const inFlight = this.pending.get(key);
    if (inFlight) return inFlight;
    const gen = this.generation;
    const job = render()
      .then((page) => {
        const entry = build(page, !transient);
        // A write that landed while we rendered makes this page stale: serve it once, keep it not.
        if (gen === this.generation && page.status === 200) {
          const pool = transient ? this.transient : this.entries;
          if (pool.size >= (transient ? MAX_TRANSIENT : MAX_ENTRIES)) pool.delete(pool.keys().next().value as string);
          pool.set(key, entry);
        }
        return entry;
      })
      .finally(() => {
        if (this.pending.get(key) === job) this.pending.delete(key);
      });
    this.pending.set(key, job);
    return job;
  }
}

const HTML = 'text/html; charset=utf-8';
const etagOf = (body: Buffer) => `"${createHash('sha1').update(body).digest('base64url')}"`;

function build(page: RenderedPage, compressNow: boolean): Entry {
  const identity = Buffer.from(page.html);
  return {
    status: page.status,
    etag: etagOf(identity),
    identity,
    gzip: compressNow ? compressBest(identity, 'gzip') : undefined,
    br: compressNow ? compressBest(identity, 'br') : undefined,
    expiresAt: page.expiresAt ? page.expiresAt.getTime() : Infinity,
    type: page.type ?? HTML,
  };
}

/** Writes an entry with plain node:http calls, so the fast path (before Express) and Express share it. */
export function sendEntry(req: IncomingMessage, res: ServerResponse, e: Entry): void {
  res.setHeader('Content-Type', e.type);
  res.setHeader('ETag', e.etag);
  res.setHeader('Vary', 'Accept-Encoding');
  res.setHeader('Cache-Control', 'no-cache');
  if (e.status === 200 && req.headers['if-none-match'] === e.etag) {
    res.statusCode = 304;
    res.end();
    return;
  }
  res.statusCode = e.status;
  let body = e.identity;
  // A site page carries its bytes compressed at the best ratio; a transient one is compressed quickly, once.
  const coding = chooseCoding(req);
  if (coding) {
    body = e[coding] ??= compressQuick(e.identity, coding);
    res.setHeader('Content-Encoding', coding);
  }
  res.setHeader('Content-Length', String(body.length));
  res.end(req.method === 'HEAD' ? undefined : body);
}
