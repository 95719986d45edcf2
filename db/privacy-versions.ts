// privacy_versions: the published versions of the privacy policy, each with its effective date (domain/privacy.ts).
import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import type { PrivacyVersion } from '../domain/privacy.js';

interface Row {
  id: number;
  effective_on: string;
  content: string;
  summary: string | null;
  notes: string | null;
  published_at: Date;
  published_by: number | null;
}

const SELECT = `SELECT id, effective_on::text AS effective_on, content, summary, notes, published_at, published_by
  FROM privacy_versions`;

const toVersion = (r: Row): PrivacyVersion => ({
  id: r.id,
  effectiveOn: r.effective_on,
  content: r.content,
  summary: r.summary,
  notes: r.notes,
  publishedAt: r.published_at,
  publishedBy: r.published_by,
});

/** Every version, oldest effective date first. */
export async function listPrivacyVersions(sequelize: Sequelize, transaction?: Transaction): Promise<PrivacyVersion[]> {
  const rows = await sequelize.query<Row>(`${SELECT} ORDER BY effective_on`, { type: QueryTypes.SELECT, transaction });
  return rows.map(toVersion);
}

export async function findPrivacyVersion(
  sequelize: Sequelize,
  id: number,
  transaction?: Transaction,
  lock = false,
): Promise<PrivacyVersion | null> {
  const [row] = await sequelize.query<Row>(`${SELECT} WHERE id = $id${lock ? ' FOR UPDATE' : ''}`, {
    type: QueryTypes.SELECT,
    bind: { id },
    transaction,
  });
  return row ? toVersion(row) : null;
}

export interface PrivacyVersionInput {
  effectiveOn: string;
  content: string;
  summary: string | null;
  notes: string | null;
}

export async function insertPrivacyVersion(
  sequelize: Sequelize,
  t: Transaction,
  v: PrivacyVersionInput,
  staffId: number,
  at: Date,
): Promise<number> {
  const [row] = await sequelize.query<{ id: number }>(
    `INSERT INTO privacy_versions (effective_on, content, summary, notes, published_at, published_by)
     VALUES ($on, $content, $summary, $notes, $now, $staff) RETURNING id`,
    {
      type: QueryTypes.SELECT,
      bind: { on: v.effectiveOn, content: v.content, summary: v.summary, notes: v.notes, now: at, staff: staffId },
      transaction: t,
    },
  );
  return row.id;
}

export async function updatePrivacyVersion(
  sequelize: Sequelize,
  t: Transaction,
  id: number,
  v: PrivacyVersionInput,
  staffId: number,
  at: Date,
): Promise<void> {
  await sequelize.query(
    `UPDATE privacy_versions SET effective_on = $on, content = $content, summary = $summary, notes = $notes,
       published_at = $now, published_by = $staff WHERE id = $id`,
    {
      bind: { id, on: v.effectiveOn, content: v.content, summary: v.summary, notes: v.notes, now: at, staff: staffId },
      transaction: t,
    },
  );
}

export async function deletePrivacyVersion(sequelize: Sequelize, t: Transaction, id: number): Promise<void> {
  await sequelize.query(`DELETE FROM privacy_versions WHERE id = $id`, { bind: { id }, transaction: t });
}
