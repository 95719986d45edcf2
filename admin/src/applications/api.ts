// Calls of the application screens that are not plain CRUD: status changes, export, document files.
import { authorizedFetch, httpClient } from '../httpClient';

export async function postJson<T>(url: string, body: unknown): Promise<T> {
  const res = await httpClient(url, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: new Headers({ 'Content-Type': 'application/json', Accept: 'application/json' }),
  });
  return res.json as T;
}

export async function errorOf(res: Response): Promise<Error> {
  const body = (await res.json().catch(() => null)) as { errorMessage?: string } | null;
  return new Error(body?.errorMessage ?? '에러가 발생했습니다');
}

export function fileName(res: Response, fallback: string): string {
  const cd = res.headers.get('Content-Disposition') ?? '';
  const star = /filename\*=UTF-8''([^;]+)/.exec(cd);
  return star ? decodeURIComponent(star[1]) : fallback;
}

export function save(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export async function downloadExport(body: {
  format: 'xlsx' | 'csv';
  reason: string;
  filter: Record<string, unknown>;
}): Promise<void> {
  const res = await authorizedFetch('/api/applications/export', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw await errorOf(res);
  save(await res.blob(), fileName(res, `applications.${body.format}`));
}

/** A document to open on screen, or (with the reason staff gave, which the access log keeps) to download. */
export async function documentBlob(
  applicationId: number,
  docId: number,
  downloadReason?: string,
): Promise<{ blob: Blob; name: string }> {
  const query =
    downloadReason === undefined ? '' : `?${new URLSearchParams({ download: '1', reason: downloadReason })}`;
  const res = await authorizedFetch(`/api/applications/${applicationId}/documents/${docId}${query}`);
  if (!res.ok) throw await errorOf(res);
  return { blob: await res.blob(), name: fileName(res, 'document') };
}

export async function downloadDocument(applicationId: number, docId: number, reason: string): Promise<void> {
  const { blob, name } = await documentBlob(applicationId, docId, reason);
  save(blob, name);
}
