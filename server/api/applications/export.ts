// POST /api/applications/export: the filtered (or selected) applications as an .xlsx with Korean headers,
// or a CSV with a UTF-8 BOM so Korean Excel opens it. A reason is required and logged with the receipt numbers.
import { withoutHeld } from '../../privacy-requests/effects.js';
import type { RequestHandler } from 'express';
import { z } from 'zod';
import { Application } from '../../../db/models/index.js';
import {
  CAREER_ROLES,
  DEGREE_STATUSES,
  DEGREES,
  GENDERS,
  INDUSTRIES,
  labelOf,
} from '../../../domain/application-fields.js';
import { TRACKS, departmentName } from '../../../domain/programs.js';
import { statusLabel } from '../../../domain/application-status.js';
import { badRequest } from '../../http/errors.js';
import { contentDisposition } from '../../files/send.js';
import { applicationFilter, whereOf } from './admin-query.js';
import { seoulTime } from '../../applications/presenters.js';
import { roundExportColumns, roundNamesOf } from './round-columns.js';
import { now } from '../../../domain/clock.js';
import { seoulDay } from '../../../domain/time.js';
import { logAccess } from '../../applications/access-log.js';

const MAX_ROWS = 5000;

/** Why staff take applicants' data out of the admin: asked for by the export and by document downloads, logged. */
export const downloadReason = z
  .string({ error: '내려받는 사유를 입력해주세요.' })
  .trim()
  .min(5, { error: '내려받는 사유를 5자 이상 입력해주세요.' })
  .max(200, { error: '200자 이하로 입력해주세요.' });

export const exportSchema = z.strictObject({
  format: z.enum(['xlsx', 'csv'], { error: '파일 형식은 xlsx 또는 csv입니다.' }),
  reason: downloadReason,
  filter: applicationFilter.optional(),
});
export const exportLabels = { format: '파일 형식', reason: '내려받는 사유', filter: '필터' };

type Column = [header: string, width: number, value: (a: Application) => string | number | null];

const columns: Column[] = [
  ['접수번호', 14, (a) => a.receiptNo],
  ['모집학기', 10, (a) => a.term],
  ['과정', 10, (a) => TRACKS[a.track].ko],
  ['지원학과', 22, (a) => departmentName(a.department)],
  ['상태', 10, (a) => statusLabel(a.status)],
  ['성명', 10, (a) => a.name],
  ['영문성명', 20, (a) => a.nameEn],
  ['생년월일', 12, (a) => a.birthDate],
  ['성별', 6, (a) => labelOf(GENDERS, a.gender)],
  ['국적', 10, (a) => a.nationality],
  ['휴대전화', 16, (a) => a.mobile],
  ['이메일', 26, (a) => a.email],
  ['우편번호', 8, (a) => a.postalCode],
  ['주소', 36, (a) => [a.address, a.addressDetail].filter(Boolean).join(' ')],
  ['출신학교', 20, (a) => a.school],
  ['전공', 16, (a) => a.major],
  ['학위', 8, (a) => labelOf(DEGREES, a.degree)],
  ['졸업구분', 8, (a) => labelOf(DEGREE_STATUSES, a.degreeStatus)],
  ['입학연월', 9, (a) => a.eduStart],
  ['졸업연월', 9, (a) => a.eduEnd],
  ['직장명', 20, (a) => a.company],
  ['부서', 14, (a) => a.companyDept],
  ['직위', 10, (a) => a.position],
  ['경력(년)', 8, (a) => a.careerYears],
  ['업종', 12, (a) => labelOf(INDUSTRIES, a.industry)],
  ['대표·임원 여부', 10, (a) => labelOf(CAREER_ROLES, a.careerRole)],
  ['TOPIK', 7, (a) => a.topikLevel],
  ['자기소개서', 60, (a) => a.essayIntro],
  ['학업계획서', 60, (a) => a.essayPlan],
  ['지원자 안내', 30, (a) => a.applicantNote],
  ['내부 메모', 30, (a) => a.memo],
  ['접수일시', 24, (a) => seoulTime(a.submittedAt)],
];

/** OWASP CSV injection: a cell a spreadsheet would read as a formula is prefixed with an apostrophe. */
export function csvCell(v: string | number | null): string {
  let s = v === null ? '' : String(v);
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** The columns of one export: the applicant's, then the round's (모집 … 입금 확인), so older sheets keep their layout. */
const columnsFor = (names: Map<number, string>): Column[] => [...columns, ...roundExportColumns(names)];

function toCsv(rows: Application[], columns: Column[]): Buffer {
  const lines = [columns.map((c) => csvCell(c[0])).join(',')];
  for (const a of rows) lines.push(columns.map((c) => csvCell(c[2](a))).join(','));
  return Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(lines.join('\r\n') + '\r\n', 'utf8')]);
}

async function toXlsx(rows: Application[], columns: Column[]): Promise<Buffer> {
  // Loaded when a sheet is asked for: loading it takes 0.2–0.4 s and about 30 MB, which a worker that never makes
  // one need not spend at its start.
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.Workbook();
  book.creator = '중소기업대학원 원서접수 관리';
  book.created = now();
  const sheet = book.addWorksheet('지원자 목록', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map(([header, width]) => ({ header, width }));
  sheet.getRow(1).font = { bold: true, name: '맑은 고딕' };
  sheet.getRow(1).fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE8EEF7' } };
  for (const a of rows) sheet.addRow(columns.map((c) => c[2](a) ?? ''));
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: columns.length } };
  return Buffer.from(await book.xlsx.writeBuffer());
}

export const exportHandler: RequestHandler = async (req, res) => {
  const body = req.body as z.infer<typeof exportSchema>;
  const filter = body.filter ?? {};
  const count = await Application.count({ where: whereOf(filter) });
  if (count > MAX_ROWS) throw badRequest(`한 번에 ${MAX_ROWS}건까지 내려받을 수 있습니다. 조건을 좁혀주세요.`);
  const found = await Application.findAll({ where: whereOf(filter), order: [['receiptNo', 'ASC']] });
  // 처리정지 and 동의 철회: the people who asked are never in an export.
  const { rows, held } = await withoutHeld(Application.sequelize!, found, (a) => a.email);
  await logAccess(req, 'export', null, {
    reason: body.reason,
    format: body.format,
    filter,
    count: rows.length,
    held,
    receiptNos: rows.map((r) => r.receiptNo),
  });
  const day = seoulDay(now());
  const name = `원서접수_지원자목록_${day}.${body.format}`;
  const cols = columnsFor(await roundNamesOf(rows));
  const bytes = body.format === 'csv' ? toCsv(rows, cols) : await toXlsx(rows, cols);
  res.set({
    'Content-Type':
      body.format === 'csv'
        ? 'text/csv; charset=utf-8'
        : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    'Content-Disposition': contentDisposition('attachment', name),
    'Cache-Control': 'no-store',
    'X-Held-Count': String(held),
  });
  res.send(bytes);
};
