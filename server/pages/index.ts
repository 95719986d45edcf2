// The public site: static files, the family-site redirect, every page of routes.tsx served through the page cache
// (rendered and compressed once per content change), and the HTML error page. It answers only its own paths:
// the 404 for everything else is mounted last by the composition root (server/app.ts).
import { Router, type ErrorRequestHandler } from 'express';
import type { Sequelize } from 'sequelize';
import { h } from 'preact';
import { defaultSettings } from '../../domain/settings.js';
import { renderPage } from '../../public-web/document.js';
import { langForPath, ui } from '../../public-web/locale/index.js';
import { ErrorPage } from '../../public-web/pages/misc.js';
import { renderPopupLayer } from '../../public-web/popups/render.js';
import { loadActivePopups } from '../popups/load.js';
import type { PageCache } from '../cache/page-cache.js';
import type { SettingsCache } from '../cache/settings.js';
import type { RoundStore } from '../rounds/store.js';
import { logIfUnexpected, toHttpError } from '../middleware/onerror.js';
import { familySiteHandler } from './family-site.js';
import { routes, TimedBody } from './routes.js';
import { staticFiles } from './static.js';

const earliest = (...dates: (Date | null | undefined)[]): Date | null =>
  dates.reduce<Date | null>((min, d) => (d && (!min || d < min) ? d : min), null);

export interface PageDeps {
  settings: SettingsCache;
  pages: PageCache;
  sequelize: Sequelize;
  rounds: RoundStore;
}

export function publicPages({ settings, pages, sequelize, rounds }: PageDeps): Router {
  const r = Router();
  r.use(staticFiles());
  r.get('/family-site', familySiteHandler(settings));
  for (const [path, def] of Object.entries(routes)) {
    const reads = def.reads && def.popups ? [...def.reads, 'popups'] : def.reads;
    r.get(path, (req, res) =>
      pages.serve(
        req,
        res,
        path,
        async () => {
          const s = await settings.get();
          const body = await def.body(s, sequelize, rounds);
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
        },
        { reads },
      ),
    );
  }
  return r;
}

export function pageErrorHandler(settings: SettingsCache): ErrorRequestHandler {
  return async (err, req, res, next) => {
    const http = toHttpError(err);
    logIfUnexpected(err, req, http);
    if (res.headersSent) return next(err);
    const s = await settings.get().catch(() => defaultSettings);
    // The China MBA section's errors are in its language (locale/types.ts langForPath).
    const lang = langForPath(req.path);
    const t = ui(lang).error;
    const title = http.status === 404 ? t.notFoundTitle : t.failedTitle;
    const html = renderPage({
      path: req.path,
      title,
      settings: s,
      noBanner: true,
      children: h(ErrorPage, { status: http.status, message: http.message, lang }),
    });
    if (http.headers) res.set(http.headers);
    res.status(http.status).set('Cache-Control', 'no-store').type('html').send(html);
  };
}
