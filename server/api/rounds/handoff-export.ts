// The hand-off of a round's registered students to the 학적 system: POST
// /api/rounds/:id/registration/export gives an .xlsx (or a CSV with a UTF-8 BOM) with the fixed columns of
// domain/registration.ts HANDOFF_COLUMNS and nothing else, so the 학적 system's import never has to be re-keyed. Like
// every export, a reason is required and logged with the receipt numbers (the access log; the audit trail names it).
import type { RequestHandler } from 'express';
import { z } from 'zod';
import { AdmissionRound, Application } from '../../../db/models/index.js';
import type { Round } from '../../../domain/rounds.js';
import { DEGREE_STATUSES, DEGREES, labelOf } from '../../../domain/application-fields.js';
import { now } from '../../../domain/clock.js';
import { departmentName, TRACKS } from '../../../domain/programs.js';
import { HANDOFF_COLUMNS } from '../../../domain/registration.js';
import { seoulDay } from '../../../domain/time.js';
import { logAccess } from '../../applications/access-log.js';
import { numberRoundNow } from '../../applications/exam-numbers.js';
import { contentDisposition } from '../../files/send.js';
import { csvCell, downloadReason } from '../applications/export.js';
import { notFound } from '../../http/errors.js';
import { parseId } from '../../middleware/validate.js';

export const handoffSchema = z.strictObject({
  format: z.enum(['xlsx', 'csv'], { error: '파일 형식은 xlsx 또는 csv입니다.' }),
  reason: downloadReason,
});
export const handoffLabels = { format: '파일 형식', reason: '내려받는 사유' };

/** The round of the path, or 404. */
export async function loadRound(raw: unknown): Promise<Round> {
  const row = await AdmissionRound.findByPk(parseId(raw));
  if (!row) throw notFound('모집 일정을 찾을 수 없습니다.');
  return row.toRound();
}

type Cell = string | number | null;
type Column = (typeof HANDOFF_COLUMNS)[number];

/** Each fixed column's width and value. */
const CELLS: Record<Column, [width: number, value: (a: Application) => Cell]> = {
  수험번호: [14, (a) => a.examNo],
  성명: [10, (a) => a.name],
  '영문 성명': [20, (a) => a.nameEn],
  생년월일: [12, (a) => a.birthDate],
  과정: [10, (a) => TRACKS[a.track].ko],
  학과: [22, (a) => departmentName(a.department)],
  연락처: [16, (a) => a.mobile],
  이메일: [26, (a) => a.email],
  주소: [40, (a) => [a.postalCode ? `(${a.postalCode})` : '', a.address, a.addressDetail].filter(Boolean).join(' ')],
  최종학력: [
    36,
    (a) =>
      [a.school, a.major, labelOf(DEGREES, a.degree), labelOf(DEGREE_STATUSES, a.degreeStatus)]
        .filter(Boolean)
        .join(' '),
  ],
  // The day the fee was paid; a record without it (older) falls back to the day staff recorded the 등록.
  등록일: [12, (a) => a.registrationPaidAt ?? (a.registeredAt ? seoulDay(a.registeredAt) : null)],
};

const valuesOf = (a: Application): Cell[] => HANDOFF_COLUMNS.map((c) => CELLS[c][1](a));

function toCsv(rows: Application[]): Buffer {
  const lines = [HANDOFF_COLUMNS.map((c) => csvCell(c)).join(',')];
  for (const a of rows) lines.push(valuesOf(a).map(csvCell).join(','));
  return Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(lines.join('\r\n') + '\r\n', 'utf8')]);
}

async function toXlsx(rows: Application[]): Promise<Buffer> {
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.Workbook();
  book.creator = '중소기업대학원 원서접수 관리';
  book.created = now();
  const sheet = book.addWorksheet('등록자', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = HANDOFF_COLUMNS.map((header) => ({ header, width: CELLS[header][0] }));
  sheet.getRow(1).font = { bold: true, name: '맑은 고딕' };
  // Every cell is text: a 수험번호 or a date must reach the 학적 system as written, not as a number or a date serial.
  for (const a of rows) sheet.addRow(valuesOf(a).map((v) => (v === null ? '' : String(v))));
  return Buffer.from(await book.xlsx.writeBuffer());
}

export const handoffExport: RequestHandler = async (req, res) => {
  const round = await loadRound(req.params.id);
  const body = req.body as z.infer<typeof handoffSchema>;
  // The export is a first use of the 수험번호: whoever still lacks one gets it before the file is made.
  await numberRoundNow(round.id);
  const rows = await Application.findAll({
    where: { roundId: round.id, status: 'registered' },
    order: [
      ['examNo', 'ASC'],
      ['receiptNo', 'ASC'],
    ],
  });
  await logAccess(req, 'export', null, {
    reason: body.reason,
    format: body.format,
    roundId: round.id,
    handoff: true,
    count: rows.length,
    receiptNos: rows.map((r) => r.receiptNo),
  });
  const name = `학적연계_등록자_${round.term}_${seoulDay(now())}.${body.format}`;
  const bytes = body.format === 'csv' ? toCsv(rows) : await toXlsx(rows);
  res.set({
    'Content-Type':
      body.format === 'csv'
        ? 'text/csv; charset=utf-8'
        : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    'Content-Disposition': contentDisposition('attachment', name),
    'Cache-Control': 'no-store',
  });
  res.send(bytes);
};
