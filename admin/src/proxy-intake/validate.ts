// The 대리 접수 form's checks in the browser: the public form's own (domain/application-schema.ts submitSchema with the
// round's rules, and each required document of the round), so staff see the same messages the applicant would;
// the server checks everything again.
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { submitSchema } from '../../../domain/application-schema';
import { messages } from '../../../domain/application-messages';
import { documentSpecs, type FormRules } from '../../../domain/round-form';

/** What the form holds besides the applicant's fields: the documents (File lists) and the password choice. */
export const EXTRA_FIELDS = ['generatePassword'] as const;

/** The applicant's fields as the submit sends them: strings, an unchecked box and an empty choice left out. */
export function submitFields(values: FieldValues, kinds: string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(values)) {
    if (kinds.includes(k) || (EXTRA_FIELDS as readonly string[]).includes(k)) continue;
    if (typeof v === 'boolean') out[k] = v ? 'yes' : 'no';
    else if (v !== null && v !== undefined && v !== '') out[k] = String(v);
  }
  out.locale = out.track === 'china_mba' ? 'zh-Hans' : 'ko';
  return out;
}

export function proxyResolver(rules: FormRules): Resolver<FieldValues> {
  const specs = documentSpecs(rules.documents);
  return async (values) => {
    const fields = submitFields(
      values,
      specs.map((s) => s.kind),
    );
    // A generated password is made by the server: the schema checks a stand-in.
    if (values.generatePassword) fields.password = fields.passwordConfirm = 'generated-by-server';
    const result = submitSchema('ko', new Date(), rules).safeParse(fields);
    const errors: FieldErrors = {};
    const put = (field: string, message: string) => {
      errors[field] ??= { type: 'validate', message };
    };
    if (!result.success)
      for (const issue of result.error.issues) {
        if (issue.code === 'unrecognized_keys') continue;
        put(String(issue.path[0] ?? 'root'), issue.message);
      }
    for (const spec of specs)
      if (spec.required && !(values[spec.kind] as File[] | undefined)?.length) put(spec.kind, messages.ko.fileRequired);
    return Object.keys(errors).length ? { values: {}, errors } : { values, errors: {} };
  };
}
