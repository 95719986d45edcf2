// 결과 확정 of a round: who changed a result (the last one, and everyone since the last confirmation), the
// confirmation by someone who changed none (or by a 최고관리자 alone with a reason), and its withdrawal when a result
// changes while the results are not shown yet or announceAt moves earlier before they are.
// The rule is domain/result-confirmation.ts; these are its writes, each in the caller's transaction (a publish step:
// the rounds every process holds carry the confirmation, and the result mailer wakes on it).
import type { Transaction } from 'sequelize';
import { AdmissionRound, Application, User } from '../../db/models/index.js';
import { AFTER_RESULT, OUTCOMES } from '../../domain/application-status.js';
import { now } from '../../domain/clock.js';
import { announceMoveWithdraws, confirmsAlone, withdrawsConfirmation } from '../../domain/result-confirmation.js';
import { conflict, notFound } from '../http/errors.js';

/**
 * Records a change of a result in the round by `userId` (the import, a status change), who joins the changers since
 * the last confirmation; withdraws the confirmation when the results are not shown yet. Answers whether it was.
 */
export async function noteResultChange(
  transaction: Transaction,
  roundId: number | null,
  userId: number,
): Promise<{ withdrawn: boolean }> {
  if (roundId === null) return { withdrawn: false };
  const row = await AdmissionRound.findByPk(roundId, { transaction, lock: transaction.LOCK.UPDATE });
  if (!row) return { withdrawn: false };
  const at = now();
  const withdrawn = withdrawsConfirmation(row.toRound(), at);
  await row.update(
    {
      resultsChangedAt: at,
      resultsChangedBy: userId,
      resultsChangers: row.resultsChangers.includes(userId) ? row.resultsChangers : [...row.resultsChangers, userId],
      ...(withdrawn ? { resultsConfirmedAt: null, resultsConfirmedBy: null, resultsConfirmReason: null } : {}),
    },
    { transaction },
  );
  return { withdrawn };
}

export interface Confirmer {
  id: number;
  role: string | null;
}

/** The confirmation is withdrawn when a save moved announceAt earlier (from `before`) while the results wait. */
export async function noteAnnounceMove(
  transaction: Transaction,
  row: AdmissionRound,
  before: Date,
): Promise<{ withdrawn: boolean }> {
  if (!announceMoveWithdraws(row.toRound(), before, row.announceAt, now())) return { withdrawn: false };
  await row.update({ resultsConfirmedAt: null, resultsConfirmedBy: null, resultsConfirmReason: null }, { transaction });
  return { withdrawn: true };
}

export const CHANGER_MAY_NOT_CONFIRM =
  '지난 확정 뒤 결과를 바꾼 담당자는 확정할 수 없습니다. 결과를 바꾸지 않은 다른 입학 담당자가 확인하고 확정해주세요.';

/**
 * 결과 확정 by `by`: refused (409, Korean) when already confirmed, when the round has no result yet, or when `by`
 * changed any result since the last confirmation — unless a 최고관리자 writes why they confirm alone. Empties the
 * changers: the next confirmation is asked of whoever did not change a result after this one.
 */
export async function confirmResults(
  transaction: Transaction,
  roundId: number,
  by: Confirmer,
  reason: string | undefined,
): Promise<{ round: AdmissionRound; alone: boolean }> {
  const row = await AdmissionRound.findByPk(roundId, { transaction, lock: transaction.LOCK.UPDATE });
  if (!row) throw notFound('모집 일정을 찾을 수 없습니다.');
  if (row.resultsConfirmedAt) throw conflict('이 모집의 결과는 이미 확정되었습니다.');
  if (row.resultsMailedAt) throw conflict('이 모집의 결과는 이미 발표되었습니다.');
  const decided = await Application.count({
    where: { roundId, status: [...OUTCOMES, ...AFTER_RESULT] },
    transaction,
  });
  if (!decided) throw conflict('확정할 결과가 없습니다. 먼저 결과를 정하거나 가져와주세요.');
  const alone = confirmsAlone(row.resultsChangers, by.id);
  if (alone && by.role !== 'superadmin') throw conflict(CHANGER_MAY_NOT_CONFIRM);
  if (alone && !reason)
    throw conflict('지난 확정 뒤 결과를 바꾼 담당자가 확정하려면 혼자 확정하는 사유를 적어주세요.', {
      reason: '혼자 확정하는 사유를 적어주세요.',
    });
  await row.update(
    {
      resultsConfirmedAt: now(),
      resultsConfirmedBy: by.id,
      resultsConfirmReason: alone ? reason! : null,
      resultsChangers: [],
    },
    { transaction },
  );
  return { round: row, alone };
}

/**
 * The round's confirmation as the admin shows it: who changed a result last, everyone who changed one since the
 * last confirmation (changers: none of them confirms as the second person), who confirmed, when.
 */
export async function confirmationOf(row: AdmissionRound, transaction?: Transaction) {
  const ids = [row.resultsChangedBy, row.resultsConfirmedBy, ...row.resultsChangers].filter(
    (id): id is number => id !== null,
  );
  const users = await User.findAll({ where: { id: ids }, transaction });
  const nameOf = (id: number | null) => {
    const u = users.find((x) => x.id === id);
    return u ? (u.name ?? u.loginId) : null;
  };
  return {
    confirmedAt: row.resultsConfirmedAt?.toISOString() ?? null,
    confirmedBy: row.resultsConfirmedBy,
    confirmedByName: nameOf(row.resultsConfirmedBy),
    confirmReason: row.resultsConfirmReason,
    changedAt: row.resultsChangedAt?.toISOString() ?? null,
    changedBy: row.resultsChangedBy,
    changedByName: nameOf(row.resultsChangedBy),
    changers: row.resultsChangers.map((id) => ({ id, name: nameOf(id) })),
    mailedAt: row.resultsMailedAt?.toISOString() ?? null,
  };
}
