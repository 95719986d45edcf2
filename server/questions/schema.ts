// What a visitor sends to ask (POST /api/questions and the ask form's plain post), to open a question, and what
// staff send to answer. Korean messages per field; unknown fields refused.
import { z } from 'zod';
import { QUESTION_LANGS } from '../../domain/questions.js';
import { singleLine } from '../../domain/single-line.js';
import { isBlankHtml, sanitizeContent } from '../html/sanitize.js';

const checkbox = z
  .union([z.boolean(), z.enum(['on', 'yes', 'true', 'false', ''])])
  .transform((v) => v === true || v === 'on' || v === 'yes' || v === 'true');

export const askInput = z.strictObject({
  boardEnName: z.string().trim().max(40).default('qna'),
  name: z.string().trim().check(singleLine).min(1, { error: '이름을 입력해주세요.' }).max(50),
  email: z
    .string()
    .trim()
    .max(254, { error: '이메일 주소가 너무 깁니다.' })
    .pipe(z.email({ error: '이메일 주소 형식이 올바르지 않습니다.' })),
  password: z
    .string()
    .min(8, { error: '비밀번호는 8자 이상으로 정해주세요.' })
    .max(100, { error: '비밀번호는 100자까지입니다.' }),
  title: z.string().trim().check(singleLine).min(1, { error: '제목을 입력해주세요.' }).max(200),
  body: z.string().trim().min(1, { error: '내용을 입력해주세요.' }).max(5000, { error: '내용은 5000자까지입니다.' }),
  /** The asker chooses (nothing is chosen for them): secret means only they (with the password) and staff read it. */
  secret: z
    .union([z.boolean(), z.enum(['on', 'off'])], { error: '비밀글로 할지 공개글로 할지 골라주세요.' })
    .transform((v) => v === true || v === 'on'),
  consentPrivacy: checkbox.refine((v) => v, { error: '개인정보 수집·이용에 동의해야 질문을 등록할 수 있습니다.' }),
  lang: z.enum(QUESTION_LANGS, { error: 'ko 또는 zh-Hans여야 합니다.' }).default('ko'),
  /** The honeypot: a field people never see (hidden by CSS, out of the tab order); a script fills it. */
  website: z.string().max(500).default(''),
  /** The form's signed drawing time (form-token.ts). */
  formToken: z.string().max(200).optional(),
});
export type AskInput = z.infer<typeof askInput>;

export const openInput = z.strictObject({
  password: z.string().min(1, { error: '비밀번호를 입력해주세요.' }).max(100),
});

export const answerInput = z.strictObject({
  answer: z
    .string()
    .max(50_000)
    .transform((html) => sanitizeContent(html, { key: 'answer', label: '답변' }))
    .refine((html) => !isBlankHtml(html), { error: '답변을 입력해주세요.' }),
});

export const publishInput = z.strictObject({
  /** 'qna': shown on the board without the name; 'faq': copied into the FAQ. */
  as: z.enum(['qna', 'faq'], { error: "공개 방식은 'qna'(공개 질문) 또는 'faq'(자주 묻는 질문)입니다." }),
  category: z.string().trim().check(singleLine).max(50).default(''),
});
