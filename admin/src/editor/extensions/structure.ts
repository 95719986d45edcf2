// The structure of page bodies kept as it is (admin/src/editor/README in the folder table; server/html/page-policy.ts
// says what may be stored): sections and divs with the site's layout classes, definition lists with their rows,
// figures with captions, the numbered badge of a step, classed spans (tags), a `class` and `lang` on any block, and
// the generated parts (`data-widget`) as atoms that typing cannot break or enter.
import { Extension, Mark, Node, mergeAttributes } from '@tiptap/core';
import { isPageWidget, PAGE_WIDGETS } from '../../../../domain/pages';
import { SETTING_LABELS } from '../widget-labels';

const attr = (name: string) => ({
  default: null,
  parseHTML: (el: HTMLElement) => el.getAttribute(name),
  renderHTML: (attrs: Record<string, unknown>) => (attrs[name] == null ? {} : { [name]: String(attrs[name]) }),
});

/** `class` and `lang` on every block the editor has (a zh-Hans sentence in a Korean page, a layout class). */
export const BlockAttributes = Extension.create({
  name: 'blockAttributes',
  addGlobalAttributes: () => [
    {
      types: [
        'paragraph',
        'heading',
        'bulletList',
        'orderedList',
        'listItem',
        'blockquote',
        'table',
        'tableRow',
        'tableCell',
        'tableHeader',
        'section',
        'container',
        'definitionList',
        'definitionRow',
        'term',
        'description',
        'figure',
        'figcaption',
      ],
      attributes: { class: attr('class'), lang: attr('lang'), 'aria-hidden': attr('aria-hidden') },
    },
  ],
});

export const Section = Node.create({
  name: 'section',
  group: 'block',
  content: 'block+',
  defining: true,
  parseHTML: () => [{ tag: 'section' }],
  renderHTML: ({ HTMLAttributes }) => ['section', HTMLAttributes, 0],
});

/** A div that holds blocks (a card grid's wrapper, a scrollable table region with its name). */
export const Container = Node.create({
  name: 'container',
  group: 'block',
  content: 'block+',
  defining: true,
  addAttributes: () => ({ role: attr('role'), tabindex: attr('tabindex'), 'aria-label': attr('aria-label') }),
  parseHTML: () => [{ tag: 'div:not([data-widget])' }],
  renderHTML: ({ HTMLAttributes }) => ['div', HTMLAttributes, 0],
});

export const DefinitionList = Node.create({
  name: 'definitionList',
  group: 'block',
  content: '(term | description | definitionRow | widgetBlock)+',
  parseHTML: () => [{ tag: 'dl' }],
  renderHTML: ({ HTMLAttributes }) => ['dl', HTMLAttributes, 0],
});

/** The div that pairs a term with its description (`info-row`). */
export const DefinitionRow = Node.create({
  name: 'definitionRow',
  content: '(term | description)+',
  defining: true,
  parseHTML: () => [{ tag: 'dl > div:not([data-widget])', priority: 60 }],
  renderHTML: ({ HTMLAttributes }) => ['div', HTMLAttributes, 0],
});

export const Term = Node.create({
  name: 'term',
  content: 'inline*',
  defining: true,
  parseHTML: () => [{ tag: 'dt' }],
  renderHTML: ({ HTMLAttributes }) => ['dt', HTMLAttributes, 0],
});

export const Description = Node.create({
  name: 'description',
  content: 'inline*',
  defining: true,
  parseHTML: () => [{ tag: 'dd' }],
  renderHTML: ({ HTMLAttributes }) => ['dd', HTMLAttributes, 0],
});

export const Figure = Node.create({
  name: 'figure',
  group: 'block',
  content: '(block | figcaption)+',
  defining: true,
  parseHTML: () => [{ tag: 'figure' }],
  renderHTML: ({ HTMLAttributes }) => ['figure', HTMLAttributes, 0],
});

export const Figcaption = Node.create({
  name: 'figcaption',
  content: 'inline*',
  defining: true,
  parseHTML: () => [{ tag: 'figcaption' }],
  renderHTML: ({ HTMLAttributes }) => ['figcaption', HTMLAttributes, 0],
});

/** The number badge before a step's heading (`<span class="step-no" aria-hidden="true">01</span>` in a list item). */
export const StepNumber = Node.create({
  name: 'stepNumber',
  group: 'block',
  content: 'text*',
  marks: '',
  parseHTML: () => [{ tag: 'li > span.step-no', priority: 60 }],
  renderHTML: ({ HTMLAttributes }) => [
    'span',
    mergeAttributes(HTMLAttributes, { class: 'step-no', 'aria-hidden': 'true' }),
    0,
  ],
});

/** A span with a layout class (학과 과목의 필수/선택 tag). */
export const ClassSpan = Mark.create({
  name: 'classSpan',
  addAttributes: () => ({ class: attr('class'), 'aria-hidden': attr('aria-hidden') }),
  parseHTML: () => [{ tag: 'span[class]:not([data-widget])', priority: 40 }],
  renderHTML: ({ HTMLAttributes }) => ['span', HTMLAttributes, 0],
});

const widgetAttrs = () => ({
  widget: attr('data-widget'),
  key: attr('data-key'),
  name: attr('data-name'),
  class: attr('class'),
});

/** What staff read on a generated part: its Korean name, and for a site setting which one. */
export function widgetLabel(attrs: Record<string, unknown>): string {
  const w = String(attrs['data-widget'] ?? attrs.widget ?? '');
  const name = isPageWidget(w) ? PAGE_WIDGETS[w] : '자동으로 채우는 부분';
  const key = String(attrs['data-key'] ?? attrs.key ?? '');
  const who = String(attrs['data-name'] ?? attrs.name ?? '');
  const detail = w === 'setting' ? (SETTING_LABELS[key] ?? '') : who;
  return `자동: ${name}${detail ? ` (${detail})` : ''}`;
}

function widgetDom(tag: 'div' | 'span', attrs: Record<string, unknown>) {
  const out: Record<string, string> = {};
  for (const [k, a] of [
    ['data-widget', 'widget'],
    ['data-key', 'key'],
    ['data-name', 'name'],
    ['class', 'class'],
  ])
    if (attrs[a] != null) out[k] = String(attrs[a]);
  return [tag, out] as [string, Record<string, string>];
}

/** A generated block (admission schedule, contact card, portrait): one unit, selected and deleted whole. */
export const WidgetBlock = Node.create({
  name: 'widgetBlock',
  group: 'block',
  atom: true,
  selectable: true,
  draggable: false,
  addAttributes: widgetAttrs,
  parseHTML: () => [{ tag: 'div[data-widget]', priority: 70 }],
  renderHTML: ({ node }) => widgetDom('div', node.attrs),
  addNodeView:
    () =>
    ({ node }) =>
      chip('div', node.attrs),
});

/** A generated word in running text (the school's name, the current admission round). */
export const WidgetInline = Node.create({
  name: 'widgetInline',
  group: 'inline',
  inline: true,
  atom: true,
  selectable: true,
  addAttributes: widgetAttrs,
  parseHTML: () => [{ tag: 'span[data-widget]', priority: 70 }],
  renderHTML: ({ node }) => widgetDom('span', node.attrs),
  addNodeView:
    () =>
    ({ node }) =>
      chip('span', node.attrs),
});

function chip(tag: 'div' | 'span', attrs: Record<string, unknown>) {
  const dom = document.createElement(tag);
  dom.className = 'editor-widget';
  dom.dataset.widget = String(attrs.widget ?? '');
  dom.contentEditable = 'false';
  dom.textContent = widgetLabel(attrs);
  return { dom };
}

export const structureExtensions = [
  BlockAttributes,
  Section,
  Container,
  DefinitionList,
  DefinitionRow,
  Term,
  Description,
  Figure,
  Figcaption,
  StepNumber,
  ClassSpan,
  WidgetBlock,
  WidgetInline,
];
