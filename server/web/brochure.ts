// GET /brochure.pdf: the 2025 brochure, downloaded under its Korean file name (RFC 5987 filename*).
// The PDF ships with the project (public-web/assets/brochure-2025.pdf, made by scripts/make-brochure.mjs).
// When the admin uploads another brochure (settings.brochureFileId), the settings issue serves that one here.
import path from 'node:path';
import type { RequestHandler } from 'express';
import { ASSET_DIR } from '../../public-web/assets.js';
import { contentDisposition } from '../files/send.js';

export const BROCHURE_FILE = path.join(ASSET_DIR, 'brochure-2025.pdf');
export const BROCHURE_NAME = '2025학년도 중소기업대학원 입학 안내.pdf';

export const brochureHandler: RequestHandler = (_req, res, next) => {
  res.set({
    'Content-Disposition': contentDisposition('attachment', BROCHURE_NAME),
    'Cache-Control': 'public, max-age=3600',
  });
  res.sendFile(BROCHURE_FILE, { headers: { 'Content-Type': 'application/pdf' } }, (err) => {
    if (err && !res.headersSent) next(err);
  });
};
