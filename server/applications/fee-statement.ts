// A bank statement (거래내역) as rows: the xlsx or CSV a Korean bank exports, read by the results import's reader
// (results-sheet.ts: xlsx's first sheet, CSV in UTF-8 with or without a BOM, or CP949). The columns are found by
// their headers (domain/fee-matches.ts STATEMENT_HEADERS) in the first rows, under any title rows the bank puts
// above the table. A file without them is refused as a whole with a Korean 400.
import { STATEMENT_HEADERS, type StatementRow } from '../../domain/fee-matches.js';
import { badRequest } from '../http/errors.js';
import { HEADER_SEARCH_ROWS, MAX_IMPORT_ROWS, headerCell, readSheetTable } from './results-sheet.js';

const FILE_MESSAGE = '거래내역은 은행에서 받은 엑셀(.xlsx) 또는 CSV(.csv) 파일로 올려주세요.';

/** The index of the first of `names` in the header row, or -1. */
const columnOf = (head: string[], names: readonly string[]) =>
  names.map((n) => head.indexOf(n)).find((i) => i >= 0) ?? -1;

export async function readStatement(file: { originalname: string; buffer: Buffer }): Promise<StatementRow[]> {
  const table = await readSheetTable(file, FILE_MESSAGE);
  const at = table
    .slice(0, HEADER_SEARCH_ROWS)
    .findIndex((r) => r.some((c) => (STATEMENT_HEADERS.amount as readonly string[]).includes(headerCell(c))));
  if (at < 0) throw badRequest(`'입금액' 열을 찾을 수 없습니다. 은행에서 받은 거래내역 파일을 그대로 올려주세요.`);
  const head = table[at]!.map(headerCell);
  const [when, who, amount] = [
    columnOf(head, STATEMENT_HEADERS.at),
    columnOf(head, STATEMENT_HEADERS.depositor),
    columnOf(head, STATEMENT_HEADERS.amount),
  ];
  if (when < 0) throw badRequest(`'거래일시' 열을 찾을 수 없습니다.`);
  if (who < 0) throw badRequest(`'입금자명' 또는 '적요' 열을 찾을 수 없습니다.`);
  const cell = (r: string[], i: number) => (r[i] ?? '').trim();
  const rows: StatementRow[] = [];
  table.slice(at + 1).forEach((r, i) => {
    if (!r.some((c) => c.trim())) return;
    rows.push({ line: at + 2 + i, at: cell(r, when), depositor: cell(r, who), amount: cell(r, amount) });
  });
  if (!rows.length) throw badRequest('거래내역 파일에 거래 행이 없습니다.');
  if (rows.length > MAX_IMPORT_ROWS) throw badRequest(`거래내역은 ${MAX_IMPORT_ROWS}행까지 올릴 수 있습니다.`);
  return rows;
}
