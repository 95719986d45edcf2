// The request listener of the process: a GET or HEAD for a page the cache holds under exactly its URL is answered
// straight from memory (its prebuilt head carries the same security headers), before Express parses anything;
// everything else goes to the Express app. Measured by `npm run bench`.
import type { RequestListener } from 'node:http';
import { sendEntry, type PageCache } from './cache/page-cache.js';

export function withFastPath(app: RequestListener, pages: PageCache): RequestListener {
  return (req, res) => {
    const method = req.method;
    if ((method === 'GET' || method === 'HEAD') && req.url) {
      const entry = pages.lookup(req.url);
      if (entry) return sendEntry(req, res, entry);
    }
    app(req, res);
  };
}
