// The editor's HTML as a page body is stored, so that an edit changes only what staff changed: ProseMirror writes
// every table as one <tbody>, wraps the text of a list item or a cell in a paragraph, and orders attributes by
// its schema; the page bodies (and their CSS) have header rows in <thead>, bare text in cells and items, and
// attributes in the order the site writes them. Also drops the caption's editor-only attribute, and writes a
// colour as the palette's #rrggbb (the browser hands it back as rgb(), which the server's policies do not take). A pure string
// function (htmlparser2), the same in the browser and in tests.
import { parseDocument } from 'htmlparser2';
import type { ChildNode, Element } from 'domhandler';
import { paletteColor } from '../../../domain/editor-palette.js';

const ORDER = [
  'href',
  'target',
  'rel',
  'src',
  'alt',
  'width',
  'height',
  'loading',
  'class',
  'tabindex',
  'role',
  'aria-label',
  'aria-hidden',
  'data-widget',
  'data-key',
  'data-name',
  'scope',
  'colspan',
  'rowspan',
  'start',
  'lang',
  'style',
];
const rank = (a: string) => (ORDER.includes(a) ? ORDER.indexOf(a) : ORDER.length);
const VOID = new Set(['br', 'hr', 'img']);
const BARE_P_IN = new Set(['li', 'td', 'th']);

const esc = (s: string) =>
  s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/\u00a0/g, '&nbsp;');
const isTag = (n: ChildNode): n is Element => n.type === 'tag';

/** `color: rgb(26, 86, 176);` as `color: #1a56b0`; declarations other than a palette colour or alignment go. */
function tidyStyle(style: string): string {
  return style
    .split(';')
    .map((d) => {
      const i = d.indexOf(':');
      const prop = d.slice(0, i).trim().toLowerCase();
      const value = d.slice(i + 1).trim();
      if (prop === 'color') return paletteColor(value) ? `color: ${paletteColor(value)}` : '';
      return prop === 'text-align' ? `text-align: ${value}` : '';
    })
    .filter(Boolean)
    .join('; ');
}

function serialize(nodes: ChildNode[]): string {
  let out = '';
  for (const n of nodes) {
    if (n.type === 'text') out += esc(n.data);
    if (!isTag(n)) continue;
    if (n.attribs.style !== undefined) n.attribs.style = tidyStyle(n.attribs.style);
    const attrs = Object.keys(n.attribs)
      .filter((a) => !(n.name === 'caption' && a === 'contenteditable') && !(a === 'style' && !n.attribs.style))
      .sort((a, b) => rank(a) - rank(b))
      .map((a) => ` ${a}="${esc(n.attribs[a]).replace(/"/g, '&quot;')}"`)
      .join('');
    out += VOID.has(n.name) ? `<${n.name}${attrs}>` : `<${n.name}${attrs}>${serialize(n.children)}</${n.name}>`;
  }
  return out;
}

function tidy(nodes: ChildNode[]): ChildNode[] {
  for (const n of nodes) {
    if (!isTag(n)) continue;
    tidy(n.children);
    const only = n.children.length === 1 ? n.children[0] : null;
    if (BARE_P_IN.has(n.name) && only && isTag(only) && only.name === 'p' && !Object.keys(only.attribs).length) {
      n.children = only.children;
      for (const c of n.children) c.parent = n;
    }
    if (n.name === 'table') moveHeaderRows(n);
  }
  return nodes;
}

/** Leading rows of header cells only go into a <thead> (when there are data rows after them). */
function moveHeaderRows(table: Element): void {
  const tags = table.children.filter(isTag);
  if (tags.some((t) => t.name === 'thead')) return;
  const body = tags.find((t) => t.name === 'tbody');
  if (!body) return;
  const rows = body.children.filter(isTag);
  let n = 0;
  while (n < rows.length && rows[n].children.filter(isTag).every((c) => c.name === 'th') && rows[n].children.length)
    n++;
  if (!n || n === rows.length) return;
  const head = parseDocument('<thead></thead>').children[0] as Element;
  head.children = rows.slice(0, n);
  body.children = rows.slice(n);
  table.children.splice(table.children.indexOf(body), 0, head);
}

export function finishHtml(html: string): string {
  return serialize(tidy(parseDocument(html, { decodeEntities: true }).children));
}
