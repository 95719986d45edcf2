// The labelled summary of a privacy policy version, read from its own text (domain/privacy-labels.ts names the
// labels): for each label the first section whose heading (h2) names it, and in that section the rows of its table
// (the row's first cell, then the cells under the label's columns), the items of its list, or the pairs of its
// definition list. Parsed with htmlparser2, as the authoring checks are.
import { parseDocument } from 'htmlparser2';
import type { ChildNode, Element } from 'domhandler';
import {
  EMPTY_LABEL_LINE,
  PRIVACY_LABELS,
  type PrivacyLabel,
  type PrivacyLabelSource,
} from '../../domain/privacy-labels.js';

const isElement = (n: ChildNode): n is Element => n.type === 'tag';

function* walk(nodes: readonly ChildNode[]): Generator<Element> {
  for (const n of nodes) {
    if (!isElement(n)) continue;
    yield n;
    yield* walk(n.children);
  }
}

const textOf = (n: ChildNode): string =>
  n.type === 'text' ? n.data : isElement(n) ? n.children.map(textOf).join('') : '';
const clean = (s: string) => s.replace(/\s+/g, ' ').trim();
const named = (nodes: readonly ChildNode[], ...names: string[]) =>
  [...walk(nodes)].filter((e) => names.includes(e.name));
const cellsOf = (row: Element) => row.children.filter(isElement).filter((c) => c.name === 'td' || c.name === 'th');
const NOTHING = /^(없음|해당\s*없음|-)$/;

/** What follows a heading up to the next heading of its rank: the section's body. */
function sectionAfter(h2: Element): ChildNode[] {
  const out: ChildNode[] = [];
  for (let n = h2.nextSibling; n && !(isElement(n) && n.name === 'h2'); n = n.nextSibling) out.push(n);
  return out;
}

function tableLines(table: Element, columns: RegExp | undefined): string[] {
  const rows = named([table], 'tr');
  const header = rows.find((r) => cellsOf(r).every((c) => c.name === 'th'));
  const titles = header ? cellsOf(header).map((c) => clean(textOf(c))) : [];
  const lines: string[] = [];
  for (const row of rows) {
    if (row === header) continue;
    const cells = cellsOf(row).map((c) => clean(textOf(c)));
    if (cells.length === 0) continue;
    const [first, ...rest] = cells;
    const picked = rest
      .map((value, i) => ({ value, title: titles[i + 1] ?? '' }))
      .filter(
        ({ value, title }) => value && !NOTHING.test(value) && (!columns || !titles.length || columns.test(title)),
      );
    const said = picked.map(({ value, title }) => (/선택/.test(title) ? `(선택) ${value}` : value)).join(' · ');
    lines.push(said ? `${first}: ${said}` : first);
  }
  return lines;
}

function linesOf(body: ChildNode[], source: PrivacyLabelSource): string[] {
  const [table] = named(body, 'table');
  if (table) return tableLines(table, source.columns);
  const [list] = named(body, 'dl');
  if (list) {
    const terms = list.children.flatMap((c) => (isElement(c) && c.name !== 'dt' && c.name !== 'dd' ? c.children : [c]));
    const pairs: string[] = [];
    for (const t of terms.filter(isElement).filter((e) => e.name === 'dt')) {
      const dd = terms.slice(terms.indexOf(t) + 1).find((e): e is Element => isElement(e) && e.name === 'dd');
      if (dd) pairs.push(`${clean(textOf(t))}: ${clean(textOf(dd))}`);
    }
    return pairs;
  }
  // A purpose "홈페이지 회원 관리: 회원 가입 의사 확인, …" is named by what comes before its colon.
  const items = named(body, 'li').map((li) => clean(textOf(li)));
  return (source.key === 'purposes' ? items.map((i) => i.split(/:\s/)[0]) : items).filter(Boolean);
}

/** Every label, each with what the version says (a label the text does not speak of says so, or has no lines). */
export function privacyLabels(content: string): PrivacyLabel[] {
  const headings = named(parseDocument(content).children, 'h2');
  return PRIVACY_LABELS.map((source) => {
    const h2 = headings.find((h) => source.heading.test(clean(textOf(h))));
    const lines = h2 ? linesOf(sectionAfter(h2), source) : [];
    const empty = EMPTY_LABEL_LINE[source.key];
    return { key: source.key, name: source.name, lines: lines.length || !empty ? lines : [empty] };
  });
}
