// GET /api/dashboard: the admin home's figures — posts and pages scheduled, new applications, active popups, recent posts, and the
// open rounds' counts (rounds.ts; by status only for the roles that read applications), and the rounds whose
// results wait for 결과 확정 (results-confirm.ts; for the roles that read rounds), and the 입학상담 questions
// waiting for an answer, the 개인정보 요청 due within 3 days, the Chinese pages whose translation needs a check, and
// the count of 깨진 링크.
import { Router } from 'express';
import { QueryTypes, type Sequelize } from 'sequelize';
import { currentUser, type AuthKit } from '../../auth/passport.js';
import { requestScope } from '../../auth/scope.js';
import { can } from '../../../domain/roles.js';
import { now } from '../../../domain/clock.js';
import { roundCards } from './rounds.js';
import { resultsToConfirm } from './results-confirm.js';
import { waitingCount } from '../../questions/store.js';
import { countScheduledPages } from '../../stored-pages/store.js';
import { countStaleTranslations } from '../../stored-pages/translation-store.js';
import { countPendingApprovals } from '../../approvals/store.js';
import { isApprover } from '../../../domain/approvals.js';
import { supplementsWaiting } from './supplements.js';
import { roundsMissingChinese } from '../../rounds/zh-gaps.js';
import { dueSoon } from '../../privacy-requests/store.js';
import { WARN_DAYS } from '../../../domain/privacy-requests.js';
import { countBrokenLinks } from '../../link-check/store.js';

export interface DashboardApiDeps {
  auth: AuthKit;
  sequelize: Sequelize;
}

export function dashboardApi({ auth, sequelize }: DashboardApiDeps): Router {
  const r = Router();
  const one = async <T extends object>(sql: string): Promise<T> =>
    (await sequelize.query<T>(sql, { type: QueryTypes.SELECT, bind: { now: now() } }))[0] as T;

  r.get('/', ...auth.allow('dashboard'), async (req, res) => {
    // A scoped editor (담당 범위) is shown its own boards and their recent posts, and no 입학상담 count.
    const scope = requestScope(req);
    const posts = await one<{ total: number; week: number; scheduled: number }>(
      `SELECT count(*)::int AS total,
              count(*) FILTER (WHERE published_at > $now::timestamptz - interval '7 days' AND published_at <= $now)::int AS week,
              count(*) FILTER (WHERE published_at > $now AND NOT is_draft)::int AS scheduled
         FROM posts WHERE deleted_at IS NULL`,
    );
    const allBoards = await sequelize.query<{ enName: string; name: string; kind: string; count: number }>(
      `SELECT b.en_name AS "enName", b.name, b.kind, count(p.id)::int AS count
         FROM boards b LEFT JOIN posts p ON p.board_id = b.id AND p.deleted_at IS NULL
        GROUP BY b.id ORDER BY b.sort_order, b.id`,
      { type: QueryTypes.SELECT },
    );
    const boards = scope ? allBoards.filter((b) => scope.boards.includes(b.enName)) : allBoards;
    const recent = await sequelize.query(
      `SELECT p.id, p.title, p.published_at AS "publishedAt", p.is_notice AS "isNotice", b.en_name AS "boardEnName", b.name AS "boardName"
         FROM posts p JOIN boards b ON b.id = p.board_id
        WHERE p.deleted_at IS NULL AND ($boards::text[] IS NULL OR b.en_name = ANY($boards::text[]))
        ORDER BY p.published_at DESC, p.id DESC LIMIT 8`,
      { type: QueryTypes.SELECT, bind: { boards: scope?.boards ?? null } },
    );
    // 신규 = received and not yet looked at (status 접수); lastWeek = submitted in the last 7 days.
    const applications = await one<{ new: number; lastWeek: number; total: number }>(
      `SELECT count(*) FILTER (WHERE status = 'received')::int AS new,
              count(*) FILTER (WHERE submitted_at > $now::timestamptz - interval '7 days')::int AS "lastWeek",
              count(*)::int AS total
         FROM applications`,
    );
    const popups = await one<{ active: number; scheduled: number }>(
      `SELECT count(*) FILTER (WHERE start_at <= $now)::int AS active, count(*) FILTER (WHERE start_at > $now)::int AS scheduled
         FROM popups WHERE active AND end_at > $now`,
    );
    // 예약 counts what will appear by itself later: posts and pages alike (pages for the roles that write them);
    // 번역 확인 필요 the Chinese pages whose Korean counterpart changed since (for the same roles).
    const readsPages = can(currentUser(req).role, 'pages', 'read');
    const pages = {
      scheduled: readsPages ? await countScheduledPages(sequelize, now()) : 0,
      translationStale: readsPages ? await countStaleTranslations(sequelize) : 0,
    };
    res.json({
      posts,
      pages,
      boards,
      recentPosts: recent,
      applications,
      popups,
      rounds: await roundCards(sequelize, can(currentUser(req).role, 'applications', 'read')),
      resultsToConfirm: can(currentUser(req).role, 'rounds', 'read') ? await resultsToConfirm(sequelize) : [],
      // 승인 요청 waiting for a decision (null for an account that does not decide them).
      approvalsWaiting: isApprover(currentUser(req)) ? await countPendingApprovals(sequelize) : null,
      // 입학상담 questions waiting for an answer (null for a role that does not read them).
      questionsWaiting:
        can(currentUser(req).role, 'questions', 'read') && !scope ? await waitingCount(sequelize) : null,
      supplementsWaiting: can(currentUser(req).role, 'applications', 'read') ? await supplementsWaiting(sequelize) : 0,
      // Rounds whose Chinese applicants would read a Korean text (an empty Chinese field), for the roles that edit them.
      roundsMissingChinese: can(currentUser(req).role, 'rounds', 'read') ? await roundsMissingChinese() : [],
      // 깨진 링크 the last link check found (null for a role that does not read the report).
      brokenLinks: can(currentUser(req).role, 'linkChecks', 'read') ? await countBrokenLinks(sequelize, scope) : null,
      // 개인정보 요청 due within WARN_DAYS days or overdue (the 10-day limit of 개인정보 보호법 시행령 제41조 등).
      privacyRequestsDue: can(currentUser(req).role, 'privacyRequests', 'read')
        ? (await dueSoon(sequelize, currentUser(req).role, WARN_DAYS)).map((r) => ({
            id: r.id,
            kindLabel: r.kindLabel,
            dueDay: r.dueDay,
            daysLeft: r.daysLeft,
          }))
        : [],
    });
  });
  return r;
}
