// Server-rendered public pages (preact-render-to-string), served through the page cache, and the HTML error page.
import { Router, type ErrorRequestHandler } from 'express';
import { h } from 'preact';
import { defaultSettings } from '../../db/seed/settings-defaults.js';
import { renderPage } from '../../public-web/document.js';
import { renderPopupLayer } from '../../public-web/popups/render.js';
import { loadActivePopups } from '../popups/load.js';
import type { PageCache } from '../cache/page-cache.js';
import type { SettingsCache } from '../cache/settings.js';
import { notFound } from '../errors.js';
import { logIfUnexpected, toHttpError } from '../middleware/onerror.js';

export interface PageDeps {
  settings: SettingsCache;
  pages: PageCache;
}

export function publicPages({ settings, pages }: PageDeps): Router {
  const r = Router();
  r.get('/', (req, res) =>
    pages.serve(req, res, '/', async () => {
      const s = await settings.get();
      const { popups, expiresAt } = await loadActivePopups('ko');
      const footer = h('footer', { class: 'site-footer' }, h('a', { href: '/brochure.pdf', download: true }, '입학 안내 책자 (PDF)'), ' 전화 ', h('a', { href: `tel:${s.phone}` }, s.phone));
      return { status: 200, expiresAt, html: renderPage({ path: req.path, title: '', settings: s, children: [renderPopupLayer(popups, 'ko'), h('h1', null, s.schoolName), footer] }) };
    }),
  );
  r.use((_req, _res, next) => next(notFound('요청하신 페이지를 찾을 수 없습니다.')));
  return r;
}

export function pageErrorHandler(settings: SettingsCache): ErrorRequestHandler {
  return async (err, req, res, next) => {
    const http = toHttpError(err);
    logIfUnexpected(err, req, http);
    if (res.headersSent) return next(err);
    const s = await settings.get().catch(() => defaultSettings);
    const title = http.status === 404 ? '페이지를 찾을 수 없습니다' : '오류';
    res.status(http.status).type('html').send(renderPage({ path: req.path, title, settings: s, children: h('h1', null, http.message) }));
  };
}
