// The calls of 등록 현황 (issue 26): the round's figures, 추가합격 by rank and the hand-off export to the 학적 system.
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
