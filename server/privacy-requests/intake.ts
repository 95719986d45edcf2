// A privacy request arriving, from the API or the plain form: the body checked, who asks proved (identity.ts), the
// request written with its receipt mail (store.ts). The code for an address is asked the same way from both.
import type { Request, Response } from 'express';
import type { Sequelize } from 'sequelize';
import { z } from 'zod';
import { PRIVACY_KINDS } from '../../domain/privacy-requests.js';
import { badRequest } from '../http/errors.js';
import { parseWith } from '../middleware/validate.js';
import { aboutSchema, prove, type Provers } from './identity.js';
import { createRequest } from './store.js';
import { langOf } from './text.js';

export const requestSchema = z.strictObject({
  kind: z.enum(PRIVACY_KINDS, { error: '요청 종류는 열람·정정·삭제·처리정지·동의 철회 중 하나여야 합니다.' }),
  about: aboutSchema,
  text: z.string().trim().min(1, { error: '요청 내용을 입력해주세요.' }).max(4000),
  lang: z.enum(['ko', 'zh-Hans']).optional(),
});
export type RequestInput = z.infer<typeof requestSchema>;

const LABELS = {
  kind: '요청 종류',
  about: '본인 확인',
  'about.subject': '본인 확인 방법',
  'about.receiptNo': '접수번호',
  'about.password': '비밀번호',
  'about.questionId': '질문 번호',
  'about.email': '이메일',
  'about.code': '인증 코드',
  text: '요청 내용',
  lang: '언어',
};

/** A Chinese request's field errors in Chinese, by the field's path (the Korean ones come from the schemas). */
const ZH_ERRORS: Record<string, string> = {
  kind: '请选择申请类型（查阅、更正、删除、停止处理或撤回同意）。',
  about: '请选择身份确认方式。',
  'about.subject': '请选择身份确认方式。',
  'about.receiptNo': '请填写受理编号。',
  'about.password': '请填写密码。',
  'about.questionId': '请填写问题编号。',
  'about.email': '电子邮箱格式不正确。',
  'about.code': '请填写6位验证码。',
  email: '电子邮箱格式不正确。',
  text: '请填写申请内容（4000字以内）。',
};

/** The body checked: a Chinese one (lang zh-Hans) is refused in Chinese, naming its field; any other in Korean. */
function parseIn<T extends z.ZodType>(schema: T, body: unknown, labels: Record<string, string>): z.infer<T> {
  if (langOf((body as { lang?: string } | null)?.lang) === 'zh') {
    const result = schema.safeParse(body);
    if (!result.success) {
      const field = result.error.issues[0].path.join('.');
      throw badRequest(ZH_ERRORS[field] ?? '请检查填写的内容。', { [field]: ZH_ERRORS[field] ?? '请检查填写的内容。' });
    }
  }
  return parseWith(schema, body, labels);
}

export const codeSchema = z.strictObject({
  email: z.email({ error: '이메일 형식이 올바르지 않습니다.' }).max(254),
  lang: z.enum(['ko', 'zh-Hans']).optional(),
});

export async function takeRequest(
  sequelize: Sequelize,
  provers: Provers,
  body: unknown,
  req: Request,
  res: Response,
): Promise<{ id: number; dueAt: Date }> {
  const input = parseIn(requestSchema, body, LABELS);
  const lang = langOf(input.lang);
  const who = await prove(sequelize, provers, input.about, lang, req, res);
  return createRequest(sequelize, who, { kind: input.kind, text: input.text }, req);
}

export async function askCode(provers: Provers, body: unknown, req: Request): Promise<void> {
  const input = parseIn(codeSchema, body, { email: '이메일', lang: '언어' });
  await provers.codes.requestCode(input.email, langOf(input.lang), req);
}
