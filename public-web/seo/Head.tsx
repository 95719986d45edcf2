// The part of <head> that search engines and link previews read: canonical address, description, Open Graph and
// Twitter cards, hreflang alternates, robots, the site-ownership codes and the page's JSON-LD. Kept compact: every
// byte here is on every page.
import type { SiteSettings } from '../../domain/settings.js';
import type { Lang } from '../locale/index.js';
import { absolute, breadcrumbs, jsonLdText } from './json-ld.js';
import type { PageSeo } from './types.js';

export const DEFAULT_SHARE_IMAGE = '/share/card.png';

export interface HeadProps {
  origin: string;
  path: string;
  fullTitle: string;
  description: string;
  lang: Lang;
  settings: SiteSettings;
  seo: PageSeo;
  /** The trail to this page (home, menu group, …, the page), for the BreadcrumbList; empty on the home page. */
  trail: { name: string; href: string }[];
}

export function SeoHead({ origin, path, fullTitle, description, lang, settings, seo, trail }: HeadProps) {
  const canonical = absolute(origin, seo.canonical ?? path);
  const image = absolute(origin, seo.image ?? DEFAULT_SHARE_IMAGE);
  // A page kept out of search engines gets no structured data either (bytes for nobody).
  const noindex = seo.noindex || seo.private;
  const nodes = noindex
    ? []
    : [
        ...(trail.length > 1 ? [breadcrumbs(trail.map((c) => ({ name: c.name, url: absolute(origin, c.href) })))] : []),
        ...(seo.jsonLd ?? []),
      ];
  return (
    <>
      <meta name="description" content={description} />
      {noindex ? <meta name="robots" content="noindex" /> : <link rel="canonical" href={canonical} />}
      {seo.alternates?.map((a) => (
        <link key={a.hreflang} rel="alternate" hrefLang={a.hreflang} href={absolute(origin, a.path)} />
      ))}
      {seo.private ? null : (
        <ShareTags {...{ origin, fullTitle, description, lang, settings, seo, canonical, image }} />
      )}
      {seo.verification && settings.naverSiteVerification ? (
        <meta name="naver-site-verification" content={settings.naverSiteVerification} />
      ) : null}
      {seo.verification && settings.googleSiteVerification ? (
        <meta name="google-site-verification" content={settings.googleSiteVerification} />
      ) : null}
      {nodes.length ? (
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(nodes) }} />
      ) : null}
    </>
  );
}

/** Open Graph and Twitter: what a link preview shows. */
function ShareTags({
  fullTitle,
  description,
  lang,
  settings,
  seo,
  canonical,
  image,
}: Omit<HeadProps, 'path' | 'trail'> & { canonical: string; image: string }) {
  return (
    <>
      <meta property="og:type" content={seo.type ?? 'website'} />
      <meta property="og:site_name" content={settings.schoolName} />
      <meta property="og:locale" content={lang === 'zh-Hans' ? 'zh_CN' : 'ko_KR'} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={canonical} />
      <meta property="og:image" content={image} />
      {seo.image ? null : (
        <>
          <meta property="og:image:width" content="1200" />
          <meta property="og:image:height" content="630" />
        </>
      )}
      {seo.publishedAt ? <meta property="article:published_time" content={seo.publishedAt.toISOString()} /> : null}
      {seo.modifiedAt ? <meta property="article:modified_time" content={seo.modifiedAt.toISOString()} /> : null}
      <meta name="twitter:card" content="summary_large_image" />
    </>
  );
}
