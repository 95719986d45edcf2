// The one home of the approvals table's SQL: a 승인 요청 opened (or, while one waits for the same page or post,
// brought up to date), read with the names around it, listed for the queue, decided. Writes run in the caller's
// transaction (the publish step's on 승인).
import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import { now } from '../../domain/clock.js';
import type { ApprovalKind, ApprovalStatus } from '../../domain/approvals.js';

export interface ApprovalRow {
  id: number;
  kind: ApprovalKind;
  page_id: number | null;
  post_id: number | null;
  /** A page's version, or a post's fields as the editor sent them (content sanitized). */
  proposed: Record<string, unknown>;
  publish_at: Date | null;
  note: string | null;
  status: ApprovalStatus;
  requested_by: number | null;
  requested_at: Date;
  decided_by: number | null;
  decided_at: Date | null;
  comment: string | null;
  requester_name: string | null;
  requester_email: string | null;
  decider_name: string | null;
  /** The page's path, or the post's board (enName). */
  place: string | null;
  /** The record's title as it is now (public or draft). */
  title: string | null;
}

const SELECT = `
  SELECT a.*, ru.name AS requester_name, ru.email AS requester_email, du.name AS decider_name,
         COALESCE(g.path, b.en_name) AS place, COALESCE(g.title, p.title) AS title
    FROM approvals a
    LEFT JOIN users ru ON ru.id = a.requested_by
    LEFT JOIN users du ON du.id = a.decided_by
    LEFT JOIN pages g ON g.id = a.page_id
    LEFT JOIN posts p ON p.id = a.post_id
    LEFT JOIN boards b ON b.id = p.board_id`;

const recordColumn = (kind: ApprovalKind) => (kind === 'page' ? 'page_id' : 'post_id');

/**
 * Opens a 승인 요청 for the record, or brings the one still waiting for it up to date (what is proposed, when, by
 * whom); the caller has the record's row locked. Answers its id and whether one was waiting already.
 */
export async function openApproval(
  sequelize: Sequelize,
  t: Transaction,
  a: {
    kind: ApprovalKind;
    recordId: number;
    proposed: Record<string, unknown>;
    publishAt: Date | null;
    note: string | null;
    requestedBy: number;
  },
): Promise<{ id: number; replaced: boolean }> {
  const column = recordColumn(a.kind);
  const bind = {
    kind: a.kind,
    recordId: a.recordId,
    proposed: JSON.stringify(a.proposed),
    publishAt: a.publishAt,
    note: a.note,
    by: a.requestedBy,
    now: now(),
  };
  const [waiting] = await sequelize.query<{ id: number }>(
    `UPDATE approvals SET proposed = $proposed::jsonb, publish_at = $publishAt, note = $note, requested_by = $by,
            requested_at = $now
      WHERE ${column} = $recordId AND status = 'pending' RETURNING id`,
    { bind, type: QueryTypes.SELECT, transaction: t },
  );
  if (waiting) return { id: waiting.id, replaced: true };
  const [row] = await sequelize.query<{ id: number }>(
    `INSERT INTO approvals (kind, ${column}, proposed, publish_at, note, status, requested_by, requested_at)
     VALUES ($kind, $recordId, $proposed::jsonb, $publishAt, $note, 'pending', $by, $now) RETURNING id`,
    { bind, type: QueryTypes.SELECT, transaction: t },
  );
  return { id: row.id, replaced: false };
}

/** One 승인 요청; with a transaction, its row locked (a decision takes it once). */
export async function findApproval(sequelize: Sequelize, id: number, t?: Transaction): Promise<ApprovalRow | null> {
  if (t) await sequelize.query('SELECT id FROM approvals WHERE id = $id FOR UPDATE', { bind: { id }, transaction: t });
  const [row] = await sequelize.query<ApprovalRow>(`${SELECT} WHERE a.id = $id`, {
    bind: { id },
    type: QueryTypes.SELECT,
    transaction: t,
  });
  return row ?? null;
}

export interface ApprovalListFilter {
  status?: ApprovalStatus;
  kind?: ApprovalKind;
  /** Only the requests of this account (an editor who is not an approver sees their own). */
  requestedBy?: number;
}

export const APPROVAL_SORTABLE: Record<string, string> = {
  id: 'a.id',
  requestedAt: 'a.requested_at',
  decidedAt: 'a.decided_at',
  status: 'a.status',
};

export async function listApprovals(
  sequelize: Sequelize,
  f: ApprovalListFilter,
  q: { sortColumn: string; sortOrder: 'ASC' | 'DESC'; offset: number; limit: number },
): Promise<{ rows: ApprovalRow[]; total: number }> {
  const where: string[] = ['TRUE'];
  const bind: Record<string, unknown> = {};
  if (f.status) {
    where.push('a.status = $status');
    bind.status = f.status;
  }
  if (f.kind) {
    where.push('a.kind = $kind');
    bind.kind = f.kind;
  }
  if (f.requestedBy !== undefined) {
    where.push('a.requested_by = $requestedBy');
    bind.requestedBy = f.requestedBy;
  }
  const w = where.join(' AND ');
  const rows = await sequelize.query<ApprovalRow>(
    `${SELECT} WHERE ${w} ORDER BY ${q.sortColumn} ${q.sortOrder} NULLS LAST, a.id DESC OFFSET $offset LIMIT $limit`,
    { bind: { ...bind, offset: q.offset, limit: q.limit }, type: QueryTypes.SELECT },
  );
  const [{ total }] = await sequelize.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM approvals a WHERE ${w}`,
    { bind, type: QueryTypes.SELECT },
  );
  return { rows, total };
}

/** Records the decision on a waiting request (the caller locked it and checked it waits). */
export async function decideApproval(
  sequelize: Sequelize,
  t: Transaction,
  id: number,
  d: { status: Exclude<ApprovalStatus, 'pending'>; by: number; comment: string | null },
): Promise<void> {
  await sequelize.query(
    `UPDATE approvals SET status = $status, decided_by = $by, decided_at = $now, comment = $comment
      WHERE id = $id AND status = 'pending'`,
    { bind: { id, ...d, now: now() }, transaction: t },
  );
}

/** The newest 승인 요청 of a page or a post (what its editor sees: waiting, or the last decision with its comment). */
export async function latestApprovalOf(
  sequelize: Sequelize,
  kind: ApprovalKind,
  recordId: number,
): Promise<ApprovalRow | null> {
  const [row] = await sequelize.query<ApprovalRow>(
    `${SELECT} WHERE a.${recordColumn(kind)} = $recordId ORDER BY a.requested_at DESC, a.id DESC LIMIT 1`,
    { bind: { recordId }, type: QueryTypes.SELECT },
  );
  return row ?? null;
}

/** How many requests wait (the dashboard and the menu's badge). */
export async function countPendingApprovals(sequelize: Sequelize): Promise<number> {
  const [row] = await sequelize.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM approvals WHERE status = 'pending'`,
    { type: QueryTypes.SELECT },
  );
  return row.n;
}
