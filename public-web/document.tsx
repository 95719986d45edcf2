// The HTML document around every server-rendered page. The chrome is chosen by path (layout/select.ts):
// home and public pages get the header, the section banner (for pages in a menu group), the footer
// and the slide-out menu, drawn from the menu document; /receipt* pages are bare. Usable by every page of the site, boards included.
import type { ComponentChildren } from 'preact';
import { renderToString } from 'preact-render-to-string';
import type { SiteMenu } from '../domain/menu.js';
import type { SiteSettings } from '../domain/settings.js';
import { assetUrls, zhFontCssUrl } from './assets.js';
import { withZhFontPreloads } from './zh-font.js';
import { Island } from './components/Island.js';
import { MobileMenu } from './islands/MobileMenu.js';
import { Footer } from './layout/Footer.js';
import { Header } from './layout/Header.js';
import { groupFor, menuChrome, type NavGroup } from './layout/nav.js';
import { SectionNav } from './layout/SectionNav.js';
import { layoutFor } from './layout/select.js';
import { langForPath, ui, type Lang } from './locale/index.js';
import { describeHtml } from './seo/describe.js';
import { SeoHead } from './seo/Head.js';
import type { PageSeo } from './seo/types.js';

export interface PageProps {
  path: string;
  /** The page's own name; the school name follows it in <title>. */
  title: string;
  settings: SiteSettings;
  /** The menu document (/admin/menu): the header, the slide-out menu, the section banner and the footer links;
   * null only for the bare /receipt pages, which draw none. */
  menu: SiteMenu | null;
  /** The page's language; by default the path's (the China MBA section is zh-Hans, locale/types.ts). */
  lang?: Lang;
  /** A one-line summary for search engines and link previews; by default the first sentence of the page's prose. */
  description?: string;
  /** The site's address as visitors reach it (PUBLIC_URL): canonical and share links are absolute. */
  origin: string;
  /** What search engines and link previews read beyond title and description (seo/types.ts). */
  seo?: PageSeo;
  /** The home page's popups: rendered first in the body, before everything else (KWCAG 1.3.2). */
  popups?: ComponentChildren;
  /** Leave out the section banner (the home page and the login pages have their own headings). */
  noBanner?: boolean;
  /** The same page in the other language (ko ↔ zh-Hans), when staff paired it in 페이지 관리. */
  counterpartPath?: string;
  children: ComponentChildren;
}

/** Same-site path a login link brings the visitor back to; the home page needs none. */
function loginHrefFor(path: string): string {
  if (path === '/' || path.startsWith('/auth/')) return '/auth/login';
  return `/auth/login?prevUrl=${encodeURIComponent(path)}`;
}

/** The way to a page for its BreadcrumbList: home, its menu group and menu entry, the page; none for home. */
function trailFor(path: string, title: string, group: NavGroup | undefined, home: string, heading?: string) {
  if (path === '/') return [];
  const trail = [{ name: home, href: '/' }];
  const link = group?.links.find((l) => !l.external && (path === l.href || path.startsWith(`${l.href}/`)));
  if (group) trail.push({ name: group.label, href: group.links[0].href });
  if (link && link.href !== path) trail.push({ name: link.label, href: link.href });
  trail.push({ name: heading ?? title, href: path });
  return trail;
}

function Document({
  path,
  title,
  settings,
  menu,
  lang = langForPath(path),
  description,
  origin,
  seo = {},
  popups,
  noBanner,
  counterpartPath,
  children,
}: PageProps) {
  const kind = layoutFor(path);
  const t = ui(lang);
  const fullTitle = title ? `${title} | ${settings.schoolName}` : settings.schoolName;
  const assets = assetUrls(kind, path);
  if (!menu && kind !== 'bare') throw new Error(`${path}: a page with the site chrome needs the menu document`);
  const chrome = menuChrome(menu ?? { groups: [], footer: [], quick: [] }, settings, lang);
  const groups = chrome.groups;
  const group = groupFor(path, groups);
  const loginHref = loginHrefFor(path);
  const variant = kind === 'home' ? 'home' : 'public';
  const summary =
    description ??
    describeHtml(renderToString(<>{children}</>)) ??
    `${settings.universityName} ${settings.schoolName} ${t.siteDescription}`;
  const trail = kind === 'bare' ? [] : trailFor(path, title, group, t.home, seo.heading);
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{fullTitle}</title>
        <SeoHead
          origin={origin}
          path={path}
          fullTitle={fullTitle}
          description={summary}
          lang={lang}
          settings={settings}
          seo={seo}
          trail={trail}
        />
        <meta name="theme-color" content="#12355b" />
        <link rel="icon" href="/static/favicon.svg" type="image/svg+xml" />
        <link rel="stylesheet" href={assets.css} />
        {lang === 'zh-Hans' ? <link rel="stylesheet" href={zhFontCssUrl()} /> : null}
        {assets.js ? <script type="module" src={assets.js} /> : null}
      </head>
      <body class={`layout-${kind}`}>
        {popups}
        <a class="skip-link" href="#main">
          {t.skipToContent}
        </a>
        {kind === 'bare' ? (
          <>
            {t.otherLanguage ? (
              <p class="bare-lang">
                <a
                  class="lang-link"
                  href={t.otherLanguage.href}
                  lang={t.otherLanguage.lang}
                  hrefLang={t.otherLanguage.lang}
                >
                  {t.otherLanguage.label}
                  <span class="sr-only" lang={lang}>
                    {' '}
                    ({t.otherLanguage.hint})
                  </span>
                </a>
              </p>
            ) : null}
            <main id="main" tabIndex={-1}>
              {children}
            </main>
          </>
        ) : (
          <>
            <div>
              <Header
                lang={lang}
                variant={variant}
                settings={settings}
                groups={groups}
                currentGroup={group?.id ?? null}
                currentPath={path}
                loginHref={loginHref}
                counterpartHref={counterpartPath}
              />
              {group && !noBanner ? <SectionNav group={group} path={path} title={title} lang={lang} /> : null}
            </div>
            <main id="main" tabIndex={-1} class={`main main--${variant}`}>
              {children}
            </main>
            <div>
              <Island
                name="MobileMenu"
                component={MobileMenu}
                props={{ groups, currentGroup: group?.id ?? null, currentPath: path, loginHref, lang }}
                class="drawer-host"
              />
              <Footer variant={variant} settings={settings} lang={lang} links={chrome.footer} />
            </div>
          </>
        )}
      </body>
    </html>
  );
}

export function renderPage(props: PageProps): string {
  return withZhFontPreloads(`<!doctype html>${renderToString(<Document {...props} />)}`);
}
