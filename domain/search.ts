// 통합검색's rules, shared by the server and its tests: how a typed query becomes terms (words, "quoted phrases"),
// which queries are too short or too long (the ranking is domain/search-rank.ts), the two-character pieces the index is searched by (the same as the
// database's ko_bigrams), and the snippet with the words marked.

export const SEARCH_MAX_LENGTH = 200;
export const SEARCH_MAX_TERMS = 8;
/** Posts beyond this many matches of one kind are neither counted nor ranked: the page says "1,000건 이상". */
export const MAX_MATCHES = 1000;

export type SearchKind = 'pages' | 'departments' | 'boards' | 'professors' | 'posts' | 'faqs';
export const SEARCH_KINDS: SearchKind[] = ['pages', 'departments', 'boards', 'professors', 'posts', 'faqs'];

export interface ParsedQuery {
  /** The query as shown back (control characters removed, spaces folded, at most 200 characters). */
  text: string;
  /** Lower-cased terms, every one of which must occur (a phrase keeps its inner spaces). */
  terms: string[];
  /** Why there is nothing to search, for the page to say. */
  problem: 'empty' | 'short' | null;
}

/** Reads what a visitor typed. Never throws: anything odd becomes a readable "nothing to search". */
export function parseQuery(raw: unknown): ParsedQuery {
  const typed = typeof raw === 'string' ? raw : Array.isArray(raw) && typeof raw[0] === 'string' ? raw[0] : '';
  const clean = typed.replace(/[\u0000-\u001f\u007f\ufffd\u200b-\u200f\u2028-\u202e\u2060-\u2064\ufeff]/g, ' ');
  const text = clean.replace(/\s+/g, ' ').trim().slice(0, SEARCH_MAX_LENGTH).trim();
  const terms: string[] = [];
  for (const m of text.toLowerCase().matchAll(/"([^"]+)"|(\S+)/g)) {
    const term = (m[1] ?? m[2]).replace(/"/g, '').trim();
    if (term && !terms.includes(term)) terms.push(term);
  }
  const kept = terms.slice(0, SEARCH_MAX_TERMS);
  if (!kept.length) return { text, terms: [], problem: 'empty' };
  // One character finds half the site: ask for two (a two-character word such as 장학 is fine).
  if (kept.every((t) => [...t.replace(/[^\p{L}\p{N}]/gu, '')].length < 2)) return { text, terms: [], problem: 'short' };
  return { text, terms: kept, problem: null };
}

/** The two-character pieces of a term's words, as ko_bigrams() in the database makes them. */
export function bigrams(term: string): string[] {
  const out = new Set<string>();
  for (const w of term.toLowerCase().split(/[^\p{L}\p{N}]+/u)) {
    const chars = [...w];
    if (chars.length === 1) out.add(w);
    for (let i = 0; i + 1 < chars.length; i++) out.add(chars[i] + chars[i + 1]);
  }
  return [...out];
}

export interface SnippetPart {
  text: string;
  mark: boolean;
}

/** About `size` characters of `body` around the first term, cut into marked and plain parts. */
export function snippet(body: string, terms: string[], size = 120): SnippetPart[] {
  const lower = body.toLowerCase();
  const first = Math.min(...terms.map((t) => lower.indexOf(t)).filter((i) => i >= 0), body.length);
  const start = first >= body.length ? 0 : Math.max(0, first - Math.floor(size / 3));
  const piece = (start > 0 ? '…' : '') + body.slice(start, start + size) + (start + size < body.length ? '…' : '');
  return markTerms(piece, terms);
}

/** `text` cut into parts, the occurrences of the terms marked. */
export function markTerms(text: string, terms: string[]): SnippetPart[] {
  const sorted = [...terms].sort((a, b) => b.length - a.length).map((t) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  if (!sorted.length) return [{ text, mark: false }];
  const parts: SnippetPart[] = [];
  let last = 0;
  for (const m of text.matchAll(new RegExp(sorted.join('|'), 'gi'))) {
    if (m.index > last) parts.push({ text: text.slice(last, m.index), mark: false });
    parts.push({ text: m[0], mark: true });
    last = m.index + m[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), mark: false });
  return parts;
}

/** Queries kept for the staff's statistics: never one that looks like a phone number, an e-mail or an ID number. */
export function isRecordableQuery(text: string): boolean {
  return text.length > 0 && !/@|\d[\d\s-]{5,}\d/.test(text);
}
