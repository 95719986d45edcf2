// The 사정 spreadsheet reader: quoted CSV fields (commas, quotes, line breaks), a CSV Excel saved in Korean Windows
// (CP949, no BOM), and an xlsx whose header row sits under a title row and whose rank is a number cell.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import ExcelJS from 'exceljs';
import { parseCsv, readResultSheet } from './results-sheet.js';

describe('readResultSheet', () => {
  test('RFC 4180 fields', () => {
    assert.deepEqual(parseCsv('a,"b,c","d ""e"""\r\n"f\ng",,h\n'), [
      ['a', 'b,c', 'd "e"'],
      ['f\ng', '', 'h'],
    ]);
  });

  test('a CP949 CSV is read as Korean', async () => {
    // 접수번호,결과 / 2027-1-0001,합격 in CP949 (EUC-KR).
    const bytes = Buffer.from([
      ...[0xc1, 0xa2, 0xbc, 0xf6, 0xb9, 0xf8, 0xc8, 0xa3, 0x2c, 0xb0, 0xe1, 0xb0, 0xfa, 0x0a],
      ...Buffer.from('2027-1-0001,'),
      ...[0xc7, 0xd5, 0xb0, 0xdd, 0x0a],
    ]);
    const rows = await readResultSheet({ originalname: 'result.CSV', buffer: bytes });
    assert.deepEqual(rows, [{ line: 2, receiptNo: '2027-1-0001', result: '합격', rank: '', note: '' }]);
  });

  test('an xlsx with a title row, spaces in a header and a number rank', async () => {
    const book = new ExcelJS.Workbook();
    const ws = book.addWorksheet('결과');
    ws.addRow(['2027학년도 전기 사정 결과']);
    ws.addRow([]);
    ws.addRow(['번호', '접수 번호', '결과', '예비 순위', '비고']);
    ws.addRow([1, '2027-1-0002', '예비', 3, '동점']);
    ws.addRow([]);
    ws.addRow([2, '2027-1-0003', '불합격', null, null]);
    const buffer = Buffer.from(await book.xlsx.writeBuffer());
    assert.deepEqual(await readResultSheet({ originalname: '사정.xlsx', buffer }), [
      { line: 4, receiptNo: '2027-1-0002', result: '예비', rank: '3', note: '동점' },
      { line: 6, receiptNo: '2027-1-0003', result: '불합격', rank: '', note: '' },
    ]);
  });
});
