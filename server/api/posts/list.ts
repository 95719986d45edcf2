// The admin post list: allow-listed filters to a WHERE, the requested sort, the total kept per filter until a write to what it counts (a board's whole list from its kept counts).
import { Op, QueryTypes, literal, type InferAttributes, type WhereOptions } from 'sequelize';
import { containing } from '../../../db/like.js';
import { Board, Post } from '../../../db/models/index.js';
import { parseWith } from '../../middleware/validate.js';
import { idListFilter, type ListQuery } from '../rest.js';
import type { Memo } from '../../cache/memo.js';
import { postsOf } from '../../cache/topics.js';
import type { PostFilter } from './schema.js';

export const postSortable = {
  id: 'id',
  title: 'title',
  category: 'category',
  isNotice: 'is_notice',
  publishedAt: 'published_at',
  unpublishAt: 'unpublish_at',
  viewCount: 'view_count',
  startAt: 'start_at',
  createdAt: 'created_at',
  updatedAt: 'updated_at',
  authorName: 'author_name',
};

/** Board rows change only by a board write, which every cache hears as a change to everything (topics.ts). */
const BOARD_ROWS: readonly string[] = [];

/** A board's id by its English name, or null. */
const boardIdOf = (name: string, memo: Memo): Promise<number | null> =>
  memo.get(
    `board-id:${name}`,
    async () => (await Board.findOne({ where: { enName: name }, attributes: ['id'] }))?.id ?? null,
    BOARD_ROWS,
  );

/** The WHERE for a filter, or null when it can match nothing (an unknown board). */
export async function postWhere(
  filter: PostFilter,
  memo: Memo,
  onlyBoards: readonly string[] | null = null,
): Promise<WhereOptions<Post> | null> {
  const and: WhereOptions<Post>[] = [{ deletedAt: null }];
  // A scoped editor's list: only its boards' posts (domain/scope.ts).
  if (onlyBoards) {
    const ids = (await Promise.all(onlyBoards.map((b) => boardIdOf(b, memo)))).filter((id) => id !== null);
    and.push({ boardId: { [Op.in]: ids } });
  }
  if (filter.boardEnName !== undefined) {
    const boardId = await boardIdOf(filter.boardEnName, memo);
    if (boardId === null) return null;
    and.push({ boardId });
  }
  if (filter.boardId !== undefined) and.push({ boardId: filter.boardId });
  if (filter.id !== undefined) and.push({ id: parseWith(idListFilter, filter.id) });
  if (filter.category) and.push({ category: filter.category });
  if (filter.isNotice !== undefined) and.push({ isNotice: filter.isNotice });
  if (filter.isDraft !== undefined) and.push({ isDraft: filter.isDraft });
  if (filter.publishedAt_gte) and.push({ publishedAt: { [Op.gte]: filter.publishedAt_gte } });
  if (filter.publishedAt_lte) and.push({ publishedAt: { [Op.lte]: filter.publishedAt_lte } });
  const q = filter.q?.trim();
  if (q) {
    // ILIKE over the trigram (pg_trgm GIN) indexes: any Korean substring, however old the post.
    const like = containing(q);
    and.push({
      [Op.or]: [
        { title: { [Op.iLike]: like } },
        { contentText: { [Op.iLike]: like } },
        { authorName: { [Op.iLike]: like } },
      ],
    });
  }
  return { [Op.and]: and };
}

/** The board names by id, kept until the next write. */
export function boardNames(memo: Memo): Promise<Map<number, string>> {
  return memo.get(
    'board-names',
    async () => new Map((await Board.findAll({ attributes: ['id', 'enName'] })).map((b) => [b.id, b.enName])),
    BOARD_ROWS,
  );
}

/**
 * All of a board's posts but the deleted (the admin's unfiltered list) without counting its rows: the published,
 * unpinned ones are kept by trigger in post_counts; the pinned ones are a range of posts_list and the unpinned
 * drafts are posts_drafts (migration 20261127110000), both few.
 */
async function boardTotal(boardId: number): Promise<number> {
  const [row] = await Post.sequelize!.query<{ n: number }>(
    `SELECT (SELECT coalesce(sum(n), 0) FROM post_counts WHERE board_id = $board)::int
          + (SELECT count(*) FROM posts WHERE board_id = $board AND deleted_at IS NULL AND is_notice)::int
          + (SELECT count(*) FROM posts WHERE board_id = $board AND deleted_at IS NULL AND is_draft AND NOT is_notice)::int
       AS n`,
    { bind: { board: boardId }, type: QueryTypes.SELECT },
  );
  return row.n;
}

/** The total for a filter: the board's kept total when the filter names a board alone, else a count. */
function total(
  filter: PostFilter,
  where: WhereOptions<Post>,
  memo: Memo,
  onlyBoards: readonly string[] | null,
): Promise<number> {
  const key = `admin-count:${JSON.stringify(filter)}${onlyBoards ? `:within:${JSON.stringify(onlyBoards)}` : ''}`;
  const name = filter.boardEnName;
  if (name === undefined || filter.boardId !== undefined || onlyBoards)
    return memo.get(key, () => Post.count({ where }));
  const boardAlone = Object.values(filter).filter((v) => v !== undefined).length === 1;
  // A total of one board's posts outlives the writes to other boards.
  return memo.get(key, async () => {
    const boardId = boardAlone ? await boardIdOf(name, memo) : null;
    return boardId === null ? Post.count({ where }) : boardTotal(boardId);
  }, [postsOf(name)]);
}

/** A listed post: its columns as plain values (no model instance), all but the search text. */
export type PostRow = Omit<InferAttributes<Post>, 'contentText'>;

export async function listPosts(
  q: ListQuery<PostFilter>,
  memo: Memo,
  onlyBoards: readonly string[] | null = null,
): Promise<{ rows: PostRow[]; total: number }> {
  const where = await postWhere(q.filter, memo, onlyBoards);
  if (!where) return { rows: [], total: 0 };
  // "Post" is the model's explicit modelName (db/models/post.ts): the bundle renames the class itself.
  const order: [ReturnType<typeof literal>, string][] = [];
  // The requested sort only: pinned-first belongs to the public board, the admin sorts by 고정 when it wants that.
  // NULLS LAST only where a column can be empty: on the others it would stop the list index from giving the order.
  const nullable = q.sortColumn === 'category' || q.sortColumn === 'start_at' || q.sortColumn === 'unpublish_at';
  order.push([literal(`"Post"."${q.sortColumn}"`), nullable ? `${q.sortOrder} NULLS LAST` : q.sortOrder]);
  order.push([literal('"Post"."id"'), q.sortOrder]);
  const [rows, count] = await Promise.all([
    // raw: the list only reads the columns, so no model instances are built for it (about a millisecond a page of
    // 25 on the admin's busiest call); Sequelize still names the columns by their attributes. Its types do not know
    // that raw rows are plain, hence the one cast.
    Post.findAll({
      where,
      order,
      offset: q.offset,
      limit: q.limit,
      attributes: { exclude: ['contentText'] },
      raw: true,
    }) as unknown as Promise<PostRow[]>,
    total(q.filter, where, memo, onlyBoards),
  ]);
  return { rows, total: count };
}
