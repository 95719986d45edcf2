// GET /files/:id/w/:width — an uploaded image at one of the widths of domain/image-variants.ts, as AVIF when the
// browser says it takes it, else WebP. Made with sharp on the first request and kept in file_variants, so each
// size is resized once across processes; two requests for the same missing size in one process share the work.
import type { Request, Response } from 'express';
import { QueryTypes } from 'sequelize';
import sharp from 'sharp';
import { StoredFile } from '../../db/models/index.js';
import { now } from '../../domain/clock.js';
import { variantWidths, type VariantFormat } from '../../domain/image-variants.js';
import { notFound } from '../http/errors.js';

export type { VariantFormat };

const MAX_PIXELS = 40_000_000;

/** AVIF when the Accept header names it (and not with q=0); WebP, which every browser we support shows, otherwise. */
export function variantFormat(accept: string | undefined): VariantFormat {
  const avif = (accept ?? '')
    .split(',')
    .map((part) => part.trim().split(';'))
    .find(([type]) => type?.trim().toLowerCase() === 'image/avif');
  if (!avif) return 'webp';
  const q = avif.slice(1).find((p) => p.trim().startsWith('q='));
  return q && Number(q.trim().slice(2)) === 0 ? 'webp' : 'avif';
}

async function resize(source: Buffer, width: number, format: VariantFormat, animated: boolean): Promise<Buffer> {
  const image = sharp(source, { limitInputPixels: MAX_PIXELS, animated })
    .rotate()
    .resize({ width, withoutEnlargement: true });
  // An animated GIF stays animated: as WebP (sharp writes no animated AVIF).
  if (format === 'avif' && !animated) return image.avif({ quality: 55, effort: 3 }).toBuffer();
  return image.webp({ quality: 78, effort: 4 }).toBuffer();
}

const making = new Map<string, Promise<Buffer>>();

async function variantBytes(file: StoredFile, width: number, format: VariantFormat): Promise<Buffer> {
  const sequelize = StoredFile.sequelize!;
  const bind = { id: file.id, width, format };
  const [row] = await sequelize.query<{ data: Buffer }>(
    'SELECT data FROM file_variants WHERE file_id = $id AND width = $width AND format = $format',
    { type: QueryTypes.SELECT, bind },
  );
  if (row) return row.data;
  const key = `${file.id}:${width}:${format}`;
  let job = making.get(key);
  if (!job) {
    job = (async () => {
      const source = await StoredFile.scope('withData').findByPk(file.id, { attributes: ['id', 'data'] });
      if (!source) throw notFound('파일을 찾을 수 없습니다.');
      const data = await resize(source.data, width, format, file.mime === 'image/gif');
      await sequelize.query(
        `INSERT INTO file_variants (file_id, width, format, data, created_at) VALUES ($id, $width, $format, $data, $now)
         ON CONFLICT DO NOTHING`,
        { bind: { ...bind, data, now: now() } },
      );
      return data;
    })().finally(() => making.delete(key));
    making.set(key, job);
  }
  return job;
}

/** Sends `file` (already found public by the caller) at the width in the path, or a Korean 404. */
export async function sendVariant(
  req: Request,
  res: Response,
  file: StoredFile,
  rawWidth: string,
  cache: 'public' | 'private' = 'public',
): Promise<void> {
  const width = /^\d{1,5}$/.test(rawWidth) ? Number(rawWidth) : NaN;
  if (!file.mime.startsWith('image/') || !file.width || !variantWidths(file.width).includes(width)) {
    throw notFound('이 크기의 이미지는 없습니다.');
  }
  const format = variantFormat(req.get('accept'));
  const etag = `"${file.sha256.slice(0, 24)}-${width}-${format}"`;
  res.set({
    ETag: etag,
    Vary: 'Accept',
    'Content-Type': `image/${format}`,
    'Cache-Control': cache === 'public' ? 'public, max-age=300' : 'private, no-store',
    'Content-Security-Policy': "default-src 'none'; sandbox",
    'X-Content-Type-Options': 'nosniff',
  });
  if (req.headers['if-none-match'] === etag) return void res.status(304).end();
  const bytes = await variantBytes(file, width, format);
  res.set('Content-Length', String(bytes.length));
  res.end(req.method === 'HEAD' ? undefined : bytes);
}
