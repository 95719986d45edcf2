// GET /preview/pages/:token: the draft of a page (else its scheduled version, else its published words) drawn exactly as the public page
// would be (the same renderer and document), under a visible 미리보기 banner, kept out of search engines (meta
// robots and X-Robots-Tag) and out of every cache (no-store; never through the page cache). An expired or
// tampered link answers a Korean error page (the page error handler) with the same headers.
import { Router } from 'express';
import type { Sequelize } from 'sequelize';
import { renderPage } from '../../public-web/document.js';
import { now } from '../../domain/clock.js';
import { formatDateTime } from '../../domain/time.js';
import type { SettingsCache } from '../cache/settings.js';
import type { MenuCache } from '../cache/menu.js';
import { notFound } from '../http/errors.js';
import type { RoundStore } from '../rounds/store.js';
import { renderStoredPage } from './page-render.js';
import { versionInForce } from '../stored-pages/in-force.js';
import { previewRow } from '../stored-pages/store.js';
import { PREVIEW_MINUTES, verifyPreview } from '../stored-pages/preview-token.js';
import { sendHtmlOnce } from '../http/encoding.js';

export interface PreviewPageDeps {
  sequelize: Sequelize;
  settings: SettingsCache;
  rounds: RoundStore;
  /** Signs the preview links (JWT_SECRET). */
  jwtSecret: string;
  publicUrl: string;
  menu: MenuCache;
}

export function previewPages({ sequelize, settings, rounds, jwtSecret, publicUrl, menu }: PreviewPageDeps): Router {
  const r = Router();
  r.get('/preview/pages/:token', async (req, res) => {
    res.set({ 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex, nofollow' });
    const id = verifyPreview(req.params.token, jwtSecret);
    const row = await previewRow(sequelize, id);
    if (!row) throw notFound('미리 볼 페이지를 찾을 수 없습니다.');
    const current = versionInForce(row, now());
    const waiting = row.draft ?? (row.scheduled_at && row.scheduled_at > now() ? row.scheduled : null);
    const page = waiting ? { ...current, ...waiting } : current;
    const s = await settings.get();
    const body = await renderStoredPage(page, s, rounds);
    const what = row.draft
      ? `${formatDateTime(row.draft_saved_at ?? now())}에 저장한 초안`
      : waiting && row.scheduled_at
        ? `${formatDateTime(row.scheduled_at)}에 게시 예약된 내용`
        : '지금 게시된 내용(저장된 초안 없음)';
    const html = renderPage({
      path: row.path,
      title: `[미리보기] ${page.title}`,
      settings: s,
      menu: await menu.get(),
      lang: page.lang,
      description: page.description ?? undefined,
      origin: publicUrl,
      seo: { noindex: true },
      children: (
        <>
          <div class="container">
            <p class="callout preview-banner" role="note" lang="ko">
              <strong>미리보기</strong> {what}을 공개 페이지처럼 보여 줍니다. 아직 게시되지 않았으며, 이 링크는{' '}
              {PREVIEW_MINUTES}분 동안만 열립니다.
            </p>
          </div>
          {body.children}
        </>
      ),
    });
    sendHtmlOnce(req, res.status(200), html);
  });
  return r;
}
