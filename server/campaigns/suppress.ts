// An address that asked for its processing to stop or its consent to be withdrawn (개인정보 보호법 제37조): it
// leaves every audience for good (mail_unsubscribes, which every sender reads: audiences.ts), and its 입학 소식
// subscription, if any, is destroyed with its 파기 대장 row, in the caller's transaction.
import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import { now } from '../../domain/clock.js';
import { recordDestruction, type Destroyer } from '../destruction/register.js';

export async function suppressAddress(
  sequelize: Sequelize,
  email: string,
  rule: string,
  by: Destroyer,
  transaction: Transaction,
): Promise<{ subscriptionRemoved: boolean }> {
  const address = email.trim().toLowerCase();
  await sequelize.query(
    `INSERT INTO mail_unsubscribes (email, unsubscribed_at) VALUES ($email, $at) ON CONFLICT (email) DO NOTHING`,
    { bind: { email: address, at: now() }, transaction },
  );
  const gone = await sequelize.query('DELETE FROM subscribers WHERE email = $email RETURNING id', {
    bind: { email: address },
    type: QueryTypes.SELECT,
    transaction,
  });
  await recordDestruction(sequelize, { kind: 'subscriber', count: gone.length, rule, by }, transaction);
  return { subscriptionRemoved: gone.length > 0 };
}
