// The one module with SQL on the `questions` table (입학상담): asking, the public list, opening, answering, making
// public, deleting, the dashboard's count and the retention purge's reads. Every write runs in the caller's
// transaction (the publish step's).
import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import { containing } from '../../db/like.js';
import type { QuestionLang } from '../../domain/questions.js';

export interface QuestionRow {
  id: number;
  boardId: number;
  enName: string;
  boardName: string;
  title: string;
  body: string;
  secret: boolean;
  lang: QuestionLang;
  name: string | null;
  email: string | null;
  passwordHash: string | null;
  answer: string | null;
  answeredAt: Date | null;
  madePublicAt: Date | null;
  faqId: number | null;
  createdAt: Date;
}

const COLUMNS = `q.id, q.board_id AS "boardId", b.en_name AS "enName", b.name AS "boardName", q.title, q.body,
  q.secret, q.lang, q.name, q.email, q.password_hash AS "passwordHash", q.answer, q.answered_at AS "answeredAt",
  q.made_public_at AS "madePublicAt", q.faq_id AS "faqId", q.created_at AS "createdAt"`;
const FROM = 'questions q JOIN boards b ON b.id = q.board_id';

export interface NewQuestion {
  boardId: number;
  title: string;
  body: string;
  secret: boolean;
  lang: QuestionLang;
  name: string;
  email: string;
  passwordHash: string;
  at: Date;
}

export async function qnaBoard(sequelize: Sequelize, enName: string, transaction?: Transaction) {
  const [board] = await sequelize.query<{ id: number; enName: string; name: string; rowsPerPage: number }>(
    `SELECT id, en_name AS "enName", name, rows_per_page AS "rowsPerPage" FROM boards
      WHERE en_name = $enName AND kind = 'qna'`,
    { type: QueryTypes.SELECT, bind: { enName }, transaction },
  );
  return board ?? null;
}

export async function insertQuestion(sequelize: Sequelize, q: NewQuestion, transaction: Transaction): Promise<number> {
  const [row] = await sequelize.query<{ id: number }>(
    `INSERT INTO questions (board_id, title, body, secret, lang, name, email, password_hash, consent_at,
                            created_at, updated_at)
     VALUES ($boardId, $title, $body, $secret, $lang, $name, $email, $passwordHash, $at, $at, $at) RETURNING id`,
    { type: QueryTypes.SELECT, bind: { ...q }, transaction },
  );
  return row.id;
}

/** A question's password hash replaced (an imported one, by ours at its first right open). */
export async function replacePasswordHash(
  sequelize: Sequelize,
  id: number,
  passwordHash: string,
  transaction: Transaction,
): Promise<void> {
  await sequelize.query('UPDATE questions SET password_hash = $passwordHash WHERE id = $id', {
    bind: { id, passwordHash },
    transaction,
  });
}

/** A question brought in from an old site: asked, and answered by its staff reply, at their old times. */
export async function upsertImportedQuestion(
  sequelize: Sequelize,
  id: number | null,
  q: NewQuestion & { answer: string | null; answeredAt: Date | null },
  transaction: Transaction,
): Promise<number> {
  if (id) {
    const [row] = await sequelize.query<{ id: number }>(
      `UPDATE questions SET title = $title, body = $body, secret = $secret, name = $name, email = $email,
              password_hash = CASE WHEN starts_with(password_hash, 'gnuboard5') OR password_hash IS NULL
                                   THEN $passwordHash ELSE password_hash END,
              answer = $answer, answered_at = $answeredAt, updated_at = $at
        WHERE id = $id RETURNING id`,
      { type: QueryTypes.SELECT, bind: { ...q, id }, transaction },
    );
    if (row) return row.id;
  }
  const newId = await insertQuestion(sequelize, q, transaction);
  if (q.answer)
    await saveAnswer(sequelize, newId, { answer: q.answer, by: null, at: q.answeredAt ?? q.at }, transaction);
  return newId;
}

export async function findQuestion(
  sequelize: Sequelize,
  id: number,
  opts: { transaction?: Transaction; lock?: boolean } = {},
): Promise<QuestionRow | null> {
  const [row] = await sequelize.query<QuestionRow>(
    `SELECT ${COLUMNS} FROM ${FROM} WHERE q.id = $id${opts.lock ? ' FOR UPDATE OF q' : ''}`,
    { type: QueryTypes.SELECT, bind: { id }, transaction: opts.transaction },
  );
  return row ?? null;
}

/** One page of a board's questions, newest first, and how many there are (optionally only titles matching q). */
export async function boardPage(
  sequelize: Sequelize,
  boardId: number,
  page: { offset: number; limit: number },
): Promise<{ rows: QuestionRow[]; total: number }> {
  const rows = await sequelize.query<QuestionRow & { total: string }>(
    // A secret question moved into the FAQ (no password left to open it) lives on as the FAQ entry only.
    `SELECT ${COLUMNS}, count(*) OVER () AS total FROM ${FROM}
      WHERE q.board_id = $boardId AND NOT (q.made_public_at IS NOT NULL AND q.secret)
      ORDER BY q.created_at DESC, q.id DESC LIMIT $limit OFFSET $offset`,
    { type: QueryTypes.SELECT, bind: { boardId, ...page } },
  );
  return { rows, total: rows.length ? Number(rows[0].total) : 0 };
}

export interface AdminFilter {
  ids?: number[];
  q?: string;
  status?: 'waiting' | 'answered';
  board?: string;
}

export async function adminList(
  sequelize: Sequelize,
  f: AdminFilter,
  page: { offset: number; limit: number; sortColumn: string; sortOrder: 'ASC' | 'DESC' },
): Promise<{ rows: QuestionRow[]; total: number }> {
  const where: string[] = [];
  if (f.ids) where.push('q.id = ANY($ids::int[])');
  if (f.q) where.push('(q.title ILIKE $q OR q.body ILIKE $q)');
  if (f.status === 'waiting') where.push('q.answer IS NULL');
  if (f.status === 'answered') where.push('q.answer IS NOT NULL');
  if (f.board) where.push('b.en_name = $board');
  const rows = await sequelize.query<QuestionRow & { total: string }>(
    `SELECT ${COLUMNS}, count(*) OVER () AS total FROM ${FROM}
      ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
      ORDER BY ${page.sortColumn} ${page.sortOrder}, q.id DESC LIMIT $limit OFFSET $offset`,
    {
      type: QueryTypes.SELECT,
      bind: {
        ids: f.ids ?? null,
        q: f.q ? containing(f.q) : null,
        board: f.board ?? null,
        limit: page.limit,
        offset: page.offset,
      },
    },
  );
  return { rows, total: rows.length ? Number(rows[0].total) : 0 };
}

export async function saveAnswer(
  sequelize: Sequelize,
  id: number,
  a: { answer: string; by: number | null; at: Date },
  transaction: Transaction,
): Promise<void> {
  await sequelize.query(
    `UPDATE questions SET answer = $answer, answered_at = $at, answered_by = $by, updated_at = $at WHERE id = $id`,
    { bind: { id, ...a }, transaction },
  );
}

/** Public as a Q&A: no longer secret, and the asker's name, e-mail and password are gone. */
export async function makePublic(
  sequelize: Sequelize,
  id: number,
  at: Date,
  faqId: number | null,
  transaction: Transaction,
): Promise<void> {
  await sequelize.query(
    `UPDATE questions SET secret = (CASE WHEN $faqId::int IS NULL THEN false ELSE secret END),
            made_public_at = $at, faq_id = $faqId, password_hash = NULL, updated_at = $at
      WHERE id = $id`,
    { bind: { id, at, faqId }, transaction },
  );
}

export async function deleteQuestion(sequelize: Sequelize, id: number, transaction: Transaction): Promise<void> {
  await sequelize.query('DELETE FROM questions WHERE id = $id', { bind: { id }, transaction });
}

export async function waitingCount(sequelize: Sequelize): Promise<number> {
  const [row] = await sequelize.query<{ n: string }>(`SELECT count(*) AS n FROM questions WHERE answer IS NULL`, {
    type: QueryTypes.SELECT,
  });
  return Number(row.n);
}

/**
 * The retention purge in one statement each: questions older than the cutoff that still hold an asker's data are
 * deleted (a public Q&A holds none and stays). Returns how many went.
 */
export async function purgeQuestionsBefore(
  sequelize: Sequelize,
  cutoff: Date,
  transaction: Transaction,
): Promise<number> {
  const rows = await sequelize.query<{ id: number }>(
    `DELETE FROM questions WHERE created_at < $cutoff AND made_public_at IS NULL RETURNING id`,
    { type: QueryTypes.SELECT, bind: { cutoff }, transaction },
  );
  // A public question kept its asker's name and address for the answer mail; past the period only they go.
  const kept = await sequelize.query<{ id: number }>(
    `UPDATE questions SET name = NULL, email = NULL
      WHERE created_at < $cutoff AND made_public_at IS NOT NULL AND (name IS NOT NULL OR email IS NOT NULL)
      RETURNING id`,
    { type: QueryTypes.SELECT, bind: { cutoff }, transaction },
  );
  return rows.length + kept.length;
}
