// The audit screen's calls that are not plain lists: the .xlsx export of the filtered log and the chain check.
import { authorizedFetch, httpClient } from '../httpClient';

export interface ChainCheck {
  ok: boolean;
  count: number;
  brokenAt?: number;
  reason?: 'gap' | 'edited' | 'unlinked';
  message: string;
}

export async function verifyChain(): Promise<ChainCheck> {
  const res = await httpClient('/api/audit-logs/verify');
  return res.json as ChainCheck;
}

function fileName(res: Response, fallback: string): string {
  const star = /filename\*=UTF-8''([^;]+)/.exec(res.headers.get('Content-Disposition') ?? '');
  return star ? decodeURIComponent(star[1]) : fallback;
}

/** Downloads the log as filtered on screen (the download is itself recorded in the log). */
export async function downloadAuditExport(filter: Record<string, unknown>): Promise<void> {
  const res = await authorizedFetch(`/api/audit-logs/export?filter=${encodeURIComponent(JSON.stringify(filter))}`);
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { errorMessage?: string } | null;
    throw new Error(body?.errorMessage ?? '에러가 발생했습니다');
  }
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName(res, 'audit-logs.xlsx');
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
