// GET /api/search-stats: what visitors searched for in the last seven Seoul days, for the admin home (area
// 'dashboard'): the top queries and those that found nothing, text and count only (server/search/stats.ts).
import { Router } from 'express';
import type { Sequelize } from 'sequelize';
import type { AuthKit } from '../../auth/passport.js';
import { weekOfSearches, type SearchStats } from '../../search/stats.js';

export interface SearchStatsApiDeps {
  auth: AuthKit;
  sequelize: Sequelize;
  /** This process's gathering of searches, the one the search pages record into. */
  stats: SearchStats;
}

export function searchStatsApi({ auth, sequelize, stats }: SearchStatsApiDeps): Router {
  const r = Router();
  r.get('/', ...auth.allow('dashboard'), async (_req, res) => {
    // What this process gathered is written first, so the figures include the last few seconds.
    await stats.flush();
    res.json(await weekOfSearches(sequelize));
  });
  return r;
}
