// GET /api/dashboard: the admin home's figures — posts, new applications, active popups, recent posts.
// Applications and popups belong to other parts of the site: they are counted only when their tables exist.
import { Router } from 'express';
import { QueryTypes, type Sequelize } from 'sequelize';
import type { AuthKit } from '../../auth/passport.js';
import { logger } from '../../logger.js';

const ACTIVE = ['is_active', 'active', 'enabled'];
const STARTS = ['start_at', 'starts_at', 'start_date', 'begin_at'];
const ENDS = ['end_at', 'ends_at', 'end_date'];

export function dashboardApi({ auth, sequelize }: { auth: AuthKit; sequelize: Sequelize }): Router {
  const r = Router();
  const one = async <T extends object>(sql: string, bind: unknown[] = []): Promise<T> =>
    (await sequelize.query<T>(sql, { type: QueryTypes.SELECT, bind }))[0] as T;
  const columnsOf = async (table: string): Promise<string[] | null> => {
    const exists = await one<{ t: string | null }>('SELECT to_regclass($1)::text AS t', [table]);
    if (!exists.t) return null;
    const cols = await sequelize.query<{ c: string }>('SELECT column_name AS c FROM information_schema.columns WHERE table_name = $1', {
      type: QueryTypes.SELECT,
      bind: [table],
    });
    return cols.map((c) => c.c);
  };
  /** A count that must not take the dashboard down if another part's table looks different. */
  const guarded = async (what: string, run: () => Promise<number | null>): Promise<number | null> => {
    try {
      return await run();
    } catch (err) {
      logger.warn({ err, what }, '대시보드 집계를 건너뜁니다.');
      return null;
    }
  };

  r.get('/', ...auth.requireAdmin, async (_req, res) => {
    const posts = await one<{ total: number; week: number; scheduled: number }>(
      `SELECT count(*)::int AS total,
              count(*) FILTER (WHERE published_at > now() - interval '7 days' AND published_at <= now())::int AS week,
              count(*) FILTER (WHERE published_at > now())::int AS scheduled
         FROM posts WHERE deleted_at IS NULL`,
    );
    const boards = await sequelize.query<{ enName: string; name: string; kind: string; count: number }>(
      `SELECT b.en_name AS "enName", b.name, b.kind, count(p.id)::int AS count
         FROM boards b LEFT JOIN posts p ON p.board_id = b.id AND p.deleted_at IS NULL
        GROUP BY b.id ORDER BY b.sort_order, b.id`,
      { type: QueryTypes.SELECT },
    );
    const recent = await sequelize.query(
      `SELECT p.id, p.title, p.published_at AS "publishedAt", p.is_notice AS "isNotice", b.en_name AS "boardEnName", b.name AS "boardName"
         FROM posts p JOIN boards b ON b.id = p.board_id
        WHERE p.deleted_at IS NULL ORDER BY p.published_at DESC, p.id DESC LIMIT 8`,
      { type: QueryTypes.SELECT },
    );
    const applications = await guarded('applications', async () => {
      const cols = await columnsOf('applications');
      if (!cols) return null;
      const since = cols.includes('created_at') ? "WHERE created_at > now() - interval '7 days'" : '';
      return (await one<{ n: number }>(`SELECT count(*)::int AS n FROM applications ${since}`)).n;
    });
    const popups = await guarded('popups', async () => {
      const cols = await columnsOf('popups');
      if (!cols) return null;
      // Column names come from a fixed list, never from input.
      const conds = [ACTIVE.find((c) => cols.includes(c)), STARTS.find((c) => cols.includes(c)), ENDS.find((c) => cols.includes(c))];
      const where = [conds[0], conds[1] && `${conds[1]} <= now()`, conds[2] && `${conds[2]} > now()`].filter(Boolean);
      if (cols.includes('deleted_at')) where.push('deleted_at IS NULL');
      return (await one<{ n: number }>(`SELECT count(*)::int AS n FROM popups ${where.length ? `WHERE ${where.join(' AND ')}` : ''}`)).n;
    });
    res.json({ posts, boards, recentPosts: recent, applications: applications === null ? null : { lastWeek: applications }, popups: popups === null ? null : { active: popups } });
  });
  return r;
}
