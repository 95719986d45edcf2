// The HTML policy of a result letter (결과 통지서): text, headings, lists, tables and links from the admin editor, with
// no style, no class and no image. A letter is printed on one page and read in the look-up, whose CSP allows no
// inline style; the letter's look comes from the page's own stylesheet alone.
import sanitizeHtml from 'sanitize-html';
import { urlRules } from './sanitize.js';

const options: sanitizeHtml.IOptions = {
  ...urlRules,
  allowedTags: [
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
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
    'hr',
    'span',
    'mark',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'caption',
  ],
  allowedAttributes: {
    a: ['href', 'title'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan', 'scope'],
    ol: ['start'],
  },
  exclusiveFilter: () => false,
};

/** A letter's body as it may be stored and shown. */
export function sanitizeLetterHtml(html: string): string {
  return sanitizeHtml(html, options);
}
