// Every kind of page of the China MBA section a visitor can open, on `npm start`'s sample content: the pages of
// 페이지 관리 and the generated ones in Chinese, the search (empty and with results), the subscription form, the
// application and its look-up, and the section's 404. scripts/make-zh-font.ts cuts the Chinese font by what these
// pages show; server/web/page-weight.test.ts weighs their first view.
import { langForPath } from '../../public-web/locale/types.js';
import { publicPagePaths } from './routes.js';

export const chinaPagePaths: readonly string[] = [
  ...publicPagePaths.filter((p) => langForPath(p) === 'zh-Hans'),
  '/china/search',
  `/china/search?q=${encodeURIComponent('课程')}`,
  '/china/subscribe',
  '/receipt/china-mba',
  '/receipt/china-mba/lookup',
  '/china/no-such-page',
];

/** The characters a web font may be asked for: the CJK ideographs, their punctuation and the full-width forms. */
export const isZhFontChar = (c: string): boolean =>
  (c >= '\u4e00' && c <= '\u9fff') || (c >= '\u3000' && c <= '\u303f') || (c >= '\uff01' && c <= '\uff5e');

/** The characters of a page's HTML the browser may draw in the Chinese font (its text and attributes; no scripts or styles). */
export function zhCharsOf(html: string): Set<string> {
  const shown = html.replace(/<(script|style)\b[\s\S]*?<\/\1>/g, '');
  return new Set([...shown].filter(isZhFontChar));
}
