// The sign-offs of the monthly review (table access_reviews): a month is signed once, after it is over, by a
// reviewer with a note; the finding counts are kept as the reviewer saw them.
import { QueryTypes, type Sequelize } from 'sequelize';
import { z } from 'zod';
import {
  formatReviewMonth,
  isMonthOver,
  reviewMonthLabel,
  type FindingCounts,
  type ReviewMonth,
} from '../../../domain/access-review.js';
import { now } from '../../../domain/clock.js';
import { formatDateTime } from '../../../domain/time.js';
import type { User } from '../../../db/models/index.js';
import { badRequest, conflict } from '../../http/errors.js';
import { countsOf, monthFindings } from './findings.js';

export const signOffSchema = z.strictObject({
  note: z
    .string({ error: '점검 의견을 입력해주세요.' })
    .trim()
    .min(1, { error: '점검 의견을 입력해주세요.' })
    .max(2000, { error: '2000자 이하로 입력해주세요.' }),
});
export const signOffLabels = { note: '점검 의견' };

export interface SignOff {
  month: string;
  signedBy: number | null;
  signedByLogin: string | null;
  signedByName: string | null;
  note: string;
  counts: FindingCounts;
  signedAt: string;
}

type Raw = Omit<SignOff, 'signedAt'> & { signedAt: Date };

const COLUMNS = `trim(month) AS month, signed_by AS "signedBy", signed_by_login AS "signedByLogin",
  signed_by_name AS "signedByName", note, counts, signed_at AS "signedAt"`;

const present = (r: Raw): SignOff => ({ ...r, signedAt: r.signedAt.toISOString() });

export async function allSignOffs(sequelize: Sequelize): Promise<Map<string, SignOff>> {
  const rows = await sequelize.query<Raw>(`SELECT ${COLUMNS} FROM access_reviews`, { type: QueryTypes.SELECT });
  return new Map(rows.map((r) => [r.month, present(r)]));
}

export async function signOffOf(sequelize: Sequelize, month: ReviewMonth): Promise<SignOff | null> {
  const [row] = await sequelize.query<Raw>(`SELECT ${COLUMNS} FROM access_reviews WHERE month = $month`, {
    type: QueryTypes.SELECT,
    bind: { month: formatReviewMonth(month) },
  });
  return row ? present(row) : null;
}

const alreadySigned = (month: ReviewMonth, s: SignOff) =>
  conflict(
    `${reviewMonthLabel(month)}은 이미 점검을 마쳤습니다. (${s.signedByName ?? s.signedByLogin ?? '알 수 없음'}, ${formatDateTime(s.signedAt)})`,
  );

/** Signs `month` off as `user`: 400 while the month is not over, 409 when it was signed before. */
export async function signOff(sequelize: Sequelize, month: ReviewMonth, user: User, note: string): Promise<SignOff> {
  if (!isMonthOver(month, now()))
    throw badRequest(
      `${reviewMonthLabel(month)}은 아직 끝나지 않아 점검을 마칠 수 없습니다. 다음 달부터 서명해주세요.`,
    );
  const before = await signOffOf(sequelize, month);
  if (before) throw alreadySigned(month, before);
  const row = await sequelize.transaction(async (transaction) => {
    const counts = countsOf(await monthFindings(sequelize, month, transaction));
    const [inserted] = await sequelize.query<Raw>(
      `INSERT INTO access_reviews (month, signed_by, signed_by_login, signed_by_name, note, counts, signed_at)
       VALUES ($month, $userId, $login, $name, $note, $counts::jsonb, $now)
       ON CONFLICT (month) DO NOTHING
       RETURNING ${COLUMNS}`,
      {
        type: QueryTypes.SELECT,
        transaction,
        bind: {
          month: formatReviewMonth(month),
          userId: user.id,
          login: user.loginId,
          name: user.name,
          note,
          counts: JSON.stringify(counts),
          now: now(),
        },
      },
    );
    return inserted ?? null;
  });
  if (row) return present(row);
  // Another reviewer signed between the check and the insert.
  const winner = await signOffOf(sequelize, month);
  throw winner ? alreadySigned(month, winner) : conflict('이미 점검을 마친 달입니다.');
}
