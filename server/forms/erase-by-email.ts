// A sign-up's person asks for their data to be deleted (개인정보 보호법 제36조): every response given with that
// address is destroyed, with its 파기 대장 row, in the caller's transaction.
import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import { recordDestruction, type Destroyer } from '../destruction/register.js';

export async function eraseResponsesOf(
  sequelize: Sequelize,
  email: string,
  rule: string,
  by: Destroyer,
  transaction: Transaction,
): Promise<number> {
  const gone = await sequelize.query<{ id: number }>(
    'DELETE FROM form_responses WHERE lower(email) = $email RETURNING id',
    { type: QueryTypes.SELECT, bind: { email: email.toLowerCase() }, transaction },
  );
  await recordDestruction(sequelize, { kind: 'formResponse', count: gone.length, rule, by }, transaction);
  return gone.length;
}
