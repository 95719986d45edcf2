// The calls of 등록 현황: the round's figures, 추가합격 by rank and the hand-off export to the 학적 system.
import type { FeeMatchPreview } from '../../../domain/fee-matches';
import type { SeatCounts, SeatRow } from '../../../domain/registration';
import { errorOf, fileName, save } from '../applications/api';
import { authorizedFetch, httpClient } from '../httpClient';

interface Person {
  id: number;
  receiptNo: string;
  name: string;
  trackLabel: string;
  departmentName: string;
}

export interface RegistrationStatus {
  round: {
    id: number;
    name: string;
    announceAt: string;
    announced: boolean;
    resultsConfirmedAt: string | null;
    registrationEndAt: string | null;
    registrationClosed: boolean;
  };
  rows: SeatRow[];
  totals: SeatCounts;
  waitlist: { ranked: number; unranked: number; nextRank: number | null };
  offers: (Person & { waitlistRank: number | null; respondByText: string })[];
  unregistered: (Person & { additional: boolean; mobile: string; email: string })[];
  toRegister: ToRegister[];
}

export interface Offered {
  id: number;
  receiptNo: string;
  name: string;
  waitlistRank: number;
}

export async function fetchRegistration(roundId: string): Promise<RegistrationStatus> {
  return (await httpClient(`/api/rounds/${roundId}/registration`)).json as RegistrationStatus;
}

export async function makeOffers(roundId: string, count: number, respondBy: string): Promise<Offered[]> {
  const res = await httpClient(`/api/rounds/${roundId}/offers`, {
    method: 'POST',
    body: JSON.stringify({ count, respondBy }),
    headers: new Headers({ 'Content-Type': 'application/json', Accept: 'application/json' }),
  });
  return res.json as Offered[];
}

export async function downloadHandoff(roundId: string, format: 'xlsx' | 'csv', reason: string): Promise<void> {
  const res = await authorizedFetch(`/api/rounds/${roundId}/registration/export`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ format, reason }),
  });
  if (!res.ok) throw await errorOf(res);
  save(await res.blob(), fileName(res, `handoff.${format}`));
}

/** A 합격 not yet registered, with the round's 등록금 (null: not set for the track and department). */
export interface ToRegister extends Person {
  additional: boolean;
  amount: number | null;
}

/** A deposit accepted for an applicant (a proposal ticked, or a deposit staff paired by hand). */
export interface RegistrationPair {
  applicationId: number;
  amount: number;
  depositor: string;
  paidOn: string;
  line: number;
}

/** The proposals for a statement of 등록금 deposits; a file refused as a whole throws its Korean message. */
export async function sendRegistrationStatement(roundId: string, file: File): Promise<FeeMatchPreview> {
  const form = new FormData();
  form.append('file', file);
  const res = await authorizedFetch(`/api/rounds/${encodeURIComponent(roundId)}/registration/matches`, {
    method: 'POST',
    body: form,
  });
  const body = (await res.json().catch(() => ({}))) as FeeMatchPreview & { errorMessage?: string };
  if (!res.ok) throw new Error(body.errorMessage ?? '에러가 발생했습니다');
  return body;
}

const post = (body: unknown) => ({
  method: 'POST',
  body: JSON.stringify(body),
  headers: new Headers({ 'Content-Type': 'application/json', Accept: 'application/json' }),
});

export async function confirmRegistrations(roundId: string, pairs: RegistrationPair[]): Promise<number> {
  const res = await httpClient(`/api/rounds/${roundId}/registration/matches/confirm`, post({ pairs }));
  return (res.json as { registered: number }).registered;
}

export async function registerSelection(roundId: string, ids: number[], paidAt: string): Promise<number> {
  const res = await httpClient(`/api/rounds/${roundId}/registration/bulk`, post({ ids, paidAt }));
  return (res.json as { registered: number }).registered;
}
