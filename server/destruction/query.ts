// Reading the 파기 대장: rows by month and kind, each with the backups that still hold what it destroyed (the good
// copies taken before it and not yet rotated out), the months with their sign-off, and the sign-off itself (once a
// month, after it is over, by the 최고관리자 as 개인정보 보호책임자; append-only like the register).
import { QueryTypes, type Sequelize } from 'sequelize';
import type { DestructionActorType } from '../../domain/destruction.js';
import {
  formatReviewMonth,
  isMonthOver,
  monthRange,
  monthsBetween,
  reviewMonthLabel,
  reviewMonthOf,
  type ReviewMonth,
} from '../../domain/access-review.js';
import { now } from '../../domain/clock.js';
import {
  DESTRUCTION_JOBS,
  destructionKindLabel,
  destructionMethodLabel,
  type DestructionKind,
} from '../../domain/destruction.js';
import { keptBackups } from '../backups/store.js';

export interface DestructionFilter {
  month?: ReviewMonth;
  kind?: DestructionKind;
}

interface Raw {
  id: number;
  at: Date;
  kind: string;
  count: number;
  files: number;
  rule: string;
  method: string;
  actorType: DestructionActorType;
  job: string | null;
  actorId: number | null;
  actorLogin: string | null;
  actorName: string | null;
  detail: Record<string, unknown>;
}

function whereOf(f: DestructionFilter): { sql: string; bind: Record<string, unknown> } {
  const parts: string[] = [];
  const bind: Record<string, unknown> = {};
  if (f.month) {
    const { start, end } = monthRange(f.month);
    parts.push('at >= $start AND at < $end');
    Object.assign(bind, { start, end });
  }
  if (f.kind) {
    parts.push('kind = $kind');
    bind.kind = f.kind;
  }
  return { sql: parts.length ? `WHERE ${parts.join(' AND ')}` : '', bind };
}

const COLUMNS = `id, at, kind, count, files, rule, method, actor_type AS "actorType", job, actor_id AS "actorId",
  actor_login AS "actorLogin", actor_name AS "actorName", detail`;

export async function listDestructions(
  sequelize: Sequelize,
  f: DestructionFilter,
  page: { order: 'ASC' | 'DESC'; offset: number; limit: number | null },
) {
  const where = whereOf(f);
  const rows = await sequelize.query<Raw>(
    `SELECT ${COLUMNS} FROM destruction_records ${where.sql} ORDER BY id ${page.order}
     OFFSET $offset ${page.limit === null ? '' : 'LIMIT $limit'}`,
    {
      bind: { ...where.bind, offset: page.offset, ...(page.limit === null ? {} : { limit: page.limit }) },
      type: QueryTypes.SELECT,
    },
  );
  const [{ n }] = await sequelize.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM destruction_records ${where.sql}`,
    { bind: where.bind, type: QueryTypes.SELECT },
  );
  const kept = await keptBackups(sequelize);
  return {
    total: n,
    rows: rows.map((r) => ({
      id: r.id,
      at: r.at.toISOString(),
      kind: r.kind,
      kindLabel: destructionKindLabel(r.kind),
      count: r.count,
      files: r.files,
      rule: r.rule,
      method: r.method,
      methodLabel: destructionMethodLabel(r.method),
      actorType: r.actorType,
      job: r.job,
      actorId: r.actorId,
      actorLogin: r.actorLogin,
      actorName: r.actorName,
      by: r.job ? (DESTRUCTION_JOBS[r.job] ?? r.job) : `${r.actorName ?? ''}(${r.actorLogin ?? ''})`,
      detail: r.detail,
      // Rows destroyed in the database live on in the copies taken before, until each rotates out.
      heldInBackups:
        r.method === 'database'
          ? kept.filter((b) => b.startedAt < r.at).map((b) => ({ file: b.file, takenAt: b.startedAt.toISOString() }))
          : [],
    })),
  };
}

export interface DestructionSignOff {
  month: string;
  signedBy: number | null;
  signedByLogin: string | null;
  signedByName: string | null;
  note: string;
  recordCount: number;
  lastRecordId: number | null;
  signedAt: string;
}

const SIGN_COLUMNS = `trim(month) AS month, signed_by AS "signedBy", signed_by_login AS "signedByLogin",
  signed_by_name AS "signedByName", note, record_count AS "recordCount", last_record_id AS "lastRecordId",
  signed_at AS "signedAt"`;

type RawSign = Omit<DestructionSignOff, 'signedAt'> & { signedAt: Date };
const presentSign = (r: RawSign): DestructionSignOff => ({ ...r, signedAt: r.signedAt.toISOString() });

export async function signOffOf(sequelize: Sequelize, month: ReviewMonth): Promise<DestructionSignOff | null> {
  const [row] = await sequelize.query<RawSign>(
    `SELECT ${SIGN_COLUMNS} FROM destruction_sign_offs WHERE month = $month`,
    { bind: { month: formatReviewMonth(month) }, type: QueryTypes.SELECT },
  );
  return row ? presentSign(row) : null;
}

/** The months from the first entry to the current one (newest first), with their counts and sign-off. */
export async function destructionMonths(sequelize: Sequelize) {
  const [first] = await sequelize.query<{ at: Date | null }>('SELECT min(at) AS at FROM destruction_records', {
    type: QueryTypes.SELECT,
  });
  const counts = await sequelize.query<{ month: string; n: number }>(
    `SELECT to_char(at AT TIME ZONE 'Asia/Seoul', 'YYYY-MM') AS month, count(*)::int AS n
       FROM destruction_records GROUP BY 1`,
    { type: QueryTypes.SELECT },
  );
  const signs = await sequelize.query<RawSign>(`SELECT ${SIGN_COLUMNS} FROM destruction_sign_offs`, {
    type: QueryTypes.SELECT,
  });
  const current = reviewMonthOf(now());
  const from = first?.at ? reviewMonthOf(first.at) : current;
  return monthsBetween(from, current).map((m) => {
    const id = formatReviewMonth(m);
    const s = signs.find((x) => x.month === id);
    return {
      id,
      month: id,
      label: reviewMonthLabel(m),
      over: isMonthOver(m, now()),
      records: counts.find((c) => c.month === id)?.n ?? 0,
      signOff: s ? presentSign(s) : null,
    };
  });
}

/** Signs a month that is over; null when it was signed before (the caller answers 409). */
export async function signMonth(
  sequelize: Sequelize,
  month: ReviewMonth,
  user: { id: number; loginId: string | null; name: string | null },
  note: string,
): Promise<DestructionSignOff | null> {
  const { start, end } = monthRange(month);
  const [row] = await sequelize.query<RawSign>(
    `INSERT INTO destruction_sign_offs
       (month, signed_by, signed_by_login, signed_by_name, note, record_count, last_record_id, signed_at)
     SELECT $month, $userId, $login, $name, $note, count(*)::int, max(id), $now
       FROM destruction_records WHERE at >= $start AND at < $end
     ON CONFLICT (month) DO NOTHING
     RETURNING ${SIGN_COLUMNS}`,
    {
      type: QueryTypes.SELECT,
      bind: {
        month: formatReviewMonth(month),
        userId: user.id,
        login: user.loginId,
        name: user.name,
        note,
        now: now(),
        start,
        end,
      },
    },
  );
  return row ? presentSign(row) : null;
}
