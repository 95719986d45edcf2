// The privacy_requests table and its steps: a new request with its receipt mail (in the person's language) and its
// first step, the office's list (only applicants' requests for 입학 담당), one request with its history, and each
// later step. Every write is one transaction with its step, its mail and its audit entry.
import type { Request } from 'express';
import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import type { User } from '../../db/models/index.js';
import { loadSettings } from '../../db/settings.js';
import { now } from '../../domain/clock.js';
import {
  daysLeft,
  dueAtFor,
  dueDay,
  KIND_LABELS,
  STATUS_LABELS,
  SUBJECT_LABELS,
  type PrivacyKind,
  type PrivacyStatus,
  type PrivacySubject,
} from '../../domain/privacy-requests.js';
import { auditAction } from '../audit/middleware.js';
import { notFound } from '../http/errors.js';
import { enqueueMail } from '../mail/outbox.js';
import type { Proved } from './identity.js';
import { langOf, PRIVACY_TEXT } from './text.js';

export interface RequestRow {
  id: number;
  kind: PrivacyKind;
  subject: PrivacySubject;
  subject_id: number | null;
  receipt_no: string | null;
  email: string;
  name: string | null;
  lang: 'ko' | 'zh-Hans';
  about: string;
  text: string;
  status: PrivacyStatus;
  due_at: Date;
  answer: string | null;
  answered_at: Date | null;
  dossier: unknown;
  created_at: Date;
}

export const PRIVACY_SORTABLE: Record<string, string> = {
  id: 'id',
  dueAt: 'due_at',
  createdAt: 'created_at',
  status: 'status',
  kind: 'kind',
};

const school = async (transaction?: Transaction) => {
  const s = await loadSettings(transaction);
  return `${s.universityName} ${s.schoolName}`;
};

export function presentRequest(r: RequestRow, at = now()) {
  const open = r.status === 'received' || r.status === 'delayed';
  return {
    id: r.id,
    kind: r.kind,
    kindLabel: KIND_LABELS.ko[r.kind],
    subject: r.subject,
    subjectLabel: SUBJECT_LABELS[r.subject],
    subjectId: r.subject_id,
    receiptNo: r.receipt_no,
    email: r.email,
    name: r.name,
    lang: r.lang,
    about: r.about,
    text: r.text,
    status: r.status,
    statusLabel: STATUS_LABELS[r.status],
    dueAt: r.due_at,
    dueDay: dueDay(r.due_at),
    daysLeft: open ? daysLeft(r.due_at, at) : null,
    answer: r.answer,
    answeredAt: r.answered_at,
    hasDossier: r.dossier != null,
    createdAt: r.created_at,
  };
}
export type PrivacyRequestView = ReturnType<typeof presentRequest>;

export async function addStep(
  sequelize: Sequelize,
  requestId: number,
  step: string,
  note: string,
  by: User | null,
  transaction: Transaction,
  detail: Record<string, unknown> = {},
): Promise<void> {
  await sequelize.query(
    `INSERT INTO privacy_request_steps (request_id, at, step, note, actor_id, actor_name, detail)
     VALUES ($id, $at, $step, $note, $actorId, $actorName, $detail::jsonb)`,
    {
      bind: {
        id: requestId,
        at: now(),
        step,
        note,
        actorId: by?.id ?? null,
        actorName: by?.name ?? (by ? null : '정보주체'),
        detail: JSON.stringify(detail),
      },
      transaction,
    },
  );
}

/** A new request: the row, its first step, the receipt mail and the audit entry. */
export async function createRequest(
  sequelize: Sequelize,
  who: Proved,
  input: { kind: PrivacyKind; text: string },
  req: Request,
): Promise<{ id: number; dueAt: Date }> {
  const at = now();
  const dueAt = dueAtFor(at);
  return sequelize.transaction(async (transaction) => {
    const [row] = await sequelize.query<{ id: number }>(
      `INSERT INTO privacy_requests (kind, subject, subject_id, receipt_no, email, name, lang, about, text, due_at,
                                     created_at)
       VALUES ($kind, $subject, $subjectId, $receiptNo, $email, $name, $lang, $about, $text, $dueAt, $at)
       RETURNING id`,
      {
        type: QueryTypes.SELECT,
        transaction,
        bind: {
          kind: input.kind,
          subject: who.subject,
          subjectId: who.subjectId,
          receiptNo: who.receiptNo,
          email: who.email,
          name: who.name,
          lang: who.lang,
          about: who.label,
          text: input.text,
          dueAt,
          at,
        },
      },
    );
    await addStep(sequelize, row.id, 'received', '온라인 접수', null, transaction);
    const lang = langOf(who.lang);
    const t = PRIVACY_TEXT[lang];
    await enqueueMail(
      {
        kind: 'privacy.request-received',
        to: who.email,
        lang: who.lang,
        subject: t.receiptSubject(await school(transaction), input.kind),
        text: t.receiptBody(who.name ?? who.email, row.id, input.kind, new Date(dueAt.getTime() - 1)),
        dedupeKey: `privacy.request-received:${row.id}`,
      },
      { transaction },
    );
    await auditAction(
      req,
      'privacy-requests.create',
      { resource: 'privacy-requests', recordId: row.id, detail: { kind: input.kind, subject: who.subject } },
      transaction,
    );
    return { id: row.id, dueAt };
  });
}

/** The requests a role sees: all for 최고관리자, applicants' only for 입학 담당. */
const scopeOf = (role: string | null | undefined) => (role === 'superadmin' ? null : 'application');

export async function listRequests(
  sequelize: Sequelize,
  role: string | null | undefined,
  q: { offset: number; limit: number; sortColumn: string; sortOrder: 'ASC' | 'DESC'; status?: string; open?: boolean },
) {
  const where = `WHERE ($subject::text IS NULL OR subject = $subject) AND ($status::text IS NULL OR status = $status)
                   AND ($open::boolean IS NULL OR (status IN ('received', 'delayed')) = $open)`;
  const bind = { subject: scopeOf(role), status: q.status ?? null, open: q.open ?? null };
  const rows = await sequelize.query<RequestRow>(
    `SELECT * FROM privacy_requests ${where} ORDER BY ${q.sortColumn} ${q.sortOrder}, id DESC
      OFFSET ${q.offset} LIMIT ${q.limit}`,
    { bind, type: QueryTypes.SELECT },
  );
  const [{ n }] = await sequelize.query<{ n: string }>(`SELECT count(*) AS n FROM privacy_requests ${where}`, {
    bind,
    type: QueryTypes.SELECT,
  });
  const at = now();
  return { rows: rows.map((r) => presentRequest(r, at)), total: Number(n) };
}

/** One request the role may see, or 404; `lock` takes it FOR UPDATE in the transaction. */
export async function findRequest(
  sequelize: Sequelize,
  id: number,
  role: string | null | undefined,
  transaction?: Transaction,
): Promise<RequestRow> {
  const [row] = await sequelize.query<RequestRow>(
    `SELECT * FROM privacy_requests WHERE id = $id AND ($subject::text IS NULL OR subject = $subject)
     ${transaction ? 'FOR UPDATE' : ''}`,
    { bind: { id, subject: scopeOf(role) }, type: QueryTypes.SELECT, transaction },
  );
  if (!row) throw notFound('개인정보 요청을 찾을 수 없습니다.');
  return row;
}

export async function stepsOf(sequelize: Sequelize, id: number) {
  return sequelize.query<{ id: number; at: Date; step: string; note: string; actorName: string | null }>(
    `SELECT id, at, step, note, actor_name AS "actorName" FROM privacy_request_steps WHERE request_id = $id
      ORDER BY id`,
    { bind: { id }, type: QueryTypes.SELECT },
  );
}

/** Open requests due within `days` Seoul days (overdue ones too), soonest first. */
export async function dueSoon(sequelize: Sequelize, role: string | null | undefined, days: number) {
  const rows = await sequelize.query<RequestRow>(
    `SELECT * FROM privacy_requests WHERE status IN ('received', 'delayed')
        AND ($subject::text IS NULL OR subject = $subject) ORDER BY due_at, id`,
    { bind: { subject: scopeOf(role) }, type: QueryTypes.SELECT },
  );
  const at = now();
  return rows.map((r) => presentRequest(r, at)).filter((r) => (r.daysLeft ?? 99) <= days);
}

export { school };

/** The month's requests for the monthly review: those made in it or answered in it, with whether on time. */
export async function requestsInMonth(sequelize: Sequelize, start: Date, end: Date) {
  const rows = await sequelize.query<RequestRow>(
    `SELECT * FROM privacy_requests
      WHERE (created_at >= $start AND created_at < $end) OR (answered_at >= $start AND answered_at < $end)
      ORDER BY created_at, id`,
    { bind: { start, end }, type: QueryTypes.SELECT },
  );
  const at = now();
  return rows.map((r) => {
    const v = presentRequest(r, at);
    const late = r.answered_at ? r.answered_at.getTime() > r.due_at.getTime() : r.due_at.getTime() < at.getTime();
    return {
      id: v.id,
      kindLabel: v.kindLabel,
      about: v.about,
      statusLabel: v.statusLabel,
      createdAt: v.createdAt,
      dueDay: v.dueDay,
      answeredAt: v.answeredAt,
      late,
    };
  });
}
