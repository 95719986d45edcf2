// The public board pages: /board/<enName> (list, gallery or month calendar by the board's kind),
// /board/<enName>/<id> (a post), /board/<enName>/rss.xml, and the view-count beacon. Pages are the same
// for every visitor, so they go through the page cache; unpublished or deleted posts are 404 (and so are their files).
// A board for members or a member group (members-gate.ts) sends visitors to log in and is drawn for each reader.
import { Router, type Request, type Response } from 'express';
import { h } from 'preact';
import type { Sequelize } from 'sequelize';
import type { Board } from '../../../db/models/index.js';
import { renderPage } from '../../../public-web/document.js';
import { BoardList } from '../../../public-web/boards/BoardList.js';
import type { BoardView } from '../../../domain/board-views.js';
import { Calendar } from '../../../public-web/boards/Calendar.js';
import { seoulMidnight } from '../../../domain/time.js';
import { Gallery } from '../../../public-web/boards/Gallery.js';
import { listQueryString, readListParams, readMonth } from '../../../public-web/boards/params.js';
import { PostDetail } from '../../../public-web/boards/PostDetail.js';
import type { PageCache } from '../../cache/page-cache.js';
import type { RenderedPage } from '../../cache/page-entry.js';
import type { SettingsCache } from '../../cache/settings.js';
import type { MenuCache } from '../../cache/menu.js';
import type { SiteChanges } from '../../cache/site-events.js';
import { postSpan, postsOf } from '../../cache/topics.js';
import { Memo } from '../../cache/memo.js';
import { notFound } from '../../http/errors.js';
import { BoardQueries } from './queries.js';
import { commentsOf } from '../../boards/post-comments.js';
import { originOf, renderRss } from './rss.js';
import { countView, VIEW_SCRIPT } from './views.js';
import { boardDoor, PRIVATE_CACHE, sendPrivate } from './members-gate.js';
import { feedLinks } from '../calendar-feed.js';
import { now } from '../../../domain/clock.js';
import { richTextImageIds } from '../../../public-web/lib/rich-text-images.js';
import { calendarSeo, listDescription, postSeo } from '../seo/post-seo.js';

export interface BoardPageDeps {
  settings: SettingsCache;
  /** The menu document the chrome draws. */
  menu: MenuCache;
  pages: PageCache;
  events: SiteChanges;
  sequelize: Sequelize;
  /** Salts the visitor hash of the view counter. */
  jwtSecret: string;
  /** PUBLIC_URL: canonical and share links; the calendar page links the iCal feed there. */
  publicUrl: string;
}

const view = (b: Board): BoardView & { kind: string } => ({
  enName: b.enName,
  name: b.name,
  categories: b.categories,
  newBadgeHours: b.newBadgeHours,
  rowsPerPage: b.rowsPerPage,
  kind: b.kind,
});

export function boardPages({ settings, menu, pages, events, sequelize, jwtSecret, publicUrl }: BoardPageDeps): Router {
  const r = Router();
  const memo = new Memo(events);
  const q = new BoardQueries(sequelize, memo);

  const boardOf = async (req: Request) => {
    const name = String(req.params.enName);
    const board = /^[a-z][a-z0-9_]{1,39}$/.test(name) ? await q.board(name) : null;
    if (!board) throw notFound('요청하신 게시판을 찾을 수 없습니다.');
    return board;
  };
  const door = { sequelize, jwtSecret };
  // A public board's page goes through the shared cache; a members-only one is drawn for its reader alone.
  const serve = (
    member: boolean,
    req: Request,
    res: Response,
    key: string,
    render: () => Promise<RenderedPage>,
    opts: Parameters<PageCache['serve']>[4],
  ) => (member ? sendPrivate(res, render) : pages.serve(req, res, key, render, opts));

  r.get('/board-views.js', (_req, res) => {
    res
      .set({ 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'public, max-age=86400' })
      .send(VIEW_SCRIPT);
  });

  r.get('/board/:enName', async (req, res, next) => {
    const board = await boardOf(req);
    // 입학상담's boards are drawn by server/web/qna.tsx.
    if (board.kind === 'qna') return next();
    if (board.kind === 'professor') return res.redirect(302, '/introduce/professor');
    const entry = await boardDoor(req, res, board, door);
    if (entry === 'sent') return;
    const member = entry === 'member';
    const at = now();
    if (board.kind === 'calendar') {
      const { y, m } = readMonth(req.query, at);
      const key = `/board/${board.enName}?month=${y}-${m}${req.query.month ? '' : ':current'}`;
      // What the render reads of the request, taken now: a cached page keeps its render (for a write's render again),
      // and a closure over req would keep the whole request and its socket alive with it.
      const path = req.path;
      const canonical = req.query.month ? `${path}?month=${y}-${String(m).padStart(2, '0')}` : path;
      return serve(
        member,
        req,
        res,
        key,
        async () => {
          const events = await q.events(board, seoulMidnight(y, m, 1 - 7), seoulMidnight(y, m + 1, 8));
          const feed = feedLinks(publicUrl);
          const body = h(Calendar, { board: view(board), y, m, events, now: now(), feed });
          const s = await settings.get();
          return {
            status: 200,
            html: renderPage({
              path,
              title: board.name,
              settings: s,
              menu: await menu.get(),
              description: listDescription(
                s,
                `${board.name} ${y}년 ${m}월`,
                events.map((e) => e.title),
              ),
              origin: publicUrl,
              seo: member ? { private: true } : { ...calendarSeo(s, publicUrl, events), canonical },
              children: body,
            }),
          };
        },
        { reads: [postsOf(board.enName)] },
      );
    }
    const params = readListParams(req.query, board.categories);
    const path = req.path; // not req itself in the render (see the calendar above)
    await serve(
      member,
      req,
      res,
      `/board/${board.enName}${listQueryString(params)}`,
      async () => {
        const list = await q.listPage(board, params);
        const props = { board: view(board), params, now: now(), ...list };
        const body =
          board.kind === 'gallery'
            ? h(Gallery, { ...props, thumbs: await q.thumbnails([...list.pinned, ...list.rows].map((p) => p.id)) })
            : h(BoardList, props);
        const title = params.page > 1 ? `${board.name} (${params.page}페이지)` : board.name;
        // A search's results are nobody's landing page; a list page is itself (with its category and page).
        const seo = member
          ? { private: true }
          : params.q
            ? { noindex: true }
            : { canonical: path + listQueryString(params) };
        const s = await settings.get();
        const shown = [...list.pinned, ...list.rows].map((p) => p.title);
        return {
          status: 200,
          html: renderPage({
            path,
            title,
            settings: s,
            menu: await menu.get(),
            description: listDescription(s, board.name, shown),
            origin: publicUrl,
            seo,
            children: body,
          }),
        };
      },
      { transient: params.q !== '', reads: [postsOf(board.enName)] },
    );
  });

  r.get('/board/:enName/rss.xml', async (req, res) => {
    const board = await boardOf(req);
    if (board.kind !== 'list' && board.kind !== 'gallery') throw notFound('이 게시판은 RSS를 제공하지 않습니다.');
    const entry = await boardDoor(req, res, board, door);
    if (entry === 'sent') return;
    const xml = renderRss(originOf(req), board, await settings.get(), await q.recent(board, 20));
    const cache = entry === 'member' ? PRIVATE_CACHE : 'public, max-age=300';
    res.set({ 'Content-Type': 'application/rss+xml; charset=utf-8', 'Cache-Control': cache }).send(xml);
  });

  r.get('/board/:enName/:id', async (req, res, next) => {
    if (!/^\d{1,9}$/.test(req.params.id)) return next();
    const board = await boardOf(req);
    if (board.kind === 'qna') return next();
    const id = Number(req.params.id);
    if (board.kind === 'professor') return res.redirect(302, `/introduce/professor#professor-${id}`);
    const entry = await boardDoor(req, res, board, door);
    if (entry === 'sent') return;
    const member = entry === 'member';
    const params = readListParams(req.query, board.categories);
    const path = req.path; // not req itself in the render (see the calendar above)
    await serve(
      member,
      req,
      res,
      `/board/${board.enName}/${id}${listQueryString(params)}`,
      async () => {
        const post = await q.post(board, id);
        if (!post) throw notFound('게시글을 찾을 수 없습니다. 삭제되었거나 아직 게시되지 않은 글입니다.');
        const [attachments, { older, newer }, images, thumbs, s, comments] = await Promise.all([
          q.attachments(post.id),
          q.neighbours(board, post),
          q.images(richTextImageIds(post.content)),
          q.thumbnails([post.id]),
          settings.get(),
          commentsOf(sequelize, post.id, { withSecret: false }),
        ]);
        const body = h(PostDetail, { board: view(board), post, images, attachments, older, newer, params, comments });
        const shared = postSeo(s, publicUrl, board, post, thumbs.get(post.id)?.id);
        const { description, seo } = member ? { description: board.name, seo: { private: true } } : shared;
        return {
          status: 200,
          html: renderPage({
            path,
            title: `${post.title} | ${board.name}`,
            settings: s,
            menu: await menu.get(),
            description,
            origin: publicUrl,
            seo,
            children: body,
          }),
          reads: [postSpan(board.enName, older?.publishedAt ?? null, newer?.publishedAt ?? null)],
        };
      },
      { reads: [postsOf(board.enName)] },
    );
  });

  r.post('/board/:enName/:id/view', countView({ sequelize, salt: jwtSecret }));
  return r;
}
