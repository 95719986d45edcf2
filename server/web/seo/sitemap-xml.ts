// The sitemap protocol's two documents (sitemaps.org 0.9): a urlset of at most 50,000 addresses, and the index that
// points at the parts when there are more.
export const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
/** The protocol's limit of addresses in one file. */
export const MAX_URLS = 50_000;

export interface SitemapUrl {
  loc: string;
  lastmod: Date | null;
}

/** Text or an attribute value made safe in XML (and SVG). */
export const esc = (s: string) =>
  s.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] as string);

/** W3C Datetime, to the second, in UTC. */
export const w3cDate = (d: Date) => d.toISOString().replace(/\.\d{3}Z$/, 'Z');

const entry = (tag: 'url' | 'sitemap', u: SitemapUrl) =>
  `<${tag}><loc>${esc(u.loc)}</loc>${u.lastmod ? `<lastmod>${w3cDate(u.lastmod)}</lastmod>` : ''}</${tag}>`;

const document = (root: 'urlset' | 'sitemapindex', tag: 'url' | 'sitemap', urls: SitemapUrl[]) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<${root} xmlns="${SITEMAP_NS}">\n${urls.map((u) => entry(tag, u)).join('\n')}\n</${root}>\n`;

export const renderUrlset = (urls: SitemapUrl[]) => document('urlset', 'url', urls);
export const renderIndex = (parts: SitemapUrl[]) => document('sitemapindex', 'sitemap', parts);
