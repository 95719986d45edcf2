// The one module with SQL on `post_comments` (migration 20261202080000): comments brought in from an old site, kept
// read-only under their post. The importer writes them in its board's transaction (one row per old comment, updated
// in place on a later run); the public page reads the ones that were not secret; staff read them all.
import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';

export interface PostComment {
  id: number;
  postId: number;
  authorName: string;
  /** HTML that has passed the one HTML policy. */
  body: string;
  createdAt: Date;
  secret: boolean;
  /** The comment's id on the old site (its anchor: `#c_<sourceId>`). */
  sourceId: number;
}

export interface ImportedComment {
  postId: number;
  authorName: string;
  body: string;
  createdAt: Date;
  secret: boolean;
  sourceId: number;
}

const COLUMNS = `id, post_id AS "postId", author_name AS "authorName", body, created_at AS "createdAt", secret,
  source_id AS "sourceId"`;

/** Writes old comments under their posts in one statement, updating the ones a previous run wrote. */
export async function writeImportedComments(
  sequelize: Sequelize,
  rows: ImportedComment[],
  transaction: Transaction,
): Promise<void> {
  if (!rows.length) return;
  await sequelize.query(
    `INSERT INTO post_comments (post_id, author_name, body, created_at, secret, source_id)
     SELECT * FROM unnest($postIds::int[], $names::text[], $bodies::text[], $dates::timestamptz[], $secrets::boolean[],
                          $sourceIds::int[])
     ON CONFLICT (post_id, source_id) DO UPDATE
       SET author_name = EXCLUDED.author_name, body = EXCLUDED.body, created_at = EXCLUDED.created_at,
           secret = EXCLUDED.secret`,
    {
      bind: {
        postIds: rows.map((c) => c.postId),
        names: rows.map((c) => c.authorName.slice(0, 50)),
        bodies: rows.map((c) => c.body),
        dates: rows.map((c) => c.createdAt.toISOString()),
        secrets: rows.map((c) => c.secret),
        sourceIds: rows.map((c) => c.sourceId),
      },
      transaction,
    },
  );
}

/** Takes away the imported comments of these posts (a plan that now drops them). */
export async function dropImportedComments(
  sequelize: Sequelize,
  postIds: number[],
  transaction: Transaction,
): Promise<number> {
  if (!postIds.length) return 0;
  const [, meta] = await sequelize.query(`DELETE FROM post_comments WHERE post_id = ANY($ids::int[])`, {
    bind: { ids: postIds },
    transaction,
  });
  return (meta as { rowCount?: number })?.rowCount ?? 0;
}

/** A post's comments in their old order: a visitor's page gets the public ones only, staff every one. */
export async function commentsOf(
  sequelize: Sequelize,
  postId: number,
  opts: { withSecret: boolean },
): Promise<PostComment[]> {
  return sequelize.query<PostComment>(
    `SELECT ${COLUMNS} FROM post_comments
      WHERE post_id = $postId ${opts.withSecret ? '' : 'AND NOT secret'}
      ORDER BY created_at, source_id`,
    { type: QueryTypes.SELECT, bind: { postId } },
  );
}
