// 통합검색's ranking: a query that names something brings it first. Every typed word is tried as typed, without its
// spaces (오시는길 finds 오시는 길), split where Hangul meets Latin letters (중국MBA finds 중국 MBA) and in the site's
// words for it (domain/search-synonyms.ts). A word in a result's title counts most (the whole title most of all, then
// a title that begins with it), then in its secondary names (a board's or menu group's name, a professor's field),
// then in its body. Shared by the server's search and its tests.
import { PHRASE_SYNONYMS, WORD_SYNONYMS } from './search-synonyms.js';

/** For every typed term, the strings that count as it (the first is the term as typed). */
export type Alternatives = string[][];

/** Lower-case, without spaces and the punctuation that sits inside names (등록·휴학, 중국 MBA, (PDF)). */
export function compact(s: string): string {
  return s.toLowerCase().replace(/[\s·・.,()[\]\-_/'"‘’“”]+/g, '');
}

/** Where Hangul meets Latin letters or digits, a space: "중국mba" → "중국 mba". */
function spaced(term: string): string {
  return term.replace(/(\p{Script=Hangul})([a-z0-9])/gu, '$1 $2').replace(/([a-z0-9])(\p{Script=Hangul})/gu, '$1 $2');
}

/** The alternatives of each term (as typed, spaced, synonyms). */
export function termAlternatives(terms: string[]): Alternatives {
  return terms.map((term) => {
    const out = [term];
    const add = (s: string) => {
      if (s && !out.includes(s)) out.push(s);
    };
    add(spaced(term));
    for (const s of WORD_SYNONYMS[compact(term)] ?? []) add(s);
    return out;
  });
}

/** Ways to read the query: its terms with their alternatives, then the whole query's phrase synonyms. */
export function queryVariants(terms: string[]): { alts: Alternatives; synonym: boolean }[] {
  const whole = PHRASE_SYNONYMS[compact(terms.join(''))] ?? [];
  return [{ alts: termAlternatives(terms), synonym: false }, ...whole.map((s) => ({ alts: [[s]], synonym: true }))];
}

/** A result's text prepared once: lower-case and compact forms of its title, names and body. */
export interface RankDoc {
  title: string;
  titleC: string;
  names: string;
  namesC: string;
  body: string;
  bodyC: string;
}

export function rankDoc(title: string, names: string[], body: string): RankDoc {
  const n = names.join(' ');
  return {
    title: title.toLowerCase(),
    titleC: compact(title),
    names: n.toLowerCase(),
    namesC: compact(n),
    body: body.toLowerCase(),
    bodyC: compact(body),
  };
}

export const LEVEL = { exact: 100, starts: 80, title: 60, name: 40, body: 10 } as const;

const within = (text: string, textC: string, alt: string, altC: string) =>
  text.includes(alt) || (altC.length > 0 && textC.includes(altC));

/** How well one string matches: 0 when it does not occur at all. */
function altLevel(d: RankDoc, alt: string): number {
  const altC = compact(alt);
  if (altC && d.titleC === altC) return LEVEL.exact;
  if (altC && d.titleC.startsWith(altC)) return LEVEL.starts;
  if (within(d.title, d.titleC, alt, altC)) return LEVEL.title;
  if (within(d.names, d.namesC, alt, altC)) return LEVEL.name;
  if (within(d.body, d.bodyC, alt, altC)) return LEVEL.body;
  return 0;
}

/** A term's best level over its alternatives; another word for it counts a little less than the word itself. */
function termLevel(d: RankDoc, alts: string[]): number {
  let best = 0;
  alts.forEach((alt, i) => {
    const l = altLevel(d, alt);
    if (l > 0) best = Math.max(best, i === 0 ? l : l - 5);
  });
  return best;
}

export interface Match {
  /** The mean level of the terms (null: some term does not occur, so the result does not match). */
  score: number;
  /** The best level of one term: ≥ LEVEL.name means the title or a name holds the query's words. */
  named: boolean;
}

/** Whether and how well a result matches the query: every term must occur, in some variant of the query. */
export function rankMatch(d: RankDoc, terms: string[]): Match | null {
  let best: Match | null = null;
  const qC = compact(terms.join(''));
  for (const v of queryVariants(terms)) {
    const levels = v.alts.map((alts) => termLevel(d, alts));
    if (levels.some((l) => l === 0)) continue;
    let score = levels.reduce((a, b) => a + b, 0) / levels.length;
    // The whole query is the title ("가업 승계" is 가업승계…; "학사 일정" is 학사일정).
    if (!v.synonym && d.titleC === qC) score = LEVEL.exact;
    else if (!v.synonym && qC && d.titleC.startsWith(qC)) score = Math.max(score, LEVEL.starts);
    if (v.synonym) score -= 5;
    const named = Math.max(...levels) >= LEVEL.name;
    if (!best || score > best.score) best = { score, named };
  }
  return best;
}

/** Among results named alike, a title that the query fills more of (가업승계학과 before 가업승계 세미나 후기). */
export function closeness(d: RankDoc, terms: string[]): number {
  const q = compact(terms.join(''));
  return d.titleC.length ? Math.min(1, q.length / d.titleC.length) * 10 : 0;
}
