// The sign-up forms' public pages: /forms/:slug (a Chinese form at /china/forms/:slug, in the China MBA section's
// chrome; the other address redirects there). GET draws the form with its seats left; POST is the same form sent
// without JavaScript (urlencoded, this site only): the same guards and the same store as POST
// /api/forms/:slug/responses, answered with the result page itself (or the form again with its errors). The cancel
// link of the mails: GET asks, POST cancels (a mail scanner's GET changes nothing). Never cached: seats change.
import express, { Router, type Request, type Response } from 'express';
import type { Sequelize } from 'sequelize';
import { h, type ComponentChildren } from 'preact';
import { now } from '../../domain/clock.js';
import { formPath, type FormLang } from '../../domain/forms.js';
import { renderPage } from '../../public-web/document.js';
import {
  SignupCancelPage,
  SignupDonePage,
  SignupFormPage,
  type CancelView,
} from '../../public-web/views/signup-form.js';
import type { MenuCache } from '../cache/menu.js';
import type { SettingsCache } from '../cache/settings.js';
import { formGuards, startedToken } from '../forms/guards.js';
import { cancelPath, cancelResponse, cancelTarget, formState, seatsLeft, submitResponse } from '../forms/respond.js';
import { findForm, type Form } from '../forms/store.js';
import { clientIp } from '../http/client-ip.js';
import { sendHtmlOnce } from '../http/encoding.js';
import { HttpError, notFound } from '../http/errors.js';
import { rejectNul } from '../middleware/validate.js';
import { formOnly, sameOriginOnly } from './receipt/lookup.js';

export interface FormPageDeps {
  sequelize: Sequelize;
  settings: SettingsCache;
  menu: MenuCache;
  jwtSecret: string;
  publicUrl: string;
}

// Forty fields of short answers and a few long ones.
const body = express.urlencoded({ extended: false, limit: '64kb', parameterLimit: 200 });

export function formPages({ sequelize, settings, menu, jwtSecret, publicUrl }: FormPageDeps): Router {
  const r = Router();
  const guards = formGuards(sequelize, jwtSecret);
  const links = { publicUrl, secret: jwtSecret };

  const send = async (
    req: Request,
    res: Response,
    lang: FormLang,
    title: string,
    children: ComponentChildren,
    status = 200,
    noindex = false,
  ) => {
    const html = renderPage({
      path: req.path,
      title,
      settings: await settings.get(),
      menu: await menu.get(),
      lang,
      origin: publicUrl,
      seo: noindex ? { noindex: true } : {},
      children,
    });
    res.status(status);
    sendHtmlOnce(req, res, html);
  };

  const formView = (
    form: Form,
    extra: {
      values?: Record<string, string | string[]>;
      errors?: Record<string, string>;
      error?: string;
      limited?: boolean;
    } = {},
  ) => {
    const state = formState(form, now());
    return h(SignupFormPage, {
      view: {
        lang: form.lang,
        title: form.title,
        description: form.description,
        fields: form.fields,
        consentText: form.consentText,
        retentionDays: form.retentionDays,
        askMarketing: form.askMarketing,
        state: state === 'unpublished' ? 'closed' : state,
        opensAt: form.opensAt,
        closesAt: form.closesAt,
        capacity: form.capacity,
        seatsLeft: seatsLeft(form),
        action: formPath(form.slug, form.lang),
        startedAt: startedToken(jwtSecret, now()),
        ...extra,
      },
    });
  };

  for (const lang of ['ko', 'zh-Hans'] as const) {
    const base = lang === 'ko' ? '/forms' : '/china/forms';

    r.get(`${base}/cancel/:token`, async (req, res) => {
      const target = await cancelTarget(sequelize, String(req.params.token), jwtSecret);
      const view: CancelView = !target
        ? { kind: 'bad' }
        : target.status === 'cancelled'
          ? { kind: 'already', title: target.form.title }
          : { kind: 'ask', title: target.form.title, action: cancelPath(target.form.lang, String(req.params.token)) };
      await send(
        req,
        res,
        target?.form.lang ?? lang,
        '신청 취소',
        h(SignupCancelPage, { lang: target?.form.lang ?? lang, view }),
        target ? 200 : 404,
        true,
      );
    });

    r.post(`${base}/cancel/:token`, sameOriginOnly, async (req, res) => {
      try {
        const done = await cancelResponse(sequelize, String(req.params.token), links);
        const view: CancelView = { kind: done.already ? 'already' : 'done', title: done.form.title };
        await send(
          req,
          res,
          done.form.lang,
          '신청 취소',
          h(SignupCancelPage, { lang: done.form.lang, view }),
          200,
          true,
        );
      } catch (err) {
        if (!(err instanceof HttpError) || err.status !== 400) throw err;
        await send(req, res, lang, '신청 취소', h(SignupCancelPage, { lang, view: { kind: 'bad' } }), 400, true);
      }
    });

    r.get(`${base}/:slug`, async (req, res) => {
      const form = await findForm(sequelize, { slug: String(req.params.slug) });
      if (!form || !form.published) throw notFound('신청 양식을 찾을 수 없습니다.');
      if (form.lang !== lang) return res.redirect(301, formPath(form.slug, form.lang));
      await send(req, res, lang, form.title, formView(form));
    });

    r.post(`${base}/:slug`, sameOriginOnly, formOnly, body, rejectNul, async (req, res) => {
      const slug = String(req.params.slug);
      const values = (req.body ?? {}) as Record<string, string | string[]>;
      try {
        await guards.check(values, clientIp(req), now(), lang);
        const done = await submitResponse(sequelize, slug, values, links, {
          checkEmail: (e) => guards.checkEmail(e, lang, now()),
        });
        await guards.counted(done.email);
        await send(
          req,
          res,
          done.form.lang,
          done.form.title,
          h(SignupDonePage, {
            lang: done.form.lang,
            title: done.form.title,
            status: done.status,
            consentPending: done.consentPending,
          }),
          201,
        );
      } catch (err) {
        if (!(err instanceof HttpError) || err.status >= 500 || err.status === 404) throw err;
        const form = await findForm(sequelize, { slug });
        if (!form) throw notFound('신청 양식을 찾을 수 없습니다.');
        const errors = err.errors ?? {};
        // A Chinese page says which fields in Chinese beside them; the summary line is the API's Korean one.
        const error = form.lang === 'ko' || !Object.keys(errors).length ? err.message : undefined;
        // A limit reached is no typing mistake: the page says so, with when to try again (and Retry-After).
        const limited = err.status === 429;
        if (err.headers) res.set(err.headers);
        await send(req, res, form.lang, form.title, formView(form, { values, errors, error, limited }), err.status);
      }
    });
  }
  return r;
}
