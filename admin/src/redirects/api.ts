// The calls of 리디렉션 관리 beside the REST resource (server/api/redirects/index.ts): the CSV's dry run and import,
// and the export.
import type { ImportReport as Report } from '../../../domain/redirects';
import { authorizedFetch } from '../httpClient';

/** The import's answer, and the reason when the file is refused as a whole. */
export type ImportReport = Report & { errorMessage?: string };

/** The dry run (nothing is written) or the import (all rows or none); a file refused as a whole throws. */
export async function sendRedirectsCsv(csv: string, dryRun: boolean): Promise<{ ok: boolean; body: ImportReport }> {
  const res = await authorizedFetch('/api/redirects/import', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ csv, dryRun }),
  });
  const body = (await res.json().catch(() => ({}))) as ImportReport;
  if (!res.ok && !body.problems) throw new Error(body.errorMessage ?? '에러가 발생했습니다');
  return { ok: res.ok, body };
}

/** Saves every redirect as CSV. */
export async function downloadRedirectsCsv(): Promise<void> {
  const res = await authorizedFetch('/api/redirects/export');
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { errorMessage?: string } | null;
    throw new Error(body?.errorMessage ?? '에러가 발생했습니다');
  }
  const star = /filename\*=UTF-8''([^;]+)/.exec(res.headers.get('Content-Disposition') ?? '');
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = star ? decodeURIComponent(star[1]) : 'redirects.csv';
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** The create form's address, its old address filled in (react-admin reads `source` as the new record). */
export const createRedirectFor = (from: string) => ({
  pathname: '/redirects/create',
  search: `?source=${encodeURIComponent(JSON.stringify({ from }))}`,
});
