// 전형료 대조's reads and writes: a round's unpaid applications against a bank statement's
// deposits (the proposals: domain/fee-matches.ts), and the confirmation of the pairs staff accept, all in one
// transaction: each application marked paid with what arrived (fee-payment.ts: history and access-log lines) and
// one audit entry for the whole confirmation.
import type { Request } from 'express';
import { Op, type Transaction } from 'sequelize';
import { AdmissionRound, Application } from '../../db/models/index.js';
import { planFeeMatches, type FeeMatchPreview, type StatementRow } from '../../domain/fee-matches.js';
import type { Round } from '../../domain/rounds.js';
import { auditAction } from '../audit/middleware.js';
import { badRequest, conflict, notFound } from '../http/errors.js';
import { logAccess } from './access-log.js';
import { recordFeePaid, type FeeReceived } from './fee-payment.js';

/** A pair staff accept: the application and the deposit as the preview read it. */
export interface FeeMatchPair extends FeeReceived {
  applicationId: number;
  amount: number;
  depositor: string;
  paidOn: string;
  /** The statement's row, for the history's words. */
  line?: number;
}

/** The round with a fee; a round without one has nothing to match. */
export async function feeRoundOf(id: number, transaction?: Transaction): Promise<{ round: Round; fee: number }> {
  const row = await AdmissionRound.findByPk(id, { transaction });
  if (!row) throw notFound('모집 일정을 찾을 수 없습니다.');
  const round = row.toRound();
  const fee = round.fee?.amount ?? 0;
  if (fee <= 0) throw badRequest('이 모집에는 전형료가 없습니다. 모집 일정에서 전형료를 먼저 적어주세요.');
  return { round, fee };
}

const unpaidWhere = (roundId: number) => ({ roundId, feePaidAt: { [Op.is]: null } });

/** The round's paid and unpaid counts (the screen's heading). */
export async function feeCounts(roundId: number): Promise<{ paid: number; unpaid: number }> {
  const [all, unpaid] = await Promise.all([
    Application.count({ where: { roundId } }),
    Application.count({ where: unpaidWhere(roundId) }),
  ]);
  return { paid: all - unpaid, unpaid };
}

/** The proposals for a statement; reading applicants' names, so logged as one list access. */
export async function previewFeeMatches(
  req: Request,
  roundId: number,
  rows: readonly StatementRow[],
  transaction: Transaction,
): Promise<FeeMatchPreview & { roundName: string }> {
  const { round, fee } = await feeRoundOf(roundId, transaction);
  const unpaid = await Application.findAll({
    where: unpaidWhere(roundId),
    attributes: ['id', 'receiptNo', 'name'],
    order: [['receiptNo', 'ASC']],
    transaction,
  });
  const preview = planFeeMatches(
    rows,
    unpaid.map((a) => ({ id: a.id, receiptNo: a.receiptNo, name: a.name })),
    fee,
  );
  await logAccess(req, 'list', null, { feeMatches: 'preview', roundId, rows: rows.length }, transaction);
  return { ...preview, roundName: round.name };
}

/** Marks every pair's application paid, or none: an application of another round, paid already, or named twice. */
export async function confirmFeeMatches(
  req: Request,
  roundId: number,
  pairs: readonly FeeMatchPair[],
  transaction: Transaction,
): Promise<number> {
  await feeRoundOf(roundId, transaction);
  const ids = pairs.map((p) => p.applicationId);
  if (new Set(ids).size !== ids.length) throw badRequest('같은 지원서가 두 번 선택되었습니다. 하나만 남겨주세요.');
  const apps = await Application.findAll({ where: { id: ids }, transaction, lock: transaction.LOCK.UPDATE });
  const byId = new Map(apps.map((a) => [a.id, a]));
  for (const p of pairs) {
    const a = byId.get(p.applicationId);
    if (!a || a.roundId !== roundId)
      throw notFound('이 모집의 지원서가 아닌 것이 있습니다. 거래내역을 다시 올려주세요.');
    if (a.feePaidAt !== null)
      throw conflict(`${a.receiptNo} ${a.name}님은 이미 입금 확인되었습니다. 거래내역을 다시 올려주세요.`);
  }
  for (const p of pairs) {
    const via = p.line ? `전형료 대조 ${p.line}행` : '전형료 대조';
    await recordFeePaid(req, byId.get(p.applicationId)!, p, via, transaction);
  }
  await auditAction(
    req,
    'rounds.fees.confirm',
    { resource: 'rounds', recordId: roundId, detail: { confirmed: pairs.length, applicationIds: ids } },
    transaction,
  );
  return pairs.length;
}
