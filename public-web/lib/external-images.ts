// Bodies stored before images had to be our own files (server/html/sanitize.ts) may still name an image on another
// host. The CSP lets a visitor's browser load images from this site only, so such an image would show broken (and
// its host would learn who reads the page): it is drawn as a link to the picture, named by its alt text or its host.
// The stored body is left as written, so its editor can still offer to import the picture (admin/src/editor/).
// The input is sanitize-html's output: attributes double-quoted, quotes inside values escaped.
import { isExternalImageSrc } from '../../domain/external-image.js';

const IMG = /<img\b[^>]*>/gi;
const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1];
/** The src as written in the HTML, with the tab entities sanitize-html may leave decoded (the rest is domain's). */
const isExternal = (src: string) => isExternalImageSrc(src.replace(/&#x?0*9;|&Tab;/gi, ''));

function hostOf(src: string): string {
  try {
    return new URL(src.replace(/&amp;/g, '&'), 'https://x.invalid').hostname;
  } catch {
    return '';
  }
}

export function externalImagesAsLinks(html: string): string {
  if (!/<img\b/i.test(html)) return html;
  return html.replace(IMG, (tag) => {
    const src = attr(tag, 'src') ?? '';
    if (!isExternal(src)) return tag;
    const name = attr(tag, 'alt')?.trim() || hostOf(src) || '외부 이미지';
    return `<a href="${src}" rel="noopener noreferrer nofollow">이미지: ${name}</a>`;
  });
}
