// Multipart uploads for API tests, and small valid files to upload.
import sharp from 'sharp';
import { tinyPdf } from '../sample/files.js';
import type { TestApp } from './support.js';

export async function upload(
  app: TestApp,
  token: string | undefined,
  files: { name: string; bytes: Buffer; type?: string }[],
  purpose = 'document',
) {
  const form = new FormData();
  for (const f of files)
    form.append('file', new Blob([new Uint8Array(f.bytes)], { type: f.type ?? 'application/octet-stream' }), f.name);
  const res = await fetch(`${app.baseUrl}/api/files?purpose=${purpose}`, {
    method: 'POST',
    body: form,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: res.status, body: (await res.json()) as Record<string, any> };
}

export const pdfBytes = (title = 'Test document') => tinyPdf([title]);
export const pngBytes = (w = 40, h = 30) =>
  sharp({ create: { width: w, height: h, channels: 3, background: { r: 30, g: 90, b: 160 } } })
    .png()
    .toBuffer();
export const jpegBytes = (w = 40, h = 30) =>
  sharp({ create: { width: w, height: h, channels: 3, background: { r: 200, g: 90, b: 60 } } })
    .jpeg()
    .toBuffer();
