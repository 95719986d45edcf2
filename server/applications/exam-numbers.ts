// 수험번호 for every application that needs one (domain/exam-numbers.ts): given when the round's window closes (the
// job below, started by serve.ts) or at the first use of the number (the 면접 시간표, 면접 배정, the 수험표, 등록 and
// the hand-off export), whichever comes first. Numbering is serialised by one transaction-scoped advisory lock, so
// two processes (or two staff members) never hand out the same number; the unique index on (round_id, exam_no)
// backs it. A withdrawn application (지원 취소) gets none.
import { Op, QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import { Application } from '../../db/models/index.js';
import { now, nowMs } from '../../domain/clock.js';
import { examNoOf, examNoPrefix, nextExamNos } from '../../domain/exam-numbers.js';
import type { SiteChanges } from '../cache/site-events.js';
import { badRequest } from '../http/errors.js';
import { startDueTimer, type DueTimer } from '../process/due-timer.js';

/** Longest sleep between looks: a window moved in another process is seen within this. */
const MAX_WAIT_MS = 5 * 60_000;

/** Serialises numbering across processes until the transaction ends. */
export async function lockExamNumbering(transaction: Transaction): Promise<void> {
  await Application.sequelize!.query("SELECT pg_advisory_xact_lock(hashtext('applications.exam_no'))", {
    transaction,
  });
}

/**
 * The numbers each application without one would get: the next free one of its round and track, in receipt-number
 * order (from `start` when staff give one). Writes nothing; the caller holds the lock.
 */
export async function assignExamNos(rows: Application[], start: number | undefined, transaction: Transaction) {
  const numbers = new Map<number, string>();
  const groups = new Map<string, Application[]>();
  for (const a of rows.filter((r) => !r.examNo).sort((x, y) => x.receiptNo.localeCompare(y.receiptNo))) {
    const key = `${a.roundId ?? ''}|${a.term}|${a.track}`;
    groups.set(key, [...(groups.get(key) ?? []), a]);
  }
  for (const group of groups.values()) {
    const { roundId, term, track } = group[0]!;
    const prefix = examNoPrefix(term, track);
    const taken = await Application.findAll({
      attributes: ['examNo'],
      where: { roundId, examNo: { [Op.startsWith]: prefix } },
      transaction,
    });
    const free = nextExamNos(
      taken.map((t) => t.examNo!),
      prefix,
      group.length,
      start,
    );
    if (!free) throw badRequest('수험번호가 9999번을 넘습니다.', { examNoStart: '더 작은 번호부터 시작해주세요.' });
    group.forEach((a, i) => numbers.set(a.id, examNoOf(term, track, free[i]!)));
  }
  return numbers;
}

/**
 * Gives a 수험번호 to each application (by id, or every one of a round) that has none, in the caller's transaction
 * under the numbering lock. The rows passed in (if any) are updated in place. Answers how many were numbered.
 */
export async function numberApplications(
  which: { ids: readonly number[] } | { roundId: number },
  transaction: Transaction,
): Promise<number> {
  await lockExamNumbering(transaction);
  const where =
    'ids' in which
      ? { id: [...which.ids], examNo: null, roundId: { [Op.ne]: null } }
      : { roundId: which.roundId, examNo: null };
  const rows = await Application.findAll({
    where: { ...where, status: { [Op.ne]: 'withdrawn' } },
    transaction,
    lock: transaction.LOCK.UPDATE,
  });
  if (!rows.length) return 0;
  const numbers = await assignExamNos(rows, undefined, transaction);
  for (const a of rows) await a.update({ examNo: numbers.get(a.id)! }, { transaction });
  return rows.length;
}

/** At first use outside a transaction (the 수험표): the application's number, given now if it had none. */
export async function examNoAtFirstUse(id: number): Promise<void> {
  const a = await Application.findByPk(id, { attributes: ['id', 'examNo', 'roundId', 'status'] });
  if (!a || a.examNo || a.roundId === null || a.status === 'withdrawn') return;
  await Application.sequelize!.transaction((t) => numberApplications({ ids: [id] }, t));
}

/** At first use of a round's numbers outside a transaction (the hand-off export): every one given. */
export async function numberRoundNow(roundId: number): Promise<number> {
  return Application.sequelize!.transaction((t) => numberApplications({ roundId }, t));
}

/** The rounds whose window has closed with applications still unnumbered. */
async function closedUnnumbered(sequelize: Sequelize): Promise<number[]> {
  const rows = await sequelize.query<{ id: number }>(
    `SELECT DISTINCT r.id FROM admission_rounds r JOIN applications a ON a.round_id = r.id
      WHERE r.apply_end_at <= :at AND a.exam_no IS NULL AND a.status <> 'withdrawn' ORDER BY r.id`,
    { replacements: { at: now() }, type: QueryTypes.SELECT },
  );
  return rows.map((r) => r.id);
}

/** Every round whose window has closed with applications still unnumbered: numbered. How many applications. */
export async function numberClosedRounds(sequelize: Sequelize): Promise<number> {
  let count = 0;
  for (const id of await closedUnnumbered(sequelize))
    count += await sequelize.transaction((t) => numberApplications({ roundId: id }, t));
  return count;
}

/** Now when a closed round waits for numbers, else the next window to close, no later than MAX_WAIT_MS from now. */
async function nextClose(sequelize: Sequelize): Promise<Date> {
  if ((await closedUnnumbered(sequelize)).length) return now();
  const cap = new Date(nowMs() + MAX_WAIT_MS);
  const [row] = await sequelize.query<{ next: Date | null }>(
    `SELECT min(apply_end_at) AS next FROM admission_rounds WHERE apply_end_at > :at`,
    { replacements: { at: now() }, type: QueryTypes.SELECT },
  );
  const next = row?.next ? new Date(row.next) : null;
  return next && next.getTime() < cap.getTime() ? next : cap;
}

/** The job: wakes when a window closes (every few minutes at most) and numbers what the closed rounds hold. */
export function startExamNumbering(deps: { sequelize: Sequelize; events: SiteChanges }): DueTimer {
  return startDueTimer({
    nextAt: () => nextClose(deps.sequelize),
    work: () => numberClosedRounds(deps.sequelize),
    events: deps.events,
    wakesOn: ['rounds'],
    what: '접수 마감 수험번호 부여',
  });
}
