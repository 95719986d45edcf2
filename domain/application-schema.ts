// The application form as the server checks it (and the browser, before anything is sent: validate.ts): every
// field of a multipart submit, one message per field, in the form's language. Optional career fields are
// dropped unless their optional consent was given.
import * as z from 'zod';
import { CAREER_ROLES, DEGREE_STATUSES, DEGREES, GENDERS, INDUSTRIES } from './application-fields.js';
import { APPLICATION_LOCALES, DEPARTMENTS, TRACK_CODES } from './programs.js';
import { messages, type FormLang } from './application-messages.js';
import { now } from './clock.js';
import { defaultRules, type FormRules } from './round-form.js';
import { refundAccountFields, refundAccountIssues } from './refund-account.js';
import { calendarDay } from './calendar-day.js';

const codes = <T extends readonly { code: string }[]>(list: T) => list.map((x) => x.code) as [string, ...string[]];
// No control character, and no Unicode line or paragraph separator (browsers break lines on those too).
const SINGLE_LINE = /^[^\u0000-\u001f\u007f\u2028\u2029]*$/;
const charCount = (s: string) => Array.from(s).length;

function ageOn(birth: string, now: Date): number {
  const [y, m, d] = birth.split('-').map(Number);
  const age = now.getUTCFullYear() - y;
  return now.getUTCMonth() + 1 < m || (now.getUTCMonth() + 1 === m && now.getUTCDate() < d) ? age - 1 : age;
}

/** rules: what the named round asks (departments, essays and their limits); today's defaults without one. */
export function submitSchema(lang: FormLang, at = now(), rules?: Pick<FormRules, 'departments' | 'essays'>) {
  const m = messages[lang];
  const asked = rules ?? defaultRules(lang === 'zh' ? 'china_mba' : 'master', lang);
  const text = (max: number) =>
    z
      .string({ error: m.required })
      .trim()
      .min(1, { error: m.required })
      .max(max, { error: m.tooLong(max) })
      .regex(SINGLE_LINE, { error: m.invalid });
  const optText = (max: number) =>
    z
      .string({ error: m.invalid })
      .trim()
      .max(max, { error: m.tooLong(max) })
      .regex(SINGLE_LINE, { error: m.invalid })
      .optional()
      .transform((v) => v || null);
  const pick = (values: [string, ...string[]]) => z.enum(values, { error: m.choose });
  const optPick = (values: [string, ...string[]]) =>
    z
      .union([z.literal(''), z.enum(values, { error: m.choose })], { error: m.choose })
      .optional()
      .transform((v) => v || null);
  const yes = z.literal('yes', { error: m.consentRequired });
  const yesNo = z
    .enum(['yes', 'no'], { error: m.choose })
    .optional()
    .transform((v) => v === 'yes');
  const month = z.string({ error: m.required }).regex(/^(19[5-9]\d|20\d\d)-(0[1-9]|1[0-2])$/, { error: m.month });
  // An essay the round asks, within its limits; one it does not ask is not kept (stored empty).
  const essay = (field: 'essayIntro' | 'essayPlan') => {
    const e = asked.essays.find((x) => x.field === field);
    if (!e)
      return z
        .string({ error: m.invalid })
        .optional()
        .transform(() => '');
    return z
      .string({ error: m.required })
      .trim()
      .refine((s) => charCount(s) >= e.min, { error: m.tooShort(e.min) })
      .refine((s) => charCount(s) <= e.max, { error: m.tooLong(e.max) });
  };

  return z
    .strictObject({
      locale: z.enum(APPLICATION_LOCALES, { error: m.invalid }),
      idempotencyKey: z.uuid({ error: m.invalid }),
      consentPrivacy: yes,
      consentVerify: yes,
      consentCareer: yesNo,
      consentMarketing: yesNo,
      // Which round is open is the server's question (it knows the rounds); here only the shape.
      roundId: z.coerce.number({ error: m.choose }).int({ error: m.choose }).positive({ error: m.choose }),
      track: z.enum(TRACK_CODES, { error: m.choose }),
      department: optPick(DEPARTMENTS.map((d) => d.slug) as [string, ...string[]]),
      name: text(20).regex(/^[\p{Script=Hangul}\p{Script=Han}A-Za-z ·]{2,20}$/u, { error: m.nameKo }),
      nameEn: text(100)
        .regex(/^[A-Za-z][A-Za-z .,'-]*$/, { error: m.nameEn })
        .transform((s) => s.replace(/\s+/g, ' ').toUpperCase()),
      birthDate: calendarDay({ required: m.required, format: m.date }).refine(
        (s) => {
          const a = ageOn(s, at);
          return a >= 18 && a <= 90;
        },
        { error: m.age },
      ),
      gender: pick(codes(GENDERS)),
      nationality: text(50),
      mobile: z
        .string({ error: m.required })
        .trim()
        .regex(/^(01[016789]-?\d{3,4}-?\d{4}|\+\d{1,3}[ -]?\d[\d -]{6,16})$/, { error: m.mobile }),
      email: z
        .string({ error: m.required })
        .trim()
        .max(254, { error: m.tooLong(254) })
        .pipe(z.email({ error: m.email })),
      postalCode: z
        .string({ error: m.invalid })
        .trim()
        .regex(/^[0-9A-Za-z -]{0,10}$/, { error: m.postalCode })
        .optional()
        .transform((v) => v || null),
      address: text(200),
      addressDetail: optText(200),
      school: text(100),
      major: text(100),
      degree: pick(codes(DEGREES)),
      degreeStatus: pick(codes(DEGREE_STATUSES)),
      eduStart: month,
      eduEnd: month,
      company: optText(100),
      companyDept: optText(100),
      position: optText(50),
      careerYears: z
        .string({ error: m.invalid })
        .trim()
        .regex(/^(\d{1,2})?$/, { error: m.years })
        .optional()
        .transform((v) => (v ? Number(v) : null))
        .refine((v) => v === null || v <= 60, { error: m.years }),
      industry: optPick(codes(INDUSTRIES)),
      careerRole: optPick(codes(CAREER_ROLES)),
      topikLevel: z
        .string({ error: m.choose })
        .regex(/^[0-6]$/, { error: m.choose })
        .optional()
        .transform((v) => (v === undefined ? null : Number(v))),
      essayIntro: essay('essayIntro'),
      essayPlan: essay('essayPlan'),
      password: z
        .string({ error: m.required })
        .min(8, { error: m.passwordLength })
        .max(64, { error: m.passwordLength }),
      passwordConfirm: z.string({ error: m.required }),
      ...refundAccountFields(lang),
    })
    .superRefine(
      (v, ctx) => {
        const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
        if (v.password !== v.passwordConfirm) issue('passwordConfirm', m.passwordMatch);
        if (v.eduEnd < v.eduStart) issue('eduEnd', m.eduOrder);
        const wantLocale = v.track === 'china_mba' ? 'zh-Hans' : 'ko';
        if (v.locale !== wantLocale) issue('track', m.invalid);
        if (v.track === 'master' && !v.department) issue('department', m.choose);
        else if (v.track === 'master' && v.department && !asked.departments.includes(v.department))
          issue('department', m.departmentClosed);
        if (v.track === 'china_mba' && v.department) issue('department', m.invalid);
        // `?? null`: after a failed field the others may be left untransformed (absent, not null).
        const topik = v.topikLevel ?? null;
        if (v.track === 'china_mba' && topik === null) issue('topikLevel', m.choose);
        if (v.track === 'master' && topik !== null) issue('topikLevel', m.invalid);
        for (const [field, message] of refundAccountIssues(v, lang)) issue(field, message);
      },
      // Also when other fields failed: one pass names every problem (a missing department with a missing name).
      { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
    )
    .transform((v) => {
      // No consent, no career data: the optional fields are not collected at all.
      if (v.consentCareer) return v;
      return {
        ...v,
        company: null,
        companyDept: null,
        position: null,
        careerYears: null,
        industry: null,
        careerRole: null,
      };
    });
}

export type SubmitInput = z.infer<ReturnType<typeof submitSchema>>;

export const lookupSchema = z.strictObject({
  locale: z.enum(APPLICATION_LOCALES).optional(),
  receiptNo: z.string().trim().max(20).optional(),
  name: z.string().trim().max(50).optional(),
  birthDate: z.string().trim().max(10).optional(),
  password: z.string().min(1).max(64),
});
