// The audit screen's calls that are not plain lists: the .xlsx export of the filtered log and the chain check
// (against the server's checkpoints, or those pasted from the 개인정보 보호책임자's mail as well).
import { authorizedFetch, httpClient } from '../httpClient';

export interface ChainCheck {
  /** True only when the chain is intact and held to at least one checkpoint. */
  ok: boolean;
  status: 'intact' | 'unanchored' | 'empty' | 'broken';
  count: number;
  verified: number;
  brokenAt?: number;
  reason?: string;
  /** The rows whose signature fails, which the check went around. */
  strays: number[];
  /** Unsigned rows the 최고관리자 reviewed: named, not findings. */
  acknowledged: { id: number; reason: string; by: string | null }[];
  anchors: {
    compared: number;
    sources: { source: string; count: number }[];
    searched: string[];
    upTo: { lastId: number; count: number; at: string } | null;
  };
  message: string;
}

export async function verifyChain(): Promise<ChainCheck> {
  const res = await httpClient('/api/audit-logs/verify');
  return res.json as ChainCheck;
}

/** The check held to checkpoints pasted in too (the mail's text as it is: other lines are passed over). */
export async function verifyChainWith(checkpoints: string): Promise<ChainCheck> {
  const res = await httpClient('/api/audit-logs/verify', { method: 'POST', body: JSON.stringify({ checkpoints }) });
  return res.json as ChainCheck;
}

/** Records the 최고관리자's review of an unsigned row; the answer is the check run again. */
export async function acknowledgeStray(id: number, reason: string): Promise<ChainCheck> {
  const res = await httpClient(`/api/audit-logs/strays/${id}/acknowledge`, {
    method: 'POST',
    body: JSON.stringify({ reason }),
  });
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
