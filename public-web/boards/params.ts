// The query string of a public board page, read leniently (a visitor's typo gives page 1, not an error)
// and written back in one canonical order: the page cache key and every link use the same form.
export const SEARCH_FIELDS = { title_content: '제목+내용', title: '제목', content: '내용', author: '작성자' } as const;
export type SearchField = keyof typeof SEARCH_FIELDS;

export interface ListParams {
  page: number;
  field: SearchField;
  q: string;
  category: string;
}

const MAX_PAGE = 100_000;

function one(v: unknown): string {
  return typeof v === 'string' ? v : Array.isArray(v) && typeof v[0] === 'string' ? v[0] : '';
}

export function readListParams(query: Record<string, unknown>, categories: string[]): ListParams {
  const pageNum = Number(one(query.page));
  const page = Number.isInteger(pageNum) && pageNum >= 1 ? Math.min(pageNum, MAX_PAGE) : 1;
  const rawField = one(query.field);
  const field = (Object.hasOwn(SEARCH_FIELDS, rawField) ? rawField : 'title_content') as SearchField;
  // NUL and control characters never reach PostgreSQL; very long searches are cut.
  const q = one(query.q)
    .replace(/[\u0000-\u001f\u007f]/g, ' ')
    .trim()
    .slice(0, 50);
  const rawCategory = one(query.category);
  const category = categories.includes(rawCategory) ? rawCategory : '';
  return { page, field, q, category };
}

/** "?category=…&field=…&q=…&page=…" with the defaults left out ('' when nothing is set). */
export function listQueryString(p: Partial<ListParams>): string {
  const s = new URLSearchParams();
  if (p.category) s.set('category', p.category);
  if (p.q) {
    if (p.field && p.field !== 'title_content') s.set('field', p.field);
    s.set('q', p.q);
  }
  if (p.page && p.page > 1) s.set('page', String(p.page));
  const out = s.toString();
  return out ? `?${out}` : '';
}

/** ?month=YYYY-MM for the calendar, or the current month in Seoul. */
export function readMonth(query: Record<string, unknown>, now: Date): { y: number; m: number } {
  const match = /^(\d{4})-(\d{2})$/.exec(one(query.month));
  if (match) {
    const y = Number(match[1]);
    const m = Number(match[2]);
    if (y >= 1900 && y <= 2200 && m >= 1 && m <= 12) return { y, m };
  }
  const s = new Date(now.getTime() + 9 * 3_600_000);
  return { y: s.getUTCFullYear(), m: s.getUTCMonth() + 1 };
}
