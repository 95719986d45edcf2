// What staff may send for a sign-up form (POST/PUT /api/forms), with Korean messages per field; unknown fields are
// refused. Field keys are unique identifiers, choice fields need options, the period runs forwards.
import { z } from 'zod';
import {
  CHOICE_TYPES,
  FIELD_KEY_PATTERN,
  FORM_FIELD_TYPE_CODES,
  FORM_LABELS,
  FORM_LANGS,
  RESERVED_FIELD_KEYS,
  SLUG_PATTERN,
} from '../../../domain/forms.js';
import { singleLine } from '../../../domain/single-line.js';
import { acceptingReadOnly } from '../rest.js';

const line = (max: number) =>
  z
    .string()
    .trim()
    .check(singleLine)
    .max(max, { error: `${max}자 이하로 입력해주세요.` });

const dateTime = z
  .string()
  .max(40)
  .pipe(z.iso.datetime({ offset: true, local: false, error: '날짜와 시간 형식이 올바르지 않습니다.' }))
  .transform((s) => new Date(s))
  .nullable()
  .default(null);

const field = z.strictObject({
  key: z
    .string()
    .trim()
    .regex(FIELD_KEY_PATTERN, { error: '항목 키는 영문 소문자로 시작하는 영문·숫자·밑줄 40자 이하입니다.' })
    .refine((k) => !RESERVED_FIELD_KEYS.includes(k), { error: '이 키는 쓸 수 없습니다. 다른 키를 입력해주세요.' }),
  label: line(100).min(1, { error: '항목 이름을 입력해주세요.' }),
  type: z.enum(FORM_FIELD_TYPE_CODES, { error: '항목 종류가 올바르지 않습니다.' }),
  required: z.boolean().default(false),
  options: z
    .array(line(100).min(1, { error: '빈 선택지가 있습니다.' }))
    .max(30)
    .default([]),
});

export const formInput = z
  .strictObject({
    title: line(200).min(1, { error: '제목을 입력해주세요.' }),
    slug: z
      .string()
      .trim()
      .max(80, { error: '80자 이하로 입력해주세요.' })
      .regex(SLUG_PATTERN, { error: '영문 소문자, 숫자, 하이픈(-)으로 입력해주세요. 예: mba-info-2027' })
      .refine((s) => s !== 'cancel', { error: 'cancel은 쓸 수 없는 주소입니다.' }),
    description: z.string().trim().max(5000).default(''),
    fields: z
      .array(field)
      .min(1, { error: '입력 항목을 하나 이상 추가해주세요.' })
      .max(40, { error: '입력 항목은 40개까지입니다.' }),
    capacity: z
      .number({ error: '정원은 숫자로 입력해주세요.' })
      .int({ error: '정수로 입력해주세요.' })
      .min(1, { error: '1 이상이어야 합니다.' })
      .max(100_000)
      .nullable()
      .default(null),
    opensAt: dateTime,
    closesAt: dateTime,
    consentText: z.string().trim().min(1, { error: '수집 항목, 목적, 보유기간, 거부할 권리를 적어주세요.' }).max(3000),
    retentionDays: z
      .number({ error: '보유기간은 숫자로 입력해주세요.' })
      .int({ error: '정수로 입력해주세요.' })
      .min(1, { error: '1일 이상이어야 합니다.' })
      .max(3650, { error: '3650일 이하여야 합니다.' }),
    confirmationMail: z.string().trim().max(3000).default(''),
    lang: z.enum(FORM_LANGS, { error: 'ko 또는 zh-Hans입니다.' }).default('ko'),
    askMarketing: z.boolean().default(false),
    published: z.boolean().default(true),
  })
  .superRefine((f, ctx) => {
    const seen = new Set<string>();
    f.fields.forEach((x, i) => {
      if (seen.has(x.key)) ctx.addIssue({ code: 'custom', path: ['fields', i, 'key'], message: '항목 키가 겹칩니다.' });
      seen.add(x.key);
      if (CHOICE_TYPES.includes(x.type) && !x.options.length)
        ctx.addIssue({ code: 'custom', path: ['fields', i, 'options'], message: '선택지를 하나 이상 입력해주세요.' });
    });
    if (f.opensAt && f.closesAt && f.closesAt <= f.opensAt)
      ctx.addIssue({ code: 'custom', path: ['closesAt'], message: '접수 마감은 접수 시작보다 뒤여야 합니다.' });
  });

export const formUpdate = acceptingReadOnly(formInput, ['id', 'confirmed', 'waitlisted', 'createdAt', 'updatedAt']);

export const formLabels = (path: string): string => {
  const m = /^fields\.(\d+)\.(\w+)/.exec(path);
  if (m)
    return `입력 항목 ${Number(m[1]) + 1}번의 ${{ key: '키', label: '이름', type: '종류', options: '선택지', required: '필수 여부' }[m[2]] ?? m[2]}`;
  return FORM_LABELS[path.split('.')[0]] ?? path;
};

export const exportSchema = z.strictObject({
  reason: z
    .string({ error: '내려받는 사유를 입력해주세요.' })
    .trim()
    .min(5, { error: '내려받는 사유를 5자 이상 입력해주세요.' })
    .max(200, { error: '200자 이하로 입력해주세요.' }),
});

export const formListFilter = z.object({ q: z.string().trim().max(100).optional(), id: z.unknown().optional() });
export const responseListFilter = z.object({
  status: z.enum(['confirmed', 'waitlisted', 'cancelled'], { error: '상태가 올바르지 않습니다.' }).optional(),
});
