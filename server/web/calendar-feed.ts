// GET /calendar.ics: the academic calendar (published events of the calendar boards) and every admission round's
// milestones, for phones to subscribe to (webcal://). The feed is built once and kept, with its ETag, until the
// site changes (any publish, in any process, or the publish clock bringing out a scheduled post); subscribers
// revalidate with If-None-Match after a short max-age.
import { createHash } from 'node:crypto';
import { Router, type Request } from 'express';
import { QueryTypes, type Sequelize } from 'sequelize';
import { AdmissionRound } from '../../db/models/index.js';
import { renderCalendar, type CalendarEvent } from '../../domain/ical.js';
import { roundEvents } from '../../domain/round-calendar.js';
import { addSeoulDays } from '../../domain/time.js';
import { now } from '../../domain/clock.js';
import type { SettingsCache } from '../cache/settings.js';
import type { SiteChanges } from '../cache/site-events.js';
import { originOf } from './boards/rss.js';
import { livePostSql } from '../../db/live-posts.js';

export const FEED_PATH = '/calendar.ics';
/** How long a subscriber or a proxy may keep the feed before asking again (seconds). */
const MAX_AGE = 300;
/** Events that ended more than this many days ago drop out of the feed. */
const PAST_DAYS = 400;

interface EventRow {
  id: number;
  title: string;
  category: string | null;
  startAt: Date;
  endAt: Date | null;
  allDay: boolean;
  updatedAt: Date;
  contentText: string;
  enName: string;
}

export interface CalendarFeedDeps {
  sequelize: Sequelize;
  events: SiteChanges;
  settings: SettingsCache;
  /** The site's address (PUBLIC_URL): the UIDs' host and the events' links. */
  publicUrl?: string;
}

/** The address subscribers are given, https and webcal: from PUBLIC_URL. */
export function feedLinks(publicUrl: string): { https: string; webcal: string } {
  const https = `${publicUrl}${FEED_PATH}`;
  return { https, webcal: https.replace(/^https?:/, 'webcal:') };
}

export function calendarFeed({ sequelize, events, settings, publicUrl }: CalendarFeedDeps): Router {
  const r = Router();
  let cached = new Map<string, Promise<{ body: string; etag: string }>>();
  events.subscribe(() => {
    cached = new Map();
  });

  const postEvents = async (origin: string, host: string): Promise<CalendarEvent[]> => {
    const rows = await sequelize.query<EventRow>(
      `SELECT p.id, p.title, p.category, p.start_at AS "startAt", p.end_at AS "endAt", p.all_day AS "allDay",
              p.updated_at AS "updatedAt", left(p.content_text, 500) AS "contentText", b.en_name AS "enName"
         FROM posts p JOIN boards b ON b.id = p.board_id
        WHERE b.kind = 'calendar' AND b.read_access = 'public' AND ${livePostSql('p')} AND p.start_at IS NOT NULL
          AND coalesce(p.end_at, p.start_at) >= $since
        ORDER BY p.start_at, p.id`,
      { type: QueryTypes.SELECT, bind: { now: now(), since: addSeoulDays(now(), -PAST_DAYS) } },
    );
    return rows.map((p) => {
      const url = `${origin}/board/${p.enName}/${p.id}`;
      return {
        uid: `post-${p.id}@${host}`,
        stamp: p.updatedAt,
        summary: p.title,
        allDay: p.allDay,
        start: p.startAt,
        end: p.endAt,
        description: [p.contentText.trim(), url].filter(Boolean).join('\n\n'),
        url,
        categories: p.category ? [p.category] : undefined,
      };
    });
  };

  const build = async (origin: string) => {
    const host = new URL(origin).host;
    const s = await settings.get();
    const rounds = await AdmissionRound.findAll({
      order: [
        ['applyStartAt', 'ASC'],
        ['id', 'ASC'],
      ],
    });
    const list = [
      ...(await postEvents(origin, host)),
      ...rounds.flatMap((row) => roundEvents(row.toRound(), host, row.updatedAt, `${origin}/entrance/recruit`)),
    ];
    const body = renderCalendar(
      {
        name: `${s.schoolName} 학사·입학 일정`,
        description: `${s.schoolName} 학사일정과 원서접수·합격자 발표 일정`,
        refreshMinutes: 60,
        events: list,
      },
      `-//${host}//${s.schoolName} calendar//KO`,
    );
    return { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
  };

  const originFor = (req: Request) => publicUrl || originOf(req) || 'http://localhost';

  r.get(FEED_PATH, async (req, res) => {
    const origin = originFor(req);
    let job = cached.get(origin);
    if (!job) {
      const map = cached;
      job = build(origin);
      map.set(origin, job);
      job.catch(() => map.delete(origin));
    }
    const { body, etag } = await job;
    res.set({
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': 'inline; filename="calendar.ics"',
      'Cache-Control': `public, max-age=${MAX_AGE}`,
      ETag: etag,
    });
    if (req.headers['if-none-match'] === etag) return void res.status(304).end();
    res.send(body);
  });
  return r;
}
