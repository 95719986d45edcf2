// The rounds whose Chinese applicants would read Korean: a Chinese text left empty where the Korean is written
// (domain/zh-gaps.ts), in a round with applicants who applied in Chinese. The round's edit page and the dashboard
// read it, so the gap is filled before the mails and papers go out.
import { Op, QueryTypes } from 'sequelize';
import { AdmissionRound, Application } from '../../db/models/index.js';
import type { Round } from '../../domain/rounds.js';
import { roundZhGaps } from '../../domain/zh-gaps.js';

export interface RoundZhGaps {
  /** Applicants of the round who applied in Chinese (withdrawn ones left out). */
  chineseApplicants: number;
  /** The Chinese fields left empty where the Korean is written. */
  zhGaps: string[];
}

/** One round's Chinese applicants and its empty Chinese fields. */
export async function roundZhGapsOf(round: Round): Promise<RoundZhGaps> {
  const chineseApplicants = await Application.count({
    where: { roundId: round.id, locale: 'zh-Hans', status: { [Op.ne]: 'withdrawn' } },
  });
  return { chineseApplicants, zhGaps: roundZhGaps(round) };
}

/** Every round with Chinese applicants and an empty Chinese field, for the dashboard. */
export async function roundsMissingChinese(): Promise<({ id: number; name: string } & RoundZhGaps)[]> {
  const counts = await Application.sequelize!.query<{ roundId: number; n: number }>(
    `SELECT round_id AS "roundId", count(*)::int AS n FROM applications
      WHERE locale = 'zh-Hans' AND status <> 'withdrawn' AND round_id IS NOT NULL GROUP BY round_id`,
    { type: QueryTypes.SELECT },
  );
  if (!counts.length) return [];
  const rounds = await AdmissionRound.findAll({ where: { id: counts.map((c) => c.roundId) }, order: [['id', 'ASC']] });
  return rounds.flatMap((row) => {
    const round = row.toRound();
    const zhGaps = roundZhGaps(round);
    const n = counts.find((c) => c.roundId === round.id)!.n;
    return zhGaps.length ? [{ id: round.id, name: round.name, chineseApplicants: n, zhGaps }] : [];
  });
}
