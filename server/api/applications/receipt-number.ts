// Receipt numbers like 2026-2-0001: one counter row per term, bumped with UPDATE … RETURNING inside the
// submit's transaction. The row lock serialises concurrent submits; a rolled-back submit gives its number back.
import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';

export async function nextReceiptNo(sequelize: Sequelize, transaction: Transaction, term: string): Promise<string> {
  const [row] = await sequelize.query<{ last_number: number }>(
    `INSERT INTO application_counters (term, last_number) VALUES (:term, 1)
     ON CONFLICT (term) DO UPDATE SET last_number = application_counters.last_number + 1
     RETURNING last_number`,
    { replacements: { term }, type: QueryTypes.SELECT, transaction },
  );
  return `${term}-${String(row.last_number).padStart(4, '0')}`;
}
