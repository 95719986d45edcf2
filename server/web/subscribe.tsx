// 입학 소식 구독, without JavaScript: /subscribe (and /china/subscribe) shows the form and takes its
// post (from this site only, throttled per address, with a honeypot); the answer never says whether the address was
// known. /subscribe/confirm/:token shows a button whose post confirms (double opt-in: nothing is mailed before).
// /unsubscribe/:token shows a button; its POST — the button, or a mail program's one-click (RFC 8058, from anywhere:
// the token is the authority) — unsubscribes. Never cached (no-store).
import { Router, type Request, type Response } from 'express';
import type { Sequelize } from 'sequelize';
import { z } from 'zod';
import type { ComponentChildren } from 'preact';
import { renderPage } from '../../public-web/document.js';
import { subscribePath, subscribeStrings, type SubLang } from '../../public-web/subscribe/strings.js';
import { ButtonPage, Notice, SubscribeForm } from '../../public-web/subscribe/views.js';
import {
  confirmSubscription,
  requestSubscription,
  subscriptionByToken,
  unsubscribe,
  unsubscribeTarget,
} from '../campaigns/subscribers.js';
import type { MenuCache } from '../cache/menu.js';
import type { SettingsCache } from '../cache/settings.js';
import { clientIp } from '../http/client-ip.js';
import { sendHtmlOnce } from '../http/encoding.js';
import { createLimiter } from '../middleware/throttle.js';
import { rejectNul } from '../middleware/validate.js';
import { formBody, formOnly, sameOriginOnly } from './receipt/lookup.js';

export interface SubscribePageDeps {
  sequelize: Sequelize;
  settings: SettingsCache;
  menu: MenuCache;
  publicUrl: string;
}

const TOKEN = /^[A-Za-z0-9_-]{20,64}$/;
const PAIR = [
  { hreflang: 'ko', path: '/subscribe' },
  { hreflang: 'zh-Hans', path: '/china/subscribe' },
  { hreflang: 'x-default', path: '/subscribe' },
];

const formSchema = z.object({
  name: z.string().trim().min(1).max(50),
  email: z.string().trim().max(254).pipe(z.email()),
  consent: z.literal('yes'),
});

export function subscribePages({ sequelize, settings, menu, publicUrl }: SubscribePageDeps): Router {
  const r = Router();
  const limiter = createLimiter(sequelize, {
    name: 'subscribe',
    points: 10,
    durationSec: 3600,
    blockSec: 3600,
    message: '구독 신청이 너무 많습니다.',
  });

  const page = async (
    req: Request,
    res: Response,
    lang: SubLang,
    title: string,
    body: ComponentChildren,
    opts: { status?: number; form?: boolean } = {},
  ) => {
    const html = renderPage({
      path: opts.form ? subscribePath(lang) : req.path,
      title,
      settings: await settings.get(),
      menu: await menu.get(),
      lang: lang === 'zh' ? 'zh-Hans' : 'ko',
      origin: publicUrl,
      seo: opts.form && !opts.status ? { alternates: PAIR } : { noindex: true },
      children: body,
    });
    res.status(opts.status ?? 200);
    sendHtmlOnce(req, res, html);
  };

  for (const lang of ['ko', 'zh'] as const) {
    const t = subscribeStrings[lang];
    const path = subscribePath(lang);
    r.get(path, (req, res) => page(req, res, lang, t.title, <SubscribeForm lang={lang} />, { form: true }));
    r.post(path, sameOriginOnly, formOnly, formBody, rejectNul, async (req, res) => {
      const body = (req.body ?? {}) as Record<string, unknown>;
      const values = {
        name: typeof body.name === 'string' ? body.name.slice(0, 50) : '',
        email: typeof body.email === 'string' ? body.email.slice(0, 254) : '',
      };
      const parsed = formSchema.safeParse(body);
      if (!parsed.success) {
        const emailBad = parsed.error.issues.some((i) => i.path[0] === 'email') && values.email.trim() !== '';
        const error = emailBad ? t.invalidEmail : t.missing;
        return page(req, res, lang, t.title, <SubscribeForm lang={lang} values={values} error={error} />, {
          status: 400,
          form: true,
        });
      }
      await limiter.hit(clientIp(req));
      // A field people never see (the honeypot) filled in: a script. It is answered as if it had worked.
      if (typeof body.website !== 'string' || body.website === '') {
        await requestSubscription(
          sequelize,
          { name: parsed.data.name, email: parsed.data.email, lang: lang === 'zh' ? 'zh-Hans' : 'ko' },
          publicUrl,
        );
      }
      await page(
        req,
        res,
        lang,
        t.sentTitle,
        <Notice lang={lang} title={t.sentTitle} text={t.sent(parsed.data.email)} />,
      );
    });
  }

  r.get('/subscribe/confirm/:token', async (req, res) => {
    const token = String(req.params.token);
    const sub = TOKEN.test(token) ? await subscriptionByToken(sequelize, token) : null;
    if (!sub) {
      const t = subscribeStrings.ko;
      return page(
        req,
        res,
        'ko',
        t.confirmTitle,
        <Notice lang="ko" title={t.confirmTitle} text={t.badLink} action="again" />,
        { status: 404 },
      );
    }
    const lang: SubLang = sub.lang === 'zh-Hans' ? 'zh' : 'ko';
    const t = subscribeStrings[lang];
    const renewing = sub.status === 'confirmed' && sub.renewing;
    await page(
      req,
      res,
      lang,
      t.confirmTitle,
      <ButtonPage
        title={t.confirmTitle}
        lead={renewing ? t.renewLead(sub.name) : t.confirmLead(sub.name)}
        action={req.path}
        button={renewing ? t.renewButton : t.confirmButton}
      />,
    );
  });

  r.post('/subscribe/confirm/:token', sameOriginOnly, formBody, async (req, res) => {
    const token = String(req.params.token);
    const done = TOKEN.test(token) ? await confirmSubscription(sequelize, token) : null;
    const lang: SubLang = done?.lang === 'zh-Hans' ? 'zh' : 'ko';
    const t = subscribeStrings[lang];
    if (!done)
      return page(
        req,
        res,
        lang,
        t.confirmTitle,
        <Notice lang={lang} title={t.confirmTitle} text={t.badLink} action="again" />,
        { status: 404 },
      );
    await page(
      req,
      res,
      lang,
      t.confirmTitle,
      <Notice lang={lang} title={t.confirmTitle} text={done.renewed ? t.renewed : t.confirmed} />,
    );
  });

  r.get('/unsubscribe/:token', async (req, res) => {
    const token = String(req.params.token);
    const target = TOKEN.test(token) ? await unsubscribeTarget(sequelize, token) : null;
    const lang: SubLang = target?.lang === 'zh-Hans' ? 'zh' : 'ko';
    const t = subscribeStrings[lang];
    if (!target)
      return page(req, res, lang, t.unsubTitle, <Notice lang={lang} title={t.unsubTitle} text={t.badUnsub} />, {
        status: 404,
      });
    if (target.unsubscribedAt)
      return page(req, res, lang, t.unsubTitle, <Notice lang={lang} title={t.unsubTitle} text={t.unsubscribed} />);
    await page(
      req,
      res,
      lang,
      t.unsubTitle,
      <ButtonPage title={t.unsubTitle} lead={t.unsubLead} action={req.path} button={t.unsubButton} />,
    );
  });

  // The page's button and RFC 8058's one-click POST (List-Unsubscribe=One-Click) alike.
  r.post('/unsubscribe/:token', formBody, async (req, res) => {
    const token = String(req.params.token);
    const target = TOKEN.test(token) ? await unsubscribe(sequelize, token) : null;
    const lang: SubLang = target?.lang === 'zh-Hans' ? 'zh' : 'ko';
    const t = subscribeStrings[lang];
    if (!target)
      return page(req, res, lang, t.unsubTitle, <Notice lang={lang} title={t.unsubTitle} text={t.badUnsub} />, {
        status: 404,
      });
    await page(req, res, lang, t.unsubTitle, <Notice lang={lang} title={t.unsubTitle} text={t.unsubscribed} />);
  });
  return r;
}
