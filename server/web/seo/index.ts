// What search engines and link previews fetch besides the pages: /robots.txt, /sitemap.xml (an index of
// /sitemap-N.xml parts past 50,000 addresses), the default share card and the logo. The sitemap lives in the page
// cache, so the publish step (and the publish clock, when a scheduled post comes out) turns it over with the pages.
import { Router } from 'express';
import type { Sequelize } from 'sequelize';
import type { PageCache, RenderedPage } from '../../cache/page-cache.js';
import type { SettingsCache } from '../../cache/settings.js';
import { notFound } from '../../http/errors.js';
import { robotsTxt } from './robots.js';
import { ShareImages } from './share-card.js';
import { SitemapSource } from './sitemap-source.js';
import { MAX_URLS, renderIndex, renderUrlset } from './sitemap-xml.js';

export interface SeoDeps {
  settings: SettingsCache;
  pages: PageCache;
  sequelize: Sequelize;
  publicUrl: string;
}

const xml = (body: string, expiresAt: Date | null): RenderedPage => ({
  status: 200,
  html: body,
  type: 'application/xml; charset=utf-8',
  expiresAt,
});
// A sitemap can run to megabytes: kept in the pool that is compressed quickly on first demand, not at brotli's best.
const LARGE = { transient: true };

export function seoPages({ settings, pages, sequelize, publicUrl }: SeoDeps): Router {
  const r = Router();
  const source = new SitemapSource(sequelize, publicUrl);
  const images = new ShareImages(publicUrl);
  const robots = robotsTxt(publicUrl);

  r.get('/robots.txt', (_req, res) => {
    res.set('Cache-Control', 'public, max-age=86400').type('text/plain; charset=utf-8').send(robots);
  });

  r.get('/sitemap.xml', (req, res) =>
    pages.serve(
      req,
      res,
      '/sitemap.xml',
      async () => {
        const [list, count, next] = await Promise.all([source.pages(), source.postCount(), source.nextPublish()]);
        if (list.length + count <= MAX_URLS)
          return xml(renderUrlset([...list, ...(await source.posts(0, MAX_URLS))]), next);
        const dates = await source.partDates(list);
        const parts = dates.map((lastmod, i) => ({ loc: `${publicUrl}/sitemap-${i + 1}.xml`, lastmod }));
        return xml(renderIndex(parts), next);
      },
      LARGE,
    ),
  );

  r.get(/^\/sitemap-([1-9]\d{0,3})\.xml$/, (req, res) => {
    const n = Number(req.params[0]);
    return pages.serve(
      req,
      res,
      `/sitemap-${n}.xml`,
      async () => {
        const [list, count, next] = await Promise.all([source.pages(), source.postCount(), source.nextPublish()]);
        const total = list.length + count;
        if (total <= MAX_URLS || n > Math.ceil(total / MAX_URLS)) throw notFound('사이트맵 파일을 찾을 수 없습니다.');
        const start = (n - 1) * MAX_URLS;
        const end = Math.min(total, n * MAX_URLS);
        const from = Math.max(start, list.length);
        const posts = await source.posts(from - list.length, end - from);
        return xml(renderUrlset([...list.slice(start, end), ...posts]), next);
      },
      LARGE,
    );
  });

  r.get('/share/card.png', async (_req, res) => {
    const png = await images.cardFor(await settings.get());
    res.set('Cache-Control', 'public, max-age=86400').type('png').send(png);
  });
  r.get('/share/logo.png', async (_req, res) => {
    res
      .set('Cache-Control', 'public, max-age=604800')
      .type('png')
      .send(await images.logo());
  });
  return r;
}
