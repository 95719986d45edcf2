// One post at its stable URL: text, attachments with download counts, previous/next, and the way back to the same list page.
import { richTextWithoutStyles } from '../lib/rich-text-styles.js';
import { scrollableTables } from '../lib/scrollable-tables.js';
import { richTextImages } from '../lib/rich-text-images.js';
import { externalImagesAsLinks } from '../lib/external-images.js';
import type { ImageRef } from '../../domain/image-variants.js';
import { eventRange } from './Calendar.js';
import { formatDateTime, seoulDay } from '../../domain/time.js';
import { formatBytes } from './format.js';
import { listQueryString, type ListParams } from './params.js';
import type { BoardView, PublicPost } from '../../domain/board-views.js';
import { BoardHeading } from './parts.js';
import { PostComments, type CommentView } from './PostComments.js';

export interface DetailProps {
  board: BoardView & { kind: string };
  post: PublicPost & { content: string };
  /** The sizes of the stored images the text shows (rich-text-images.ts). */
  images: ReadonlyMap<number, ImageRef>;
  attachments: { id: number; name: string; size: number; downloadCount: number }[];
  older: { id: number; title: string } | null;
  newer: { id: number; title: string } | null;
  params: ListParams;
  /** The read-only comments an imported post brought along (the ones a visitor may read). */
  comments?: CommentView[];
}

// The text column: 1100 px less its padding on a wide screen, the screen on a phone.
const CONTENT_SIZES = '(min-width: 1100px) 1068px, 100vw';

export function PostDetail({ board, post, images, attachments, older, newer, params, comments = [] }: DetailProps) {
  const base = `/board/${board.enName}`;
  const qs = listQueryString(params);
  const back =
    board.kind === 'calendar' && post.startAt ? `${base}?month=${seoulDay(post.startAt).slice(0, 7)}` : base + qs;
  return (
    <section class="bd" aria-labelledby="bd-title">
      <BoardHeading title={board.name} />
      <article class="bd-post">
        <header class="bd-post-head">
          <h2 class="bd-post-title">
            {post.category && <span class="bd-post-cat">[{post.category}]</span>} {post.title}
          </h2>
          <dl class="bd-post-meta">
            <dt>작성자</dt>
            <dd>{post.authorName}</dd>
            <dt>작성일</dt>
            <dd>
              <time dateTime={post.publishedAt.toISOString()}>{formatDateTime(post.publishedAt)}</time>
            </dd>
            <dt>조회수</dt>
            <dd>{post.viewCount.toLocaleString('ko-KR')}</dd>
          </dl>
        </header>
        {post.startAt && (
          <p class="bd-post-when">
            <strong>일정</strong> {eventRange(post)}
          </p>
        )}
        {attachments.length > 0 && (
          <div class="bd-files">
            <h3 class="bd-files-title">첨부파일 {attachments.length}개</h3>
            <ul>
              {attachments.map((f) => (
                <li>
                  <a href={`/files/${f.id}/${encodeURIComponent(f.name)}?download=1`} download={f.name}>
                    {f.name}
                  </a>
                  <span class="bd-file-meta">
                    ({formatBytes(f.size)}, 다운로드 {f.downloadCount.toLocaleString('ko-KR')}회)
                  </span>
                </li>
              ))}
            </ul>
          </div>
        )}
        {/* Sanitized on the server when it was saved (server/api/posts/sanitize.ts); its style attributes become
            classes and data attributes here, since the CSP refuses inline styles (lib/rich-text-styles.ts). */}
        <div
          class="bd-content"
          dangerouslySetInnerHTML={{
            __html: richTextImages(
              scrollableTables(externalImagesAsLinks(richTextWithoutStyles(post.content))),
              images,
              CONTENT_SIZES,
            ),
          }}
        />
        <PostComments comments={comments} />
        <span hidden data-view-url={`${base}/${post.id}/view`} />
      </article>
      <nav class="bd-neighbours" aria-label="이전 글과 다음 글">
        <p>
          <span class="bd-nb-label">다음글</span>
          {newer ? (
            <a href={`${base}/${newer.id}${qs}`}>{newer.title}</a>
          ) : (
            <span class="bd-nb-none">다음 글이 없습니다.</span>
          )}
        </p>
        <p>
          <span class="bd-nb-label">이전글</span>
          {older ? (
            <a href={`${base}/${older.id}${qs}`}>{older.title}</a>
          ) : (
            <span class="bd-nb-none">이전 글이 없습니다.</span>
          )}
        </p>
      </nav>
      <p class="bd-actions">
        <a class="bd-btn" href={back}>
          목록
        </a>
      </p>
      <script src="/board-views.js" defer />
    </section>
  );
}
