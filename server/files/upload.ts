// Multipart parsing into memory for every upload route (files go to PostgreSQL, never to the process's disk).
import multer from 'multer';

export const MAX_UPLOAD_MB = 30;

export function memoryUpload(maxFiles: number, maxMb = MAX_UPLOAD_MB) {
  return multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: maxMb * 1024 * 1024, files: maxFiles, fields: 50, fieldSize: 1024 * 1024 },
  });
}
