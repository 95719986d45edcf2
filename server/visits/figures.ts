// The visitor figures as staff read them (GET /api/visits and its CSV): per Seoul day (views and unique visitors),
// the top pages, referrers, devices and languages over a span, and the admissions funnel of the open round — views of
// 모집요강, views of the application form, forms started (the consent step passed, counter.ts `started`) and
// applications submitted. Every figure is a count; nothing here names a visitor.
import { QueryTypes, type Sequelize } from 'sequelize';
import { windowState, type Round } from '../../domain/rounds.js';
import type { TrackCode } from '../../domain/programs.js';
import { seoulDay } from '../../domain/time.js';
import type { Funnel, VisitFigures } from '../../domain/visits.js';
export type { Funnel, VisitFigures };

/** Where each track's applicants read the guide and apply. */
export const FUNNEL_PATHS: Record<TrackCode, { recruit: string; receipt: string }> = {
  master: { recruit: '/entrance/recruit', receipt: '/receipt' },
  china_mba: { recruit: '/china/info_4', receipt: '/receipt/china-mba' },
};

/** The paths whose form's first step is counted (POST /api/visits/started names one). */
export const FORM_PATHS: readonly string[] = Object.values(FUNNEL_PATHS).map((p) => p.receipt);

const TOP = 20;

export async function visitFigures(
  sequelize: Sequelize,
  span: { from: string; to: string },
  rounds: Round[],
  at: Date,
): Promise<VisitFigures> {
  const q = <T extends object>(sql: string, bind: Record<string, unknown> = span) =>
    sequelize.query<T>(sql, { type: QueryTypes.SELECT, bind });
  const [days, pages, referrers, devices, languages] = await Promise.all([
    q<{ day: string; views: number; visitors: number }>(
      `SELECT to_char(d, 'YYYY-MM-DD') AS day,
              coalesce((SELECT sum(views) FROM page_visits WHERE day = d), 0)::int AS views,
              (coalesce((SELECT visitors FROM visit_days WHERE day = d), 0)
                 + (SELECT count(*) FROM visit_visitors WHERE day = d))::int AS visitors
         FROM generate_series($from::date, $to::date, interval '1 day') AS g(d)
        ORDER BY d`,
    ),
    q<{ path: string; views: number }>(
      `SELECT path, sum(views)::int AS views FROM page_visits WHERE day BETWEEN $from AND $to
        GROUP BY path ORDER BY views DESC, path LIMIT ${TOP}`,
    ),
    q<{ referrer: string; views: number }>(
      `SELECT referrer, sum(views)::int AS views FROM page_visits WHERE day BETWEEN $from AND $to
        GROUP BY referrer ORDER BY views DESC, referrer LIMIT ${TOP}`,
    ),
    q<{ device: string; views: number }>(
      `SELECT device, sum(views)::int AS views FROM page_visits WHERE day BETWEEN $from AND $to
        GROUP BY device ORDER BY views DESC, device`,
    ),
    q<{ lang: string; views: number }>(
      `SELECT lang, sum(views)::int AS views FROM page_visits WHERE day BETWEEN $from AND $to
        GROUP BY lang ORDER BY views DESC, lang LIMIT ${TOP}`,
    ),
  ]);
  const totals = days.reduce((t, d) => ({ views: t.views + d.views, visitors: t.visitors + d.visitors }), {
    views: 0,
    visitors: 0,
  });
  const funnels = await Promise.all(funnelRounds(rounds, at).map((r) => funnelOf(sequelize, r, at)));
  return { ...span, totals, days, pages, referrers, devices, languages, funnels };
}

/** The rounds open now; with none open, the one whose window closed last (its funnel is final). */
export function funnelRounds(rounds: Round[], at: Date): Round[] {
  const open = rounds.filter((r) => windowState(r, at) === 'open');
  if (open.length) return open;
  const closed = rounds.filter((r) => windowState(r, at) === 'closed');
  closed.sort((a, b) => Date.parse(b.applyEndAt) - Date.parse(a.applyEndAt));
  return closed.slice(0, 1);
}

async function funnelOf(sequelize: Sequelize, r: Round, at: Date): Promise<Funnel> {
  const open = windowState(r, at) === 'open';
  const from = seoulDay(r.applyStartAt);
  // applyEndAt is exclusive: its last day is the instant before.
  const to = seoulDay(open ? at : new Date(Date.parse(r.applyEndAt) - 1));
  const paths = r.tracks.map((t) => FUNNEL_PATHS[t.track]).filter(Boolean);
  const [row] = await sequelize.query<Omit<Funnel, 'round' | 'from' | 'to'>>(
    `SELECT
       (SELECT coalesce(sum(views), 0) FROM page_visits WHERE day BETWEEN $from AND $to AND path = ANY($recruit::text[]))::int AS "recruitViews",
       (SELECT coalesce(sum(views), 0) FROM page_visits WHERE day BETWEEN $from AND $to AND path = ANY($receipt::text[]))::int AS "receiptViews",
       (SELECT coalesce(sum(starts), 0) FROM form_starts WHERE day BETWEEN $from AND $to AND path = ANY($receipt::text[]))::int AS started,
       (SELECT count(*) FROM applications WHERE round_id = $round)::int AS submitted`,
    {
      type: QueryTypes.SELECT,
      bind: {
        from,
        to,
        round: r.id,
        recruit: [...new Set(paths.map((p) => p.recruit))],
        receipt: [...new Set(paths.map((p) => p.receipt))],
      },
    },
  );
  return {
    round: { id: r.id, name: r.name, applyStartAt: r.applyStartAt, applyEndAt: r.applyEndAt, open },
    from,
    to,
    ...row!,
  };
}
