// The HTML policy of page bodies (페이지 관리): wider than board posts (sections, definition lists, figures, the
// site's own layout classes, table regions that scroll by keyboard) but still an allow-list: no scripts, no
// event handlers, no style attribute but a palette colour on a span, links only http(s)/mailto/tel or this site's paths, images only our stored
// files (/files/<id>; another host's image is refused with a Korean 400, see sanitize.ts). Generated parts are empty elements with a known `data-widget` (domain/pages.ts).
import sanitizeHtml from 'sanitize-html';
import { isPageWidget, SETTING_WIDGET_KEYS } from '../../domain/pages.js';
import { PALETTE_COLORS, plainSize, sanitizeRefusingExternal, urlRules } from './sanitize.js';

/** The layout classes page bodies may use (public-web/assets/css): anything else is dropped. */
const CLASSES = [
  'content-section',
  'sub-heading',
  'list',
  'aims',
  'careers',
  'table-wrap',
  'data-table',
  'data-table--fit',
  'table-note',
  'table-hint',
  'tag',
  'tag--elective',
  'tag--required',
  'timeline',
  'timeline-item',
  'timeline-year',
  'timeline-events',
  'cards',
  'card',
  'steps',
  'step',
  'step-no',
  'info-list',
  'info-row',
  'callout',
  'callout-title',
  'roadmap',
  'roadmap-stage',
  'roadmap-sem',
  'greeting',
  'greeting-photo',
  'greeting-text',
  'greeting-lead',
  'signature',
  'page-lead',
  'map-links',
  'btn',
  'btn-line',
];

const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'section',
    'div',
    'p',
    'br',
    'h2',
    'h3',
    'h4',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'sub',
    'sup',
    'small',
    'mark',
    'blockquote',
    'ul',
    'ol',
    'li',
    'dl',
    'dt',
    'dd',
    'a',
    'img',
    'figure',
    'figcaption',
    'hr',
    'span',
    'table',
    'caption',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    a: ['href', 'target', 'rel', 'title', 'download'],
    img: ['src', 'alt', 'width', 'height', 'loading'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    ol: ['start'],
    div: ['role', 'tabindex', 'aria-label', 'data-widget', 'data-key', 'data-name'],
    span: ['aria-hidden', 'data-widget', 'data-key', 'data-name', 'style'],
    p: ['aria-hidden'],
    '*': ['class', 'lang'],
  },
  allowedClasses: { '*': CLASSES },
  allowedStyles: { span: { color: PALETTE_COLORS } },
  ...urlRules,
  transformTags: {
    a: (tagName, attribs) => {
      const out: Record<string, string> = { ...attribs };
      if (out.target && out.target !== '_blank') delete out.target;
      if (out.target === '_blank') out.rel = 'noopener noreferrer';
      else delete out.rel;
      return { tagName, attribs: out };
    },
    img: (tagName, attribs) => {
      const out = plainSize(attribs);
      if (out.loading !== undefined && out.loading !== 'lazy') delete out.loading;
      return { tagName, attribs: out };
    },
    div: widgetOnly,
    span: widgetOnly,
  },
};

/** A `data-widget` must name a known widget (and a `setting` a known key); otherwise the data attributes go. */
function widgetOnly(tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag {
  const out: Record<string, string> = { ...attribs };
  const w = out['data-widget'];
  const keyOk = w !== 'setting' || (SETTING_WIDGET_KEYS as readonly string[]).includes(out['data-key'] ?? '');
  if (w === undefined || !isPageWidget(w) || !keyOk) {
    delete out['data-widget'];
    delete out['data-key'];
    delete out['data-name'];
  }
  if (out.tabindex !== undefined && out.tabindex !== '0') delete out.tabindex;
  if (out.role !== undefined && out.role !== 'region') delete out.role;
  return { tagName, attribs: out };
}

/** A page body as it may be stored and shown. */
export function sanitizePageHtml(html: string, field = { key: 'content', label: '본문' }): string {
  return sanitizeRefusingExternal(html, options, field);
}
