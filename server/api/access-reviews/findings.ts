// The findings of one month of the access log of applications (접속기록 점검), by the rules of
// domain/access-review.ts: access outside working hours, heavy viewing in a day, exports and downloads with their
// reasons, and access by accounts whose role does not need applicants' data.
import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import {
  DAILY_VIEW_LIMIT,
  REVIEWED_ACTIONS,
  WORK_HOURS,
  isExportOrDownload,
  monthRange,
  outsideNeed,
  OUTSIDE_NEED_LABELS,
  type FindingCounts,
  type OutsideNeed,
  type ReviewMonth,
} from '../../../domain/access-review.js';
import { SEOUL_TZ } from '../../../domain/time.js';

/** At most this many rows of one list are sent; the count is always the whole month's. */
export const MAX_ROWS = 1000;

export interface AccessRow {
  id: number;
  at: string;
  userId: number | null;
  userLogin: string | null;
  userName: string | null;
  ip: string | null;
  action: string;
  receiptNo: string | null;
}
export interface ExportRow extends AccessRow {
  reason: string | null;
  /** export: "12건 · xlsx"; download: the document's file name */
  what: string;
}
export interface HeavyViewingRow {
  userId: number | null;
  userLogin: string | null;
  userName: string | null;
  day: string;
  count: number;
}
export interface OutsideRoleRow {
  userId: number;
  userLogin: string | null;
  userName: string | null;
  role: string | null;
  why: OutsideNeed;
  whyLabel: string;
  accesses: number;
  firstAt: string;
  lastAt: string;
}

export interface Findings {
  offHours: { count: number; rows: AccessRow[] };
  heavyViewing: { count: number; rows: HeavyViewingRow[] };
  exports: { count: number; rows: ExportRow[] };
  outsideRole: { count: number; rows: OutsideRoleRow[] };
}

type RawAccess = Omit<AccessRow, 'at' | 'id'> & { id: string; createdAt: Date; detail: Record<string, unknown> };

const ACCESS_COLUMNS = `id, created_at AS "createdAt", user_id AS "userId", user_login AS "userLogin",
  user_name AS "userName", ip, action, receipt_no AS "receiptNo"`;

const accessRow = (r: RawAccess): AccessRow => ({
  id: Number(r.id),
  at: r.createdAt.toISOString(),
  userId: r.userId,
  userLogin: r.userLogin,
  userName: r.userName,
  ip: r.ip,
  action: r.action,
  receiptNo: r.receiptNo,
});

function exportRow(r: RawAccess): ExportRow {
  const d = r.detail;
  const what =
    r.action === 'export'
      ? `${Number(d.count ?? 0)}건 · ${String(d.format ?? '')}`
      : String(d.file ?? d.document ?? '');
  return { ...accessRow(r), reason: typeof d.reason === 'string' ? d.reason : null, what };
}

export async function monthFindings(
  sequelize: Sequelize,
  month: ReviewMonth,
  transaction?: Transaction,
): Promise<Findings> {
  const { start, end } = monthRange(month);
  const bind = { start, end, tz: SEOUL_TZ, actions: [...REVIEWED_ACTIONS] };
  const select = <T extends object>(sql: string, extra: Record<string, unknown> = {}) =>
    sequelize.query<T>(sql, { type: QueryTypes.SELECT, bind: { ...bind, ...extra }, transaction });
  const inMonth = (t = '') =>
    `${t}created_at >= $start AND ${t}created_at < $end AND ${t}action = ANY($actions::text[])`;

  // a. Outside 08:00–20:00 in Seoul: the hour of the Seoul wall clock before the window's start or from its end.
  const seoulHour = `extract(hour FROM created_at AT TIME ZONE $tz::text)`;
  const offHoursWhere = `${inMonth()} AND (${seoulHour} < $from OR ${seoulHour} >= $until)`;
  const hours = { from: WORK_HOURS.start, until: WORK_HOURS.end };
  const [offCount] = await select<{ n: number }>(
    `SELECT count(*)::int AS n FROM application_access_logs WHERE ${offHoursWhere}`,
    hours,
  );
  const offRows = await select<RawAccess>(
    `SELECT ${ACCESS_COLUMNS}, detail FROM application_access_logs WHERE ${offHoursWhere}
      ORDER BY created_at, id LIMIT ${MAX_ROWS}`,
    hours,
  );

  // b. More than DAILY_VIEW_LIMIT distinct applications viewed by one person in one Seoul day.
  const heavy = await select<HeavyViewingRow>(
    `SELECT user_id AS "userId", max(user_login) AS "userLogin", max(user_name) AS "userName",
            to_char(created_at AT TIME ZONE $tz::text, 'YYYY-MM-DD') AS day,
            count(DISTINCT application_id)::int AS count
       FROM application_access_logs
      WHERE created_at >= $start AND created_at < $end AND action = 'view' AND application_id IS NOT NULL
      GROUP BY user_id, day
     HAVING count(DISTINCT application_id) > $limit
      ORDER BY day, count DESC, "userLogin"`,
    { limit: DAILY_VIEW_LIMIT },
  );

  // c. Every export and document download, with the reason given.
  const exportRows = (
    await select<RawAccess>(
      `SELECT ${ACCESS_COLUMNS}, detail FROM application_access_logs
        WHERE created_at >= $start AND created_at < $end AND action IN ('export', 'download')
        ORDER BY created_at, id`,
    )
  ).filter((r) => isExportOrDownload(r.action, r.detail));

  // d. Access by an account whose role does not need applicants' data, or which is no longer staff.
  const people = await select<{
    userId: number;
    userLogin: string | null;
    userName: string | null;
    accesses: number;
    firstAt: Date;
    lastAt: Date;
    exists: boolean;
    role: string | null;
    active: boolean;
  }>(
    `SELECT l.user_id AS "userId", max(l.user_login) AS "userLogin", max(l.user_name) AS "userName",
            count(*)::int AS accesses, min(l.created_at) AS "firstAt", max(l.created_at) AS "lastAt",
            u.id IS NOT NULL AS exists, u.role,
            coalesce(u.deleted_at IS NULL AND u.password_hash IS NOT NULL AND u.active, false) AS active
       FROM application_access_logs l LEFT JOIN users u ON u.id = l.user_id
      WHERE ${inMonth('l.')} AND l.user_id IS NOT NULL
      GROUP BY l.user_id, u.id
      ORDER BY "userLogin"`,
  );
  const outside = people.flatMap((p): OutsideRoleRow[] => {
    const why = outsideNeed(p.exists ? { role: p.role ?? 'user', active: p.active } : null);
    if (!why) return [];
    const { exists: _e, active: _a, firstAt, lastAt, ...rest } = p;
    return [
      {
        ...rest,
        why,
        whyLabel: OUTSIDE_NEED_LABELS[why],
        firstAt: firstAt.toISOString(),
        lastAt: lastAt.toISOString(),
      },
    ];
  });

  return {
    offHours: { count: offCount?.n ?? 0, rows: offRows.map(accessRow) },
    heavyViewing: { count: heavy.length, rows: heavy },
    exports: { count: exportRows.length, rows: exportRows.slice(0, MAX_ROWS).map(exportRow) },
    outsideRole: { count: outside.length, rows: outside },
  };
}

export const countsOf = (f: Findings): FindingCounts => ({
  offHours: f.offHours.count,
  heavyViewing: f.heavyViewing.count,
  exports: f.exports.count,
  outsideRole: f.outsideRole.count,
});
