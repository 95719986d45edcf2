// The calls of 전형료 대조 (server/api/rounds/fees.ts) and the shapes they answer.
import type { FeeMatchPreview, FeeProposal } from '../../../domain/fee-matches';
import { authorizedFetch, httpClient } from '../httpClient';

export interface FeeRoundState {
  id: number;
  name: string;
  feeAmount: number;
  deadline: string | null;
  paid: number;
  unpaid: number;
}

export type FeePreview = FeeMatchPreview & { roundName: string };

export const feesKey = (id: string) => ['round-fees', id];

export async function fetchFeeRound(id: string): Promise<FeeRoundState> {
  return (await httpClient(`/api/rounds/${encodeURIComponent(id)}/fee-matches`)).json as FeeRoundState;
}

/** The proposals for a statement; a file refused as a whole throws its Korean message. */
export async function sendStatement(id: string, file: File): Promise<FeePreview> {
  const form = new FormData();
  form.append('file', file);
  const res = await authorizedFetch(`/api/rounds/${encodeURIComponent(id)}/fee-matches`, {
    method: 'POST',
    body: form,
  });
  const body = (await res.json().catch(() => ({}))) as FeePreview & { errorMessage?: string };
  if (!res.ok) throw new Error(body.errorMessage ?? '에러가 발생했습니다');
  return body;
}

export async function confirmMatches(id: string, chosen: FeeProposal[]): Promise<{ confirmed: number }> {
  const pairs = chosen.map((p) => ({
    applicationId: p.applicationId,
    amount: p.amount,
    depositor: p.depositor,
    paidOn: p.paidOn,
    line: p.line,
  }));
  const res = await httpClient(`/api/rounds/${encodeURIComponent(id)}/fee-matches/confirm`, {
    method: 'POST',
    body: JSON.stringify({ pairs }),
  });
  return res.json as { confirmed: number };
}
