// The images staff put in a post (our /files/<id>/<name>, server/html/sanitize.ts) as the browser should fetch them:
// AVIF or WebP at the width it needs (srcset/sizes, domain/image-variants.ts), with the picture's width and height
// so the text does not jump as it loads, and lazy after the first. The input is sanitize-html's output: attributes
// double-quoted, quotes inside values escaped (as public-web/lib/rich-text-styles.ts reads it too).
import { responsiveImage, type ImageRef } from '../../domain/image-variants.js';

const OUR_IMG = /<img src="\/files\/(\d{1,10})(?:\/[^"]*)?"([^>]*)>/g;

/** The ids of our stored files the text shows as images. */
export function richTextImageIds(html: string): number[] {
  return [...new Set([...html.matchAll(OUR_IMG)].map((m) => Number(m[1])))];
}

export function richTextImages(html: string, images: ReadonlyMap<number, ImageRef>, sizes: string): string {
  let seen = 0;
  return html.replace(OUR_IMG, (all, id: string, rest: string) => {
    const image = images.get(Number(id));
    if (!image?.width || !image.height) return all;
    const a = responsiveImage(image, sizes);
    // A size the author gave stays; else the picture's own, which keeps its proportions.
    const sized = / (width|height)="/.test(rest) ? '' : ` width="${a.width}" height="${a.height}"`;
    const lazy = seen++ > 0 ? ' loading="lazy"' : '';
    return `<img src="${a.src}" srcset="${a.srcset}" sizes="${a.sizes}"${sized}${rest.replace(/\s*\/$/, '')}${lazy} decoding="async" />`;
  });
}
