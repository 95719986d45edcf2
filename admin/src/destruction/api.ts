// The calls of the 파기 대장 screen (server/api/destruction-records).
import { authorizedFetch, httpClient } from '../httpClient';

export interface DestructionRow {
  id: number;
  at: string;
  kindLabel: string;
  count: number;
  files: number;
  rule: string;
  methodLabel: string;
  by: string;
  heldInBackups: { file: string; takenAt: string }[];
}

export interface DestructionSignOff {
  signedByLogin: string | null;
  signedByName: string | null;
  note: string;
  recordCount: number;
  signedAt: string;
}

export interface MonthRow {
  id: string;
  label: string;
  over: boolean;
  records: number;
  signOff: DestructionSignOff | null;
}

const json = new Headers({ 'Content-Type': 'application/json', Accept: 'application/json' });

export async function fetchMonths(): Promise<MonthRow[]> {
  return (await httpClient('/api/destruction-records/months')).json as MonthRow[];
}

export async function fetchRecords(month: string): Promise<DestructionRow[]> {
  const q = `filter=${encodeURIComponent(JSON.stringify({ month }))}&range=${encodeURIComponent('[0,199]')}&sort=${encodeURIComponent('["id","ASC"]')}`;
  return (await httpClient(`/api/destruction-records?${q}`)).json as DestructionRow[];
}

export async function signMonth(month: string, note: string): Promise<void> {
  await httpClient(`/api/destruction-records/months/${month}/sign-off`, {
    method: 'POST',
    body: JSON.stringify({ note }),
    headers: json,
  });
}

/** Downloads the month's register as .xlsx; the reason goes into the audit log. */
export async function downloadRegister(month: string, reason: string): Promise<void> {
  const res = await authorizedFetch('/api/destruction-records/export', {
    method: 'POST',
    body: JSON.stringify({ month, reason }),
    headers: json,
  });
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { errorMessage?: string } | null;
    throw new Error(body?.errorMessage ?? '에러가 발생했습니다');
  }
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = `파기대장_${month}.xlsx`;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
