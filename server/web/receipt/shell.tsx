// The frame of every bare /receipt page (spec §2: no site header or footer): the school's mark and name
// with a way home, the links between the form and the look-up,
// an optional island (props in a JSON script element: the CSP allows no inline script), and the no-store answer.
import type { Response } from 'express';
import type { ComponentChildren } from 'preact';
import type { Sequelize } from 'sequelize';
import type { SiteSettings } from '../../../domain/settings.js';
import { islandUrl } from '../../../public-web/assets.js';
import { renderPage } from '../../../public-web/document.js';
import { BrandMark } from '../../../public-web/components/BrandMark.js';
import type { SettingsCache } from '../../cache/settings.js';
import { chooseCoding, compressQuick } from '../../http/encoding.js';
import { lookupPath } from '../../../public-web/receipt/lookup-form.js';
import { receiptCss } from '../../../public-web/receipt/receipt.css.js';
import { strings, type Lang } from '../../../public-web/receipt/strings.js';
import type { RoundStore } from '../../rounds/store.js';

/** What the /receipt routers are given by the composition root. */
export interface ReceiptDeps {
  settings: SettingsCache;
  /** Signs the receipt cookie and keys the look-up guard (JWT_SECRET). */
  jwtSecret: string;
  sequelize: Sequelize;
  rounds: RoundStore;
  /** PUBLIC_URL: the form pages' canonical and language links. */
  publicUrl: string;
}

export interface ShellProps {
  lang: Lang;
  settings: SiteSettings;
  title: string;
  lead?: string;
  /** A notice under the lead (the open round's changed dates). */
  notice?: ComponentChildren;
  island?: { name: string; props: unknown };
  /** Shown when JavaScript is off (the application form cannot work without it). */
  noScript?: ComponentChildren;
  children: ComponentChildren;
}

const json = (v: unknown) => JSON.stringify(v).replace(/</g, '\\u003c');

export function Shell({ lang, settings, title, lead, notice, island, noScript, children }: ShellProps) {
  const t = strings[lang];
  const base = lang === 'zh' ? '/receipt/china-mba' : '/receipt';
  return (
    <>
      <style dangerouslySetInnerHTML={{ __html: receiptCss }} />
      <div class="rc-top">
        <div class="rc-top-inner">
          <a class="brand rc-brand" href={t.homeHref}>
            <BrandMark size={36} />
            <span class="brand-text">
              {lang === 'ko' && <span class="brand-univ">{settings.universityName}</span>}
              <span class="brand-name">{t.school || settings.schoolName}</span>
            </span>
          </a>
          <a class="rc-home" href={t.homeHref}>
            {t.homeLink}
          </a>
        </div>
      </div>
      <div class="rc-main">
        <h1>{title}</h1>
        {lead && <p class="lead">{lead}</p>}
        {notice}
        <p class="rc-links">
          <a href={base}>{t.formTitle}</a> · <a href={lookupPath(lang)}>{t.lookupTitle}</a>
        </p>
        {noScript && <noscript>{noScript}</noscript>}
        {island ? (
          <>
            <div data-island={island.name}>{children}</div>
            <script
              type="application/json"
              id="receipt-props"
              dangerouslySetInnerHTML={{ __html: json(island.props) }}
            />
          </>
        ) : (
          children
        )}
      </div>
      {islandUrl('receipt') ? <script type="module" src={islandUrl('receipt')!} /> : null}
    </>
  );
}

const FORM_PAIR = [
  { hreflang: 'ko', path: '/receipt' },
  { hreflang: 'zh-Hans', path: '/receipt/china-mba' },
  { hreflang: 'x-default', path: '/receipt' },
];

/** A whole bare /receipt page: the shell around `children`, in the site's document for the shell's language. */
export function receiptDocument(
  path: string,
  shell: Omit<ShellProps, 'children'> & { origin: string },
  children: ComponentChildren,
): string {
  // The two application forms are one page in two languages; every other /receipt page is an applicant's own.
  const form = FORM_PAIR.some((a) => a.path === path);
  return renderPage({
    path,
    title: shell.title,
    settings: shell.settings,
    origin: shell.origin,
    seo: form ? { alternates: FORM_PAIR } : { noindex: true },
    // Bare pages draw no menu (spec §2).
    menu: null,
    lang: shell.lang === 'zh' ? 'zh-Hans' : 'ko',
    children: <Shell {...shell}>{children}</Shell>,
  });
}

/** What to do when JavaScript is off on the application form: call or write to the office, or use the look-up. */
export function FormNoScript({ lang, settings }: { lang: Lang; settings: SiteSettings }) {
  const t = strings[lang];
  const phone = lang === 'zh' ? `+82-${settings.phone.replace(/^0/, '')}` : settings.phone;
  return (
    <div class="rc-noscript" role="note">
      <p>{t.noScript}</p>
      <p>
        {t.noScriptPhone} <a href={`tel:${phone.replace(/[^0-9+]/g, '')}`}>{phone}</a> · {t.noScriptEmail}{' '}
        <a href={`mailto:${settings.email}`}>{settings.email}</a>
      </p>
      <p>
        {t.noScriptLookup} <a href={lookupPath(lang)}>{t.lookupTitle}</a>
      </p>
    </div>
  );
}

/** Personal pages, never cached: compressed per answer at a quick setting (brotli 4 still takes 80 % off). */
export function send(res: Response, html: string, status = 200): void {
  res.status(status).set('Cache-Control', 'no-store').type('html').vary('Accept-Encoding');
  const coding = chooseCoding(res.req);
  if (!coding) return void res.send(html);
  res.set('Content-Encoding', coding).send(compressQuick(Buffer.from(html), coding));
}
