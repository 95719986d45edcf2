// The browser's check of a whole application before anything is sent: the server's own zod schema (schema.ts)
// over exactly the fields the submit will carry, and the documents' presence, type and size, with the server's
// messages. Files are uploaded only once this finds nothing (no 20 MB upload to learn a name is missing).
// Loaded on its own (zod is most of its weight): the form fetches it after it has drawn, the look-up never.
import { documentError, submitFields } from './form-fields.js';
import { documentSpecs, type FormRules } from '../../domain/round-form.js';
import { submitSchema } from '../../domain/application-schema.js';
import type { Lang } from './strings.js';

/** Every problem of the application, keyed by field, first message per field. Empty: ready to send. */
export function checkApplication(
  lang: Lang,
  values: Record<string, string>,
  files: Record<string, File[]>,
  rules: FormRules,
): Record<string, string> {
  const errors: Record<string, string> = {};
  const parsed = submitSchema(lang, undefined, rules).safeParse(submitFields(lang, values));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0] ?? '');
      if (key && !errors[key]) errors[key] = issue.message;
    }
  }
  for (const d of documentSpecs(rules.documents)) {
    const problem = documentError(lang, d, files[d.kind] ?? []);
    if (problem) errors[d.kind] = problem;
  }
  return errors;
}
