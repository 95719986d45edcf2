// The dashboard's warning about 결과 확정: the rounds with applications whose results are not
// confirmed, from 24 hours before announceAt (domain/result-confirmation.ts), for the roles that read rounds. Past
// announceAt the warning says applicants still read 심사 중 and no result mail has gone.
import { QueryTypes, type Sequelize } from 'sequelize';
import { AdmissionRound } from '../../../db/models/index.js';
import { now } from '../../../domain/clock.js';
import { confirmWarnings, type ConfirmWarning } from '../../../domain/result-confirmation.js';

export async function resultsToConfirm(sequelize: Sequelize): Promise<ConfirmWarning[]> {
  const rounds = (await AdmissionRound.findAll({ where: { resultsConfirmedAt: null, resultsMailedAt: null } })).map(
    (r) => r.toRound(),
  );
  if (!rounds.length) return [];
  const withApps = await sequelize.query<{ id: number }>(
    'SELECT DISTINCT round_id AS id FROM applications WHERE round_id = ANY($ids::int[])',
    { type: QueryTypes.SELECT, bind: { ids: rounds.map((r) => r.id) } },
  );
  return confirmWarnings(rounds, new Set(withApps.map((r) => r.id)), now());
}
