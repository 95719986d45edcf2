// The one module with SQL on the `faqs` table (자주 묻는 질문): the admin's list and edits, and what the public pages
// and 통합검색 read (visible entries, by order).
import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import { containing } from '../../db/like.js';

export interface FaqInput {
  question: string;
  answer: string;
  questionZh: string;
  answerZh: string;
  category: string;
  order: number;
  visible: boolean;
}

/** A new entry without an order goes after the last of its category. */
export type NewFaq = Omit<FaqInput, 'order'> & { order?: number };

export interface FaqRow extends FaqInput {
  id: number;
  createdAt: Date;
  updatedAt: Date;
}

const COLUMNS = `id, question, answer, question_zh AS "questionZh", answer_zh AS "answerZh", category,
  sort_order AS "order", visible, created_at AS "createdAt", updated_at AS "updatedAt"`;

export async function insertFaq(sequelize: Sequelize, f: NewFaq, by: number, transaction: Transaction) {
  const order = f.order ?? (await nextOrder(sequelize, f.category, transaction));
  const [row] = await sequelize.query<{ id: number }>(
    `INSERT INTO faqs (question, answer, question_zh, answer_zh, category, sort_order, visible, created_by, updated_by)
     VALUES ($question, $answer, $questionZh, $answerZh, $category, $order, $visible, $by, $by) RETURNING id`,
    { type: QueryTypes.SELECT, bind: { ...f, order, by }, transaction },
  );
  return row.id;
}

async function nextOrder(sequelize: Sequelize, category: string, transaction: Transaction): Promise<number> {
  const [row] = await sequelize.query<{ next: number }>(
    'SELECT COALESCE(MAX(sort_order) + 1, 0)::int AS next FROM faqs WHERE category = $category',
    { type: QueryTypes.SELECT, bind: { category }, transaction },
  );
  return row.next;
}

export async function updateFaq(sequelize: Sequelize, id: number, f: FaqInput, by: number, transaction: Transaction) {
  const rows = await sequelize.query<{ id: number }>(
    `UPDATE faqs SET question = $question, answer = $answer, question_zh = $questionZh, answer_zh = $answerZh,
            category = $category, sort_order = $order, visible = $visible, updated_by = $by, updated_at = now()
      WHERE id = $id RETURNING id`,
    { type: QueryTypes.SELECT, bind: { ...f, id, by }, transaction },
  );
  return rows.length > 0;
}

export async function deleteFaq(sequelize: Sequelize, id: number, transaction: Transaction): Promise<boolean> {
  const rows = await sequelize.query<{ id: number }>('DELETE FROM faqs WHERE id = $id RETURNING id', {
    type: QueryTypes.SELECT,
    bind: { id },
    transaction,
  });
  return rows.length > 0;
}

export async function findFaq(sequelize: Sequelize, id: number, transaction?: Transaction): Promise<FaqRow | null> {
  const [row] = await sequelize.query<FaqRow>(`SELECT ${COLUMNS} FROM faqs WHERE id = $id`, {
    type: QueryTypes.SELECT,
    bind: { id },
    transaction,
  });
  return row ?? null;
}

export async function listFaqs(
  sequelize: Sequelize,
  f: { ids?: number[]; q?: string; category?: string; visible?: boolean },
  page: { offset: number; limit: number; sortColumn: string; sortOrder: 'ASC' | 'DESC' },
): Promise<{ rows: FaqRow[]; total: number }> {
  const where: string[] = [];
  if (f.ids) where.push('id = ANY($ids::int[])');
  if (f.q) where.push('(question ILIKE $q OR answer ILIKE $q OR question_zh ILIKE $q)');
  if (f.category !== undefined) where.push('category = $category');
  if (f.visible !== undefined) where.push('visible = $visible');
  const rows = await sequelize.query<FaqRow & { total: string }>(
    `SELECT ${COLUMNS}, count(*) OVER () AS total FROM faqs ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
      ORDER BY ${page.sortColumn} ${page.sortOrder}, id ASC LIMIT $limit OFFSET $offset`,
    {
      type: QueryTypes.SELECT,
      bind: {
        ids: f.ids ?? null,
        q: f.q ? containing(f.q) : null,
        category: f.category ?? null,
        visible: f.visible ?? null,
        limit: page.limit,
        offset: page.offset,
      },
    },
  );
  return { rows, total: rows.length ? Number(rows[0].total) : 0 };
}

/** The visible entries in their order, for the public pages and 통합검색. */
export async function visibleFaqs(sequelize: Sequelize): Promise<FaqRow[]> {
  return sequelize.query<FaqRow>(`SELECT ${COLUMNS} FROM faqs WHERE visible ORDER BY sort_order ASC, id ASC`, {
    type: QueryTypes.SELECT,
  });
}
