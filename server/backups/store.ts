// The one module with SQL on backup_runs: a scheduled day's claim (its `slot` is unique, so of every worker and
// machine on one database exactly one takes the day), a manual run's row, the result, the files the rotation
// removed, the list for the 최고관리자, and the newest good backup (the dashboard warning and /metrics read it).
import { QueryTypes, type Sequelize } from 'sequelize';
import { backupWarning, type BackupTrigger, type BackupWarning } from '../../domain/backups.js';

export interface BackupRun {
  id: number;
  trigger: BackupTrigger;
  slot: string | null;
  startedAt: Date;
  finishedAt: Date | null;
  ok: boolean | null;
  file: string | null;
  size: number | null;
  encrypted: boolean;
  error: string | null;
  removedAt: Date | null;
}

const COLUMNS = `id, trigger, to_char(slot, 'YYYY-MM-DD') AS slot, started_at AS "startedAt",
  finished_at AS "finishedAt", ok, file, size::float8 AS size, encrypted, error, removed_at AS "removedAt"`;

/** Claims the scheduled run of a Seoul day; null when another process has it. */
export async function claimSlot(sequelize: Sequelize, slot: string, at: Date): Promise<number | null> {
  const [row] = await sequelize.query<{ id: number }>(
    `INSERT INTO backup_runs (trigger, slot, started_at) VALUES ('schedule', $slot, $at)
     ON CONFLICT (slot) DO NOTHING RETURNING id`,
    { bind: { slot, at }, type: QueryTypes.SELECT },
  );
  return row?.id ?? null;
}

export async function slotTaken(sequelize: Sequelize, slot: string): Promise<boolean> {
  const [row] = await sequelize.query('SELECT 1 FROM backup_runs WHERE slot = $slot', {
    bind: { slot },
    type: QueryTypes.SELECT,
  });
  return !!row;
}

export async function startManualRun(sequelize: Sequelize, at: Date): Promise<number> {
  const [row] = await sequelize.query<{ id: number }>(
    `INSERT INTO backup_runs (trigger, started_at) VALUES ('manual', $at) RETURNING id`,
    { bind: { at }, type: QueryTypes.SELECT },
  );
  return row.id;
}

export async function finishRun(
  sequelize: Sequelize,
  id: number,
  r: { at: Date; ok: boolean; file: string | null; size: number | null; encrypted: boolean; error: string | null },
): Promise<void> {
  await sequelize.query(
    `UPDATE backup_runs SET finished_at = $at, ok = $ok, file = $file, size = $size, encrypted = $encrypted,
            error = $error WHERE id = $id`,
    { bind: { id, ...r } },
  );
}

/** Marks the runs whose files the rotation removed; returns them. */
export async function markRemoved(sequelize: Sequelize, files: string[], at: Date): Promise<BackupRun[]> {
  if (!files.length) return [];
  return sequelize.query<BackupRun>(
    `UPDATE backup_runs SET removed_at = $at WHERE file = ANY($files) AND removed_at IS NULL RETURNING ${COLUMNS}`,
    { bind: { files, at }, type: QueryTypes.SELECT },
  );
}

export async function listRuns(
  sequelize: Sequelize,
  q: { offset: number; limit: number; order: 'ASC' | 'DESC' },
): Promise<{ rows: BackupRun[]; total: number }> {
  const rows = await sequelize.query<BackupRun>(
    `SELECT ${COLUMNS} FROM backup_runs ORDER BY started_at ${q.order}, id ${q.order} OFFSET $offset LIMIT $limit`,
    { bind: { offset: q.offset, limit: q.limit }, type: QueryTypes.SELECT },
  );
  const [{ n }] = await sequelize.query<{ n: number }>('SELECT count(*)::int AS n FROM backup_runs', {
    type: QueryTypes.SELECT,
  });
  return { rows, total: n };
}

/** The good backups whose files are still kept, oldest first. */
export async function keptBackups(sequelize: Sequelize): Promise<BackupRun[]> {
  return sequelize.query<BackupRun>(
    `SELECT ${COLUMNS} FROM backup_runs WHERE ok AND removed_at IS NULL ORDER BY started_at`,
    { type: QueryTypes.SELECT },
  );
}

/** The instant of the newest good backup (its snapshot), or null when there is none. */
export async function newestBackupAt(sequelize: Sequelize): Promise<Date | null> {
  const [row] = await sequelize.query<{ at: Date | null }>('SELECT max(started_at) AS at FROM backup_runs WHERE ok', {
    type: QueryTypes.SELECT,
  });
  return row?.at ?? null;
}

export interface BackupStatus {
  warning: BackupWarning;
  newest: BackupRun | null;
  lastRun: BackupRun | null;
}

/** What the dashboard shows: the newest good backup, the last finished run and the warning they make. */
export async function backupStatus(sequelize: Sequelize, at: Date): Promise<BackupStatus> {
  const [newest] = await sequelize.query<BackupRun>(
    `SELECT ${COLUMNS} FROM backup_runs WHERE ok ORDER BY started_at DESC LIMIT 1`,
    { type: QueryTypes.SELECT },
  );
  const [lastRun] = await sequelize.query<BackupRun>(
    `SELECT ${COLUMNS} FROM backup_runs WHERE ok IS NOT NULL ORDER BY finished_at DESC, id DESC LIMIT 1`,
    { type: QueryTypes.SELECT },
  );
  return {
    warning: backupWarning(newest?.startedAt ?? null, lastRun?.ok ?? null, at),
    newest: newest ?? null,
    lastRun: lastRun ?? null,
  };
}
