// The 휴지통's end: posts and pages deleted more than TRASH_DAYS days ago are removed for good, with the files they
// own (a post's attachments, photo and inline images) and their revisions (ON DELETE CASCADE). Each kind is one
// DELETE … WHERE deleted_at < $cutoff, so two processes running it at once remove each row once and the second finds
// nothing left. "Now" is the process clock (domain/clock.ts), bound into the SQL.
import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import { logger } from '../process/logger.js';
import { now } from '../../domain/clock.js';
import { TRASH_DAYS, type TrashKind } from '../../domain/trash.js';
import { deleteTrashedPagesSql } from '../stored-pages/store.js';
import { recordDestruction, type Destroyer } from '../destruction/register.js';

/** The first statement of each kind's purge: its trashed rows matching `where`, deleted, returning their ids. */
const DELETE: Record<TrashKind, (where: string) => string> = {
  post: (where) => `DELETE FROM posts WHERE deleted_at IS NOT NULL AND ${where} RETURNING id`,
  page: deleteTrashedPagesSql,
};

/** Removes the deleted rows of one kind matching `where` (over alias-free columns) and their files. */
async function remove(
  sequelize: Sequelize,
  kind: TrashKind,
  where: string,
  bind: Record<string, unknown>,
  transaction?: Transaction,
): Promise<{ items: number; files: number }> {
  const [row] = await sequelize.query<{ items: number; files: number }>(
    `WITH gone AS (${DELETE[kind](where)}),
          f AS (DELETE FROM files WHERE owner_type = $kind AND owner_id IN (SELECT id FROM gone) RETURNING id)
     SELECT (SELECT count(*)::int FROM gone) AS items, (SELECT count(*)::int FROM f) AS files`,
    { type: QueryTypes.SELECT, bind: { ...bind, kind }, transaction },
  );
  return row;
}

export interface TrashPurgeResult {
  posts: number;
  pages: number;
  files: number;
  cutoff: Date;
}

/** Removes and enters the removal in the 파기 대장, in one transaction. */
async function removeAndRecord(
  sequelize: Sequelize,
  kind: TrashKind,
  where: string,
  bind: Record<string, unknown>,
  entry: { rule: string; by: Destroyer; detail: Record<string, unknown> },
  outer?: Transaction,
): Promise<{ items: number; files: number }> {
  const work = async (transaction: Transaction) => {
    const gone = await remove(sequelize, kind, where, bind, transaction);
    await recordDestruction(sequelize, { kind, count: gone.items, files: gone.files, ...entry }, transaction);
    return gone;
  };
  return outer ? work(outer) : sequelize.transaction(work);
}

/** Purges what has been in the trash longer than TRASH_DAYS days at `at`. */
export async function purgeTrash(
  sequelize: Sequelize,
  at = now(),
  opts: { job?: string } = {},
): Promise<TrashPurgeResult> {
  const cutoff = new Date(at.getTime() - TRASH_DAYS * 86_400_000);
  const entry = {
    rule: `휴지통 보관 기간(${TRASH_DAYS}일) 경과`,
    by: { job: opts.job ?? 'trash-purge' },
    detail: { cutoff: cutoff.toISOString() },
  };
  const posts = await removeAndRecord(sequelize, 'post', 'deleted_at < $cutoff', { cutoff }, entry);
  const pages = await removeAndRecord(sequelize, 'page', 'deleted_at < $cutoff', { cutoff }, entry);
  const result = { posts: posts.items, pages: pages.items, files: posts.files + pages.files, cutoff };
  if (result.posts || result.pages)
    logger.info({ ...result, cutoff: cutoff.toISOString() }, '휴지통에서 30일이 지난 항목을 영구 삭제했습니다.');
  return result;
}

/** Purges one item now (최고관리자's 영구 삭제, entered in the 파기 대장 as theirs); false when it is not in the trash. */
export async function purgeTrashItem(
  sequelize: Sequelize,
  kind: TrashKind,
  id: number,
  by: Destroyer,
  transaction?: Transaction,
): Promise<boolean> {
  const entry = { rule: '최고관리자의 휴지통 영구 삭제', by, detail: { recordId: id } };
  return (await removeAndRecord(sequelize, kind, 'id = $id', { id }, entry, transaction)).items > 0;
}
