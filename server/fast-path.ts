// The request listener of the process: a GET for a page the cache holds under exactly its URL is answered
// straight from memory (with the same security headers), before Express parses anything; everything else
// goes to the Express app. Measured by `npm run bench`.
import type { RequestListener } from 'node:http';
import { sendEntry, type PageCache } from './cache/page-cache.js';
import { securityHeaderList } from './security.js';

export function withFastPath(app: RequestListener, pages: PageCache): RequestListener {
  const headers = securityHeaderList();
  return (req, res) => {
    if ((req.method === 'GET' || req.method === 'HEAD') && req.url) {
      const entry = pages.lookup(req.url);
      if (entry) {
        for (const [name, value] of headers) res.setHeader(name, value);
        sendEntry(req, res, entry);
        return;
      }
    }
    app(req, res);
  };
}
