// Past daily visitor totals brought in from an old site (its own daily sums), so this year can be compared with the
// last. A day this site already counted keeps its own figure; a second import of the same days changes nothing.
import type { Sequelize, Transaction } from 'sequelize';

export async function addPastVisitorDays(
  sequelize: Sequelize,
  days: { day: string; count: number }[],
  transaction: Transaction,
): Promise<number> {
  let added = 0;
  for (let i = 0; i < days.length; i += 1000) {
    const batch = days.slice(i, i + 1000).filter((d) => /^\d{4}-\d{2}-\d{2}$/.test(d.day) && d.count >= 0);
    if (!batch.length) continue;
    const [, n] = await sequelize.query(
      `INSERT INTO visit_days (day, visitors)
       SELECT * FROM unnest($days::date[], $counts::int[])
       ON CONFLICT (day) DO NOTHING`,
      { bind: { days: batch.map((d) => d.day), counts: batch.map((d) => d.count) }, transaction },
    );
    added += typeof n === 'number' ? n : 0;
  }
  return added;
}
