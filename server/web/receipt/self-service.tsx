// The applicant's own steps without JavaScript: the 보완 file (multipart) and 지원 취소 forms under the
// look-up's result post here with the look-up password typed again; the look-up's guard checks it with the same
// throttle, and the answer is the look-up page itself with the result as it now stands. The look-up password reset
// page (/receipt/lookup/reset and the China MBA one) asks for a mailed code, then sets the new password. Never cached.
import type { Request, Response, Router } from 'express';
import type { Sequelize } from 'sequelize';
import { z } from 'zod';
import type { SiteSettings } from '../../../domain/settings.js';
import { now } from '../../../domain/clock.js';
import type { LookupProps, LookupResult } from '../../../public-web/receipt/lookup-form.js';
import { ResetPage, type ResetPageProps } from '../../../public-web/receipt/reset-form.js';
import {
  resetPath,
  selfServiceStrings,
  supplementPath,
  withdrawPath,
} from '../../../public-web/receipt/self-service-strings.js';
import type { Lang } from '../../../public-web/receipt/strings.js';
import { lookupExtras } from '../../applications/lookup-extras.js';
import type { LookupGuard } from '../../applications/lookup.js';
import { lookupReset, RESET_TEXT } from '../../applications/lookup-reset.js';
import { presentReceipt } from '../../applications/presenters.js';
import { roundOf } from '../../applications/receipt.js';
import { uploadSupplement } from '../../applications/supplements.js';
import { withdrawInLookup } from '../../applications/withdraw.js';
import type { Application } from '../../../db/models/index.js';
import type { SettingsCache } from '../../cache/settings.js';
import { memoryUpload } from '../../files/upload.js';
import { HttpError } from '../../http/errors.js';
import { parseWith, rejectNul } from '../../middleware/validate.js';
import { formBody, formOnly, resultOf, sameOriginOnly } from './lookup.js';
import { isRefusal, openedByForm } from './opened.js';
import { receiptDocument, send } from './shell.js';

const MAX_MB = 10;
const upload = memoryUpload(1, MAX_MB).single('file');

const credentialSchema = { receiptNo: z.string().max(20).optional(), password: z.string().max(64).optional() };
const supplementSchema = z.strictObject({ ...credentialSchema, documentId: z.string().max(12).optional() });
const withdrawSchema = z.strictObject({
  ...credentialSchema,
  reason: z.string().max(500, { error: '500자 이하로 입력해주세요.' }).optional(),
  confirm: z.literal('yes').optional(),
});
const resetSchema = z.strictObject({
  step: z.enum(['code', 'reset']),
  who: z.string().max(50).optional(),
  email: z.string().max(254).optional(),
  code: z.string().max(12).optional(),
  password: z.string().max(64).optional(),
  passwordConfirm: z.string().max(64).optional(),
});
const labels = {
  receiptNo: '접수번호',
  password: '조회 비밀번호',
  reason: '취소 사유',
  documentId: '서류',
  who: '접수번호 또는 성명',
  email: '이메일',
  code: '인증 코드',
};

export interface SelfServicePagesDeps {
  settings: SettingsCache;
  sequelize: Sequelize;
  guard: LookupGuard;
  jwtSecret: string;
  publicUrl: string;
  page: (req: Request, s: SiteSettings, props: LookupProps) => string;
}

export function selfServicePages(r: Router, deps: SelfServicePagesDeps): void {
  const { settings, sequelize, page, publicUrl } = deps;
  const reset = lookupReset(sequelize, deps.jwtSecret);
  const result = async (a: Application): Promise<LookupResult> => ({
    ...resultOf(presentReceipt(a, null, await roundOf(a), now())),
    ...(await lookupExtras(a)),
  });

  for (const lang of ['ko', 'zh'] as const satisfies readonly Lang[]) {
    const locale = lang === 'zh' ? 'zh-Hans' : 'ko';
    const s = selfServiceStrings[lang];

    const opened = (req: Request, res: Response, form: { receiptNo?: string; password?: string }, missing: string) =>
      openedByForm(deps, lang, req, res, form, missing);

    r.post(supplementPath(lang), sameOriginOnly, upload, rejectNul, async (req, res) => {
      const form = parseWith(supplementSchema, req.body ?? {}, labels);
      const found = await opened(req, res, form, s.suppMissing);
      if (!found) return;
      const site = await settings.get();
      const documentId = Number(form.documentId);
      try {
        await uploadSupplement(found, Number.isSafeInteger(documentId) ? documentId : 0, req.file, req, {
          sequelize,
          publicUrl,
        });
      } catch (err) {
        if (!isRefusal(err, 400, 409)) throw err;
        const supplementError = { documentId, message: err.message };
        return send(
          res,
          page(req, site, { lang, mode: 'receipt', result: await result(found), supplementError }),
          err.status,
        );
      }
      send(res, page(req, site, { lang, mode: 'receipt', result: await result(found), supplemented: true }));
    });

    r.post(withdrawPath(lang), sameOriginOnly, formOnly, formBody, rejectNul, async (req, res) => {
      const form = parseWith(withdrawSchema, req.body ?? {}, labels);
      const found = await opened(req, res, form, s.wdMissing);
      if (!found) return;
      const site = await settings.get();
      const reason = (form.reason ?? '').trim();
      if (form.confirm !== 'yes' || !reason)
        return send(
          res,
          page(req, site, { lang, mode: 'receipt', result: await result(found), withdrawError: s.wdMissing }),
          400,
        );
      try {
        await withdrawInLookup(found, reason, req, { sequelize, publicUrl });
      } catch (err) {
        if (!isRefusal(err, 400, 409)) throw err;
        return send(
          res,
          page(req, site, { lang, mode: 'receipt', result: await result(found), withdrawError: err.message }),
          err.status,
        );
      }
      send(res, page(req, site, { lang, mode: 'receipt', result: await result(found), withdrawn: true }));
    });

    const resetPage = (req: Request, site: SiteSettings, props: Omit<ResetPageProps, 'lang'>) =>
      receiptDocument(
        req.path,
        { lang, settings: site, origin: publicUrl, title: s.resetTitle, lead: s.resetLead },
        <ResetPage lang={lang} {...props} />,
      );

    r.get(resetPath(lang), async (req, res) => {
      send(res, resetPage(req, await settings.get(), { step: 'ask' }));
    });

    r.post(resetPath(lang), sameOriginOnly, formOnly, formBody, rejectNul, async (req, res) => {
      const form = parseWith(resetSchema, req.body ?? {}, labels);
      const site = await settings.get();
      const values = { who: (form.who ?? '').trim(), email: (form.email ?? '').trim() };
      const who = /^\d{4}-[12]-\d{4,6}$/.test(values.who) ? { receiptNo: values.who } : { name: values.who };
      try {
        if (!values.who || !values.email) throw new HttpError(400, s.resetMissing);
        if (form.step === 'code') {
          await reset.requestCode({ ...who, email: values.email, locale }, req);
          return send(res, resetPage(req, site, { step: 'code', values, message: RESET_TEXT[lang].sent }));
        }
        const password = form.password ?? '';
        if (!form.code || !password) throw new HttpError(400, s.resetMissing);
        if (password !== form.passwordConfirm)
          throw new HttpError(400, s.resetMismatch, { errors: { passwordConfirm: s.resetMismatch } });
        await reset.resetWithCode({ ...who, email: values.email, locale, code: form.code, password }, req);
        send(res, resetPage(req, site, { step: 'done', message: RESET_TEXT[lang].done }));
      } catch (err) {
        if (!isRefusal(err, 400, 429)) throw err;
        if (err.headers) res.set(err.headers);
        const step = form.step === 'reset' ? 'code' : 'ask';
        send(res, resetPage(req, site, { step, values, error: err.message, errors: err.errors }), err.status);
      }
    });
  }
}
