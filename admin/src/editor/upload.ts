// Uploads one file to POST /api/files (admin token, silent refresh) and returns the stored file.
import { authorizedFetch } from '../httpClient';

export interface UploadedFile {
  id: number;
  name: string;
  mime: string;
  size: number;
  url: string;
  thumbUrl: string | null;
}

export async function uploadFile(file: File, purpose: 'image' | 'document'): Promise<UploadedFile> {
  const body = new FormData();
  body.append('file', file, file.name);
  const res = await authorizedFetch(`/api/files?purpose=${purpose}`, { method: 'POST', body });
  const json = (await res.json().catch(() => null)) as (UploadedFile & { errorMessage?: string }) | null;
  if (!res.ok || !json) throw new Error(json?.errorMessage ?? `${file.name}: 올리지 못했습니다.`);
  return json;
}

export function formatSize(n: number): string {
  if (n < 1024) return `${n}B`;
  if (n < 1024 * 1024) return `${Math.round(n / 1024)}KB`;
  return `${(n / 1024 / 1024).toFixed(1)}MB`;
}
