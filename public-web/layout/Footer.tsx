// The site footer (spec §1): the links of the menu document (privacy policy, brochure PDF, …), the family-site
// select with an explicit 이동 button (a GET form, so it works without JavaScript), social links and the contact
// details from the site settings. The home page gets the darker "home" variant.
import type { SiteSettings } from '../../domain/settings.js';
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
              {settings.familySites.map((s) => (
                <option key={s.url} value={s.url}>
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
            <span class="footer-univ">{settings.universityName}</span> <strong>{settings.schoolName}</strong>
          </p>
        </div>
        <address class="footer-contact">
          <p>
            <span class="label">{f.address}</span> ({settings.postalCode}) {settings.address}
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
              <span class="label">{f.hours}</span> {settings.businessHours}
            </p>
          ) : null}
        </address>
        {settings.socialLinks.length ? (
          <div class="footer-social">
            <p class="sr-only">{f.social}</p>
            <ul>
              {settings.socialLinks.map((s) => (
                <li key={s.url}>
                  <ExternalLink href={s.url} class="social-link" notice={t.newWindow}>
                    {s.name}
                  </ExternalLink>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        <p class="copyright">
          © {seoulYear(now())} <span lang="ko">{`${settings.universityName} ${settings.schoolName}`}</span>. {f.rights}
        </p>
      </div>
    </footer>
  );
}
