// What a paste from 한글 (HWP), Word or a web page keeps: structure (paragraphs, headings, lists, tables with their
// header rows, bold, italics, links, images) and colours of our palette. Fonts, sizes, foreign classes, office
// markup (<o:p>, mso-* styles, conditional comments), spans without meaning, scripts, event handlers and
// javascript: links go, and each kind is counted so the editor can say in Korean what it removed.
// Pure string in, string out (htmlparser2), so it runs the same in the browser and in a unit test.
import { parseDocument } from 'htmlparser2';
import type { ChildNode, Element } from 'domhandler';
import { paletteColor } from '../../../domain/editor-palette.js';

export type RemovedKind = 'script' | 'handler' | 'link' | 'font' | 'color' | 'background' | 'class' | 'image';

const WORDS: Record<RemovedKind, [string, '개' | '곳']> = {
  script: ['스크립트', '개'],
  handler: ['이벤트 처리기', '개'],
  link: ['위험한 링크', '개'],
  image: ['불러올 수 없는 이미지', '개'],
  font: ['글꼴 지정', '곳'],
  color: ['팔레트에 없는 글자 색', '곳'],
  background: ['배경색', '곳'],
  class: ['외부 서식 이름', '곳'],
};

export interface CleanResult {
  html: string;
  removed: Partial<Record<RemovedKind, number>>;
}

/** "스크립트 1개, 글꼴 지정 12곳을 지웠습니다." for what a paste lost; '' when nothing worth saying went. */
export function removalMessage(removed: CleanResult['removed']): string {
  const parts = (Object.keys(WORDS) as RemovedKind[])
    .filter((k) => (removed[k] ?? 0) > 0)
    .map((k) => ({ text: `${WORDS[k][0]} ${removed[k]}${WORDS[k][1]}`, unit: WORDS[k][1] }));
  if (!parts.length) return '';
  const last = parts[parts.length - 1];
  return `${parts.map((p) => p.text).join(', ')}${last.unit === '곳' ? '을' : '를'} 지웠습니다.`;
}

/** Removed with everything inside them; the first four are counted as scripts. */
const ACTIVE = new Set(['script', 'iframe', 'object', 'embed']);
const DROP = new Set([
  ...ACTIVE,
  'style',
  'noscript',
  'template',
  'head',
  'title',
  'meta',
  'link',
  'xml',
  'svg',
  'math',
  'button',
  'input',
  'select',
  'textarea',
  'form',
]);
/** Kept as they are (attributes filtered below); everything else is unwrapped to its children. */
const KEEP = new Set([
  'p',
  'br',
  'h2',
  'h3',
  'h4',
  'strong',
  'em',
  'u',
  's',
  'sub',
  'sup',
  'code',
  'pre',
  'blockquote',
  'ul',
  'ol',
  'li',
  'dl',
  'dt',
  'dd',
  'a',
  'img',
  'hr',
  'table',
  'caption',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'span',
]);
const RENAME: Record<string, string> = { h1: 'h2', h5: 'h4', h6: 'h4', b: 'strong', i: 'em', strike: 's', del: 's' };
const VOID = new Set(['br', 'hr', 'img']);
const OUR_FILE = /^\/files\/\d+/;

interface Ctx {
  removed: Partial<Record<RemovedKind, number>>;
  keepAlign: boolean;
}

const count = (ctx: Ctx, kind: RemovedKind) => (ctx.removed[kind] = (ctx.removed[kind] ?? 0) + 1);
const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escAttr = (s: string) => esc(s).replace(/"/g, '&quot;');

function styleOf(el: Element): Map<string, string> {
  const out = new Map<string, string>();
  for (const decl of (el.attribs.style ?? '').split(';')) {
    const i = decl.indexOf(':');
    if (i > 0) out.set(decl.slice(0, i).trim().toLowerCase(), decl.slice(i + 1).trim());
  }
  return out;
}

function isBoldEl(el: Element): boolean {
  const w = styleOf(el).get('font-weight') ?? '';
  return ['b', 'strong'].includes(el.name.toLowerCase()) || w === 'bold' || Number(w) >= 600;
}

/** Every visible character of `node` sits inside bold (the header row of a 한글/Word table is set in bold). */
function allBold(node: ChildNode, bold = false): boolean {
  if (node.type === 'text') return bold || !node.data.replace(/&nbsp;|\s|\u00a0/g, '');
  if (node.type !== 'tag') return true;
  const b = bold || isBoldEl(node);
  return node.children.every((c) => allBold(c, b));
}

const elementsOf = (el: Element, names: string[]) =>
  el.children.filter((c): c is Element => c.type === 'tag' && names.includes(c.name.toLowerCase()));

/**
 * The header cells of a pasted table: a <thead>'s, or the leading rows set wholly in bold (한글 and Word mark no
 * more). Two header rows (a cell merged over both, others split below it) are common: every leading bold row is a
 * header row, so they stay together in <thead> and a rowspan does not reach across into the data rows. A table
 * all in bold keeps its first row only as the header.
 */
function markHeaderRow(table: Element): void {
  const sections = elementsOf(table, ['thead', 'tbody', 'tfoot']);
  const head = sections.find((s) => s.name.toLowerCase() === 'thead');
  let rows = head ? elementsOf(head, ['tr']) : [];
  if (!head) {
    const all = elementsOf(sections[0] ?? table, ['tr']);
    const bold = (row: Element) => {
      const cells = elementsOf(row, ['td', 'th']);
      return cells.length > 0 && cells.every((c) => allBold(c));
    };
    let n = 0;
    while (n < all.length && bold(all[n])) n++;
    rows = all.slice(0, n === all.length ? Math.min(n, 1) : n);
  }
  for (const row of rows)
    for (const c of elementsOf(row, ['td', 'th'])) {
      c.name = 'th';
      c.attribs['data-header'] = 'col';
    }
}

function cleanAttrs(el: Element, name: string, ctx: Ctx): { attrs: string; wrap: string[] } {
  const a = el.attribs;
  const out: [string, string][] = [];
  const wrap: string[] = [];
  for (const key of Object.keys(a)) if (/^on/i.test(key)) count(ctx, 'handler');
  if (a.class && !/^\s*$/.test(a.class)) count(ctx, 'class');
  if (a.face || (a.size && name === 'font')) count(ctx, 'font');
  const style = styleOf(el);
  if (style.has('font-family') || style.has('font-size') || style.has('font')) count(ctx, 'font');
  if (style.has('background') || style.has('background-color')) {
    const bg = (style.get('background-color') ?? style.get('background') ?? '').toLowerCase();
    if (!/^(transparent|#fff(fff)?|white|none|initial|inherit)?$/.test(bg)) count(ctx, 'background');
  }
  const styles: string[] = [];
  const rawColor = style.get('color') ?? (name === 'font' ? a.color : undefined);
  if (rawColor) {
    const c = paletteColor(rawColor);
    if (c) styles.push(`color: ${c}`);
    else if (!/^(#000(000)?|black|windowtext|inherit|auto|rgb\(0,\s*0,\s*0\))$/i.test(rawColor)) count(ctx, 'color');
  }
  const align = style.get('text-align') ?? a.align;
  if (ctx.keepAlign && align && /^(center|right|justify)$/i.test(align) && /^(p|h[2-4])$/.test(name))
    styles.push(`text-align: ${align.toLowerCase()}`);
  if (!['strong', 'b', 'th'].includes(name) && isBoldEl(el)) wrap.push('strong');
  if (name !== 'em' && /italic/i.test(style.get('font-style') ?? '')) wrap.push('em');
  if (name !== 'u' && /underline/i.test(style.get('text-decoration') ?? '')) wrap.push('u');
  if (styles.length && (name === 'span' || /^(p|h[2-4])$/.test(name))) out.push(['style', styles.join('; ')]);
  if (name === 'a' && a.href) out.push(['href', a.href.trim()]);
  if (name === 'a' && a.target === '_blank') out.push(['target', '_blank']);
  if (name === 'img') {
    out.push(['src', a.src ?? '']);
    if (a.alt) out.push(['alt', a.alt]);
  }
  if (name === 'ol' && /^\d{1,4}$/.test(a.start ?? '') && a.start !== '1') out.push(['start', a.start]);
  if (name === 'td' || name === 'th') {
    for (const k of ['colspan', 'rowspan']) if (/^\d{1,3}$/.test(a[k] ?? '') && a[k] !== '1') out.push([k, a[k]]);
    const scope = a['data-header'] ?? a.scope;
    if (name === 'th' && (scope === 'col' || scope === 'row')) out.push(['scope', scope]);
  }
  return { attrs: out.map(([k, v]) => ` ${k}="${escAttr(v)}"`).join(''), wrap };
}

/** Where the text between children is only the source's line breaks. */
const STRUCTURAL = new Set(['table', 'thead', 'tbody', 'tfoot', 'tr', 'ul', 'ol', 'dl']);

function clean(nodes: ChildNode[], ctx: Ctx, parent = ''): string {
  let html = '';
  for (const node of nodes) {
    if (node.type === 'text' && !(STRUCTURAL.has(parent) && !node.data.trim())) html += esc(node.data);
    if (node.type !== 'tag' && node.type !== 'script' && node.type !== 'style') continue;
    const el = node as Element;
    const raw = el.name.toLowerCase();
    if (DROP.has(raw)) {
      if (ACTIVE.has(raw)) count(ctx, 'script');
      continue;
    }
    let name = RENAME[raw] ?? raw;
    if (name === 'table') markHeaderRow(el);
    if (name === 'a') {
      const href = (el.attribs.href ?? '').replace(/[\s\u0000-\u001f]/g, '').toLowerCase();
      if (/^(javascript|vbscript|data):/.test(href)) count(ctx, 'link');
      if (!href || /^(javascript|vbscript|data|file):/.test(href) || href.startsWith('#')) name = 'unwrap';
    }
    if (name === 'img') {
      const src = (el.attribs.src ?? '').trim();
      if (!/^https?:\/\//i.test(src) && !OUR_FILE.test(src)) {
        count(ctx, 'image');
        continue;
      }
    }
    const { attrs, wrap } = cleanAttrs(el, name, ctx);
    const inner = VOID.has(name) ? '' : clean(el.children, ctx, name);
    const wrapped = wrap.reduceRight((s, w) => `<${w}>${s}</${w}>`, inner);
    // A span, or anything we do not keep (font, o:p, div, section, center…), gives way to its content.
    if (!KEEP.has(name) || (name === 'span' && !attrs)) html += wrapped;
    else if (VOID.has(name)) html += `<${name}${attrs}>`;
    else html += `<${name}${attrs}>${wrapped}</${name}>`;
  }
  return html;
}

/** Cleans pasted HTML; `keepAlign` keeps paragraph alignment (posts and popups have it, pages do not). */
export function cleanPastedHtml(input: string, { keepAlign = true } = {}): CleanResult {
  const ctx: Ctx = { removed: {}, keepAlign };
  // 한글 and Word wrap the paste in a full document; <!--StartFragment--> marks where the copied part begins.
  const start = input.indexOf('<!--StartFragment-->');
  const end = input.indexOf('<!--EndFragment-->');
  const body = start >= 0 ? input.slice(start + 20, end > start ? end : undefined) : input;
  const doc = parseDocument(body, { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true });
  const html = clean(doc.children, ctx)
    .replace(/<(strong|em|u|s)><\/\1>/g, '')
    .replace(/<p><\/p>/g, '')
    .trim();
  return { html, removed: ctx.removed };
}
