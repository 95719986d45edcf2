// POST /api/applications/:id/incomplete: 서류 보완 요청. In one transaction: the note becomes the applicant's note
// (shown in the look-up), the status moves to 서류확인 while the documents are still being looked at (접수,
// 서류확인, 서류심사; 면접 keeps its status), a history row and the access log record it, and the applicant gets
// the 서류 보완 요청 mail with the note. Every request is a new mail (its occasion is the history row).
import type { Request, RequestHandler } from 'express';
import type { Sequelize, Transaction } from 'sequelize';
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
export const WITHDRAWN_REFUSAL = '지원 취소된 지원서에는 서류 보완을 요청할 수 없습니다.';

/** What a 서류 보완 요청 changes besides the status, the history, the access log and the mail (a document's request). */
export interface IncompleteRequest {
  /** The words the applicant reads in the mail. */
  mailNote: string;
  /** Replaces the applicant's note in the look-up (the whole-application request); a document's request keeps it. */
  applicantNote?: string;
  historyNote: string;
  /** More of the same change, in its transaction, on the locked application (a document's state). */
  within?: (a: Application, transaction: Transaction) => Promise<void>;
}

/** A 서류 보완 요청 in one transaction (the status move, a history row, the access log, the applicant's mail). */
export async function requestIncomplete(
  req: Request,
  sequelize: Sequelize,
  publicUrl: string,
  id: number,
  what: IncompleteRequest,
): Promise<Application> {
  const user = currentUser(req);
  return sequelize.transaction(async (transaction) => {
    const a = await Application.findByPk(id, { transaction, lock: transaction.LOCK.UPDATE });
    if (!a) throw notFound('지원서를 찾을 수 없습니다.');
    const from = a.status;
    const to = statusAfterIncomplete(from);
    if (!to) throw conflict(from === 'withdrawn' ? WITHDRAWN_REFUSAL : DECIDED_REFUSAL);
    await a.update(
      {
        ...(what.applicantNote !== undefined ? { applicantNote: what.applicantNote } : {}),
        status: to,
        ...(from !== to ? { statusChangedAt: now() } : {}),
      },
      { transaction },
    );
    await what.within?.(a, transaction);
    const change = await ApplicationStatusChange.create(
      {
        applicationId: a.id,
        fromStatus: from,
        toStatus: to,
        note: what.historyNote,
        changedBy: user.id,
        changedByName: user.name ?? user.loginId,
      },
      { transaction },
    );
    const noteChanged = what.applicantNote !== undefined;
    await logAccess(req, 'status', a, { from, to, noteChanged, incomplete: true }, transaction);
    // Read on the transaction's connection (the round cache would take a second one from the pool).
    const round = a.roundId ? ((await AdmissionRound.findByPk(a.roundId, { transaction }))?.toRound() ?? null) : null;
    await enqueueApplicantMail('application.incomplete', a, round, {
      transaction,
      publicUrl,
      note: what.mailNote,
      occasion: String(change.id),
    });
    return a;
  });
}

export function incompleteHandler({ sequelize, publicUrl }: ApplicationsApiDeps): RequestHandler {
  return async (req, res) => {
    const { note } = req.body as z.infer<typeof incompleteSchema>;
    const a = await requestIncomplete(req, sequelize, publicUrl, parseId(req.params.id), {
      mailNote: note,
      applicantNote: note,
      historyNote: HISTORY_NOTE,
    });
    res.json(await detailOf(a));
  };
}
