// POST /api/applications/:id/incomplete: 서류 보완 요청. In one transaction: the note becomes the applicant's note
// (shown in the look-up), the status moves to 서류확인 while the documents are still being looked at (접수,
// 서류확인, 서류심사; 면접 keeps its status), a history row and the access log record it, and the applicant gets
// the 서류 보완 요청 mail with the note. Every request is a new mail (its occasion is the history row).
import type { Request, RequestHandler } from 'express';
import type { Sequelize } from 'sequelize';
import { z } from 'zod';
import { AdmissionRound, Application, ApplicationStatusChange } from '../../../db/models/index.js';
import { now } from '../../../domain/clock.js';
import type { StatusCode } from '../../../domain/application-status.js';
import { currentUser } from '../../auth/passport.js';
import { conflict, notFound } from '../../http/errors.js';
import { enqueueApplicantMail } from '../../mail/applicant.js';
import { detailOf } from './admin-records.js';
import { parseId } from '../../middleware/validate.js';
import { logAccess } from '../../applications/access-log.js';
import type { ApplicationsApiDeps } from './index.js';

export const incompleteSchema = z.strictObject({
  note: z
    .string({ error: '보완할 내용을 입력해주세요.' })
    .trim()
    .min(1, { error: '보완할 내용을 입력해주세요.' })
    .max(2000, { error: '2000자 이하로 입력해주세요.' }),
});
export const incompleteLabels = { note: '보완 요청 내용' };

/** Where a 서류 보완 요청 leaves the status; null: refused (the result is decided). */
export function statusAfterIncomplete(status: StatusCode): StatusCode | null {
  if (status === 'received' || status === 'doc_check' || status === 'doc_review') return 'doc_check';
  if (status === 'interview') return 'interview';
  return null;
}

export const DECIDED_REFUSAL =
  '합격·불합격·예비로 결정된 지원서에는 서류 보완을 요청할 수 없습니다. 먼저 상태를 바꿔주세요.';
const HISTORY_NOTE = '서류 보완 요청';

async function request(req: Request, sequelize: Sequelize, publicUrl: string, id: number) {
  const { note } = req.body as z.infer<typeof incompleteSchema>;
  const user = currentUser(req);
  return sequelize.transaction(async (transaction) => {
    const a = await Application.findByPk(id, { transaction, lock: transaction.LOCK.UPDATE });
    if (!a) throw notFound('지원서를 찾을 수 없습니다.');
    const from = a.status;
    const to = statusAfterIncomplete(from);
    if (!to) throw conflict(DECIDED_REFUSAL);
    await a.update(
      { applicantNote: note, status: to, ...(from !== to ? { statusChangedAt: now() } : {}) },
      { transaction },
    );
    const change = await ApplicationStatusChange.create(
      {
        applicationId: a.id,
        fromStatus: from,
        toStatus: to,
        note: HISTORY_NOTE,
        changedBy: user.id,
        changedByName: user.name ?? user.loginId,
      },
      { transaction },
    );
    await logAccess(req, 'status', a, { from, to, noteChanged: true, incomplete: true }, transaction);
    // Read on the transaction's connection (the round cache would take a second one from the pool).
    const round = a.roundId ? ((await AdmissionRound.findByPk(a.roundId, { transaction }))?.toRound() ?? null) : null;
    await enqueueApplicantMail('application.incomplete', a, round, {
      transaction,
      publicUrl,
      note,
      occasion: String(change.id),
    });
    return a;
  });
}

export function incompleteHandler({ sequelize, publicUrl }: ApplicationsApiDeps): RequestHandler {
  return async (req, res) => {
    const a = await request(req, sequelize, publicUrl, parseId(req.params.id));
    res.json(await detailOf(a));
  };
}
