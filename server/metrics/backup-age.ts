// The newest good backup's time for backup_newest_age_seconds: the snapshot time of the newest successful run in
// backup_runs (written by `npm run backup` and the daily job, server/backups/), the same instant the dashboard's
// warning reads. Before that table exists (a schema without backups) there is none.
import { QueryTypes, type Sequelize } from 'sequelize';

export async function newestBackupAt(sequelize: Sequelize): Promise<Date | null> {
  const [table] = await sequelize.query<{ present: boolean }>(
    `SELECT to_regclass('public.backup_runs') IS NOT NULL AS present`,
    { type: QueryTypes.SELECT },
  );
  if (!table?.present) return null;
  const [row] = await sequelize.query<{ at: Date | null }>('SELECT max(started_at) AS at FROM backup_runs WHERE ok', {
    type: QueryTypes.SELECT,
  });
  return row?.at ? new Date(row.at) : null;
}
