// POST /api/applications/proxy: 대리 접수. A 입학 담당 (or 최고관리자) enters an application from a paper form: the same
// multipart fields and documents as the public submit, checked by the same schema and the same round rules, and
// written by the same step (acceptSubmit), with the staff member kept as its keyer (keyed_by, the first history row
// "대리 접수 (login id)"). The look-up password is the one staff typed or, with generatePassword=yes, one made here
// and answered once (it is stored only as a hash). The 접수 확인 mail goes out as for any submit; the audit
// middleware records the call (field names only).
import { randomInt } from 'node:crypto';
import type { RequestHandler } from 'express';
import { currentUser } from '../../auth/passport.js';
import { clientIp } from '../../http/client-ip.js';
import { GENERATED_PASSWORD_ALPHABET, GENERATED_PASSWORD_LENGTH } from '../../../domain/proxy-intake.js';
import { acceptSubmit, readSubmit } from './submit.js';
import type { ApplicationsApiDeps } from './index.js';

export function generatedPassword(): string {
  const a = GENERATED_PASSWORD_ALPHABET;
  return Array.from({ length: GENERATED_PASSWORD_LENGTH }, () => a[randomInt(a.length)]).join('');
}

export function proxyHandler(deps: ApplicationsApiDeps): RequestHandler {
  return async (req, res) => {
    const user = currentUser(req);
    const body = (req.body ?? {}) as Record<string, unknown>;
    const { generatePassword, ...fields } = body;
    const generated = generatePassword === 'yes' ? generatedPassword() : null;
    req.body = generated ? { ...fields, password: generated, passwordConfirm: generated } : fields;
    const read = await readSubmit(req, deps.rounds, 'ko');
    const { application, created } = await acceptSubmit(deps, read, {
      ip: clientIp(req),
      keyer: { id: user.id, loginId: user.loginId ?? String(user.id), name: user.name ?? null },
    });
    res.set('Cache-Control', 'no-store');
    res.status(created ? 201 : 200).json({
      id: application.id,
      receiptNo: application.receiptNo,
      name: application.name,
      // Shown once: a retry of the same submit cannot show it again (only its hash was kept).
      ...(generated && created ? { generatedPassword: generated } : {}),
    });
  };
}
