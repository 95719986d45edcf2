// The Chinese web font's slices (public-web/assets/css/zh-font.css, made by scripts/make-zh-font.ts) as a page
// needs them: which characters may be drawn in it, and the slices a browser will fetch for a page, which the page
// preloads so they arrive with its stylesheet and the text is laid out once, in its own font (no layout shift).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ASSET_DIR } from './assets.js';

/** The characters a web font may be asked for: the CJK ideographs, their punctuation and the full-width forms. */
export const isZhFontChar = (c: string): boolean =>
  (c >= '\u4e00' && c <= '\u9fff') || (c >= '\u3000' && c <= '\u303f') || (c >= '\uff01' && c <= '\uff5e');

/** The characters of a page's HTML the browser may draw in the Chinese font (its text and attributes; no scripts or
 * styles). What the page's islands draw is in their scripts. */
export function zhCharsOf(html: string): Set<string> {
  const shown = html.replace(/<(script|style)\b[\s\S]*?<\/\1>/g, '');
  return new Set([...shown].filter(isZhFontChar));
}

export interface FontFace {
  url: string;
  ranges: [number, number][];
}

/** The @font-face rules of a stylesheet, in their order: each file's address and the code points it is fetched for. */
export function fontFaces(css: string): FontFace[] {
  return [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map((m) => {
    const url = /url\('?([^')]+)'?\)/.exec(m[1]!)![1]!;
    const range = /unicode-range:\s*([^;]+)/.exec(m[1]!)?.[1] ?? 'U+0-10FFFF';
    const ranges = range.split(',').map((r): [number, number] => {
      const [a, b] = r.trim().slice(2).split('-');
      return [parseInt(a!, 16), parseInt(b ?? a!, 16)];
    });
    return { url, ranges };
  });
}

/** The faces a browser fetches for these characters: for each, the last declared face whose range holds it. */
export function facesFor(faces: readonly FontFace[], chars: Iterable<string>): FontFace[] {
  const used = new Set<FontFace>();
  for (const c of chars) {
    const cp = c.codePointAt(0)!;
    const face = faces.findLast((f) => f.ranges.some(([a, b]) => cp >= a && cp <= b));
    if (face) used.add(face);
  }
  return faces.filter((f) => used.has(f));
}

let faces: FontFace[] | null = null;
const MARK = '<link rel="stylesheet" href="/static/css/zh-font.css';

/** A rendered page with a preload of each font slice its text needs, before the font's stylesheet (zh-Hans pages). */
export function withZhFontPreloads(html: string): string {
  const at = html.indexOf(MARK);
  if (at < 0) return html;
  faces ??= fontFaces(readFileSync(path.join(ASSET_DIR, 'css', 'zh-font.css'), 'utf8'));
  const links = facesFor(faces, zhCharsOf(html)).map(
    (f) => `<link rel="preload" href="${f.url}" as="font" type="font/woff2" crossorigin="anonymous"/>`,
  );
  return html.slice(0, at) + links.join('') + html.slice(at);
}
