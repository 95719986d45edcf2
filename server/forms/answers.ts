// A response's answers checked against its form's fields: required fields, e-mail and phone shapes, choices among
// the options, lengths. The messages are in the form's language (the Chinese page shows Chinese); the API's summary
// line stays Korean.
import { CHOICE_TYPES, type FormField, type FormLang } from '../../domain/forms.js';
import { badRequest } from '../http/errors.js';
import { fieldErrors } from '../middleware/validate.js';

export type Answers = Record<string, string | string[]>;

const MSG = {
  ko: {
    required: '필수 항목입니다.',
    email: '이메일 주소 형식이 올바르지 않습니다.',
    tel: '전화번호 형식이 올바르지 않습니다.',
    choice: '목록에 있는 값을 골라주세요.',
    long: (n: number) => `${n}자 이하로 입력해주세요.`,
    consent: '개인정보 수집·이용에 동의해주세요.',
  },
  'zh-Hans': {
    required: '此项为必填项。',
    email: '电子邮箱格式不正确。',
    tel: '电话号码格式不正确。',
    choice: '请从列表中选择。',
    long: (n: number) => `请输入${n}个字以内。`,
    consent: '请同意收集和使用个人信息。',
  },
} as const;

const EMAIL = /^[^\s@]{1,64}@[^\s@]+\.[^\s@]{2,}$/;
const TEL = /^\+?[0-9][0-9 ()-]{6,19}$/;

export interface Checked {
  answers: Answers;
  email: string | null;
  name: string | null;
  marketingConsent: boolean;
}

const asList = (v: unknown): string[] =>
  (Array.isArray(v) ? v : v === undefined || v === null || v === '' ? [] : [v]).map((x) => String(x));

/** The respondent's name: the field keyed `name`, else the first text field labelled as a name. */
export const nameField = (fields: FormField[]): FormField | undefined =>
  fields.find((f) => f.key === 'name') ?? fields.find((f) => f.type === 'text' && /이름|성명|姓名|名字/.test(f.label));

export function checkAnswers(
  fields: FormField[],
  body: Record<string, unknown>,
  lang: FormLang,
  askMarketing: boolean,
): Checked {
  type Code = 'required' | 'email' | 'tel' | 'choice' | 'consent';
  const errors: [string, string][] = [];
  let first: string | null = null;
  const fail = (key: string, code: Code | number) => {
    const say = (t: (typeof MSG)[FormLang]) => (typeof code === 'number' ? t.long(code) : t[code]);
    first ??= `${key === 'consent' ? '개인정보 수집·이용 동의' : (fields.find((f) => f.key === key)?.label ?? key)}: ${say(MSG.ko)}`;
    errors.push([key, say(MSG[lang])]);
  };
  const answers: Answers = {};
  for (const f of fields) {
    const raw = Object.hasOwn(body, f.key) ? body[f.key] : undefined;
    if (f.type === 'checkbox') {
      const list = asList(raw)
        .map((s) => s.trim())
        .filter(Boolean);
      if (f.required && !list.length) fail(f.key, 'required');
      else if (list.some((s) => !f.options.includes(s))) fail(f.key, 'choice');
      else answers[f.key] = [...new Set(list)];
      continue;
    }
    if (Array.isArray(raw) || (raw !== undefined && raw !== null && typeof raw === 'object')) {
      fail(f.key, 'choice');
      continue;
    }
    const s = raw === undefined || raw === null ? '' : String(raw).trim();
    const max = f.type === 'textarea' ? 2000 : 200;
    if (!s) {
      if (f.required) fail(f.key, 'required');
      else answers[f.key] = '';
    } else if (s.length > max) fail(f.key, max);
    else if (f.type === 'email' && !EMAIL.test(s)) fail(f.key, 'email');
    else if (f.type === 'tel' && !TEL.test(s)) fail(f.key, 'tel');
    else if (CHOICE_TYPES.includes(f.type) && !f.options.includes(s)) fail(f.key, 'choice');
    else answers[f.key] = s;
  }
  if (body.consent !== 'yes') fail('consent', 'consent');
  if (first) throw badRequest(first, fieldErrors(errors));
  const emailField = fields.find((f) => f.type === 'email');
  const email = emailField ? (answers[emailField.key] as string) || null : null;
  const nf = nameField(fields);
  const name = nf ? (answers[nf.key] as string) || null : null;
  return {
    answers,
    email: email ? email.toLowerCase() : null,
    name,
    marketingConsent: askMarketing && body.consentMarketing === 'yes',
  };
}
