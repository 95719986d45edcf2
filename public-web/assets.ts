// The static files the pages link to, with content hashes in their URLs so browsers may keep them a year.
// The CSS is a few files joined in a fixed order, one stylesheet per kind of page with only the parts that kind
// shows (one request, one cache entry each; the first view of a page stays ≤ 14 KB gzip, public-web/page-weight.test.ts);
// the islands come from the build.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fromAppRoot } from '../domain/app-root.js';
import type { LayoutKind } from './layout/select.js';

/** Hand-made files shipped with the project (CSS, icons, the brochure PDF), found from the app's folder. */
export const ASSET_DIR = fromAppRoot('public-web/assets');
export function islandsDir(): string {
  return fromAppRoot(process.env.DIST_DIR ?? 'dist', 'public/islands');
}

/** The stylesheets and their parts, in cascade order. The popup and /receipt rules are inline <style>s of
 * their own templates (inline-styles.ts). dialogs.css styles what the islands draw on every page. */
export const CSS_BUNDLES = {
  /** Content pages: the chrome and the content blocks. */
  site: ['base.css', 'chrome.css', 'content.css', 'dialogs.css'],
  /** Login, join and my info (/auth/*): the content pages' rules and the forms. */
  'site-auth': ['base.css', 'chrome.css', 'content.css', 'forms.css', 'dialogs.css'],
  /** 통합검색 (/search, /china/search): the content pages' rules and the results'. */
  'site-search': ['base.css', 'chrome.css', 'content.css', 'search.css', 'dialogs.css'],
  /** The board pages (/board/*): the chrome and the boards' own rules. */
  'site-board': ['base.css', 'chrome.css', 'boards.css', 'forms.css', 'qna.css', 'dialogs.css'],
  /** The home page: the chrome and the home blocks only. */
  'site-home': ['base.css', 'chrome.css', 'home.css', 'home-latest.css', 'dialogs.css'],
  /** The bare /receipt pages: no menu or footer (their brand line and language link are in chrome.css). */
  'site-bare': ['base.css', 'chrome.css', 'forms.css', 'dialogs.css'],
} as const;
export type CssBundle = keyof typeof CSS_BUNDLES;

const hash = (b: Buffer) => createHash('sha256').update(b).digest('base64url').slice(0, 10);

/**
 * The sheets as sent: their comments (our notes to each other, a fifth of every page's first 14 KB) and indentation
 * left out. No sheet has "/*" inside a string, so a comment is exactly what lies between the markers.
 */
export const compactCss = (css: string): string =>
  css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\n[ \t]+/g, '\n')
    .replace(/\n{2,}/g, '\n');

const joined = new Map<CssBundle, { body: Buffer; hash: string }>();
export function siteCss(bundle: CssBundle = 'site'): { body: Buffer; hash: string } {
  let css = joined.get(bundle);
  if (!css) {
    const sheets = CSS_BUNDLES[bundle].map((f) => readFileSync(path.join(ASSET_DIR, 'css', f), 'utf8'));
    const body = Buffer.from(compactCss(sheets.join('\n')));
    css = { body, hash: hash(body) };
    joined.set(bundle, css);
  }
  return css;
}

/** The stylesheet a page links, by its kind and path. */
export function cssBundleFor(kind: LayoutKind, path: string): CssBundle {
  if (kind === 'home') return 'site-home';
  if (path.startsWith('/board/')) return 'site-board';
  if (path === '/search' || path === '/china/search') return 'site-search';
  if (
    path.startsWith('/auth/') ||
    /^(\/china)?\/forms\//.test(path) ||
    /^(\/china)?\/(subscribe|unsubscribe|privacy\/request)(\/|$)/.test(path)
  )
    return 'site-auth';
  if (kind === 'bare') return 'site-bare';
  return 'site';
}

const islandUrls = new Map<string, string | null>();

/** /static/islands/<name>.js?v=<content hash> for a built island entry (client, receipt, popups), or null when not built. */
export function islandUrl(name: 'client' | 'receipt' | 'popups'): string | null {
  if (!islandUrls.has(name)) {
    const file = path.join(islandsDir(), `${name}.js`);
    islandUrls.set(name, existsSync(file) ? `/static/islands/${name}.js?v=${hash(readFileSync(file))}` : null);
  }
  return islandUrls.get(name) ?? null;
}

let zhFont: string | null = null;
/** The @font-face rules of the Simplified-Chinese subset, linked only by zh-Hans pages (scripts/make-zh-font.ts). */
export function zhFontCssUrl(): string {
  zhFont ??= `/static/css/zh-font.css?v=${hash(readFileSync(path.join(ASSET_DIR, 'css', 'zh-font.css')))}`;
  return zhFont;
}

export function assetUrls(kind: LayoutKind, path: string): { css: string; js: string | null } {
  const bundle = cssBundleFor(kind, path);
  return { css: `/static/${bundle}.css?v=${siteCss(bundle).hash}`, js: islandUrl('client') };
}
