// Rendered public pages kept with their gzip and brotli bytes and an ETag, served from memory
// until a SiteEvents change empties the cache. Every visitor gets the same HTML (per-user bits are client-side).
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Request, Response } from 'express';
import type { SiteEvents } from './site-events.js';

export interface RenderedPage {
  status: number;
  html: string;
  /** The page changes by itself at this instant (a popup starts or ends): serve it from the cache until then only. */
  expiresAt?: Date | null;
}

interface Entry {
  status: number;
  etag: string;
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
  expiresAt: number;
}

const MAX_ENTRIES = 2_000;

export class PageCache {
  private entries = new Map<string, Entry>();
  private generation = 0;

  constructor(events: SiteEvents) {
    events.subscribe(() => this.clear());
  }

  clear(): void {
    this.generation += 1;
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  /** Serves key from the cache, rendering (and compressing once) on a miss. */
  async serve(req: Request, res: Response, key: string, render: () => Promise<RenderedPage>): Promise<void> {
    let entry = this.entries.get(key);
    if (entry && entry.expiresAt <= Date.now()) {
      this.entries.delete(key);
      entry = undefined;
    }
    if (!entry) {
      const gen = this.generation;
      const page = await render();
      entry = build(page);
      // A write that landed while we rendered makes this page stale: serve it once, keep it not.
      if (gen === this.generation && page.status === 200) {
        if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value as string);
        this.entries.set(key, entry);
      }
    }
    send(req, res, entry);
  }
}

function build(page: RenderedPage): Entry {
  const identity = Buffer.from(page.html);
  return {
    status: page.status,
    etag: `"${createHash('sha1').update(identity).digest('base64url')}"`,
    identity,
    gzip: gzipSync(identity, { level: 9 }),
    br: brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: identity.length } }),
    expiresAt: page.expiresAt ? page.expiresAt.getTime() : Infinity,
  };
}

function send(req: Request, res: Response, e: Entry): void {
  res.status(e.status);
  res.set({ 'Content-Type': 'text/html; charset=utf-8', ETag: e.etag, Vary: 'Accept-Encoding', 'Cache-Control': 'no-cache' });
  if (e.status === 200 && req.headers['if-none-match'] === e.etag) {
    res.status(304).end();
    return;
  }
  const accept = String(req.headers['accept-encoding'] ?? '');
  let body = e.identity;
  if (/\bbr\b/.test(accept)) {
    body = e.br;
    res.set('Content-Encoding', 'br');
  } else if (/\bgzip\b/.test(accept)) {
    body = e.gzip;
    res.set('Content-Encoding', 'gzip');
  }
  res.set('Content-Length', String(body.length));
  res.end(req.method === 'HEAD' ? undefined : body);
}
