// The public site: static files, the brochure, the family-site redirect, every page of routes.tsx
// served through the page cache (rendered and compressed once per content change), and the HTML error page.
import { Router, type ErrorRequestHandler } from 'express';
import { h } from 'preact';
import { defaultSettings } from '../../db/seed/settings-defaults.js';
import { renderPage } from '../../public-web/document.js';
import { ErrorPage } from '../../public-web/pages/misc.js';
import { renderPopupLayer } from '../../public-web/popups/render.js';
import { loadActivePopups } from '../popups/load.js';
import type { PageCache } from '../cache/page-cache.js';
import type { SettingsCache } from '../cache/settings.js';
import { notFound } from '../errors.js';
import { logIfUnexpected, toHttpError } from '../middleware/onerror.js';
import { brochureHandler } from './brochure.js';
import { familySiteHandler } from './family-site.js';
import { routes, TimedBody } from './routes.js';
import { staticFiles } from './static.js';

const earliest = (...dates: (Date | null | undefined)[]): Date | null =>
  dates.reduce<Date | null>((min, d) => (d && (!min || d < min) ? d : min), null);

export interface PageDeps {
  settings: SettingsCache;
  pages: PageCache;
}

export function publicPages({ settings, pages }: PageDeps): Router {
  const r = Router();
  r.use(staticFiles());
  r.get('/brochure.pdf', brochureHandler);
  r.get('/family-site', familySiteHandler(settings));
  for (const [path, def] of Object.entries(routes)) {
    r.get(path, (req, res) =>
      pages.serve(req, res, path, async () => {
        const s = await settings.get();
        const body = await def.body(s);
        const children = body instanceof TimedBody ? body.children : body;
        // The home page shows the Korean popups, the China MBA pages the Chinese ones; the cached page lives
        // only until the next popup starts or ends (or the body's own time runs out).
        const active = def.popups ? await loadActivePopups(def.popups) : null;
        const popups = active ? renderPopupLayer(active.popups, def.popups) : undefined;
        const html = renderPage({
          path,
          title: def.title,
          settings: s,
          lang: def.lang,
          description: def.description,
          noBanner: def.noBanner,
          popups,
          children,
        });
        return {
          status: 200,
          html,
          expiresAt: earliest(active?.expiresAt, body instanceof TimedBody ? body.expiresAt : null),
        };
      }),
    );
  }
  r.use((_req, _res, next) => next(notFound('요청하신 페이지를 찾을 수 없습니다.')));
  return r;
}

export function pageErrorHandler(settings: SettingsCache): ErrorRequestHandler {
  return async (err, req, res, next) => {
    const http = toHttpError(err);
    logIfUnexpected(err, req, http);
    if (res.headersSent) return next(err);
    const s = await settings.get().catch(() => defaultSettings);
    const title = http.status === 404 ? '페이지를 찾을 수 없습니다' : '요청을 처리하지 못했습니다';
    const html = renderPage({
      path: req.path,
      title,
      settings: s,
      noBanner: true,
      children: h(ErrorPage, { status: http.status, message: http.message }),
    });
    if (http.headers) res.set(http.headers);
    res.status(http.status).set('Cache-Control', 'no-store').type('html').send(html);
  };
}
