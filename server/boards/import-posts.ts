// The boards' door for posts brought in from another site (server/import/): a board found by its URL key or made,
// and a post written or updated as the old site had it (its own dates, views, pin and author label), inside the
// importer's transaction for that board. The HTML reaching here has already passed the one HTML policy.
import type { Transaction } from 'sequelize';
import { Board, Post, StoredFile } from '../../db/models/index.js';
import type { BoardKind } from '../../domain/boards.js';
import { RETIRED_POST_FILE } from '../files/policies.js';
import { htmlToText } from '../html/sanitize.js';

export interface ImportedBoard {
  enName: string;
  name: string;
  kind: BoardKind;
  categories: string[];
  rowsPerPage: number;
  newBadgeHours: number;
  maxFiles: number;
}

/** Our boards' kinds by URL key, for a plan to be checked against. */
export async function boardKinds(): Promise<Map<string, BoardKind>> {
  const rows = await Board.findAll({ attributes: ['enName', 'kind'] });
  return new Map(rows.map((b) => [b.enName, b.kind]));
}

/** The board with this URL key, made when missing; an existing board gains the categories it lacks. */
export async function ensureBoard(
  b: ImportedBoard,
  transaction: Transaction,
): Promise<{ board: Board; made: boolean }> {
  const found = await Board.findOne({ where: { enName: b.enName }, transaction, lock: transaction.LOCK.UPDATE });
  if (found) {
    const categories = [...found.categories, ...b.categories.filter((c) => !found.categories.includes(c))];
    if (categories.length !== found.categories.length) await found.update({ categories }, { transaction });
    return { board: found, made: false };
  }
  const sortOrder = ((await Board.max<number, Board>('sortOrder', { transaction })) ?? 0) + 1;
  const board = await Board.create(
    {
      enName: b.enName,
      name: b.name.slice(0, 100),
      kind: b.kind,
      categories: b.categories,
      rowsPerPage: b.rowsPerPage,
      newBadgeHours: b.newBadgeHours,
      maxFiles: Math.max(5, b.maxFiles),
      sortOrder,
    },
    { transaction },
  );
  return { board, made: true };
}

export interface ImportedPost {
  title: string;
  content: string;
  category: string | null;
  authorName: string;
  isNotice: boolean;
  publishedAt: Date;
  viewCount: number;
  /** Hidden from every visitor (secret, members-only): a draft only staff see. */
  hidden: boolean;
  startAt: Date | null;
  endAt: Date | null;
}

/** Writes a post (new when id is null), keeping the old site's dates; returns its id. */
export async function writeImportedPost(
  boardId: number,
  id: number | null,
  p: ImportedPost,
  transaction: Transaction,
): Promise<number> {
  const fields = {
    boardId,
    title: p.title.slice(0, 200) || '(제목 없음)',
    content: p.content,
    contentText: htmlToText(p.content),
    category: p.category ? p.category.slice(0, 30) : null,
    authorName: p.authorName.slice(0, 50),
    isNotice: p.isNotice,
    publishedAt: p.publishedAt,
    viewCount: p.viewCount,
    isDraft: p.hidden,
    startAt: p.startAt,
    endAt: p.endAt,
    allDay: !!p.startAt,
    createdBy: null,
    deletedAt: null,
  };
  const existing = id ? await Post.findByPk(id, { transaction }) : null;
  if (existing) {
    await existing.update(fields, { transaction });
    return existing.id;
  }
  const created = await Post.create(fields, { transaction });
  return created.id;
}

/** Sets the body after its images were stored under the post (they need its id first). */
export async function setImportedContent(id: number, content: string, transaction: Transaction): Promise<void> {
  await Post.update({ content, contentText: htmlToText(content) }, { where: { id }, transaction, silent: true });
}

/**
 * A post's files in the old order (with their old download counts): attachments 0…n, images its body shows as inline (-1), and the files it had
 * from an earlier run that the old post no longer has retired (served nowhere).
 */
export async function arrangeImportedFiles(
  postId: number,
  attachmentIds: number[],
  inlineIds: number[],
  hidden: boolean,
  transaction: Transaction,
  downloads: Map<number, number> = new Map(),
): Promise<void> {
  const current = await StoredFile.findAll({
    where: { ownerType: 'post', ownerId: postId },
    attributes: ['id', 'sortOrder'],
    transaction,
  });
  const keep = new Set([...attachmentIds, ...inlineIds]);
  // The old download counts come along (a later run keeps the larger: ours may have counted on since).
  for (const [i, id] of attachmentIds.entries()) {
    const file = await StoredFile.findByPk(id, { attributes: ['id', 'downloadCount'], transaction });
    const downloadCount = Math.max(file?.downloadCount ?? 0, downloads.get(id) ?? 0);
    await StoredFile.update(
      { ownerType: 'post', ownerId: postId, sortOrder: i, downloadCount },
      { where: { id }, transaction },
    );
  }
  // A hidden post's images keep the order they were stored with (not inline: an inline image is public even while
  // its post is a draft, and a secret post's pictures are as secret as its text).
  if (!hidden)
    for (const id of inlineIds)
      if (!attachmentIds.includes(id))
        await StoredFile.update({ sortOrder: -1 }, { where: { id, ownerType: 'post', ownerId: postId }, transaction });
  const drop = current.filter((f) => !keep.has(f.id) && f.sortOrder !== RETIRED_POST_FILE).map((f) => f.id);
  if (drop.length) await StoredFile.update({ sortOrder: RETIRED_POST_FILE }, { where: { id: drop }, transaction });
}
