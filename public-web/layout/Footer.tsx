// The site footer (spec §1): the links of the menu document (privacy policy, brochure PDF, …), the family-site
// select with an explicit 이동 button (a GET form, so it works without JavaScript), social links and the contact
// details from the site settings. The home page gets the darker "home" variant. On the China section's pages
// (zh-Hans) the settings' Chinese texts are drawn instead (domain/settings-zh.ts).
import type { SiteSettings } from '../../domain/settings.js';
import { linkInChinese, textsInChinese } from '../../domain/settings-zh.js';
import { BrandMark } from '../components/BrandMark.js';
import { ExternalLink } from '../components/ExternalLink.js';
import { now } from '../../domain/clock.js';
import { seoulYear } from '../../domain/time.js';
import { ui, type Lang } from '../locale/index.js';
import type { FooterLink } from './nav.js';

export const BROCHURE_URL = '/brochure.pdf';
export const PRIVACY_URL = '/policy/privacy';
export const FAMILY_SITE_URL = '/family-site';

const telHref = (phone: string) => `tel:${phone.replace(/[^0-9+]/g, '')}`;

/** The settings' texts the footer draws, in the page's language; `textLang` marks the Korean ones on a zh page. */
function footerTexts(settings: SiteSettings, lang: Lang) {
  if (lang !== 'zh-Hans') {
    const plain = (l: { name: string; url: string }) => ({ name: l.name, url: l.url, lang: undefined });
    return {
      ...settings,
      familySites: settings.familySites.map(plain),
      socialLinks: settings.socialLinks.map(plain),
      nameLang: 'ko' as string | undefined,
    };
  }
  return {
    ...settings,
    ...textsInChinese(settings.zh),
    familySites: settings.familySites.map(linkInChinese),
    socialLinks: settings.socialLinks.map(linkInChinese),
    nameLang: undefined,
  };
}

/** A footer link. The privacy policy's stands out wherever staff put it (개인정보 보호법 시행령 제31조: easy to
 * recognise); the brochure's downloads its file. */
function FooterAnchor({ link, notice }: { link: FooterLink; notice: string }) {
  const cls =
    link.href === PRIVACY_URL
      ? 'footer-privacy'
      : link.href === BROCHURE_URL && link.download
        ? 'footer-brochure'
        : undefined;
  if (link.external)
    return (
      <ExternalLink href={link.href} class={cls} notice={notice}>
        {link.label}
      </ExternalLink>
    );
  return (
    <a href={link.href} download={link.download || undefined} class={cls}>
      {link.label}
    </a>
  );
}

export function Footer({
  variant,
  settings,
  lang,
  links,
}: {
  variant: 'home' | 'public';
  settings: SiteSettings;
  lang: Lang;
  links: FooterLink[];
}) {
  const t = ui(lang);
  const f = t.footer;
  const texts = footerTexts(settings, lang);
  return (
    <footer class={`site-footer site-footer--${variant}`}>
      <div class="footer-top">
        <div class="container footer-top-inner">
          <ul class="footer-links">
            {links.map((l) => (
              <li key={l.href + l.label}>
                <FooterAnchor link={l} notice={t.newWindow} />
              </li>
            ))}
          </ul>
          <form class="family-site" action={FAMILY_SITE_URL} method="get" target="_blank">
            <label for="family-site-select" class="sr-only">
              {f.familySite}
            </label>
            <select id="family-site-select" name="url" required>
              <option value="">{f.familySiteChoose}</option>
              {texts.familySites.map((s) => (
                <option key={s.url} value={s.url} lang={s.lang}>
                  {s.name}
                </option>
              ))}
            </select>
            <button type="submit" class="btn btn-small">
              {f.go}
              <span class="sr-only"> ({t.newWindow})</span>
            </button>
          </form>
        </div>
      </div>
      <div class="container footer-main">
        <div class="footer-brand">
          <BrandMark size={36} />
          <p>
            <span class="footer-univ">{texts.universityName}</span> <strong>{texts.schoolName}</strong>
          </p>
        </div>
        <address class="footer-contact">
          <p>
            <span class="label">{f.address}</span> ({settings.postalCode}) {texts.address}
          </p>
          <p>
            <span class="label">{f.phone}</span> <a href={telHref(settings.phone)}>{settings.phone}</a>
            {settings.fax ? (
              <>
                <span class="sep" aria-hidden="true">
                  |
                </span>
                <span class="label">{f.fax}</span> {settings.fax}
              </>
            ) : null}
          </p>
          <p>
            <span class="label">{f.email}</span> <a href={`mailto:${settings.email}`}>{settings.email}</a>
          </p>
          {settings.businessHours ? (
            <p>
              <span class="label">{f.hours}</span> {texts.businessHours}
            </p>
          ) : null}
        </address>
        {texts.socialLinks.length ? (
          <div class="footer-social">
            <p class="sr-only">{f.social}</p>
            <ul>
              {texts.socialLinks.map((s) => (
                <li key={s.url}>
                  <ExternalLink href={s.url} class="social-link" notice={t.newWindow}>
                    {s.lang ? <span lang={s.lang}>{s.name}</span> : s.name}
                  </ExternalLink>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        <p class="copyright">
          © {seoulYear(now())} <span lang={texts.nameLang}>{`${texts.universityName} ${texts.schoolName}`}</span>.{' '}
          {f.rights}
        </p>
      </div>
    </footer>
  );
}
