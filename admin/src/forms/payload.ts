// What the form builder sends (the API refuses unknown fields): the form's own fields, each input field with its
// options only where the type has choices, an emptied capacity as null (no limit).
import { CHOICE_TYPES, type FormFieldType } from '../../../domain/forms';

const KEYS = [
  'title',
  'slug',
  'description',
  'fields',
  'capacity',
  'opensAt',
  'closesAt',
  'consentText',
  'retentionDays',
  'confirmationMail',
  'lang',
  'askMarketing',
  'published',
];

interface FieldValue {
  key?: string;
  label?: string;
  type?: FormFieldType;
  required?: boolean;
  options?: string | string[];
}

/** Options are typed one per line in the builder. */
const optionList = (v: FieldValue['options']): string[] =>
  (Array.isArray(v) ? v : (v ?? '').split('\n')).map((s) => s.trim()).filter(Boolean);

export function toPayload(data: Record<string, unknown>) {
  const out: Record<string, unknown> = {};
  for (const k of KEYS) if (data[k] !== undefined) out[k] = data[k] === '' && k !== 'description' ? null : data[k];
  out.fields = ((data.fields as FieldValue[] | undefined) ?? []).map((f) => ({
    key: f.key ?? '',
    label: f.label ?? '',
    type: f.type ?? 'text',
    required: !!f.required,
    options: f.type && CHOICE_TYPES.includes(f.type) ? optionList(f.options) : [],
  }));
  for (const k of ['description', 'confirmationMail']) if (out[k] === null) out[k] = '';
  return out;
}

/** The record as the builder edits it: options as lines. */
export function toFormValues(record: Record<string, unknown>) {
  return {
    ...record,
    fields: ((record.fields as FieldValue[] | undefined) ?? []).map((f) => ({
      ...f,
      options: optionList(f.options).join('\n'),
    })),
  };
}

export const formDefaults = () => ({
  lang: 'ko',
  published: true,
  askMarketing: true,
  retentionDays: 90,
  capacity: 30,
  consentText:
    '수집 항목: 성명, 이메일, 휴대전화\n수집 목적: 신청 확인과 행사 안내\n보유기간: 신청일로부터 90일\n동의를 거부할 수 있으며, 거부하면 신청할 수 없습니다.',
  fields: [
    { key: 'name', label: '성명', type: 'text', required: true, options: '' },
    { key: 'email', label: '이메일', type: 'email', required: true, options: '' },
    { key: 'phone', label: '휴대전화', type: 'tel', required: false, options: '' },
  ],
});
