// The bare /receipt pages: the application (Korean, and Simplified Chinese for the China MBA), the look-up,
// and the printable receipt. Never cached: the receipt and look-up hold personal data (Cache-Control: no-store).
import cookieParser from 'cookie-parser';
import { Router, type Response } from 'express';
import type { ComponentChildren } from 'preact';
import type { SiteSettings } from '../../../db/seed/settings-defaults.js';
import { islandUrl } from '../../../public-web/assets.js';
import { renderPage } from '../../../public-web/document.js';
import { ApplicationForm } from '../../../public-web/receipt/application-form.js';
import { LookupForm } from '../../../public-web/receipt/lookup-form.js';
import { openTerms } from '../../../public-web/receipt/programs.js';
import { receiptCss } from '../../../public-web/receipt/receipt.css.js';
import { ReceiptView } from '../../../public-web/receipt/receipt-view.js';
import { strings, type Lang } from '../../../public-web/receipt/strings.js';
import { receiptById } from '../../api/applications/receipt.js';
import { receiptCookieId } from '../../api/applications/receipt-cookie.js';
import type { SettingsCache } from '../../cache/settings.js';

interface ShellProps {
  lang: Lang;
  settings: SiteSettings;
  title: string;
  lead?: string;
  island?: { name: string; props: unknown };
  children: ComponentChildren;
}

const json = (v: unknown) => JSON.stringify(v).replace(/</g, '\\u003c');

function Shell({ lang, settings, title, lead, island, children }: ShellProps) {
  const t = strings[lang];
  const base = lang === 'zh' ? '/receipt/china-mba' : '/receipt';
  return (
    <>
      <style dangerouslySetInnerHTML={{ __html: receiptCss }} />
      <div class="rc-main">
        <p class="lead rc-school">{t.school || `${settings.universityName} ${settings.schoolName}`}</p>
        <h1>{title}</h1>
        {lead && <p class="lead">{lead}</p>}
        <p class="rc-links">
          <a href={base}>{t.formTitle}</a> · <a href={`${base}/lookup`}>{t.lookupTitle}</a>
        </p>
        {island ? (
          <>
            <noscript><p class="summary show">{t.noScript} {settings.phone}</p></noscript>
            <div data-island={island.name}>{children}</div>
            <script type="application/json" id="receipt-props" dangerouslySetInnerHTML={{ __html: json(island.props) }} />
          </>
        ) : (
          children
        )}
      </div>
      {islandUrl('receipt') ? <script type="module" src={islandUrl('receipt')!} /> : null}
    </>
  );
}

function send(res: Response, html: string, status = 200): void {
  res.status(status).set('Cache-Control', 'no-store').type('html').send(html);
}

export function receiptPages({ settings, secret }: { settings: SettingsCache; secret: string }): Router {
  const r = Router();
  r.use('/receipt', cookieParser());

  for (const [path, lang] of [['/receipt', 'ko'], ['/receipt/china-mba', 'zh']] as const) {
    r.get(path, async (req, res) => {
      const s = await settings.get();
      const props = { lang, terms: openTerms(), retentionDays: s.applicationRetentionDays };
      const t = strings[lang];
      const page = (
        <Shell lang={lang} settings={s} title={t.formTitle} lead={t.formLead} island={{ name: 'receipt-form', props }}>
          <ApplicationForm {...props} />
        </Shell>
      );
      send(res, renderPage({ path: req.path, title: t.formTitle, settings: s, lang: lang === 'zh' ? 'zh-Hans' : 'ko', children: page }));
    });
    r.get(`${path}/lookup`, async (req, res) => {
      const s = await settings.get();
      const t = strings[lang];
      const page = (
        <Shell lang={lang} settings={s} title={t.lookupTitle} lead={t.lookupLead} island={{ name: 'receipt-lookup', props: { lang } }}>
          <LookupForm lang={lang} />
        </Shell>
      );
      send(res, renderPage({ path: req.path, title: t.lookupTitle, settings: s, lang: lang === 'zh' ? 'zh-Hans' : 'ko', children: page }));
    });
  }

  r.get('/receipt/complete', async (req, res) => {
    const s = await settings.get();
    const id = receiptCookieId(req, secret);
    const receipt = id ? await receiptById(id) : null;
    const lang: Lang = receipt?.locale === 'zh-Hans' ? 'zh' : 'ko';
    const t = strings[lang];
    const page = (
      <Shell lang={lang} settings={s} title={t.receiptTitle}>
        {receipt ? <ReceiptView receipt={receipt} school={t.school || `${s.universityName} ${s.schoolName}`} /> : <p class="card">{t.receiptMissing}</p>}
      </Shell>
    );
    send(res, renderPage({ path: req.path, title: t.receiptTitle, settings: s, lang: lang === 'zh' ? 'zh-Hans' : 'ko', children: page }));
  });
  return r;
}
