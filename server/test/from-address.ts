// Calls from other client addresses: the test app listens on 127.0.0.1 and trusts no proxy, so the address the
// throttles see is the socket's. Every 127.x.y.z is loopback on Linux; binding the client socket to one (node:http
// localAddress) makes a request come from it, the way several visitors or a NAT would.
import http from 'node:http';
import type { Answer } from './support.js';

export interface FromOptions {
  body?: unknown;
  /** A body sent as is (set its content-type in headers). */
  raw?: string;
  /** Cookies to send, e.g. from cookiesOf(earlier answer). */
  cookie?: string;
  headers?: Record<string, string>;
}

export function callFrom<T = Record<string, any>>(
  app: { baseUrl: string },
  address: string,
  method: string,
  path: string,
  opts: FromOptions = {},
): Promise<Answer<T>> {
  const url = new URL(app.baseUrl + path);
  const payload = opts.body === undefined ? opts.raw : JSON.stringify(opts.body);
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.body !== undefined) headers['content-type'] ??= 'application/json';
  if (payload !== undefined) headers['content-length'] = String(Buffer.byteLength(payload));
  if (opts.cookie) headers.cookie = opts.cookie;
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: url.hostname, port: url.port, path: url.pathname + url.search, method, headers, localAddress: address },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          const h = new Headers();
          for (const [k, v] of Object.entries(res.headers)) {
            for (const one of Array.isArray(v) ? v : v === undefined ? [] : [v]) h.append(k, one);
          }
          const json = (res.headers['content-type'] ?? '').includes('json') && text;
          resolve({ status: res.statusCode ?? 0, body: (json ? JSON.parse(text) : text) as T, headers: h });
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** The name=value pairs an answer set, ready for a Cookie header. */
export function cookiesOf(answer: { headers: Headers }): string {
  return answer.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}
