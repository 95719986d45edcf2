// An uploaded image (stored in PostgreSQL) as the browser should fetch it: AVIF or WebP at the width it needs
// (srcset/sizes of domain/image-variants.ts), with its width and height so the page does not move as it loads.
// Below the fold, lazy: the browser fetches it when it comes near the screen.
import { responsiveImage, type ImageRef } from '../../domain/image-variants.js';

export function UploadedImage({
  image,
  sizes,
  alt,
  class: cls,
  lazy,
}: {
  image: ImageRef;
  /** How wide it is shown, as the `sizes` attribute says it (e.g. "(min-width: 960px) 240px, 50vw"). */
  sizes: string;
  alt: string;
  class?: string;
  /** Below the fold: fetched when near the screen. Above the fold leave it off, so it is not late. */
  lazy?: boolean;
}) {
  const attrs = responsiveImage(image, sizes);
  return (
    <img
      class={cls}
      src={attrs.src}
      srcset={attrs.srcset}
      sizes={attrs.sizes}
      width={attrs.width}
      height={attrs.height}
      alt={alt}
      loading={lazy ? 'lazy' : undefined}
      decoding="async"
    />
  );
}
