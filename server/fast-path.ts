// The request listener of the process: a GET or HEAD for a page the cache holds under exactly its URL is answered
// straight from memory (its prebuilt head carries the same security headers), before Express parses anything;
// everything else goes to the Express app. The watch (request-watch.ts: the request metrics and the visitor count)
// is told of each answer, for a cached page once it is written, so it adds no listener there. Measured by
// `npm run bench`.
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { sendEntry, type Entry, type PageCache } from './cache/page-cache.js';

export interface RequestWatch {
  /** A cached page was written, `start` (performance.now()) when the request came. */
  cached(req: IncomingMessage, res: ServerResponse, entry: Entry, start: number): void;
  /** The request goes to the Express app. */
  passed(req: IncomingMessage, res: ServerResponse, start: number): void;
}

export function withFastPath(app: RequestListener, pages: PageCache, watch?: RequestWatch): RequestListener {
  return (req, res) => {
    const start = watch ? performance.now() : 0;
    const method = req.method;
    if ((method === 'GET' || method === 'HEAD') && req.url) {
      const entry = pages.lookup(req.url);
      if (entry) {
        sendEntry(req, res, entry);
        watch?.cached(req, res, entry, start);
        return;
      }
    }
    watch?.passed(req, res, start);
    app(req, res);
  };
}
