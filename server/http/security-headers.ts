// Security headers (helmet) with a CSP that allows only our own scripts and styles. The public pages carry no
// style="" attribute and no inline style but the few fixed <style> elements below, allowed by their hashes;
// the admin (/admin) gets its own, looser style-src because react-admin's MUI (emotion) injects <style> at run time.
import { createHash } from 'node:crypto';
import type { RequestHandler } from 'express';
import helmet from 'helmet';
import { INLINE_STYLES } from '../../public-web/inline-styles.js';

const styleHashes = INLINE_STYLES.map((css) => `'sha256-${createHash('sha256').update(css).digest('base64')}'`);

const directives = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", ...styleHashes],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'none'"],
  formAction: ["'self'"],
  frameAncestors: ["'self'"],
  frameSrc: ["'none'"],
};

const common = {
  strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' as const },
  crossOriginEmbedderPolicy: false,
  // Left out of every response, as headers for browsers and plug-ins that are gone (a cached page's head is a third
  // shorter, and node checks each header it writes): X-XSS-Protection (helmet sends "0" to turn off an auditor no
  // browser has any more), X-Download-Options (Internet Explorer 8), X-Permitted-Cross-Domain-Policies (Flash and
  // old Acrobat) and X-DNS-Prefetch-Control (its "off" only stopped the early DNS look-up of outside links).
  xXssProtection: false,
  xDownloadOptions: false,
  xPermittedCrossDomainPolicies: false,
  xDnsPrefetchControl: false,
};

const publicHeaders = helmet({ contentSecurityPolicy: { useDefaults: false, directives }, ...common });
const adminHeaders = helmet({
  contentSecurityPolicy: { useDefaults: false, directives: { ...directives, styleSrc: ["'self'", "'unsafe-inline'"] } },
  ...common,
});

const isAdmin = (path: string) => path === '/admin' || path.startsWith('/admin/');

/** The public CSP everywhere but under /admin. */
export const securityHeaders: RequestHandler = (req, res, next) =>
  (isAdmin(req.path) ? adminHeaders : publicHeaders)(req, res, next);

/**
 * The headers helmet sets for the public pages, captured once. They are the same for every request (no nonces), so
 * the fast path for cached pages (server/fast-path.ts) sets them without running the middleware stack.
 */
export function securityHeaderList(): [string, string][] {
  const headers = new Map<string, string>();
  const res = {
    setHeader: (name: string, value: string | number | readonly string[]) => headers.set(name, String(value)),
    removeHeader: (name: string) => headers.delete(name),
  };
  let done = false;
  publicHeaders({ headers: {} } as never, res as never, () => {
    done = true;
  });
  if (!done) throw new Error('helmet did not finish synchronously');
  return [...headers];
}
