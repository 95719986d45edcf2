// A Rhymix board's old comments, by the plan, made as the Gnuboard5 ones are (comment-import.ts' keptComment):
// kept read-only under their post in comments_list's thread order (a reply's depth shown before its author, as our
// reply titles show theirs), the body through the one HTML policy, its old date; a secret comment (is_secret Y), or
// any under a post a visitor cannot read, shown to staff only. Dropped: what an earlier run kept goes too. Either
// way every comment's old address leads to its post at `#c_<comment_srl>`.
import type { Transaction } from 'sequelize';
import { dropImportedComments, writeImportedComments, type ImportedComment } from '../../boards/post-comments.js';
import type { RunContext } from '../board-import.js';
import { keptComment } from '../comment-import.js';
import type { Problem } from '../content.js';
import type { RedirectSink } from '../redirect-rows.js';
import { rxDate } from './body.js';
import { rxCommentRows } from './redirect-rows.js';
import type { RxComment } from './source.js';

export interface RxCommentsInput {
  mid: string;
  keep: boolean;
  comments: RxComment[];
  /** Our post id of each old document written (or found unchanged) this run. */
  newIds: Map<number, number>;
  /** The old documents a visitor cannot read here (secret, draft or hidden): their comments are secret too. */
  hiddenDocs: Set<number>;
  sink: RedirectSink;
  base: string;
  problems: Problem[];
}

/** A reply's author as a thread shows it: one full-width space per level below the first, then "└ ". */
export const threaded = (label: string, depth: number): string =>
  depth > 0 ? `${'\u3000'.repeat(depth - 1)}└ ${label}` : label;

export async function importRxComments(
  ctx: RunContext,
  c: RxCommentsInput,
  t: Transaction | null,
): Promise<{ comments: number; secret: number }> {
  const where = (srl: number) => `/index.php?mid=${c.mid}&comment_srl=${srl}`;
  let secret = 0;
  const rows: ImportedComment[] = [];
  for (const rc of c.comments) {
    const doc = Number(rc.document_srl);
    const isSecret = rc.is_secret === 'Y' || c.hiddenDocs.has(doc);
    if (isSecret) secret += 1;
    const postId = c.newIds.get(doc);
    if (postId === undefined) {
      c.problems.push({
        url: where(Number(rc.comment_srl)),
        problem: `옮긴 글이 없는 댓글입니다 (document_srl ${doc}).`,
      });
      continue;
    }
    rxCommentRows(c.sink, c.mid, doc, Number(rc.comment_srl), `${c.base}/${postId}`);
    if (!t || !c.keep) continue;
    const kept = await keptComment(ctx, {
      postId,
      author: rc.nick_name || rc.user_name || '',
      content: rc.content ?? '',
      format: 'html1',
      date: rxDate(rc.regdate),
      secret: isSecret,
      sourceId: Number(rc.comment_srl),
      where: where(Number(rc.comment_srl)),
      problems: c.problems,
    });
    rows.push({ ...kept, authorName: threaded(kept.authorName, Number(rc.depth) || 0) });
  }
  if (t && c.keep) await writeImportedComments(ctx.sequelize, rows, t);
  if (t && !c.keep) await dropImportedComments(ctx.sequelize, [...new Set(c.newIds.values())], t);
  return { comments: c.comments.length, secret };
}
