// The results import: the 사정 spreadsheet's rows checked against the round's applications, and the
// preview the admin shows before anything changes. Pure: the server reads the file (server/applications/
// results-sheet.ts) and the applications, this decides each row's change or its problem — a Korean sentence naming
// the row as the spreadsheet numbers it — and the summary. While any row has a problem nothing is applied.
import { statusLabel, type Outcome, type StatusCode } from './application-status.js';

/** The headers the columns are found by (a header row may sit below a title row). */
export const IMPORT_HEADERS = { receiptNo: '접수번호', result: '결과', rank: '예비순위', note: '비고' } as const;

/** The result words of the spreadsheet and the outcome each stands for. */
export const RESULT_WORDS: Record<string, Outcome> = { 합격: 'accepted', 불합격: 'rejected', 예비: 'waitlisted' };

/** One data row of the spreadsheet, its cells as text. */
export interface SheetRow {
  /** The row's number in the spreadsheet (the header is a row too). */
  line: number;
  receiptNo: string;
  result: string;
  rank: string;
  note: string;
}

/** What the import reads of an application. */
export interface ImportTarget {
  id: number;
  receiptNo: string;
  name: string;
  roundId: number | null;
  status: StatusCode;
  waitlistRank: number | null;
}

export interface PreviewRow {
  line: number;
  receiptNo: string;
  /** The applicant's name ('' when the 접수번호 is unknown). */
  name: string;
  from: StatusCode | null;
  to: Outcome | null;
  waitlistRank: number | null;
  note: string;
  /** Nothing would change for this row. */
  unchanged: boolean;
  /** Why the row cannot be applied, or null. */
  problem: string | null;
}

export interface ImportSummary {
  accepted: number;
  rejected: number;
  waitlisted: number;
  unchanged: number;
  problems: number;
}

export interface ImportPreview {
  rows: PreviewRow[];
  summary: ImportSummary;
}

/** Statuses the import leaves alone: 등록 and 등록포기 come after the announcement; 지원 취소 was the applicant's. */
const SETTLED: readonly StatusCode[] = ['registered', 'declined', 'withdrawn'];

const compact = (s: string) => s.replace(/\s+/g, '');

/** '3' → 3; anything but a whole number from 1 → NaN; '' → null. */
function rankOf(raw: string): number | null {
  const s = raw.trim();
  if (!s) return null;
  return /^\d{1,6}(\.0+)?$/.test(s) && Number.parseFloat(s) >= 1 ? Number.parseInt(s, 10) : Number.NaN;
}

/**
 * Each row's change or problem. `found` holds, by 접수번호, the applications the rows name (of any round) and the
 * round's 예비 the file leaves out, whose ranks stay and so must not be given twice.
 */
export function planImport(
  rows: readonly SheetRow[],
  found: ReadonlyMap<string, ImportTarget>,
  roundId: number,
  roundName: string,
): ImportPreview {
  const firstLine = new Map<string, number>();
  const planned: PreviewRow[] = rows.map((row) => {
    const receiptNo = row.receiptNo.trim();
    const a = found.get(receiptNo);
    const word = compact(row.result);
    const to = Object.hasOwn(RESULT_WORDS, word) ? RESULT_WORDS[word]! : null;
    const rank = to === 'waitlisted' ? rankOf(row.rank) : null;
    const base: PreviewRow = {
      line: row.line,
      receiptNo,
      name: a?.name ?? '',
      from: a?.status ?? null,
      to,
      waitlistRank: rank !== null && Number.isNaN(rank) ? null : rank,
      note: row.note.trim(),
      unchanged: false,
      problem: null,
    };
    const problem = (text: string): PreviewRow => ({ ...base, problem: `${row.line}행: ${text}` });
    if (!receiptNo) return problem('접수번호가 비어 있습니다.');
    const seen = firstLine.get(receiptNo);
    if (seen !== undefined) return problem(`접수번호 ${receiptNo}이(가) ${seen}행에도 있습니다. 한 번만 적어주세요.`);
    firstLine.set(receiptNo, row.line);
    if (!a) return problem(`접수번호 ${receiptNo}인 지원서를 찾을 수 없습니다.`);
    if (a.roundId !== roundId)
      return problem(`접수번호 ${receiptNo}(${a.name})은(는) ${roundName}의 지원자가 아닙니다.`);
    if (!to) {
      const given = row.result.trim();
      return problem(
        `${given ? `결과 '${given}'은(는) 알 수 없는 값입니다` : '결과가 비어 있습니다'}. 합격, 불합격, 예비 중 하나로 적어주세요.`,
      );
    }
    if (to === 'waitlisted' && rank === null) return problem('예비에는 예비순위가 필요합니다.');
    if (rank !== null && Number.isNaN(rank))
      return problem(`예비순위 '${row.rank.trim()}'은(는) 1 이상의 정수로 적어주세요.`);
    if (SETTLED.includes(a.status))
      return problem(
        `접수번호 ${receiptNo}(${a.name})은(는) 이미 ${statusLabel(a.status, 'ko')} 처리되어 결과를 바꿀 수 없습니다.`,
      );
    const unchanged = a.status === to && (to !== 'waitlisted' || a.waitlistRank === rank);
    return { ...base, unchanged };
  });
  const checked = markRankClashes(planned, [...found.values()], roundId);
  return { rows: checked, summary: summaryOf(checked) };
}

/** Two 예비 with the same rank: in the file, or against a 예비 of the round that the file leaves as it is. */
function markRankClashes(rows: PreviewRow[], known: readonly ImportTarget[], roundId: number): PreviewRow[] {
  const inFile = new Set(rows.map((r) => r.receiptNo));
  const kept = new Map<number, string>();
  for (const a of known)
    if (a.roundId === roundId && a.status === 'waitlisted' && a.waitlistRank !== null && !inFile.has(a.receiptNo))
      kept.set(a.waitlistRank, a.receiptNo);
  const byRank = new Map<number, number>();
  return rows.map((r) => {
    if (r.problem || r.to !== 'waitlisted' || r.waitlistRank === null) return r;
    const clash = byRank.get(r.waitlistRank);
    if (clash !== undefined)
      return { ...r, problem: `${r.line}행: 예비순위 ${r.waitlistRank}이(가) ${clash}행과 겹칩니다.` };
    byRank.set(r.waitlistRank, r.line);
    const other = kept.get(r.waitlistRank);
    return other
      ? {
          ...r,
          problem: `${r.line}행: 예비순위 ${r.waitlistRank}은(는) 파일에 없는 예비 지원자(접수번호 ${other})의 순위와 겹칩니다.`,
        }
      : r;
  });
}

function summaryOf(rows: readonly PreviewRow[]): ImportSummary {
  const s: ImportSummary = { accepted: 0, rejected: 0, waitlisted: 0, unchanged: 0, problems: 0 };
  for (const r of rows) {
    if (r.problem) s.problems += 1;
    else if (r.unchanged) s.unchanged += 1;
    else if (r.to) s[r.to] += 1;
  }
  return s;
}
