// The static files the pages link to, with content hashes in their URLs so browsers may keep them a year.
// The CSS is a few files joined in a fixed order (one request, one cache entry); the islands come from the build.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Hand-made files shipped with the project (CSS, icons, the brochure PDF). Resolved from cwd: source and bundle sit at different depths. */
export const ASSET_DIR = path.resolve('public-web/assets');
export const CSS_FILES = ['base.css', 'chrome.css', 'content.css', 'home-latest.css', 'forms.css', 'dialogs.css'];

export function islandsDir(): string {
  return path.resolve(process.env.DIST_DIR ?? 'dist', 'public/islands');
}

const hash = (b: Buffer) => createHash('sha256').update(b).digest('base64url').slice(0, 10);

let css: { body: Buffer; hash: string } | null = null;
export function siteCss(): { body: Buffer; hash: string } {
  if (!css) {
    const body = Buffer.concat(CSS_FILES.map((f) => readFileSync(path.join(ASSET_DIR, 'css', f))));
    css = { body, hash: hash(body) };
  }
  return css;
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
/** The @font-face rules of the Simplified-Chinese subset, linked only by zh-Hans pages (250 KB of font otherwise). */
export function zhFontCssUrl(): string {
  zhFont ??= `/static/css/zh-font.css?v=${hash(readFileSync(path.join(ASSET_DIR, 'css', 'zh-font.css')))}`;
  return zhFont;
}

export function assetUrls(): { css: string; js: string | null } {
  return { css: `/static/site.css?v=${siteCss().hash}`, js: islandUrl('client') };
}
