// The refund account and the refunds of an application: the one module with SQL on
// application_refunds. The account is the applicant's (at submit, or later in the look-up: history and access log
// name the applicant); a refund is recorded by staff (amount, day, reason), with its history and access-log lines.
// Both go with the application when it is destroyed (the table's ON DELETE CASCADE, in the purging transaction).
import type { Request } from 'express';
import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import { ApplicationStatusChange, type Application } from '../../db/models/index.js';
import { maskedRefundAccount, roundFee, wonText, type ReceiptFees } from '../../domain/fee-notice.js';
import type { RefundField } from '../../domain/refund-labels.js';
import type { Round } from '../../domain/rounds.js';
import { currentUser } from '../auth/passport.js';
import { logAccess } from './access-log.js';
import { APPLICANT_ACTOR } from './registration.js';

export interface RefundRecord {
  id: number;
  amount: number;
  /** YYYY-MM-DD. */
  refundedOn: string;
  reason: string;
  createdByName: string | null;
  createdAt: string;
}

export interface RefundInput {
  amount: number;
  refundedOn: string;
  reason: string;
}

export async function refundsOf(applicationId: number, transaction?: Transaction): Promise<RefundRecord[]> {
  const sequelize = ApplicationStatusChange.sequelize!;
  const rows = await sequelize.query<RefundRecord & { createdAt: Date }>(
    `SELECT id, amount, to_char(refunded_on, 'YYYY-MM-DD') AS "refundedOn", reason,
            created_by_name AS "createdByName", created_at AS "createdAt"
       FROM application_refunds WHERE application_id = $id ORDER BY refunded_on, id`,
    { bind: { id: applicationId }, type: QueryTypes.SELECT, transaction },
  );
  return rows.map((r) => ({ ...r, createdAt: new Date(r.createdAt).toISOString() }));
}

/** What the receipt and the look-up show: the fee until paid, the masked refund account, the refunds. */
export async function feesFor(a: Application, round: Round | null): Promise<ReceiptFees> {
  const lang = a.locale === 'zh-Hans' ? 'zh' : 'ko';
  const paid = a.feePaidAt !== null;
  return {
    fee: paid ? null : roundFee(round, lang),
    paid,
    refundAccount: maskedRefundAccount(a),
    refunds: (await refundsOf(a.id)).map((r) => ({
      amountText: wonText(r.amount, lang),
      refundedOn: r.refundedOn,
      reason: r.reason,
    })),
  };
}

/** Staff record a refund on a locked application. */
export async function addRefund(
  req: Request,
  a: Application,
  input: RefundInput,
  transaction: Transaction,
): Promise<void> {
  const user = currentUser(req);
  const by = (user.name ?? user.loginId ?? '').slice(0, 50);
  await ApplicationStatusChange.sequelize!.query(
    `INSERT INTO application_refunds (application_id, amount, refunded_on, reason, created_by, created_by_name)
     VALUES ($app, $amount, $on, $reason, $by, $byName)`,
    {
      bind: { app: a.id, amount: input.amount, on: input.refundedOn, reason: input.reason, by: user.id, byName: by },
      transaction,
    },
  );
  await ApplicationStatusChange.create(
    {
      applicationId: a.id,
      fromStatus: a.status,
      toStatus: a.status,
      note: `전형료 환불 · ${wonText(input.amount, 'ko')} · ${input.refundedOn} · ${input.reason}`.slice(0, 1000),
      changedBy: user.id,
      changedByName: by,
    },
    { transaction },
  );
  await logAccess(req, 'update', a, { fields: ['refunds'], refund: input }, transaction);
}

/** The applicant gives (or changes) the refund account in the look-up, on a locked application. */
export async function setRefundAccount(
  req: Request,
  a: Application,
  account: Record<RefundField, string>,
  transaction: Transaction,
): Promise<void> {
  const changed = a.refundAccount !== null;
  await a.update(account, { transaction });
  await ApplicationStatusChange.create(
    {
      applicationId: a.id,
      fromStatus: a.status,
      toStatus: a.status,
      note: changed ? '환불 계좌 변경 (접수 조회)' : '환불 계좌 등록 (접수 조회)',
      changedBy: null,
      changedByName: APPLICANT_ACTOR.name,
    },
    { transaction },
  );
  await logAccess(
    req,
    'update',
    a,
    { fields: ['refundBank', 'refundAccount', 'refundHolder'] },
    transaction,
    APPLICANT_ACTOR,
  );
}

/** The look-up's refund account form, once the look-up's credentials have found the application. */
export async function refundAccountInLookup(
  found: Application,
  account: Record<RefundField, string>,
  req: Request,
  sequelize: Sequelize,
): Promise<Application> {
  await sequelize.transaction(async (transaction) => {
    await found.reload({ transaction, lock: transaction.LOCK.UPDATE });
    await setRefundAccount(req, found, account, transaction);
  });
  return found;
}
