// What the process notes of every answer, off the page's own work: its route class, status and time for /metrics
// (server/metrics/), and, for a public page shown to a person's browser, a view in the visitor count
// (server/visits/). A cached page is noted right after it is written; any other request when its answer has gone.
import type { IncomingMessage } from 'node:http';
import type { RequestWatch } from './fast-path.js';
import type { Metrics, RouteClass } from './metrics/registry.js';
import type { VisitCounter } from './visits/counter.js';

export function routeClassOf(url: string): RouteClass {
  const c = url.charCodeAt(1);
  // 'a', 's', 'f', 'h', 'm': the prefixes that are not pages start with one of these.
  if (c === 97) {
    if (url.startsWith('/api/') || url === '/api') return 'api';
    if (url.startsWith('/admin')) return 'admin';
  } else if (c === 115 && url.startsWith('/static/')) return 'asset';
  else if (c === 102 && url.startsWith('/files/')) return 'file';
  else if ((c === 104 && url.startsWith('/healthz')) || (c === 109 && url.startsWith('/metrics'))) return 'ops';
  return 'page';
}

const contentType = (res: { getHeader(name: string): unknown }): string | undefined => {
  const t = res.getHeader('content-type');
  return typeof t === 'string' ? t : undefined;
};

export function createRequestWatch(metrics: Metrics, visits: VisitCounter): RequestWatch {
  return {
    cached(req, res, entry, start) {
      metrics.observe('page_cached', res.statusCode, (performance.now() - start) / 1000);
      visits.page(req, res.statusCode, entry.type);
    },
    passed(req: IncomingMessage, res, start) {
      const route = routeClassOf(req.url ?? '/');
      res.once('finish', () => {
        metrics.observe(route, res.statusCode, (performance.now() - start) / 1000);
        // A page the page cache answered here (PageCache.sent, below) writes a prebuilt head that getHeader cannot
        // read: those are counted there; here the pages Express sends itself (/receipt, …).
        if (route === 'page' && !req.url?.startsWith('/preview/')) visits.page(req, res.statusCode, contentType(res));
      });
    },
  };
}
