// What the home page shows from the boards: the latest notices (pinned first), the latest gallery posts
// with their thumbnails, and the next academic-calendar events. Published-only reads of the board pages
// (BoardQueries); the home page is kept in the page cache, which every post write empties, so this runs
// once per content change. The page also changes by itself (a "new" badge runs out, yesterday's event leaves the list):
// expiresAt says when.
import type { Sequelize } from 'sequelize';
import type { Board } from '../../db/models/index.js';
import { seoulMidnight, seoulParts } from '../../domain/time.js';
import { Memo } from '../cache/memo.js';
import { BoardQueries } from './boards/queries.js';
import { isNew, type BoardView, type PublicPost } from '../../domain/board-views.js';
import type { HomeData, HomeNotice, HomePhoto } from '../../domain/home.js';
import { now } from '../../domain/clock.js';

export const HOME_NOTICES = 5;
/** Pinned notices lead the list but never fill it: the newest ordinary notices keep the rest. */
export const HOME_PINNED_MAX = 3;
export const HOME_GALLERY = 4;
export const HOME_EVENTS = 4;

const viewOf = (b: Board): BoardView => ({
  enName: b.enName,
  name: b.name,
  categories: b.categories,
  newBadgeHours: b.newBadgeHours,
  rowsPerPage: b.rowsPerPage,
});

/** Pinned first (at most HOME_PINNED_MAX), then the newest, HOME_NOTICES in all. */
export function pickNotices(pinned: PublicPost[], rows: PublicPost[]): PublicPost[] {
  const lead = pinned.slice(0, HOME_PINNED_MAX);
  return [...lead, ...rows].slice(0, HOME_NOTICES);
}

export async function loadHomeData(sequelize: Sequelize, at = now()): Promise<HomeData> {
  // A fresh memo: the page cache already keeps the result until the next write.
  const q = new BoardQueries(sequelize, new Memo());
  // A board for members only is left off the home page, which every visitor gets from the cache.
  const open = async (enName: string) => {
    const board = await q.board(enName);
    return board?.readAccess === 'public' ? board : null;
  };
  const [notice, gallery, calendar] = await Promise.all([open('notice'), open('special_gallery'), open('calendar')]);
  const ends: number[] = [];
  const badge = (p: PublicPost, board: Board) => {
    const on = isNew(p, viewOf(board), at);
    if (on) ends.push(p.publishedAt.getTime() + board.newBadgeHours * 3_600_000);
    return on;
  };

  let notices: HomeNotice[] = [];
  if (notice) {
    const list = await q.pageRows(notice, '', 1);
    notices = pickNotices(list.pinned, list.rows).map((p) => ({
      id: p.id,
      title: p.title,
      category: p.category,
      pinned: p.isNotice,
      publishedAt: p.publishedAt,
      isNew: badge(p, notice),
    }));
  }

  let photos: HomePhoto[] = [];
  if (gallery) {
    const recent = await q.recent(gallery, HOME_GALLERY);
    const thumbs = await q.thumbnails(recent.map((p) => p.id));
    photos = recent.map((p) => {
      return {
        id: p.id,
        title: p.title,
        publishedAt: p.publishedAt,
        image: thumbs.get(p.id) ?? null,
        isNew: badge(p, gallery),
      };
    });
  }

  // Events still running today or later, in the order they start.
  const today = seoulParts(at);
  const from = seoulMidnight(today.y, today.m, today.d);
  const events = calendar
    ? (await q.events(calendar, from, seoulMidnight(today.y + 1, today.m, today.d))).slice(0, HOME_EVENTS)
    : [];
  // The events are chosen by Seoul day, so the list changes at midnight.
  ends.push(seoulMidnight(today.y, today.m, today.d + 1).getTime());

  return { notices, photos, events, expiresAt: new Date(Math.min(...ends.filter((t) => t > at.getTime()))) };
}
