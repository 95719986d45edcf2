// Pieces shared by the board pages: the heading, search form, category tabs, pagination and small marks.
import type { ComponentChildren } from 'preact';
import { SEARCH_FIELDS, listQueryString, type ListParams } from './params.js';

export function BoardHeading({ title, children }: { title: string; children?: ComponentChildren }) {
  return (
    <div class="bd-head">
      <h1 class="bd-title">{title}</h1>
      {children}
    </div>
  );
}

export function AttachmentMark({ count }: { count: number }) {
  if (!count) return null;
  return (
    <span class="bd-clip" title={`첨부파일 ${count}개`}>
      <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true">
        <path
          d="M16.5 6.5v10a4.5 4.5 0 0 1-9 0V5a3 3 0 0 1 6 0v10.5a1.5 1.5 0 0 1-3 0V6.5"
          fill="none"
          stroke="currentColor"
          stroke-width="1.8"
          stroke-linecap="round"
        />
      </svg>
      <span class="bd-sr">첨부파일 있음</span>
    </span>
  );
}

export function NewBadge({ show }: { show: boolean }) {
  return show ? (
    <span class="bd-new" title="새 글">
      N<span class="bd-sr">새 글</span>
    </span>
  ) : null;
}

export function CategoryTabs({ base, categories, params }: { base: string; categories: string[]; params: ListParams }) {
  if (!categories.length) return null;
  const tabs = ['', ...categories];
  return (
    <nav class="bd-tabs" aria-label="분류">
      {tabs.map((c) => (
        <a
          href={base + listQueryString({ category: c })}
          class={c === params.category ? 'is-on' : undefined}
          aria-current={c === params.category ? 'page' : undefined}
        >
          {c || '전체'}
        </a>
      ))}
    </nav>
  );
}

export function SearchForm({ base, params }: { base: string; params: ListParams }) {
  return (
    <form class="bd-search" method="get" action={base} role="search">
      {params.category && <input type="hidden" name="category" value={params.category} />}
      <label class="bd-sr" for="bd-field">
        검색 항목
      </label>
      <select id="bd-field" name="field">
        {Object.entries(SEARCH_FIELDS).map(([k, label]) => (
          <option value={k} selected={k === params.field}>
            {label}
          </option>
        ))}
      </select>
      <label class="bd-sr" for="bd-q">
        검색어
      </label>
      <input id="bd-q" type="search" name="q" value={params.q} maxLength={50} placeholder="검색어를 입력하세요" />
      <button type="submit">검색</button>
    </form>
  );
}

export function ListSummary(props: { total: number; more?: boolean; params: ListParams; pages: number }) {
  const { total, more, params, pages } = props;
  return (
    <p class="bd-summary">
      {params.q ? (
        <>
          ‘<strong>{params.q}</strong>’ 검색 결과{' '}
        </>
      ) : (
        '전체 '
      )}
      <strong>{total.toLocaleString('ko-KR')}</strong>건{more && ' 이상'}
      <span class="bd-summary-page">
        {' '}
        · {params.page.toLocaleString('ko-KR')}/{pages.toLocaleString('ko-KR')} 페이지
      </span>
    </p>
  );
}

export function Pagination({ base, params, pages }: { base: string; params: ListParams; pages: number }) {
  if (pages <= 1) return null;
  const block = 10;
  const start = Math.floor((params.page - 1) / block) * block + 1;
  const end = Math.min(pages, start + block - 1);
  const href = (page: number) => base + listQueryString({ ...params, page });
  const nums = [];
  for (let i = start; i <= end; i++) nums.push(i);
  return (
    <nav class="bd-pages" aria-label="페이지 이동">
      {params.page > 1 ? (
        <a href={href(1)} class="bd-page-edge" aria-label="첫 페이지">
          «
        </a>
      ) : null}
      {start > 1 ? (
        <a href={href(start - 1)} class="bd-page-edge" aria-label="이전 페이지 묶음">
          ‹
        </a>
      ) : null}
      {nums.map((n) =>
        n === params.page ? (
          <strong aria-current="page">{n}</strong>
        ) : (
          <a href={href(n)} aria-label={`${n} 페이지`}>
            {n}
          </a>
        ),
      )}
      {end < pages ? (
        <a href={href(end + 1)} class="bd-page-edge" aria-label="다음 페이지 묶음">
          ›
        </a>
      ) : null}
      {params.page < pages ? (
        <a href={href(pages)} class="bd-page-edge" aria-label="마지막 페이지">
          »
        </a>
      ) : null}
    </nav>
  );
}
