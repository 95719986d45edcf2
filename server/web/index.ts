// The public site: static files, the family-site redirect, every page of routes.tsx served through the page cache
// (rendered and compressed once per content change), and the HTML error page. It answers only its own paths:
// the 404 for everything else is mounted last by the composition root (server/app.ts).
import { Router, type ErrorRequestHandler } from 'express';
import type { Sequelize } from 'sequelize';
import { h } from 'preact';
import { defaultSettings } from '../../domain/settings.js';
import { renderPage } from '../../public-web/document.js';
import { langForPath, ui } from '../../public-web/locale/index.js';
import { ErrorPage } from '../../public-web/views/misc.js';
import { renderPopupLayer } from '../../public-web/popups/render.js';
import { loadActivePopups } from '../popups/load.js';
import type { PageCache } from '../cache/page-cache.js';
import type { SettingsCache } from '../cache/settings.js';
import type { MenuCache } from '../cache/menu.js';
import { seedMenu } from '../../db/seed/menu-2026.js';
import type { RoundStore } from '../rounds/store.js';
import { logIfUnexpected, toHttpError } from '../middleware/onerror.js';
import { notFound } from '../http/errors.js';
import { sendHtmlOnce } from '../http/encoding.js';
import { familySiteHandler } from './family-site.js';
import { routes, TimedBody } from './routes.js';
import { staticFiles } from './static.js';
import type { PageStore } from '../stored-pages/in-force.js';
import { renderStoredPage } from './page-render.js';
import { homeDescription, routeSeo } from './seo/route-seo.js';
import { privacyVersionPages } from './privacy.js';
import type { PublicPage } from '../../domain/pages.js';
import type { PageSeo } from '../../public-web/seo/types.js';

const earliest = (...dates: (Date | null | undefined)[]): Date | null =>
  dates.reduce<Date | null>((min, d) => (d && (!min || d < min) ? d : min), null);

export interface PageDeps {
  settings: SettingsCache;
  /** The menu document the chrome draws (and the home page's quick links). */
  menu: MenuCache;
  pages: PageCache;
  sequelize: Sequelize;
  rounds: RoundStore;
  /** The pages of 페이지 관리. */
  stored: PageStore;
  /** PUBLIC_URL: canonical and share links. */
  publicUrl: string;
}

export function publicPages({ settings, menu, pages, sequelize, rounds, stored, publicUrl }: PageDeps): Router {
  const r = Router();
  r.use(staticFiles());
  r.get('/family-site', familySiteHandler({ settings }));
  r.use(privacyVersionPages({ settings, menu, pages, sequelize, publicUrl }));
  for (const [path, def] of Object.entries(routes)) {
    const reads = def.reads && def.popups ? [...def.reads, 'popups'] : def.reads;
    r.get(path, (req, res) =>
      pages.serve(
        req,
        res,
        path,
        async () => {
          const [s, m] = await Promise.all([settings.get(), menu.get()]);
          const body = await def.body(s, sequelize, rounds, m);
          const children = body instanceof TimedBody ? body.children : body;
          // The home page shows the Korean popups, the China MBA pages the Chinese ones; the cached page lives
          // only until the next popup starts or ends (or the body's own time runs out).
          const active = def.popups ? await loadActivePopups(def.popups) : null;
          const popups = active ? renderPopupLayer(active.popups, def.popups) : undefined;
          const html = renderPage({
            path,
            title: def.title,
            settings: s,
            menu: m,
            lang: def.lang,
            description: def.description ?? (path === '/' ? homeDescription(s) : undefined),
            origin: publicUrl,
            seo: await routeSeo(path, s, rounds, publicUrl),
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
  // Every other GET: a page of 페이지 관리 when one lives at the path (the set of paths is kept in memory).
  r.get('/{*path}', async (req, res, next) => {
    const path = req.path;
    const answer = (await stored.allPaths()).get(path);
    if (!answer) return next();
    // A retired page: its old path sends visitors on for good (301), or answers the site's not-found page.
    if (answer.kind === 'retired') {
      if (answer.redirectTo) return res.redirect(301, answer.redirectTo);
      throw notFound('요청하신 페이지를 찾을 수 없습니다.');
    }
    await pages.serve(
      req,
      res,
      path,
      async () => {
        const found = await stored.get(path);
        if (!found) throw notFound('요청하신 페이지를 찾을 수 없습니다.');
        const { page, changesAt } = found;
        const [s, m] = await Promise.all([settings.get(), menu.get()]);
        const body = await renderStoredPage(page, s, rounds);
        const popupLang = page.lang === 'zh-Hans' ? 'zh' : page.path === '/' ? 'ko' : null;
        const active = popupLang ? await loadActivePopups(popupLang) : null;
        const html = renderPage({
          path,
          title: page.title,
          settings: s,
          menu: m,
          lang: page.lang,
          description: page.description ?? undefined,
          origin: publicUrl,
          seo: withCounterpart(await routeSeo(path, s, rounds, publicUrl), page),
          counterpartPath: page.counterpartPath ?? undefined,
          popups: active && popupLang ? renderPopupLayer(active.popups, popupLang) : undefined,
          children: body.children,
        });
        return { status: 200, html, expiresAt: earliest(active?.expiresAt, body.expiresAt, changesAt) };
      },
      // A page of 페이지 관리 reads its own table, the rounds its widgets may show and, in Chinese, the popups.
      { reads: ['pages', 'rounds', 'popups'] },
    );
  });
  return r;
}

/** A page paired with its translation names both in hreflang (the Korean one is the default). */
function withCounterpart(seo: PageSeo, page: PublicPage): PageSeo {
  if (!page.counterpartPath) return seo;
  const [ko, zh] = page.lang === 'ko' ? [page.path, page.counterpartPath] : [page.counterpartPath, page.path];
  return {
    ...seo,
    alternates: [
      { hreflang: 'ko', path: ko },
      { hreflang: 'zh-Hans', path: zh },
      { hreflang: 'x-default', path: ko },
    ],
  };
}

export type ErrorPageDeps = Pick<PageDeps, 'settings' | 'menu' | 'publicUrl'>;

/** The HTML error page of the public side (404 and every failure), drawn even with the database away. */
export function pageErrorHandler({ settings, menu, publicUrl }: ErrorPageDeps): ErrorRequestHandler {
  return async (err, req, res, next) => {
    const http = toHttpError(err);
    logIfUnexpected(err, req, http);
    if (res.headersSent) return next(err);
    const s = await settings.get().catch(() => defaultSettings);
    // With the database away the error page still draws a whole menu: the one the site was seeded with.
    const m = await menu.get().catch(() => seedMenu);
    // The China MBA section's errors are in its language (locale/types.ts langForPath).
    const lang = langForPath(req.path);
    const t = ui(lang).error;
    const title = http.status === 404 || http.status === 410 ? t.notFoundTitle : t.failedTitle;
    const html = renderPage({
      path: req.path,
      title,
      settings: s,
      origin: publicUrl,
      seo: { noindex: true },
      menu: m,
      noBanner: true,
      children: h(ErrorPage, { status: http.status, message: http.message, lang }),
    });
    if (http.headers) res.set(http.headers);
    // Compressed like every page (a 404 is a page visitors see), once, quickly: it is not kept.
    sendHtmlOnce(req, res.status(http.status), html);
  };
}
