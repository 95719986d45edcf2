// Content-coding negotiation for everything the process sends compressed: cached pages, the /receipt pages
// and the precompressed static files. The Accept-Encoding header is parsed by `negotiator` (the parser
// Express's own req.acceptsEncodings uses), so q-values count: `br;q=0, gzip` gets gzip, `identity;q=0`
// alone still gets the plain bytes (RFC 9110 §12.5.3 lets us answer without a coding rather than 406).
import type { IncomingMessage } from 'node:http';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync, type BrotliOptions } from 'node:zlib';
import Negotiator from 'negotiator';

export type Coding = 'br' | 'gzip';

/** @types/negotiator lags the package: 1.x breaks q-value ties by a server preference. */
type Encodings = (available: readonly string[], opts: { preferred: readonly string[] }) => string[];

const PREFERRED = ['br', 'gzip', 'identity'] as const;

const BOTH: readonly Coding[] = ['br', 'gzip'];
/** Browsers send a handful of distinct headers: the fast path parses each once (keyed by the header alone when
 * both codings are on offer, the cached pages' case, so a hit builds no string). */
const memoBoth = new Map<string, Coding | null>();
const memo = new Map<string, Coding | null>();

/** The best coding the client accepts among those we have (brotli first on a tie), or null for the plain bytes. */
export function chooseCoding(req: IncomingMessage, have: readonly Coding[] = BOTH): Coding | null {
  const header = req.headers['accept-encoding'] ?? '';
  const pool = have === BOTH ? memoBoth : memo;
  const key = have === BOTH ? header : `${have.join()}|${header}`;
  let coding = pool.get(key);
  if (coding === undefined) {
    coding = negotiate(req, have);
    if (pool.size >= 200) pool.clear();
    pool.set(key, coding);
  }
  return coding;
}

function negotiate(req: IncomingMessage, have: readonly Coding[]): Coding | null {
  const negotiator = new Negotiator(req);
  const encodings = negotiator.encodings.bind(negotiator) as unknown as Encodings;
  const available = PREFERRED.filter((c) => c === 'identity' || have.includes(c));
  const best = encodings(available, { preferred: PREFERRED })[0];
  return best === 'br' || best === 'gzip' ? best : null;
}

const bestBrotli = (body: Buffer): BrotliOptions => ({
  params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
});

/** Compresses a body once, at the best ratio (for bytes that are kept and sent many times). */
export function compressBest(body: Buffer, coding: Coding): Buffer {
  return coding === 'br' ? brotliCompressSync(body, bestBrotli(body)) : gzipSync(body, { level: 9 });
}

/** compressBest on libuv's thread pool, off the event loop: done gets the bytes (nothing on a failure). */
export function compressBestLater(body: Buffer, coding: Coding, done: (out: Buffer) => void): void {
  const then = (err: Error | null, out: Buffer) => {
    if (!err) done(out);
  };
  if (coding === 'br') brotliCompress(body, bestBrotli(body), then);
  else gzip(body, { level: 9 }, then);
}

/** Compresses a body sent once (a personal page): quick settings, most of the gain. */
export function compressQuick(body: Buffer, coding: Coding): Buffer {
  return coding === 'br'
    ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } })
    : gzipSync(body, { level: 4 });
}

/** Sends an HTML page made for this request only (an error page, search results), compressed quickly. */
export function sendHtmlOnce(
  req: IncomingMessage,
  res: { set(field: Record<string, string>): unknown; send(body: string | Buffer): unknown; type(t: string): unknown },
  html: string,
): void {
  res.set({ 'Cache-Control': 'no-store', Vary: 'Accept-Encoding' });
  res.type('html');
  const coding = chooseCoding(req);
  if (!coding) return void res.send(html);
  res.set({ 'Content-Encoding': coding });
  res.send(compressQuick(Buffer.from(html), coding));
}
