// The one HTML policy for what staff write in the admin editor (board posts and popup bodies), applied before
// it is stored: an allow-list of tags, no scripts, no event handlers, no javascript:/data: URLs, no style beyond
// colour and alignment, and images only from this site's stored files (/files/<id>) or over https: this is an
// https site, so an http: image would be mixed content and a tracker in the clear.
import sanitizeHtml from 'sanitize-html';

const COLOR = [
  /^#[0-9a-f]{3,8}$/i,
  /^rgba?\(\s*\d{1,3}%?\s*,\s*\d{1,3}%?\s*,\s*\d{1,3}%?\s*(,\s*(0|1|0?\.\d+)\s*)?\)$/i,
  /^[a-z]{3,20}$/i,
];
const OUR_FILE = /^\/files\/\d{1,10}(\/[^\s"'<>\\]*)?$/;

/** What every HTML policy (posts and popups here, pages in page-policy.ts) holds to: links only http(s), mailto and
 * tel; images only our own stored files or https (no data:, no tracking over http, no relative paths elsewhere). */
export const urlRules: sanitizeHtml.IOptions = {
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  exclusiveFilter: (frame) =>
    frame.tag === 'img' && !(OUR_FILE.test(frame.attribs.src ?? '') || /^https:\/\//i.test(frame.attribs.src ?? '')),
};

/** An image's attributes with width and height kept only as plain numbers. */
export function plainSize(attribs: sanitizeHtml.Attributes): Record<string, string> {
  const out: Record<string, string> = { ...attribs };
  for (const k of ['width', 'height']) if (out[k] !== undefined && !/^\d{1,4}$/.test(out[k])) delete out[k];
  return out;
}

const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'strike',
    'del',
    'sub',
    'sup',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'hr',
    'span',
    'mark',
    'code',
    'pre',
    'div',
    'table',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'caption',
    'colgroup',
    'col',
  ],
  allowedAttributes: {
    a: ['href', 'target', 'rel', 'title'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    td: ['colspan', 'rowspan', 'style'],
    th: ['colspan', 'rowspan', 'scope', 'style'],
    ol: ['start'],
    '*': ['style'],
  },
  allowedStyles: {
    '*': { color: COLOR, 'background-color': COLOR, 'text-align': [/^(left|right|center|justify)$/] },
  },
  ...urlRules,
  transformTags: {
    a: (tagName, attribs) => {
      const out: Record<string, string> = { ...attribs };
      if (out.target && out.target !== '_blank') delete out.target;
      out.rel =
        out.target === '_blank'
          ? 'noopener noreferrer'
          : (out.rel ?? '')
              .split(/\s+/)
              .filter((r) => r === 'nofollow')
              .join(' ');
      if (!out.rel) delete out.rel;
      return { tagName, attribs: out };
    },
    img: (tagName, attribs) => ({ tagName, attribs: plainSize(attribs) }),
  },
};

export function sanitizeContent(html: string): string {
  return sanitizeHtml(html, options).trim();
}

/** True when the HTML has nothing a reader would see (no text, no image). */
export function isBlankHtml(html: string): boolean {
  if (/<img\b/i.test(html)) return false;
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).replace(/&nbsp;|\s/g, '') === '';
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };

/** The words of sanitized HTML, for search and summaries. */
export function htmlToText(html: string): string {
  const spaced = html.replace(/<(br|\/p|\/div|\/li|\/h\d|\/td|\/th|\/tr|\/dt|\/dd|\/caption|hr)[^>]*>/gi, ' ');
  const bare = sanitizeHtml(spaced, { allowedTags: [], allowedAttributes: {} });
  return bare
    .replace(/&(#\d+|#x[0-9a-f]+|[a-z]+\d*);/gi, (m, e: string) => {
      if (e[0] === '#') {
        const code = e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10);
        return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : ' ';
      }
      return ENTITIES[e.toLowerCase()] ?? m;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/** Ids of our stored files an HTML body shows (/files/<id>/…). */
export function fileIdsIn(html: string): number[] {
  const ids = new Set<number>();
  for (const m of html.matchAll(/\/files\/(\d{1,10})(?=[/"'?\s]|$)/g)) ids.add(Number(m[1]));
  return [...ids].filter((n) => n > 0 && n <= 2_147_483_647);
}
