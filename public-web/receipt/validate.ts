// The browser's check of a whole application before anything is sent: the server's own zod schema (schema.ts)
// over exactly the fields the submit will carry, and the documents' presence, type and size, with the server's
// messages. Files are uploaded only once this finds nothing (issue 10: no 20 MB upload to learn a name is missing).
import { fieldLabels, messages } from './messages.js';
import { documentKindsFor, type DocumentKind } from './programs.js';
import { extensionOk } from './programs-client.js';
import { submitSchema } from './schema.js';
import type { Lang } from './strings.js';

export const CONSENTS = ['consentPrivacy', 'consentVerify', 'consentCareer', 'consentMarketing'];
export const REQUIRED_CONSENTS = ['consentPrivacy', 'consentVerify'];
const CAREER = ['company', 'companyDept', 'position', 'careerYears', 'industry', 'careerRole'];
const BEFORE_CAREER = [
  'term',
  'department',
  'name',
  'nameEn',
  'birthDate',
  'gender',
  'nationality',
  'topikLevel',
  'mobile',
  'email',
  'postalCode',
  'address',
  'addressDetail',
  'school',
  'major',
  'degree',
  'degreeStatus',
  'eduStart',
  'eduEnd',
];
const ESSAYS = ['essayIntro', 'essayPlan'];
const PASSWORDS = ['password', 'passwordConfirm'];

const trackOf = (lang: Lang) => (lang === 'zh' ? 'china_mba' : 'master');

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

/** Every problem of the application, keyed by field, first message per field. Empty: ready to send. */
export function checkApplication(
  lang: Lang,
  values: Record<string, string>,
  files: Record<string, File[]>,
): Record<string, string> {
  const errors: Record<string, string> = {};
  const parsed = submitSchema(lang).safeParse(submitFields(lang, values));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0] ?? '');
      if (key && !errors[key]) errors[key] = issue.message;
    }
  }
  for (const d of documentKindsFor(trackOf(lang))) {
    const problem = documentError(lang, d, files[d.kind] ?? []);
    if (problem) errors[d.kind] = problem;
  }
  return errors;
}

/** The summary's entries: the field's label and its message, in the form's order (unknown keys last). */
export function summaryEntries(lang: Lang, errors: Record<string, string>): { key: string; text: string }[] {
  const order = fieldOrder(lang);
  const rank = (k: string) => (order.includes(k) ? order.indexOf(k) : order.length);
  return Object.keys(errors)
    .sort((a, b) => rank(a) - rank(b))
    .map((key) => ({ key, text: messages[lang].summary(fieldLabels[lang][key] ?? key, errors[key]) }));
}
