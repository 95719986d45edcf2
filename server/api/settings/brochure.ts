// The brochure PDF uploaded in the admin: loadBrochure() for whoever serves /brochure.pdf, a download handler
// that sends it under its Korean file name (server/files/policies.ts makes only the current one public).
import type { RequestHandler } from 'express';
import { StoredFile } from '../../../db/models/index.js';
import { loadSettings } from '../../../db/settings.js';
import { contentDisposition } from '../../files/send.js';

/** The file of the current settings.brochureFileId (with its bytes), or null when none was uploaded. */
export async function loadBrochure(): Promise<StoredFile | null> {
  const { brochureFileId } = await loadSettings();
  if (brochureFileId === null) return null;
  const file = await StoredFile.scope('withData').findByPk(brochureFileId);
  return file && file.ownerType === 'setting' ? file : null;
}

/** GET /brochure.pdf: the uploaded brochure; without one, the next handler (the shipped default) answers. */
export const brochureDownload: RequestHandler = async (req, res, next) => {
  const file = await loadBrochure();
  if (!file) return next();
  const etag = `"${file.sha256.slice(0, 32)}"`;
  res.set({
    ETag: etag,
    'Content-Type': file.mime,
    'Content-Disposition': contentDisposition('attachment', file.name),
    // Revalidated on every request, so a newly uploaded brochure is the one downloaded at once.
    'Cache-Control': 'no-cache',
    'Content-Security-Policy': "default-src 'none'; sandbox",
    'X-Content-Type-Options': 'nosniff',
  });
  if (req.headers['if-none-match'] === etag) return void res.status(304).end();
  await file.increment('downloadCount');
  res.set('Content-Length', String(file.data.length));
  res.end(req.method === 'HEAD' ? undefined : file.data);
};
