// 지원 취소 in the look-up: once the look-up's credentials have found the application, the applicant
// withdraws it with a reason while the round's window is still open and the application is still being received or
// looked at. In one transaction: the status 지원 취소 (withdrawn) with when and why, a history row, the audit log and
// the 지원 취소 mail in the application's language. The application is kept like every other until the retention
// purge. After the window closes, a 409 in the application's language. Used by POST /api/applications/lookup/withdraw
// and the no-JS form of the look-up.
// Until the announcement every application past its receipt steps reads 심사 중 (domain/applicant-status.ts), so
// withdrawing must not tell them apart either: before the results are announced every application that is not
// withdrawn may be withdrawn while the window is open, decided or not; only from the announcement on does a result
// (합격, 불합격, 예비, 등록, 등록포기) stop it.
import type { Request } from 'express';
import type { Sequelize } from 'sequelize';
import { ApplicationStatusChange, type Application } from '../../db/models/index.js';
import type { StatusCode } from '../../domain/application-status.js';
import { now } from '../../domain/clock.js';
import { resultsAnnounced, windowState, type Round } from '../../domain/rounds.js';
import { auditAction } from '../audit/middleware.js';
import { lapseDoorConsent } from '../campaigns/door-consents.js';
import { badRequest, conflict } from '../http/errors.js';
import { enqueueApplicantMail } from '../mail/applicant.js';
import { roundOf } from './receipt.js';

/** The statuses an applicant may withdraw from once the results are announced (nothing decided). */
const WITHDRAWABLE: readonly StatusCode[] = ['received', 'doc_check', 'doc_review', 'interview'];

export type WithdrawRefusal = 'withdrawn' | 'closed' | 'decided';

/** Why 지원 취소 is refused now, or null when it is allowed: the one rule of the look-up and the withdraw call. */
export function withdrawRefusal(status: StatusCode, round: Round | null, at: Date): WithdrawRefusal | null {
  if (status === 'withdrawn') return 'withdrawn';
  if (!round || windowState(round, at) !== 'open') return 'closed';
  if (resultsAnnounced(round, at) && !WITHDRAWABLE.includes(status)) return 'decided';
  return null;
}

export const WITHDRAW_REFUSED = {
  ko: {
    closed: '접수 기간이 끝나 지원을 취소할 수 없습니다. 입학 담당으로 문의해주세요.',
    withdrawn: '이미 지원 취소된 지원서입니다.',
    decided: '지원을 취소할 수 없는 상태입니다. 입학 담당으로 문의해주세요.',
    reason: '지원 취소 사유를 입력해주세요.',
  },
  zh: {
    closed: '申请期限已结束，无法撤回申请。请联系招生办公室。',
    withdrawn: '该申请已撤回。',
    decided: '当前状态无法撤回申请。请联系招生办公室。',
    reason: '请输入撤回申请的原因。',
  },
};

/** Whether the look-up offers 지원 취소 now (the same rule the server applies). */
export function canWithdraw(a: Pick<Application, 'status'>, round: Round | null, at: Date = now()): boolean {
  return withdrawRefusal(a.status, round, at) === null;
}

export async function withdrawInLookup(
  found: Application,
  reason: string,
  req: Request,
  deps: { sequelize: Sequelize; publicUrl: string },
): Promise<Application> {
  const lang = found.locale === 'zh-Hans' ? 'zh' : 'ko';
  const t = WITHDRAW_REFUSED[lang];
  if (!reason.trim()) throw badRequest(t.reason, { reason: t.reason });
  const round = await roundOf(found);
  await deps.sequelize.transaction(async (transaction) => {
    const a = found;
    await a.reload({ transaction, lock: transaction.LOCK.UPDATE });
    const at = now();
    const refused = withdrawRefusal(a.status, round, at);
    if (refused) throw conflict(t[refused]);
    const from = a.status;
    await a.update(
      { status: 'withdrawn', statusChangedAt: at, withdrawnAt: at, withdrawReason: reason.trim() },
      { transaction },
    );
    await ApplicationStatusChange.create(
      {
        applicationId: a.id,
        fromStatus: from,
        toStatus: 'withdrawn',
        note: `지원 취소 (지원자): ${reason.trim()}`,
        changedBy: null,
        changedByName: '지원자',
      },
      { transaction },
    );
    await auditAction(req, 'applications.withdraw', { resource: 'applications', recordId: a.id }, transaction);
    // A 입학 소식 consent never confirmed lapses with the application.
    await lapseDoorConsent(deps.sequelize, a.email, 'application', transaction);
    await enqueueApplicantMail('application.withdrawn', a, round, {
      transaction,
      publicUrl: deps.publicUrl,
      note: reason.trim(),
    });
  });
  return found;
}
