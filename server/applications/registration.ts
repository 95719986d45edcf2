// What happens to a 합격 after the announcement: 등록 recorded by staff (with its mail) and undone, 등록포기
// by the applicant in the look-up, by staff or by an offer's lapse, and an offer of 추가합격 to a 예비 (with its
// mail). One place for the rules of each move, so the admin routes, the look-up and the lapse job cannot differ: each
// runs in the caller's transaction on a locked row and leaves a history row (who, when, from, to, note) and an
// access-log row.
import type { Request } from 'express';
import type { Transaction } from 'sequelize';
import { Application, ApplicationStatusChange } from '../../db/models/index.js';
import { DECLINE_KINDS, statusLabel, type DeclineKind, type StatusCode } from '../../domain/application-status.js';
import { now } from '../../domain/clock.js';
import type { Round } from '../../domain/rounds.js';
import { formatDateTime } from '../../domain/time.js';
import { currentUser } from '../auth/passport.js';
import { conflict } from '../http/errors.js';
import { enqueueApplicantMail } from '../mail/applicant.js';
import { logAccess } from './access-log.js';
import { numberApplications } from './exam-numbers.js';

/** Who makes a move: a staff member (the request's user), the applicant in the look-up, or the lapse job. */
export type Actor = { kind: 'staff'; req: Request } | { kind: 'applicant'; req: Request } | { kind: 'system' };

/** What the history and the access log call the applicant and the lapse job. */
export const APPLICANT_ACTOR = { login: 'applicant', name: '지원자 (접수 조회)' };
export const LAPSE_ACTOR = { login: 'system', name: '추가합격 응답 기한 작업' };

export interface MailDeps {
  publicUrl: string;
  round: Round | null;
}

/** The history row and the access-log row of one move; the history row's id names the event (a mail's dedupe key). */
async function record(
  a: Application,
  from: StatusCode,
  note: string,
  actor: Actor,
  detail: Record<string, unknown>,
  transaction: Transaction,
): Promise<number> {
  const user = actor.kind === 'staff' ? currentUser(actor.req) : null;
  const h = await ApplicationStatusChange.create(
    {
      applicationId: a.id,
      fromStatus: from,
      toStatus: a.status,
      note: note.slice(0, 1000),
      changedBy: user?.id ?? null,
      changedByName: user
        ? (user.name ?? user.loginId)
        : actor.kind === 'applicant'
          ? APPLICANT_ACTOR.name
          : LAPSE_ACTOR.name,
    },
    { transaction },
  );
  const detailed = { from, to: a.status, ...detail };
  if (actor.kind === 'staff') await logAccess(actor.req, 'status', a, detailed, transaction);
  else if (actor.kind === 'applicant') await logAccess(actor.req, 'status', a, detailed, transaction, APPLICANT_ACTOR);
  else await logAccess(null, 'status', a, detailed, transaction, LAPSE_ACTOR);
  return h.id;
}

const refuse = (a: Application, what: string) =>
  conflict(`${what} 지금 상태(${statusLabel(a.status)})에서는 할 수 없습니다. 화면을 새로고침해주세요.`);

/** 등록 (staff): 합격 → 등록 with the amount and the day paid, and the 등록 확인 mail. On 등록 it corrects the two. */
export async function register(
  a: Application,
  paid: { amount: number; paidAt: string },
  actor: Actor,
  mail: MailDeps,
  transaction: Transaction,
): Promise<void> {
  const from = a.status;
  if (from === 'registered') {
    if (a.registrationAmount === paid.amount && a.registrationPaidAt === paid.paidAt) return;
    await a.update({ registrationAmount: paid.amount, registrationPaidAt: paid.paidAt }, { transaction });
    if (actor.kind === 'staff')
      await logAccess(actor.req, 'update', a, { fields: ['registrationAmount', 'registrationPaidAt'] }, transaction);
    return;
  }
  if (from !== 'accepted') throw refuse(a, '등록은 합격(추가합격 포함) 상태에서만 할 수 있습니다.');
  // 등록 is a first use of the 수험번호: the hand-off file names every registrant by it.
  if (!a.examNo && (await numberApplications({ ids: [a.id] }, transaction))) await a.reload({ transaction });
  const at = now();
  await a.update(
    {
      status: 'registered',
      statusChangedAt: at,
      registeredAt: at,
      registrationAmount: paid.amount,
      registrationPaidAt: paid.paidAt,
    },
    { transaction },
  );
  const note = `등록: ${paid.amount.toLocaleString('ko-KR')}원, 납부일 ${paid.paidAt}`;
  const event = await record(a, from, note, actor, { amount: paid.amount, paidAt: paid.paidAt }, transaction);
  await enqueueApplicantMail('application.registered', a, mail.round, {
    transaction,
    publicUrl: mail.publicUrl,
    occasion: `history-${event}`,
  });
}

/** 등록 취소 (staff, a mistaken record): 등록 → 합격, the amount and the day cleared. */
export async function unregister(a: Application, actor: Actor, transaction: Transaction): Promise<void> {
  const from = a.status;
  if (from === 'accepted') return;
  if (from !== 'registered') throw refuse(a, '등록 취소는 등록 상태에서만 할 수 있습니다.');
  const was = { amount: a.registrationAmount, paidAt: a.registrationPaidAt };
  await a.update(
    {
      status: 'accepted',
      statusChangedAt: now(),
      registeredAt: null,
      registrationAmount: null,
      registrationPaidAt: null,
    },
    { transaction },
  );
  await record(a, from, '등록 취소', actor, { undone: was }, transaction);
}

/**
 * 등록포기: from 합격; staff may also record it for a 등록 (withdrawn after paying: the amount stays on the record for
 * the refund). The applicant declines only a 합격 not yet registered (the look-up checks that first).
 */
export async function decline(
  a: Application,
  why: { kind: DeclineKind; reason: string },
  actor: Actor,
  transaction: Transaction,
  mail?: MailDeps,
): Promise<void> {
  const from = a.status;
  const allowed: readonly StatusCode[] = why.kind === 'staff' ? ['accepted', 'registered'] : ['accepted'];
  if (!allowed.includes(from)) throw refuse(a, '등록포기는 합격 상태에서만 할 수 있습니다.');
  const at = now();
  await a.update(
    {
      status: 'declined',
      statusChangedAt: at,
      declinedAt: at,
      declineKind: why.kind,
      declineReason: why.reason || null,
    },
    { transaction },
  );
  const label = DECLINE_KINDS.find((k) => k.code === why.kind)!.ko;
  const note = why.reason ? `등록포기 (${label}): ${why.reason}` : `등록포기 (${label})`;
  const event = await record(a, from, note, actor, { declineKind: why.kind }, transaction);
  // The applicant hears of every 등록포기 on record: a lapsed offer, or one staff (or they themselves) recorded.
  if (mail)
    await enqueueApplicantMail(why.kind === 'lapsed' ? 'application.lapsed' : 'application.declined', a, mail.round, {
      transaction,
      publicUrl: mail.publicUrl,
      occasion: `history-${event}`,
      note: declineNote(a, why),
    });
}

/** The 등록포기 mail's own words: the reason given, in the applicant's language. */
function declineNote(a: Application, why: { kind: DeclineKind; reason: string }): string {
  if (!why.reason) return '';
  return a.locale === 'zh-Hans' ? `原因：${why.reason}` : `사유: ${why.reason}`;
}

/** 추가합격 (staff): 예비 → 합격 marked additional, with the deadline to register, and the 추가합격 안내 mail. */
export async function offer(
  a: Application,
  respondBy: Date,
  actor: Actor,
  mail: MailDeps,
  transaction: Transaction,
): Promise<void> {
  const from = a.status;
  if (from !== 'waitlisted') throw refuse(a, '추가합격은 예비 상태에서만 할 수 있습니다.');
  const at = now();
  await a.update(
    { status: 'accepted', statusChangedAt: at, additional: true, offeredAt: at, offerRespondBy: respondBy },
    { transaction },
  );
  const note = `추가합격 (예비 ${a.waitlistRank ?? '-'}순위), 등록 기한 ${formatDateTime(respondBy)}`;
  const event = await record(a, from, note, actor, { offer: true, respondBy: respondBy.toISOString() }, transaction);
  await enqueueApplicantMail('application.offer', a, mail.round, {
    transaction,
    publicUrl: mail.publicUrl,
    occasion: `history-${event}`,
  });
}
