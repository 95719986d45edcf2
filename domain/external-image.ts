// Whether an image's src names another host: a scheme followed by a host, or protocol-relative. Browsers drop tabs
// and newlines inside a URL and trim its ends, so "ht\ttps://" is still another host. The server refuses such an
// image (server/html/sanitize.ts), the admin's editors offer to import it (admin/src/editor/external-images.ts), and
// the public pages draw one stored before the rule as a link (public-web/lib/external-images.ts).
export function isExternalImageSrc(src: string): boolean {
  return /^(https?:)?\/\//i.test(src.replace(/[\u0000-\u0020\u007f]/g, ''));
}
