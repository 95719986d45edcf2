// 리디렉션 관리's CSV: the export (UTF-8 with a BOM so Excel reads the Korean; a cell a spreadsheet would run as a
// formula is quoted out) and the import's reading (RFC 4180, the same reader as the 사정 spreadsheet's CSV).
import type { Sequelize } from 'sequelize';
import { REDIRECT_CSV_HEADERS } from '../../domain/redirects.js';
import { parseCsv } from '../applications/results-sheet.js';
import { badRequest } from '../http/errors.js';
import { allRedirects } from './store.js';

function cell(v: string | number | null): string {
  let s = v === null ? '' : String(v);
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export async function redirectsCsv(sequelize: Sequelize): Promise<Buffer> {
  const rows = await allRedirects(sequelize);
  const lines = [
    REDIRECT_CSV_HEADERS.map(cell).join(','),
    ...rows.map((r) => [r.from, r.to, r.status, r.source, r.hits, r.lastHitAt ?? ''].map(cell).join(',')),
  ];
  return Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(lines.join('\r\n') + '\r\n', 'utf8')]);
}

/** The uploaded text as rows of cells. */
export function readCsv(text: string): string[][] {
  if (text.includes('\u0000')) throw badRequest('CSV 파일을 읽지 못했습니다. UTF-8 CSV 파일로 올려주세요.');
  return parseCsv(text.replace(/^\uFEFF/, ''));
}
