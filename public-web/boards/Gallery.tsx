// The gallery board: a grid of thumbnails (made with sharp on upload), with search and paging.
import { formatDate, seoulDay } from '../../domain/time.js';
import { listQueryString } from './params.js';
import { isNew } from '../../domain/board-views.js';
import type { ListProps } from './BoardList.js';
import type { ImageRef } from '../../domain/image-variants.js';
import { UploadedImage } from '../components/UploadedImage.js';
import { BoardHeading, CategoryTabs, ListSummary, NewBadge, Pagination, SearchForm } from './parts.js';

// Four across on a wide screen (about 290 px each), three from 641 px, two on a phone.
const GALLERY_SIZES = '(min-width: 901px) 290px, (min-width: 641px) 33vw, 50vw';
/** The first row is in view when the page opens: fetched at once, the rest when scrolled near. */
const FIRST_ROW = 4;

export function Gallery(props: ListProps & { thumbs: Map<number, ImageRef> }) {
  const { board, params, pinned, rows, total, pages, thumbs } = props;
  const base = `/board/${board.enName}`;
  const all = [...pinned, ...rows];
  return (
    <section class="bd" aria-labelledby="bd-title">
      <BoardHeading title={board.name} />
      <CategoryTabs base={base} categories={board.categories} params={params} />
      <div class="bd-bar">
        <ListSummary total={total} more={props.more} params={params} pages={pages} />
        <SearchForm base={base} params={params} />
      </div>
      {all.length ? (
        <ul class="bd-gallery">
          {all.map((p, i) => {
            const thumb = thumbs.get(p.id);
            return (
              <li>
                <a href={`${base}/${p.id}${listQueryString(params)}`}>
                  <span class="bd-thumb">
                    {thumb ? (
                      <UploadedImage image={thumb} sizes={GALLERY_SIZES} alt="" lazy={i >= FIRST_ROW} />
                    ) : (
                      <span class="bd-thumb-none">사진 없음</span>
                    )}
                  </span>
                  <span class="bd-card-title">
                    {p.isNotice && !params.q ? <span class="bd-pin">공지</span> : null}
                    {p.title}
                    <NewBadge show={isNew(p, board, props.now)} />
                  </span>
                  <time class="bd-card-date" dateTime={seoulDay(p.publishedAt)}>
                    {formatDate(p.publishedAt)}
                  </time>
                </a>
              </li>
            );
          })}
        </ul>
      ) : (
        <p class="bd-empty">{params.q ? '검색 결과가 없습니다.' : '등록된 사진이 없습니다.'}</p>
      )}
      <Pagination base={base} params={params} pages={pages} />
    </section>
  );
}
