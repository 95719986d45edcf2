// 등록 in bulk: a bank statement's 등록금 deposits matched with a round's 합격 not yet registered, as 전형료 대조
// matches fees (domain/fee-matches.ts, each applicant's own amount: the round's 등록금 for their track and
// department), and 등록 of a selection with the round's amounts. Each confirmation runs in one transaction: every
// applicant registered (registration.ts: history, access log, the 등록 확인 mail in their language) or none, and one
// audit entry for the whole of it.
import type { Request } from 'express';
import type { Transaction } from 'sequelize';
import { AdmissionRound, Application } from '../../db/models/index.js';
import { planFeeMatches, type FeeMatchPreview, type StatementRow } from '../../domain/fee-matches.js';
import { registrationAmount, type Round } from '../../domain/rounds.js';
import { auditAction } from '../audit/middleware.js';
import { badRequest, conflict, notFound } from '../http/errors.js';
import { logAccess } from './access-log.js';
import { register } from './registration.js';

/** A deposit staff accept for an applicant: what arrived and when. */
export interface RegistrationPair {
  applicationId: number;
  amount: number;
  depositor: string;
  paidOn: string;
  line?: number;
}

/** The round with its 등록금 set; a round without amounts has nothing to match. */
export async function registrationRoundOf(id: number, transaction?: Transaction): Promise<Round> {
  const row = await AdmissionRound.findByPk(id, { transaction });
  if (!row) throw notFound('모집 일정을 찾을 수 없습니다.');
  const round = row.toRound();
  if (!round.registration?.amounts?.length)
    throw badRequest('이 모집에는 등록금이 없습니다. 모집 일정의 등록에서 등록금을 먼저 적어주세요.');
  return round;
}

const amountOf = (round: Round, a: Pick<Application, 'track' | 'department'>) =>
  registrationAmount(round, a.track, a.department);

/** The proposals for a statement against the round's 합격 not yet registered (logged as one list access). */
export async function previewRegistrationMatches(
  req: Request,
  roundId: number,
  rows: readonly StatementRow[],
  transaction: Transaction,
): Promise<FeeMatchPreview & { roundName: string }> {
  const round = await registrationRoundOf(roundId, transaction);
  const open = await Application.findAll({
    where: { roundId, status: 'accepted' },
    attributes: ['id', 'receiptNo', 'name', 'track', 'department'],
    order: [['receiptNo', 'ASC']],
    transaction,
  });
  const owing = open.flatMap((a) => {
    const amount = amountOf(round, a);
    return amount === null ? [] : [{ id: a.id, receiptNo: a.receiptNo, name: a.name, amount }];
  });
  const preview = planFeeMatches(rows, owing, owing[0]?.amount ?? 0, '등록금');
  await logAccess(req, 'list', null, { registrationMatches: 'preview', roundId, rows: rows.length }, transaction);
  return { ...preview, roundName: round.name };
}

/** Locks the applications of the pairs; each must be this round's 합격 not yet registered, and named once. */
async function openApplications(roundId: number, ids: readonly number[], transaction: Transaction) {
  if (new Set(ids).size !== ids.length) throw badRequest('같은 지원서가 두 번 선택되었습니다. 하나만 남겨주세요.');
  const apps = await Application.findAll({ where: { id: [...ids] }, transaction, lock: transaction.LOCK.UPDATE });
  const byId = new Map(apps.map((a) => [a.id, a]));
  for (const id of ids) {
    const a = byId.get(id);
    if (!a || a.roundId !== roundId) throw notFound('이 모집의 지원서가 아닌 것이 있습니다. 화면을 새로고침해주세요.');
    if (a.status !== 'accepted')
      throw conflict(`${a.receiptNo} ${a.name}님은 등록할 수 있는 합격 상태가 아닙니다. 화면을 새로고침해주세요.`);
  }
  return byId;
}

/** 등록 for every accepted deposit, or none. */
export async function confirmRegistrationMatches(
  req: Request,
  roundId: number,
  pairs: readonly RegistrationPair[],
  deps: { publicUrl: string },
  transaction: Transaction,
): Promise<number> {
  const round = await registrationRoundOf(roundId, transaction);
  const byId = await openApplications(
    roundId,
    pairs.map((p) => p.applicationId),
    transaction,
  );
  for (const p of pairs) {
    const a = byId.get(p.applicationId)!;
    await register(a, { amount: p.amount, paidAt: p.paidOn }, { kind: 'staff', req }, { ...deps, round }, transaction);
  }
  await auditAction(
    req,
    'rounds.registration.matches.confirm',
    { resource: 'rounds', recordId: roundId, detail: { registered: pairs.length, pairs } },
    transaction,
  );
  return pairs.length;
}

/** 등록 of a selection with the round's 등록금 each and one day paid; an applicant without an amount refuses all. */
export async function registerSelected(
  req: Request,
  roundId: number,
  body: { ids: readonly number[]; paidAt: string },
  deps: { publicUrl: string },
  transaction: Transaction,
): Promise<number> {
  const round = await registrationRoundOf(roundId, transaction);
  const byId = await openApplications(roundId, body.ids, transaction);
  const without = [...byId.values()].filter((a) => amountOf(round, a) === null);
  if (without.length)
    throw badRequest(
      `등록금이 정해지지 않은 과정·학과의 지원자가 있습니다: ${without.map((a) => `${a.receiptNo} ${a.name}`).join(', ')}. 모집 일정의 등록금을 먼저 적어주세요.`,
    );
  for (const id of body.ids) {
    const a = byId.get(id)!;
    const amount = amountOf(round, a)!;
    await register(a, { amount, paidAt: body.paidAt }, { kind: 'staff', req }, { ...deps, round }, transaction);
  }
  await auditAction(
    req,
    'rounds.registration.bulk',
    { resource: 'rounds', recordId: roundId, detail: { registered: body.ids.length, ids: body.ids } },
    transaction,
  );
  return body.ids.length;
}

/** 등록 of a selection from the application list, which may span rounds: each round's 등록금, one transaction. */
export async function registerApplications(
  req: Request,
  body: { ids: readonly number[]; paidAt: string },
  deps: { publicUrl: string },
  transaction: Transaction,
): Promise<number> {
  const ids = [...new Set(body.ids)];
  const rows = await Application.findAll({ attributes: ['id', 'roundId'], where: { id: ids }, transaction });
  if (rows.length !== ids.length)
    throw notFound('선택한 지원서 중 찾을 수 없는 것이 있습니다. 목록을 새로고침해주세요.');
  const byRound = new Map<number, number[]>();
  for (const a of rows) {
    if (a.roundId === null) throw badRequest('모집 일정이 없는 지원서는 일괄 등록할 수 없습니다.');
    byRound.set(a.roundId, [...(byRound.get(a.roundId) ?? []), a.id]);
  }
  let count = 0;
  for (const [roundId, group] of byRound)
    count += await registerSelected(req, roundId, { ids: group, paidAt: body.paidAt }, deps, transaction);
  return count;
}
