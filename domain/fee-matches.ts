// 전형료 대조: a bank statement's deposits matched with a round's unpaid applications. Pure: the
// server reads the file (server/applications/fee-statement.ts) and the applications; this reads each row (a bad row
// is named in Korean by its row number, as the spreadsheet numbers it) and proposes one application per deposit:
// - by a 접수번호 written in the depositor text (any amount; a different amount is noted);
// - else by the depositor's name and the round's fee, the one unpaid applicant of that name;
// - else by a name one letter off (a typo at the bank's counter), the one such applicant: 'fuzzy', for staff to check.
// Each application is proposed once; what is left is listed: deposits without a match, applications without a deposit.

/** The headers the columns are found by (the first of each list the file has). */
export const STATEMENT_HEADERS = {
  at: ['거래일시', '거래일자'],
  depositor: ['입금자명', '적요', '기재내용'],
  amount: ['입금액'],
} as const;

export const MATCH_KINDS = ['receiptNo', 'name', 'fuzzy'] as const;
export type MatchKind = (typeof MATCH_KINDS)[number];
export const MATCH_KIND_LABELS: Record<MatchKind, string> = {
  receiptNo: '접수번호',
  name: '이름·금액',
  fuzzy: '비슷한 이름 (확인 필요)',
};

/** One data row of the statement, its cells as text. */
export interface StatementRow {
  line: number;
  at: string;
  depositor: string;
  amount: string;
}

/** A deposit as read from a row. */
export interface Deposit {
  line: number;
  /** The day of the deposit, YYYY-MM-DD. */
  paidOn: string;
  depositor: string;
  amount: number;
}

/** What the matching reads of an unpaid application. */
export interface UnpaidApplication {
  id: number;
  receiptNo: string;
  name: string;
  /** What this application owes when it differs by application (등록금 per track and department); else the fee. */
  amount?: number;
}

export interface FeeProposal extends Deposit {
  applicationId: number;
  receiptNo: string;
  name: string;
  kind: MatchKind;
  /** What staff should look at ('' when nothing). */
  note: string;
}

export interface UnmatchedDeposit extends Deposit {
  reason: string;
}

export interface StatementProblem {
  line: number;
  message: string;
}

export interface FeeMatchPreview {
  /** The round's fee, in won. */
  feeAmount: number;
  proposals: FeeProposal[];
  unmatched: UnmatchedDeposit[];
  /** Unpaid applications no deposit was proposed for. */
  unpaid: UnpaidApplication[];
  problems: StatementProblem[];
  summary: { deposits: number; proposed: number; fuzzy: number; unmatched: number; unpaid: number; problems: number };
}

/** "30,000", "30000원", " 30 000 " → 30000; '' → 0 (a withdrawal row has no deposit); else null. */
export function parseAmount(text: string): number | null {
  const t = text.replace(/[\s,원₩]/g, '');
  if (t === '' || t === '-') return 0;
  if (!/^\d+(\.0+)?$/.test(t)) return null;
  const n = Number(t);
  return Number.isSafeInteger(Math.trunc(n)) ? Math.trunc(n) : null;
}

/** "2026.11.20 14:35:12", "2026-11-20", "2026/11/20", "2026년 11월 20일", or a date an xlsx cell wrote out. */
export function parseDay(text: string): string | null {
  const m = /^(\d{4})\s*[.\-/년]\s*(\d{1,2})\s*[.\-/월]\s*(\d{1,2})/.exec(text.trim());
  const written = /[A-Za-z]{3} [A-Za-z]{3} \d{1,2} \d{4}|^\d{4}-\d{2}-\d{2}T/.test(text) ? new Date(text) : null;
  let ymd: [number, number, number];
  if (m) ymd = [Number(m[1]), Number(m[2]), Number(m[3])];
  else if (written && !Number.isNaN(written.getTime()))
    ymd = [written.getUTCFullYear(), written.getUTCMonth() + 1, written.getUTCDate()];
  else return null;
  const iso = `${ymd[0]}-${String(ymd[1]).padStart(2, '0')}-${String(ymd[2]).padStart(2, '0')}`;
  const check = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(check.getTime()) && check.toISOString().slice(0, 10) === iso ? iso : null;
}

/** The rows read: deposits, the rows that are no deposit (withdrawals), and the rows that cannot be read. */
export function readDeposits(rows: readonly StatementRow[]): {
  deposits: Deposit[];
  skipped: number;
  problems: StatementProblem[];
} {
  const deposits: Deposit[] = [];
  const problems: StatementProblem[] = [];
  let skipped = 0;
  for (const r of rows) {
    const amount = parseAmount(r.amount);
    const paidOn = parseDay(r.at);
    const depositor = r.depositor.trim().slice(0, 50);
    const wrong: string[] = [];
    if (amount === null) wrong.push(`입금액 '${r.amount}'을(를) 금액으로 읽을 수 없습니다`);
    if (!paidOn) wrong.push(`거래일시 '${r.at}'을(를) 날짜로 읽을 수 없습니다`);
    if (amount === 0 && !wrong.length) {
      skipped += 1;
      continue;
    }
    if (!depositor) wrong.push('입금자명(적요)이 비어 있습니다');
    if (wrong.length) problems.push({ line: r.line, message: `${r.line}행: ${wrong.join(', ')}.` });
    else deposits.push({ line: r.line, paidOn: paidOn!, depositor, amount: amount! });
  }
  return { deposits, skipped, problems };
}

/** The letters of a name as a bank prints it: no spaces, digits, brackets or punctuation; Latin in upper case. */
export function nameKey(s: string): string {
  return s
    .replace(/\([^)]*\)|\[[^\]]*\]/g, '')
    .replace(/[^\p{Script=Hangul}\p{Script=Han}A-Za-z]/gu, '')
    .toUpperCase();
}

/** Levenshtein distance by code point, stopping early above `max`. */
export function editDistance(a: string, b: string, max = 2): number {
  const x = Array.from(a);
  const y = Array.from(b);
  if (Math.abs(x.length - y.length) > max) return max + 1;
  let prev = Array.from({ length: y.length + 1 }, (_, j) => j);
  for (let i = 1; i <= x.length; i++) {
    const cur = [i];
    let best = i;
    for (let j = 1; j <= y.length; j++) {
      cur[j] = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (x[i - 1] === y[j - 1] ? 0 : 1));
      best = Math.min(best, cur[j]!);
    }
    if (best > max) return max + 1;
    prev = cur;
  }
  return prev[y.length]!;
}

/** A 접수번호 written in the depositor text ("2027-1-0003", "2027-10003", "2027 1 0003"), normalised. */
export function receiptNoIn(text: string): string | null {
  const m = /(\d{4})\s*-?\s*([12])\s*-?\s*(\d{4})(?!\d)/.exec(text);
  return m ? `${m[1]}-${m[2]}-${m[3]}` : null;
}

const won = (n: number) => `${n.toLocaleString('ko-KR')}원`;

/**
 * The proposals for the deposits of a statement against a round's unpaid applications and its fee (or each
 * application's own amount: 등록금). `what` names the amount in the notes and reasons.
 */
export function planFeeMatches(
  rows: readonly StatementRow[],
  unpaidApps: readonly UnpaidApplication[],
  feeAmount: number,
  what = '전형료',
): FeeMatchPreview {
  const { deposits, problems } = readDeposits(rows);
  const expected = (a: UnpaidApplication) => a.amount ?? feeAmount;
  const amounts = [...new Set(unpaidApps.length ? unpaidApps.map(expected) : [feeAmount])].sort((x, y) => x - y);
  const open = new Map(unpaidApps.map((a) => [a.id, a]));
  const byReceipt = new Map(unpaidApps.map((a) => [a.receiptNo, a]));
  const proposals: FeeProposal[] = [];
  const waiting: Deposit[] = [];
  const propose = (d: Deposit, a: UnpaidApplication, kind: MatchKind, note = '') => {
    open.delete(a.id);
    proposals.push({ ...d, applicationId: a.id, receiptNo: a.receiptNo, name: a.name, kind, note });
  };
  // First the deposits that name their application: they take it before any name does.
  for (const d of deposits) {
    const no = receiptNoIn(d.depositor);
    const a = no ? byReceipt.get(no) : undefined;
    if (a && open.has(a.id))
      propose(d, a, 'receiptNo', d.amount === expected(a) ? '' : `금액 ${won(d.amount)} (${what} ${won(expected(a))})`);
    else waiting.push(d);
  }
  const unmatched: UnmatchedDeposit[] = [];
  const rest: Deposit[] = [];
  for (const d of waiting) {
    if (!amounts.includes(d.amount)) {
      unmatched.push({ ...d, reason: `금액이 ${what}(${amounts.map(won).join('·')})와 다릅니다.` });
      continue;
    }
    const key = nameKey(d.depositor);
    const same = [...open.values()].filter((a) => expected(a) === d.amount && nameKey(a.name) === key);
    if (same.length === 1) propose(d, same[0]!, 'name');
    else if (same.length > 1) unmatched.push({ ...d, reason: `같은 이름의 미입금 지원자가 ${same.length}명입니다.` });
    else rest.push(d);
  }
  // Then the near names, among those still unpaid: one letter off, and only when exactly one applicant is.
  for (const d of rest) {
    const key = nameKey(d.depositor);
    const near =
      key.length < 2
        ? []
        : [...open.values()].filter((a) => expected(a) === d.amount && editDistance(nameKey(a.name), key, 1) <= 1);
    if (near.length === 1) propose(d, near[0]!, 'fuzzy', `입금자명 '${d.depositor}' ≠ 지원자 '${near[0]!.name}'`);
    else
      unmatched.push({
        ...d,
        reason: near.length ? `비슷한 이름의 지원자가 ${near.length}명입니다.` : '일치하는 미입금 지원자가 없습니다.',
      });
  }
  proposals.sort((a, b) => a.line - b.line);
  unmatched.sort((a, b) => a.line - b.line);
  const unpaid = [...open.values()].sort((a, b) => (a.receiptNo < b.receiptNo ? -1 : 1));
  return {
    feeAmount,
    proposals,
    unmatched,
    unpaid,
    problems,
    summary: {
      deposits: deposits.length,
      proposed: proposals.length,
      fuzzy: proposals.filter((p) => p.kind === 'fuzzy').length,
      unmatched: unmatched.length,
      unpaid: unpaid.length,
      problems: problems.length,
    },
  };
}
