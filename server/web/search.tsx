// /search and /china/search: the results page (server-rendered, no-store for the query's sake, noindex by
// robots.txt and meta) and GET /api/search-stats for the admin (the week's top queries and those that found nothing).
import { Router } from 'express';
import type { Sequelize } from 'sequelize';
import { QueryTypes } from 'sequelize';
import { h } from 'preact';
import { now } from '../../domain/clock.js';
import { parseQuery, SEARCH_KINDS, type SearchKind } from '../../domain/search.js';
import { seoulDay } from '../../domain/time.js';
import { renderPage } from '../../public-web/document.js';
import { SearchPage, type SearchView } from '../../public-web/views/search.js';
import type { SettingsCache } from '../cache/settings.js';
import type { MenuCache } from '../cache/menu.js';
import type { SiteChanges } from '../cache/site-events.js';
import { SearchEngine } from '../search/engine.js';
import { SearchStats } from '../search/stats.js';
import { sendHtmlOnce } from '../http/encoding.js';

const PER_GROUP = 5;
const PER_PAGE = 20;

export function searchPages(deps: {
  sequelize: Sequelize;
  events: SiteChanges;
  settings: SettingsCache;
  publicUrl: string;
  menu: MenuCache;
}) {
  const engine = new SearchEngine(deps.sequelize, deps.events);
  const stats = new SearchStats(deps.sequelize);
  const r = Router();
  for (const [action, lang] of [
    ['/search', 'ko'],
    ['/china/search', 'zh-Hans'],
  ] as const) {
    r.get(action, async (req, res) => {
      const q = parseQuery(req.query.q);
      const kindParam = typeof req.query.kind === 'string' ? req.query.kind : '';
      const only = (SEARCH_KINDS as string[]).includes(kindParam) ? (kindParam as SearchKind) : undefined;
      const pageNo = Math.min(500, Math.max(1, Number.parseInt(String(req.query.page ?? '1'), 10) || 1));
      const link = (extra: Record<string, string>) => `${action}?${new URLSearchParams({ q: q.text, ...extra })}`;
      let groups: SearchView['groups'] = [];
      if (!q.problem) {
        const found = await engine.search(q, lang, {
          only,
          perGroup: only ? PER_PAGE : PER_GROUP,
          offset: only ? (pageNo - 1) * PER_PAGE : 0,
        });
        groups = found.map((g) => ({
          ...g,
          more: !only && g.total > PER_GROUP ? link({ kind: g.kind }) : null,
        }));
        if (!only || pageNo === 1)
          stats.record(
            q.text,
            groups.reduce((n, g) => n + g.total, 0),
          );
      }
      const total = only ? (groups[0]?.total ?? 0) : 0;
      const view: SearchView = {
        action,
        query: q.text,
        problem: q.problem,
        groups,
        only: only
          ? {
              kind: only,
              back: link({}),
              prev: pageNo > 1 ? link({ kind: only, page: String(pageNo - 1) }) : null,
              next: pageNo * PER_PAGE < total ? link({ kind: only, page: String(pageNo + 1) }) : null,
            }
          : null,
      };
      const settings = await deps.settings.get();
      const html = renderPage({
        path: action,
        title: lang === 'ko' ? (q.text ? `‘${q.text}’ 검색 결과` : '통합검색') : '站内搜索',
        settings,
        menu: await deps.menu.get(),
        lang,
        origin: deps.publicUrl,
        seo: { noindex: true },
        children: h(SearchPage, { view, lang }),
      });
      sendHtmlOnce(req, res, html);
    });
  }
  return { router: r, stats };
}

/** GET /api/search-stats: the last seven Seoul days' top queries and the queries that found nothing. */
export async function searchStats(sequelize: Sequelize) {
  const today = seoulDay(now());
  const from = seoulDay(new Date(now().getTime() - 6 * 86_400_000));
  const rows = (sql: string) =>
    sequelize.query<{ query: string; count: number }>(sql, { type: QueryTypes.SELECT, bind: { from, today } });
  const [top, zero] = await Promise.all([
    rows(`SELECT query, sum(count)::int AS count FROM search_queries WHERE day BETWEEN $from AND $today
           GROUP BY query ORDER BY count DESC, query LIMIT 20`),
    rows(`SELECT query, sum(count)::int AS count FROM search_queries WHERE day BETWEEN $from AND $today
           GROUP BY query HAVING bool_and(results = 0) ORDER BY count DESC, query LIMIT 20`),
  ]);
  return { from, to: today, topQueries: top, zeroResults: zero };
}
