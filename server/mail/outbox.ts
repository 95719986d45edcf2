// Enqueuing mail: a row in mail_outbox written in the caller's transaction, so the mail exists exactly when the
// change that causes it commits (a rolled-back change sends nothing). The worker (worker.ts) sends it later.
import { QueryTypes, type Transaction } from 'sequelize';
import { z } from 'zod';
import { MailOutbox } from '../../db/models/index.js';
import { MAIL_LANGS, type MailLang } from '../../domain/mail.js';
import { now } from '../../domain/clock.js';
import { isSingleLine } from '../../domain/single-line.js';
import { parseWith } from '../middleware/validate.js';

export interface MailInput {
  /** What the mail is about, e.g. 'lockout', 'application.received' (domain/mail.ts names them for staff). */
  kind: string;
  to: string;
  lang: MailLang;
  subject: string;
  text: string;
  html?: string | null;
  /** One event, one mail: a second enqueue with the same key is ignored (e.g. `application.received:123`). */
  dedupeKey?: string | null;
  /** Extra header lines the mail carries (List-Unsubscribe, List-Unsubscribe-Post). */
  headers?: Record<string, string> | null;
  /** Advertising mail: sent at the worker's steady rate and never between 21:00 and 08:00 Seoul (worker.ts). */
  bulk?: boolean;
}

export interface Enqueued {
  /** The outbox row's id; for a duplicate, the id of the row the key already names. */
  id: number;
  /** false when the dedupe key was already in the outbox. */
  created: boolean;
}

const labels: Record<string, string> = {
  kind: '메일 종류',
  to: '받는 사람',
  lang: '메일 언어',
  subject: '메일 제목',
  text: '메일 본문',
  html: 'HTML 본문',
  dedupeKey: '중복 방지 키',
  headers: '메일 헤더',
  bulk: '대량 발송',
};

// A header's name as RFC 5322 allows it, and a value on one line (no header injection).
const headerName = /^[A-Za-z][A-Za-z0-9-]{0,75}$/;

const oneLine = (max: number) =>
  z
    .string()
    .trim()
    .min(1, { error: '비어 있습니다.' })
    .max(max, { error: `${max}자까지입니다.` })
    .refine(isSingleLine, { error: '줄바꿈을 넣을 수 없습니다.' });

const mailInput = z.object({
  kind: oneLine(50),
  to: z
    .string()
    .trim()
    .max(254, { error: '이메일 주소가 너무 깁니다.' })
    .pipe(z.email({ error: '이메일 주소 형식이 올바르지 않습니다.' })),
  lang: z.enum(MAIL_LANGS, { error: 'ko 또는 zh-Hans여야 합니다.' }),
  subject: oneLine(300),
  text: z.string().min(1, { error: '비어 있습니다.' }).max(100_000),
  html: z.string().max(500_000).nullish(),
  dedupeKey: oneLine(200).nullish(),
  headers: z.record(z.string().regex(headerName, { error: '헤더 이름이 올바르지 않습니다.' }), oneLine(1000)).nullish(),
  bulk: z.boolean().optional(),
});

/**
 * Puts a mail in the outbox inside `transaction` (required: the caller's, the same one as the change).
 * An invalid address or field is a 400 HttpError with a Korean message, which rolls the caller's change back.
 */
export async function enqueueMail(mail: MailInput, opts: { transaction: Transaction }): Promise<Enqueued> {
  const m = parseWith(mailInput, mail, labels);
  // The models' one Sequelize, the same the caller's transaction belongs to.
  const sequelize = MailOutbox.sequelize;
  if (!sequelize) throw new Error('initModels() must run before enqueueMail().');
  const at = now();
  // ON CONFLICT DO NOTHING keeps the caller's transaction usable when the key exists (a unique violation would
  // abort it).
  const inserted = await sequelize.query<{ id: number }>(
    `INSERT INTO mail_outbox (kind, to_address, lang, subject, text_body, html_body, dedupe_key, status,
                              next_attempt_at, created_at, headers, bulk)
     VALUES (:kind, :to, :lang, :subject, :text, :html, :dedupeKey, 'pending', :at, :at,
             CAST(:headers AS jsonb), :bulk)
     ON CONFLICT (dedupe_key) DO NOTHING
     RETURNING id`,
    {
      replacements: {
        ...m,
        html: m.html ?? null,
        dedupeKey: m.dedupeKey ?? null,
        at,
        headers: m.headers ? JSON.stringify(m.headers) : null,
        bulk: m.bulk ?? false,
      },
      type: QueryTypes.SELECT,
      transaction: opts.transaction,
    },
  );
  if (inserted.length) return { id: inserted[0].id, created: true };
  const [existing] = await sequelize.query<{ id: number }>('SELECT id FROM mail_outbox WHERE dedupe_key = :key', {
    replacements: { key: m.dedupeKey },
    type: QueryTypes.SELECT,
    transaction: opts.transaction,
  });
  return { id: existing.id, created: false };
}
