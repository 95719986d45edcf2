// /api/backups (최고관리자 only): the last backups in the ra-data-simple-rest dialect (time, size, result, whether
// the file is still kept) and GET /status, the dashboard's warning (the newest copy older than 26 hours, or the last
// run failed: domain/backups.ts). The copies are made by the 03:00 job and `npm run backup` (server/backups/).
import { Router, type RequestHandler } from 'express';
import type { Sequelize } from 'sequelize';
import { z } from 'zod';
import { BACKUP_WARNING_TEXT, STALE_AFTER_MS } from '../../../domain/backups.js';
import { now } from '../../../domain/clock.js';
import type { AuthKit } from '../../auth/passport.js';
import { backupStatus, listRuns, type BackupRun } from '../../backups/store.js';
import { parseListQuery, sendList } from '../rest.js';

/** A run as the admin lists it; a run that started over six hours ago without an end is shown as cut off. */
function present(r: BackupRun) {
  const cutOff = r.ok === null && now().getTime() - r.startedAt.getTime() > 6 * 3_600_000;
  return {
    id: r.id,
    trigger: r.trigger,
    startedAt: r.startedAt.toISOString(),
    finishedAt: r.finishedAt?.toISOString() ?? null,
    result: r.ok === true ? 'ok' : r.ok === false ? 'failed' : cutOff ? 'interrupted' : 'running',
    file: r.file,
    size: r.size,
    encrypted: r.encrypted,
    error: r.error,
    kept: r.ok === true && !r.removedAt,
    removedAt: r.removedAt?.toISOString() ?? null,
  };
}

export interface BackupsApiDeps {
  auth: AuthKit;
  sequelize: Sequelize;
}

export function backupsApi({ auth, sequelize }: BackupsApiDeps): Router {
  const list: RequestHandler = async (req, res) => {
    const q = parseListQuery(req.query, {
      sortable: { id: 'id', startedAt: 'started_at' },
      defaultSort: ['id', 'DESC'],
      filter: z.strictObject({}),
      maxPageSize: 100,
    });
    const { rows, total } = await listRuns(sequelize, { offset: q.offset, limit: q.limit, order: q.sortOrder });
    sendList(res, 'backups', q.offset, rows.map(present), total);
  };

  const status: RequestHandler = async (_req, res) => {
    const s = await backupStatus(sequelize, now());
    res.json({
      warning: s.warning,
      message: s.warning === 'none' ? null : BACKUP_WARNING_TEXT[s.warning],
      staleAfterHours: STALE_AFTER_MS / 3_600_000,
      newest: s.newest ? present(s.newest) : null,
      lastRun: s.lastRun ? present(s.lastRun) : null,
    });
  };

  const r = Router();
  r.use(...auth.allow('backups', 'read'));
  r.get('/', list);
  r.get('/status', status);
  return r;
}
