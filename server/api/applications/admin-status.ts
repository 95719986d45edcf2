// Moving applications through 접수 → 서류확인 → 서류심사 → 면접 → 합격/불합격/예비, one or many at a time,
// each change kept in the history (who, when, from, to, why) and in the access log. A change of a result is the
// round's last result change (server/rounds/results.ts): before announceAt it withdraws the round's 결과 확정.
import type { Request, RequestHandler } from 'express';
import type { Transaction } from 'sequelize';
import { z } from 'zod';
import { Application, ApplicationStatusChange } from '../../../db/models/index.js';
import { AFTER_RESULT, STATUS_CODES, type StatusCode } from '../../../domain/application-status.js';
import { currentUser } from '../../auth/passport.js';
import { badRequest, notFound } from '../../http/errors.js';
import { detailOf, loadApplication } from './admin-records.js';
import { now } from '../../../domain/clock.js';
import { idSchema } from '../../middleware/validate.js';
import { logAccess } from '../../applications/access-log.js';
import type { ApplicationsApiDeps } from './index.js';
import { isResultChange } from '../../../domain/result-confirmation.js';
import { noteResultChange } from '../../rounds/results.js';
import { auditAction } from '../../audit/middleware.js';

const status = z.enum(STATUS_CODES, { error: '상태 값이 올바르지 않습니다.' });
const comment = z.string().trim().max(1000, { error: '1000자 이하로 입력해주세요.' }).optional();
const applicantNote = z.string().trim().max(1000, { error: '1000자 이하로 입력해주세요.' }).optional();

export const statusSchema = z.strictObject({ status, comment, applicantNote });
export const bulkStatusSchema = z.strictObject({
  ids: z
    .array(idSchema)
    .min(1, { error: '지원서를 선택해주세요.' })
    .max(500, { error: '한 번에 500건까지 바꿀 수 있습니다.' }),
  status,
  comment,
  applicantNote,
});
export const statusLabels = {
  status: '상태',
  comment: '변경 사유',
  applicantNote: '지원자 안내',
  ids: '선택한 지원서',
};

export async function changeStatus(
  req: Request,
  a: Application,
  change: { status: StatusCode; comment?: string; applicantNote?: string },
  transaction: Transaction,
): Promise<{ resultChanged: boolean }> {
  const user = currentUser(req);
  const from = a.status;
  const noteChanged = change.applicantNote !== undefined && change.applicantNote !== a.applicantNote;
  if (from === change.status && !noteChanged) return { resultChanged: false };
  // 등록 and 등록포기 carry their amount, day, kind and mail: only their own routes make them (registration.ts).
  if (from !== change.status && (AFTER_RESULT as readonly StatusCode[]).includes(change.status))
    throw badRequest('등록과 등록포기는 지원서 화면의 ‘등록·등록포기’에서 처리해주세요.', {
      status: '등록·등록포기에서 처리해주세요.',
    });
  // 지원 취소 is the applicant's own step in the look-up (with their reason and the mail).
  if (from !== change.status && change.status === 'withdrawn')
    throw badRequest('지원 취소는 지원자가 조회 화면에서 직접 합니다.', {
      status: '지원자만 지원을 취소할 수 있습니다.',
    });
  // A 예비 rank belongs to 예비 (and stays with 합격 from the waitlist); any other move drops it.
  const keepsRank = change.status === 'waitlisted' || change.status === 'accepted' || from === change.status;
  const before = { status: from, waitlistRank: a.waitlistRank ?? null };
  await a.update(
    {
      status: change.status,
      ...(from !== change.status ? { statusChangedAt: now() } : {}),
      ...(noteChanged ? { applicantNote: change.applicantNote } : {}),
      ...(keepsRank ? {} : { waitlistRank: null }),
    },
    { transaction },
  );
  await ApplicationStatusChange.create(
    {
      applicationId: a.id,
      fromStatus: from,
      toStatus: change.status,
      note: change.comment ?? '',
      changedBy: user.id,
      changedByName: user.name ?? user.loginId,
    },
    { transaction },
  );
  await logAccess(req, 'status', a, { from, to: change.status, noteChanged }, transaction);
  return { resultChanged: isResultChange(before, { status: a.status, waitlistRank: a.waitlistRank ?? null }) };
}

/** Records the result changes of the rounds touched; true when a round's confirmation was withdrawn. */
async function noteRounds(req: Request, roundIds: Set<number>, transaction: Transaction): Promise<boolean> {
  let withdrawn = false;
  for (const id of [...roundIds].sort((x, y) => x - y)) {
    if (!(await noteResultChange(transaction, id, currentUser(req).id)).withdrawn) continue;
    withdrawn = true;
    await auditAction(req, 'rounds.results.withdraw', { resource: 'rounds', recordId: id }, transaction);
  }
  return withdrawn;
}

export function statusHandlers({ publisher }: ApplicationsApiDeps) {
  // A withdrawn confirmation changes the round every process holds: announced through the publish step.
  const write = (fn: (t: Transaction) => Promise<boolean>) =>
    publisher.write((w: boolean) => (w ? 'rounds' : null), fn);

  const one: RequestHandler = async (req, res) => {
    const a = await loadApplication(req.params.id);
    const body = req.body as z.infer<typeof statusSchema>;
    await write(async (transaction) => {
      const { resultChanged } = await changeStatus(req, a, body, transaction);
      return resultChanged && a.roundId ? noteRounds(req, new Set([a.roundId]), transaction) : false;
    });
    res.json(await detailOf(a));
  };

  const bulk: RequestHandler = async (req, res) => {
    const body = req.body as z.infer<typeof bulkStatusSchema>;
    const ids = [...new Set(body.ids)];
    await write(async (transaction) => {
      const rows = await Application.findAll({ where: { id: ids }, transaction, lock: transaction.LOCK.UPDATE });
      if (rows.length !== ids.length)
        throw notFound('선택한 지원서 중 찾을 수 없는 것이 있습니다. 목록을 새로고침해주세요.');
      const rounds = new Set<number>();
      for (const a of rows)
        if ((await changeStatus(req, a, body, transaction)).resultChanged && a.roundId) rounds.add(a.roundId);
      return noteRounds(req, rounds, transaction);
    });
    res.json({ data: ids });
  };

  return { one, bulk };
}
