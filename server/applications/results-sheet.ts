// The 사정 spreadsheet as rows of text: an xlsx workbook (its first sheet) or a CSV file (UTF-8 with or without a
// BOM; a file Excel saved as "CSV" in Korean Windows is CP949, read as such when it is not valid UTF-8). The columns
// are found by their Korean headers (domain/results-import.ts IMPORT_HEADERS) in the first rows, so a title row above
// the table is fine. A file that is neither, or has no 접수번호 or 결과 column, is refused as a whole with a Korean 400.
import { IMPORT_HEADERS, type SheetRow } from '../../domain/results-import.js';
import { badRequest } from '../http/errors.js';

/** How far down the header row may be. */
export const HEADER_SEARCH_ROWS = 10;
/** The committee's spreadsheet of one round is a few hundred rows; a bigger file is not one. */
export const MAX_IMPORT_ROWS = 5000;

const FILE_MESSAGE = '결과 파일은 엑셀(.xlsx) 또는 CSV(.csv) 파일로 올려주세요.';

/** RFC 4180: fields split by commas, quoted fields may hold commas, quotes ("") and line breaks. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"' && field === '') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += c;
  }
  if (field !== '' || row.length) rows.push([...row, field]);
  return rows;
}

function decodeCsv(buf: Buffer): string {
  const bom = buf[0] === 0xef && buf[1] === 0xbb && buf[2] === 0xbf;
  const body = bom ? buf.subarray(3) : buf;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(body);
  } catch {
    return new TextDecoder('euc-kr').decode(body);
  }
}

async function xlsxRows(buf: Buffer, fileMessage: string): Promise<string[][]> {
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.Workbook();
  try {
    await book.xlsx.load(buf as unknown as ArrayBuffer);
  } catch {
    throw badRequest(`엑셀 파일을 읽지 못했습니다. ${fileMessage}`);
  }
  const sheet = book.worksheets[0];
  if (!sheet) throw badRequest('엑셀 파일에 시트가 없습니다.');
  const rows: string[][] = [];
  sheet.eachRow({ includeEmpty: true }, (r, n) => {
    const cells: string[] = [];
    r.eachCell({ includeEmpty: true }, (cell, col) => {
      cells[col - 1] = cell.text ?? '';
    });
    rows[n - 1] = Array.from(cells, (c) => c ?? '');
  });
  return Array.from(rows, (r) => r ?? []);
}

const isZip = (buf: Buffer) => buf.length > 4 && buf.readUInt32LE(0) === 0x04034b50;
/** A header cell as the columns are found by: without spaces. */
export const headerCell = (s: string | undefined) => (s ?? '').replace(/\s+/g, '');
const header = headerCell;

/**
 * Every row of the file as text cells (xlsx: the first sheet; CSV: UTF-8 or CP949); a file that is neither is
 * refused with `fileMessage`. Also the bank statement's reader (server/applications/fee-statement.ts).
 */
export async function readSheetTable(
  file: { originalname: string; buffer: Buffer },
  fileMessage = FILE_MESSAGE,
): Promise<string[][]> {
  const ext = file.originalname.toLowerCase().split('.').pop() ?? '';
  if (ext === 'xlsx' || (ext !== 'csv' && isZip(file.buffer))) {
    if (!isZip(file.buffer)) throw badRequest(`엑셀 파일을 읽지 못했습니다. ${fileMessage}`);
    return xlsxRows(file.buffer, fileMessage);
  }
  if (ext === 'csv') {
    if (file.buffer.includes(0)) throw badRequest(`CSV 파일을 읽지 못했습니다. ${fileMessage}`);
    return parseCsv(decodeCsv(file.buffer));
  }
  throw badRequest(fileMessage);
}

/** The file's data rows under its header row, each with its row number; empty rows are left out. */
export async function readResultSheet(file: { originalname: string; buffer: Buffer }): Promise<SheetRow[]> {
  const table = await readSheetTable(file);
  const at = table.slice(0, HEADER_SEARCH_ROWS).findIndex((r) => r.some((c) => header(c) === IMPORT_HEADERS.receiptNo));
  if (at < 0) throw badRequest(`'${IMPORT_HEADERS.receiptNo}' 열을 찾을 수 없습니다. 첫 줄에 열 제목을 적어주세요.`);
  const head = table[at]!.map(header);
  const col = (name: string) => head.indexOf(name);
  const [receiptNo, result, rank, note] = [
    col(IMPORT_HEADERS.receiptNo),
    col(IMPORT_HEADERS.result),
    col(IMPORT_HEADERS.rank),
    col(IMPORT_HEADERS.note),
  ];
  if (result < 0) throw badRequest(`'${IMPORT_HEADERS.result}' 열을 찾을 수 없습니다.`);
  const cell = (r: string[], i: number) => (i < 0 ? '' : (r[i] ?? '').trim());
  const rows: SheetRow[] = [];
  table.slice(at + 1).forEach((r, i) => {
    if (!r.some((c) => c.trim())) return;
    rows.push({
      line: at + 2 + i,
      receiptNo: cell(r, receiptNo),
      result: cell(r, result),
      rank: cell(r, rank),
      note: cell(r, note).slice(0, 1000),
    });
  });
  if (!rows.length) throw badRequest('결과 파일에 지원자 행이 없습니다.');
  if (rows.length > MAX_IMPORT_ROWS) throw badRequest(`결과 파일은 ${MAX_IMPORT_ROWS}행까지 올릴 수 있습니다.`);
  return rows;
}
