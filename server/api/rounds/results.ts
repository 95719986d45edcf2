// A round's results before the announcement, for 입학 담당 and the 최고관리자:
// - GET  /api/rounds/:id/results: the counts by status and the confirmation (who changed a result last, everyone
//   who changed one since the last confirmation, who confirmed), with whether the signed-in staff may confirm;
// - POST /api/rounds/:id/results/import: the 사정 spreadsheet (multipart `file`, xlsx or CSV); `dryRun=true` answers
//   the preview and changes nothing, else every row is applied in one transaction, or none while a row has a problem;
// - POST /api/rounds/:id/results/confirm `{ reason? }`: 결과 확정 by someone who changed no result since the last
//   confirmation (one who did: a 최고관리자 alone only with a reason, which the audit log keeps).
import type { RequestHandler } from 'express';
import { QueryTypes, type Transaction } from 'sequelize';
import { z } from 'zod';
import { AdmissionRound } from '../../../db/models/index.js';
import { now } from '../../../domain/clock.js';
import { AFTER_RESULT, OUTCOMES, STATUS_CODES, type StatusCode } from '../../../domain/application-status.js';
import { resultsAnnounced, windowState } from '../../../domain/rounds.js';
import { confirmsAlone } from '../../../domain/result-confirmation.js';
import { previewImport, applyImport } from '../../applications/results-import.js';
import { readResultSheet } from '../../applications/results-sheet.js';
import { auditAction } from '../../audit/middleware.js';
import { currentUser } from '../../auth/passport.js';
import type { Publisher } from '../../cache/publish.js';
import { badRequest, conflict, notFound } from '../../http/errors.js';
import { memoryUpload } from '../../files/upload.js';
import { parseId } from '../../middleware/validate.js';
import { confirmationOf, confirmResults } from '../../rounds/results.js';

export const IMPORT_MAX_MB = 5;
export const resultsFileUpload = memoryUpload(1, IMPORT_MAX_MB).single('file');

export const confirmSchema = z.strictObject({
  reason: z.string().trim().max(500, { error: '500자 이하로 입력해주세요.' }).optional(),
});
export const confirmLabels = { reason: '혼자 확정하는 사유' };

const truthy = (v: unknown) => v === 'true' || v === '1' || v === true;

async function roundOf(id: number, transaction?: Transaction) {
  const row = await AdmissionRound.findByPk(id, { transaction });
  if (!row) throw notFound('모집 일정을 찾을 수 없습니다.');
  return row;
}

export function resultsHandlers(publisher: Publisher) {
  const show: RequestHandler = async (req, res) => {
    const row = await roundOf(parseId(req.params.id));
    const counts = await AdmissionRound.sequelize!.query<{ status: StatusCode; n: number }>(
      'SELECT status, count(*)::int AS n FROM applications WHERE round_id = $id GROUP BY status',
      { bind: { id: row.id }, type: QueryTypes.SELECT },
    );
    const byStatus = Object.fromEntries(STATUS_CODES.map((s) => [s, 0])) as Record<StatusCode, number>;
    for (const c of counts) byStatus[c.status] = c.n;
    const user = currentUser(req);
    const confirmation = await confirmationOf(row);
    const decided = [...OUTCOMES, ...AFTER_RESULT].reduce((n, s) => n + byStatus[s], 0);
    const alone = confirmsAlone(row.resultsChangers, user.id);
    res.set('Cache-Control', 'no-store').json({
      id: row.id,
      name: row.name,
      announceAt: row.announceAt.toISOString(),
      announced: resultsAnnounced(row.toRound(), now()),
      byStatus,
      total: counts.reduce((n, c) => n + c.n, 0),
      ...confirmation,
      // Who may confirm now: not one who changed a result since the last confirmation, unless a 최고관리자 with a reason.
      canConfirm:
        !confirmation.confirmedAt && !confirmation.mailedAt && decided > 0 && (!alone || user.role === 'superadmin'),
      reasonRequired: alone && user.role === 'superadmin',
    });
  };

  const importResults: RequestHandler = async (req, res) => {
    const id = parseId(req.params.id);
    if (!req.file) throw badRequest('결과 파일을 선택해주세요.', { file: '결과 파일을 선택해주세요.' });
    const rows = await readResultSheet(req.file);
    const dryRun = truthy((req.body as Record<string, unknown> | undefined)?.dryRun) || truthy(req.query.dryRun);
    const guard = async (t: Transaction) => {
      const round = (await roundOf(id, t)).toRound();
      if (resultsAnnounced(round, now()))
        throw conflict('결과가 이미 발표된 모집입니다. 발표 뒤의 변경은 지원서마다 해주세요.');
      return round;
    };
    if (dryRun) {
      // Results while applications still come in: the preview says so (a late applicant has no result yet).
      let windowOpen = false;
      const preview = await publisher.write(
        () => null,
        async (t) => {
          const round = await guard(t);
          windowOpen = windowState(round, now()) !== 'closed';
          return previewImport(req, round, rows, t);
        },
      );
      res.set('Cache-Control', 'no-store').json({ ...preview, windowOpen });
      return;
    }
    const done = await publisher.write(
      (r: { withdrawn: boolean }) => (r.withdrawn ? 'rounds' : null),
      async (t) => applyImport(req, await guard(t), rows, t),
    );
    if (done.preview.summary.problems) {
      res.status(400).json({
        errorMessage: `문제가 있는 행이 ${done.preview.summary.problems}개 있어 아무것도 반영하지 않았습니다. 고친 뒤 다시 올려주세요.`,
        ...done.preview,
      });
      return;
    }
    res.json({ ...done.preview, applied: done.applied, confirmationWithdrawn: done.withdrawn });
  };

  const confirm: RequestHandler = async (req, res) => {
    const id = parseId(req.params.id);
    const { reason } = req.body as z.infer<typeof confirmSchema>;
    const user = currentUser(req);
    const row = await publisher.write('rounds', async (t) => {
      const { round, alone } = await confirmResults(t, id, { id: user.id, role: user.role }, reason || undefined);
      await auditAction(
        req,
        'rounds.results.confirm',
        {
          resource: 'rounds',
          recordId: id,
          fields: alone ? ['reason'] : [],
          detail: alone ? { alone: true, reason } : { alone: false },
        },
        t,
      );
      return round;
    });
    res.json({ id: row.id, ...(await confirmationOf(row)) });
  };

  return { show, importResults, confirm };
}
