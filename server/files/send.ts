// Sends a stored file: the right type, an ETag, and a Content-Disposition whose filename* keeps Korean names.
import type { Request, Response } from 'express';
import type { StoredFile } from '../../db/models/index.js';

/** RFC 6266 / RFC 5987: an ASCII fallback plus the UTF-8 name. */
export function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_') || 'file';
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

export function sendStoredFile(
  req: Request,
  res: Response,
  file: StoredFile,
  bytes: Buffer,
  opts: { inline: boolean; cache: 'public' | 'private'; mime?: string },
): void {
  const etag = `"${file.sha256.slice(0, 32)}${opts.mime ? '-t' : ''}"`;
  res.set({
    ETag: etag,
    'Content-Type': opts.mime ?? file.mime,
    'Content-Disposition': contentDisposition(opts.inline ? 'inline' : 'attachment', file.name),
    'Cache-Control': opts.cache === 'public' ? 'public, max-age=300' : 'private, no-store',
    // A file is data, never a page of ours: even an inline PDF or image runs no script in our origin.
    'Content-Security-Policy': "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
    'X-Content-Type-Options': 'nosniff',
  });
  if (req.headers['if-none-match'] === etag) {
    res.status(304).end();
    return;
  }
  res.set('Content-Length', String(bytes.length));
  res.end(req.method === 'HEAD' ? undefined : bytes);
}
