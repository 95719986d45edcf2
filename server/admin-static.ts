// Serves the built react-admin app at /admin with browser routing (any /admin/... path gets index.html).
import { existsSync } from 'node:fs';
import path from 'node:path';
import express, { Router } from 'express';
import { fromAppRoot } from '../domain/app-root.js';
import { notFound } from './http/errors.js';
import { precompressed } from './http/precompressed.js';

/** `distDir`: the build's folder, a relative one taken from the app's folder. */
export function adminStatic({ distDir }: { distDir: string }): Router {
  const dir = fromAppRoot(distDir, 'admin');
  const index = path.join(dir, 'index.html');
  const r = Router();
  const assets = path.join(dir, 'assets');
  r.use(
    '/admin/assets',
    precompressed(assets),
    express.static(assets, { immutable: true, maxAge: '1y', index: false }),
  );
  // A stale hashed chunk must be a 404, not index.html ("text/html is not a module").
  r.use('/admin/assets', (_req, _res, next) => next(notFound()));
  r.use('/admin', express.static(dir, { index: false, redirect: false }));
  r.get('/admin{/*splat}', (_req, res, next) => {
    if (!existsSync(index)) return next(new Error('관리자 화면이 빌드되지 않았습니다: npm run build'));
    res.set('Cache-Control', 'no-cache');
    res.sendFile(index);
  });
  return r;
}
