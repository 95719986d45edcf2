// The cancel link of a response: its id and an HMAC (the app's secret) over the id and the response's own random
// nonce. Nothing else names the response; a purged response's link names nothing.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const newNonce = (): string => randomBytes(18).toString('base64url');

const mac = (secret: string, id: number, nonce: string): string =>
  createHmac('sha256', secret).update(`form-response-cancel|${id}|${nonce}`).digest('base64url').slice(0, 32);

export const cancelToken = (secret: string, id: number, nonce: string): string => `${id}.${mac(secret, id, nonce)}`;

/** The response id a token names (its nonce is checked by `verifyCancelToken` once the row is read), or null. */
export function tokenId(token: string): number | null {
  const m = /^([1-9][0-9]{0,9})\.[A-Za-z0-9_-]{32}$/.exec(token);
  return m ? Number(m[1]) : null;
}

export function verifyCancelToken(secret: string, token: string, id: number, nonce: string): boolean {
  const a = Buffer.from(token);
  const b = Buffer.from(cancelToken(secret, id, nonce));
  return a.length === b.length && timingSafeEqual(a, b);
}
