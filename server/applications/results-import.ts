// The results import's reads and writes: the applications a 사정 spreadsheet names and the round's
// 예비, checked by domain/results-import.ts; applied all or nothing in the caller's transaction, each change in the
// status history (the row's 비고 as the note) and the access log, and the round's last result change recorded
// (server/rounds/results.ts), which withdraws a confirmation made before the announcement (an audit entry of its own).
import type { Request } from 'express';
import { Op, type Transaction } from 'sequelize';
import { Application, ApplicationStatusChange } from '../../db/models/index.js';
import { now } from '../../domain/clock.js';
import { planImport, type ImportPreview, type ImportTarget, type SheetRow } from '../../domain/results-import.js';
import type { Round } from '../../domain/rounds.js';
import { currentUser } from '../auth/passport.js';
import { noteResultChange } from '../rounds/results.js';
import { auditAction } from '../audit/middleware.js';
import { logAccess } from './access-log.js';

async function targetsOf(rows: readonly SheetRow[], roundId: number, transaction: Transaction) {
  const receiptNos = [...new Set(rows.map((r) => r.receiptNo.trim()).filter(Boolean))];
  const apps = await Application.findAll({
    where: { [Op.or]: [{ receiptNo: receiptNos }, { roundId, status: 'waitlisted' }] },
    transaction,
    lock: transaction.LOCK.UPDATE,
  });
  const targets = new Map<string, ImportTarget>(
    apps.map((a) => [
      a.receiptNo,
      {
        id: a.id,
        receiptNo: a.receiptNo,
        name: a.name,
        roundId: a.roundId ?? null,
        status: a.status,
        waitlistRank: a.waitlistRank ?? null,
      },
    ]),
  );
  return { apps: new Map(apps.map((a) => [a.receiptNo, a])), targets };
}

/** The preview of the file against the round now; reading names of applicants, so logged as one list access. */
export async function previewImport(
  req: Request,
  round: Round,
  rows: readonly SheetRow[],
  transaction: Transaction,
): Promise<ImportPreview> {
  const { targets } = await targetsOf(rows, round.id, transaction);
  const preview = planImport(rows, targets, round.id, round.name);
  await logAccess(req, 'list', null, { resultsImport: 'preview', roundId: round.id, rows: rows.length }, transaction);
  return preview;
}

/**
 * Applies the file when no row has a problem (else changes nothing and answers the preview with its problems).
 * `applied`: the applications changed.
 */
export async function applyImport(
  req: Request,
  round: Round,
  rows: readonly SheetRow[],
  transaction: Transaction,
): Promise<{ preview: ImportPreview; applied: number; withdrawn: boolean }> {
  const { apps, targets } = await targetsOf(rows, round.id, transaction);
  const preview = planImport(rows, targets, round.id, round.name);
  if (preview.summary.problems) return { preview, applied: 0, withdrawn: false };
  const user = currentUser(req);
  const at = now();
  let applied = 0;
  for (const row of preview.rows) {
    if (row.unchanged || !row.to) continue;
    const a = apps.get(row.receiptNo)!;
    const from = a.status;
    const fromRank = a.waitlistRank ?? null;
    await a.update(
      { status: row.to, waitlistRank: row.waitlistRank, ...(from !== row.to ? { statusChangedAt: at } : {}) },
      { transaction },
    );
    const rankNote =
      row.to === 'waitlisted' && fromRank !== row.waitlistRank
        ? `예비순위 ${fromRank === null ? '' : `${fromRank} → `}${row.waitlistRank}`
        : '';
    await ApplicationStatusChange.create(
      {
        applicationId: a.id,
        fromStatus: from,
        toStatus: row.to,
        note: ['결과 가져오기', rankNote, row.note].filter(Boolean).join(' · '),
        changedBy: user.id,
        changedByName: user.name ?? user.loginId,
      },
      { transaction },
    );
    await logAccess(
      req,
      'status',
      a,
      { from, to: row.to, waitlistRank: row.waitlistRank, resultsImport: true },
      transaction,
    );
    applied += 1;
  }
  const { withdrawn } = applied ? await noteResultChange(transaction, round.id, user.id) : { withdrawn: false };
  if (withdrawn)
    await auditAction(req, 'rounds.results.withdraw', { resource: 'rounds', recordId: round.id }, transaction);
  return { preview, applied, withdrawn };
}
