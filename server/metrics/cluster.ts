// /metrics in a cluster: the request reaches one worker, but the figures are the workers' together. The worker asks
// the primary over the cluster's IPC channel; the primary gathers every worker's registry with prom-client's
// AggregatorRegistry (each worker answers from the registry it set, useRegistry) and sends the sum back.
import cluster, { type Worker } from 'node:cluster';
import client from 'prom-client';

const ASK = 'metrics:cluster?';
const ANSWER = 'metrics:cluster';
/** prom-client's gathering gives up after 5 s: a little more here, so its answer (or its error) arrives first. */
const WAIT_MS = 7_000;

interface Message {
  type: string;
  id: number;
  text?: string;
  error?: string;
}
const isMessage = (m: unknown): m is Message =>
  typeof m === 'object' &&
  m !== null &&
  typeof (m as Message).type === 'string' &&
  typeof (m as Message).id === 'number';

/** In a worker: the registry the primary's gathering reads. */
export function useRegistry(registry: client.Registry): void {
  client.AggregatorRegistry.setRegistries([registry]);
  // Constructing one is what installs the worker's answer to the primary's request (prom-client lib/cluster.js).
  listening ??= new client.AggregatorRegistry();
}
let listening: client.AggregatorRegistry<client.RegistryContentType> | null = null;

let asked = 0;

/** In a worker: every worker's metrics together, as the primary adds them up. */
export function clusterMetrics(): Promise<string> {
  const id = ++asked;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      process.off('message', onMessage);
      reject(new Error('metrics: no answer from the primary'));
    }, WAIT_MS);
    const onMessage = (m: unknown) => {
      if (!isMessage(m) || m.type !== ANSWER || m.id !== id) return;
      clearTimeout(timer);
      process.off('message', onMessage);
      if (m.error !== undefined) reject(new Error(m.error));
      else resolve(m.text ?? '');
    };
    process.on('message', onMessage);
    process.send?.({ type: ASK, id } satisfies Message);
  });
}

/** In the primary: answers the workers' requests for the cluster's metrics. */
export function answerMetricsRequests(): void {
  const aggregator = new client.AggregatorRegistry();
  cluster.on('message', (worker: Worker, m: unknown) => {
    if (!isMessage(m) || m.type !== ASK) return;
    aggregator.clusterMetrics().then(
      (text) => worker.isConnected() && worker.send({ type: ANSWER, id: m.id, text } satisfies Message),
      (err: Error) =>
        worker.isConnected() && worker.send({ type: ANSWER, id: m.id, error: err.message } satisfies Message),
    );
  });
}

export const CLUSTER_CONTENT_TYPE = client.AggregatorRegistry.PROMETHEUS_CONTENT_TYPE;
