// The application's fields as the submit carries them and as the error summary orders and names them, and the
// documents' own rules (presence, count, type, size) with the server's messages. No zod here: validate.ts, which
// runs the server's schema, is a chunk of its own that only the application form fetches.
import { fieldLabels, messages } from '../../domain/application-messages.js';
import {
  CAREER_FIELDS as CAREER,
  ESSAY_FIELDS as ESSAYS,
  PERSON_FIELDS as BEFORE_CAREER,
  documentKindsFor,
  type DocumentKind,
} from '../../domain/application-fields.js';
import { REFUND_FIELDS } from '../../domain/refund-labels.js';
import { extensionOk } from './programs-client.js';
import type { Lang } from './strings.js';

export const CONSENTS = ['consentPrivacy', 'consentVerify', 'consentCareer', 'consentMarketing'];
export const REQUIRED_CONSENTS = ['consentPrivacy', 'consentVerify'];
const PASSWORDS = ['password', 'passwordConfirm'];

export const trackOf = (lang: Lang) => (lang === 'zh' ? 'china_mba' : 'master');

/** Every field in the order the form shows it: the error summary lists its entries in this order. */
export function fieldOrder(lang: Lang): string[] {
  const docs = documentKindsFor(trackOf(lang)).map((d) => d.kind);
  return [
    ...CONSENTS,
    'locale',
    'idempotencyKey',
    'track',
    ...BEFORE_CAREER,
    ...CAREER,
    ...ESSAYS,
    ...docs,
    ...REFUND_FIELDS,
    ...PASSWORDS,
  ];
}

/** The text fields the submit carries (empty ones left out, as the browser leaves out an empty input). */
export function submitFields(lang: Lang, values: Record<string, string>): Record<string, string> {
  const china = lang === 'zh';
  const names = [
    'idempotencyKey',
    ...BEFORE_CAREER.filter((n) => n !== (china ? 'department' : 'topikLevel')),
    ...ESSAYS,
    ...PASSWORDS,
    ...CONSENTS,
    ...REFUND_FIELDS,
    ...(values.consentCareer === 'yes' ? CAREER : []),
  ];
  const fields: Record<string, string> = { locale: china ? 'zh-Hans' : 'ko', track: trackOf(lang) };
  for (const n of names) if (values[n]) fields[n] = values[n];
  return fields;
}

const extensionsText = (d: DocumentKind) =>
  d.extensions
    .filter((e) => e !== 'jpeg')
    .map((e) => e.toUpperCase())
    .join('·');

/** One document field's problem, or '' (what the server's documents.ts would say of the same files). */
export function documentError(lang: Lang, d: DocumentKind, files: File[]): string {
  const m = messages[lang];
  if (!files.length) return d.required ? m.fileRequired : '';
  if (files.length > d.max) return m.fileCount(d.max);
  if (files.some((f) => !extensionOk(f.name, d.extensions))) return m.fileType(extensionsText(d));
  if (files.some((f) => f.size > d.maxMb * 1024 * 1024)) return m.fileSize(d.maxMb);
  return '';
}

/** The summary's entries: the field's label and its message, in the form's order (unknown keys last). */
export function summaryEntries(lang: Lang, errors: Record<string, string>): { key: string; text: string }[] {
  const order = fieldOrder(lang);
  const rank = (k: string) => (order.includes(k) ? order.indexOf(k) : order.length);
  return Object.keys(errors)
    .sort((a, b) => rank(a) - rank(b))
    .map((key) => ({ key, text: messages[lang].summary(fieldLabels[lang][key] ?? key, errors[key]) }));
}
