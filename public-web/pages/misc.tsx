// The China MBA pages (zh-Hans, with the office's contact details), the privacy policy (with its
// effective date and earlier versions) and the error page.
import type { SiteSettings } from '../../domain/settings.js';
import { ContentPageView } from '../components/Blocks.js';
import type { ContentPage } from '../content/types.js';
import { PRIVACY_EFFECTIVE, PRIVACY_PREVIOUS, privacyPolicy } from '../content/policy.js';
import { formatLongDate } from '../../domain/time.js';
import { ui, type Lang } from '../locale/index.js';
import { zhHans } from '../locale/zh-Hans.js';

/** The China MBA office's contact block that ends every China MBA page. */
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
            <dd lang="ko">{settings.address}</dd>
          </div>
        </dl>
      </section>
    </div>
  );
}

export function ChinaPage({ page, settings }: { page: ContentPage; settings: SiteSettings }) {
  return (
    <>
      <ContentPageView page={page} />
      <ChinaContact settings={settings} />
    </>
  );
}

export function PrivacyPage({ settings }: { settings: SiteSettings }) {
  return (
    <>
      <ContentPageView page={privacyPolicy(settings)} />
      <div class="container page-body page-body--tail">
        <section class="content-section">
          <h2>부칙</h2>
          <p>
            이 개인정보처리방침은 <strong>{formatLongDate(PRIVACY_EFFECTIVE)}</strong>부터 시행합니다.
          </p>
          <ul class="list">
            {PRIVACY_PREVIOUS.map((v) => (
              <li key={v.version}>
                이전 방침 {v.version}: {formatLongDate(v.from)} ~ {formatLongDate(v.to)} 적용 (열람을 원하시면 개인정보
                보호책임자에게 요청해 주십시오)
              </li>
            ))}
          </ul>
        </section>
      </div>
    </>
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
