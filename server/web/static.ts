// Static files of the public site: /static/site.css, site-home.css, site-bare.css (the joined CSS of a kind of page), /static/islands/* (the esbuild
// output in dist/public), /static/* (hand-made assets). URLs carry a content hash (?v= or a hashed
// chunk name), so they are cached for a year; a changed file gets a new URL.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import express, { Router, type Response } from 'express';
import { ASSET_DIR, CSS_BUNDLES, islandsDir, siteCss, type CssBundle } from '../../public-web/assets.js';
import { chooseCoding, compressBest } from '../http/encoding.js';
import { precompressed } from '../http/precompressed.js';

const YEAR = 'public, max-age=31536000, immutable';

function longCache(res: Response, file: string): void {
  // Hand-made assets without a hash in their name (favicon, portrait) get a day, not a year.
  const hashed = /chunk-[A-Z0-9]+\.js(\.br|\.gz)?$/i.test(file) || res.req.query.v !== undefined;
  res.set('Cache-Control', hashed ? YEAR : 'public, max-age=86400');
}

export function staticFiles(): Router {
  const r = Router();
  // The joined CSS is made from the source files when first asked for, so it is compressed then, once, at the best ratio.
  const cssTwins = new Map<string, Buffer>();
  for (const bundle of Object.keys(CSS_BUNDLES) as CssBundle[]) {
    r.get(`/static/${bundle}.css`, (req, res) => {
      const css = siteCss(bundle);
      const coding = chooseCoding(req);
      res.set({ 'Content-Type': 'text/css; charset=utf-8', 'Cache-Control': YEAR, Vary: 'Accept-Encoding' });
      // One representation, one ETag: a cache must not answer a gzip request with the brotli bytes.
      res.set('ETag', `"${css.hash}${coding ? `-${coding}` : ''}"`);
      if (!coding) return void res.send(css.body);
      res.set('Content-Encoding', coding);
      const key = `${bundle}:${coding}`;
      let body = cssTwins.get(key);
      if (!body) cssTwins.set(key, (body = compressBest(css.body, coding)));
      res.send(body);
    });
  }
  // The Chinese font's @font-face rules (scripts/make-zh-font.ts) list every character of each slice: sent compressed,
  // they stay within the first view's budget (server/web/page-weight.test.ts).
  const zhFontTwins = new Map<string, Buffer>();
  r.get('/static/css/zh-font.css', (req, res) => {
    const coding = chooseCoding(req);
    res.set({ 'Content-Type': 'text/css; charset=utf-8', Vary: 'Accept-Encoding' });
    longCache(res, 'zh-font.css');
    const key = coding ?? 'identity';
    let body = zhFontTwins.get(key);
    if (!body) {
      const css = readFileSync(path.join(ASSET_DIR, 'css', 'zh-font.css'));
      zhFontTwins.set(key, (body = coding ? compressBest(css, coding) : css));
    }
    if (coding) res.set('Content-Encoding', coding);
    res.send(body);
  });
  const islands = islandsDir();
  r.use(
    '/static/islands',
    precompressed(islands),
    express.static(islands, { index: false, redirect: false, setHeaders: longCache }),
  );
  r.use(
    '/static',
    express.static(ASSET_DIR, { index: false, redirect: false, dotfiles: 'ignore', setHeaders: longCache }),
  );
  // A missing static file is a plain 404, never the HTML page (a script tag would choke on it).
  r.use('/static', (_req, res) => {
    res.status(404).type('text/plain; charset=utf-8').send('파일을 찾을 수 없습니다.');
  });
  r.get('/favicon.ico', (_req, res) => res.redirect(301, '/static/favicon.svg'));
  return r;
}
