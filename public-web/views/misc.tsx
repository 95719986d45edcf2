// The China MBA office's contact details (drawn after every stored China MBA page, server/web/page-render.tsx)
// and the error page (the privacy policy is pages/privacy.tsx).
import type { SiteSettings } from '../../domain/settings.js';
import { textsInChinese } from '../../domain/settings-zh.js';
import { ui, type Lang } from '../locale/index.js';
import { zhHans } from '../locale/zh-Hans.js';

/** The China MBA office's contact block that ends every China MBA page; the address in Chinese, then as written in
 * Korean (for a map or a taxi in Seoul). */
export function ChinaContact({ settings }: { settings: SiteSettings }) {
  const t = zhHans.contact;
  return (
    <div class="container page-body page-body--tail">
      <section class="content-section china-contact">
        <h2>{t.heading}</h2>
        <p>{t.note}</p>
        <dl class="info-list">
          <div class="info-row">
            <dt>{t.phone}</dt>
            <dd>+82-{settings.phone.replace(/^0/, '')}</dd>
          </div>
          <div class="info-row">
            <dt>{t.email}</dt>
            <dd>
              <a href={`mailto:${settings.email}`}>{settings.email}</a>
            </dd>
          </div>
          <div class="info-row">
            <dt>{t.address}</dt>
            <dd>
              {textsInChinese(settings.zh).address}
              {settings.address ? (
                <>
                  <br />
                  <span lang="ko">{settings.address}</span>
                </>
              ) : null}
            </dd>
          </div>
        </dl>
      </section>
    </div>
  );
}

export function ErrorPage({ status, message, lang = 'ko' }: { status: number; message: string; lang?: Lang }) {
  const notFound = status === 404;
  const t = ui(lang).error;
  return (
    <div class="container page-body error-page">
      <p class="error-code" aria-hidden="true">
        {status}
      </p>
      <h1 class="page-title">{notFound ? t.notFoundTitle : t.failedTitle}</h1>
      <p class="page-lead">{notFound ? t.notFoundLead : message}</p>
      <ul class="error-actions">
        <li>
          <a class="btn btn-primary" href={t.home.href}>
            {t.home.label}
          </a>
        </li>
        {t.links.map((l) => (
          <li key={l.href}>
            <a class="btn btn-line" href={l.href}>
              {l.label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
