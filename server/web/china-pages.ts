// Every kind of page of the China MBA section a visitor can open, on `npm start`'s sample content: the pages of
// 페이지 관리 and the generated ones in Chinese, the search (empty and with results), the subscription form, the
// application and its look-up, and the section's 404. scripts/make-zh-font.ts cuts the Chinese font by what these
// pages show; server/web/page-weight.test.ts weighs their first view.
import { langForPath } from '../../public-web/locale/types.js';
import { isZhFontChar } from '../../public-web/zh-font.js';

export { isZhFontChar, zhCharsOf } from '../../public-web/zh-font.js';
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

/** The characters a page's script may draw in the Chinese font: the bundles write them as \\uXXXX escapes. */
export function zhCharsOfScript(js: string): Set<string> {
  const text = js.replace(/\\u([0-9a-fA-F]{4})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return new Set([...text].filter(isZhFontChar));
}

/** The module scripts a page loads before it runs: those it links and their static imports, relative addresses. */
export const moduleScripts = (html: string): string[] =>
  [...html.matchAll(/<script type="module" src="([^"]+)"/g)].map((m) => m[1]!.replaceAll('&amp;', '&'));
export const staticImports = (js: string, from: string): string[] =>
  [...js.matchAll(/(?:^|[;}])\s*import\s*(?:[^'"]*?from\s*)?["'](\.\/[^"']+)["']/g)].map(
    (m) => new URL(m[1]!, `http://x${from}`).pathname,
  );
