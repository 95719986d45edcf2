// Server-rendered public pages (preact-render-to-string), and the HTML error page.
import { Router, type ErrorRequestHandler } from 'express';
import { h } from 'preact';
import { loadSettings } from '../../db/seed/settings-defaults.js';
import { renderPage } from '../../public-web/document.js';
import { notFound } from '../errors.js';
import { logIfUnexpected, toHttpError } from '../middleware/onerror.js';

export function publicPages(): Router {
  const r = Router();
  r.get('/', async (req, res) => {
    const s = await loadSettings();
    res.type('html').send(renderPage({ path: req.path, title: '', schoolName: s.schoolName, children: h('h1', null, s.schoolName) }));
  });
  r.use((_req, _res, next) => next(notFound('요청하신 페이지를 찾을 수 없습니다.')));
  return r;
}

export const pageErrorHandler: ErrorRequestHandler = async (err, req, res, next) => {
  const http = toHttpError(err);
  logIfUnexpected(err, req, http);
  if (res.headersSent) return next(err);
  const s = await loadSettings().catch(() => null);
  const schoolName = s?.schoolName ?? '중소기업대학원';
  const title = http.status === 404 ? '페이지를 찾을 수 없습니다' : '오류';
  res.status(http.status).type('html').send(renderPage({ path: req.path, title, schoolName, children: h('h1', null, http.message) }));
};
