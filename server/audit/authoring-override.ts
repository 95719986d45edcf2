// The publish gate of the authoring checks (domain/authoring-checks.ts): a save that would make content with warnings
// public answers 409 with the list, unless the request says `acknowledgeWarnings: true`; only a 최고관리자 may say
// so (403 for the rest), and an override is written to the audit log, in the write's transaction, with the warnings
// it passed over. The gate runs inside the write's transaction, so a refused save leaves nothing behind.
import type { Request, RequestHandler } from 'express';
import type { Transaction } from 'sequelize';
import { ACKNOWLEDGE_FIELD, HINT_CODES, type AuthoringWarning } from '../../domain/authoring-checks.js';
import { currentUser } from '../auth/passport.js';
import { forbidden, HttpError } from '../http/errors.js';
import { auditAction } from './middleware.js';

const acknowledged = new WeakSet<Request>();

/**
 * Mount before a route's body guard: takes `acknowledgeWarnings` out of the body (the resources' schemas are strict)
 * and remembers it for the gate. Anything but `true` counts as not acknowledged.
 */
export const takeAcknowledgement: RequestHandler = (req, _res, next) => {
  const body = req.body as Record<string, unknown> | undefined;
  if (body && typeof body === 'object' && !Array.isArray(body) && ACKNOWLEDGE_FIELD in body) {
    if (body[ACKNOWLEDGE_FIELD] === true) acknowledged.add(req);
    delete body[ACKNOWLEDGE_FIELD];
  }
  next();
};

export const OVERRIDE_FORBIDDEN =
  '접근성 경고를 무시하고 게시하는 것은 최고관리자만 할 수 있습니다. 경고를 고쳐서 다시 저장해 주세요.';

/** The warnings that hold up a publish (hints such as empty paragraphs do not). */
export const blocking = (found: AuthoringWarning[]) => found.filter((w) => !HINT_CODES.includes(w.code));

/**
 * Lets the publish through when there is nothing to warn about, or a 최고관리자 acknowledged the warnings (then the
 * audit log records `<resource>.warnings.acknowledge` with them); otherwise throws 409 with the warnings, or 403.
 */
export async function passAuthoringGate(
  req: Request,
  what: { resource: 'posts' | 'popups' | 'pages' | 'privacy-versions'; recordId: number },
  found: AuthoringWarning[],
  transaction: Transaction,
): Promise<void> {
  const warnings = blocking(found);
  if (!warnings.length) return;
  if (!acknowledged.has(req))
    throw new HttpError(
      409,
      `접근성 점검에서 경고 ${warnings.length}건이 나왔습니다. 고쳐서 다시 저장하거나, 최고관리자가 경고를 확인하고 게시할 수 있습니다.`,
      { details: { warnings } },
    );
  if (currentUser(req).role !== 'superadmin') throw forbidden(OVERRIDE_FORBIDDEN);
  await auditAction(
    req,
    `${what.resource}.warnings.acknowledge`,
    {
      resource: what.resource,
      recordId: what.recordId,
      detail: { warnings: warnings.map((w) => ({ code: w.code, item: w.item, message: w.message })) },
    },
    transaction,
  );
}
