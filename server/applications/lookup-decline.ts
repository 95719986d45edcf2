// The applicant's 등록포기 in the look-up, once the look-up's credentials have found the
// application: only while the round's result is shown and the application is 합격 (추가합격 too). Refusals are 409s
// in the application's language. Used by POST /api/applications/lookup/decline (the island, after its confirm dialog)
// and the no-JS form of /receipt/lookup (server/web/receipt/decline.tsx, after its confirm box).
import type { Request } from 'express';
import type { Sequelize } from 'sequelize';
import type { Application } from '../../db/models/index.js';
import { applicantStatus } from '../../domain/applicant-status.js';
import { now } from '../../domain/clock.js';
import { conflict } from '../http/errors.js';
import { roundOf } from './receipt.js';
import { decline } from './registration.js';

/** The applicant's refusals, in the application's language. */
const DECLINE_REFUSED = {
  ko: {
    notAccepted: '합격 상태에서만 등록을 포기할 수 있습니다.',
    registered: '이미 등록하셨습니다. 등록 후 포기(환불)는 입학 담당으로 문의해주세요.',
    declined: '이미 등록포기로 처리되었습니다.',
  },
  zh: {
    notAccepted: '仅在录取状态下可以放弃注册。',
    registered: '您已完成注册。注册后放弃（退款）请联系招生办公室。',
    declined: '已按放弃注册处理。',
  },
};

/**
 * The applicant's 등록포기 once the look-up has found the application: only while the round's result is shown and
 * the application is 합격 (추가합격 too). Refusals are 409s in the application's language. Shared with the no-JS form.
 */
export async function declineInLookup(
  found: Application,
  reason: string,
  req: Request,
  deps: { sequelize: Sequelize; publicUrl?: string },
): Promise<Application> {
  const lang = found.locale === 'zh-Hans' ? 'zh' : 'ko';
  const t = DECLINE_REFUSED[lang];
  const round = await roundOf(found);
  await deps.sequelize.transaction(async (transaction) => {
    const a = found;
    await a.reload({ transaction, lock: transaction.LOCK.UPDATE });
    // Before the result is shown, every application reads 심사 중: the refusal says no more than that.
    if (!applicantStatus(a.status, round, now(), lang).announced) throw conflict(t.notAccepted);
    if (a.status === 'registered') throw conflict(t.registered);
    if (a.status === 'declined') throw conflict(t.declined);
    if (a.status !== 'accepted') throw conflict(t.notAccepted);
    await decline(a, { kind: 'applicant', reason }, { kind: 'applicant', req }, transaction, {
      publicUrl: deps.publicUrl ?? '',
      round,
    });
  });
  return found;
}
