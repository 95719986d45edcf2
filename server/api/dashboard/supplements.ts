// The dashboard's count of 보완 제출 waiting: applications with a replacement the applicant uploaded in the
// look-up that staff have not marked 확인 (or asked again) yet. Only for the roles that read applications.
import { QueryTypes, type Sequelize } from 'sequelize';

export async function supplementsWaiting(sequelize: Sequelize): Promise<number> {
  const [row] = await sequelize.query<{ n: number }>(
    `SELECT count(DISTINCT application_id)::int AS n FROM application_documents WHERE state = 'resubmitted'`,
    { type: QueryTypes.SELECT },
  );
  return row?.n ?? 0;
}
