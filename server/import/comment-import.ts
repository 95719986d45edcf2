// A board's old comments, by the plan: kept read-only under their post (its display name only, the body through the
// one HTML policy, its old date; a secret comment, or any under a secret post, shown to staff only) or dropped.
// Either way every comment's old address leads to its post at `#c_<wr_id>`, and a comment whose post is gone is
// reported. The bodies are read in batches, like the posts'. keptComment makes one kept comment, for the Rhymix
// importer too.
import type { Transaction } from 'sequelize';
import { dropImportedComments, writeImportedComments, type ImportedComment } from '../boards/post-comments.js';
import { convertBody, type Problem } from './content.js';
import type { BoardInput, RunContext } from './board-import.js';
import { commentRows, type RedirectSink } from './redirect-rows.js';
import type { G5Write } from './source.js';
import { authorLabel, formatOf, isSecret, seoulTime, type BodyFormat } from './text.js';

const BATCH = 500;

export interface CommentsInput {
  board: BoardInput;
  comments: G5Write[];
  /** Our post id of each old post written (or found unchanged) this run. */
  newIds: Map<number, number>;
  /** The old posts brought in hidden because they were secret (their comments are secret too). */
  secretPosts: Set<number>;
  sink: RedirectSink;
  base: string;
  problems: Problem[];
}

/** Returns how many comments the board had (kept or dropped) and how many of those were secret. */
export async function importComments(
  ctx: RunContext,
  c: CommentsInput,
  t: Transaction | null,
): Promise<{ comments: number; secret: number }> {
  const bo = c.board.g5.bo_table;
  const keep = c.board.plan.comments === 'keep';
  const where = (wrId: number) => `/bbs/board.php?bo_table=${bo}&wr_id=${wrId}`;
  const postExists = new Set(c.board.writes.filter((w) => !Number(w.wr_is_comment)).map((w) => Number(w.wr_id)));
  let comments = 0;
  let secret = 0;
  const placed: G5Write[] = [];
  for (const w of c.comments) {
    comments += 1;
    const parent = Number(w.wr_parent);
    if (!postExists.has(parent)) {
      c.problems.push({ url: where(Number(w.wr_id)), problem: `글이 없는 댓글입니다 (wr_parent ${w.wr_parent}).` });
      continue;
    }
    if (isSecret(w.wr_option) || c.secretPosts.has(parent)) secret += 1;
    const postId = c.newIds.get(parent);
    if (!postId) continue;
    commentRows(c.sink, bo, Number(w.wr_id), `${c.base}/${postId}`);
    placed.push(w);
  }
  if (!t) return { comments, secret };
  // Dropped by the plan: what an earlier run kept under these posts goes too.
  if (!keep) {
    await dropImportedComments(ctx.sequelize, [...new Set(c.newIds.values())], t);
    return { comments, secret };
  }
  for (let at = 0; at < placed.length; at += BATCH) {
    const chunk = placed.slice(at, at + BATCH);
    const full = await c.board.load(chunk.map((w) => Number(w.wr_id)));
    const rows: ImportedComment[] = [];
    for (const light of chunk) {
      const w = full.get(Number(light.wr_id));
      if (!w) continue;
      const wrId = Number(w.wr_id);
      const parent = Number(w.wr_parent);
      rows.push(
        await keptComment(ctx, {
          postId: c.newIds.get(parent)!,
          author: w.wr_name,
          content: w.wr_content,
          format: formatOf(w.wr_option),
          date: seoulTime(w.wr_datetime),
          secret: isSecret(w.wr_option) || c.secretPosts.has(parent),
          sourceId: wrId,
          where: where(wrId),
          problems: c.problems,
        }),
      );
    }
    await writeImportedComments(ctx.sequelize, rows, t);
  }
  return { comments, secret };
}

/** One old comment as it is kept (either importer's): its author's display name, its body through the one policy. */
export async function keptComment(
  ctx: RunContext,
  c: {
    postId: number;
    author: string;
    content: string;
    format: BodyFormat;
    date: Date | null;
    secret: boolean;
    sourceId: number;
    where: string;
    problems: Problem[];
  },
): Promise<ImportedComment> {
  const body = await convertBody(c.content, c.format, {
    hosts: ctx.hosts,
    where: c.where,
    problems: c.problems,
    rehome: async () => null,
  });
  return {
    postId: c.postId,
    authorName: authorLabel(c.author),
    body: body.html,
    createdAt: c.date ?? ctx.unknownDate,
    secret: c.secret,
    sourceId: c.sourceId,
  };
}
