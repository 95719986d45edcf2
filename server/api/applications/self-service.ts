// The applicant's own steps in the look-up, each behind the look-up's credentials and guard, and the staff's
// per-document state: POST /lookup/documents (a 보완 replacement, multipart), /lookup/reset-code and /lookup/reset
// (the look-up password by e-mail), /lookup/withdraw (지원 취소), PUT /:id/documents/:docId/state (staff).
import type { RequestHandler, Router } from 'express';
import { z } from 'zod';
import { APPLICATION_LOCALES } from '../../../domain/programs.js';
import { lookupSchema } from '../../../domain/application-schema.js';
import { messages } from '../../../domain/application-messages.js';
import { lookupExtras } from '../../applications/lookup-extras.js';
import { findByCredentials, type LookupGuard } from '../../applications/lookup.js';
import { lookupReset, RESET_TEXT } from '../../applications/lookup-reset.js';
import { receiptFor } from '../../applications/receipt.js';
import { uploadSupplement } from '../../applications/supplements.js';
import { withdrawInLookup } from '../../applications/withdraw.js';
import type { Application } from '../../../db/models/index.js';
import { memoryUpload } from '../../files/upload.js';
import { parseWith, validateBody } from '../../middleware/validate.js';
import { MAX_DOCUMENT_MB } from './documents.js';
import { documentStateHandler, documentStateLabels, documentStateSchema } from './document-state.js';
import type { ApplicationsApiDeps } from './index.js';

const credentials = { receiptNo: '접수번호', name: '성명', birthDate: '생년월일', password: '조회 비밀번호' };
const supplementSchema = lookupSchema.extend({
  documentId: z.coerce.number({ error: '서류 번호가 올바르지 않습니다.' }).int().positive().max(2_147_483_647),
});
const withdrawSchema = lookupSchema.extend({
  reason: z.string().trim().max(500, { error: '500자 이하로 입력해주세요. / 请输入500字以内。' }),
});
const target = {
  locale: z.enum(APPLICATION_LOCALES).optional(),
  receiptNo: z.string().trim().max(20).optional(),
  name: z.string().trim().max(50).optional(),
  email: z.string().trim().min(1, { error: '이메일을 입력해주세요. / 请输入电子邮箱。' }).max(254),
};
const WHO = '접수번호나 성명을 입력해주세요. / 请输入受理编号或姓名。';
const named = (v: { receiptNo?: string; name?: string }) => !!(v.receiptNo || v.name);
const resetCodeSchema = z.strictObject(target).refine(named, { path: ['receiptNo'], error: WHO });
const resetSchema = z
  .strictObject({
    ...target,
    code: z
      .string()
      .trim()
      .regex(/^\d{6}$/, { error: '인증 코드 6자리 숫자를 입력해주세요. / 请输入6位数字验证码。' }),
    password: z.string(),
  })
  .superRefine((v, ctx) => {
    if (!named(v)) ctx.addIssue({ code: 'custom', path: ['receiptNo'], message: WHO });
    const m = messages[v.locale === 'zh-Hans' ? 'zh' : 'ko'];
    if (v.password.length < 8 || v.password.length > 64)
      ctx.addIssue({ code: 'custom', path: ['password'], message: m.passwordLength });
  });
const resetLabels = { ...credentials, email: '이메일', code: '인증 코드', password: '새 조회 비밀번호' };

export function selfServiceRoutes(r: Router, deps: ApplicationsApiDeps, guard: LookupGuard, writer: RequestHandler[]) {
  const reset = lookupReset(deps.sequelize, deps.jwtSecret);
  const answer = async (a: Application) => ({ ...(await receiptFor(a)), ...(await lookupExtras(a)) });

  r.post('/lookup/documents', memoryUpload(1, MAX_DOCUMENT_MB).single('file'), async (req, res) => {
    const { documentId, ...input } = parseWith(supplementSchema, req.body ?? {}, {
      ...credentials,
      documentId: '서류',
    });
    const found = await findByCredentials(input, req, res, guard);
    await uploadSupplement(found, documentId, req.file, req, deps);
    res.set('Cache-Control', 'no-store');
    res.json(await answer(found));
  });

  r.post(
    '/lookup/withdraw',
    validateBody(withdrawSchema, { ...credentials, reason: '취소 사유' }),
    async (req, res) => {
      const { reason, ...input } = req.body as z.infer<typeof withdrawSchema>;
      const found = await findByCredentials(input, req, res, guard);
      await withdrawInLookup(found, reason, req, deps);
      res.set('Cache-Control', 'no-store');
      res.json(await answer(found));
    },
  );

  r.post('/lookup/reset-code', validateBody(resetCodeSchema, resetLabels), async (req, res) => {
    const body = req.body as z.infer<typeof resetCodeSchema>;
    await reset.requestCode(body, req);
    res.set('Cache-Control', 'no-store');
    res.json({ sent: true, message: RESET_TEXT[body.locale === 'zh-Hans' ? 'zh' : 'ko'].sent });
  });

  r.post('/lookup/reset', validateBody(resetSchema, resetLabels), async (req, res) => {
    const body = req.body as z.infer<typeof resetSchema>;
    await reset.resetWithCode(body, req);
    res.set('Cache-Control', 'no-store');
    res.json({ done: true, message: RESET_TEXT[body.locale === 'zh-Hans' ? 'zh' : 'ko'].done });
  });

  r.put(
    '/:id/documents/:docId/state',
    ...writer,
    validateBody(documentStateSchema, documentStateLabels),
    documentStateHandler(deps),
  );
}
