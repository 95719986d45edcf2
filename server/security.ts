// Security headers (helmet) with a CSP that allows only our own scripts.
import helmet from 'helmet';

export const securityHeaders = helmet({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // react-admin's MUI (emotion) injects <style> elements at run time.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'none'"],
      formAction: ["'self'"],
      frameAncestors: ["'self'"],
      frameSrc: ["'none'"],
    },
  },
  strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  crossOriginEmbedderPolicy: false,
});

/**
 * The headers helmet sets, captured once. They are the same for every request (no nonces), so the fast path
 * for cached pages (server/fast-path.ts) sets them without running the middleware stack.
 */
export function securityHeaderList(): [string, string][] {
  const headers = new Map<string, string>();
  const res = {
    setHeader: (name: string, value: string | number | readonly string[]) => headers.set(name, String(value)),
    removeHeader: (name: string) => headers.delete(name),
  };
  let done = false;
  securityHeaders({ headers: {} } as never, res as never, () => {
    done = true;
  });
  if (!done) throw new Error('helmet did not finish synchronously');
  return [...headers];
}
