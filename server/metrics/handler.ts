// GET /metrics: this process's registry (registry.ts), or in a cluster worker the whole cluster's (cluster.ts), for
// the addresses of METRICS_ALLOW or a bearer METRICS_TOKEN (access.ts); anyone else gets 401 (a token was
// configured) or 403, in Korean, and no figure.
import cluster from 'node:cluster';
import type { RequestHandler } from 'express';
import { addressAllowed, tokenAllowed, type AddressRange } from './access.js';
import { CLUSTER_CONTENT_TYPE, clusterMetrics } from './cluster.js';
import type { Metrics } from './registry.js';

export interface MetricsAccess {
  allow: readonly AddressRange[];
  token?: string;
}

export function metricsHandler(metrics: Metrics, access: MetricsAccess): RequestHandler {
  return async (req, res) => {
    res.set('Cache-Control', 'no-store');
    if (!tokenAllowed(req.get('authorization'), access.token) && !addressAllowed(req.ip, access.allow)) {
      if (access.token) {
        res.set('WWW-Authenticate', 'Bearer realm="metrics"');
        res.status(401).type('text/plain').send('지표를 보려면 METRICS_TOKEN을 Bearer 토큰으로 보내주세요.\n');
      } else res.status(403).type('text/plain').send('이 주소에서는 지표를 볼 수 없습니다 (METRICS_ALLOW).\n');
      return;
    }
    if (cluster.isWorker) {
      const text = await clusterMetrics();
      res.type(CLUSTER_CONTENT_TYPE).send(text);
      return;
    }
    res.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  };
}
