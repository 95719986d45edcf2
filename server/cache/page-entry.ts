// A cached page as it goes on the wire. Each coding (plain, gzip, brotli) keeps its bytes and its whole response
// head — helmet's security headers, type, ETag, Vary, Cache-Control, length, coding — checked and joined once
// (http/prebuilt-head.ts), so a hit writes that head as it is and ends with the body: no setHeader calls, no header
// checked or string built per request.
// A request for a coding gets it compressed quickly, once; a page that stays (PageCache.upgradeLater) then gets its
// best-ratio bytes (brotli 11, gzip 9) from libuv's thread pool, off the request's path. A page that a write a second
// replaces never pays for brotli 11.
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { chooseCoding, compressBestLater, compressQuick, type Coding } from '../http/encoding.js';
import { prebuildHead, writePrebuiltHead, type PrebuiltHead } from '../http/prebuilt-head.js';
import { securityHeaderList } from '../http/security-headers.js';
import type { Reads } from './topics.js';

export interface RenderedPage {
  status: number;
  html: string;
  /** The page changes by itself at this instant (a popup starts or ends): serve it from the cache until then only. */
  expiresAt?: Date | null;
  /** Content-Type when it is not an HTML page (the sitemap, robots.txt). */
  type?: string;
  /** What it was rendered from, when only the render knows (a post's page: its neighbours); else serve()'s reads. */
  reads?: Reads;
}

/** One coding of a page: the bytes and the response head. */
export interface Variant {
  body: Buffer;
  head: PrebuiltHead;
}

export interface Entry {
  status: number;
  etag: string;
  type: string;
  identity: Variant;
  gzip?: Variant;
  br?: Variant;
  /** The head of a 304 answer to a matching If-None-Match. */
  notModified: PrebuiltHead;
  expiresAt: number;
  /** What the page was rendered from (topics.ts); undefined: anything. */
  reads: Reads;
  /** Requests served since it was rendered (page-cache.ts renders again, after a write, the pages being read). */
  hits: number;
  /** Renders the page again. */
  render?: () => Promise<RenderedPage>;
}

let security: string[] | null = null;
/** helmet's public headers, captured once (they carry no per-request value). */
const securityHead = () => (security ??= securityHeaderList().flat());

const HTML = 'text/html; charset=utf-8';

const pageHead = (etag: string, type: string) => [
  ...securityHead(),
  'Content-Type',
  type,
  'ETag',
  etag,
  'Vary',
  'Accept-Encoding',
  'Cache-Control',
  'no-cache',
];

function variant(e: { status: number; etag: string; type: string }, body: Buffer, coding: Coding | null): Variant {
  const head = pageHead(e.etag, e.type);
  if (coding) head.push('Content-Encoding', coding);
  return { body, head: prebuildHead(e.status, head, body.length) };
}

const etagOf = (body: Buffer) => `"${createHash('sha1').update(body).digest('base64url')}"`;

/** The entry of a rendered page: its plain bytes (codings follow on demand, and upgradeEntry). */
export function buildEntry(page: RenderedPage, opts: { reads: Reads; render?: () => Promise<RenderedPage> }): Entry {
  const identity = Buffer.from(page.html);
  const etag = etagOf(identity);
  const type = page.type ?? HTML;
  const entry: Entry = {
    status: page.status,
    etag,
    type,
    identity: variant({ status: page.status, etag, type }, identity, null),
    notModified: prebuildHead(304, pageHead(etag, type), null),
    expiresAt: page.expiresAt ? page.expiresAt.getTime() : Infinity,
    reads: opts.reads,
    hits: 0,
    render: opts.render,
  };
  return entry;
}

/** Replaces the entry's codings by their best-ratio bytes, computed on the thread pool. */
export function upgradeEntry(entry: Entry): void {
  const identity = entry.identity.body;
  compressBestLater(identity, 'br', (out) => (entry.br = variant(entry, out, 'br')));
  compressBestLater(identity, 'gzip', (out) => (entry.gzip = variant(entry, out, 'gzip')));
}

/** Writes an entry with plain node:http calls, so the fast path (before Express) and Express share it. */
export function sendEntry(req: IncomingMessage, res: ServerResponse, e: Entry): void {
  if (e.status === 200 && req.headers['if-none-match'] === e.etag) {
    writePrebuiltHead(res, e.notModified);
    res.end();
    return;
  }
  const coding = chooseCoding(req);
  const v = coding ? (e[coding] ??= variant(e, compressQuick(e.identity.body, coding), coding)) : e.identity;
  writePrebuiltHead(res, v.head);
  res.end(req.method === 'HEAD' ? undefined : v.body);
}
