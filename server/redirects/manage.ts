// 리디렉션 관리's writes: one redirect made or changed by staff, and a CSV file of them. A target that is itself an
// old address with a redirect is followed to its end before the row is stored (A→B with B→C stores A→C), and the
// rows that pointed at the changed address follow it (flattenRedirects); a chain that comes back to its start is
// refused in Korean. The CSV's dry run does the same work in a transaction that is rolled back, so its report is
// exactly what applying would do; applying writes every row or, while one has a problem, none.
import type { Sequelize, Transaction } from 'sequelize';
import { redirectKey } from '../../domain/redirect-key.js';
import {
  type ImportReport,
  REDIRECT_CSV_HEADERS,
  REDIRECT_STATUSES,
  fromProblem,
  targetKey,
  targetProblem,
  type RedirectStatus,
} from '../../domain/redirects.js';
import { HttpError, badRequest, conflict } from '../http/errors.js';
import { findRedirect, flattenRedirects, getRedirect, updateRedirect, upsertRedirects } from './store.js';
import { forgetNotFound } from './not-found.js';

export interface StaffRedirect {
  from: string;
  to: string;
  status: RedirectStatus;
}

const MOVES = (s: number) => s === 301 || s === 302;

/** The end of the chain that starts at `to`; a 400 when it comes back to `fromKey`. */
async function resolveTarget(sequelize: Sequelize, fromKey: string, to: string, t: Transaction): Promise<string> {
  let target = to;
  for (let step = 0; step < 20; step++) {
    const key = targetKey(target);
    if (key === null) return target;
    if (key === fromKey)
      throw badRequest(
        step === 0
          ? '옛 주소와 새 주소가 같습니다. 다른 주소로 보내주세요.'
          : '리디렉션이 돌고 돕니다: 새 주소를 따라가면 다시 옛 주소로 돌아옵니다.',
        { to: '이 주소로 보내면 리디렉션이 끝없이 반복됩니다.' },
      );
    const next = await findRedirect(sequelize, key, t);
    if (!next || !MOVES(next.status)) return target;
    const anchor = target.includes('#') && !next.to.includes('#') ? target.slice(target.indexOf('#')) : '';
    target = next.to + anchor;
  }
  throw badRequest('리디렉션이 너무 여러 번 이어집니다. 새 주소를 최종 주소로 입력해주세요.');
}

function check(input: StaffRedirect): void {
  const errors: Record<string, string> = {};
  const from = fromProblem(input.from);
  if (from) errors.from = from;
  const to = MOVES(input.status) ? targetProblem(input.to) : input.to ? targetProblem(input.to) : null;
  if (to) errors.to = to;
  if (!(REDIRECT_STATUSES as readonly number[]).includes(input.status))
    errors.status = '응답은 301, 302, 404, 410 중 하나로 골라주세요.';
  const first = Object.values(errors)[0];
  if (first) throw badRequest(first, errors);
}

/**
 * Stores one redirect (a new one when `id` is null), in the caller's transaction; returns its id. An old address
 * that already has a redirect is a 409 unless `upsert` (the CSV: the file's row replaces it).
 */
export async function saveRedirect(
  sequelize: Sequelize,
  input: StaffRedirect,
  id: number | null,
  t: Transaction,
  opts: { upsert?: boolean } = {},
): Promise<{ id: number; created: boolean }> {
  check(input);
  const fromKey = redirectKey(input.from).key;
  const to = MOVES(input.status) ? await resolveTarget(sequelize, fromKey, input.to, t) : input.to;
  const same = await findRedirect(sequelize, fromKey, t);
  if (same && same.id !== id && !opts.upsert)
    throw conflict(`이 옛 주소에는 이미 리디렉션이 있습니다(번호 ${same.id}). 그 항목을 수정해주세요.`, {
      from: '이미 등록된 옛 주소입니다.',
    });
  let savedId: number;
  // The CSV's row for an address that has a redirect changes that one, which keeps its source (an import's).
  const target = id ?? (same ? same.id : null);
  if (target !== null) {
    const current = await getRedirect(sequelize, target, t);
    if (!current) throw new HttpError(404, '리디렉션을 찾을 수 없습니다.');
    await updateRedirect(sequelize, target, { fromKey, to, status: input.status, source: current.source }, t);
    savedId = target;
  } else {
    await upsertRedirects(sequelize, [{ from: fromKey, to, status: input.status, source: 'staff' }], t);
    savedId = (await findRedirect(sequelize, fromKey, t))!.id;
  }
  await flattenRedirects(sequelize, t);
  await forgetNotFound(sequelize, fromKey, t);
  return { id: savedId, created: !same && id === null };
}

export const MAX_CSV_ROWS = 5_000;

const HEADER_OF: Record<string, keyof StaffRedirect> = {
  [REDIRECT_CSV_HEADERS[0]]: 'from',
  [REDIRECT_CSV_HEADERS[1]]: 'to',
  [REDIRECT_CSV_HEADERS[2]]: 'status',
  from: 'from',
  to: 'to',
  status: 'status',
};

/** The file's rows as redirects, with their line numbers; a file without the two address columns is a 400. */
export function csvRows(table: string[][]): { line: number; from: string; to: string; status: string }[] {
  const head = (table[0] ?? []).map((c) => HEADER_OF[c.replace(/^\uFEFF/, '').trim()]);
  const at = (name: keyof StaffRedirect) => head.indexOf(name);
  if (at('from') < 0 || at('to') < 0)
    throw badRequest(`첫 줄에 '${REDIRECT_CSV_HEADERS[0]}'과 '${REDIRECT_CSV_HEADERS[1]}' 열 제목을 적어주세요.`);
  const cell = (r: string[], name: keyof StaffRedirect) => (at(name) < 0 ? '' : (r[at(name)] ?? '').trim());
  const rows = table
    .map((r, i) => ({ line: i + 1, from: cell(r, 'from'), to: cell(r, 'to'), status: cell(r, 'status') }))
    .slice(1)
    .filter((r, i) => table[i + 1].some((c) => c.trim()));
  if (!rows.length) throw badRequest('CSV 파일에 리디렉션 행이 없습니다.');
  if (rows.length > MAX_CSV_ROWS)
    throw badRequest(`CSV 파일은 ${MAX_CSV_ROWS.toLocaleString('ko-KR')}행까지 올릴 수 있습니다.`);
  return rows;
}

class Rollback extends Error {}

/** The dry run (nothing stays) or the import (all rows or none) of the CSV's rows. */
export async function importRedirects(
  sequelize: Sequelize,
  rows: ReturnType<typeof csvRows>,
  dryRun: boolean,
): Promise<ImportReport> {
  const report: ImportReport = { dryRun, rows: rows.length, created: 0, updated: 0, problems: [] };
  const seen = new Map<string, number>();
  try {
    await sequelize.transaction(async (t) => {
      for (const r of rows) {
        const status = Number(/^\d{3}/.exec(r.status)?.[0] ?? (r.status ? NaN : 301));
        const key = redirectKey(r.from).key;
        const twice = r.from ? seen.get(key) : undefined;
        if (twice) {
          report.problems.push({ line: r.line, from: r.from, problem: `${twice}번째 줄과 같은 옛 주소입니다.` });
          continue;
        }
        seen.set(key, r.line);
        try {
          await sequelize.query('SAVEPOINT csv_row', { transaction: t });
          const saved = await saveRedirect(
            sequelize,
            { from: r.from, to: r.to, status: status as RedirectStatus },
            null,
            t,
            {
              upsert: true,
            },
          );
          if (saved.created) report.created++;
          else report.updated++;
        } catch (err) {
          if (!(err instanceof HttpError) || err.status >= 500) throw err;
          await sequelize.query('ROLLBACK TO SAVEPOINT csv_row', { transaction: t });
          report.problems.push({ line: r.line, from: r.from, problem: err.message });
        }
      }
      if (dryRun || report.problems.length) throw new Rollback();
    });
  } catch (err) {
    if (!(err instanceof Rollback)) throw err;
  }
  return report;
}
