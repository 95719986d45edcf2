// Creating, changing and deleting a round inside the caller's transaction (the publish step's:
// server/cache/publish.ts). The table is locked before the overlap check, so two staff saving overlapping windows
// at the same moment cannot both pass it.
import type { Transaction } from 'sequelize';
import { AdmissionRound, Application } from '../../../db/models/index.js';
import { TRACKS } from '../../../domain/programs.js';
import { defaultDetails, detailsOf, overlaps, type Round, type RoundDetails } from '../../../domain/rounds.js';
import { formatDateTime } from '../../../domain/time.js';
import { badRequest, conflict, notFound } from '../../http/errors.js';
import { DETAIL_KEYS, windowIssues, type RoundCreate, type RoundUpdate } from './schema.js';

/** Blocks every other round write (not reads) until the transaction ends; writes queue behind it. */
async function lockRounds(t: Transaction): Promise<void> {
  await AdmissionRound.sequelize!.query('LOCK TABLE admission_rounds IN SHARE ROW EXCLUSIVE MODE', { transaction: t });
}

/** A 400 naming the other round whose window of a shared track overlaps the candidate's. */
async function checkOverlap(t: Transaction, candidate: Omit<Round, 'id'>, id: number | null): Promise<void> {
  const others = await AdmissionRound.findAll({ transaction: t, order: [['applyStartAt', 'ASC']] });
  for (const other of others) {
    if (other.id === id) continue;
    const round = other.toRound();
    const shared = overlaps(candidate, round);
    if (!shared.length) continue;
    const tracks = shared.map((c) => TRACKS[c].ko).join(', ');
    const message =
      `접수 기간이 '${round.name}'(${formatDateTime(round.applyStartAt)} ~ ${formatDateTime(round.applyEndAt)})과 ` +
      `겹칩니다 (${tracks}). 같은 과정의 접수 기간은 겹칠 수 없습니다.`;
    throw badRequest(message, { applyStartAt: message, applyEndAt: message });
  }
}

function pickDetails(input: Partial<RoundDetails>, base: RoundDetails): RoundDetails {
  const details = { ...base };
  for (const key of DETAIL_KEYS) if (input[key] !== undefined) Object.assign(details, { [key]: input[key] });
  return details;
}

function candidateOf(
  cols: { name: string; nameZh: string; term: string; applyStartAt: Date; applyEndAt: Date; announceAt: Date },
  details: RoundDetails,
): Omit<Round, 'id'> {
  return {
    ...cols,
    applyStartAt: cols.applyStartAt.toISOString(),
    applyEndAt: cols.applyEndAt.toISOString(),
    announceAt: cols.announceAt.toISOString(),
    ...details,
    resultsMailedAt: null,
    resultsConfirmedAt: null,
  };
}

export async function createRound(t: Transaction, input: RoundCreate, userId: number): Promise<AdmissionRound> {
  const { name, nameZh, term, applyStartAt, applyEndAt, announceAt } = input;
  const cols = { name, nameZh, term, applyStartAt, applyEndAt, announceAt };
  const details = pickDetails(input, defaultDetails());
  await lockRounds(t);
  await checkOverlap(t, candidateOf(cols, details), null);
  return AdmissionRound.create({ ...cols, details, createdBy: userId, updatedBy: userId }, { transaction: t });
}

export async function updateRound(
  t: Transaction,
  id: number,
  input: RoundUpdate,
  userId: number,
): Promise<AdmissionRound> {
  await lockRounds(t);
  const row = await AdmissionRound.findByPk(id, { transaction: t });
  if (!row) throw notFound('모집 일정을 찾을 수 없습니다.');
  const cols = {
    name: input.name ?? row.name,
    nameZh: input.nameZh ?? row.nameZh,
    term: input.term ?? row.term,
    applyStartAt: input.applyStartAt ?? row.applyStartAt,
    applyEndAt: input.applyEndAt ?? row.applyEndAt,
    announceAt: input.announceAt ?? row.announceAt,
  };
  // The window rules again on the merged record: a change of one instant is judged against the others kept.
  const issues = windowIssues(cols);
  if (issues.length) throw badRequest(issues[0][1], Object.fromEntries(issues));
  const details = pickDetails(input, detailsOf(row.details));
  await checkOverlap(t, candidateOf(cols, details), row.id);
  await row.update({ ...cols, details, updatedBy: userId }, { transaction: t });
  return row;
}

export async function deleteRound(t: Transaction, id: number): Promise<AdmissionRound> {
  await lockRounds(t);
  const row = await AdmissionRound.findByPk(id, { transaction: t });
  if (!row) throw notFound('모집 일정을 찾을 수 없습니다.');
  const count = await Application.count({ where: { roundId: id }, transaction: t });
  if (count > 0) {
    throw conflict(
      `이 모집에 접수된 원서가 ${count.toLocaleString('ko-KR')}건 있어 삭제할 수 없습니다. 일정을 고치거나 그대로 두세요.`,
    );
  }
  await row.destroy({ transaction: t });
  return row;
}
