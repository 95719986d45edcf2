// POST /api/forms/:id/export: a form's responses as an .xlsx, every answer in its own column. A reason is asked;
// it goes into the audit log with the number of rows (the personal values never do).
import { withoutHeld } from '../../privacy-requests/effects.js';
import type { Request, RequestHandler, Response } from 'express';
import type { Sequelize } from 'sequelize';
import { now } from '../../../domain/clock.js';
import { FORM_RESPONSE_STATUSES } from '../../../domain/forms.js';
import { formatDateTime, seoulDay } from '../../../domain/time.js';
import { auditAction } from '../../audit/middleware.js';
import { contentDisposition } from '../../files/send.js';
import { findForm, listResponses } from '../../forms/store.js';
import { notFound } from '../../http/errors.js';
import { parseId } from '../../middleware/validate.js';

/** A cell a spreadsheet would read as a formula is prefixed with an apostrophe (OWASP CSV/formula injection). */
const cell = (v: string): string => (/^[=+\-@\t\r]/.test(v) ? `'${v}` : v);

export function exportResponses(sequelize: Sequelize): RequestHandler {
  return async (req: Request, res: Response) => {
    const id = parseId(req.params.id);
    const form = await findForm(sequelize, { id });
    if (!form) throw notFound('신청 양식을 찾을 수 없습니다.');
    const listed = await listResponses(sequelize, id, { sort: 'id', order: 'ASC', offset: 0, limit: null });
    // 처리정지 and 동의 철회: the people who asked are never in an export.
    const { rows, held } = await withoutHeld(sequelize, listed.rows, (r) => r.email);
    const reason = (req.body as { reason: string }).reason;
    await auditAction(req, 'forms.export', {
      resource: 'forms',
      recordId: id,
      detail: { reason, rows: rows.length, held, form: form.title },
    });
    const { default: ExcelJS } = await import('exceljs');
    const book = new ExcelJS.Workbook();
    book.creator = '중소기업대학원 신청 양식';
    book.created = now();
    const sheet = book.addWorksheet('신청자', { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.columns = [
      { header: '번호', width: 8 },
      { header: '상태', width: 8 },
      { header: '신청 일시', width: 20 },
      ...form.fields.map((f) => ({ header: f.label, width: f.type === 'textarea' ? 40 : 20 })),
      { header: '입학 소식 수신 동의', width: 12 },
    ];
    sheet.getRow(1).font = { bold: true };
    for (const r of rows)
      sheet.addRow([
        r.id,
        FORM_RESPONSE_STATUSES[r.status],
        formatDateTime(r.createdAt),
        ...form.fields.map((f) => {
          const v = r.answers[f.key];
          return cell(Array.isArray(v) ? v.join(', ') : (v ?? ''));
        }),
        r.marketingConsent ? '동의' : '',
      ]);
    sheet.addRow([]);
    sheet.addRow(['', `내려받은 사유: ${reason} (${formatDateTime(now())})`]);
    const bytes = Buffer.from(await book.xlsx.writeBuffer());
    res.set({
      'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'Content-Disposition': contentDisposition('attachment', `신청자_${form.slug}_${seoulDay(now())}.xlsx`),
      'Cache-Control': 'no-store',
      'X-Held-Count': String(held),
    });
    res.send(bytes);
  };
}
