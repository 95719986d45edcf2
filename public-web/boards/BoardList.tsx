// A list board (공지사항, 자료실, 서식자료, 벤처연구소 소식): pinned notices, numbered rows, search and paging.
import { isNew, type BoardView, type PublicPost } from '../../domain/board-views.js';
import { formatDate, seoulDay } from '../../domain/time.js';
import { listQueryString, type ListParams } from './params.js';
import { AttachmentMark, BoardHeading, CategoryTabs, ListSummary, NewBadge, Pagination, SearchForm } from './parts.js';

export interface ListProps {
  board: BoardView;
  params: ListParams;
  pinned: PublicPost[];
  rows: PublicPost[];
  total: number;
  pages: number;
  /** A search found more than it counts (server/web/boards/queries.ts): rows are numbered from the top. */
  more?: boolean;
  now: Date;
}

function Row({ post, number, props }: { post: PublicPost; number: number | null; props: ListProps }) {
  const base = `/board/${props.board.enName}`;
  const href = `${base}/${post.id}${listQueryString(props.params)}`;
  return (
    <tr class={number === null ? 'is-pinned' : undefined}>
      <td class="bd-num">{number === null ? <span class="bd-pin">공지</span> : number.toLocaleString('ko-KR')}</td>
      {props.board.categories.length > 0 && <td class="bd-cat">{post.category ?? ''}</td>}
      <td class="bd-subject">
        <a href={href}>{post.title}</a>
        <AttachmentMark count={post.fileCount} />
        <NewBadge show={isNew(post, props.board, props.now)} />
      </td>
      <td class="bd-author">{post.authorName}</td>
      <td class="bd-date">
        <time dateTime={seoulDay(post.publishedAt)}>{formatDate(post.publishedAt)}</time>
      </td>
      <td class="bd-views">
        <span class="bd-sr">조회 </span>
        {post.viewCount.toLocaleString('ko-KR')}
      </td>
    </tr>
  );
}

export function BoardList(props: ListProps) {
  const { board, params, pinned, rows, total, pages } = props;
  const base = `/board/${board.enName}`;
  const skipped = (params.page - 1) * board.rowsPerPage;
  const numberOf = (i: number) => (props.more ? skipped + i + 1 : total - skipped - i);
  return (
    <section class="bd" aria-labelledby="bd-title">
      <BoardHeading title={board.name}>
        <a class="bd-rss" href={`${base}/rss.xml`} type="application/rss+xml">
          RSS
        </a>
      </BoardHeading>
      <CategoryTabs base={base} categories={board.categories} params={params} />
      <div class="bd-bar">
        <ListSummary total={total} more={props.more} params={params} pages={pages} />
        <SearchForm base={base} params={params} />
      </div>
      <table class="bd-table">
        <caption class="bd-sr">
          {board.name} 목록: 번호, {board.categories.length ? '분류, ' : ''}제목, 작성자, 작성일, 조회수
        </caption>
        <thead>
          <tr>
            <th scope="col" class="bd-num">
              번호
            </th>
            {board.categories.length > 0 && (
              <th scope="col" class="bd-cat">
                분류
              </th>
            )}
            <th scope="col" class="bd-subject">
              제목
            </th>
            <th scope="col" class="bd-author">
              작성자
            </th>
            <th scope="col" class="bd-date">
              작성일
            </th>
            <th scope="col" class="bd-views">
              조회
            </th>
          </tr>
        </thead>
        <tbody>
          {pinned.map((p) => (
            <Row post={p} number={null} props={props} />
          ))}
          {rows.map((p, i) => (
            <Row post={p} number={numberOf(i)} props={props} />
          ))}
          {!pinned.length && !rows.length && (
            <tr>
              <td class="bd-empty" colSpan={board.categories.length ? 6 : 5}>
                {params.q
                  ? '검색 결과가 없습니다. 다른 검색어나 검색 항목으로 찾아보세요.'
                  : '등록된 게시물이 없습니다.'}
              </td>
            </tr>
          )}
        </tbody>
      </table>
      <Pagination base={base} params={params} pages={pages} />
      {params.q && (
        <p class="bd-back-all">
          <a href={base + listQueryString({ category: params.category })}>전체 목록 보기</a>
        </p>
      )}
    </section>
  );
}
