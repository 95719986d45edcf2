// /api/destruction-records: the 파기 대장 (최고관리자 only, as 개인정보 보호책임자). GET / in the ra-data-simple-rest
// dialect (filter by month and kind; each row names the backups that still hold what it destroyed), GET /months
// with each month's sign-off, POST /months/:month/sign-off (once, after the month is over), and POST /export with a
// reason (an .xlsx; the reason goes into the audit log with the export).
import { Router, type RequestHandler } from 'express';
import type { Sequelize } from 'sequelize';
import { z } from 'zod';
import { formatReviewMonth, isMonthOver, parseReviewMonth, reviewMonthLabel } from '../../../domain/access-review.js';
import { now } from '../../../domain/clock.js';
import { BACKUP_NOTE, DESTRUCTION_KINDS, type DestructionKind } from '../../../domain/destruction.js';
import { formatDateTime, seoulDay } from '../../../domain/time.js';
import { auditAction } from '../../audit/middleware.js';
import { currentUser, type AuthKit } from '../../auth/passport.js';
import { destructionMonths, listDestructions, signMonth, signOffOf } from '../../destruction/query.js';
import { contentDisposition } from '../../files/send.js';
import { badRequest, conflict } from '../../http/errors.js';
import { validateBody } from '../../middleware/validate.js';
import { parseListQuery, sendList } from '../rest.js';

const month = z
  .string()
  .refine((v) => parseReviewMonth(v) !== null, { error: '달은 YYYY-MM 형식(예: 2026-10)이어야 합니다.' });
const kind = z.enum(Object.keys(DESTRUCTION_KINDS) as [DestructionKind, ...DestructionKind[]], {
  error: '알 수 없는 파기 대상입니다.',
});
const filter = z.strictObject({ month: month.optional(), kind: kind.optional() });

const signSchema = z.strictObject({
  note: z
    .string({ error: '검토 의견을 입력해주세요.' })
    .trim()
    .min(1, { error: '검토 의견을 입력해주세요.' })
    .max(2000, { error: '2000자 이하로 입력해주세요.' }),
});
const exportSchema = z.strictObject({
  reason: z
    .string({ error: '내려받는 사유를 입력해주세요.' })
    .trim()
    .min(5, { error: '내려받는 사유를 5자 이상 입력해주세요.' })
    .max(200, { error: '200자 이하로 입력해주세요.' }),
  month: month.optional(),
});

function monthParam(raw: unknown) {
  const m = typeof raw === 'string' ? parseReviewMonth(raw) : null;
  if (!m) throw badRequest('달은 YYYY-MM 형식(예: 2026-10)이어야 합니다.');
  return m;
}

export interface DestructionRecordsApiDeps {
  auth: AuthKit;
  sequelize: Sequelize;
}

export function destructionRecordsApi({ auth, sequelize }: DestructionRecordsApiDeps): Router {
  const read = auth.allow('destruction', 'read');
  const write = auth.allow('destruction', 'write');

  const list: RequestHandler = async (req, res) => {
    const q = parseListQuery(req.query, {
      sortable: { id: 'id', at: 'id' },
      defaultSort: ['id', 'DESC'],
      filter,
      maxPageSize: 200,
    });
    const f = { month: q.filter.month ? parseReviewMonth(q.filter.month)! : undefined, kind: q.filter.kind };
    const { rows, total } = await listDestructions(sequelize, f, {
      order: q.sortOrder,
      offset: q.offset,
      limit: q.limit,
    });
    sendList(res, 'destruction-records', q.offset, rows, total);
  };

  const months: RequestHandler = async (_req, res) => {
    const rows = await destructionMonths(sequelize);
    sendList(res, 'destruction-records/months', 0, rows, rows.length);
  };

  const sign: RequestHandler = async (req, res) => {
    const m = monthParam(req.params.month);
    if (!isMonthOver(m, now()))
      throw badRequest(`${reviewMonthLabel(m)}은 아직 끝나지 않아 서명할 수 없습니다. 다음 달부터 서명해주세요.`);
    const { note } = req.body as z.infer<typeof signSchema>;
    const signed = await signMonth(sequelize, m, currentUser(req), note);
    if (!signed) {
      const before = await signOffOf(sequelize, m);
      throw conflict(
        `${reviewMonthLabel(m)}의 파기 대장은 이미 서명되었습니다.${before ? ` (${before.signedByName ?? before.signedByLogin}, ${formatDateTime(before.signedAt)})` : ''}`,
      );
    }
    res.status(201).json({ id: formatReviewMonth(m), ...signed });
  };

  const exportXlsx: RequestHandler = async (req, res) => {
    const body = req.body as z.infer<typeof exportSchema>;
    const m = body.month ? parseReviewMonth(body.month)! : undefined;
    const { rows } = await listDestructions(sequelize, { month: m }, { order: 'ASC', offset: 0, limit: null });
    await auditAction(req, 'destruction-records.export', {
      resource: 'destruction-records',
      detail: { reason: body.reason, month: body.month ?? null, rows: rows.length },
    });
    const { default: ExcelJS } = await import('exceljs');
    const book = new ExcelJS.Workbook();
    book.creator = '중소기업대학원 관리자';
    book.created = now();
    const sheet = book.addWorksheet('파기 대장', { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.columns = [
      { header: '번호', width: 8 },
      { header: '파기 일시(한국시간)', width: 20 },
      { header: '파기 대상', width: 26 },
      { header: '건수', width: 8 },
      { header: '파일 수', width: 8 },
      { header: '파기 근거', width: 40 },
      { header: '파기 방법', width: 26 },
      { header: '처리자', width: 24 },
      { header: '사본이 남은 백업', width: 40 },
    ];
    sheet.getRow(1).font = { bold: true, name: '맑은 고딕' };
    for (const r of rows)
      sheet.addRow([
        r.id,
        formatDateTime(r.at),
        r.kindLabel,
        r.count,
        r.files,
        r.rule,
        r.methodLabel,
        r.by,
        r.heldInBackups.map((b) => b.file).join(', '),
      ]);
    sheet.addRow([]);
    sheet.addRow(['', BACKUP_NOTE]);
    sheet.addRow(['', `내려받은 사유: ${body.reason} (${formatDateTime(now())})`]);
    res.set({
      'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'Content-Disposition': contentDisposition('attachment', `파기대장_${body.month ?? seoulDay(now())}.xlsx`),
    });
    res.send(Buffer.from(await book.xlsx.writeBuffer()));
  };

  const r = Router();
  r.get('/', ...read, list);
  r.get('/months', ...read, months);
  r.post('/months/:month/sign-off', ...write, validateBody(signSchema, { note: '검토 의견' }), sign);
  r.post('/export', ...read, validateBody(exportSchema, { reason: '내려받는 사유', month: '달' }), exportXlsx);
  return r;
}
