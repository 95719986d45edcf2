// The visitor figures' calls (GET /api/visits, and its CSV export) and their shape, for the dashboard's 방문 통계.
import { authorizedFetch, httpClient } from '../../httpClient';
import type { Funnel, VisitFigures } from '../../../../domain/visits';

export type { Funnel, VisitFigures };

export async function fetchVisits(): Promise<VisitFigures> {
  return (await httpClient('/api/visits')).json as VisitFigures;
}

export const REFERRER_LABELS: Record<string, string> = { '': '직접 방문', '-': '사이트 내 이동' };
export const DEVICE_LABELS: Record<string, string> = { mobile: '휴대폰', tablet: '태블릿', desktop: '컴퓨터' };
export const LANG_LABELS: Record<string, string> = {
  ko: '한국어',
  zh: '중국어',
  en: '영어',
  ja: '일본어',
  '': '알 수 없음',
};

export const referrerLabel = (r: string) => REFERRER_LABELS[r] ?? r;

function fileName(res: Response, fallback: string): string {
  const star = /filename\*=UTF-8''([^;]+)/.exec(res.headers.get('Content-Disposition') ?? '');
  return star ? decodeURIComponent(star[1]) : fallback;
}

/** Saves the span's figures as CSV: every counted row ('views') or the days with their visitors ('days'). */
export async function downloadVisitsCsv(span: { from: string; to: string }, kind: 'views' | 'days'): Promise<void> {
  const res = await authorizedFetch(`/api/visits/export?from=${span.from}&to=${span.to}&kind=${kind}`);
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { errorMessage?: string } | null;
    throw new Error(body?.errorMessage ?? '에러가 발생했습니다');
  }
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName(res, 'visits.csv');
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
