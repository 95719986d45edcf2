// The round-related facts of an application as the admin list, the detail and the export show them: which round
// (모집) it was made in, 수험번호, the interview, and 입금 확인 (when, by whom).
import { AdmissionRound, Application } from '../../../db/models/index.js';
import { formatDateTime } from '../../../domain/time.js';

/** The names of the rounds the applications name (one query for a page of rows). */
export async function roundNamesOf(rows: Pick<Application, 'roundId'>[]): Promise<Map<number, string>> {
  const ids = [...new Set(rows.map((r) => r.roundId).filter((id): id is number => id !== null))];
  if (!ids.length) return new Map();
  const rounds = await AdmissionRound.findAll({ where: { id: ids }, attributes: ['id', 'name'] });
  return new Map(rounds.map((r) => [r.id, r.name]));
}

/** What the list row and the detail add about the round; roundName is null for an application of no round. */
export function roundFields(a: Application, names: Map<number, string>) {
  return {
    roundId: a.roundId,
    roundName: a.roundId === null ? null : (names.get(a.roundId) ?? null),
    examNo: a.examNo,
    interviewAt: a.interviewAt ? a.interviewAt.toISOString() : null,
    interviewPlace: a.interviewPlace,
    feePaidAt: a.feePaidAt ? a.feePaidAt.toISOString() : null,
    feePaidBy: a.feePaidBy,
  };
}

/** The keys roundFields adds: read-only for the record's PUT (react-admin sends the whole record back). */
export const ROUND_FIELD_KEYS = [
  'roundId',
  'roundName',
  'examNo',
  'interviewAt',
  'interviewPlace',
  'feePaidAt',
  'feePaidBy',
] as const;

type Cell = string | number | null;

/** The export's columns about the round, after the applicant's: 모집, 수험번호, 면접 일시·장소, 입금 확인 and its deposit. */
export function roundExportColumns(
  names: Map<number, string>,
): [header: string, width: number, value: (a: Application) => Cell][] {
  return [
    ['모집', 24, (a) => (a.roundId === null ? a.term : (names.get(a.roundId) ?? a.term))],
    ['수험번호', 10, (a) => a.examNo],
    ['면접 일시', 18, (a) => (a.interviewAt ? formatDateTime(a.interviewAt) : null)],
    ['면접 장소', 20, (a) => a.interviewPlace],
    [
      '입금 확인',
      24,
      (a) => (a.feePaidAt ? `확인 ${formatDateTime(a.feePaidAt)} ${a.feePaidBy ?? ''}`.trim() : '미확인'),
    ],
    // What 입금 확인 recorded of the deposit: the amount, the depositor and the day of the transfer.
    ['입금액', 10, (a) => a.feeAmount],
    ['입금자명', 12, (a) => a.feeDepositor],
    ['입금일', 12, (a) => a.feePaidOn],
  ];
}

/** GET /api/applications/rounds: the rounds for the list's 모집 filter, the latest first, with their application counts. */
export async function roundChoices(): Promise<{ id: number; name: string; term: string; count: number }[]> {
  const rounds = await AdmissionRound.findAll({
    attributes: ['id', 'name', 'term'],
    order: [
      ['applyStartAt', 'DESC'],
      ['id', 'DESC'],
    ],
  });
  const counts = (await Application.count({ group: ['roundId'] })) as unknown as {
    roundId: number | null;
    count: number;
  }[];
  const byRound = new Map(counts.map((c) => [c.roundId, Number(c.count)]));
  return rounds.map((r) => ({ id: r.id, name: r.name, term: r.term, count: byRound.get(r.id) ?? 0 }));
}
