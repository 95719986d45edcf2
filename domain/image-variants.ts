// The sizes an uploaded image is served at (AVIF or WebP, whichever the browser takes: server/files/variants.ts),
// and the srcset the pages give the browser to choose from. A fixed list, so nobody can make the server resize
// an image to any width they like; the image's own width is always one of them (never enlarged).

export const VARIANT_WIDTHS = [320, 480, 640, 960, 1280, 1920] as const;
/** The formats a variant is made in (file_variants.format). */
export const VARIANT_FORMATS = ['avif', 'webp'] as const;
export type VariantFormat = (typeof VARIANT_FORMATS)[number];

export interface ImageRef {
  id: number;
  width: number | null;
  height: number | null;
}

/** The widths an image of this width is offered at: the standard ones below it, then its own. */
export function variantWidths(width: number): number[] {
  return [...VARIANT_WIDTHS.filter((w) => w < width), width];
}

export const variantUrl = (id: number, width: number): string => `/files/${id}/w/${width}`;

/** The attributes of an <img> for an uploaded image shown `sizes` wide: srcset, a middle-sized src, width and height. */
export function responsiveImage(
  img: ImageRef,
  sizes: string,
): { src: string; srcset?: string; sizes?: string; width?: number; height?: number } {
  if (!img.width || !img.height) return { src: `/files/${img.id}/thumb` };
  const widths = variantWidths(img.width);
  const fallback = widths.find((w) => w >= 640) ?? widths[widths.length - 1]!;
  return {
    src: variantUrl(img.id, fallback),
    srcset: widths.map((w) => `${variantUrl(img.id, w)} ${w}w`).join(','),
    sizes,
    width: img.width,
    height: img.height,
  };
}
