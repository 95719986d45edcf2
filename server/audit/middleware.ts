// The audit trail of every staff action, mounted once in front of /api (server/app.ts). After the response has gone
// (or the client has gone), one entry per staff request that changes something (POST/PUT/PATCH/DELETE) or downloads
// personal data: who (req.user), from where (client address, browser), which resource and record (from the path),
// the body's field NAMES (never a value), the status. Logins (success and failure) and logouts under /api/auth are
// recorded with the login id only. Applicants and site members are not staff: their calls are not recorded.
import type { Request, RequestHandler, Response } from 'express';
import type { Sequelize, Transaction } from 'sequelize';
import { User } from '../../db/models/index.js';
import { isStaffRole } from '../../domain/roles.js';
import { bearerClaims } from '../auth/tokens.js';
import { logger } from '../process/logger.js';
import { isDatabaseOutage, noteOutage } from '../process/db-outage.js';
import { recordAudit, type AuditEntry } from './log.js';
import { clientIp } from '../http/client-ip.js';
import { requestFieldLabels } from '../middleware/validate.js';
import { PERSONAL_DOWNLOADS, routeParts } from '../../domain/audit-actions.js';

export { PERSONAL_DOWNLOADS, routeParts };

const CHANGES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const USER_AGENT_MAX = 200;

/** Who counts as staff: the staff roles of domain/roles.ts (a site member does not). */
export function isStaff(user: { role?: string | null } | null | undefined): boolean {
  return isStaffRole(user?.role);
}

/** The top-level field names of a JSON or form body (never the values). */
export function fieldNames(body: unknown): string[] {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return [];
  return Object.keys(body as object)
    .filter((k) => /^[\w.-]{1,100}$/.test(k))
    .slice(0, 100);
}

/** Who and from where, for an entry about this request. */
export function requestActor(req: Request, user: User | null): Omit<AuditEntry, 'action' | 'resource'> {
  return {
    actorId: user?.id ?? null,
    actorLogin: user?.loginId ?? null,
    actorName: user?.name ?? null,
    actorRole: user?.role ?? null,
    ip: clientIp(req),
    userAgent: (req.get('user-agent') ?? '').slice(0, USER_AGENT_MAX) || null,
  };
}

/**
 * An explicit entry for an action that deserves its own name ('role.grant', 'otp.reset', …), written in the caller's
 * transaction when one is given, so it commits with the change. Field names only; detail never holds personal values.
 */
export async function auditAction(
  req: Request,
  action: string,
  what: { resource: string; recordId?: string | number | null; fields?: string[]; detail?: Record<string, unknown> },
  transaction?: Transaction,
): Promise<void> {
  await recordAudit(
    {
      ...requestActor(req, (req.user as User | undefined) ?? null),
      action,
      resource: what.resource,
      recordId: what.recordId ?? null,
      changedFields: what.fields ?? [],
      detail: what.detail ?? {},
      status: null,
    },
    { transaction },
  );
}

async function userById(id: unknown): Promise<User | null> {
  const n = Number(id);
  return Number.isSafeInteger(n) && n > 0 ? User.findByPk(n) : null;
}

/** What the answer said that the entry needs: a login's request for the one-time code, a new record's id. */
interface Answered {
  otpRequired?: boolean;
  createdId?: string;
}
const answered = new WeakMap<Response, Answered>();

function watchAnswer(res: Response): void {
  const json = res.json.bind(res);
  res.json = (body?: unknown) => {
    if (body && typeof body === 'object' && !Array.isArray(body)) {
      const b = body as { otpRequired?: unknown; id?: unknown };
      answered.set(res, {
        otpRequired: b.otpRequired === true,
        createdId: typeof b.id === 'number' || typeof b.id === 'string' ? String(b.id).slice(0, 200) : undefined,
      });
    }
    return json(body);
  };
}

/** The entry for a call under /auth: login (success or failure, login id only) and logout; null for the rest. */
async function authEntry(req: Request, res: Response, path: string, secret: string): Promise<AuditEntry | null> {
  if (req.method !== 'POST') return null;
  if (path === '/auth/login') {
    const loginId =
      typeof (req.body as { loginId?: unknown })?.loginId === 'string' ? (req.body as { loginId: string }).loginId : '';
    if (!loginId) return null;
    const user = await User.findOne({ where: { loginId } });
    // A site member's own logins are not staff actions; unknown ids are (someone may be guessing staff accounts).
    if (user && !isStaff(user)) return null;
    const ok = res.statusCode === 200;
    // The password was right but the second factor is still to come: the login's first step, not a failure.
    const otpStep = !ok && !!answered.get(res)?.otpRequired && !(req.body as { otp?: unknown }).otp;
    return {
      ...requestActor(req, ok ? user : null),
      actorLogin: loginId.slice(0, 50),
      action: ok ? 'auth.login' : otpStep ? 'auth.login.otp-required' : 'auth.login.failed',
      resource: 'auth',
      detail: ok || otpStep ? {} : { known: !!user },
    };
  }
  if (path === '/auth/logout') {
    const user = await userById(bearerClaims(req, secret)?.sub);
    if (!isStaff(user)) return null;
    return { ...requestActor(req, user), action: 'auth.logout', resource: 'auth' };
  }
  return null;
}

async function entryFor(req: Request, res: Response, secret: string, sentFields: string[]): Promise<AuditEntry | null> {
  const apiPath = req.originalUrl.replace(/^\/api(?=\/|$)/, '').split('?')[0];
  if (apiPath.startsWith('/auth/')) {
    const auth = await authEntry(req, res, apiPath.replace(/\/+$/, ''), secret);
    if (auth) return auth;
  }
  const user = (req.user as User | undefined) ?? null;
  if (!isStaff(user)) return null;
  const download = (req.method === 'GET' || req.method === 'HEAD') && PERSONAL_DOWNLOADS.some((p) => p.test(apiPath));
  if (!CHANGES.has(req.method) && !download) return null;
  const parts = routeParts(req.method, apiPath);
  const changedFields = CHANGES.has(req.method) ? (sentFields.length ? sentFields : fieldNames(req.body)) : [];
  // The route's own Korean words for them (names only, like the fields): 감사 기록 shows these.
  const fieldLabels = requestFieldLabels(req, changedFields);
  return {
    ...requestActor(req, user),
    action: parts.action,
    resource: parts.resource,
    // A create names its new record in the answer (201 with the record).
    recordId: parts.recordId ?? (req.method === 'POST' && res.statusCode === 201 ? answered.get(res)?.createdId : null),
    // The names the client sent (a multipart body is parsed later, by the route: its names are read at the end).
    changedFields,
    detail: {
      method: req.method,
      path: `/api${parts.path}`,
      ...(Object.keys(fieldLabels).length ? { fieldLabels } : {}),
      ...(res.writableFinished ? {} : { aborted: true }),
    },
  };
}

/** Entries still being written, in every app of this process: shutdown waits for them before closing the pool. */
const inFlight = new Set<Promise<unknown>>();

export async function settleAuditWrites(): Promise<void> {
  await Promise.all([...inFlight]);
}

/** Mount once on /api, before every router. */
export function auditTrail(sequelize: Sequelize, secret: string): RequestHandler {
  return (req, res, next) => {
    // Read now: validation replaces req.body with the parsed record, defaults included.
    const sentFields = fieldNames(req.body);
    if (CHANGES.has(req.method)) watchAnswer(res);
    res.once('close', () => {
      const write = entryFor(req, res, secret, sentFields)
        .then((entry) => (entry ? recordAudit({ ...entry, status: res.statusCode }, { sequelize }) : null))
        .catch((err: unknown) =>
          // In a database outage the request itself answered 503 and the outage is logged once, not per entry.
          isDatabaseOutage(err) ? noteOutage(err) : logger.error({ err }, '감사 기록을 남기지 못했습니다.'),
        )
        .finally(() => inFlight.delete(write));
      inFlight.add(write);
    });
    next();
  };
}
