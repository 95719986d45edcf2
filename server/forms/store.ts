// The one module with SQL on `forms` and `form_responses`: a form as the admin and the public page read it, its
// seat counts, and the admin's list of responses.
import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import type { FormField, FormLang, FormRecord, FormResponseStatus } from '../../domain/forms.js';

interface FormRow {
  id: number;
  title: string;
  slug: string;
  description: string;
  fields: FormField[];
  capacity: number | null;
  opens_at: Date | null;
  closes_at: Date | null;
  consent_text: string;
  retention_days: number;
  confirmation_mail: string;
  lang: FormLang;
  ask_marketing: boolean;
  published: boolean;
  created_at: Date;
  updated_at: Date;
  confirmed: string | number;
  waitlisted: string | number;
}

/** What staff write (POST/PUT /api/forms). */
export interface FormInput {
  title: string;
  slug: string;
  description: string;
  fields: FormField[];
  capacity: number | null;
  opensAt: Date | null;
  closesAt: Date | null;
  consentText: string;
  retentionDays: number;
  confirmationMail: string;
  lang: FormLang;
  askMarketing: boolean;
  published: boolean;
}

export type Form = Omit<FormRecord, 'opensAt' | 'closesAt' | 'createdAt' | 'updatedAt'> & {
  opensAt: Date | null;
  closesAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
};

const SELECT = `
  SELECT f.*,
         (SELECT count(*) FROM form_responses r WHERE r.form_id = f.id AND r.status = 'confirmed') AS confirmed,
         (SELECT count(*) FROM form_responses r WHERE r.form_id = f.id AND r.status = 'waitlisted') AS waitlisted
    FROM forms f`;

const toForm = (r: FormRow): Form => ({
  id: r.id,
  title: r.title,
  slug: r.slug,
  description: r.description,
  fields: r.fields,
  capacity: r.capacity,
  opensAt: r.opens_at,
  closesAt: r.closes_at,
  consentText: r.consent_text,
  retentionDays: r.retention_days,
  confirmationMail: r.confirmation_mail,
  lang: r.lang,
  askMarketing: r.ask_marketing,
  published: r.published,
  confirmed: Number(r.confirmed),
  waitlisted: Number(r.waitlisted),
  createdAt: r.created_at,
  updatedAt: r.updated_at,
});

export const presentForm = (f: Form): FormRecord => ({
  ...f,
  opensAt: f.opensAt?.toISOString() ?? null,
  closesAt: f.closesAt?.toISOString() ?? null,
  createdAt: f.createdAt.toISOString(),
  updatedAt: f.updatedAt.toISOString(),
});

export async function findForm(
  sequelize: Sequelize,
  by: { id: number } | { slug: string },
  transaction?: Transaction,
): Promise<Form | null> {
  const [where, bind] = 'id' in by ? ['f.id = $1', [by.id]] : ['f.slug = $1', [by.slug]];
  const rows = await sequelize.query<FormRow>(`${SELECT} WHERE ${where}`, {
    type: QueryTypes.SELECT,
    bind,
    transaction,
  });
  return rows[0] ? toForm(rows[0]) : null;
}

export async function listForms(
  sequelize: Sequelize,
  q: { q?: string; sort: string; order: 'ASC' | 'DESC'; offset: number; limit: number },
): Promise<{ rows: Form[]; count: number }> {
  const where = q.q ? `WHERE f.title ILIKE '%' || $1 || '%' OR f.slug ILIKE '%' || $1 || '%'` : '';
  const bind = q.q ? [q.q.replace(/[\\%_]/g, (c) => `\\${c}`)] : [];
  const rows = await sequelize.query<FormRow>(
    `${SELECT} ${where} ORDER BY f.${q.sort} ${q.order}, f.id DESC OFFSET ${q.offset} LIMIT ${q.limit}`,
    { type: QueryTypes.SELECT, bind },
  );
  const [{ n }] = await sequelize.query<{ n: string }>(`SELECT count(*) AS n FROM forms f ${where}`, {
    type: QueryTypes.SELECT,
    bind,
  });
  return { rows: rows.map(toForm), count: Number(n) };
}

/** The forms open now for everyone (the sitemap). */
export async function openForms(
  sequelize: Sequelize,
  at: Date,
): Promise<{ slug: string; lang: FormLang; updatedAt: Date }[]> {
  const rows = await sequelize.query<{ slug: string; lang: FormLang; updated_at: Date }>(
    `SELECT slug, lang, updated_at FROM forms
      WHERE published AND (opens_at IS NULL OR opens_at <= $1) AND (closes_at IS NULL OR closes_at > $1)
      ORDER BY id`,
    { type: QueryTypes.SELECT, bind: [at] },
  );
  return rows.map((r) => ({ slug: r.slug, lang: r.lang, updatedAt: r.updated_at }));
}

const COLUMNS = {
  title: 'title',
  slug: 'slug',
  description: 'description',
  fields: 'fields',
  capacity: 'capacity',
  opensAt: 'opens_at',
  closesAt: 'closes_at',
  consentText: 'consent_text',
  retentionDays: 'retention_days',
  confirmationMail: 'confirmation_mail',
  lang: 'lang',
  askMarketing: 'ask_marketing',
  published: 'published',
} as const;

const values = (input: FormInput) =>
  Object.fromEntries(
    Object.entries(COLUMNS).map(([k, col]) => {
      const v = input[k as keyof FormInput];
      return [col, k === 'fields' ? JSON.stringify(v) : v];
    }),
  );

export async function insertForm(
  sequelize: Sequelize,
  input: FormInput,
  by: number,
  at: Date,
  transaction: Transaction,
): Promise<number> {
  const v = values(input);
  const cols = Object.keys(v);
  const [row] = await sequelize.query<{ id: number }>(
    `INSERT INTO forms (${cols.join(', ')}, created_by, created_at, updated_at)
     VALUES (${cols.map((c) => `:${c}`).join(', ')}, :by, :at, :at) RETURNING id`,
    { type: QueryTypes.SELECT, replacements: { ...v, by, at }, transaction },
  );
  return row.id;
}

export async function updateForm(
  sequelize: Sequelize,
  id: number,
  input: FormInput,
  at: Date,
  transaction: Transaction,
): Promise<boolean> {
  const v = values(input);
  const rows = await sequelize.query<{ id: number }>(
    `UPDATE forms SET ${Object.keys(v)
      .map((c) => `${c} = :${c}`)
      .join(', ')}, updated_at = :at WHERE id = :id RETURNING id`,
    { type: QueryTypes.SELECT, replacements: { ...v, at, id }, transaction },
  );
  return rows.length > 0;
}

export async function deleteForm(sequelize: Sequelize, id: number, transaction: Transaction): Promise<number> {
  const [{ n }] = await sequelize.query<{ n: string }>('SELECT count(*) AS n FROM form_responses WHERE form_id = $1', {
    type: QueryTypes.SELECT,
    bind: [id],
    transaction,
  });
  await sequelize.query('DELETE FROM forms WHERE id = $1', { bind: [id], transaction });
  return Number(n);
}

export interface ResponseRow {
  id: number;
  formId: number;
  answers: Record<string, string | string[]>;
  email: string | null;
  name: string | null;
  status: FormResponseStatus;
  marketingConsent: boolean;
  createdAt: Date;
  statusAt: Date;
}

export async function listResponses(
  sequelize: Sequelize,
  formId: number,
  q: { status?: string; sort: string; order: 'ASC' | 'DESC'; offset: number; limit: number | null },
): Promise<{ rows: ResponseRow[]; count: number }> {
  const where = `form_id = $1${q.status ? ' AND status = $2' : ''}`;
  const bind = q.status ? [formId, q.status] : [formId];
  const rows = await sequelize.query<ResponseRow>(
    `SELECT id, form_id AS "formId", answers, email, name, status, marketing_consent AS "marketingConsent",
            created_at AS "createdAt", status_at AS "statusAt"
       FROM form_responses WHERE ${where}
      ORDER BY ${q.sort} ${q.order}, id ASC OFFSET ${q.offset}${q.limit === null ? '' : ` LIMIT ${q.limit}`}`,
    { type: QueryTypes.SELECT, bind },
  );
  const [{ n }] = await sequelize.query<{ n: string }>(`SELECT count(*) AS n FROM form_responses WHERE ${where}`, {
    type: QueryTypes.SELECT,
    bind,
  });
  return { rows, count: Number(n) };
}
