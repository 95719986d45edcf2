// robots.txt: the sitemap's address, and what crawlers keep out of: the admin and the API, an applicant's own
// answers under /receipt (look-up, receipt, 수험표; the two application forms stay findable), and site search results.
import { lookupPath } from '../../../public-web/receipt/lookup-form.js';

export const DISALLOWED = [
  '/admin',
  '/api/',
  '/search',
  lookupPath('ko'),
  lookupPath('zh'),
  '/receipt/complete',
  '/receipt/ticket',
];

export function robotsTxt(origin: string): string {
  return ['User-agent: *', ...DISALLOWED.map((p) => `Disallow: ${p}`), '', `Sitemap: ${origin}/sitemap.xml`, ''].join(
    '\n',
  );
}
