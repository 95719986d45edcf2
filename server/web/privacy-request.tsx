// The data subject's request page without JavaScript: /privacy/request (Korean) and /china/privacy/request
// (Chinese) show the form and take its posts (from this site only, form-encoded, with a honeypot): asking for the
// code for an address (/code, the same answer whether or not we hold it) and the request itself, proved as the
// person proves it today (server/privacy-requests/identity.ts). …/copy/:token is the 열람 copy's mailed link: a page
// with the document and the JSON file. Never cached (no-store).
import express, { Router, type Request, type Response } from 'express';
import type { ComponentChildren } from 'preact';
import type { Sequelize } from 'sequelize';
import { formatLongDate } from '../../domain/time.js';
import { renderPage } from '../../public-web/document.js';
import { privacyRequestPath, prStrings, type PrLang } from '../../public-web/privacy-request/strings.js';
import { PrivacyNotice, PrivacyRequestForm, type PrValues } from '../../public-web/privacy-request/views.js';
import type { MenuCache } from '../cache/menu.js';
import type { SettingsCache } from '../cache/settings.js';
import { pageUser } from '../auth/page-session.js';
import { HttpError, unauthorized } from '../http/errors.js';
import { sendHtmlOnce } from '../http/encoding.js';
import { rejectNul } from '../middleware/validate.js';
import { privacyCodes } from '../privacy-requests/codes.js';
import { copyByToken } from '../privacy-requests/copy.js';
import { dossierHtml } from '../privacy-requests/dossier-html.js';
import { provers } from '../privacy-requests/identity.js';
import { askCode, takeRequest } from '../privacy-requests/intake.js';
import { PRIVACY_TEXT } from '../privacy-requests/text.js';
import { formOnly, sameOriginOnly } from './receipt/lookup.js';

export interface PrivacyRequestPageDeps {
  sequelize: Sequelize;
  settings: SettingsCache;
  menu: MenuCache;
  jwtSecret: string;
  publicUrl: string;
}

const PAIR = [
  { hreflang: 'ko', path: '/privacy/request' },
  { hreflang: 'zh-Hans', path: '/china/privacy/request' },
  { hreflang: 'x-default', path: '/privacy/request' },
];
const formBody = express.urlencoded({ extended: false, limit: '16kb', parameterLimit: 12 });
const str = (v: unknown, max: number) => (typeof v === 'string' ? v.slice(0, max) : '');

/** The form's fields as the API's body: the chosen way of proving who asks, and nothing of the others. */
function asRequest(b: Record<string, unknown>, lang: PrLang) {
  const subject = str(b.subject, 20);
  const about =
    subject === 'member'
      ? { subject }
      : subject === 'question'
        ? { subject, questionId: str(b.questionId, 10).trim(), password: str(b.password, 64) }
        : subject === 'email'
          ? { subject, email: str(b.email, 254).trim(), code: str(b.code, 6) }
          : { subject: 'application', receiptNo: str(b.receiptNo, 20).trim(), password: str(b.password, 64) };
  return { kind: str(b.kind, 10), about, text: str(b.text, 4000), lang: lang === 'zh' ? 'zh-Hans' : 'ko' };
}

export function privacyRequestPages({
  sequelize,
  settings,
  menu,
  jwtSecret,
  publicUrl,
}: PrivacyRequestPageDeps): Router {
  const r = Router();
  // A member proves themselves on the plain form by the login's page-session cookie (the form is same-origin only).
  const p = provers(sequelize, jwtSecret, privacyCodes(sequelize, jwtSecret), async (req) => {
    const user = await pageUser(req, sequelize, jwtSecret);
    if (!user) throw unauthorized();
    return user;
  });
  const page = async (
    req: Request,
    res: Response,
    lang: PrLang,
    title: string,
    body: ComponentChildren,
    status = 200,
  ) => {
    const html = renderPage({
      path: req.path.startsWith(privacyRequestPath(lang)) ? privacyRequestPath(lang) : req.path,
      title,
      settings: await settings.get(),
      menu: await menu.get(),
      lang: lang === 'zh' ? 'zh-Hans' : 'ko',
      origin: publicUrl,
      seo: status === 200 && req.method === 'GET' && !req.params.token ? { alternates: PAIR } : { noindex: true },
      children: body,
    });
    res.set('Cache-Control', 'no-store');
    res.status(status);
    sendHtmlOnce(req, res, html);
  };
  /** A refusal the visitor can fix (wrong password, missing field, too many tries) is shown on the form. */
  const shown = (err: unknown) => (err instanceof HttpError && err.status < 500 ? err : null);

  for (const lang of ['ko', 'zh'] as const) {
    const t = prStrings[lang];
    const path = privacyRequestPath(lang);
    r.get(path, (req, res) => page(req, res, lang, t.title, <PrivacyRequestForm lang={lang} />));
    r.post(`${path}/code`, sameOriginOnly, formOnly, formBody, rejectNul, async (req, res) => {
      const b = (req.body ?? {}) as Record<string, unknown>;
      const values: PrValues = { email: str(b.email, 254), subject: 'email' };
      try {
        await askCode(p, { email: values.email?.trim(), lang: lang === 'zh' ? 'zh-Hans' : 'ko' }, req);
      } catch (err) {
        const e = shown(err);
        if (!e) throw err;
        return page(
          req,
          res,
          lang,
          t.title,
          <PrivacyRequestForm lang={lang} values={values} error={e.message} />,
          e.status,
        );
      }
      await page(
        req,
        res,
        lang,
        t.title,
        <PrivacyRequestForm lang={lang} values={values} notice={PRIVACY_TEXT[lang].codeSent} />,
      );
    });
    r.post(path, sameOriginOnly, formOnly, formBody, rejectNul, async (req, res) => {
      const b = (req.body ?? {}) as Record<string, unknown>;
      const body = asRequest(b, lang);
      const values: PrValues = {
        kind: body.kind,
        subject: body.about.subject,
        receiptNo: str(b.receiptNo, 20),
        questionId: str(b.questionId, 10),
        email: str(b.email, 254),
        text: body.text,
      };
      // A field people never see (the honeypot) filled in: a script.
      if (str(b.website, 200) !== '')
        return page(
          req,
          res,
          lang,
          t.title,
          <PrivacyRequestForm lang={lang} values={values} error={PRIVACY_TEXT[lang].notProved} />,
          400,
        );
      let made: { id: number; dueAt: Date };
      try {
        made = await takeRequest(sequelize, p, body, req, res);
      } catch (err) {
        const e = shown(err);
        if (!e) throw err;
        return page(
          req,
          res,
          lang,
          t.title,
          <PrivacyRequestForm lang={lang} values={values} error={e.message} />,
          e.status,
        );
      }
      const due = formatLongDate(new Date(made.dueAt.getTime() - 1));
      await page(req, res, lang, t.doneTitle, <PrivacyNotice title={t.doneTitle} text={t.done(made.id, due)} />);
    });
    r.get(`${path}/copy/:token`, async (req, res) => {
      const token = String(req.params.token);
      const copy = await copyByToken(sequelize, token);
      if (!copy) return page(req, res, lang, t.copyTitle, <PrivacyNotice title={t.copyTitle} text={t.badCopy} />, 404);
      const own: PrLang = copy.lang === 'zh-Hans' ? 'zh' : 'ko';
      res.set('Cache-Control', 'no-store');
      if (req.query.format === 'json') {
        res.attachment(`privacy-copy-${copy.id}.json`);
        return res.json(copy.dossier);
      }
      if (req.query.format === 'html') {
        res.type('html');
        return res.send(dossierHtml(copy.dossier, own));
      }
      const u = prStrings[own];
      await page(
        req,
        res,
        own,
        u.copyTitle,
        <PrivacyNotice
          title={u.copyTitle}
          text={u.copyLead}
          links={[
            { href: `${req.path}?format=html`, label: u.copyHtml },
            { href: `${req.path}?format=json`, label: u.copyJson },
          ]}
        />,
      );
    });
  }
  return r;
}
