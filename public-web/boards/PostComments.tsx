// The comments an old site's post had, kept read-only under it (server/boards/post-comments.ts): each at its old
// anchor `c_<old id>`, so an old comment link lands on it. Only the ones a visitor may read reach here.
import { formatDateTime } from '../../domain/time.js';

export interface CommentView {
  sourceId: number;
  authorName: string;
  /** HTML that passed the one HTML policy when it was imported. */
  body: string;
  createdAt: Date;
}

export function PostComments({ comments }: { comments: CommentView[] }) {
  if (!comments.length) return null;
  return (
    <section class="bd-comments" aria-labelledby="bd-comments-title">
      <h3 id="bd-comments-title" class="bd-comments-title">
        댓글 {comments.length}개 <span class="bd-comments-note">(옛 홈페이지에서 옮긴 댓글, 읽기 전용)</span>
      </h3>
      <ol>
        {comments.map((c) => (
          <li id={`c_${c.sourceId}`} class="bd-comment">
            <p class="bd-comment-meta">
              <strong>{c.authorName}</strong>{' '}
              <time dateTime={c.createdAt.toISOString()}>{formatDateTime(c.createdAt)}</time>
            </p>
            <div class="bd-comment-body" dangerouslySetInnerHTML={{ __html: c.body }} />
          </li>
        ))}
      </ol>
    </section>
  );
}
