// The dashboard's round cards: for each round open now (and the latest closed one whose results are not out yet),
// its applications counted by status, department against quota, 입금 확인 and complete documents (counts only). The
// counts by status hold the results' counts, so they go only to the roles that read applications.
import { QueryTypes, type Sequelize } from 'sequelize';
import { AdmissionRound } from '../../../db/models/index.js';
import {
  dashboardRounds,
  roundFigures,
  type ApplicationFacts,
  type RoundFigures,
} from '../../../domain/round-dashboard.js';
import { now } from '../../../domain/clock.js';

/** `byStatus`: whether the reader may see the counts by status (results among them); null in each card otherwise. */
export async function roundCards(sequelize: Sequelize, byStatus: boolean): Promise<RoundFigures[]> {
  const at = now();
  const rounds = dashboardRounds(
    (await AdmissionRound.findAll()).map((r) => r.toRound()),
    at,
  );
  if (!rounds.length) return [];
  const rows = await sequelize.query<ApplicationFacts & { roundId: number }>(
    `SELECT a.round_id AS "roundId", a.track, a.department, a.status, a.fee_paid_at IS NOT NULL AS "feePaid",
            coalesce(array_agg(DISTINCT d.kind) FILTER (WHERE d.kind IS NOT NULL), '{}') AS kinds
       FROM applications a LEFT JOIN application_documents d ON d.application_id = a.id
      WHERE a.round_id = ANY($ids::int[])
      GROUP BY a.id`,
    { type: QueryTypes.SELECT, bind: { ids: rounds.map((r) => r.id) } },
  );
  return rounds.map((r) => {
    const figures = roundFigures(
      r,
      rows.filter((a) => a.roundId === r.id),
      at,
    );
    return byStatus ? figures : { ...figures, byStatus: null };
  });
}
