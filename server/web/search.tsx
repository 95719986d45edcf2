// /search and /china/search: the results page (server-rendered, no-store for the query's sake, noindex by
// robots.txt and meta). What visitors search for is recorded in `stats`, which GET /api/search-stats reads.
import { Router } from 'express';
import type { Sequelize } from 'sequelize';
import { h } from 'preact';
import { parseQuery, SEARCH_KINDS, type SearchKind } from '../../domain/search.js';
import { renderPage } from '../../public-web/document.js';
import { SearchPage, type SearchView } from '../../public-web/views/search.js';
import type { SettingsCache } from '../cache/settings.js';
import type { MenuCache } from '../cache/menu.js';
import type { SiteChanges } from '../cache/site-events.js';
import { SearchEngine } from '../search/engine.js';
import type { SearchStats } from '../search/stats.js';
import { sendHtmlOnce } from '../http/encoding.js';

const PER_GROUP = 5;
const PER_PAGE = 20;

export interface SearchPageDeps {
  sequelize: Sequelize;
  events: SiteChanges;
  settings: SettingsCache;
  publicUrl: string;
  menu: MenuCache;
  /** This process's gathering of searches (GET /api/search-stats writes it out before it reads the week). */
  stats: SearchStats;
}

export function searchPages(deps: SearchPageDeps): Router {
  const { stats } = deps;
  const engine = new SearchEngine(deps.sequelize, deps.events);
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
      let best: SearchView['best'] = [];
      if (!q.problem) {
        const found = await engine.search(q, lang, {
          only,
          perGroup: only ? PER_PAGE : PER_GROUP,
          offset: only ? (pageNo - 1) * PER_PAGE : 0,
        });
        best = found.best;
        groups = found.groups.map((g) => ({
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
        best,
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
  return r;
}
