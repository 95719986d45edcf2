// What the link check counts as a path this site's code answers (beside the pages of 페이지 관리, the boards, the
// posts, the files and the redirects, which it reads from the database): the generated page routes and the fixed
// addresses of server/web/, and the prefixes under which the code serves whole families of addresses.
import type { SiteRoutes } from './link-check/internal.js';
import { publicPagePaths } from './web/routes.js';

export const LINK_ROUTES: SiteRoutes = {
  paths: [
    ...publicPagePaths,
    '/search',
    '/brochure.pdf',
    '/family-site',
    '/favicon.ico',
    '/robots.txt',
    '/sitemap.xml',
    '/calendar.ics',
    '/receipt',
    '/subscribe',
    '/privacy-request',
  ],
  prefixes: ['/static/', '/admin', '/receipt/', '/forms/', '/china/forms/', '/share/', '/policy/privacy/v/', '/qna'],
};
