// The look-up page, /receipt/lookup (and the China MBA one): GET shows the form; POST is the same form sent
// without JavaScript (application/x-www-form-urlencoded, from this site only). It runs the API's look-up
// (same throttle, same single message for every wrong combination) and answers with the result page itself:
// no redirect, so nothing personal ever sits in a URL. Never cached.
import express, { Router, type Request, type RequestHandler } from 'express';
import { z } from 'zod';
import type { SiteSettings } from '../../../domain/settings.js';
import {
  LookupForm,
  lookupPath,
  type LookupMode,
  type LookupProps,
  type LookupResult,
} from '../../../public-web/receipt/lookup-form.js';
import { strings, type Lang } from '../../../public-web/receipt/strings.js';
import { findByCredentials, lookupGuard } from '../../applications/lookup.js';
import { papersFor } from '../../applications/letters.js';
import { presentReceipt } from '../../applications/presenters.js';
import { roundOf } from '../../applications/receipt.js';
import { now } from '../../../domain/clock.js';
import { badRequest, forbidden, HttpError } from '../../http/errors.js';
import { parseWith, rejectNul } from '../../middleware/validate.js';
import { receiptDocument, send, type ReceiptDeps } from './shell.js';
import { declinePages } from './decline.js';
import { refundAccountPages } from './refund-account.js';
import { feesFor } from '../../applications/refunds.js';
import { selfServicePages } from './self-service.js';
import { lookupExtras } from '../../applications/lookup-extras.js';

const formSchema = z.strictObject({
  by: z.enum(['name', 'receipt']).optional(),
  name: z.string().max(50).optional(),
  birthDate: z.string().max(10).optional(),
  receiptNo: z.string().max(20).optional(),
  password: z.string().max(64).optional(),
});
const formLabels = {
  by: '조회 방법',
  name: '성명',
  birthDate: '생년월일',
  receiptNo: '접수번호',
  password: '조회 비밀번호',
};

/** A form post from another site is refused: the browser says where it came from (Sec-Fetch-Site, else Origin). */
export const sameOriginOnly: RequestHandler = (req, _res, next) => {
  const refuse = () => forbidden('이 사이트의 화면에서 보낸 요청만 처리합니다. 접수 조회 화면에서 다시 조회해주세요.');
  const site = req.get('sec-fetch-site');
  if (site) {
    if (site !== 'same-origin' && site !== 'none') throw refuse();
    return next();
  }
  const origin = req.get('origin');
  if (origin !== undefined) {
    if (!URL.canParse(origin) || new URL(origin).host !== req.get('host')) throw refuse();
  }
  next();
};

export const formOnly: RequestHandler = (req, _res, next) => {
  if (!req.is('application/x-www-form-urlencoded')) throw badRequest('조회 화면의 입력 양식으로 보내주세요.');
  next();
};

// A look-up form is four short fields: a few kilobytes is plenty.
export const formBody = express.urlencoded({ extended: false, limit: '4kb', parameterLimit: 10 });

export const resultOf = (r: ReturnType<typeof presentReceipt>): LookupResult => ({
  receiptNo: r.receiptNo,
  name: r.name,
  termLabel: r.termLabel,
  trackLabel: r.trackLabel,
  departmentName: r.departmentName,
  status: r.status,
  statusLabel: r.statusLabel,
  note: r.note,
  submittedAtText: r.submittedAtText,
  roundName: r.roundName,
  announceText: r.announceText,
  registration: r.registration,
  examNo: r.examNo,
  interview: r.interview,
});

export function lookupPage(req: Request, s: SiteSettings, props: LookupProps, origin: string): string {
  const t = strings[props.lang];
  return receiptDocument(
    req.path,
    {
      lang: props.lang,
      settings: s,
      origin,
      title: t.lookupTitle,
      lead: t.lookupLead,
      island: { name: 'receipt-lookup', props },
    },
    <LookupForm {...props} />,
  );
}

export function lookupPages({ settings, jwtSecret: secret, sequelize, publicUrl }: ReceiptDeps): Router {
  const r = Router();
  const page = (req: Request, s: SiteSettings, props: LookupProps): string => lookupPage(req, s, props, publicUrl);
  const guard = lookupGuard(sequelize, secret);
  // 등록 포기 without JavaScript: the same guard, the same page (decline.tsx).
  declinePages(r, { settings, sequelize, guard, page });
  // The refund account without JavaScript: the same guard, the same page (refund-account.tsx).
  refundAccountPages(r, { settings, sequelize, guard, page });
  // 보완 서류, 지원 취소 and the password reset without JavaScript: the same guard, the same page (self-service.tsx).
  selfServicePages(r, { settings, sequelize, guard, page, jwtSecret: secret, publicUrl });
  for (const lang of ['ko', 'zh'] as const satisfies readonly Lang[]) {
    const path = lookupPath(lang);
    r.get(path, async (req, res) => {
      const mode: LookupMode = req.query.by === 'receipt' ? 'receipt' : 'name';
      send(res, page(req, await settings.get(), { lang, mode }));
    });

    r.post(path, sameOriginOnly, formOnly, formBody, rejectNul, async (req, res) => {
      const form = parseWith(formSchema, req.body ?? {}, formLabels);
      const s = await settings.get();
      const mode: LookupMode = form.by === 'receipt' ? 'receipt' : 'name';
      const values: Record<string, string> =
        mode === 'name'
          ? { name: (form.name ?? '').trim(), birthDate: (form.birthDate ?? '').trim() }
          : { receiptNo: (form.receiptNo ?? '').trim() };
      const password = form.password ?? '';
      if (!password || Object.values(values).some((v) => !v)) {
        return send(res, page(req, s, { lang, mode, values, error: strings[lang].lookupMissing }), 400);
      }
      try {
        const match = await findByCredentials(
          { ...values, password, locale: lang === 'zh' ? 'zh-Hans' : 'ko' },
          req,
          res,
          guard,
        );
        const round = await roundOf(match);
        const at = now();
        const result = {
          ...resultOf(presentReceipt(match, null, round, at)),
          papers: await papersFor(match, round, at),
          fees: await feesFor(match, round),
          ...(await lookupExtras(match, at)),
        };
        send(res, page(req, s, { lang, mode, result }));
      } catch (err) {
        // A wrong combination or too many tries: the same form again with the one message (the password is never echoed).
        if (!(err instanceof HttpError) || (err.status !== 404 && err.status !== 429)) throw err;
        if (err.headers) res.set(err.headers);
        send(res, page(req, s, { lang, mode, values, error: err.message }), err.status);
      }
    });
  }
  return r;
}
