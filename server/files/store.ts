// Checks an upload (name, extension allow-list, size, content sniffed from its bytes, image limits) and stores it.
import { createHash } from 'node:crypto';
import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import type { Transaction } from 'sequelize';
import { StoredFile, type FileOwnerType } from '../../db/models/index.js';
import { badRequest, payloadTooLarge } from '../http/errors.js';
import { DANGEROUS_EXTENSIONS, IMAGE_EXTENSIONS, KNOWN_TYPES } from './types.js';

export interface UploadRules {
  extensions: string[];
  maxBytes: number;
}

export interface Upload {
  buffer: Buffer;
  originalname: string;
}

const MAX_PIXELS = 40_000_000; // a pixel flood (a tiny file that decodes to gigapixels) is refused
const THUMB_WIDTH = 480;

/** The name as the uploader's computer called it, made safe: no path, no control characters, NFC (macOS sends NFD Hangul). */
export function cleanFileName(raw: string): string {
  // Browsers send multipart names as UTF-8 but busboy reads them as latin1.
  const decoded =
    /[\u0080-\u00ff]/.test(raw) && !/[^\u0000-\u00ff]/.test(raw) ? Buffer.from(raw, 'latin1').toString('utf8') : raw;
  const base = decoded.split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .normalize('NFC')
    // Control characters and Unicode's line and paragraph separators: a file name is shown on one line.
    .replace(/[\u0000-\u001f\u007f\u2028\u2029<>:"|?*]/g, '')
    .replace(/^\.+/, '')
    .trim();
  if (!cleaned) return 'file';
  if (cleaned.length <= 200) return cleaned;
  const ext = path.extname(cleaned).slice(0, 11);
  return cleaned.slice(0, 200 - ext.length) + ext;
}

export function extensionOf(name: string): string {
  return path.extname(name).slice(1).toLowerCase();
}

export interface CheckedFile {
  name: string;
  mime: string;
  buffer: Buffer;
  width: number | null;
  height: number | null;
  thumb: Buffer | null;
}

/** Validates one upload against the rules; throws 400/413 with a Korean message naming the file. */
export async function checkUpload(upload: Upload, rules: UploadRules): Promise<CheckedFile> {
  const name = cleanFileName(upload.originalname);
  const ext = extensionOf(name);
  const allowed = rules.extensions.map((e) => e.toLowerCase());
  if (!ext || DANGEROUS_EXTENSIONS.has(ext) || !allowed.includes(ext) || !KNOWN_TYPES[ext]) {
    throw badRequest(`${name}: 허용되지 않는 파일 형식입니다. (허용: ${allowed.join(', ')})`);
  }
  if (upload.buffer.length === 0) throw badRequest(`${name}: 빈 파일은 올릴 수 없습니다.`);
  if (upload.buffer.length > rules.maxBytes) {
    throw payloadTooLarge(`${name}: 파일이 너무 큽니다. (최대 ${Math.floor(rules.maxBytes / 1024 / 1024)}MB)`);
  }
  const known = KNOWN_TYPES[ext];
  const sniffed = await fileTypeFromBuffer(upload.buffer);
  if (known.detected === 'text') {
    if (sniffed || upload.buffer.includes(0)) throw badRequest(`${name}: 파일 내용이 확장자(${ext})와 맞지 않습니다.`);
  } else if (!sniffed || !known.detected.includes(sniffed.mime)) {
    throw badRequest(`${name}: 파일 내용이 확장자(${ext})와 맞지 않습니다.`);
  }
  let buffer = upload.buffer;
  let width: number | null = null;
  let height: number | null = null;
  let thumb: Buffer | null = null;
  if (IMAGE_EXTENSIONS.includes(ext)) {
    try {
      const image = sharp(buffer, { limitInputPixels: MAX_PIXELS, animated: ext === 'gif' });
      const meta = await image.metadata();
      // The size as shown: a photo turned by its EXIF orientation has its sides swapped (the page's width/height).
      width = meta.autoOrient?.width ?? meta.width ?? null;
      height = meta.pageHeight ?? meta.autoOrient?.height ?? meta.height ?? null;
      // Photos lose their EXIF (GPS position, camera serial) and are turned upright.
      if (ext === 'jpg' || ext === 'jpeg')
        buffer = await sharp(buffer, { limitInputPixels: MAX_PIXELS }).rotate().jpeg({ quality: 90 }).toBuffer();
      thumb = await sharp(buffer, { limitInputPixels: MAX_PIXELS })
        .rotate()
        .resize({ width: THUMB_WIDTH, withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer();
    } catch {
      throw badRequest(`${name}: 이미지를 읽을 수 없습니다. 손상되었거나 너무 큰 이미지입니다.`);
    }
  }
  return { name, mime: known.serveAs, buffer, width, height, thumb };
}

export async function storeChecked(
  file: CheckedFile,
  owner: { ownerType: FileOwnerType | null; ownerId: number | null; createdBy: number | null; sortOrder?: number },
  transaction?: Transaction,
): Promise<StoredFile> {
  const row = await StoredFile.create(
    {
      ownerType: owner.ownerType,
      ownerId: owner.ownerId,
      name: file.name,
      mime: file.mime,
      size: file.buffer.length,
      sha256: createHash('sha256').update(file.buffer).digest('hex'),
      width: file.width,
      height: file.height,
      data: file.buffer,
      thumb: file.thumb,
      sortOrder: owner.sortOrder ?? 0,
      createdBy: owner.createdBy,
    },
    { transaction },
  );
  // Never hand the bytes around after storing them.
  row.setDataValue('data', Buffer.alloc(0));
  row.setDataValue('thumb', null);
  return row;
}

/** The JSON shape of a file for the API and the admin. */
export function presentFile(f: StoredFile): {
  id: number;
  name: string;
  mime: string;
  size: number;
  width: number | null;
  height: number | null;
  url: string;
  thumbUrl: string | null;
  downloadCount: number;
} {
  return {
    id: f.id,
    name: f.name,
    mime: f.mime,
    size: f.size,
    width: f.width,
    height: f.height,
    url: `/files/${f.id}/${encodeURIComponent(f.name)}`,
    thumbUrl: f.width ? `/files/${f.id}/thumb` : null,
    downloadCount: f.downloadCount,
  };
}
