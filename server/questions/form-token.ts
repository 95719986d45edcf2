// The ask form's token: when the form was drawn, signed (HMAC of JWT_SECRET), so a form sent sooner than a person
// could fill it, or one a script made up without drawing the form, is refused (the spam guard's minimum fill time).
import { createHmac, timingSafeEqual } from 'node:crypto';
import { QUESTION_SPAM } from '../../domain/questions.js';
import { hmacKey } from '../http/hmac-key.js';

const sign = (secret: string, issued: string) =>
  createHmac('sha256', hmacKey(secret)).update(`question-form:${issued}`).digest('base64url');

export function issueFormToken(secret: string, at: Date): string {
  const issued = String(at.getTime());
  return `${issued}.${sign(secret, issued)}`;
}

export type FormTokenCheck = 'ok' | 'missing' | 'tooFast' | 'stale';

export function checkFormToken(secret: string, token: string | undefined, at: Date): FormTokenCheck {
  const m = /^(\d{10,15})\.([A-Za-z0-9_-]{43})$/.exec(token ?? '');
  if (!m) return 'missing';
  const want = Buffer.from(sign(secret, m[1]));
  const got = Buffer.from(m[2]);
  if (want.length !== got.length || !timingSafeEqual(want, got)) return 'missing';
  const age = at.getTime() - Number(m[1]);
  if (age < QUESTION_SPAM.minFillSeconds * 1000) return 'tooFast';
  if (age > QUESTION_SPAM.maxFormAgeHours * 3600_000) return 'stale';
  return 'ok';
}
