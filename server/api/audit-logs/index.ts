// /api/audit-logs (최고관리자 only): the audit log in the ra-data-simple-rest dialect, its .xlsx export (itself
// audited by server/audit/middleware.ts, as a GET ending in /export) and the chain check (무결성 확인, against the
// signed checkpoints of the table and the checkpoint file: server/audit/verify.ts; POST /verify also against
// checkpoints pasted in, such as the 개인정보 보호책임자's daily mail). A check that finds nothing wrong anchors the
// head once more (a new signed checkpoint).
import { Router, type RequestHandler } from 'express';
import { QueryTypes, type Sequelize } from 'sequelize';
import { z } from 'zod';
import type { AuthKit } from '../../auth/passport.js';
import { badRequest } from '../../http/errors.js';
import { contentDisposition } from '../../files/send.js';
import { knownFieldLabel, parseWith } from '../../middleware/validate.js';
import { rowOf, type AuditRow } from '../../audit/log.js';
import { parseCheckpoints, writeCheckpoint } from '../../audit/checkpoints.js';
import { STRAY_ACK_ACTION, unsignedRowHash, verifyAuditChain, type ChainCheck } from '../../audit/verify.js';
import { auditAction } from '../../audit/middleware.js';
import { describeCheck } from '../../audit/verify-report.js';
import { parseListQuery, sendList } from '../rest.js';
import { formatDateTime, nextSeoulMidnight, seoulDay, startOfSeoulDay } from '../../../domain/time.js';
import { now } from '../../../domain/clock.js';
import { AUDIT_FIELDS, AUDIT_OTHER_FIELD, auditActionLabel, auditResourceLabel } from '../../../domain/audit.js';
import { calendarDay } from '../../../domain/calendar-day.js';

const MAX_EXPORT_ROWS = 50_000;

const PASTED = '붙여 넣은 체크포인트';
const pastedCheckpoints = z.strictObject({
  checkpoints: z
    .string({ error: '체크포인트를 붙여 넣으세요.' })
    .min(1, { error: '체크포인트를 붙여 넣으세요.' })
    .max(1_000_000, { error: '한 번에 1,000,000자까지 붙여 넣을 수 있습니다.' }),
});

const strayReview = z.strictObject({
  reason: z
    .string({ error: '검토 내용을 적어주세요.' })
    .trim()
    .min(2, { error: '검토 내용을 2자 이상 적어주세요.' })
    .max(500, { error: '검토 내용은 500자까지 적을 수 있습니다.' }),
});

const dateOnly = calendarDay({ format: '날짜는 YYYY-MM-DD 형식이어야 합니다.', invalid: '없는 날짜입니다.' });
export const auditFilter = z.strictObject({
  /** Login id or name of the staff member (partial). */
  actor: z.string().trim().max(50).optional(),
  /** An action or the start of one: 'posts' finds posts.create, posts.update, … */
  action: z.string().trim().max(80).optional(),
  resource: z.string().trim().max(50).optional(),
  recordId: z.string().trim().max(200).optional(),
  from: dateOnly.optional(),
  to: dateOnly.optional(),
});
type AuditFilter = z.infer<typeof auditFilter>;

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The WHERE clause and its replacements for a filter (bound values only). */
function whereOf(f: AuditFilter): { sql: string; replacements: Record<string, unknown> } {
  const parts: string[] = [];
  const replacements: Record<string, unknown> = {};
  if (f.actor) {
    parts.push(`(actor_login ILIKE :actor OR actor_name ILIKE :actor)`);
    replacements.actor = `%${likeEscape(f.actor)}%`;
  }
  if (f.action) {
    parts.push(`(action = :action OR action LIKE :actionPrefix)`);
    replacements.action = f.action;
    replacements.actionPrefix = `${likeEscape(f.action)}.%`;
  }
  if (f.resource) {
    parts.push(`resource = :resource`);
    replacements.resource = f.resource;
  }
  if (f.recordId) {
    parts.push(`record_id = :recordId`);
    replacements.recordId = f.recordId;
  }
  if (f.from) {
    parts.push(`at >= :from`);
    replacements.from = startOfSeoulDay(f.from);
  }
  if (f.to) {
    parts.push(`at < :to`);
    replacements.to = nextSeoulMidnight(f.to);
  }
  return { sql: parts.length ? `WHERE ${parts.join(' AND ')}` : '', replacements };
}

/**
 * The fields of an entry as staff read them: the words its route gave them when it was recorded (detail.fieldLabels),
 * else (entries written before those were kept) a label some route gives the name, else the common words of
 * domain/audit.ts, else 기타 항목: a code name such as updatedAt is never shown.
 */
const LATIN_WORD = /^[A-Za-z_.\d-]+$/;

export function fieldLabels(r: Pick<AuditRow, 'changedFields' | 'detail'>): string[] {
  const recorded = (r.detail as { fieldLabels?: Record<string, unknown> }).fieldLabels ?? {};
  const labels = r.changedFields.map((field) => {
    const own = Object.hasOwn(recorded, field) ? recorded[field] : null;
    if (typeof own === 'string' && !LATIN_WORD.test(own)) return own;
    const label = knownFieldLabel(field) ?? (Object.hasOwn(AUDIT_FIELDS, field) ? AUDIT_FIELDS[field] : null);
    return label && !LATIN_WORD.test(label) ? label : AUDIT_OTHER_FIELD;
  });
  return [...new Set(labels)];
}

/** What a client sees of an entry: everything, the hashes included (they are what a reviewer compares). */
export function presentAudit(r: AuditRow) {
  return {
    id: r.id,
    at: r.at.toISOString(),
    actorId: r.actorId,
    actorLogin: r.actorLogin,
    actorName: r.actorName,
    actorRole: r.actorRole,
    ip: r.ip,
    userAgent: r.userAgent,
    action: r.action,
    resource: r.resource,
    recordId: r.recordId,
    changedFields: r.changedFields,
    changedFieldLabels: fieldLabels(r),
    detail: r.detail,
    status: r.status,
    prevHash: r.prevHash,
    hash: r.hash,
  };
}

async function query(sequelize: Sequelize, f: AuditFilter, tail: string, more: Record<string, unknown> = {}) {
  const where = whereOf(f);
  const rows = await sequelize.query<Parameters<typeof rowOf>[0]>(`SELECT * FROM audit_logs ${where.sql} ${tail}`, {
    replacements: { ...where.replacements, ...more },
    type: QueryTypes.SELECT,
  });
  return rows.map(rowOf);
}

async function count(sequelize: Sequelize, f: AuditFilter): Promise<number> {
  const where = whereOf(f);
  const [row] = await sequelize.query<{ n: number }>(`SELECT count(*) AS n FROM audit_logs ${where.sql}`, {
    replacements: where.replacements,
    type: QueryTypes.SELECT,
  });
  return Number(row.n);
}

const columns: [string, number, (r: AuditRow) => string | number | null][] = [
  ['번호', 8, (r) => r.id],
  ['일시(한국시간)', 18, (r) => formatDateTime(r.at)],
  ['아이디', 14, (r) => r.actorLogin],
  ['이름', 10, (r) => r.actorName],
  ['역할', 10, (r) => r.actorRole],
  ['접속 IP', 16, (r) => r.ip],
  ['브라우저', 30, (r) => r.userAgent],
  ['작업', 28, (r) => r.action],
  ['작업 설명', 22, (r) => auditActionLabel(r.action)],
  ['대상', 14, (r) => auditResourceLabel(r.resource)],
  ['대상 번호', 10, (r) => r.recordId],
  ['변경 항목', 30, (r) => fieldLabels(r).join(', ')],
  ['응답', 6, (r) => r.status],
  ['상세', 30, (r) => (Object.keys(r.detail).length ? JSON.stringify(r.detail) : '')],
  ['해시', 66, (r) => r.hash],
];

export interface AuditLogsApiDeps {
  auth: AuthKit;
  sequelize: Sequelize;
}

export function auditLogsApi({ auth, sequelize }: AuditLogsApiDeps): Router {
  const r = Router();
  // Area 'audit': 최고관리자 only (reading it and its export and check are all 'read').
  r.use(...auth.allow('audit', 'read'));

  const list: RequestHandler = async (req, res) => {
    const q = parseListQuery(req.query, {
      sortable: { id: 'id', at: 'id' },
      defaultSort: ['id', 'DESC'],
      filter: auditFilter,
    });
    const total = await count(sequelize, q.filter);
    const rows = await query(sequelize, q.filter, `ORDER BY id ${q.sortOrder} OFFSET :offset LIMIT :limit`, {
      offset: q.offset,
      limit: q.limit,
    });
    sendList(res, 'audit-logs', q.offset, rows.map(presentAudit), total);
  };

  const exportXlsx: RequestHandler = async (req, res) => {
    const raw = typeof req.query.filter === 'string' && req.query.filter ? parseFilterParam(req.query.filter) : {};
    const filter = parseWith(auditFilter, raw);
    if ((await count(sequelize, filter)) > MAX_EXPORT_ROWS)
      throw badRequest(
        `한 번에 ${MAX_EXPORT_ROWS.toLocaleString('ko-KR')}건까지 내려받을 수 있습니다. 기간을 좁혀주세요.`,
      );
    const rows = await query(sequelize, filter, 'ORDER BY id ASC');
    // Loaded when a sheet is asked for: loading it takes 0.2–0.4 s and about 30 MB, which a worker that never makes
    // one need not spend at its start.
    const { default: ExcelJS } = await import('exceljs');
    const book = new ExcelJS.Workbook();
    book.creator = '중소기업대학원 관리자';
    book.created = now();
    const sheet = book.addWorksheet('감사 기록', { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.columns = columns.map(([header, width]) => ({ header, width }));
    sheet.getRow(1).font = { bold: true, name: '맑은 고딕' };
    for (const row of rows) sheet.addRow(columns.map((c) => c[2](row) ?? ''));
    sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: columns.length } };
    res.set({
      'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'Content-Disposition': contentDisposition('attachment', `감사기록_${seoulDay(now())}.xlsx`),
    });
    res.send(Buffer.from(await book.xlsx.writeBuffer()));
  };

  const answer = async (check: ChainCheck) => {
    if (check.status === 'intact' || check.status === 'unanchored') await writeCheckpoint(sequelize);
    return { ...check, message: describeCheck(check) };
  };
  const verify: RequestHandler = async (_req, res) => {
    res.json(await answer(await verifyAuditChain(sequelize)));
  };
  const verifyPasted: RequestHandler = async (req, res) => {
    const { checkpoints } = parseWith(pastedCheckpoints, req.body, { checkpoints: '붙여 넣은 체크포인트' });
    const extra = parseCheckpoints(checkpoints, PASTED);
    if (!extra.length)
      throw badRequest(
        '붙여 넣은 내용에서 체크포인트를 찾지 못했습니다. 메일 본문의 {"lastId": …} 로 시작하는 줄을 함께 붙여 넣으세요.',
      );
    res.json(await answer(await verifyAuditChain(sequelize, { extra, extraLabel: PASTED })));
  };

  // A row whose signature fails, reviewed by the 최고관리자: the keyed entry keeps its id, its hash and why it is
  // there, and later checks name it instead of reading the chain as broken for it (server/audit/verify.ts).
  const acknowledgeStray: RequestHandler = async (req, res) => {
    const { reason } = parseWith(strayReview, req.body, { reason: '검토 내용' });
    const id = Number(req.params.id);
    const hash = Number.isSafeInteger(id) && id > 0 ? await unsignedRowHash(sequelize, id) : null;
    if (!hash)
      throw badRequest(
        `감사 기록 ${req.params.id}번은 서명이 맞지 않는 기록이 아닙니다. 무결성 확인이 이름을 댄 기록만 검토할 수 있습니다.`,
      );
    await auditAction(req, STRAY_ACK_ACTION, {
      resource: 'audit-logs',
      recordId: id,
      fields: ['reason'],
      detail: { strayId: id, hash, reason },
    });
    res.json(await answer(await verifyAuditChain(sequelize)));
  };

  r.get('/', list);
  r.get('/export', exportXlsx);
  r.get('/verify', verify);
  r.post('/verify', verifyPasted);
  r.post('/strays/:id/acknowledge', acknowledgeStray);
  return r;
}

function parseFilterParam(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    throw badRequest('filter 값의 JSON 형식이 올바르지 않습니다.');
  }
}
