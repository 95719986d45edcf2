// A response head built once and sent as it is. node:http's writeHead checks, lower-cases and joins every header on
// every response (a dozen headers cost a cached page a tenth of its CPU time here: npm run bench); its public API has
// no way to send lines checked in advance. writeHead ends in one step, OutgoingMessage._storeHeader(firstLine,
// headers), which appends Date, Connection, Keep-Alive and keeps node's keep-alive bookkeeping; handing it the status
// line with our checked header lines after it skips the per-header work and nothing else. That step is internal
// (present from Node 0.x to 24): where a runtime lacks it, or a response is not node's own (a test's stand-in), the same
// head goes through writeHead. prebuilt-head.test.ts compares the two on the wire.
import { ServerResponse, STATUS_CODES, validateHeaderName, validateHeaderValue } from 'node:http';

export interface PrebuiltHead {
  status: number;
  /** The reason phrase of the status line (writeHead sets it on the response too). */
  message: string;
  /** The head as writeHead takes it: name, value, name, value, … (Content-Length included). */
  pairs: string[];
  /** The status line and every header line but Content-Length, each ending in CRLF. */
  lines: string;
  /** ['Content-Length', n], or null for a head without a body (304). */
  length: string[] | null;
  /** The same in node's own header store's shape ({ 'content-length': ['Content-Length', n] }), or null. */
  stored: Record<string, [string, string]> | null;
}

/** What writeHead reads and sets on node's ServerResponse besides _storeHeader. */
interface NodeResponse {
  _storeHeader?: (firstLine: string, headers: string[] | null) => void;
  _header: string | null;
  _hasBody: boolean;
  _expect_continue: boolean;
  _sent100: boolean;
  shouldKeepAlive: boolean;
  statusCode: number;
  statusMessage: string;
}

const nodeStoresHeads =
  typeof (ServerResponse.prototype as unknown as NodeResponse)._storeHeader === 'function' &&
  process.env.PREBUILT_HEADS !== '0';

/** Checks the headers once (as writeHead would on every response) and builds the head. */
export function prebuildHead(status: number, pairs: readonly string[], contentLength: number | null): PrebuiltHead {
  const message = STATUS_CODES[status] ?? 'unknown';
  let lines = `HTTP/1.1 ${status} ${message}\r\n`;
  for (let i = 0; i < pairs.length; i += 2) {
    validateHeaderName(pairs[i]);
    validateHeaderValue(pairs[i], pairs[i + 1]);
    if (/^content-length$/i.test(pairs[i])) throw new Error('Content-Length is given apart');
    lines += `${pairs[i]}: ${pairs[i + 1]}\r\n`;
  }
  const length = contentLength === null ? null : ['Content-Length', String(contentLength)];
  const stored = length ? { 'content-length': [length[0]!, length[1]!] as [string, string] } : null;
  return { status, message, pairs: length ? [...pairs, ...length] : [...pairs], lines, length, stored };
}

/** Writes the head (the body follows with res.end). */
export function writePrebuiltHead(res: ServerResponse, head: PrebuiltHead): void {
  const r = res as unknown as NodeResponse;
  if (!nodeStoresHeads || typeof r._storeHeader !== 'function' || r._header) {
    res.writeHead(head.status, head.pairs);
    return;
  }
  // What writeHead does before its last step, for the statuses a cached page has.
  r.statusCode = head.status;
  r.statusMessage = head.message;
  if (head.status === 204 || head.status === 304) r._hasBody = false;
  if (r._expect_continue && !r._sent100) r.shouldKeepAlive = false;
  // Handed as the response's own header store, the checked Content-Length is not checked again (_storeHeader
  // validates an array's every name and value: a tenth of the JavaScript a cached page costs, npm run bench).
  const store = outHeaders(res);
  if (store && head.stored) {
    (r as unknown as Record<symbol, unknown>)[store] = head.stored;
    r._storeHeader(head.lines, head.stored as unknown as string[]);
  } else r._storeHeader(head.lines, head.length);
}

let outHeadersKey: symbol | null | undefined;
/** node's symbol for a response's header store (kOutHeaders), when this runtime has it; null when not. */
function outHeaders(res: ServerResponse): symbol | null {
  if (outHeadersKey === undefined)
    outHeadersKey = Object.getOwnPropertySymbols(res).find((s) => s.description === 'kOutHeaders') ?? null;
  return outHeadersKey;
}
