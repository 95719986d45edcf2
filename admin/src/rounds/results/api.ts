// The calls of 결과 가져오기 and 결과 확정 (server/api/rounds/results.ts) and the shapes they answer.
import type { ImportPreview } from '../../../../domain/results-import';
import type { StatusCode } from '../../../../domain/application-status';
import { authorizedFetch, httpClient } from '../../httpClient';

export interface ResultsState {
  id: number;
  name: string;
  announceAt: string;
  announced: boolean;
  byStatus: Record<StatusCode, number>;
  total: number;
  confirmedAt: string | null;
  confirmedByName: string | null;
  confirmReason: string | null;
  changedAt: string | null;
  changedByName: string | null;
  /** Everyone who changed a result since the last confirmation: none of them confirms as the second person. */
  changers: { id: number; name: string | null }[];
  mailedAt: string | null;
  canConfirm: boolean;
  reasonRequired: boolean;
}

export type ImportAnswer = ImportPreview & {
  /** The round still takes applications (the dry run's warning). */
  windowOpen?: boolean;
  applied?: number;
  confirmationWithdrawn?: boolean;
  errorMessage?: string;
};

export const resultsKey = (id: string) => ['round-results', id];

export async function fetchResults(id: string): Promise<ResultsState> {
  return (await httpClient(`/api/rounds/${encodeURIComponent(id)}/results`)).json as ResultsState;
}

/** The preview (dryRun) or the apply; a file refused as a whole throws its Korean message. */
export async function sendImport(
  id: string,
  file: File,
  dryRun: boolean,
): Promise<{ ok: boolean; body: ImportAnswer }> {
  const form = new FormData();
  form.append('file', file);
  if (dryRun) form.append('dryRun', 'true');
  const res = await authorizedFetch(`/api/rounds/${encodeURIComponent(id)}/results/import`, {
    method: 'POST',
    body: form,
  });
  const body = (await res.json().catch(() => ({}))) as ImportAnswer;
  if (!res.ok && !body.rows) throw new Error(body.errorMessage ?? '에러가 발생했습니다');
  return { ok: res.ok, body };
}

export async function confirmResults(id: string, reason: string): Promise<void> {
  await httpClient(`/api/rounds/${encodeURIComponent(id)}/results/confirm`, {
    method: 'POST',
    body: JSON.stringify(reason.trim() ? { reason: reason.trim() } : {}),
  });
}
