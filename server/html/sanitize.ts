// The one HTML policy for what staff write in the admin editor (board posts and popup bodies), applied before
// it is stored: an allow-list of tags, no scripts, no event handlers, no javascript:/data: URLs, no style beyond
// colour and alignment, and images only from this site's stored files (/files/<id>). The CSP (server/http/security-headers.ts)
// lets a visitor's browser load images from this site alone, so an image on another host would show broken and
// tell that host who reads the page: the editor imports such an image as one of our files first
// (POST /api/files/import), and a body that still names one is refused with a Korean 400 rather than stored
// without it (the staff member would not see the picture was lost until a visitor did).
import sanitizeHtml from 'sanitize-html';
import { TEXT_PALETTE } from '../../domain/editor-palette.js';
import { isExternalImageSrc } from '../../domain/external-image.js';
import { badRequest } from '../http/errors.js';

/** Text colours: the editor's AA palette only (domain/editor-palette.ts); any other colour is dropped. */
export const PALETTE_COLORS = TEXT_PALETTE.map((c) => new RegExp(`^${c.hex}$`, 'i'));
const OUR_FILE = /^\/files\/\d{1,10}(\/[^\s"'<>\\]*)?$/;

/** What every HTML policy (posts and popups here, pages in page-policy.ts) holds to: links only http(s), mailto and
 * tel; images only our own stored files (no other host, no data:, no relative paths elsewhere). */
export const urlRules: sanitizeHtml.IOptions = {
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  exclusiveFilter: (frame) => frame.tag === 'img' && !OUR_FILE.test(frame.attribs.src ?? ''),
};

/**
 * Sanitizes with `options`, refusing (400, naming `field`) a body that shows an image from another host; other
 * images that are not ours (data:, a bare path) are dropped as the XSS rules always did.
 */
export function sanitizeRefusingExternal(
  html: string,
  options: sanitizeHtml.IOptions,
  field: { key: string; label: string },
): string {
  const external: string[] = [];
  const own = options.transformTags?.img;
  const out = sanitizeHtml(html, {
    ...options,
    transformTags: {
      ...options.transformTags,
      // The src as written (entities decoded), before the scheme rules take an outside address off the tag.
      img: (tagName, attribs) => {
        if (isExternalImageSrc(attribs.src ?? '')) external.push(attribs.src.trim());
        if (typeof own === 'function') return own(tagName, attribs);
        return { tagName: own ?? tagName, attribs };
      },
    },
  }).trim();
  if (external.length) {
    const first = external[0].length > 80 ? `${external[0].slice(0, 77)}...` : external[0];
    const message =
      `다른 사이트의 이미지 ${external.length}개(${first})는 넣을 수 없습니다. ` +
      '편집기에서 학교 서버에 저장하거나 지운 뒤 다시 저장해주세요.';
    throw badRequest(`${field.label}: ${message}`, { [field.key]: message });
  }
  return out;
}

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
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan', 'scope'],
    ol: ['start'],
    '*': ['style'],
  },
  allowedStyles: {
    '*': { color: PALETTE_COLORS, 'text-align': [/^(left|right|center|justify)$/] },
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

/** A post or popup body as it may be stored; `field` names the input a refusal is shown under. */
export function sanitizeContent(html: string, field = { key: 'content', label: '본문' }): string {
  return sanitizeRefusingExternal(html, options, field);
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
