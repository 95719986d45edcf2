// 통합검색 (/search, and /china/search among the Chinese pages): the form, then the results grouped by kind with a
// count and a "more" link each; every result with its title, where it lives, its date and a snippet with the words
// marked. Works without JavaScript (a GET form).
import { MAX_MATCHES, type SearchKind, type SnippetPart } from '../../domain/search.js';
import { formatDate } from '../../domain/time.js';
import type { Lang } from '../locale/index.js';

export interface SearchHitView {
  title: string;
  url: string;
  where: string;
  date: Date | null;
  snippet: SnippetPart[];
}

export interface SearchView {
  action: string;
  query: string;
  problem: 'empty' | 'short' | null;
  /** The results that name the query, of any kind, before the groups. */
  best: SearchHitView[];
  groups: { kind: SearchKind; total: number; hits: SearchHitView[]; more: string | null }[];
  /** One kind's page: the link back to every kind, and the pages. */
  only: { kind: SearchKind; back: string; prev: string | null; next: string | null } | null;
}

const T = {
  ko: {
    title: '통합검색',
    label: '검색어',
    button: '검색',
    hint: '두 글자 이상 입력하세요. 여러 낱말은 모두 들어간 결과를, "큰따옴표"는 그 구절을 찾습니다.',
    short: '검색어를 두 글자 이상 입력해 주세요.',
    none: (q: string) => `‘${q}’에 대한 검색 결과가 없습니다. 낱말을 줄이거나 다른 말로 찾아보세요.`,
    total: (q: string, n: string) => `‘${q}’ 검색 결과 ${n}`,
    best: '바로 가기',
    kinds: {
      pages: '페이지',
      departments: '학과',
      boards: '게시판',
      professors: '교수진',
      posts: '게시글',
      faqs: '자주 묻는 질문',
    },
    count: (n: number) => (n >= MAX_MATCHES ? `${n.toLocaleString('ko-KR')}건 이상` : `${n.toLocaleString('ko-KR')}건`),
    more: (k: string, n: string) => `${k} 검색 결과 ${n} 모두 보기`,
    back: '전체 검색 결과로',
    prev: '이전',
    next: '다음',
  },
  zh: {
    title: '站内搜索',
    label: '搜索词',
    button: '搜索',
    hint: '请输入两个字以上。多个词语时显示全部包含的结果，"引号"内的词语按整句查找。',
    short: '请输入两个字以上的搜索词。',
    none: (q: string) => `没有找到与“${q}”相关的结果。`,
    total: (q: string, n: string) => `“${q}”的搜索结果共${n}`,
    best: '最佳结果',
    kinds: { pages: '页面', departments: '专业', boards: '栏目', professors: '教授', posts: '文章', faqs: '常见问题' },
    count: (n: number) => (n >= MAX_MATCHES ? `${n}条以上` : `${n}条`),
    more: (k: string, n: string) => `查看全部${n}${k}结果`,
    back: '返回全部结果',
    prev: '上一页',
    next: '下一页',
  },
};

function Snippet({ parts }: { parts: SnippetPart[] }) {
  return <p class="search-snippet">{parts.map((p, i) => (p.mark ? <mark key={i}>{p.text}</mark> : p.text))}</p>;
}

function Hit({ h }: { h: SearchHitView }) {
  return (
    <li class="search-result">
      <a class="search-title" href={h.url}>
        {h.title}
      </a>
      <p class="search-meta">
        <span>{h.where}</span>
        {h.date ? <time dateTime={h.date.toISOString()}>{formatDate(h.date)}</time> : null}
      </p>
      <Snippet parts={h.snippet} />
    </li>
  );
}

export function SearchPage({ view, lang }: { view: SearchView; lang: Lang }) {
  const t = lang === 'zh-Hans' ? T.zh : T.ko;
  const total = view.groups.reduce((n, g) => n + g.total, 0);
  return (
    <div class="container page-body search-page">
      <h1 class="page-title">{t.title}</h1>
      <form class="search-form" role="search" action={view.action} method="get">
        <label for="search-q">{t.label}</label>
        <input id="search-q" name="q" type="search" value={view.query} maxLength={200} aria-describedby="search-hint" />
        <button class="btn btn-primary" type="submit">
          {t.button}
        </button>
        <p id="search-hint" class="search-hint">
          {t.hint}
        </p>
      </form>
      {view.problem === 'short' ? (
        <p class="search-status" role="status">
          {t.short}
        </p>
      ) : view.problem === null ? (
        <p class="search-status" role="status">
          {total ? t.total(view.query, t.count(total)) : t.none(view.query)}
        </p>
      ) : null}
      {view.only ? (
        <p>
          <a href={view.only.back}>{t.back}</a>
        </p>
      ) : null}
      {view.best.length ? (
        <section class="search-group search-best" aria-labelledby="search-best">
          <h2 id="search-best">{t.best}</h2>
          <ol class="search-results">
            {view.best.map((h) => (
              <Hit key={h.url + h.title} h={h} />
            ))}
          </ol>
        </section>
      ) : null}
      {view.groups
        .filter((g) => g.total > 0)
        .map((g) => (
          <section class="search-group" key={g.kind} aria-labelledby={`search-${g.kind}`}>
            <h2 id={`search-${g.kind}`}>
              {t.kinds[g.kind]} <span class="search-count">{t.count(g.total)}</span>
            </h2>
            <ol class="search-results">
              {g.hits.map((h) => (
                <Hit key={h.url + h.title} h={h} />
              ))}
            </ol>
            {g.more ? (
              <p class="search-more">
                <a href={g.more}>{t.more(t.kinds[g.kind], t.count(g.total))}</a>
              </p>
            ) : null}
          </section>
        ))}
      {view.only && (view.only.prev || view.only.next) ? (
        <nav class="search-pager" aria-label={t.title}>
          {view.only.prev ? <a href={view.only.prev}>{t.prev}</a> : null}
          {view.only.next ? <a href={view.only.next}>{t.next}</a> : null}
        </nav>
      ) : null}
    </div>
  );
}
