// The shapes /api/access-reviews answers (server/api/access-reviews) and the calls the review screen makes.
import type { MonthRequest } from '../privacy-requests/MonthRequests';
import type { FindingCounts } from '../../../domain/access-review';
import { httpClient } from '../httpClient';

export interface SignOff {
  month: string;
  signedByLogin: string | null;
  signedByName: string | null;
  note: string;
  counts: FindingCounts;
  signedAt: string;
}

export interface MonthRow {
  id: string;
  label: string;
  over: boolean;
  signedOff: boolean;
  signOff: SignOff | null;
}

interface Who {
  userLogin: string | null;
  userName: string | null;
}
export interface AccessRow extends Who {
  id: number;
  at: string;
  ip: string | null;
  action: string;
  receiptNo: string | null;
}
export interface ExportRow extends AccessRow {
  reason: string | null;
  what: string;
}
export interface HeavyRow extends Who {
  userId: number | null;
  day: string;
  count: number;
}
export interface OutsideRow extends Who {
  userId: number;
  role: string | null;
  whyLabel: string;
  accesses: number;
  firstAt: string;
  lastAt: string;
}

export interface MonthReview {
  month: string;
  label: string;
  over: boolean;
  counts: FindingCounts;
  findings: {
    offHours: { count: number; rows: AccessRow[] };
    heavyViewing: { count: number; rows: HeavyRow[] };
    exports: { count: number; rows: ExportRow[] };
    outsideRole: { count: number; rows: OutsideRow[] };
  };
  signOff: SignOff | null;
  /** The month's 개인정보 요청 (server/privacy-requests/store.ts requestsInMonth). */
  privacyRequests?: MonthRequest[];
}

export async function fetchMonths(): Promise<MonthRow[]> {
  const res = await httpClient(`/api/access-reviews?range=${encodeURIComponent('[0,119]')}`);
  return res.json as MonthRow[];
}

export async function fetchReview(month: string): Promise<MonthReview> {
  return (await httpClient(`/api/access-reviews/${month}`)).json as MonthReview;
}

export async function signOffMonth(month: string, note: string): Promise<SignOff> {
  const res = await httpClient(`/api/access-reviews/${month}/sign-off`, {
    method: 'POST',
    body: JSON.stringify({ note }),
    headers: new Headers({ 'Content-Type': 'application/json', Accept: 'application/json' }),
  });
  return res.json as SignOff;
}

export const who = (r: Who) => (r.userName ? `${r.userName} (${r.userLogin ?? '-'})` : (r.userLogin ?? '알 수 없음'));
