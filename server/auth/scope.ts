// The 담당 범위 gate (domain/scope.ts) on the server. staffGate shuts the areas a scoped account never reaches; the
// routers of the areas it does reach ask here per record (a page's path, a post's or board's board) and narrow
// their lists with `requestScope`. The scope is read with the account on every request (tokens.ts), so a change
// made by a 최고관리자 holds from the next call of a session already open.
import type { Request, RequestHandler } from 'express';
import type { User } from '../../db/models/index.js';
import { effectiveScope, inScope, OUT_OF_SCOPE, type ScopeTarget, type StaffScope } from '../../domain/scope.js';
import { forbidden } from '../http/errors.js';

export const outOfScope = () => forbidden(OUT_OF_SCOPE, { outOfScope: true });

export function scopeOfUser(user: Pick<User, 'role' | 'staffScope'> | undefined): StaffScope | null {
  return user ? effectiveScope(user.role, user.staffScope) : null;
}

/** The scope of the request's account, or null when it is not limited. */
export function requestScope(req: Request): StaffScope | null {
  return scopeOfUser(req.user as User | undefined);
}

/** 403 when the request's account is scoped and the target is outside; a missing target (no such record) passes. */
export function assertInScope(req: Request, target: ScopeTarget | null | undefined): void {
  const scope = requestScope(req);
  if (scope && target && !inScope(scope, target)) throw outOfScope();
}

/** 403 for a scoped account, whatever the target: what a scope never allows (a new board, deleting one). */
export const unscopedOnly: RequestHandler = (req, _res, next) => {
  if (requestScope(req)) throw outOfScope();
  next();
};

/**
 * A route's per-record gate: `resolve` names the record's page or board (null: no such record, the route answers
 * its 404); it runs only for a scoped account.
 */
export function scopeGuard(resolve: (req: Request) => Promise<ScopeTarget | null>): RequestHandler {
  return (req, _res, next) => {
    if (!requestScope(req)) return next();
    resolve(req)
      .then((target) => assertInScope(req, target))
      .then(() => next(), next);
  };
}
