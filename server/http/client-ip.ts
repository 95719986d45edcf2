// The client's address as Express sees it: trust proxy is set from TRUST_PROXY / DYNO (server/process/config.ts), so behind
// Heroku's router this is the visitor, not the router. Rate limits, the staff gate and the audit trail all read it here.
import type { Request } from 'express';

export function clientIp(req: Request): string {
  return req.ip ?? req.socket.remoteAddress ?? 'unknown';
}
