// 입금 확인 (the application fee has arrived) as one step: what arrived (amount, the depositor's name as the bank
// shows it, the day), who confirmed it and when, a line in the application's history and one in the access log.
// Used by the admin's 입금 확인 of one or many applications and by 전형료 대조's confirmation of matched deposits.
import type { Request } from 'express';
import type { Transaction } from 'sequelize';
import { ApplicationStatusChange, type Application } from '../../db/models/index.js';
import { now } from '../../domain/clock.js';
import { currentUser } from '../auth/passport.js';
import { logAccess } from './access-log.js';

export interface FeeReceived {
  /** In won, or null when staff did not say. */
  amount: number | null;
  depositor: string | null;
  /** YYYY-MM-DD, or null. */
  paidOn: string | null;
}

/** The history's words for a payment: "입금 확인 · 30,000원 · 홍길동 · 2026-11-20 (전형료 대조)". */
export function feeNote(f: FeeReceived, via: string): string {
  const amount = f.amount === null ? '' : `${f.amount.toLocaleString('ko-KR')}원`;
  return (
    ['입금 확인', amount, f.depositor ?? '', f.paidOn ?? ''].filter(Boolean).join(' · ') + (via ? ` (${via})` : '')
  );
}

/** Marks a locked, unpaid application paid; a paid one keeps its first mark (who confirmed it, and when). */
export async function recordFeePaid(
  req: Request,
  a: Application,
  f: FeeReceived,
  via: string,
  transaction: Transaction,
): Promise<boolean> {
  if (a.feePaidAt !== null) return false;
  const user = currentUser(req);
  const by = (user.name ?? user.loginId ?? '').slice(0, 50);
  await a.update(
    { feePaidAt: now(), feePaidBy: by, feeAmount: f.amount, feeDepositor: f.depositor, feePaidOn: f.paidOn },
    { transaction },
  );
  await ApplicationStatusChange.create(
    {
      applicationId: a.id,
      fromStatus: a.status,
      toStatus: a.status,
      note: feeNote(f, via),
      changedBy: user.id,
      changedByName: by,
    },
    { transaction },
  );
  await logAccess(req, 'update', a, { fields: ['feePaid'], feePaid: true, ...f, via }, transaction);
  return true;
}

/** Takes the mark back (a mistaken 입금 확인), with its history and access-log lines. */
export async function clearFeePaid(req: Request, a: Application, transaction: Transaction): Promise<boolean> {
  if (a.feePaidAt === null) return false;
  const user = currentUser(req);
  await a.update(
    { feePaidAt: null, feePaidBy: null, feeAmount: null, feeDepositor: null, feePaidOn: null },
    { transaction },
  );
  await ApplicationStatusChange.create(
    {
      applicationId: a.id,
      fromStatus: a.status,
      toStatus: a.status,
      note: '입금 확인 취소',
      changedBy: user.id,
      changedByName: (user.name ?? user.loginId ?? '').slice(0, 50),
    },
    { transaction },
  );
  await logAccess(req, 'update', a, { fields: ['feePaid'], feePaid: false }, transaction);
  return true;
}
